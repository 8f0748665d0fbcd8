/**
 * Fixture "recruiting": an applicant-tracking vendor's MCP server in the style of the third-party
 * Greenhouse / Lever servers — snake_case tools (`list_candidates`, `get_job`, `search_candidates`
 * …), every result JSON text in one content block with no output schema, annotations only a
 * `readOnlyHint` on some reads, lists in a `{ results, next_cursor, total }` envelope paged by an
 * opaque `cursor` and `per_page` (max 100), timestamps filtered by `created_after` /
 * `created_before` / `updated_after` / `updated_before` (ISO 8601 datetimes), interviews by
 * `starts_after` / `starts_before`, integer foreign keys `job_id` / `candidate_id` /
 * `department_id`, `status` enums, a free-text `stage`. Three tools change data
 * (`advance_application`, `reject_application`, `create_candidate`): never approved. Written before
 * the planner ran on it. Run over stdio: `node --import tsx tests/conformance/servers/recruiting.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  APPLICATION_STATUSES,
  INTERVIEW_STATUSES,
  JOB_STATUSES,
  OFFER_STATUSES,
  recruitingData,
} from "./recruiting-data";

/** The tools an admin approves as reads. */
export const RECRUITING_READ_TOOLS = [
  "list_candidates",
  "get_candidate",
  "search_candidates",
  "list_applications",
  "list_jobs",
  "get_job",
  "list_interviews",
  "list_offers",
  "list_departments",
];
export const RECRUITING_WRITE_TOOLS = ["advance_application", "reject_application", "create_candidate"];

const READ = { readOnlyHint: true };
const text = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }],
});
const fail = (error: string, message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: JSON.stringify({ error, message }) }],
});

const paging = {
  per_page: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe("Number of results per page (default 25, max 100)"),
  cursor: z.string().optional().describe("Cursor from a previous response's next_cursor"),
};
const stamp = (what: string) =>
  z.string().optional().describe(`${what} (ISO 8601, e.g. 2025-09-01T00:00:00Z)`);
const timeFilters = (noun: string) => ({
  created_after: stamp(`Only ${noun} created at or after this timestamp`),
  created_before: stamp(`Only ${noun} created before this timestamp`),
  updated_after: stamp(`Only ${noun} updated at or after this timestamp`),
  updated_before: stamp(`Only ${noun} updated before this timestamp`),
});

/** A timestamp parameter as the vendor parses it: a full datetime, or a date read as midnight UTC. */
function instant(value: string | undefined, name: string): number | undefined | Error {
  if (value === undefined || value === "") return undefined;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(ms) ? new Error(`${name} must be an ISO 8601 timestamp`) : ms;
}
type Range = {
  created_after?: string;
  created_before?: string;
  updated_after?: string;
  updated_before?: string;
};
/** The records whose timestamps fall in the asked ranges; an Error for an unreadable bound. */
function inRanges<T>(
  rows: T[],
  bounds: [string, (r: T) => string | null, "after" | "before", string | undefined][],
) {
  const parsed: [(r: T) => string | null, "after" | "before", number][] = [];
  for (const [name, get, side, raw] of bounds) {
    const v = instant(raw, name);
    if (v instanceof Error) return v;
    if (v !== undefined) parsed.push([get, side, v]);
  }
  return rows.filter((r) =>
    parsed.every(([get, side, bound]) => {
      const value = get(r);
      if (value === null) return false;
      const t = Date.parse(value);
      return side === "after" ? t >= bound : t < bound;
    }),
  );
}
const timeBounds = <T extends { created_at: string; updated_at: string }>(a: Range) =>
  [
    ["created_after", (r: T) => r.created_at, "after", a.created_after],
    ["created_before", (r: T) => r.created_at, "before", a.created_before],
    ["updated_after", (r: T) => r.updated_at, "after", a.updated_after],
    ["updated_before", (r: T) => r.updated_at, "before", a.updated_before],
  ] as [string, (r: T) => string | null, "after" | "before", string | undefined][];

function page<T>(rows: T[] | Error, cursor?: string, perPage = 25) {
  if (rows instanceof Error) return fail("invalid_parameter", rows.message);
  let offset = 0;
  if (cursor) {
    const decoded = Number(Buffer.from(cursor, "base64url").toString("utf8").replace(/^o:/, ""));
    if (!Number.isInteger(decoded) || decoded < 0) return fail("invalid_cursor", "cursor is not valid");
    offset = decoded;
  }
  const results = rows.slice(offset, offset + perPage);
  const next =
    offset + perPage < rows.length ? Buffer.from(`o:${offset + perPage}`).toString("base64url") : null;
  return text({ results, next_cursor: next, total: rows.length });
}

export function createRecruitingServer(): McpServer {
  const { departments, jobs, candidates, applications, interviews, offers } = recruitingData();
  const server = new McpServer({ name: "talentdesk-mcp", version: "0.9.4" });

  server.registerTool(
    "list_candidates",
    {
      description: "List candidates. Results ordered by id.",
      inputSchema: {
        job_id: z.number().int().optional().describe("Only candidates who applied to this job"),
        email: z.string().optional().describe("Exact email address"),
        ...timeFilters("candidates"),
        ...paging,
      },
      annotations: READ,
    },
    async (a) => {
      const applied = (id: number) =>
        applications.some((x) => x.candidate_id === id && x.job_id === a.job_id);
      const base = candidates.filter(
        (c) =>
          (a.job_id === undefined || applied(c.id)) &&
          (!a.email || c.email_addresses.some((e) => e.value.toLowerCase() === a.email?.toLowerCase())),
      );
      return page(inRanges(base, timeBounds(a)), a.cursor, a.per_page);
    },
  );

  server.registerTool(
    "get_candidate",
    {
      description: "Retrieve a candidate by ID.",
      inputSchema: { candidate_id: z.number().int() },
      annotations: READ,
    },
    async ({ candidate_id }) => {
      const c = candidates.find((x) => x.id === candidate_id);
      return c ? text(c) : fail("not_found", `Candidate ${candidate_id} not found`);
    },
  );

  server.registerTool(
    "search_candidates",
    {
      description: "Full-text search over candidate name, email and current company.",
      inputSchema: { query: z.string().describe("Search terms"), ...paging },
    },
    async ({ query, cursor, per_page }) => {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const hits = candidates.filter((c) => {
        const hay =
          `${c.first_name} ${c.last_name} ${c.company ?? ""} ${c.email_addresses.map((e) => e.value).join(" ")}`.toLowerCase();
        return words.every((w) => hay.includes(w));
      });
      return page(hits, cursor, per_page);
    },
  );

  server.registerTool(
    "list_applications",
    {
      description:
        "List applications. An application is one candidate applying to one job. `created_at` is when the candidate applied.",
      inputSchema: {
        job_id: z.number().int().optional(),
        candidate_id: z.number().int().optional(),
        status: z.enum(APPLICATION_STATUSES).optional(),
        stage: z.string().optional().describe('Current interview stage name, e.g. "Phone Screen", "Onsite"'),
        ...timeFilters("applications"),
        ...paging,
      },
      annotations: READ,
    },
    async (a) => {
      const base = applications.filter(
        (x) =>
          (a.job_id === undefined || x.job_id === a.job_id) &&
          (a.candidate_id === undefined || x.candidate_id === a.candidate_id) &&
          (!a.status || x.status === a.status) &&
          (!a.stage || x.stage.toLowerCase() === a.stage.trim().toLowerCase()),
      );
      return page(inRanges(base, timeBounds(a)), a.cursor, a.per_page);
    },
  );

  server.registerTool(
    "list_jobs",
    {
      description: "List jobs (requisitions).",
      inputSchema: {
        status: z.enum(JOB_STATUSES).optional(),
        department_id: z.number().int().optional(),
        ...timeFilters("jobs"),
        ...paging,
      },
      annotations: READ,
    },
    async (a) => {
      const base = jobs.filter(
        (j) =>
          (!a.status || j.status === a.status) &&
          (a.department_id === undefined || j.department_id === a.department_id),
      );
      return page(inRanges(base, timeBounds(a)), a.cursor, a.per_page);
    },
  );

  server.registerTool(
    "get_job",
    {
      description: "Retrieve a job by ID.",
      inputSchema: { job_id: z.number().int() },
      annotations: READ,
    },
    async ({ job_id }) => {
      const j = jobs.find((x) => x.id === job_id);
      return j ? text(j) : fail("not_found", `Job ${job_id} not found`);
    },
  );

  server.registerTool(
    "list_interviews",
    {
      description: "List scheduled interviews, ordered by start time.",
      inputSchema: {
        application_id: z.number().int().optional(),
        job_id: z.number().int().optional(),
        candidate_id: z.number().int().optional(),
        status: z.enum(INTERVIEW_STATUSES).optional(),
        starts_after: stamp("Only interviews starting at or after this time"),
        starts_before: stamp("Only interviews starting before this time"),
        ...paging,
      },
    },
    async (a) => {
      const base = interviews.filter(
        (i) =>
          (a.application_id === undefined || i.application_id === a.application_id) &&
          (a.job_id === undefined || i.job_id === a.job_id) &&
          (a.candidate_id === undefined || i.candidate_id === a.candidate_id) &&
          (!a.status || i.status === a.status),
      );
      const rows = inRanges(base, [
        ["starts_after", (i) => i.scheduled_at, "after", a.starts_after],
        ["starts_before", (i) => i.scheduled_at, "before", a.starts_before],
      ]);
      return page(rows, a.cursor, a.per_page);
    },
  );

  server.registerTool(
    "list_offers",
    {
      description: "List offers. `updated_at` changes when the candidate accepts or declines.",
      inputSchema: {
        status: z.enum(OFFER_STATUSES).optional(),
        job_id: z.number().int().optional(),
        candidate_id: z.number().int().optional(),
        ...timeFilters("offers"),
        ...paging,
      },
      annotations: READ,
    },
    async (a) => {
      const base = offers.filter(
        (o) =>
          (!a.status || o.status === a.status) &&
          (a.job_id === undefined || o.job_id === a.job_id) &&
          (a.candidate_id === undefined || o.candidate_id === a.candidate_id),
      );
      return page(inRanges(base, timeBounds(a)), a.cursor, a.per_page);
    },
  );

  server.registerTool(
    "list_departments",
    {
      description: "List departments.",
      inputSchema: { ...paging },
    },
    async ({ cursor, per_page }) => page(departments, cursor, per_page),
  );

  server.registerTool(
    "advance_application",
    {
      description: "Move an application to the next stage of its job's interview plan.",
      inputSchema: {
        application_id: z.number().int(),
        from_stage: z.string().optional().describe("The stage it is expected to be in now"),
      },
    },
    async ({ application_id }) => text({ id: application_id, status: "active", stage: "Onsite" }),
  );

  server.registerTool(
    "reject_application",
    {
      description: "Reject an application.",
      inputSchema: {
        application_id: z.number().int(),
        rejection_reason: z.string().optional(),
        notes: z.string().optional(),
      },
    },
    async ({ application_id, rejection_reason }) =>
      text({ id: application_id, status: "rejected", rejection_reason: rejection_reason ?? null }),
  );

  server.registerTool(
    "create_candidate",
    {
      description: "Create a new candidate.",
      inputSchema: {
        first_name: z.string(),
        last_name: z.string(),
        email: z.string().optional(),
        company: z.string().optional(),
      },
    },
    async ({ first_name, last_name }) => text({ id: 3151, first_name, last_name }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createRecruitingServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("recruiting fixture server failed:", e);
      process.exit(1);
    });
}
