/**
 * Deterministic data of the "claims" conformance world: an insurer's claims desk behind a GraphQL API
 * (camelCase fields, opaque global ids `gid://claims/Claim/1042`, UPPER_SNAKE_CASE enums, money as
 * `{ amount, currencyCode }`, related records nested as `{ id, name }`). Fixed points the questions
 * name: policyholder "Margaret Okafor" (Policyholder/501, several policies and claims), two
 * policyholders named "Daniel Reyes" (namesakes, Austin and Denver), claim CLM-1042
 * (gid://claims/Claim/1042, UNDER_REVIEW, water damage, 12,400), policy POL-2023-00417, adjuster
 * "Sofia Lindqvist" (Adjuster/7). Dates end just before the suite's fixed today (AGENT_TODAY
 * 2025-10-01). Everything else is seeded noise. No Math.random.
 */
import { createRng } from "@/demo/commerce/prng";

export const CLAIM_STATUSES = [
  "SUBMITTED",
  "UNDER_REVIEW",
  "AWAITING_DOCUMENTS",
  "APPROVED",
  "DENIED",
  "SETTLED",
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const LOSS_TYPES = [
  "COLLISION",
  "THEFT",
  "WATER_DAMAGE",
  "FIRE",
  "STORM",
  "MEDICAL",
  "LIABILITY",
] as const;
export type LossType = (typeof LOSS_TYPES)[number];
export const POLICY_PRODUCTS = ["AUTO", "HOME", "TRAVEL", "PET", "BUSINESS_PROPERTY"] as const;
export type PolicyProduct = (typeof POLICY_PRODUCTS)[number];
export const POLICY_STATUSES = ["ACTIVE", "LAPSED", "CANCELLED", "PENDING_RENEWAL"] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export const HOLDER_TYPES = ["INDIVIDUAL", "BUSINESS"] as const;
export const REGIONS = ["NORTHEAST", "SOUTHEAST", "MIDWEST", "SOUTHWEST", "WEST"] as const;
export type Region = (typeof REGIONS)[number];
export const PAYMENT_STATUSES = ["PENDING", "CLEARED", "REVERSED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ["ACH", "CHECK", "WIRE"] as const;

export interface Money {
  amount: number;
  currencyCode: "USD";
}
export interface Ref {
  id: string;
  name: string;
}
export interface Policyholder {
  id: string;
  name: string;
  type: (typeof HOLDER_TYPES)[number];
  email: string;
  phone: string;
  city: string;
  state: string;
  customerSince: string;
}
export interface Policy {
  id: string;
  policyNumber: string;
  product: PolicyProduct;
  status: PolicyStatus;
  policyholder: Ref;
  effectiveDate: string;
  expirationDate: string;
  annualPremium: Money;
  deductible: Money;
}
export interface Adjuster {
  id: string;
  name: string;
  email: string;
  region: Region;
  licensedSince: string;
}
export interface Claim {
  id: string;
  claimNumber: string;
  status: ClaimStatus;
  lossType: LossType;
  incidentDate: string;
  reportedAt: string;
  amountClaimed: Money;
  amountApproved: Money | null;
  policy: { id: string; policyNumber: string };
  policyholder: Ref;
  adjuster: Ref | null;
  description: string;
}
export interface Payment {
  id: string;
  claim: { id: string; claimNumber: string };
  payee: Ref;
  amount: Money;
  method: (typeof PAYMENT_METHODS)[number];
  status: PaymentStatus;
  paidAt: string;
}

export const gid = (type: string, n: number) => `gid://claims/${type}/${n}`;
const usd = (amount: number): Money => ({ amount, currencyCode: "USD" });

export const KNOWN_HOLDER = { id: gid("Policyholder", 501), name: "Margaret Okafor" };
export const NAMESAKE_HOLDER = "Daniel Reyes";
export const NAMESAKE_HOLDER_IDS = [gid("Policyholder", 512), gid("Policyholder", 533)] as const;
export const KNOWN_CLAIM = { id: gid("Claim", 1042), claimNumber: "CLM-1042" };
export const KNOWN_POLICY = "POL-2023-00417";
export const KNOWN_ADJUSTER = { id: gid("Adjuster", 7), name: "Sofia Lindqvist" };

const FIRST = [
  "James",
  "Aisha",
  "Wei",
  "Olivia",
  "Mateo",
  "Hannah",
  "Kwame",
  "Ingrid",
  "Ravi",
  "Chloe",
  "Tomasz",
  "Naomi",
  "Lucas",
  "Fatima",
  "Ethan",
  "Yuki",
  "Grace",
  "Omar",
  "Leah",
  "Samuel",
];
const LAST = [
  "Whitfield",
  "Mensah",
  "Zhang",
  "Brennan",
  "Alvarez",
  "Kowalski",
  "Osei",
  "Halvorsen",
  "Iyer",
  "Dubois",
  "Nakamura",
  "Abernathy",
  "Castillo",
  "Haddad",
  "Lindgren",
  "Fitzgerald",
  "Moreau",
  "Adeyemi",
  "Sorensen",
  "Pham",
];
const BUSINESSES = [
  "Harbor Lights Bakery LLC",
  "Crestview Dental Group",
  "Blue Mesa Landscaping",
  "Ironbridge Auto Body",
  "Northwind Coffee Roasters",
  "Sable & Finch Bookshop",
];
const CITIES: [string, string][] = [
  ["Austin", "TX"],
  ["Denver", "CO"],
  ["Portland", "OR"],
  ["Columbus", "OH"],
  ["Raleigh", "NC"],
  ["Phoenix", "AZ"],
  ["Boston", "MA"],
  ["Minneapolis", "MN"],
  ["Tampa", "FL"],
  ["Sacramento", "CA"],
];
const ADJUSTERS: [string, Region][] = [
  ["Marcus Bell", "NORTHEAST"],
  ["Priya Raman", "SOUTHEAST"],
  ["Henry Kowalczyk", "MIDWEST"],
  ["Elena Vasquez", "SOUTHWEST"],
  ["Tobias Grant", "WEST"],
  ["Nadia Petrova", "NORTHEAST"],
  ["Sofia Lindqvist", "SOUTHWEST"],
  ["Jerome Whitaker", "MIDWEST"],
];
const DESCRIPTIONS: Record<LossType, string[]> = {
  COLLISION: ["Rear-ended at a traffic light", "Side-swiped in a parking lot", "Hit a deer on the highway"],
  THEFT: ["Laptop stolen from the car", "Bicycle stolen from the garage", "Break-in, jewelry taken"],
  WATER_DAMAGE: [
    "Burst pipe in the kitchen",
    "Water heater leaked into the basement",
    "Roof leak after rain",
  ],
  FIRE: ["Kitchen fire", "Electrical fire in the garage", "Grill fire spread to the deck"],
  STORM: ["Hail damage to the roof", "Tree fell on the fence", "Wind tore off siding"],
  MEDICAL: ["Emergency treatment abroad", "Dog treated for a broken leg", "Cat surgery"],
  LIABILITY: [
    "Customer slipped on a wet floor",
    "Neighbor's car damaged by a falling branch",
    "Guest injured",
  ],
};
const LOSS_BY_PRODUCT: Record<PolicyProduct, LossType[]> = {
  AUTO: ["COLLISION", "THEFT", "LIABILITY"],
  HOME: ["WATER_DAMAGE", "FIRE", "STORM", "THEFT"],
  TRAVEL: ["MEDICAL", "THEFT"],
  PET: ["MEDICAL"],
  BUSINESS_PROPERTY: ["FIRE", "WATER_DAMAGE", "LIABILITY", "STORM"],
};

const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
};
const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, ".");

let cache: ReturnType<typeof build> | undefined;
export function claimsData() {
  cache ??= build();
  return cache;
}

function build() {
  const rng = createRng(7331);
  const holders: Policyholder[] = [];
  const addHolder = (n: number, name: string, type: Policyholder["type"], city?: [string, string]) => {
    const [c, s] = city ?? rng.pick(CITIES);
    holders.push({
      id: gid("Policyholder", n),
      name,
      type,
      email:
        type === "BUSINESS"
          ? `accounts@${slug(name).split(".")[0]}.example`
          : `${slug(name)}${n}@mail.example`,
      phone: `+1 ${rng.int(200, 989)} 555 ${rng.int(1000, 9999)}`,
      city: c,
      state: s,
      customerSince: `${rng.int(2012, 2024)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
    });
  };
  addHolder(501, KNOWN_HOLDER.name, "INDIVIDUAL", ["Columbus", "OH"]);
  for (let n = 502; n <= 545; n++) {
    if (n === 512) addHolder(n, NAMESAKE_HOLDER, "INDIVIDUAL", ["Austin", "TX"]);
    else if (n === 533) addHolder(n, NAMESAKE_HOLDER, "INDIVIDUAL", ["Denver", "CO"]);
    else if (n % 8 === 0) addHolder(n, BUSINESSES[(n / 8) % BUSINESSES.length], "BUSINESS");
    else
      addHolder(
        n,
        `${FIRST[(n * 7) % FIRST.length]} ${LAST[(n * 3 + Math.floor(n / 20)) % LAST.length]}`,
        "INDIVIDUAL",
      );
  }

  const adjusters: Adjuster[] = ADJUSTERS.map(([name, region], i) => ({
    id: gid("Adjuster", i + 1),
    name,
    email: `${slug(name)}@claimsdesk.example`,
    region,
    licensedSince: `${2005 + i * 2}-0${(i % 9) + 1}-15`,
  }));

  const policies: Policy[] = [];
  let policySeq = 100;
  const addPolicy = (holder: Policyholder, product: PolicyProduct, status: PolicyStatus, year: number) => {
    policySeq += rng.int(3, 17);
    const number =
      holder.id === KNOWN_HOLDER.id && product === "HOME"
        ? KNOWN_POLICY
        : `POL-${year}-${String(policySeq).padStart(5, "0")}`;
    const effectiveDate = `${year}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
    policies.push({
      id: gid("Policy", 3000 + policies.length + 1),
      policyNumber: number,
      product,
      status,
      policyholder: { id: holder.id, name: holder.name },
      effectiveDate,
      expirationDate: addDays(effectiveDate, 365),
      annualPremium: usd(rng.int(18, 420) * 10),
      deductible: usd(rng.pick([250, 500, 1000, 2500])),
    });
  };
  for (const h of holders) {
    if (h.id === KNOWN_HOLDER.id) {
      addPolicy(h, "HOME", "ACTIVE", 2023);
      addPolicy(h, "AUTO", "ACTIVE", 2024);
      addPolicy(h, "TRAVEL", "LAPSED", 2023);
      continue;
    }
    const count = h.type === "BUSINESS" ? 2 : rng.int(1, 3);
    for (let i = 0; i < count; i++) {
      const product: PolicyProduct =
        h.type === "BUSINESS"
          ? i === 0
            ? "BUSINESS_PROPERTY"
            : "AUTO"
          : rng.pick(["AUTO", "HOME", "TRAVEL", "PET"]);
      const status = rng.weighted(POLICY_STATUSES, [6, 2, 1, 1]);
      addPolicy(h, product, status, rng.int(2022, 2025));
    }
  }

  const claims: Claim[] = [];
  const start = Date.UTC(2023, 0, 3);
  const end = Date.UTC(2025, 8, 29);
  const N = 320;
  for (let i = 0; i < N; i++) {
    const n = 1001 + i;
    const t = start + Math.floor(((end - start) * i) / (N - 1));
    const reported = new Date(t);
    const reportedAt = `${isoDate(reported)}T${pad(rng.int(8, 18))}:${pad(rng.int(0, 59))}:00Z`;
    const known = n === 1042;
    const policy = known
      ? (policies.find((p) => p.policyNumber === KNOWN_POLICY) as Policy)
      : i % 11 === 0
        ? rng.pick(policies.filter((p) => p.policyholder.id === KNOWN_HOLDER.id))
        : rng.pick(policies);
    const lossType = known ? "WATER_DAMAGE" : rng.pick(LOSS_BY_PRODUCT[policy.product]);
    const ageDays = (end - t) / 86_400_000;
    const status: ClaimStatus = known
      ? "UNDER_REVIEW"
      : ageDays < 45
        ? rng.weighted(CLAIM_STATUSES, [4, 4, 2, 1, 1, 0])
        : ageDays < 150
          ? rng.weighted(CLAIM_STATUSES, [1, 2, 2, 2, 1, 3])
          : rng.weighted(CLAIM_STATUSES, [0, 0, 0, 1, 2, 8]);
    const claimed = known
      ? 12_400
      : lossType === "MEDICAL"
        ? rng.int(3, 90) * 50
        : lossType === "COLLISION" || lossType === "THEFT"
          ? rng.int(4, 160) * 100
          : rng.int(8, 700) * 100;
    const approved =
      status === "APPROVED" || status === "SETTLED"
        ? usd(Math.round(claimed * rng.int(60, 100)) / 100)
        : null;
    const adjuster =
      status === "SUBMITTED"
        ? null
        : known
          ? KNOWN_ADJUSTER
          : (({ id, name }) => ({ id, name }))(rng.pick(adjusters));
    claims.push({
      id: gid("Claim", n),
      claimNumber: `CLM-${n}`,
      status,
      lossType,
      incidentDate: addDays(isoDate(reported), -rng.int(0, 20)),
      reportedAt,
      amountClaimed: usd(claimed),
      amountApproved: approved,
      policy: { id: policy.id, policyNumber: policy.policyNumber },
      policyholder: { ...policy.policyholder },
      adjuster,
      description: known
        ? "Burst pipe under the upstairs bathroom flooded the kitchen ceiling"
        : rng.pick(DESCRIPTIONS[lossType]),
    });
  }

  const payments: Payment[] = [];
  for (const c of claims) {
    if (!c.amountApproved) continue;
    const parts =
      c.status === "SETTLED" && c.amountApproved.amount > 20_000
        ? 2
        : c.status === "SETTLED"
          ? 1
          : rng.chance(0.5)
            ? 1
            : 0;
    let left = c.amountApproved.amount;
    for (let k = 0; k < parts; k++) {
      const amount = k === parts - 1 ? left : Math.round(left / 2);
      left -= amount;
      const paidAt = `${addDays(c.reportedAt.slice(0, 10), rng.int(20, 60) + k * 14)}T12:00:00Z`;
      if (paidAt.slice(0, 10) > "2025-09-30") continue;
      payments.push({
        id: gid("Payment", 9000 + payments.length + 1),
        claim: { id: c.id, claimNumber: c.claimNumber },
        payee: { ...c.policyholder },
        amount: usd(Math.round(amount * 100) / 100),
        method: rng.weighted(PAYMENT_METHODS, [6, 2, 1]),
        status: c.status === "SETTLED" ? rng.weighted(PAYMENT_STATUSES, [0, 12, 1]) : "PENDING",
        paidAt,
      });
    }
  }
  payments.sort((a, b) => a.paidAt.localeCompare(b.paidAt));
  return { holders, adjusters, policies, claims, payments };
}
