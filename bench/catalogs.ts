/**
 * Synthetic read-only MCP catalogs for the pipeline and payload benches (issue 12 items 1–2): 100,
 * 1,000 and 10,000 tools, generated deterministically (seeded PRNG, no randomness between runs) from
 * varied vocabularies — 15 business domains with their own entities and fields, read verbs, six
 * vendors' naming styles (`list_invoices`, `invoices.list`, `listInvoices`, `invoice-list`, …) and
 * their own parameter names (`query`/`q`/`search_text`, `limit`/`per_page`/`maxResults`, …). Tools are
 * spread over servers of 8–60 tools (a domain per server), each server trusted and every tool
 * annotated `readOnlyHint: true`, so every tool is eligible, as in a large read-only estate.
 * Questions are generated for tools of each catalog, each with the tool it is about (`gold`).
 *
 * GitHub's REST description (`@octokit/openapi`, api.github.com.json) is the real-world catalog,
 * when that package is installed; `githubDescription()` says where it was found or that it was not.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { McpToolDefinition } from "../lib/capabilities";

type Json = Record<string, unknown>;

interface Entity {
  name: string;
  plural: string;
  /** Record fields; the first is the identifier, the second a display name. */
  fields: string[];
  /** Values of the entity's status-like field. */
  statuses: string[];
  /** How identifiers of this entity look ("INV-"). */
  idPrefix: string;
}

/** "name|plural|ID prefix|statuses|fields" (the first field is the identifier, the second a display name). */
const e = (spec: string): Entity => {
  const [name, plural, idPrefix, statuses, fields] = spec.split("|");
  return { name, plural, idPrefix, statuses: statuses.split(" "), fields: fields.split(" ") };
};

const DOMAINS: Record<string, Entity[]> = {
  crm: [
    e("account|accounts|ACC-|active churned prospect|account_id name industry owner annual_revenue country"),
    e("contact|contacts|CT-|subscribed unsubscribed|contact_id full_name email phone title account_id"),
    e("lead|leads|LD-|new qualified disqualified|lead_id name source score campaign created_at"),
    e("opportunity|opportunities|OPP-|open won lost|opportunity_id title stage amount close_date owner"),
    e("activity|activities|ACT-|planned done|activity_id subject kind due_date contact_id"),
  ],
  billing: [
    e(
      "invoice|invoices|INV-|draft open paid overdue void|invoice_id number customer total currency due_date",
    ),
    e("payment|payments|PAY-|succeeded pending failed|payment_id reference amount method paid_at invoice_id"),
    e(
      "subscription|subscriptions|SUB-|trialing active canceled past_due|subscription_id plan customer renews_at seats",
    ),
    e("refund|refunds|RF-|requested issued rejected|refund_id reason amount payment_id created_at"),
    e("credit note|credit notes|CN-|issued applied|credit_note_id number amount invoice_id issued_at"),
  ],
  support: [
    e("ticket|tickets|TCK-|open pending solved closed|ticket_id subject priority requester assignee channel"),
    e("agent|agents|AG-|online away offline|agent_id name team email open_tickets"),
    e("macro|macros|MC-|enabled disabled|macro_id title usage_count category"),
    e(
      "satisfaction rating|satisfaction ratings|CSAT-|good bad offered|rating_id score comment ticket_id rated_at",
    ),
  ],
  inventory: [
    e("product|products|PRD-|active discontinued|product_id title category price brand"),
    e(
      "stock level|stock levels|STK-|in_stock low out_of_stock|stock_id sku warehouse quantity reorder_point",
    ),
    e("warehouse|warehouses|WH-|open closed|warehouse_id name city capacity manager"),
    e("supplier|suppliers|SUP-|approved blocked|supplier_id company country lead_time_days rating"),
    e(
      "purchase order|purchase orders|PO-|draft sent received cancelled|purchase_order_id number supplier_id total expected_at",
    ),
  ],
  hr: [
    e(
      "employee|employees|EMP-|active on_leave terminated|employee_id full_name department job_title hire_date manager",
    ),
    e(
      "leave request|leave requests|LV-|requested approved rejected|leave_request_id employee_id kind starts_on days",
    ),
    e(
      "job posting|job postings|JOB-|open filled paused|job_posting_id title location department salary_band",
    ),
    e(
      "candidate|candidates|CAN-|applied interviewing offered hired|candidate_id name email stage job_posting_id",
    ),
  ],
  devops: [
    e(
      "deployment|deployments|DEP-|queued running succeeded failed|deployment_id service environment version started_at",
    ),
    e("incident|incidents|INC-|triggered acknowledged resolved|incident_id title severity service opened_at"),
    e("alert|alerts|ALR-|firing silenced cleared|alert_id rule severity host fired_at"),
    e("build|builds|BLD-|passed failed running|build_id branch commit duration_s pipeline"),
    e("service|services|SVC-|healthy degraded down|service_id name tier owner_team language"),
  ],
  marketing: [
    e("campaign|campaigns|CMP-|scheduled running ended|campaign_id name channel budget starts_on"),
    e("audience|audiences|AUD-|building ready|audience_id name size source"),
    e("email send|email sends|ES-|sent bounced opened|send_id subject recipient campaign_id sent_at"),
    e("landing page|landing pages|LP-|published draft|page_id title url conversion_rate"),
  ],
  finance: [
    e("ledger entry|ledger entries|LE-|posted pending|entry_id account_code debit credit posted_on"),
    e("budget|budgets|BUD-|approved proposed|budget_id cost_center year amount spent"),
    e(
      "expense report|expense reports|EXP-|submitted approved reimbursed|expense_report_id employee total currency submitted_at",
    ),
    e("vendor bill|vendor bills|VB-|open paid disputed|bill_id vendor amount due_date po_number"),
  ],
  logistics: [
    e(
      "shipment|shipments|SHP-|label_created in_transit delivered exception|shipment_id tracking_number carrier origin destination",
    ),
    e("carrier|carriers|CAR-|active suspended|carrier_id name mode on_time_rate"),
    e("delivery route|delivery routes|RT-|planned dispatched completed|route_id driver stops depot date"),
    e("parcel|parcels|PCL-|sorted loaded delivered|parcel_id weight_kg shipment_id barcode"),
  ],
  analytics: [
    e("dashboard|dashboards|DB-|shared private|dashboard_id title owner views"),
    e("report|reports|RPT-|ready running failed|report_id name schedule last_run"),
    e("metric|metrics|MET-|tracked deprecated|metric_id key unit aggregation"),
    e("segment|segments|SEG-|active archived|segment_id name rule member_count"),
  ],
  legal: [
    e("contract|contracts|CTR-|draft signed expired|contract_id title counterparty value expires_on"),
    e("signature request|signature requests|SIG-|sent signed declined|request_id document signer sent_at"),
    e("matter|matters|MAT-|open closed|matter_id name practice_area lead_counsel"),
  ],
  education: [
    e("course|courses|CRS-|published archived|course_id title instructor credits term"),
    e("student|students|STU-|enrolled graduated withdrawn|student_id name email cohort gpa"),
    e("enrollment|enrollments|ENR-|active dropped completed|enrollment_id student_id course_id enrolled_on"),
    e("grade|grades|GRD-|final provisional|grade_id student_id course_id score letter"),
  ],
  healthcare: [
    e("patient|patients|PAT-|active inactive|patient_id name birth_date insurer primary_doctor"),
    e(
      "appointment|appointments|APT-|booked arrived cancelled no_show|appointment_id patient_id practitioner starts_at clinic",
    ),
    e("prescription|prescriptions|RX-|active expired|prescription_id drug dose patient_id prescribed_on"),
    e("lab result|lab results|LAB-|preliminary final|result_id test value patient_id collected_at"),
  ],
  travel: [
    e("booking|bookings|BK-|confirmed cancelled pending|booking_id traveler total booked_at channel"),
    e("flight|flights|FL-|scheduled delayed landed|flight_id number origin destination departs_at"),
    e(
      "hotel reservation|hotel reservations|HR-|reserved checked_in checked_out|reservation_id hotel city nights check_in",
    ),
    e("traveler|travelers|TRV-|verified unverified|traveler_id name loyalty_tier nationality"),
  ],
  realestate: [
    e("property|properties|PRP-|available let sold|property_id address city bedrooms price"),
    e("lease|leases|LSE-|active ended pending|lease_id property_id tenant_name rent ends_on"),
    e("viewing|viewings|VW-|scheduled done cancelled|viewing_id property_id visitor at"),
  ],
};

type Op = "list" | "search" | "get" | "count" | "by_owner" | "history" | "summary" | "recent";
const OPS: Op[] = ["list", "search", "get", "count", "by_owner", "history", "summary", "recent"];

/** A vendor: how it names tools and parameters. */
interface Vendor {
  id: string;
  name(op: Op, entity: Entity): string;
  query: string;
  limit: string;
  cursor: string;
  status: string;
  since: string;
  owner: string;
  envelope: string;
}

const words = (s: string) => s.split(/[\s_]+/);
const snake = (s: string) => words(s).join("_");
const camel = (s: string) =>
  words(s)
    .map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1)))
    .join("");
const kebab = (s: string) => words(s).join("-");
const VERB: Record<Op, string> = {
  list: "list",
  search: "search",
  get: "get",
  count: "count",
  by_owner: "list by owner",
  history: "get history",
  summary: "summarize",
  recent: "list recent",
};

const VENDORS: Vendor[] = [
  {
    id: "acme",
    name: (op, x) => snake(`${VERB[op]} ${op === "get" || op === "history" ? x.name : x.plural}`),
    query: "query",
    limit: "limit",
    cursor: "cursor",
    status: "status",
    since: "created_after",
    owner: "owner_id",
    envelope: "items",
  },
  {
    id: "dotted",
    name: (op, x) => `${snake(x.plural)}.${camel(VERB[op])}`,
    query: "q",
    limit: "per_page",
    cursor: "page",
    status: "state",
    since: "since",
    owner: "assignee",
    envelope: "data",
  },
  {
    id: "camel",
    name: (op, x) => camel(`${VERB[op]} ${op === "get" || op === "history" ? x.name : x.plural}`),
    query: "searchText",
    limit: "maxResults",
    cursor: "pageToken",
    status: "statusFilter",
    since: "createdFrom",
    owner: "ownerId",
    envelope: "results",
  },
  {
    id: "kebab",
    name: (op, x) => `${kebab(x.name)}-${kebab(VERB[op])}`,
    query: "term",
    limit: "page_size",
    cursor: "offset",
    status: "status",
    since: "from_date",
    owner: "owner",
    envelope: "records",
  },
  {
    id: "rest",
    name: (op, x) =>
      op === "get"
        ? `get_${snake(x.name)}_by_id`
        : op === "count"
          ? `${snake(x.plural)}_count`
          : `${snake(VERB[op]).replace(/^list_/, "fetch_")}_${snake(x.plural)}`,
    query: "keywords",
    limit: "top",
    cursor: "skip_token",
    status: "lifecycle_state",
    since: "modified_since",
    owner: "responsible",
    envelope: "value",
  },
  {
    id: "short",
    name: (op, x) => `${snake(x.name).slice(0, 12)}_${op}`,
    query: "text",
    limit: "count",
    cursor: "next",
    status: "status",
    since: "after",
    owner: "user",
    envelope: "entries",
  },
];

const DESCRIPTIONS: Record<Op, ((x: Entity, d: string) => string)[]> = {
  list: [
    (x) => `Lists ${x.plural}, newest first. Supports filtering by status and creation date; paginated.`,
    (x, d) => `Returns a page of ${x.plural} from the ${d} system.`,
    (x) => `Retrieve all ${x.plural} the caller can see, optionally filtered.`,
  ],
  search: [
    (x) => `Full-text search over ${x.plural} by ${x.fields[1].replace(/_/g, " ")} and other text fields.`,
    (x, d) => `Find ${x.plural} in ${d} whose name or description matches the given terms.`,
    (x) => `Search ${x.plural}. Every word of the query must match.`,
  ],
  get: [
    (x) => `Fetch a single ${x.name} by its identifier (e.g. ${x.idPrefix}1042).`,
    (x) => `Returns one ${x.name} record with all its fields.`,
    (x, d) => `Look up a ${x.name} in ${d} by id.`,
  ],
  count: [
    (x) => `Counts ${x.plural} matching the filters, without returning them.`,
    (x) => `Number of ${x.plural} per status or overall.`,
  ],
  by_owner: [
    (x) => `Lists the ${x.plural} assigned to a given person or team.`,
    (x) => `${x.plural[0].toUpperCase()}${x.plural.slice(1)} owned by one user.`,
  ],
  history: [
    (x) => `The change history (audit trail) of one ${x.name}: who changed what and when.`,
    (x) => `Timeline of events for a ${x.name}.`,
  ],
  summary: [
    (x) => `Aggregated statistics about ${x.plural}: totals per status and per month.`,
    (x, d) => `Summary figures for ${x.plural} in ${d} (counts, sums, averages).`,
  ],
  recent: [
    (x) => `The most recently updated ${x.plural}.`,
    (x) => `${x.plural[0].toUpperCase()}${x.plural.slice(1)} changed in the last days.`,
  ],
};

/** mulberry32: a small deterministic PRNG (same catalogs on every run). */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rand = ReturnType<typeof prng>;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];
function sample<T>(r: Rand, list: readonly T[], n: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

const str = (description: string, extra: Json = {}) => ({ type: "string", description, ...extra });
const int = (description: string, max: number) => ({
  type: "integer",
  minimum: 1,
  maximum: max,
  description,
});

function recordSchema(x: Entity): Json {
  const properties: Json = {};
  for (const f of x.fields)
    properties[f] =
      /(^|_)(amount|total|price|revenue|rent|value|budget|score|count|days|quantity|size|seats|gpa)(_|$)/.test(
        f,
      )
        ? { type: "number" }
        : { type: "string" };
  properties[snake("status")] = { type: "string", enum: x.statuses };
  return { type: "object", properties, required: [x.fields[0]] };
}

function inputSchema(op: Op, x: Entity, v: Vendor, r: Rand): Json {
  const properties: Json = {};
  const required: string[] = [];
  const id = x.fields[0];
  if (op === "get" || op === "history") {
    properties[id] = str(`The ${x.name}'s identifier, e.g. ${x.idPrefix}1042`);
    required.push(id);
  }
  if (op === "search") {
    properties[v.query] = str(`Words to search ${x.plural} for`);
    required.push(v.query);
  }
  if (op === "by_owner") {
    properties[v.owner] = str("Owner's user id or email");
    required.push(v.owner);
  }
  if (op !== "get" && op !== "history") {
    properties[v.status] = {
      type: "string",
      enum: x.statuses,
      description: `Only ${x.plural} in this status`,
    };
    if (r() < 0.7)
      properties[v.since] = str("ISO date; only records created on or after it", { format: "date" });
    // A couple of entity fields as filters, chosen per tool.
    for (const f of sample(r, x.fields.slice(2), 1 + Math.floor(r() * 2)))
      properties[f] = str(`Filter by ${f.replace(/_/g, " ")}`);
  }
  if (op === "list" || op === "search" || op === "by_owner" || op === "recent") {
    properties[v.limit] = int(`Maximum ${x.plural} per page`, pick(r, [50, 100, 200, 1000]));
    properties[v.cursor] = str("Continuation token from the previous page");
  }
  if (op === "summary") properties.group_by = { type: "string", enum: ["status", "month", "owner"] };
  return { type: "object", properties, ...(required.length ? { required } : {}) };
}

function outputSchema(op: Op, x: Entity, v: Vendor): Json | undefined {
  const record = recordSchema(x);
  if (op === "get") return record;
  if (op === "count")
    return { type: "object", properties: { count: { type: "integer" } }, required: ["count"] };
  // A list of plain string/integer records under one key.
  const listOf = (key: string, fields: Record<string, string>) => ({
    type: "object",
    properties: {
      [key]: {
        type: "array",
        items: {
          type: "object",
          properties: Object.fromEntries(Object.entries(fields).map(([f, type]) => [f, { type }])),
        },
      },
    },
  });
  if (op === "summary") return listOf("groups", { key: "string", count: "integer" });
  if (op === "history") return listOf("events", { at: "string", actor: "string", change: "string" });
  return {
    type: "object",
    properties: { [v.envelope]: { type: "array", items: record }, total: { type: "integer" } },
  };
}

export interface SyntheticServer {
  slug: string;
  name: string;
  domain: string;
  tools: McpToolDefinition[];
}

export interface SyntheticQuestion {
  q: string;
  /** The capability id of the tool the question is about. */
  gold: string;
}

export interface SyntheticCatalog {
  tools: number;
  servers: SyntheticServer[];
  questions: SyntheticQuestion[];
}

const PEOPLE = ["Maria Rossi", "Jonas Berg", "Aiko Tanaka", "Priya Nair", "Tom Becker", "Lena Novak"];
const TERMS = ["Berlin", "renewal", "enterprise", "urgent", "Q3", "migration", "premium", "Lisbon"];

function question(r: Rand, op: Op, x: Entity): string {
  const id = `${x.idPrefix}${1000 + Math.floor(r() * 9000)}`;
  const status = pick(r, x.statuses).replace(/_/g, " ");
  const person = pick(r, PEOPLE);
  const term = pick(r, TERMS);
  const forms: Record<Op, string[]> = {
    list: [`Show all ${status} ${x.plural}`, `List the ${x.plural}`],
    search: [`Find ${x.plural} matching "${term}"`, `Search ${x.plural} for ${term}`],
    get: [`Show ${x.name} ${id}`, `What are the details of ${x.name} ${id}?`],
    count: [`How many ${x.plural} are ${status}?`, `Count the ${status} ${x.plural}`],
    by_owner: [`Which ${x.plural} are assigned to ${person}?`, `${x.plural} owned by ${person}`],
    history: [`Show the change history of ${x.name} ${id}`, `Who changed ${x.name} ${id} and when?`],
    summary: [`Summarize ${x.plural} by status`, `Give me totals of ${x.plural} per month`],
    recent: [`What ${x.plural} changed recently?`, `Most recently updated ${x.plural}`],
  };
  return pick(r, forms[op]);
}

/**
 * The first `size` tools of one deterministic sequence of servers (domains in turn, each server a
 * vendor's subset of its domain's entities and read operations), and `questions` questions about
 * tools drawn from it.
 */
export function syntheticCatalog(size: number, questions = 20, seed = 12): SyntheticCatalog {
  const r = prng(seed);
  const domains = Object.keys(DOMAINS);
  const servers: SyntheticServer[] = [];
  const made: { server: SyntheticServer; tool: McpToolDefinition; op: Op; entity: Entity }[] = [];
  let total = 0;
  for (let n = 0; total < size; n++) {
    const domain = domains[n % domains.length];
    const vendor = VENDORS[Math.floor(n / domains.length) % VENDORS.length];
    const region = pick(r, ["eu", "us", "apac", "emea", "latam"]);
    const slug = `${domain}-${vendor.id}-${region}-${n}`;
    const entities = sample(r, DOMAINS[domain], 2 + Math.floor(r() * (DOMAINS[domain].length - 1)));
    const tools: McpToolDefinition[] = [];
    const server: SyntheticServer = { slug, name: `${domain} (${vendor.id}, ${region})`, domain, tools };
    for (const x of entities) {
      for (const op of sample(r, OPS, 4 + Math.floor(r() * 5))) {
        if (total + tools.length >= size) break;
        const out = outputSchema(op, x, vendor);
        const tool: McpToolDefinition = {
          name: vendor.name(op, x),
          description: pick(r, DESCRIPTIONS[op])(x, domain),
          inputSchema: inputSchema(op, x, vendor, r),
          annotations: { readOnlyHint: true, destructiveHint: false },
        };
        // Some servers declare output schemas, some do not (the host then learns shapes from results).
        if (out && r() < 0.65) tool.outputSchema = out;
        tools.push(tool);
        made.push({ server, tool, op, entity: x });
      }
    }
    total += tools.length;
    servers.push(server);
  }
  const qr = prng(seed + size);
  const asked: SyntheticQuestion[] = [];
  for (let i = 0; i < questions; i++) {
    const m = made[Math.floor(qr() * made.length)];
    asked.push({ q: question(qr, m.op, m.entity), gold: `mcp:${m.server.slug}/${m.tool.name}` });
  }
  return { tools: total, servers, questions: asked };
}

export interface GithubDescription {
  file?: string;
  document?: object;
  note: string;
}

/** GitHub's REST description from `@octokit/openapi`, if installed here (never downloaded). */
export function githubDescription(): GithubDescription {
  try {
    const require = createRequire(import.meta.url);
    const file = path.join(
      path.dirname(require.resolve("@octokit/openapi/package.json")),
      "generated/api.github.com.json",
    );
    if (!existsSync(file)) return { note: `no api.github.com.json in ${path.dirname(file)}` };
    const document = JSON.parse(readFileSync(file, "utf8")) as object;
    const version = (require("@octokit/openapi/package.json") as { version: string }).version;
    return { file: `@octokit/openapi@${version}/generated/api.github.com.json`, document, note: "found" };
  } catch (err) {
    return { note: `@octokit/openapi not installed (${(err as Error).message.split("\n")[0]})` };
  }
}

/** Questions a GitHub user asks; gold is the operation id the question is about. */
export const GITHUB_QUESTIONS: SyntheticQuestion[] = [
  { q: "List open pull requests of octocat/hello-world", gold: "api:github/pulls/list" },
  { q: "Show issues labeled bug in nodejs/node", gold: "api:github/issues/list-for-repo" },
  { q: "Who are the collaborators of octocat/hello-world?", gold: "api:github/repos/list-collaborators" },
  { q: "List releases of vercel/next.js", gold: "api:github/repos/list-releases" },
  { q: "Show workflow runs for octocat/hello-world", gold: "api:github/actions/list-workflow-runs-for-repo" },
  { q: "Get the user octocat", gold: "api:github/users/get-by-username" },
  { q: "List gists of user octocat", gold: "api:github/gists/list-for-user" },
  { q: "Show commits of nodejs/node", gold: "api:github/repos/list-commits" },
  { q: "List the teams of the github organization", gold: "api:github/teams/list" },
  { q: "Show the branches of octocat/hello-world", gold: "api:github/repos/list-branches" },
];
