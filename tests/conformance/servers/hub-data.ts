/**
 * Deterministic data of the "hub" fixture world: a CRM behind the generic object tools of the
 * HubSpot MCP server — the record kind is a parameter VALUE (`objectType: contacts | companies |
 * deals | tickets`). Objects keep their fields in a `properties` object of strings (amounts like
 * "1500.00", ISO timestamps, internal enum values: dealstage `contractsent` or a custom pipeline's
 * numeric stage "1048837", ticket stage "1".."4"), numeric-string ids, an owner by owner id
 * (`hubspot_owner_id`) and links between objects only through associations.
 *
 * Fixed points the questions name: owners Maria Lopez (id "3010101") and two owners both named Chris
 * Taylor; companies Northwind Traders, Acme Robotics, Globex Logistics, Brightwave Media with known
 * deals and contacts; contacts Jordan Blake (Northwind) and two contacts named Sam Patel; deal
 * "Northwind Traders - Platform renewal" (contract sent, 48,000.00). Everything else is seeded noise
 * (no Math.random). "Today" is 2025-10-01, the question suite's fixed date (AGENT_TODAY).
 */
import { createRng } from "@/demo/commerce/prng";

export const HUB_TODAY = "2025-10-01";
export const HUB_PAGE_SIZE = 10;
export const HUB_PAGE_MAX = 100;
export const HUB_OBJECT_TYPES = ["contacts", "companies", "deals", "tickets"] as const;
export type HubObjectType = (typeof HUB_OBJECT_TYPES)[number];

export interface HubObject {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
}
export interface HubOwner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userId: number;
  teams: { id: string; name: string; primary: boolean }[];
  createdAt: string;
  updatedAt: string;
  archived: false;
}
export interface HubAssociation {
  from: HubObjectType;
  fromId: string;
  to: HubObjectType;
  toId: string;
}
export interface HubOption {
  label: string;
  value: string;
  displayOrder: number;
  hidden: false;
}
export interface HubProperty {
  name: string;
  label: string;
  type: "string" | "number" | "date" | "datetime" | "enumeration" | "bool";
  fieldType: string;
  groupName: string;
  description: string;
  options: HubOption[];
}

const opts = (pairs: [string, string][]): HubOption[] =>
  pairs.map(([label, value], i) => ({ label, value, displayOrder: i, hidden: false }));

export const HUB_DEAL_STAGES: [string, string][] = [
  ["Appointment Scheduled", "appointmentscheduled"],
  ["Qualified To Buy", "qualifiedtobuy"],
  ["Presentation Scheduled", "presentationscheduled"],
  ["Decision Maker Bought-In", "decisionmakerboughtin"],
  ["Contract Sent", "contractsent"],
  ["Closed Won", "closedwon"],
  ["Closed Lost", "closedlost"],
  ["Renewal Due", "1048837"],
  ["Renewal Negotiation", "1048838"],
  ["Renewed", "1048839"],
  ["Churned", "1048840"],
];
export const HUB_PIPELINES: [string, string][] = [
  ["Sales Pipeline", "default"],
  ["Renewals", "1048801"],
];
export const HUB_LIFECYCLE: [string, string][] = [
  ["Subscriber", "subscriber"],
  ["Lead", "lead"],
  ["Marketing Qualified Lead", "marketingqualifiedlead"],
  ["Sales Qualified Lead", "salesqualifiedlead"],
  ["Opportunity", "opportunity"],
  ["Customer", "customer"],
  ["Evangelist", "evangelist"],
  ["Other", "other"],
];
export const HUB_LEAD_STATUS: [string, string][] = [
  ["New", "NEW"],
  ["Open", "OPEN"],
  ["In Progress", "IN_PROGRESS"],
  ["Open Deal", "OPEN_DEAL"],
  ["Unqualified", "UNQUALIFIED"],
  ["Attempted to Contact", "ATTEMPTED_TO_CONTACT"],
  ["Connected", "CONNECTED"],
  ["Bad Timing", "BAD_TIMING"],
];
export const HUB_TICKET_STAGES: [string, string][] = [
  ["New", "1"],
  ["Waiting on contact", "2"],
  ["Waiting on us", "3"],
  ["Closed", "4"],
];
export const HUB_PRIORITIES: [string, string][] = [
  ["Low", "LOW"],
  ["Medium", "MEDIUM"],
  ["High", "HIGH"],
  ["Urgent", "URGENT"],
];
export const HUB_TICKET_CATEGORIES: [string, string][] = [
  ["Product issue", "PRODUCT_ISSUE"],
  ["Billing issue", "BILLING_ISSUE"],
  ["Feature request", "FEATURE_REQUEST"],
  ["General inquiry", "GENERAL_INQUIRY"],
];
export const HUB_INDUSTRIES: [string, string][] = [
  ["Computer Software", "COMPUTER_SOFTWARE"],
  ["Financial Services", "FINANCIAL_SERVICES"],
  ["Hospital & Health Care", "HOSPITAL_HEALTH_CARE"],
  ["Retail", "RETAIL"],
  ["Marketing and Advertising", "MARKETING_AND_ADVERTISING"],
  ["Logistics and Supply Chain", "LOGISTICS_AND_SUPPLY_CHAIN"],
  ["Construction", "CONSTRUCTION"],
];
const DEAL_TYPES: [string, string][] = [
  ["New Business", "newbusiness"],
  ["Existing Business", "existingbusiness"],
];
const SOURCES: [string, string][] = [
  ["Email", "EMAIL"],
  ["Phone", "PHONE"],
  ["Chat", "CHAT"],
  ["Form", "FORM"],
];

const prop = (
  name: string,
  label: string,
  type: HubProperty["type"],
  groupName: string,
  options: [string, string][] = [],
  description = "",
): HubProperty => ({
  name,
  label,
  type,
  fieldType:
    type === "enumeration"
      ? "select"
      : type === "number"
        ? "number"
        : type.startsWith("date")
          ? "date"
          : "text",
  groupName,
  description,
  options: opts(options),
});

export const HUB_PROPERTIES: Record<HubObjectType, HubProperty[]> = {
  contacts: [
    prop("firstname", "First Name", "string", "contactinformation"),
    prop("lastname", "Last Name", "string", "contactinformation"),
    prop("email", "Email", "string", "contactinformation"),
    prop("phone", "Phone Number", "string", "contactinformation"),
    prop("jobtitle", "Job Title", "string", "contactinformation"),
    prop("company", "Company Name", "string", "contactinformation"),
    prop("city", "City", "string", "contactinformation"),
    prop("country", "Country/Region", "string", "contactinformation"),
    prop("lifecyclestage", "Lifecycle Stage", "enumeration", "contactinformation", HUB_LIFECYCLE),
    prop("hs_lead_status", "Lead Status", "enumeration", "sales_properties", HUB_LEAD_STATUS),
    prop(
      "hubspot_owner_id",
      "Contact owner",
      "enumeration",
      "sales_properties",
      [],
      "The owner of the contact",
    ),
    prop("createdate", "Create Date", "datetime", "contactinformation"),
    prop("lastmodifieddate", "Last Modified Date", "datetime", "contactinformation"),
    prop("notes_last_contacted", "Last Contacted", "datetime", "sales_properties"),
  ],
  companies: [
    prop("name", "Company name", "string", "companyinformation"),
    prop("domain", "Company Domain Name", "string", "companyinformation"),
    prop("industry", "Industry", "enumeration", "companyinformation", HUB_INDUSTRIES),
    prop("city", "City", "string", "companyinformation"),
    prop("country", "Country/Region", "string", "companyinformation"),
    prop("numberofemployees", "Number of Employees", "number", "companyinformation"),
    prop("annualrevenue", "Annual Revenue", "number", "companyinformation"),
    prop("lifecyclestage", "Lifecycle Stage", "enumeration", "companyinformation", HUB_LIFECYCLE),
    prop(
      "hubspot_owner_id",
      "Company owner",
      "enumeration",
      "companyinformation",
      [],
      "The owner of the company",
    ),
    prop("createdate", "Create Date", "datetime", "companyinformation"),
  ],
  deals: [
    prop("dealname", "Deal Name", "string", "dealinformation"),
    prop("amount", "Amount", "number", "dealinformation"),
    prop("dealstage", "Deal Stage", "enumeration", "dealinformation", HUB_DEAL_STAGES),
    prop("pipeline", "Pipeline", "enumeration", "dealinformation", HUB_PIPELINES),
    prop("closedate", "Close Date", "datetime", "dealinformation"),
    prop("dealtype", "Deal Type", "enumeration", "dealinformation", DEAL_TYPES),
    prop("hs_priority", "Priority", "enumeration", "dealinformation", HUB_PRIORITIES.slice(0, 3)),
    prop("hubspot_owner_id", "Deal owner", "enumeration", "dealinformation", [], "The owner of the deal"),
    prop("createdate", "Create Date", "datetime", "dealinformation"),
    prop("hs_is_closed_won", "Is Closed Won", "bool", "dealinformation"),
  ],
  tickets: [
    prop("subject", "Ticket name", "string", "ticketinformation"),
    prop("content", "Ticket description", "string", "ticketinformation"),
    prop("hs_pipeline", "Pipeline", "enumeration", "ticketinformation", [["Support Pipeline", "0"]]),
    prop("hs_pipeline_stage", "Ticket status", "enumeration", "ticketinformation", HUB_TICKET_STAGES),
    prop("hs_ticket_priority", "Priority", "enumeration", "ticketinformation", HUB_PRIORITIES),
    prop("hs_ticket_category", "Category", "enumeration", "ticketinformation", HUB_TICKET_CATEGORIES),
    prop("source_type", "Source", "enumeration", "ticketinformation", SOURCES),
    prop(
      "hubspot_owner_id",
      "Ticket owner",
      "enumeration",
      "ticketinformation",
      [],
      "The owner of the ticket",
    ),
    prop("createdate", "Create date", "datetime", "ticketinformation"),
    prop("closed_date", "Close date", "datetime", "ticketinformation"),
  ],
};

const OWNERS: [string, string, string][] = [
  ["Maria", "Lopez", "Sales East"],
  ["Chris", "Taylor", "Sales East"],
  ["Chris", "Taylor", "Support"],
  ["Daniel", "Okafor", "Sales West"],
  ["Emma", "Lindqvist", "Sales West"],
  ["Rahul", "Mehta", "Sales East"],
  ["Grace", "Kim", "Sales West"],
  ["Lucas", "Moreau", "Renewals"],
  ["Nina", "Petrova", "Renewals"],
  ["Omar", "Haddad", "Support"],
  ["Julia", "Santos", "Support"],
  ["Ben", "Carter", "Sales East"],
  ["Sara", "Nakamura", "Support"],
  ["Tom", "Becker", "Sales Management"],
  ["Leah", "Wright", "Sales West"],
];
export const HUB_MARIA_ID = "3010101";

const KNOWN_COMPANIES: [string, string, string, string, number][] = [
  ["Northwind Traders", "northwindtraders.com", "LOGISTICS_AND_SUPPLY_CHAIN", "Seattle", 850],
  ["Acme Robotics", "acmerobotics.io", "COMPUTER_SOFTWARE", "Pittsburgh", 420],
  ["Globex Logistics", "globexlogistics.com", "LOGISTICS_AND_SUPPLY_CHAIN", "Rotterdam", 2300],
  ["Brightwave Media", "brightwave.media", "MARKETING_AND_ADVERTISING", "London", 140],
];
export const HUB_NORTHWIND_ID = "7400001";
const CO_A = [
  "Blue",
  "Summit",
  "Iron",
  "Silver",
  "Harbor",
  "Cedar",
  "Quantum",
  "Atlas",
  "Nimbus",
  "Lakeside",
  "Falcon",
  "Granite",
];
const CO_B: [string, string][] = [
  ["Analytics", "COMPUTER_SOFTWARE"],
  ["Capital", "FINANCIAL_SERVICES"],
  ["Health", "HOSPITAL_HEALTH_CARE"],
  ["Outfitters", "RETAIL"],
  ["Creative", "MARKETING_AND_ADVERTISING"],
  ["Freight", "LOGISTICS_AND_SUPPLY_CHAIN"],
  ["Builders", "CONSTRUCTION"],
  ["Systems", "COMPUTER_SOFTWARE"],
  ["Markets", "RETAIL"],
  ["Partners", "FINANCIAL_SERVICES"],
];
const CITIES: [string, string][] = [
  ["Chicago", "United States"],
  ["Seattle", "United States"],
  ["Austin", "United States"],
  ["Boston", "United States"],
  ["Toronto", "Canada"],
  ["London", "United Kingdom"],
  ["Dublin", "Ireland"],
  ["Berlin", "Germany"],
  ["Madrid", "Spain"],
];
const FIRST = [
  "Alex",
  "Jamie",
  "Taylor",
  "Morgan",
  "Riley",
  "Avery",
  "Quinn",
  "Harper",
  "Logan",
  "Rowan",
  "Elena",
  "Marco",
  "Ines",
  "Felix",
  "Hugo",
  "Zoe",
  "Ivy",
  "Owen",
  "Mila",
  "Arjun",
  "Lena",
  "Tariq",
  "Noor",
  "Pablo",
  "Greta",
];
const LAST = [
  "Nguyen",
  "Garcia",
  "Smith",
  "Novak",
  "Rossi",
  "Dubois",
  "Schmidt",
  "Kowalski",
  "Murphy",
  "Haas",
  "Costa",
  "Jensen",
  "Ali",
  "Brennan",
  "Ortiz",
  "Sato",
  "Varga",
  "Keller",
  "Moreno",
  "Lund",
];
const TITLES = [
  "VP Operations",
  "Head of IT",
  "CFO",
  "Procurement Manager",
  "Marketing Director",
  "CTO",
  "Office Manager",
  "Account Manager",
  "Engineer",
  "CEO",
];
const PRODUCTS = [
  "Platform license",
  "Analytics add-on",
  "Onboarding package",
  "Support plan",
  "Fleet module",
  "Expansion seats",
  "Pilot",
  "Integration services",
];
const TICKET_SUBJECTS = [
  "Cannot log in after password reset",
  "Invoice shows wrong VAT",
  "Export to CSV times out",
  "Request: dark mode",
  "API rate limit errors",
  "Dashboard not loading",
  "Charged twice this month",
  "How do I add a user?",
  "Sync with calendar fails",
  "Feature request: bulk edit",
  "SSO setup question",
  "Data missing after import",
];

const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, ".000Z");
const TODAY = new Date(`${HUB_TODAY}T12:00:00Z`);
const daysFrom = (days: number, hour = 10) => {
  const d = new Date(TODAY.getTime() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

export interface HubData {
  owners: HubOwner[];
  objects: Record<HubObjectType, HubObject[]>;
  associations: HubAssociation[];
}

let cached: HubData | undefined;

export function hubData(): HubData {
  if (cached) return cached;
  const rng = createRng(36_0905);
  const owners: HubOwner[] = OWNERS.map(([firstName, lastName, team], i) => ({
    id: String(3010101 + i * 37),
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${i === 2 ? "2" : ""}@hubcrm-demo.com`,
    firstName,
    lastName,
    userId: 88_000_100 + i,
    teams: [{ id: String(900 + OWNERS.findIndex((o) => o[2] === team)), name: team, primary: true }],
    createdAt: "2023-02-01T09:00:00.000Z",
    updatedAt: "2025-06-01T09:00:00.000Z",
    archived: false,
  }));
  const salesOwners = owners.filter(
    (_, i) => OWNERS[i][2].startsWith("Sales") || OWNERS[i][2] === "Renewals",
  );
  const supportOwners = owners.filter((_, i) => OWNERS[i][2] === "Support");
  const obj = (
    id: string,
    properties: Record<string, string | null>,
    created: Date,
    archived = false,
  ): HubObject => {
    const updated = new Date(
      Math.min(TODAY.getTime() - 3_600_000, created.getTime() + rng.int(0, 60) * 86_400_000),
    );
    properties.createdate = iso(created);
    properties.hs_object_id = id;
    properties.lastmodifieddate = iso(updated);
    return { id, properties, createdAt: iso(created), updatedAt: iso(updated), archived };
  };

  // companies
  const companies: HubObject[] = [];
  const companyCity = new Map<string, [string, string]>();
  for (let i = 0; i < 120; i++) {
    const known = KNOWN_COMPANIES[i];
    const [a, b] = [CO_A[i % CO_A.length], CO_B[Math.floor(i / CO_A.length) % CO_B.length]];
    const name = known ? known[0] : `${a} ${b[0]}`;
    const cityPair: [string, string] = known
      ? [
          known[3],
          known[3] === "Rotterdam"
            ? "Netherlands"
            : known[3] === "London"
              ? "United Kingdom"
              : "United States",
        ]
      : rng.pick(CITIES);
    const id = String(7400001 + i);
    companyCity.set(id, cityPair);
    companies.push(
      obj(
        id,
        {
          name,
          domain: known ? known[1] : `${name.toLowerCase().replace(/\s+/g, "")}.com`,
          industry: known ? known[2] : b[1],
          city: cityPair[0],
          country: cityPair[1],
          numberofemployees: String(known ? known[4] : rng.int(8, 5000)),
          annualrevenue: String(rng.int(5, 900) * 100_000),
          lifecyclestage: rng.weighted(["lead", "opportunity", "customer"], [3, 2, 5]),
          hubspot_owner_id: i === 0 ? HUB_MARIA_ID : rng.pick(salesOwners).id,
        },
        daysFrom(-rng.int(60, 900)),
      ),
    );
  }

  // contacts
  const associations: HubAssociation[] = [];
  const link = (from: HubObjectType, fromId: string, to: HubObjectType, toId: string) => {
    associations.push({ from, fromId, to, toId }, { from: to, fromId: toId, to: from, toId: fromId });
  };
  const contacts: HubObject[] = [];
  const fixedContacts: [string, string, number, string][] = [
    ["Jordan", "Blake", 0, "Head of IT"],
    ["Sam", "Patel", 1, "CTO"],
    ["Sam", "Patel", 3, "Marketing Director"],
    ["Ana", "Ferreira", 0, "Procurement Manager"],
    ["Kenji", "Watanabe", 2, "VP Operations"],
  ];
  for (let i = 0; i < 400; i++) {
    const fixed = fixedContacts[i];
    const first = fixed ? fixed[0] : FIRST[i % FIRST.length];
    const last = fixed ? fixed[1] : LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length];
    const co = companies[fixed ? fixed[2] : i < 40 ? i % 4 : rng.int(0, companies.length - 1)];
    const id = String(51 + i * 3);
    const created =
      i >= 380
        ? daysFrom(-rng.int(3, 9), rng.int(8, 18))
        : i >= 360
          ? daysFrom(-rng.int(10, 30))
          : daysFrom(-rng.int(31, 700));
    const lifecycle =
      i >= 360
        ? rng.weighted(["lead", "subscriber", "marketingqualifiedlead"], [5, 2, 2])
        : rng.weighted(
            HUB_LIFECYCLE.map((l) => l[1]),
            [1, 4, 2, 2, 2, 5, 1, 1],
          );
    const domain = co.properties.domain ?? "example.com";
    const [city, country] = companyCity.get(co.id) ?? ["Chicago", "United States"];
    contacts.push(
      obj(
        id,
        {
          firstname: first,
          lastname: last,
          email: `${first.toLowerCase()}.${last.toLowerCase()}${fixed || i < 25 ? "" : i}@${domain}`,
          phone: `+1 555 01${String(i).padStart(3, "0")}`,
          jobtitle: fixed ? fixed[3] : rng.pick(TITLES),
          company: co.properties.name,
          city,
          country,
          lifecyclestage: lifecycle,
          hs_lead_status: lifecycle === "customer" ? null : (rng.pick(HUB_LEAD_STATUS).at(1) ?? "NEW"),
          hubspot_owner_id: i === 0 || i === 3 ? HUB_MARIA_ID : rng.pick(salesOwners).id,
          notes_last_contacted: rng.chance(0.7) ? iso(daysFrom(-rng.int(1, 120))) : null,
        },
        created,
      ),
    );
    link("contacts", id, "companies", co.id);
  }

  // deals
  const deals: HubObject[] = [];
  const open = [
    "appointmentscheduled",
    "qualifiedtobuy",
    "presentationscheduled",
    "decisionmakerboughtin",
    "contractsent",
  ];
  for (let i = 0; i < 600; i++) {
    const co = companies[i < 24 ? i % 4 : rng.int(0, companies.length - 1)];
    const renewal = i % 6 === 5;
    const stage =
      i === 0
        ? "contractsent"
        : renewal
          ? rng.pick(["1048837", "1048838", "1048839", "1048840"])
          : rng.weighted([...open, "closedwon", "closedlost"], [3, 3, 2, 2, 2, 4, 3]);
    const closed =
      stage === "closedwon" || stage === "closedlost" || stage === "1048839" || stage === "1048840";
    const close = closed ? daysFrom(-rng.int(1, 400)) : daysFrom(rng.int(-20, 150));
    const amount = i === 0 ? "48000.00" : rng.chance(0.04) ? null : `${rng.int(5, 1800) * 50}.00`;
    const id = String(19_000_001 + i * 11);
    const owner = i === 0 || i % 23 === 3 ? HUB_MARIA_ID : rng.pick(salesOwners).id;
    deals.push(
      obj(
        id,
        {
          dealname:
            i === 0
              ? "Northwind Traders - Platform renewal"
              : `${co.properties.name} - ${rng.pick(PRODUCTS)}`,
          amount,
          dealstage: stage,
          pipeline: renewal ? "1048801" : "default",
          closedate: iso(close),
          dealtype: renewal ? "existingbusiness" : rng.pick(DEAL_TYPES)[1],
          hs_priority: rng.pick(["low", "medium", "high"]),
          hubspot_owner_id: owner,
          hs_is_closed_won: stage === "closedwon" || stage === "1048839" ? "true" : "false",
        },
        new Date(Math.min(close.getTime(), TODAY.getTime()) - rng.int(20, 200) * 86_400_000),
        i % 97 === 50,
      ),
    );
    link("deals", id, "companies", co.id);
    const coContacts = contacts.filter((c) => c.properties.company === co.properties.name);
    for (let k = 0; k < Math.min(coContacts.length, rng.int(1, 2)); k++)
      link("deals", id, "contacts", coContacts[k].id);
  }

  // tickets
  const tickets: HubObject[] = [];
  for (let i = 0; i < 300; i++) {
    const contact = contacts[i < 20 ? [0, 3, 1][i % 3] : rng.int(0, contacts.length - 1)];
    const co = associations.find(
      (a) => a.from === "contacts" && a.fromId === contact.id && a.to === "companies",
    );
    const stage = rng.weighted(["1", "2", "3", "4"], [3, 2, 2, 6]);
    const created = i >= 280 ? daysFrom(-rng.int(1, 6)) : daysFrom(-rng.int(7, 300));
    const id = String(880_001 + i * 7);
    tickets.push(
      obj(
        id,
        {
          subject: rng.pick(TICKET_SUBJECTS),
          content: "Customer reported the issue by email; details in the thread.",
          hs_pipeline: "0",
          hs_pipeline_stage: stage,
          hs_ticket_priority: rng.weighted(["LOW", "MEDIUM", "HIGH", "URGENT"], [4, 4, 3, 1]),
          hs_ticket_category: rng.pick(HUB_TICKET_CATEGORIES)[1],
          source_type: rng.pick(SOURCES)[1],
          hubspot_owner_id: rng.pick(supportOwners).id,
          closed_date: stage === "4" ? iso(new Date(created.getTime() + rng.int(1, 20) * 86_400_000)) : null,
        },
        created,
      ),
    );
    link("tickets", id, "contacts", contact.id);
    if (co) link("tickets", id, "companies", co.toId);
  }
  cached = { owners, objects: { contacts, companies, deals, tickets }, associations };
  return cached;
}
