/**
 * Deterministic data of the "sfdc" fixture world: a B2B software company's CRM (Harbor Analytics) as
 * a Salesforce org sees it — Users, Accounts, Contacts, Opportunities and Cases with the org's API
 * names (PascalCase standard fields, `__c` custom fields, `AccountId`/`OwnerId` lookups), 18-character
 * Ids (`005…` users, `001…` accounts, `003…` contacts, `006…` opportunities, `500…` cases), dates
 * `2025-09-14` and datetimes `2025-09-14T08:31:02.000+0000`. The org's currency is USD (said only by
 * describe). Fixed points the questions name:
 * - users Priya Raman, Marcus Cole, Elena Sorokina (account executives), Tom Nakamura and Grace Obi
 *   (support engineers), Luis Ortega (support manager), Dana Whitfield (sales director, the API
 *   user), Sam Reed (inactive);
 * - account "Acme Corporation" (Manufacturing, Customer - Direct, AnnualRevenue 48,000,000, Chicago,
 *   owner Priya Raman, Customer_Tier__c Gold); "Brightline Health" (Healthcare, Boston, owner Elena
 *   Sorokina); "Globex Systems" (Technology, Prospect, Austin, owner Marcus Cole); "Initech"
 *   (Technology, owner Marcus Cole); "O'Brien Outfitters" (Retail, Dublin, owner Elena Sorokina, a
 *   name with a quote; case 00001032 "Shipping labels print blank", New, High, Grace Obi; opportunity
 *   "O'Brien Outfitters - Cloud Migration", Proposal/Price Quote, 48,000, closing 2025-10-20); no
 *   other account's name contains "Acme";
 * - two contacts named Jordan Lee: VP Operations at Acme Corporation (jordan.lee@acme.com) and IT
 *   Director at Brightline Health (jlee@brightlinehealth.org);
 * - opportunity "Acme Corporation - Plant Analytics Expansion" (Negotiation/Review, 185,000, closing
 *   2025-11-14, Priya Raman); "Globex Systems - Data Platform Pilot" (Prospecting, 60,000, closing
 *   2025-12-05, Marcus Cole); "Brightline Health - Renewal 2026" (Closed Won, 92,000, closed
 *   2025-09-14, Elena Sorokina); "Initech - Support Upgrade" (Closed Lost, 18,000, 2025-08-29);
 * - case 00001026 "Production line sensors not syncing" (Acme, Escalated, High, Phone, Tom Nakamura,
 *   contact Jordan Lee of Acme); 00001027 "Invoice shows wrong tax rate" (Acme, New, Medium, Email,
 *   Grace Obi); 00001031 "Cannot log in to the customer portal" (Brightline Health, Working, High,
 *   Web, Tom Nakamura, contact Jordan Lee of Brightline).
 * Everything else is seeded noise. "Today" is 2025-10-01, the question suite's fixed date: this
 * quarter is 2025-10-01 → 2025-12-31.
 */
import { createRng } from "@/demo/commerce/prng";

export const SF_TODAY = "2025-10-01";
export const SF_CURRENCY = "USD";

export const SF_INDUSTRIES = [
  "Technology",
  "Manufacturing",
  "Healthcare",
  "Finance",
  "Retail",
  "Energy",
  "Education",
  "Media",
] as const;
export const SF_ACCOUNT_TYPES = [
  "Prospect",
  "Customer - Direct",
  "Customer - Channel",
  "Partner",
  "Other",
] as const;
export const SF_RATINGS = ["Hot", "Warm", "Cold"] as const;
export const SF_TIERS = ["Gold", "Silver", "Bronze"] as const;
export const SF_REGIONS = ["AMER", "EMEA", "APAC"] as const;
export const SF_STAGES = [
  "Prospecting",
  "Qualification",
  "Needs Analysis",
  "Value Proposition",
  "Id. Decision Makers",
  "Perception Analysis",
  "Proposal/Price Quote",
  "Negotiation/Review",
  "Closed Won",
  "Closed Lost",
] as const;
export const SF_STAGE_PROBABILITY: Record<string, number> = {
  Prospecting: 10,
  Qualification: 10,
  "Needs Analysis": 20,
  "Value Proposition": 50,
  "Id. Decision Makers": 60,
  "Perception Analysis": 70,
  "Proposal/Price Quote": 75,
  "Negotiation/Review": 90,
  "Closed Won": 100,
  "Closed Lost": 0,
};
export const SF_OPP_TYPES = [
  "New Business",
  "Existing Customer - Upgrade",
  "Existing Customer - Renewal",
] as const;
export const SF_LEAD_SOURCES = [
  "Web",
  "Phone Inquiry",
  "Partner Referral",
  "Trade Show",
  "Word of mouth",
] as const;
export const SF_CASE_STATUSES = ["New", "Working", "Escalated", "Closed"] as const;
export const SF_CASE_PRIORITIES = ["High", "Medium", "Low"] as const;
export const SF_CASE_ORIGINS = ["Phone", "Email", "Web"] as const;
export const SF_CASE_TYPES = ["Problem", "Question", "Feature Request"] as const;
export const SF_PRODUCTS = ["Harbor Insights", "Harbor Pipelines", "Harbor Edge", "Harbor Cloud"] as const;

export type SfRecord = Record<string, string | number | boolean | null>;
export interface SfData {
  User: SfRecord[];
  Account: SfRecord[];
  Contact: SfRecord[];
  Opportunity: SfRecord[];
  Case: SfRecord[];
}

// An 18-character Id: 3-character key prefix, 2-character pod, a 10-character number, and the
// 3-character case-safe suffix computed from the first 15 as Salesforce does.
const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SUFFIX = "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345";
function sfId(prefix: string, n: number): string {
  let body = "";
  let x = n * 7919 + Number(prefix) * 104729;
  for (let i = 0; i < 6; i++) {
    body = B62[x % 62] + body;
    x = Math.floor(x / 62);
  }
  const id15 = `${prefix}Hp0000${body}`;
  let suffix = "";
  for (let chunk = 0; chunk < 3; chunk++) {
    let bits = 0;
    for (let i = 0; i < 5; i++) {
      const c = id15[chunk * 5 + i] as string;
      if (c >= "A" && c <= "Z") bits |= 1 << i;
    }
    suffix += SUFFIX[bits];
  }
  return id15 + suffix;
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const at = (date: string, hh: number, mm: number, ss: number) =>
  `${date}T${pad(hh, 2)}:${pad(mm, 2)}:${pad(ss, 2)}.000+0000`;

const USERS: [string, string, string, string, boolean][] = [
  ["Dana", "Whitfield", "Sales Director", "Sales", true],
  ["Priya", "Raman", "Account Executive", "Sales", true],
  ["Marcus", "Cole", "Account Executive", "Sales", true],
  ["Elena", "Sorokina", "Account Executive", "Sales", true],
  ["Tom", "Nakamura", "Support Engineer", "Customer Support", true],
  ["Grace", "Obi", "Support Engineer", "Customer Support", true],
  ["Luis", "Ortega", "Support Manager", "Customer Support", true],
  ["Sam", "Reed", "Account Executive", "Sales", false],
];

/** [Name, Industry, Type, AnnualRevenue, employees, city, state, country, owner index, tier, region] */
type AccountSeed = [
  string,
  string,
  string,
  number | null,
  number,
  string,
  string,
  string,
  number,
  string,
  string,
];
const FIXED_ACCOUNTS: AccountSeed[] = [
  [
    "Acme Corporation",
    "Manufacturing",
    "Customer - Direct",
    48000000,
    1200,
    "Chicago",
    "IL",
    "USA",
    1,
    "Gold",
    "AMER",
  ],
  [
    "Brightline Health",
    "Healthcare",
    "Customer - Direct",
    12500000,
    340,
    "Boston",
    "MA",
    "USA",
    3,
    "Silver",
    "AMER",
  ],
  ["Globex Systems", "Technology", "Prospect", 3200000, 85, "Austin", "TX", "USA", 2, "Bronze", "AMER"],
  ["Initech", "Technology", "Customer - Channel", 900000, 40, "Dallas", "TX", "USA", 2, "Bronze", "AMER"],
  [
    "O'Brien Outfitters",
    "Retail",
    "Customer - Direct",
    6400000,
    95,
    "Dublin",
    "",
    "Ireland",
    3,
    "Silver",
    "EMEA",
  ],
];
const NAME_A = [
  "Bluepeak",
  "Cedar Ridge",
  "Northwind",
  "Silverline",
  "Redwood",
  "Orbital",
  "Kestrel",
  "Lakeshore",
  "Summit",
  "Pinecrest",
  "Vantage",
  "Harborview",
  "Ironbridge",
  "Meridian",
  "Quantum",
  "Solstice",
];
const NAME_B: Record<string, string[]> = {
  Technology: ["Software", "Labs", "Networks", "Systems"],
  Manufacturing: ["Industries", "Fabrication", "Components"],
  Healthcare: ["Medical", "Health Partners", "Clinics"],
  Finance: ["Capital", "Bank", "Financial"],
  Retail: ["Outfitters", "Markets", "Traders"],
  Energy: ["Energy", "Power", "Renewables"],
  Education: ["Academy", "University", "Learning"],
  Media: ["Media", "Studios", "Publishing"],
};
const CITIES: [string, string, string, string][] = [
  ["New York", "NY", "USA", "AMER"],
  ["San Francisco", "CA", "USA", "AMER"],
  ["Denver", "CO", "USA", "AMER"],
  ["Toronto", "ON", "Canada", "AMER"],
  ["London", "", "United Kingdom", "EMEA"],
  ["Berlin", "", "Germany", "EMEA"],
  ["Amsterdam", "", "Netherlands", "EMEA"],
  ["Singapore", "", "Singapore", "APAC"],
  ["Sydney", "NSW", "Australia", "APAC"],
];
const FIRST = [
  "Alice",
  "Ben",
  "Carla",
  "David",
  "Erin",
  "Felix",
  "Hana",
  "Ivan",
  "Julia",
  "Kofi",
  "Laura",
  "Mateo",
  "Nina",
  "Oscar",
  "Paula",
  "Quinn",
  "Rosa",
  "Stefan",
  "Tara",
  "Victor",
];
const LAST = [
  "Adams",
  "Brooks",
  "Castillo",
  "Dubois",
  "Evans",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ivanova",
  "Jensen",
  "Kowalski",
  "Lindqvist",
  "Moreau",
  "Novak",
  "Okafor",
  "Patel",
  "Quintero",
  "Rossi",
  "Schmidt",
  "Tanaka",
];
const TITLES = [
  "CEO",
  "CFO",
  "CTO",
  "VP Sales",
  "IT Director",
  "Procurement Manager",
  "Operations Manager",
  "Data Analyst",
];
const OPP_TOPICS = [
  "Analytics Rollout",
  "Data Platform Pilot",
  "Renewal",
  "Seat Expansion",
  "Edge Deployment",
  "Cloud Migration",
  "Support Upgrade",
  "Dashboards Add-on",
];
const CASE_SUBJECTS = [
  "Dashboard loads slowly",
  "Export to CSV fails",
  "SSO configuration question",
  "Data sync delayed",
  "Request: dark mode",
  "API rate limit exceeded",
  "Report totals do not match",
  "User cannot reset password",
  "Webhook not firing",
  "Request: bulk user import",
  "Chart labels overlap",
  "License count incorrect",
];

let cached: SfData | undefined;

export function sfdcData(): SfData {
  if (cached) return cached;
  const rng = createRng(0x5fdc);
  const User: SfRecord[] = USERS.map(([first, last, title, dept, active], i) => ({
    Id: sfId("005", i + 1),
    Name: `${first} ${last}`,
    FirstName: first,
    LastName: last,
    Email: `${first.toLowerCase()}.${last.toLowerCase()}@harboranalytics.com`,
    Username: `${first.toLowerCase()}.${last.toLowerCase()}@harboranalytics.com.prod`,
    Title: title,
    Department: dept,
    IsActive: active,
    ManagerId: null,
    CreatedDate: at(addDays("2021-03-01", i * 61), 9, 12 + i, 4),
  }));
  const uid = (i: number) => User[i]?.Id as string;
  for (const u of User.slice(1, 4)) u.ManagerId = uid(0);
  (User[7] as SfRecord).ManagerId = uid(0);
  for (const u of User.slice(4, 6)) u.ManagerId = uid(6);
  const aes = [1, 2, 3];
  const support = [4, 5, 6];

  // Accounts ----------------------------------------------------------------------------------
  const seeds: AccountSeed[] = [...FIXED_ACCOUNTS];
  const used = new Set(seeds.map((s) => s[0]));
  while (seeds.length < 40) {
    const industry = rng.pick(SF_INDUSTRIES);
    const name = `${rng.pick(NAME_A)} ${rng.pick(NAME_B[industry] as string[])}`;
    if (used.has(name)) continue;
    used.add(name);
    const [city, state, country, region] = rng.pick(CITIES);
    const type = rng.weighted([...SF_ACCOUNT_TYPES], [4, 5, 2, 2, 1]);
    const revenue = rng.chance(0.12) ? null : rng.int(4, 900) * 100000;
    seeds.push([
      name,
      industry,
      type,
      revenue,
      rng.int(10, 5000),
      city,
      state,
      country,
      rng.pick(aes),
      rng.pick(SF_TIERS),
      region,
    ]);
  }
  const Account: SfRecord[] = seeds.map(
    ([name, industry, type, rev, emp, city, state, country, owner, tier, region], i) => {
      const created = addDays("2022-01-10", i * 23);
      return {
        Id: sfId("001", i + 1),
        Name: name,
        Industry: industry,
        Type: type,
        AnnualRevenue: rev,
        NumberOfEmployees: emp,
        BillingCity: city,
        BillingState: state || null,
        BillingCountry: country,
        Phone: `+1 (${pad(200 + ((i * 37) % 700), 3)}) 555-${pad(1000 + i * 97, 4)}`,
        Website: `www.${name.toLowerCase().replace(/[^a-z]+/g, "")}.com`,
        Rating: i < 2 ? "Hot" : rng.pick(SF_RATINGS),
        OwnerId: uid(owner),
        Customer_Tier__c: tier,
        Region__c: region,
        CreatedDate: at(created, 10 + (i % 8), (i * 7) % 60, (i * 13) % 60),
      };
    },
  );
  const acct = (i: number) => Account[i]?.Id as string;

  // Contacts ----------------------------------------------------------------------------------
  const Contact: SfRecord[] = [];
  const addContact = (first: string, last: string, a: number, title: string, email: string) => {
    const n = Contact.length + 1;
    Contact.push({
      Id: sfId("003", n),
      Name: `${first} ${last}`,
      FirstName: first,
      LastName: last,
      Title: title,
      Email: email,
      Phone: `+1 (312) 555-${pad(2000 + n * 31, 4)}`,
      AccountId: acct(a),
      OwnerId: Account[a]?.OwnerId as string,
      LeadSource: rng.pick(SF_LEAD_SOURCES),
      MailingCity: Account[a]?.BillingCity as string,
      CreatedDate: at(addDays("2023-02-01", n * 6), 8 + (n % 9), (n * 11) % 60, (n * 17) % 60),
    });
  };
  addContact("Jordan", "Lee", 0, "VP Operations", "jordan.lee@acme.com");
  addContact("Jordan", "Lee", 1, "IT Director", "jlee@brightlinehealth.org");
  addContact("Maya", "Chen", 2, "CFO", "maya.chen@globexsystems.com");
  addContact("Peter", "Gibbons", 3, "Procurement Manager", "peter.gibbons@initech.com");
  addContact("Wile", "Coyote", 0, "Procurement Manager", "wile.coyote@acme.com");
  const names = new Set(Contact.map((c) => c.Name));
  while (Contact.length < 110) {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    if (names.has(`${first} ${last}`)) continue;
    names.add(`${first} ${last}`);
    const a = rng.int(0, Account.length - 1);
    const domain = String(Account[a]?.Website ?? "").replace(/^www\./, "");
    addContact(first, last, a, rng.pick(TITLES), `${first.toLowerCase()}.${last.toLowerCase()}@${domain}`);
  }

  // Opportunities -----------------------------------------------------------------------------
  const Opportunity: SfRecord[] = [];
  const addOpp = (
    a: number,
    topic: string,
    stage: string,
    amount: number,
    close: string,
    owner: number,
    type: string,
  ) => {
    const n = Opportunity.length + 1;
    const closed = stage.startsWith("Closed");
    Opportunity.push({
      Id: sfId("006", n),
      Name: `${Account[a]?.Name} - ${topic}`,
      AccountId: acct(a),
      StageName: stage,
      Amount: amount,
      CloseDate: close,
      Probability: SF_STAGE_PROBABILITY[stage] ?? 0,
      Type: type,
      LeadSource: rng.pick(SF_LEAD_SOURCES),
      OwnerId: uid(owner),
      IsClosed: closed,
      IsWon: stage === "Closed Won",
      ForecastCategoryName:
        stage === "Closed Won"
          ? "Closed"
          : stage === "Closed Lost"
            ? "Omitted"
            : (SF_STAGE_PROBABILITY[stage] ?? 0) >= 70
              ? "Commit"
              : "Pipeline",
      NextStep: closed
        ? null
        : rng.pick(["Send proposal", "Schedule demo", "Security review", "Legal review", "Follow up call"]),
      Competitor__c: rng.chance(0.4) ? rng.pick(["Tableau", "Looker", "Power BI", "Domo"]) : null,
      CreatedDate: at(addDays(close, -rng.int(40, 160)), 9 + (n % 8), (n * 7) % 60, (n * 29) % 60),
    });
  };
  addOpp(
    0,
    "Plant Analytics Expansion",
    "Negotiation/Review",
    185000,
    "2025-11-14",
    1,
    "Existing Customer - Upgrade",
  );
  addOpp(2, "Data Platform Pilot", "Prospecting", 60000, "2025-12-05", 2, "New Business");
  addOpp(1, "Renewal 2026", "Closed Won", 92000, "2025-09-14", 3, "Existing Customer - Renewal");
  addOpp(3, "Support Upgrade", "Closed Lost", 18000, "2025-08-29", 2, "Existing Customer - Upgrade");
  addOpp(0, "Edge Deployment", "Closed Won", 240000, "2025-03-21", 1, "Existing Customer - Upgrade");
  addOpp(4, "Cloud Migration", "Proposal/Price Quote", 48000, "2025-10-20", 3, "New Business");
  while (Opportunity.length < 120) {
    const a = rng.int(1, Account.length - 1);
    const offset = rng.int(-270, 270);
    const close = addDays(SF_TODAY, offset);
    const stage =
      offset < -20
        ? rng.weighted(["Closed Won", "Closed Lost", "Negotiation/Review"], [5, 4, 1])
        : offset < 0
          ? rng.weighted([...SF_STAGES], [1, 1, 1, 1, 1, 1, 2, 2, 3, 2])
          : rng.weighted([...SF_STAGES.slice(0, 8)], [4, 3, 3, 2, 2, 1, 2, 2]);
    const amount = rng.int(5, 400) * 1000;
    const topic = rng.pick(OPP_TOPICS);
    // One opportunity per name, as a sales team names them.
    if (Opportunity.some((o) => o.Name === `${Account[a]?.Name} - ${topic}`)) continue;
    addOpp(
      a,
      topic,
      stage,
      amount,
      close,
      Account[a]?.OwnerId === uid(1) ? 1 : Account[a]?.OwnerId === uid(2) ? 2 : 3,
      rng.pick(SF_OPP_TYPES),
    );
  }

  // Cases -------------------------------------------------------------------------------------
  const Case: SfRecord[] = [];
  const contactsOf = (a: number) => Contact.filter((c) => c.AccountId === acct(a));
  const addCase = (
    a: number,
    subject: string,
    status: string,
    priority: string,
    origin: string,
    owner: number,
    created: string,
    contact?: number,
  ) => {
    const n = Case.length + 1;
    const closed = status === "Closed";
    const who =
      contact !== undefined ? Contact[contact] : rng.pick(contactsOf(a).length ? contactsOf(a) : Contact);
    Case.push({
      Id: sfId("500", n),
      CaseNumber: pad(1000 + n, 8),
      Subject: subject,
      Status: status,
      Priority: priority,
      Origin: origin,
      Type: subject.startsWith("Request:")
        ? "Feature Request"
        : subject.endsWith("question")
          ? "Question"
          : "Problem",
      AccountId: acct(a),
      ContactId: (who?.Id as string) ?? null,
      OwnerId: uid(owner),
      IsClosed: closed,
      IsEscalated: status === "Escalated",
      Product__c: rng.pick(SF_PRODUCTS),
      SLA_Violation__c: rng.chance(0.15) ? "Yes" : "No",
      CreatedDate: created,
      ClosedDate: closed
        ? at(addDays(created.slice(0, 10), rng.int(1, 12)), 16, (n * 7) % 60, (n * 3) % 60)
        : null,
    });
  };
  // 00001001 … 00001025: seeded history, then the fixed cases 00001026, 00001027, then more noise.
  const noiseCase = () => {
    const n = Case.length + 1;
    const a = rng.int(1, Account.length - 1);
    const created = addDays(SF_TODAY, -rng.int(0, 200));
    const status =
      created < addDays(SF_TODAY, -30)
        ? rng.weighted([...SF_CASE_STATUSES], [1, 1, 1, 12])
        : rng.weighted([...SF_CASE_STATUSES], [3, 4, 1, 3]);
    addCase(
      a,
      rng.pick(CASE_SUBJECTS),
      status,
      rng.weighted([...SF_CASE_PRIORITIES], [2, 5, 3]),
      rng.pick(SF_CASE_ORIGINS),
      rng.pick(support),
      at(created, 7 + (n % 11), (n * 13) % 60, (n * 41) % 60),
    );
  };
  for (let i = 0; i < 20; i++) noiseCase();
  addCase(0, "Dashboard loads slowly", "Closed", "Low", "Email", 5, "2025-06-02T10:14:55.000+0000", 4);
  addCase(0, "SSO configuration question", "Closed", "Medium", "Web", 4, "2025-07-19T13:40:09.000+0000", 0);
  addCase(0, "Export to CSV fails", "Working", "Medium", "Web", 5, "2025-09-22T09:03:47.000+0000", 4);
  for (let i = 0; i < 2; i++) noiseCase();
  addCase(
    0,
    "Production line sensors not syncing",
    "Escalated",
    "High",
    "Phone",
    4,
    "2025-09-28T14:05:12.000+0000",
    0,
  );
  addCase(0, "Invoice shows wrong tax rate", "New", "Medium", "Email", 5, "2025-09-30T16:22:31.000+0000", 4);
  for (let i = 0; i < 3; i++) noiseCase();
  addCase(
    1,
    "Cannot log in to the customer portal",
    "Working",
    "High",
    "Web",
    4,
    "2025-09-29T08:31:02.000+0000",
    1,
  );
  addCase(4, "Shipping labels print blank", "New", "High", "Email", 5, "2025-09-30T11:47:19.000+0000");
  while (Case.length < 150) noiseCase();

  cached = { User, Account, Contact, Opportunity, Case };
  return cached;
}
