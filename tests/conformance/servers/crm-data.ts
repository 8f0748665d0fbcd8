/**
 * Deterministic data of the "crm" fixture world: a HubSpot-style CRM. Objects keep their fields in a
 * `properties` object of strings (amounts like "12500.00", ISO timestamps), internal enum values
 * (lifecyclestage `marketingqualifiedlead`, dealstage `closedwon`, industry `FINANCIAL_SERVICES`),
 * numeric-string ids, a deal's owner by owner id (`hubspot_owner_id`) and links between objects only
 * through associations. Fixed points the questions name: owner Sofia Marquez; companies Acme Corp,
 * Globex Corporation and Initech with known deals; contact Jordan Blake (Globex); three contacts named
 * Daniel Kim. Everything else is seeded noise (no Math.random). "Today" is 2025-10-01, the question
 * suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const CRM_TODAY = "2025-10-01";
export const CRM_PAGE_SIZE = 10;
export const CRM_PAGE_MAX = 100;

export const CRM_LIFECYCLE_STAGES = [
  "subscriber",
  "lead",
  "marketingqualifiedlead",
  "salesqualifiedlead",
  "opportunity",
  "customer",
  "evangelist",
  "other",
] as const;
export const CRM_LEAD_STATUSES = [
  "NEW",
  "OPEN",
  "IN_PROGRESS",
  "OPEN_DEAL",
  "UNQUALIFIED",
  "ATTEMPTED_TO_CONTACT",
  "CONNECTED",
  "BAD_TIMING",
] as const;
export const CRM_DEAL_STAGES = [
  "appointmentscheduled",
  "qualifiedtobuy",
  "presentationscheduled",
  "decisionmakerboughtin",
  "contractsent",
  "closedwon",
  "closedlost",
] as const;
export const CRM_INDUSTRIES = [
  "COMPUTER_SOFTWARE",
  "FINANCIAL_SERVICES",
  "HOSPITAL_HEALTH_CARE",
  "RETAIL",
  "MARKETING_AND_ADVERTISING",
  "LOGISTICS_AND_SUPPLY_CHAIN",
  "REAL_ESTATE",
  "EDUCATION_MANAGEMENT",
] as const;

export interface CrmObject {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: false;
}
export interface CrmOwner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userId: number;
  createdAt: string;
  updatedAt: string;
  archived: false;
}
export type CrmObjectType = "contacts" | "companies" | "deals";
export interface CrmAssociation {
  from: CrmObjectType;
  fromId: string;
  to: CrmObjectType;
  toId: string;
}

const OWNERS: [string, string][] = [
  ["Sofia", "Marquez"],
  ["Liam", "O'Connor"],
  ["Priya", "Raman"],
  ["Marcus", "Chen"],
  ["Hannah", "Becker"],
  ["Tomás", "Silva"],
  ["Aisha", "Bello"],
  ["Ethan", "Walsh"],
  ["Yuki", "Tanaka"],
  ["Noah", "Fischer"],
  ["Chloe", "Martin"],
  ["Ravi", "Iyer"],
];
export const CRM_SOFIA_OWNER_ID = "71834021";

/** Fixed companies: name, domain, industry, city, employees. */
const KNOWN_COMPANIES: [string, string, (typeof CRM_INDUSTRIES)[number], string, number][] = [
  ["Acme Corp", "acme.com", "COMPUTER_SOFTWARE", "Denver", 1200],
  ["Globex Corporation", "globex.com", "FINANCIAL_SERVICES", "Springfield", 5400],
  ["Initech", "initech.com", "COMPUTER_SOFTWARE", "Austin", 380],
  ["Umbrella Health", "umbrellahealth.com", "HOSPITAL_HEALTH_CARE", "Boston", 2600],
  ["Hooli", "hooli.xyz", "COMPUTER_SOFTWARE", "Palo Alto", 9800],
];
export const CRM_ACME_ID = "8800101";
export const CRM_GLOBEX_ID = "8800102";
export const CRM_INITECH_ID = "8800103";

const CO_A = [
  "Blue",
  "Northwind",
  "Summit",
  "Bright",
  "Iron",
  "Silver",
  "Pioneer",
  "Harbor",
  "Cedar",
  "Quantum",
  "Red Rock",
  "Evergreen",
  "Atlas",
  "Nimbus",
  "Lakeside",
];
const CO_B = ["Analytics", "Logistics", "Capital", "Health", "Retail", "Media", "Labs", "Realty", "Learning"];
const CO_C = ["Inc", "LLC", "Group", "Co", "Partners", "Ltd"];
const B_INDUSTRY: Record<string, (typeof CRM_INDUSTRIES)[number]> = {
  Analytics: "COMPUTER_SOFTWARE",
  Labs: "COMPUTER_SOFTWARE",
  Logistics: "LOGISTICS_AND_SUPPLY_CHAIN",
  Capital: "FINANCIAL_SERVICES",
  Health: "HOSPITAL_HEALTH_CARE",
  Retail: "RETAIL",
  Media: "MARKETING_AND_ADVERTISING",
  Realty: "REAL_ESTATE",
  Learning: "EDUCATION_MANAGEMENT",
};
const CITIES = ["Chicago", "Seattle", "Denver", "Austin", "Boston", "Atlanta", "Toronto", "London", "Dublin"];

const FIRST = [
  "Olivia",
  "James",
  "Emily",
  "Michael",
  "Ava",
  "Lucas",
  "Grace",
  "Benjamin",
  "Zoe",
  "Samuel",
  "Nora",
  "Isaac",
  "Ruby",
  "Adrian",
  "Leah",
  "Victor",
  "Maya",
  "Owen",
];
const LAST = [
  "Hughes",
  "Patel",
  "Novak",
  "Reyes",
  "Lindqvist",
  "Okafor",
  "Brennan",
  "Moreau",
  "Castillo",
  "Schmidt",
  "Wright",
  "Duarte",
  "Park",
  "Ferrari",
  "Adams",
  "Kowalczyk",
];

/** Contacts the questions name: [first, last, company index (into all companies), stage]. */
const KNOWN_CONTACTS: [string, string, number, (typeof CRM_LIFECYCLE_STAGES)[number]][] = [
  ["Jordan", "Blake", 1, "customer"],
  ["Daniel", "Kim", 0, "opportunity"],
  ["Daniel", "Kim", 2, "lead"],
  ["Daniel", "Kim", 17, "marketingqualifiedlead"],
  ["Rachel", "Nguyen", 0, "customer"],
  ["Peter", "Gibbons", 2, "salesqualifiedlead"],
];
export const CRM_JORDAN_ID = "51";
export const CRM_DANIEL_KIM_IDS = ["52", "53", "54"] as const;
export const CRM_RACHEL_ID = "55";

/** Deals the questions name: [name, company index, amount, stage, closedate, owner index, contact id]. */
const KNOWN_DEALS: [string, number, number, (typeof CRM_DEAL_STAGES)[number], string, number, string][] = [
  ["Acme Corp - Enterprise expansion", 0, 84000, "contractsent", "2025-10-20", 0, "55"],
  ["Acme Corp - Support renewal", 0, 12500, "closedwon", "2025-08-14", 2, "55"],
  ["Acme Corp - Analytics add-on", 0, 23000, "presentationscheduled", "2025-11-28", 0, "52"],
  ["Acme Corp - Pilot 2024", 0, 9000, "closedlost", "2024-12-03", 3, "52"],
  ["Globex - Treasury platform", 1, 150000, "decisionmakerboughtin", "2025-10-31", 0, "51"],
  ["Globex - Compliance module", 1, 42000, "closedwon", "2025-07-22", 4, "51"],
  ["Initech - TPS automation", 2, 18750, "qualifiedtobuy", "2025-12-15", 1, "56"],
];
export const CRM_ACME_ENTERPRISE_DEAL_ID = "12000301";

const DEAL_KINDS = ["New business", "Renewal", "Upsell", "Expansion", "Pilot", "Services"];
const DAY = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString();
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const slug = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();

export interface CrmData {
  owners: CrmOwner[];
  companies: CrmObject[];
  contacts: CrmObject[];
  deals: CrmObject[];
  associations: CrmAssociation[];
}

let cached: CrmData | undefined;

export function crmData(): CrmData {
  if (cached) return cached;
  const rng = createRng(20251001);
  const between = (from: string, to: string) =>
    dayMs(from) + rng.int(0, Math.round((dayMs(to) - dayMs(from)) / DAY)) * DAY;

  const owners: CrmOwner[] = OWNERS.map(([firstName, lastName], i) => ({
    id: String(Number(CRM_SOFIA_OWNER_ID) + i * 1117),
    email: `${slug(firstName)}.${slug(lastName)}@ourcompany.example`,
    firstName,
    lastName,
    userId: 9_100_000 + i,
    createdAt: "2022-02-01T09:00:00.000Z",
    updatedAt: "2025-06-01T09:00:00.000Z",
    archived: false,
  }));

  const companies: CrmObject[] = [];
  const addCompany = (name: string, domain: string, industry: string, city: string, employees: number) => {
    const created = between("2021-01-01", "2025-06-30");
    companies.push({
      id: String(Number(CRM_ACME_ID) + companies.length),
      properties: {
        name,
        domain,
        industry,
        city,
        numberofemployees: String(employees),
        createdate: isoOf(created),
        hubspot_owner_id: rng.pick(owners).id,
      },
      createdAt: isoOf(created),
      updatedAt: isoOf(created + rng.int(1, 200) * DAY),
      archived: false,
    });
  };
  for (const [n, d, ind, city, emp] of KNOWN_COMPANIES) addCompany(n, d, ind, city, emp);
  const usedNames = new Set(companies.map((c) => c.properties.name));
  while (companies.length < 140) {
    const b = rng.pick(CO_B);
    const name = `${rng.pick(CO_A)} ${b} ${rng.pick(CO_C)}`;
    if (usedNames.has(name)) continue;
    usedNames.add(name);
    addCompany(
      name,
      `${slug(name.replace(/ (Inc|LLC|Group|Co|Partners|Ltd)$/, ""))}.com`,
      B_INDUSTRY[b],
      rng.pick(CITIES),
      rng.int(5, 4000),
    );
  }

  const associations: CrmAssociation[] = [];
  const link = (from: CrmObjectType, fromId: string, to: CrmObjectType, toId: string) => {
    associations.push({ from, fromId, to, toId }, { from: to, fromId: toId, to: from, toId: fromId });
  };

  const contacts: CrmObject[] = [];
  const usedEmails = new Set<string>();
  const addContact = (first: string, last: string, company: CrmObject, stage: string) => {
    const domain = company.properties.domain as string;
    let email = `${slug(first)}.${slug(last)}@${domain}`;
    for (let k = 2; usedEmails.has(email); k++) email = `${slug(first)}.${slug(last)}${k}@${domain}`;
    usedEmails.add(email);
    const created = between("2023-01-01", "2025-09-30");
    const id = String(51 + contacts.length);
    contacts.push({
      id,
      properties: {
        firstname: first,
        lastname: last,
        email,
        phone: `+1 555 ${String(rng.int(1000000, 9999999)).replace(/(\d{3})(\d{4})/, "$1 $2")}`,
        jobtitle: rng.pick(["CTO", "VP Sales", "Head of Finance", "Operations Manager", "CEO", "Buyer"]),
        lifecyclestage: stage,
        hs_lead_status: stage === "customer" ? "CONNECTED" : rng.pick(CRM_LEAD_STATUSES),
        company: company.properties.name,
        createdate: isoOf(created),
        lastmodifieddate: isoOf(created + rng.int(1, 120) * DAY),
      },
      createdAt: isoOf(created),
      updatedAt: isoOf(created + rng.int(1, 120) * DAY),
      archived: false,
    });
    link("contacts", id, "companies", company.id);
  };
  for (const [f, l, ci, stage] of KNOWN_CONTACTS) addContact(f, l, companies[ci], stage);
  while (contacts.length < 420) {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    // Globex keeps a single contact: "who is our contact at Globex" has one answer.
    let company = rng.pick(companies);
    while (company.id === CRM_GLOBEX_ID) company = rng.pick(companies);
    addContact(first, last, company, rng.weighted(CRM_LIFECYCLE_STAGES, [6, 22, 14, 8, 10, 28, 3, 2]));
  }

  const deals: CrmObject[] = [];
  const addDeal = (
    name: string,
    company: CrmObject,
    amount: number,
    stage: string,
    close: string,
    owner: CrmOwner,
    contactId: string,
  ) => {
    const id = String(Number(CRM_ACME_ENTERPRISE_DEAL_ID) + deals.length);
    const created = dayMs(close) - rng.int(30, 200) * DAY;
    deals.push({
      id,
      properties: {
        dealname: name,
        amount: amount.toFixed(2),
        dealstage: stage,
        pipeline: "default",
        closedate: `${close}T00:00:00.000Z`,
        hubspot_owner_id: owner.id,
        createdate: isoOf(Math.min(created, dayMs(CRM_TODAY) - DAY)),
      },
      createdAt: isoOf(Math.min(created, dayMs(CRM_TODAY) - DAY)),
      updatedAt: isoOf(Math.min(created + 20 * DAY, dayMs(CRM_TODAY))),
      archived: false,
    });
    link("deals", id, "companies", company.id);
    link("deals", id, "contacts", contactId);
  };
  for (const [n, ci, amt, stage, close, oi, cid] of KNOWN_DEALS)
    addDeal(n, companies[ci], amt, stage, close, owners[oi], cid);
  const contactsOf = (companyId: string) =>
    associations.filter((a) => a.from === "companies" && a.fromId === companyId && a.to === "contacts");
  while (deals.length < 320) {
    const company = companies[rng.int(3, companies.length - 1)];
    const cs = contactsOf(company.id);
    if (cs.length === 0) continue;
    const stage = rng.weighted(CRM_DEAL_STAGES, [10, 10, 8, 7, 6, 22, 14]);
    const closed = stage === "closedwon" || stage === "closedlost";
    const close = closed
      ? new Date(between("2024-10-01", "2025-09-30")).toISOString().slice(0, 10)
      : new Date(between("2025-09-15", "2026-03-31")).toISOString().slice(0, 10);
    const amount = rng.weighted(
      [rng.int(20, 150) * 100, rng.int(150, 600) * 100, rng.int(600, 2500) * 100],
      [5, 4, 1],
    );
    addDeal(
      `${company.properties.name} - ${rng.pick(DEAL_KINDS)}`,
      company,
      amount,
      stage,
      close,
      rng.pick(owners),
      rng.pick(cs).toId,
    );
  }

  cached = { owners, companies, contacts, deals, associations };
  return cached;
}
