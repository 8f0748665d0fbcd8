/**
 * Fixture "vetclinic": the practice-management API of a group of veterinary clinics, as its vendor
 * exposes it over MCP — dotted tool names (`owners.search`, `pets.get`, `visits.list`,
 * `vaccinations.list`, `invoices.list`, `vets.list`), `limit`/`offset` paging with a `total`,
 * UPPER_SNAKE enums (`NO_SHOW`, `FOLLOW_UP`), prefixed zero-padded ids (`PET-000512`), people in
 * `first_name`/`last_name`. Pets and visits are filtered through a nested `filter` object (visits
 * with `scheduled_from`/`scheduled_to` inside it); vaccinations and invoices take flat `*_from`/
 * `*_to` date pairs. `owners.search`, `pets.search` and `invoices.list` declare an output schema
 * and return structured content; the rest answer JSON text. `vaccinations.list` has a one-line
 * description. Two tools change data (`visits.book`, `invoices.record_payment`): never approved.
 * Written before the planner ran on it. Run over stdio:
 * `node --import tsx tests/conformance/servers/vetclinic.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  VC_CITIES,
  VC_INVOICE_STATUSES,
  VC_OWNER_STATUSES,
  VC_PET_STATUSES,
  VC_SPECIALTIES,
  VC_SPECIES,
  VC_VACCINES,
  VC_VISIT_STATUSES,
  VC_VISIT_TYPES,
  type VcInvoice,
  type VcOwner,
  type VcPet,
  vetClinicData,
} from "./vetclinic-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads. */
export const VETCLINIC_READ_TOOLS = [
  "owners.search",
  "owners.get",
  "pets.search",
  "pets.get",
  "visits.list",
  "visits.get",
  "vaccinations.list",
  "invoices.list",
  "invoices.get",
  "vets.list",
];
export const VETCLINIC_WRITE_TOOLS = ["visits.book", "invoices.record_payment"];

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const structured = (value: Record<string, unknown>) => ({
  structuredContent: value,
  content: [{ type: "text" as const, text: JSON.stringify(value) }],
});
const fail = (code: string, message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: JSON.stringify({ error: { code, message } }) }],
});

const paging = {
  limit: z.number().int().min(1).max(100).optional().describe("Max records to return (default 25, max 100)"),
  offset: z.number().int().min(0).optional().describe("Number of records to skip (default 0)"),
};
const isoDate = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe(`${what} (YYYY-MM-DD, inclusive)`);
const slice = <T>(rows: T[], limit = 25, offset = 0) => rows.slice(offset, offset + limit);
const inRange = (value: string, from?: string, to?: string) =>
  (!from || value.slice(0, 10) >= from) && (!to || value.slice(0, 10) <= to);
const contains = (hay: string, needle: string) => {
  const words = needle.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((w) => hay.toLowerCase().includes(w));
};

const ownerShape = z.object({
  owner_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  client_since: z.string(),
  account_status: z.enum(VC_OWNER_STATUSES),
});
const petShape = z.object({
  pet_id: z.string(),
  name: z.string(),
  species: z.enum(VC_SPECIES),
  breed: z.string(),
  sex: z.enum(["MALE", "FEMALE"]),
  date_of_birth: z.string(),
  weight_kg: z.number(),
  owner_id: z.string(),
  microchip_no: z.string().nullable(),
  status: z.enum(VC_PET_STATUSES),
});
const invoiceShape = z.object({
  invoice_id: z.string(),
  owner_id: z.string(),
  visit_id: z.string(),
  issued_on: z.string(),
  due_on: z.string(),
  total: z.number(),
  balance_due: z.number(),
  currency: z.string(),
  status: z.enum(VC_INVOICE_STATUSES),
});
const listOf = (shape: z.ZodTypeAny) => ({
  items: z.array(shape),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export function createVetClinicServer(): McpServer {
  const { vets, owners, pets, visits, vaccinations, invoices } = vetClinicData();
  const server = new McpServer({ name: "pawsline-practice", version: "4.12.0" });

  server.registerTool(
    "owners.search",
    {
      title: "Search clients",
      description:
        "Search pet owners (clients of the practice). `query` matches first name, last name, email or phone.",
      inputSchema: {
        query: z.string().optional().describe("Free text: name, email or phone"),
        city: z.enum(VC_CITIES).optional().describe("Clinic city the client is registered at"),
        account_status: z.enum(VC_OWNER_STATUSES).optional(),
        ...paging,
      },
      outputSchema: listOf(ownerShape),
      annotations: READ,
    },
    async ({ query, city, account_status, limit = 25, offset = 0 }) => {
      const hits = owners.filter(
        (o: VcOwner) =>
          (!query || contains(`${o.first_name} ${o.last_name} ${o.email} ${o.phone}`, query)) &&
          (!city || o.city === city) &&
          (!account_status || o.account_status === account_status),
      );
      return structured({ items: slice(hits, limit, offset), total: hits.length, limit, offset });
    },
  );

  server.registerTool(
    "owners.get",
    {
      title: "Get client",
      description: "Fetch one pet owner by owner ID.",
      inputSchema: { owner_id: z.string().describe("Owner ID, e.g. OWN-000207") },
      annotations: READ,
    },
    async ({ owner_id }) => {
      const o = owners.find((x) => x.owner_id.toLowerCase() === owner_id.trim().toLowerCase());
      return o ? text(o) : fail("NOT_FOUND", `No owner ${owner_id}`);
    },
  );

  server.registerTool(
    "pets.search",
    {
      title: "Search patients",
      description:
        "Search the practice's patients (pets). All filter fields are optional and combined with AND.",
      inputSchema: {
        filter: z
          .object({
            name: z.string().optional().describe("Pet name (case-insensitive, partial match)"),
            species: z.enum(VC_SPECIES).optional(),
            owner_id: z.string().optional().describe("Owner ID, e.g. OWN-000207"),
            status: z.enum(VC_PET_STATUSES).optional(),
          })
          .optional(),
        sort: z
          .enum(["name", "date_of_birth", "-date_of_birth", "weight_kg", "-weight_kg"])
          .optional()
          .describe("Sort field; prefix with - for descending"),
        ...paging,
      },
      outputSchema: listOf(petShape),
      annotations: READ,
    },
    async ({ filter = {}, sort, limit = 25, offset = 0 }) => {
      let hits = pets.filter(
        (p: VcPet) =>
          (!filter.name || p.name.toLowerCase().includes(filter.name.trim().toLowerCase())) &&
          (!filter.species || p.species === filter.species) &&
          (!filter.owner_id || p.owner_id.toLowerCase() === filter.owner_id.trim().toLowerCase()) &&
          (!filter.status || p.status === filter.status),
      );
      if (sort) {
        const key = sort.replace(/^-/, "") as keyof VcPet;
        const sign = sort.startsWith("-") ? -1 : 1;
        hits = [...hits].sort((a, b) => {
          const x = a[key] as string | number;
          const y = b[key] as string | number;
          return (x < y ? -1 : x > y ? 1 : 0) * sign;
        });
      }
      return structured({ items: slice(hits, limit, offset), total: hits.length, limit, offset });
    },
  );

  server.registerTool(
    "pets.get",
    {
      title: "Get patient",
      description: "Fetch one pet by pet ID.",
      inputSchema: { pet_id: z.string().describe("Pet ID, e.g. PET-000512") },
      annotations: READ,
    },
    async ({ pet_id }) => {
      const p = pets.find((x) => x.pet_id.toLowerCase() === pet_id.trim().toLowerCase());
      return p ? text(p) : fail("NOT_FOUND", `No pet ${pet_id}`);
    },
  );

  server.registerTool(
    "visits.list",
    {
      title: "List visits",
      description:
        "List appointments (visits) across all clinics, oldest first unless `order` says otherwise. Narrow with `filter`.",
      inputSchema: {
        filter: z
          .object({
            pet_id: z.string().optional().describe("Pet ID, e.g. PET-000512"),
            owner_id: z.string().optional().describe("Owner ID, e.g. OWN-000207"),
            vet_id: z.string().optional().describe("Vet ID, e.g. VET-03"),
            status: z.enum(VC_VISIT_STATUSES).optional(),
            visit_type: z.enum(VC_VISIT_TYPES).optional(),
            scheduled_from: isoDate("Appointment date on or after"),
            scheduled_to: isoDate("Appointment date on or before"),
          })
          .optional(),
        order: z.enum(["scheduled_at:asc", "scheduled_at:desc"]).optional(),
        ...paging,
      },
      annotations: READ,
    },
    async ({ filter = {}, order, limit = 25, offset = 0 }) => {
      const eq = (a: string, b?: string) => !b || a.toLowerCase() === b.trim().toLowerCase();
      let hits = visits.filter(
        (v) =>
          eq(v.pet_id, filter.pet_id) &&
          eq(v.owner_id, filter.owner_id) &&
          eq(v.vet_id, filter.vet_id) &&
          (!filter.status || v.status === filter.status) &&
          (!filter.visit_type || v.visit_type === filter.visit_type) &&
          inRange(v.scheduled_at, filter.scheduled_from, filter.scheduled_to),
      );
      if (order === "scheduled_at:desc") hits = [...hits].reverse();
      return text({ data: slice(hits, limit, offset), paging: { limit, offset, total: hits.length } });
    },
  );

  server.registerTool(
    "visits.get",
    {
      title: "Get visit",
      description: "Fetch one visit (appointment) by visit ID.",
      inputSchema: { visit_id: z.string().describe("Visit ID, e.g. VIS-004821") },
      annotations: READ,
    },
    async ({ visit_id }) => {
      const v = visits.find((x) => x.visit_id.toLowerCase() === visit_id.trim().toLowerCase());
      return v ? text(v) : fail("NOT_FOUND", `No visit ${visit_id}`);
    },
  );

  server.registerTool(
    "vaccinations.list",
    {
      description: "Vax history.",
      inputSchema: {
        pet_id: z.string().optional(),
        vaccine: z.enum(VC_VACCINES).optional(),
        administered_from: isoDate("Given on or after"),
        administered_to: isoDate("Given on or before"),
        due_from: isoDate("Next dose due on or after"),
        due_to: isoDate("Next dose due on or before"),
        ...paging,
      },
      annotations: READ,
    },
    async ({
      pet_id,
      vaccine,
      administered_from,
      administered_to,
      due_from,
      due_to,
      limit = 25,
      offset = 0,
    }) => {
      const hits = vaccinations.filter(
        (v) =>
          (!pet_id || v.pet_id.toLowerCase() === pet_id.trim().toLowerCase()) &&
          (!vaccine || v.vaccine === vaccine) &&
          inRange(v.administered_on, administered_from, administered_to) &&
          inRange(v.due_on, due_from, due_to),
      );
      return text({ data: slice(hits, limit, offset), paging: { limit, offset, total: hits.length } });
    },
  );

  server.registerTool(
    "invoices.list",
    {
      title: "List invoices",
      description: "List client invoices, oldest first.",
      inputSchema: {
        owner_id: z.string().optional().describe("Owner ID, e.g. OWN-000207"),
        status: z.enum(VC_INVOICE_STATUSES).optional(),
        issued_from: isoDate("Issued on or after"),
        issued_to: isoDate("Issued on or before"),
        min_total: z.number().min(0).optional().describe("Only invoices whose total is at least this (USD)"),
        ...paging,
      },
      outputSchema: listOf(invoiceShape),
      annotations: READ,
    },
    async ({ owner_id, status, issued_from, issued_to, min_total, limit = 25, offset = 0 }) => {
      const hits = invoices.filter(
        (i: VcInvoice) =>
          (!owner_id || i.owner_id.toLowerCase() === owner_id.trim().toLowerCase()) &&
          (!status || i.status === status) &&
          inRange(i.issued_on, issued_from, issued_to) &&
          (min_total === undefined || i.total >= min_total),
      );
      return structured({ items: slice(hits, limit, offset), total: hits.length, limit, offset });
    },
  );

  server.registerTool(
    "invoices.get",
    {
      title: "Get invoice",
      description: "Fetch one invoice by invoice ID.",
      inputSchema: { invoice_id: z.string().describe("Invoice ID, e.g. INV-010377") },
      annotations: READ,
    },
    async ({ invoice_id }) => {
      const i = invoices.find((x) => x.invoice_id.toLowerCase() === invoice_id.trim().toLowerCase());
      return i ? text(i) : fail("NOT_FOUND", `No invoice ${invoice_id}`);
    },
  );

  server.registerTool(
    "vets.list",
    {
      title: "List veterinarians",
      description: "The practice's veterinarians.",
      inputSchema: {
        name: z.string().optional().describe("Part of the vet's first or last name"),
        specialty: z.enum(VC_SPECIALTIES).optional(),
        clinic: z.enum(VC_CITIES).optional(),
      },
      annotations: READ,
    },
    async ({ name, specialty, clinic }) => {
      const hits = vets.filter(
        (v) =>
          (!name || contains(`${v.first_name} ${v.last_name}`, name.replace(/^dr\.?\s+/i, ""))) &&
          (!specialty || v.specialty === specialty) &&
          (!clinic || v.clinic === clinic),
      );
      return text({ data: hits, paging: { limit: hits.length, offset: 0, total: hits.length } });
    },
  );

  server.registerTool(
    "visits.book",
    {
      title: "Book visit",
      description: "Book a new appointment for a pet.",
      inputSchema: {
        pet_id: z.string(),
        vet_id: z.string(),
        scheduled_at: z.string().describe("ISO 8601 date-time"),
        visit_type: z.enum(VC_VISIT_TYPES),
        reason: z.string().optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async (args) => text({ visit_id: "VIS-009999", status: "SCHEDULED", ...args }),
  );

  server.registerTool(
    "invoices.record_payment",
    {
      title: "Record payment",
      description: "Record a payment against an invoice; marks it PAID when the balance reaches zero.",
      inputSchema: {
        invoice_id: z.string(),
        amount: z.number().positive(),
        method: z.enum(["CARD", "CASH", "CHECK"]),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ invoice_id, amount }) => text({ invoice_id, amount_applied: amount, status: "PAID" }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createVetClinicServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("vetclinic fixture server failed:", e);
      process.exit(1);
    });
}
