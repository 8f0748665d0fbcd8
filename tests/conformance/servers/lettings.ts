/**
 * Conformance fixture "lettings": a property-management REST API described by an OpenAPI 3.0
 * document, written the way such vendors write them — not tuned to the planner:
 * - HAL (`application/hal+json`, Spring-style) for properties, units and tenants:
 *   `{ _embedded: { <things>: [...] }, _links: { self, next: { href } }, page: { size,
 *   totalElements, totalPages, number } }`, 0-based `page` and `size` parameters;
 * - JSON:API (`application/vnd.api+json`) for leases and maintenance requests:
 *   `{ data: [{ type, id, attributes, relationships }], meta: { total }, links: { self, next } }`,
 *   `filter[status]`, `page[number]`, `page[size]`, `sort=-reportedAt`;
 * - path-parameter ids (`/tenants/{tenantId}`), and two mutative operations (`POST
 *   /maintenance-requests`, `PATCH /leases/{leaseId}`) that must stay excluded.
 * Deterministic data: 10 properties, ~110 units, 180 tenants (one name shared by three, one with a
 * fixed history), ~260 leases, ~300 maintenance requests, dates through September 2025.
 * `startLettingsServer()` serves it on 127.0.0.1 and records every request.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRng } from "@/demo/commerce/prng";

// ---------------------------------------------------------------- data

export interface LtProperty {
  propertyId: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  yearBuilt: number;
  managerName: string;
}
export interface LtUnit {
  unitId: string;
  propertyId: string;
  label: string;
  bedrooms: number;
  floorAreaSqm: number;
  status: "vacant" | "occupied" | "under_renovation";
  askingRent: number;
}
export interface LtTenant {
  tenantId: string;
  fullName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  registeredOn: string;
}
export interface LtLease {
  leaseId: string;
  tenantId: string;
  unitId: string;
  propertyId: string;
  startDate: string;
  endDate: string;
  monthlyRent: number;
  depositAmount: number;
  status: "pending" | "active" | "expired" | "terminated";
}
export interface LtRequest {
  requestId: string;
  propertyId: string;
  unitId: string;
  tenantId: string;
  category: "plumbing" | "electrical" | "heating" | "appliance" | "pest_control" | "general";
  priority: "low" | "normal" | "high" | "emergency";
  status: "open" | "in_progress" | "resolved" | "cancelled";
  summary: string;
  reportedAt: string;
  resolvedAt: string | null;
  costEstimate: number | null;
}

export const LT_PROPERTIES: Omit<LtProperty, "propertyId" | "managerName" | "postcode">[] = [
  { name: "Harbour Court", street: "12 Quayside", city: "Bristol", yearBuilt: 1998 },
  { name: "Linden House", street: "4 Linden Grove", city: "Leeds", yearBuilt: 1931 },
  { name: "The Maltings", street: "88 Brewery Lane", city: "Manchester", yearBuilt: 1889 },
  { name: "Riverside Lofts", street: "2 Wharf Street", city: "Leeds", yearBuilt: 2016 },
  { name: "Oakfield Terrace", street: "31 Oakfield Road", city: "Bristol", yearBuilt: 1905 },
  { name: "Canal Wharf", street: "7 Towpath Walk", city: "Manchester", yearBuilt: 2009 },
  { name: "St Ann's Yard", street: "19 St Ann's Square", city: "Manchester", yearBuilt: 1962 },
  { name: "Victoria Mews", street: "5 Victoria Place", city: "Bristol", yearBuilt: 1874 },
  { name: "Beacon Point", street: "150 Beacon Hill", city: "Leeds", yearBuilt: 2021 },
  { name: "Elm Row", street: "23 Elm Row", city: "Leeds", yearBuilt: 1948 },
];
const LT_MANAGERS = ["Fiona Gallagher", "Tom Whitfield", "Aisha Karim", "Gareth Lloyd"];
const LT_FIRST = [
  "Oliver",
  "Amelia",
  "Jack",
  "Isla",
  "Harry",
  "Ava",
  "George",
  "Mia",
  "Noah",
  "Grace",
  "Leo",
  "Freya",
  "Arthur",
  "Lily",
  "Oscar",
  "Ella",
  "Yusuf",
  "Zara",
  "Kwame",
  "Mei",
];
const LT_LAST = [
  "Smith",
  "Patel",
  "Hughes",
  "Walsh",
  "Kowalski",
  "Evans",
  "Murphy",
  "Chen",
  "Ahmed",
  "Clarke",
  "Nowak",
  "Byrne",
  "Mensah",
  "Russo",
  "Fraser",
  "Doyle",
  "Khan",
  "Price",
];
const LT_DOMAINS = ["gmail.com", "gmail.com", "outlook.com", "yahoo.co.uk", "icloud.com", "btinternet.com"];

/** One tenant name shared by three people (the pick), and one tenant with a fixed history. */
export const LT_NAMESAKE_NAME = "Daniel Okafor";
export const LT_NAMESAKE_INDEXES = [21, 88, 143] as const;
export const LT_KNOWN_NAME = "Priya Raman";
export const LT_KNOWN_INDEX = 57;
export const LT_TENANT_COUNT = 180;
export const LT_PAGE_MAX = 50;
/** Priya Raman's leases (unit chosen below) and maintenance requests, fixed for the questions. */
export const LT_KNOWN_LEASES: Pick<
  LtLease,
  "leaseId" | "startDate" | "endDate" | "monthlyRent" | "status"
>[] = [
  {
    leaseId: "LS-7001",
    startDate: "2022-03-01",
    endDate: "2023-02-28",
    monthlyRent: 1150,
    status: "expired",
  },
  {
    leaseId: "LS-7002",
    startDate: "2023-03-01",
    endDate: "2024-02-29",
    monthlyRent: 1195,
    status: "expired",
  },
  { leaseId: "LS-7003", startDate: "2024-03-01", endDate: "2026-02-28", monthlyRent: 1260, status: "active" },
];
export const LT_KNOWN_REQUESTS: Pick<
  LtRequest,
  "requestId" | "category" | "priority" | "status" | "summary" | "reportedAt" | "resolvedAt" | "costEstimate"
>[] = [
  {
    requestId: "MR-50311",
    category: "heating",
    priority: "high",
    status: "resolved",
    summary: "Boiler loses pressure overnight",
    reportedAt: "2025-01-14T08:12:00Z",
    resolvedAt: "2025-01-17T15:40:00Z",
    costEstimate: 420,
  },
  {
    requestId: "MR-50472",
    category: "plumbing",
    priority: "normal",
    status: "resolved",
    summary: "Kitchen tap dripping",
    reportedAt: "2025-04-03T18:30:00Z",
    resolvedAt: "2025-04-09T10:00:00Z",
    costEstimate: 85,
  },
  {
    requestId: "MR-50618",
    category: "electrical",
    priority: "emergency",
    status: "in_progress",
    summary: "Sparking socket in living room",
    reportedAt: "2025-08-22T21:05:00Z",
    resolvedAt: null,
    costEstimate: 260,
  },
  {
    requestId: "MR-50690",
    category: "pest_control",
    priority: "low",
    status: "open",
    summary: "Mice in the loft",
    reportedAt: "2025-09-15T09:45:00Z",
    resolvedAt: null,
    costEstimate: null,
  },
];

const DAY = 86_400_000;
const dayMs = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const SUMMARIES: Record<LtRequest["category"], string[]> = {
  plumbing: [
    "Leaking pipe under sink",
    "Toilet will not flush",
    "Low water pressure in shower",
    "Blocked drain",
  ],
  electrical: ["Hallway light flickers", "Fuse keeps tripping", "Doorbell not working", "Extractor fan dead"],
  heating: ["No hot water", "Radiator cold at the top", "Boiler error code F28", "Thermostat unresponsive"],
  appliance: [
    "Oven not heating",
    "Washing machine leaks",
    "Fridge door seal broken",
    "Dishwasher will not drain",
  ],
  pest_control: ["Ants in the kitchen", "Wasp nest by window", "Mice in the bin store"],
  general: [
    "Front door lock sticks",
    "Damp patch on bedroom wall",
    "Broken window latch",
    "Loose stair rail",
  ],
};

export function lettingsData(): {
  properties: LtProperty[];
  units: LtUnit[];
  tenants: LtTenant[];
  leases: LtLease[];
  requests: LtRequest[];
} {
  const { next, int, pick } = createRng(71);
  const randomDay = (from: string, to: string) =>
    isoDay(dayMs(from) + int(0, Math.round((dayMs(to) - dayMs(from)) / DAY)) * DAY);
  const properties: LtProperty[] = LT_PROPERTIES.map((p, i) => ({
    propertyId: `PR-${101 + i}`,
    ...p,
    postcode: `${p.city === "Bristol" ? "BS" : p.city === "Leeds" ? "LS" : "M"}${int(1, 16)} ${int(1, 9)}${pick(["AB", "DX", "HQ", "JT", "NW"])}`,
    managerName: LT_MANAGERS[i % LT_MANAGERS.length],
  }));
  const units: LtUnit[] = [];
  for (const p of properties) {
    const n = int(8, 14);
    for (let i = 0; i < n; i++) {
      const bedrooms = pick([0, 1, 1, 2, 2, 2, 3, 3, 4]);
      units.push({
        unitId: `U-${p.propertyId.slice(3)}-${String(i + 1).padStart(2, "0")}`,
        propertyId: p.propertyId,
        label: `Flat ${Math.floor(i / 4) + 1}${"ABCD"[i % 4]}`,
        bedrooms,
        floorAreaSqm: 28 + bedrooms * 18 + int(0, 15),
        status: "occupied",
        askingRent: 650 + bedrooms * 280 + int(0, 12) * 25,
      });
    }
  }
  const tenants: LtTenant[] = [];
  for (let n = 0; n < LT_TENANT_COUNT; n++) {
    const namesake = (LT_NAMESAKE_INDEXES as readonly number[]).includes(n);
    const known = n === LT_KNOWN_INDEX;
    const fullName = namesake
      ? LT_NAMESAKE_NAME
      : known
        ? LT_KNOWN_NAME
        : `${LT_FIRST[n % LT_FIRST.length]} ${LT_LAST[(n * 7 + Math.floor(n / LT_FIRST.length)) % LT_LAST.length]}`;
    const [first, last] = fullName.toLowerCase().split(" ");
    tenants.push({
      tenantId: `T-${30001 + n * 4}`,
      fullName,
      email: `${pick([`${first}.${last}`, `${first[0]}${last}`, `${first}${last[0]}`])}${n % 4 === 0 ? n : ""}@${pick(LT_DOMAINS)}`,
      phone: `07${int(100, 999)} ${int(100000, 999999)}`,
      dateOfBirth: randomDay("1955-01-01", "2003-12-31"),
      registeredOn: randomDay("2019-01-01", "2025-08-31"),
    });
  }
  // Leases: units in order, each with a history of earlier tenants and (mostly) a current one.
  const leases: LtLease[] = [];
  let leaseNo = 1;
  let tenantCursor = 0;
  const knownUnit = units[17];
  for (const u of units) {
    if (u === knownUnit) {
      const tenantId = tenants[LT_KNOWN_INDEX].tenantId;
      for (const l of LT_KNOWN_LEASES)
        leases.push({
          ...l,
          tenantId,
          unitId: u.unitId,
          propertyId: u.propertyId,
          depositAmount: l.monthlyRent * 1.5,
        });
      continue;
    }
    let start = dayMs(randomDay("2021-01-01", "2022-12-01"));
    start = dayMs(`${isoDay(start).slice(0, 8)}01`);
    const history = int(2, 8);
    for (let h = 0; h < history; h++) {
      let t = tenantCursor++ % LT_TENANT_COUNT;
      if (t === LT_KNOWN_INDEX) t = tenantCursor++ % LT_TENANT_COUNT;
      const months = pick([6, 12, 12, 12, 18, 24]);
      const startDate = isoDay(start);
      const endMs = Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth() + months, 0);
      const endDate = isoDay(endMs);
      const rent = u.askingRent - int(0, 6) * 25;
      let status: LtLease["status"];
      if (startDate > "2025-10-01") status = "pending";
      else if (endDate < "2025-10-01") status = next() < 0.12 ? "terminated" : "expired";
      else status = next() < 0.05 ? "terminated" : "active";
      leases.push({
        leaseId: `LS-${String(1000 + leaseNo++)}`,
        tenantId: tenants[t].tenantId,
        unitId: u.unitId,
        propertyId: u.propertyId,
        startDate,
        endDate,
        monthlyRent: rent,
        depositAmount: rent * 1.5,
        status,
      });
      start = endMs + DAY + int(0, 2) * 31 * DAY;
      start = dayMs(`${isoDay(start).slice(0, 8)}01`);
      if (start > dayMs("2025-12-01")) break;
    }
    const current = leases.filter((l) => l.unitId === u.unitId).some((l) => l.status === "active");
    const pending = leases.filter((l) => l.unitId === u.unitId).some((l) => l.status === "pending");
    u.status = current ? "occupied" : next() < 0.3 ? "under_renovation" : "vacant";
    if (pending && !current) u.status = "vacant";
  }
  // Namesakes each have a lease: the journeys pick one and list it.
  for (const [i, index] of LT_NAMESAKE_INDEXES.entries()) {
    const l = leases[40 + i * 37];
    l.tenantId = tenants[index].tenantId;
  }
  // Maintenance requests over the last year, on leased units, by their tenants.
  const requests: LtRequest[] = [];
  const categories = Object.keys(SUMMARIES) as LtRequest["category"][];
  let reqNo = 50001;
  const known = tenants[LT_KNOWN_INDEX];
  const knownReqs = new Map(LT_KNOWN_REQUESTS.map((r) => [r.requestId, r]));
  const taken = new Set(knownReqs.keys());
  for (let i = 0; i < 300; i++) {
    let requestId = `MR-${reqNo}`;
    reqNo += int(1, 2);
    while (taken.has(requestId)) requestId = `MR-${reqNo++}`;
    const lease = leases[int(0, leases.length - 1)];
    if (lease.tenantId === known.tenantId) continue;
    const category = pick(categories);
    const reportedDay = randomDay("2024-10-01", "2025-09-30");
    const reportedAt = `${reportedDay}T${String(int(7, 21)).padStart(2, "0")}:${pick(["05", "20", "35", "50"])}:00Z`;
    const age = (dayMs("2025-10-01") - dayMs(reportedDay)) / DAY;
    const status: LtRequest["status"] =
      age > 45
        ? pick(["resolved", "resolved", "resolved", "resolved", "cancelled"])
        : pick(["open", "open", "in_progress", "resolved", "cancelled"]);
    const resolvedAt =
      status === "resolved" ? `${isoDay(dayMs(reportedDay) + int(1, 20) * DAY)}T16:00:00Z` : null;
    requests.push({
      requestId,
      propertyId: lease.propertyId,
      unitId: lease.unitId,
      tenantId: lease.tenantId,
      category,
      priority: pick(["low", "normal", "normal", "normal", "high", "emergency"]),
      status,
      summary: pick(SUMMARIES[category]),
      reportedAt,
      resolvedAt,
      costEstimate: next() < 0.25 ? null : int(4, 120) * 10,
    });
  }
  for (const r of LT_KNOWN_REQUESTS)
    requests.push({
      ...r,
      propertyId: knownUnit.propertyId,
      unitId: knownUnit.unitId,
      tenantId: known.tenantId,
    });
  requests.sort((a, b) => (a.requestId < b.requestId ? -1 : 1));
  return { properties, units, tenants, leases, requests };
}

// ---------------------------------------------------------------- OpenAPI document

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const hal = (schema: unknown) => ({
  "200": { description: "OK", content: { "application/hal+json": { schema } } },
  "404": { $ref: "#/components/responses/NotFound" },
});
const jsonApi = (schema: unknown) => ({
  "200": { description: "OK", content: { "application/vnd.api+json": { schema } } },
  "404": { $ref: "#/components/responses/NotFound" },
});
const halPage = (key: string, item: string) => ({
  type: "object",
  properties: {
    _embedded: { type: "object", properties: { [key]: { type: "array", items: ref(item) } } },
    _links: ref("PageLinks"),
    page: ref("PageMetadata"),
  },
});
const halParams = [{ $ref: "#/components/parameters/Page" }, { $ref: "#/components/parameters/Size" }];
const jaParams = [
  { $ref: "#/components/parameters/PageNumber" },
  { $ref: "#/components/parameters/PageSize" },
];
const relationship = (type: string) => ({
  type: "object",
  properties: {
    data: {
      type: "object",
      properties: { type: { type: "string", enum: [type] }, id: { type: "string" } },
    },
  },
});
const resource = (type: string, attributes: string, relationships: Record<string, string>) => ({
  type: "object",
  required: ["type", "id"],
  properties: {
    type: { type: "string", enum: [type] },
    id: { type: "string" },
    attributes: ref(attributes),
    relationships: {
      type: "object",
      properties: Object.fromEntries(Object.entries(relationships).map(([k, t]) => [k, relationship(t)])),
    },
  },
});
const collectionDoc = (item: string) => ({
  type: "object",
  properties: {
    data: { type: "array", items: ref(item) },
    meta: { type: "object", properties: { total: { type: "integer" } } },
    links: ref("JsonApiLinks"),
  },
});
const dateFilter = (name: string, description: string) => ({
  name,
  in: "query",
  description,
  schema: { type: "string", format: "date" },
});

export const lettingsOpenApi = {
  openapi: "3.0.3",
  info: {
    title: "Keyholder Property Management API",
    version: "3.2.0",
    description:
      "Portfolio, units and tenants are served as HAL; leases and maintenance requests follow JSON:API.",
  },
  servers: [{ url: "https://api.keyholder.example/v3" }],
  tags: [
    { name: "properties" },
    { name: "units" },
    { name: "tenants" },
    { name: "leases" },
    { name: "maintenance" },
  ],
  paths: {
    "/properties": {
      get: {
        operationId: "listProperties",
        tags: ["properties"],
        summary: "List properties in the portfolio",
        parameters: [
          { name: "city", in: "query", schema: { type: "string", enum: ["Bristol", "Leeds", "Manchester"] } },
          ...halParams,
        ],
        responses: hal(halPage("properties", "Property")),
      },
    },
    "/properties/{propertyId}": {
      get: {
        operationId: "getProperty",
        tags: ["properties"],
        summary: "Get a property",
        parameters: [{ $ref: "#/components/parameters/PropertyId" }],
        responses: hal(ref("Property")),
      },
    },
    "/properties/{propertyId}/units": {
      get: {
        operationId: "listPropertyUnits",
        tags: ["units"],
        summary: "List the units of a property",
        parameters: [
          { $ref: "#/components/parameters/PropertyId" },
          {
            name: "status",
            in: "query",
            schema: { type: "string", enum: ["vacant", "occupied", "under_renovation"] },
          },
          { name: "minBedrooms", in: "query", schema: { type: "integer", minimum: 0 } },
          ...halParams,
        ],
        responses: hal(halPage("units", "Unit")),
      },
    },
    "/units/{unitId}": {
      get: {
        operationId: "getUnit",
        tags: ["units"],
        summary: "Get a unit",
        parameters: [
          {
            name: "unitId",
            in: "path",
            required: true,
            schema: { type: "string", pattern: "^U-[0-9]{3}-[0-9]{2}$", example: "U-103-04" },
          },
        ],
        responses: hal(ref("Unit")),
      },
    },
    "/tenants": {
      get: {
        operationId: "listTenants",
        tags: ["tenants"],
        summary: "Search tenants",
        parameters: [
          {
            name: "name",
            in: "query",
            description: "Part of the tenant's full name",
            schema: { type: "string" },
          },
          { name: "email", in: "query", description: "Exact email address", schema: { type: "string" } },
          ...halParams,
        ],
        responses: hal(halPage("tenants", "Tenant")),
      },
    },
    "/tenants/{tenantId}": {
      get: {
        operationId: "getTenant",
        tags: ["tenants"],
        summary: "Get a tenant",
        parameters: [{ $ref: "#/components/parameters/TenantId" }],
        responses: hal(ref("Tenant")),
      },
    },
    "/leases": {
      get: {
        operationId: "listLeases",
        tags: ["leases"],
        summary: "List leases",
        parameters: [
          {
            name: "filter[status]",
            in: "query",
            schema: { type: "string", enum: ["pending", "active", "expired", "terminated"] },
          },
          { name: "filter[tenant]", in: "query", description: "Tenant id", schema: { type: "string" } },
          { name: "filter[property]", in: "query", description: "Property id", schema: { type: "string" } },
          dateFilter("filter[startFrom]", "Lease starts on or after this date"),
          dateFilter("filter[startTo]", "Lease starts on or before this date"),
          dateFilter("filter[endFrom]", "Lease ends on or after this date"),
          dateFilter("filter[endTo]", "Lease ends on or before this date"),
          {
            name: "sort",
            in: "query",
            description: "Sort field; prefix with - for descending",
            schema: {
              type: "string",
              enum: ["startDate", "-startDate", "endDate", "-endDate", "monthlyRent", "-monthlyRent"],
            },
          },
          ...jaParams,
        ],
        responses: jsonApi(collectionDoc("LeaseResource")),
      },
    },
    "/leases/{leaseId}": {
      get: {
        operationId: "getLease",
        tags: ["leases"],
        summary: "Get a lease",
        parameters: [{ $ref: "#/components/parameters/LeaseId" }],
        responses: jsonApi({ type: "object", properties: { data: ref("LeaseResource") } }),
      },
      patch: {
        operationId: "updateLease",
        tags: ["leases"],
        summary: "Update a lease (renew, change rent, terminate)",
        parameters: [{ $ref: "#/components/parameters/LeaseId" }],
        requestBody: {
          required: true,
          content: {
            "application/vnd.api+json": {
              schema: {
                type: "object",
                properties: {
                  data: {
                    type: "object",
                    properties: {
                      type: { type: "string", enum: ["leases"] },
                      id: { type: "string" },
                      attributes: {
                        type: "object",
                        properties: {
                          endDate: { type: "string", format: "date" },
                          monthlyRent: { type: "number" },
                          status: { type: "string", enum: ["active", "terminated"] },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        responses: jsonApi({ type: "object", properties: { data: ref("LeaseResource") } }),
      },
    },
    "/maintenance-requests": {
      get: {
        operationId: "listMaintenanceRequests",
        tags: ["maintenance"],
        summary: "List maintenance requests",
        parameters: [
          {
            name: "filter[status]",
            in: "query",
            schema: { type: "string", enum: ["open", "in_progress", "resolved", "cancelled"] },
          },
          {
            name: "filter[priority]",
            in: "query",
            schema: { type: "string", enum: ["low", "normal", "high", "emergency"] },
          },
          {
            name: "filter[category]",
            in: "query",
            schema: {
              type: "string",
              enum: ["plumbing", "electrical", "heating", "appliance", "pest_control", "general"],
            },
          },
          { name: "filter[property]", in: "query", description: "Property id", schema: { type: "string" } },
          { name: "filter[tenant]", in: "query", description: "Tenant id", schema: { type: "string" } },
          dateFilter("filter[reportedFrom]", "Reported on or after this date"),
          dateFilter("filter[reportedTo]", "Reported on or before this date"),
          {
            name: "sort",
            in: "query",
            description: "Sort field; prefix with - for descending. Default -reportedAt",
            schema: { type: "string", enum: ["reportedAt", "-reportedAt", "costEstimate", "-costEstimate"] },
          },
          ...jaParams,
        ],
        responses: jsonApi(collectionDoc("MaintenanceRequestResource")),
      },
      post: {
        operationId: "createMaintenanceRequest",
        tags: ["maintenance"],
        summary: "Report a maintenance issue",
        requestBody: {
          required: true,
          content: {
            "application/vnd.api+json": {
              schema: {
                type: "object",
                properties: {
                  data: {
                    type: "object",
                    properties: {
                      type: { type: "string", enum: ["maintenance-requests"] },
                      attributes: {
                        type: "object",
                        required: ["unitId", "category", "summary"],
                        properties: {
                          unitId: { type: "string" },
                          category: { type: "string" },
                          priority: { type: "string" },
                          summary: { type: "string" },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        responses: {
          "201": {
            description: "Created",
            content: {
              "application/vnd.api+json": {
                schema: { type: "object", properties: { data: ref("MaintenanceRequestResource") } },
              },
            },
          },
        },
      },
    },
    "/maintenance-requests/{requestId}": {
      get: {
        operationId: "getMaintenanceRequest",
        tags: ["maintenance"],
        summary: "Get a maintenance request",
        parameters: [
          {
            name: "requestId",
            in: "path",
            required: true,
            schema: { type: "string", pattern: "^MR-[0-9]{5}$", example: "MR-50311" },
          },
        ],
        responses: jsonApi({ type: "object", properties: { data: ref("MaintenanceRequestResource") } }),
      },
    },
  },
  components: {
    parameters: {
      PropertyId: {
        name: "propertyId",
        in: "path",
        required: true,
        schema: { type: "string", example: "PR-104" },
      },
      TenantId: {
        name: "tenantId",
        in: "path",
        required: true,
        schema: { type: "string", example: "T-30229" },
      },
      LeaseId: {
        name: "leaseId",
        in: "path",
        required: true,
        schema: { type: "string", example: "LS-1042" },
      },
      Page: {
        name: "page",
        in: "query",
        description: "Zero-based page index",
        schema: { type: "integer", minimum: 0, default: 0 },
      },
      Size: {
        name: "size",
        in: "query",
        description: "Page size",
        schema: { type: "integer", minimum: 1, maximum: LT_PAGE_MAX, default: 20 },
      },
      PageNumber: {
        name: "page[number]",
        in: "query",
        schema: { type: "integer", minimum: 1, default: 1 },
      },
      PageSize: {
        name: "page[size]",
        in: "query",
        schema: { type: "integer", minimum: 1, maximum: LT_PAGE_MAX, default: 20 },
      },
    },
    responses: {
      NotFound: {
        description: "Not found",
        content: {
          "application/problem+json": {
            schema: {
              type: "object",
              properties: {
                title: { type: "string" },
                status: { type: "integer" },
                detail: { type: "string" },
              },
            },
          },
        },
      },
    },
    schemas: {
      Link: { type: "object", properties: { href: { type: "string", format: "uri" } } },
      PageLinks: {
        type: "object",
        properties: { self: ref("Link"), first: ref("Link"), next: ref("Link"), last: ref("Link") },
      },
      PageMetadata: {
        type: "object",
        properties: {
          size: { type: "integer" },
          totalElements: { type: "integer" },
          totalPages: { type: "integer" },
          number: { type: "integer" },
        },
      },
      JsonApiLinks: {
        type: "object",
        properties: {
          self: { type: "string", format: "uri" },
          next: { type: "string", format: "uri", nullable: true },
        },
      },
      Property: {
        type: "object",
        properties: {
          propertyId: { type: "string" },
          name: { type: "string" },
          street: { type: "string" },
          city: { type: "string" },
          postcode: { type: "string" },
          yearBuilt: { type: "integer" },
          managerName: { type: "string" },
          _links: { type: "object", properties: { self: ref("Link"), units: ref("Link") } },
        },
      },
      Unit: {
        type: "object",
        properties: {
          unitId: { type: "string" },
          propertyId: { type: "string" },
          label: { type: "string" },
          bedrooms: { type: "integer" },
          floorAreaSqm: { type: "number" },
          status: { type: "string", enum: ["vacant", "occupied", "under_renovation"] },
          askingRent: { type: "number" },
          _links: { type: "object", properties: { self: ref("Link"), property: ref("Link") } },
        },
      },
      Tenant: {
        type: "object",
        properties: {
          tenantId: { type: "string" },
          fullName: { type: "string" },
          email: { type: "string", format: "email" },
          phone: { type: "string" },
          dateOfBirth: { type: "string", format: "date" },
          registeredOn: { type: "string", format: "date" },
          _links: { type: "object", properties: { self: ref("Link"), leases: ref("Link") } },
        },
      },
      LeaseAttributes: {
        type: "object",
        properties: {
          startDate: { type: "string", format: "date" },
          endDate: { type: "string", format: "date" },
          monthlyRent: { type: "number" },
          depositAmount: { type: "number" },
          status: { type: "string", enum: ["pending", "active", "expired", "terminated"] },
        },
      },
      LeaseResource: resource("leases", "LeaseAttributes", {
        tenant: "tenants",
        unit: "units",
        property: "properties",
      }),
      MaintenanceRequestAttributes: {
        type: "object",
        properties: {
          category: {
            type: "string",
            enum: ["plumbing", "electrical", "heating", "appliance", "pest_control", "general"],
          },
          priority: { type: "string", enum: ["low", "normal", "high", "emergency"] },
          status: { type: "string", enum: ["open", "in_progress", "resolved", "cancelled"] },
          summary: { type: "string" },
          reportedAt: { type: "string", format: "date-time" },
          resolvedAt: { type: "string", format: "date-time", nullable: true },
          costEstimate: { type: "number", nullable: true },
        },
      },
      MaintenanceRequestResource: resource("maintenance-requests", "MaintenanceRequestAttributes", {
        property: "properties",
        unit: "units",
        tenant: "tenants",
      }),
    },
  },
} as const;

// ---------------------------------------------------------------- server

export interface LettingsRequestLog {
  method: string;
  path: string;
  query: Record<string, string>;
}

type Result = { status: number; body: unknown; type?: string };
type Data = ReturnType<typeof lettingsData>;

const HAL = "application/hal+json";
const JSONAPI = "application/vnd.api+json";

function halProperty(p: LtProperty, base: string) {
  return {
    ...p,
    _links: {
      self: { href: `${base}/properties/${p.propertyId}` },
      units: { href: `${base}/properties/${p.propertyId}/units` },
    },
  };
}
function halUnit(u: LtUnit, base: string) {
  return {
    ...u,
    _links: {
      self: { href: `${base}/units/${u.unitId}` },
      property: { href: `${base}/properties/${u.propertyId}` },
    },
  };
}
function halTenant(t: LtTenant, base: string) {
  return {
    ...t,
    _links: {
      self: { href: `${base}/tenants/${t.tenantId}` },
      leases: { href: `${base}/leases?filter[tenant]=${t.tenantId}` },
    },
  };
}
function leaseResource(l: LtLease, base: string) {
  const { leaseId, tenantId, unitId, propertyId, ...attributes } = l;
  return {
    type: "leases",
    id: leaseId,
    attributes,
    relationships: {
      tenant: { data: { type: "tenants", id: tenantId } },
      unit: { data: { type: "units", id: unitId } },
      property: { data: { type: "properties", id: propertyId } },
    },
    links: { self: `${base}/leases/${leaseId}` },
  };
}
function requestResource(r: LtRequest, base: string) {
  const { requestId, tenantId, unitId, propertyId, ...attributes } = r;
  return {
    type: "maintenance-requests",
    id: requestId,
    attributes,
    relationships: {
      property: { data: { type: "properties", id: propertyId } },
      unit: { data: { type: "units", id: unitId } },
      tenant: { data: { type: "tenants", id: tenantId } },
    },
    links: { self: `${base}/maintenance-requests/${requestId}` },
  };
}

export function handleLettingsRequest(
  method: string,
  path: string,
  query: Record<string, string>,
  data: Data = lettingsData(),
  base = "http://127.0.0.1/v3",
): Result {
  const seg = path
    .replace(/^\/v3/, "")
    .split("/")
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  const notFound = (what: string): Result => ({
    status: 404,
    body: { title: "Not Found", status: 404, detail: `${what} not found` },
    type: "application/problem+json",
  });
  const link = (params: Record<string, string | number>) => {
    const u = new URL(`${base}/${seg.join("/")}`);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, String(v));
    return u.toString();
  };
  const halList = <T>(items: T[], key: string, shape: (t: T) => unknown): Result => {
    const size = Math.min(LT_PAGE_MAX, Math.max(1, Number(query.size ?? 20) || 20));
    const number = Math.max(0, Number(query.page ?? 0) || 0);
    const totalPages = Math.ceil(items.length / size);
    const links: Record<string, { href: string }> = {
      self: { href: link({ page: number, size }) },
      first: { href: link({ page: 0, size }) },
    };
    if (number + 1 < totalPages) links.next = { href: link({ page: number + 1, size }) };
    if (totalPages > 0) links.last = { href: link({ page: totalPages - 1, size }) };
    return {
      status: 200,
      type: HAL,
      body: {
        _embedded: { [key]: items.slice(number * size, (number + 1) * size).map(shape) },
        _links: links,
        page: { size, totalElements: items.length, totalPages, number },
      },
    };
  };
  const jaList = <T>(items: T[], shape: (t: T) => unknown): Result => {
    const size = Math.min(LT_PAGE_MAX, Math.max(1, Number(query["page[size]"] ?? 20) || 20));
    const number = Math.max(1, Number(query["page[number]"] ?? 1) || 1);
    const hasNext = number * size < items.length;
    return {
      status: 200,
      type: JSONAPI,
      body: {
        data: items.slice((number - 1) * size, number * size).map(shape),
        meta: { total: items.length },
        links: {
          self: link({ "page[number]": number, "page[size]": size }),
          next: hasNext ? link({ "page[number]": number + 1, "page[size]": size }) : null,
        },
      },
    };
  };
  const sorted = <T>(
    items: T[],
    sort: string | undefined,
    allowed: string[],
    fallback: string,
  ): T[] | undefined => {
    const s = sort ?? fallback;
    if (!allowed.includes(s)) return undefined;
    const desc = s.startsWith("-");
    const key = s.replace(/^-/, "") as keyof T;
    return [...items].sort((a, b) => {
      const x = a[key] as unknown as string | number | null;
      const y = b[key] as unknown as string | number | null;
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * (desc ? -1 : 1);
    });
  };
  const badRequest = (detail: string): Result => ({
    status: 400,
    body: { errors: [{ status: "400", title: "Bad Request", detail }] },
    type: JSONAPI,
  });
  const day = (v: string | undefined) => (v ? v.slice(0, 10) : undefined);

  if (method === "POST" && seg.length === 1 && seg[0] === "maintenance-requests")
    return { status: 201, type: JSONAPI, body: { data: { type: "maintenance-requests", id: "MR-99999" } } };
  if (method === "PATCH" && seg.length === 2 && seg[0] === "leases")
    return { status: 200, type: JSONAPI, body: { data: { type: "leases", id: seg[1] } } };
  if (method !== "GET" && method !== "HEAD")
    return {
      status: 405,
      body: { title: "Method Not Allowed", status: 405 },
      type: "application/problem+json",
    };

  if (seg[0] === "properties") {
    if (seg.length === 1)
      return halList(
        data.properties.filter((p) => !query.city || p.city.toLowerCase() === query.city.toLowerCase()),
        "properties",
        (p) => halProperty(p, base),
      );
    const p = data.properties.find((x) => x.propertyId === seg[1]);
    if (!p) return notFound(`property ${seg[1]}`);
    if (seg.length === 2) return { status: 200, type: HAL, body: halProperty(p, base) };
    if (seg.length === 3 && seg[2] === "units") {
      const min = query.minBedrooms === undefined ? undefined : Number(query.minBedrooms);
      return halList(
        data.units.filter(
          (u) =>
            u.propertyId === p.propertyId &&
            (!query.status || u.status === query.status) &&
            (min === undefined || u.bedrooms >= min),
        ),
        "units",
        (u) => halUnit(u, base),
      );
    }
  }
  if (seg[0] === "units" && seg.length === 2) {
    const u = data.units.find((x) => x.unitId === seg[1]);
    return u ? { status: 200, type: HAL, body: halUnit(u, base) } : notFound(`unit ${seg[1]}`);
  }
  if (seg[0] === "tenants") {
    if (seg.length === 1) {
      const words = (query.name ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      return halList(
        data.tenants.filter(
          (t) =>
            words.every((w) => t.fullName.toLowerCase().includes(w)) &&
            (!query.email || t.email.toLowerCase() === query.email.toLowerCase()),
        ),
        "tenants",
        (t) => halTenant(t, base),
      );
    }
    const t = data.tenants.find((x) => x.tenantId === seg[1]);
    if (seg.length === 2)
      return t ? { status: 200, type: HAL, body: halTenant(t, base) } : notFound(`tenant ${seg[1]}`);
  }
  if (seg[0] === "leases") {
    if (seg.length === 1) {
      const items = sorted(
        data.leases.filter(
          (l) =>
            (!query["filter[status]"] || l.status === query["filter[status]"]) &&
            (!query["filter[tenant]"] || l.tenantId === query["filter[tenant]"]) &&
            (!query["filter[property]"] || l.propertyId === query["filter[property]"]) &&
            (!query["filter[startFrom]"] || l.startDate >= (day(query["filter[startFrom]"]) ?? "")) &&
            (!query["filter[startTo]"] || l.startDate <= (day(query["filter[startTo]"]) ?? "")) &&
            (!query["filter[endFrom]"] || l.endDate >= (day(query["filter[endFrom]"]) ?? "")) &&
            (!query["filter[endTo]"] || l.endDate <= (day(query["filter[endTo]"]) ?? "")),
        ),
        query.sort,
        ["startDate", "-startDate", "endDate", "-endDate", "monthlyRent", "-monthlyRent"],
        "-startDate",
      );
      return items ? jaList(items, (l) => leaseResource(l, base)) : badRequest(`unknown sort ${query.sort}`);
    }
    const l = data.leases.find((x) => x.leaseId === seg[1]);
    if (seg.length === 2)
      return l
        ? { status: 200, type: JSONAPI, body: { data: leaseResource(l, base) } }
        : notFound(`lease ${seg[1]}`);
  }
  if (seg[0] === "maintenance-requests") {
    if (seg.length === 1) {
      const items = sorted(
        data.requests.filter(
          (r) =>
            (!query["filter[status]"] || r.status === query["filter[status]"]) &&
            (!query["filter[priority]"] || r.priority === query["filter[priority]"]) &&
            (!query["filter[category]"] || r.category === query["filter[category]"]) &&
            (!query["filter[property]"] || r.propertyId === query["filter[property]"]) &&
            (!query["filter[tenant]"] || r.tenantId === query["filter[tenant]"]) &&
            (!query["filter[reportedFrom]"] ||
              r.reportedAt.slice(0, 10) >= (day(query["filter[reportedFrom]"]) ?? "")) &&
            (!query["filter[reportedTo]"] ||
              r.reportedAt.slice(0, 10) <= (day(query["filter[reportedTo]"]) ?? "")),
        ),
        query.sort,
        ["reportedAt", "-reportedAt", "costEstimate", "-costEstimate"],
        "-reportedAt",
      );
      return items
        ? jaList(items, (r) => requestResource(r, base))
        : badRequest(`unknown sort ${query.sort}`);
    }
    const r = data.requests.find((x) => x.requestId === seg[1]);
    if (seg.length === 2)
      return r
        ? { status: 200, type: JSONAPI, body: { data: requestResource(r, base) } }
        : notFound(`maintenance request ${seg[1]}`);
  }
  return notFound("route");
}

/** Serves the API at `<url>` (= `http://127.0.0.1:<port>/v3`) and records every request. */
export async function startLettingsServer(): Promise<{
  url: string;
  requests: LettingsRequestLog[];
  close: () => Promise<void>;
}> {
  const data = lettingsData();
  const requests: LettingsRequestLog[] = [];
  let base = "";
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const query = Object.fromEntries(url.searchParams);
    const method = req.method ?? "GET";
    requests.push({ method, path: url.pathname, query });
    const r = handleLettingsRequest(method, url.pathname, query, data, base);
    res.writeHead(r.status, { "content-type": r.type ?? "application/json" });
    res.end(method === "HEAD" ? undefined : JSON.stringify(r.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}/v3`;
  return {
    url: base,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
