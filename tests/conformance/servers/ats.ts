/**
 * Fixture "ats": the API of a small applicant-tracking vendor ("Hirewell") as it exposes it over
 * MCP — plain snake_case tools (`search_jobs`, `list_candidates`, `get_application`, …), every
 * result JSON text in one content block with no output schema, lists in an
 * `{ items, total, page, per_page }` envelope with `page`/`per_page` paging, lowercase enum values
 * with spaces (`phone screen`, `on hold`, `job board`), plain integer ids, candidates in one `name`
 * field, ISO dates. Parameters named the vendor's way: `q` (free text), `since`/`until` (a date
 * range on the record's main date), `min_salary`. `list_applications` takes `candidate_id` and
 * `job_id`, both optional. Two tools change data (`update_application_stage`, `create_offer`):
 * never approved. Written before the planner ran on it. Run over stdio:
 * `node --import tsx tests/conformance/servers/ats.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  ATS_DEPARTMENTS,
  ATS_EMPLOYMENT_TYPES,
  ATS_INTERVIEW_STATUSES,
  ATS_INTERVIEW_TYPES,
  ATS_JOB_STATUSES,
  ATS_LOCATIONS,
  ATS_OFFER_STATUSES,
  ATS_SOURCES,
  ATS_STAGES,
  atsData,
} from "./ats-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads. */
export const ATS_READ_TOOLS = [
  "search_jobs",
  "get_job",
  "list_candidates",
  "get_candidate",
  "list_applications",
  "get_application",
  "list_interviews",
  "list_offers",
  "list_hiring_managers",
];
export const ATS_WRITE_TOOLS = ["update_application_stage", "create_offer"];

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const notFound = (what: string, id: number) => ({
  isError: true,
  content: [
    {
      type: "text" as const,
      text: JSON.stringify({ error: "not_found", message: `${what} ${id} not found` }),
    },
  ],
});

const paging = {
  page: z.number().int().min(1).optional().describe("Page number, starting at 1"),
  per_page: z.number().int().min(1).max(100).optional().describe("Results per page (default 25, max 100)"),
};
const date = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe(what);
const page = <T>(rows: T[], p = 1, per = 25) => ({
  items: rows.slice((p - 1) * per, (p - 1) * per + per),
  total: rows.length,
  page: p,
  per_page: per,
});
const within = (value: string | null, since?: string, until?: string) =>
  (!since && !until) ||
  (value !== null && (!since || value.slice(0, 10) >= since) && (!until || value.slice(0, 10) <= until));
const matches = (hay: string, q?: string) =>
  !q ||
  q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.toLowerCase().includes(w));

export function createAtsServer(): McpServer {
  const { managers, jobs, candidates, applications, interviews, offers } = atsData();
  const server = new McpServer({ name: "hirewell", version: "2.3.1" });

  server.registerTool(
    "search_jobs",
    {
      title: "Search jobs",
      description: "Search job postings (requisitions). Results are ordered by id.",
      inputSchema: {
        q: z.string().optional().describe("Matches the job title"),
        status: z.enum(ATS_JOB_STATUSES).optional(),
        department: z.enum(ATS_DEPARTMENTS).optional(),
        location: z.enum(ATS_LOCATIONS).optional().describe("Office, or Remote"),
        employment_type: z.enum(ATS_EMPLOYMENT_TYPES).optional(),
        hiring_manager_id: z.number().int().optional().describe("Id of the hiring manager"),
        ...paging,
      },
      annotations: READ,
    },
    async ({ q, status, department, location, employment_type, hiring_manager_id, page: p, per_page }) => {
      const hits = jobs.filter(
        (j) =>
          matches(j.title, q) &&
          (!status || j.status === status) &&
          (!department || j.department === department) &&
          (!location || j.location === location) &&
          (!employment_type || j.employment_type === employment_type) &&
          (hiring_manager_id === undefined || j.hiring_manager_id === hiring_manager_id),
      );
      return text(page(hits, p, per_page));
    },
  );

  server.registerTool(
    "get_job",
    {
      title: "Get job",
      description: "Get a job posting by id.",
      inputSchema: { job_id: z.number().int() },
      annotations: READ,
    },
    async ({ job_id }) => {
      const j = jobs.find((x) => x.id === job_id);
      return j ? text(j) : notFound("job", job_id);
    },
  );

  server.registerTool(
    "list_candidates",
    {
      title: "List candidates",
      description:
        "List candidates in the talent pool, newest first. `since`/`until` filter on the date the candidate was added.",
      inputSchema: {
        q: z.string().optional().describe("Search name or email"),
        source: z.enum(ATS_SOURCES).optional().describe("Where the candidate came from"),
        since: date("Added on or after (YYYY-MM-DD)"),
        until: date("Added on or before (YYYY-MM-DD)"),
        ...paging,
      },
      annotations: READ,
    },
    async ({ q, source, since, until, page: p, per_page }) => {
      const hits = candidates
        .filter(
          (c) =>
            matches(`${c.name} ${c.email}`, q) &&
            (!source || c.source === source) &&
            within(c.created_at, since, until),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      return text(page(hits, p, per_page));
    },
  );

  server.registerTool(
    "get_candidate",
    {
      title: "Get candidate",
      description: "Get one candidate's profile.",
      inputSchema: { candidate_id: z.number().int() },
      annotations: READ,
    },
    async ({ candidate_id }) => {
      const c = candidates.find((x) => x.id === candidate_id);
      return c ? text(c) : notFound("candidate", candidate_id);
    },
  );

  server.registerTool(
    "list_applications",
    {
      title: "List applications",
      description:
        "List applications (a candidate applying to a job). Filter by candidate, by job, or both; by pipeline stage; `since`/`until` filter on the date applied.",
      inputSchema: {
        candidate_id: z.number().int().optional(),
        job_id: z.number().int().optional(),
        stage: z.enum(ATS_STAGES).optional().describe("Pipeline stage"),
        since: date("Applied on or after (YYYY-MM-DD)"),
        until: date("Applied on or before (YYYY-MM-DD)"),
        order: z.enum(["newest", "oldest"]).optional().describe("By date applied; default newest"),
        ...paging,
      },
      annotations: READ,
    },
    async ({ candidate_id, job_id, stage, since, until, order = "newest", page: p, per_page }) => {
      const hits = applications
        .filter(
          (a) =>
            (candidate_id === undefined || a.candidate_id === candidate_id) &&
            (job_id === undefined || a.job_id === job_id) &&
            (!stage || a.stage === stage) &&
            within(a.applied_at, since, until),
        )
        .sort(
          (a, b) => (order === "oldest" ? 1 : -1) * (a.applied_at.localeCompare(b.applied_at) || a.id - b.id),
        );
      return text(page(hits, p, per_page));
    },
  );

  server.registerTool(
    "get_application",
    {
      title: "Get application",
      description: "Get one application by id.",
      inputSchema: { application_id: z.number().int() },
      annotations: READ,
    },
    async ({ application_id }) => {
      const a = applications.find((x) => x.id === application_id);
      return a ? text(a) : notFound("application", application_id);
    },
  );

  server.registerTool(
    "list_interviews",
    {
      title: "List interviews",
      description: "Interviews, in time order. `since`/`until` filter on the interview date.",
      inputSchema: {
        candidate_id: z.number().int().optional(),
        application_id: z.number().int().optional(),
        type: z.enum(ATS_INTERVIEW_TYPES).optional(),
        status: z.enum(ATS_INTERVIEW_STATUSES).optional(),
        since: date("On or after (YYYY-MM-DD)"),
        until: date("On or before (YYYY-MM-DD)"),
        ...paging,
      },
      annotations: READ,
    },
    async ({ candidate_id, application_id, type, status, since, until, page: p, per_page }) => {
      const hits = interviews.filter(
        (i) =>
          (candidate_id === undefined || i.candidate_id === candidate_id) &&
          (application_id === undefined || i.application_id === application_id) &&
          (!type || i.type === type) &&
          (!status || i.status === status) &&
          within(i.scheduled_at, since, until),
      );
      return text(page(hits, p, per_page));
    },
  );

  server.registerTool(
    "list_offers",
    {
      title: "List offers",
      description: "Offers made to candidates. `since`/`until` filter on the date the offer was sent.",
      inputSchema: {
        status: z.enum(ATS_OFFER_STATUSES).optional(),
        candidate_id: z.number().int().optional(),
        job_id: z.number().int().optional(),
        min_salary: z
          .number()
          .int()
          .optional()
          .describe("Only offers with a base salary of at least this (USD/year)"),
        since: date("Sent on or after (YYYY-MM-DD)"),
        until: date("Sent on or before (YYYY-MM-DD)"),
        ...paging,
      },
      annotations: READ,
    },
    async ({ status, candidate_id, job_id, min_salary, since, until, page: p, per_page }) => {
      const hits = offers.filter(
        (o) =>
          (!status || o.status === status) &&
          (candidate_id === undefined || o.candidate_id === candidate_id) &&
          (job_id === undefined || o.job_id === job_id) &&
          (min_salary === undefined || o.salary >= min_salary) &&
          within(o.sent_at, since, until),
      );
      return text(page(hits, p, per_page));
    },
  );

  server.registerTool(
    "list_hiring_managers",
    {
      description: "Hiring managers.",
      inputSchema: { department: z.enum(ATS_DEPARTMENTS).optional() },
      annotations: READ,
    },
    async ({ department }) => {
      const hits = managers.filter((m) => !department || m.department === department);
      return text(page(hits, 1, 100));
    },
  );

  server.registerTool(
    "update_application_stage",
    {
      title: "Move application",
      description: "Move an application to another pipeline stage (e.g. reject or advance a candidate).",
      inputSchema: {
        application_id: z.number().int(),
        stage: z.enum(ATS_STAGES),
        note: z.string().optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ application_id, stage }) => text({ id: application_id, stage, updated_at: "2025-10-01" }),
  );

  server.registerTool(
    "create_offer",
    {
      title: "Create offer",
      description: "Draft an offer for an application.",
      inputSchema: {
        application_id: z.number().int(),
        salary: z.number().int().positive(),
        start_date: z.string().describe("YYYY-MM-DD"),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ application_id, salary, start_date }) =>
      text({ id: 9999, application_id, salary, start_date, status: "draft" }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createAtsServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("ats fixture server failed:", e);
      process.exit(1);
    });
}
