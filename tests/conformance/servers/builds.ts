/**
 * Fixture "builds": a CI/CD MCP server (GitLab-CI / Jenkins-like) written the way community Python
 * servers are written with FastMCP, and answering the way they answer — in TEXT meant for a model:
 * - snake_case tools whose descriptions are Python docstrings (a summary line, then an "Args:" section
 *   describing each parameter); input schemas as Pydantic writes them: every property carries only a
 *   `title` ("Project Id"), an optional one is `anyOf: [<form>, {type: "null"}]` with `default: null`,
 *   enums sit behind `$ref: "#/$defs/PipelineStatus"`;
 * - results are text in mixed styles: some list tools a markdown table with a header row, others bullet
 *   or numbered lines ("- #4812 · platform/api-gateway · main · failed · 2025-09-30 13:58 UTC · by Ana
 *   Souza (3m 12s)") after a first line "Found 23 pipelines (page 1 of 2):" or "No pipelines match.";
 *   get tools "Key: value" lines with a nested list or two; errors as "Error: project 'x' not found" text
 *   WITHOUT isError; no output schemas, no structuredContent;
 * - paging by `page` / `per_page` (default 20, at most 100), the text saying "page 1 of 7";
 * - `retry_pipeline`, `cancel_pipeline`, `run_pipeline` change things: never approved.
 * Written before the planner ran on it. Run over stdio: `node --import tsx tests/conformance/servers/builds.ts`.
 */
import { pathToFileURL } from "node:url";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { type BuildsData, buildsData, type Pipeline, type Project } from "./builds-data";

export const BUILDS_READ_TOOLS = [
  "list_projects",
  "get_project",
  "list_pipelines",
  "get_pipeline",
  "list_pipeline_jobs",
  "get_job_log",
  "list_runners",
  "list_environments",
  "list_deployments",
  "list_schedules",
  "list_users",
  "get_user",
];
export const BUILDS_WRITE_TOOLS = ["retry_pipeline", "cancel_pipeline", "run_pipeline"];

type Json = Record<string, unknown>;
type Param = { form: Json; required?: boolean; enumName?: string; default?: unknown };

const titled = (name: string) =>
  name
    .split("_")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");

/** The input schema FastMCP derives from a Python signature through Pydantic. */
function pydanticSchema(tool: string, params: Record<string, Param>): Json {
  const properties: Json = {};
  const required: string[] = [];
  const defs: Json = {};
  for (const [name, p] of Object.entries(params)) {
    let inner: Json = p.form;
    if (p.enumName) {
      defs[p.enumName] = { ...p.form, title: p.enumName };
      inner = { $ref: `#/$defs/${p.enumName}` };
    }
    if (p.required) {
      required.push(name);
      properties[name] = { ...inner, title: titled(name) };
    } else if (p.default !== undefined) {
      properties[name] = { ...inner, default: p.default, title: titled(name) };
    } else {
      properties[name] = { anyOf: [inner, { type: "null" }], default: null, title: titled(name) };
    }
  }
  return {
    ...(Object.keys(defs).length > 0 ? { $defs: defs } : {}),
    properties,
    ...(required.length > 0 ? { required } : {}),
    title: `${tool}Arguments`,
    type: "object",
  };
}

const str: Json = { type: "string" };
const int: Json = { type: "integer" };
const bool: Json = { type: "boolean" };
const en = (...values: string[]): Json => ({ enum: values, type: "string" });

const PAGING = `
    page: Page number to return (1-based). Defaults to 1.
    per_page: Number of results per page (max 100). Defaults to 20.`;
const paging: Record<string, Param> = {
  page: { form: int, default: 1 },
  per_page: { form: int, default: 20 },
};

const TOOLS: { name: string; description: string; params: Record<string, Param> }[] = [
  {
    name: "list_projects",
    description: `List the CI/CD projects you have access to.

Args:
    search: Return projects whose name or path contains this text.
    visibility: Limit by visibility (private, internal, public).${PAGING}

Returns:
    A markdown table of projects.`,
    params: {
      search: { form: str },
      visibility: { form: en("private", "internal", "public"), enumName: "Visibility" },
      ...paging,
    },
  },
  {
    name: "get_project",
    description: `Get details of a single project: default branch, environments, maintainers and its latest pipeline.

Args:
    project_id: The numeric project ID or its full path, e.g. 'platform/api-gateway'.`,
    params: { project_id: { form: str, required: true } },
  },
  {
    name: "list_pipelines",
    description: `List CI/CD pipelines, newest first, across all projects or for one project.

Args:
    project_id: The numeric project ID or full path (e.g. 'platform/api-gateway'). Omit for all projects.
    ref: Only pipelines of this branch or tag, e.g. 'main'.
    status: Only pipelines with this status.
    source: How the pipeline was triggered (push, schedule, merge_request, web, api, trigger).
    updated_after: Only pipelines updated after this date/time (ISO 8601, e.g. '2025-09-01T00:00:00Z').
    updated_before: Only pipelines updated before this date/time (ISO 8601).
    username: Only pipelines triggered by the user with this username (e.g. 'asouza').
    order_by: Order pipelines by id, status, ref or updated_at. Defaults to id.
    sort: Sort order, asc or desc. Defaults to desc.${PAGING}

Returns:
    One line per pipeline: id, project, ref, status, creation time, who triggered it and how long it ran.`,
    params: {
      project_id: { form: str },
      ref: { form: str },
      status: {
        form: en("created", "pending", "running", "success", "failed", "canceled", "skipped", "manual"),
        enumName: "PipelineStatus",
      },
      source: {
        form: en("push", "schedule", "merge_request", "web", "api", "trigger"),
        enumName: "PipelineSource",
      },
      updated_after: { form: str },
      updated_before: { form: str },
      username: { form: str },
      order_by: { form: en("id", "status", "ref", "updated_at"), enumName: "PipelineOrderBy" },
      sort: { form: en("asc", "desc"), enumName: "SortOrder" },
      ...paging,
    },
  },
  {
    name: "get_pipeline",
    description: `Get one pipeline: status, ref, commit, who triggered it, timing and its stages.

Args:
    pipeline_id: The pipeline ID (the number shown as #4812).`,
    params: { pipeline_id: { form: int, required: true } },
  },
  {
    name: "list_pipeline_jobs",
    description: `List the jobs of a pipeline with their stage, status, duration, runner and failure reason.

Args:
    pipeline_id: The pipeline ID.
    scope: Only jobs with this status (e.g. failed).`,
    params: {
      pipeline_id: { form: int, required: true },
      scope: {
        form: en("pending", "running", "failed", "success", "canceled", "skipped", "manual"),
        enumName: "JobScope",
      },
    },
  },
  {
    name: "get_job_log",
    description: `Get the last lines of a job's log (trace). Useful to see why a job failed.

Args:
    job_id: The job ID.
    lines: How many lines from the end of the log to return. Defaults to 50.`,
    params: { job_id: { form: int, required: true }, lines: { form: int, default: 50 } },
  },
  {
    name: "list_runners",
    description: `List the CI runners that execute jobs.

Args:
    status: Only runners with this status (online, offline, paused, stale).
    tag: Only runners carrying this tag, e.g. 'docker' or 'macos'.

Returns:
    A markdown table of runners.`,
    params: {
      status: { form: en("online", "offline", "paused", "stale"), enumName: "RunnerStatus" },
      tag: { form: str },
    },
  },
  {
    name: "list_environments",
    description: `List deployment environments (production, staging, qa, review) and their state.

Args:
    project_id: The numeric project ID or full path. Omit for all projects.
    name: Only environments with this name, e.g. 'production'.`,
    params: { project_id: { form: str }, name: { form: str } },
  },
  {
    name: "list_deployments",
    description: `List deployments to environments, newest first.

Args:
    project_id: The numeric project ID or full path. Omit for all projects.
    environment: Only deployments to this environment name, e.g. 'production' or 'staging'.
    status: Only deployments with this status.
    finished_after: Only deployments finished after this date/time (ISO 8601).
    finished_before: Only deployments finished before this date/time (ISO 8601).
    sort: Sort order by finish time, asc or desc. Defaults to desc.${PAGING}`,
    params: {
      project_id: { form: str },
      environment: { form: str },
      status: { form: en("running", "success", "failed", "canceled"), enumName: "DeploymentStatus" },
      finished_after: { form: str },
      finished_before: { form: str },
      sort: { form: en("asc", "desc"), enumName: "SortOrder" },
      ...paging,
    },
  },
  {
    name: "list_schedules",
    description: `List pipeline schedules (cron-triggered pipelines).

Args:
    project_id: The numeric project ID or full path. Omit for all projects.
    active: Only active (true) or inactive (false) schedules.`,
    params: { project_id: { form: str }, active: { form: bool } },
  },
  {
    name: "list_users",
    description: `List users of the CI/CD instance.

Args:
    search: Return users whose name, username or email contains this text.
    active: Only active (true) or blocked (false) users.${PAGING}`,
    params: { search: { form: str }, active: { form: bool }, ...paging },
  },
  {
    name: "get_user",
    description: `Get a user's profile: name, username, team, role and their recent pipelines.

Args:
    user: The username (e.g. 'asouza') or numeric user ID.`,
    params: { user: { form: str, required: true } },
  },
  {
    name: "retry_pipeline",
    description: `Retry the failed jobs of a pipeline.

Args:
    pipeline_id: The pipeline ID.`,
    params: { pipeline_id: { form: int, required: true } },
  },
  {
    name: "cancel_pipeline",
    description: `Cancel a running pipeline.

Args:
    pipeline_id: The pipeline ID.`,
    params: { pipeline_id: { form: int, required: true } },
  },
  {
    name: "run_pipeline",
    description: `Trigger a new pipeline for a branch.

Args:
    project_id: The numeric project ID or full path.
    ref: The branch or tag to run, e.g. 'main'.
    variables: Optional CI variables as KEY=value pairs separated by commas.`,
    params: {
      project_id: { form: str, required: true },
      ref: { form: str, required: true },
      variables: { form: str },
    },
  },
];

const text = (s: string) => ({ content: [{ type: "text" as const, text: s }] });
const error = (s: string) => text(`Error: ${s}`);

const pad = (n: number) => String(n).padStart(2, "0");
export const when = (isoDate: string | null) =>
  isoDate ? `${isoDate.slice(0, 10)} ${isoDate.slice(11, 16)} UTC` : "—";
export const took = (secs: number | null) => {
  if (secs === null) return "—";
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  const s = secs % 60;
  return h > 0 ? `${h}h ${pad(m)}m` : `${m}m ${pad(s)}s`;
};

/** A date or date-time as people pass it; NaN when unreadable. */
const readDate = (value: string) =>
  Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

function table(headers: string[], rows: (string | number)[][]): string {
  const cell = (v: string | number) => String(v).replace(/\|/g, "\\|");
  return [
    `| ${headers.join(" | ")} |`,
    `|${headers.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`),
  ].join("\n");
}

export function createBuildsServer(data: BuildsData = buildsData()): Server {
  const server = new Server({ name: "ci-builds-mcp", version: "0.4.1" }, { capabilities: { tools: {} } });
  const { users, projects, pipelines, runners, environments, deployments, schedules } = data;
  const userBy = (username: string) => users.find((u) => u.username === username);
  const nameOf = (username: string) => userBy(username)?.name ?? username;
  const projectOf = (id: number) => projects.find((p) => p.id === id) as Project;
  const findProject = (ref: string): Project | undefined => {
    const key = ref.trim().toLowerCase();
    return projects.find(
      (p) => String(p.id) === key || p.path === key || p.path === decodeURIComponent(key) || p.name === key,
    );
  };

  /** Paging by page/per_page; a text error when out of range. */
  function paged<T>(items: T[], args: Json): { slice: T[]; page: number; pages: number } | string {
    const perPage = args.per_page == null ? 20 : Number(args.per_page);
    const page = args.page == null ? 1 : Number(args.page);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      return "per_page must be between 1 and 100";
    if (!Number.isInteger(page) || page < 1) return "page must be 1 or more";
    const pages = Math.max(1, Math.ceil(items.length / perPage));
    return { slice: items.slice((page - 1) * perPage, page * perPage), page, pages };
  }
  const header = (n: number, noun: string, page: number, pages: number) =>
    `Found ${n} ${n === 1 ? noun.replace(/s$/, "") : noun}${pages > 1 ? ` (page ${page} of ${pages})` : ""}:`;

  const pipelineLine = (p: Pipeline) =>
    `#${p.id} · ${projectOf(p.project_id).path} · ${p.ref} · ${p.status} · ${when(p.created_at)} · by ${nameOf(p.username)} (${took(p.duration)})`;

  const handlers: Record<string, (a: Json) => ReturnType<typeof text>> = {
    list_projects(a) {
      let out = [...projects];
      if (a.search) {
        const s = String(a.search).toLowerCase();
        out = out.filter((p) => p.path.includes(s) || p.description.toLowerCase().includes(s));
      }
      if (a.visibility) out = out.filter((p) => p.visibility === a.visibility);
      if (out.length === 0) return text("No projects match.");
      const pg = paged(out, a);
      if (typeof pg === "string") return error(pg);
      const last = (p: Project) => pipelines.filter((x) => x.project_id === p.id).at(-1);
      return text(
        `${header(out.length, "projects", pg.page, pg.pages)}\n\n${table(
          ["ID", "Path", "Default branch", "Visibility", "Language", "Last pipeline"],
          pg.slice.map((p) => {
            const l = last(p);
            return [
              p.id,
              p.path,
              p.default_branch,
              p.visibility,
              p.language,
              l ? `#${l.id} ${l.status}` : "—",
            ];
          }),
        )}`,
      );
    },
    get_project(a) {
      const p = findProject(String(a.project_id ?? ""));
      if (!p) return error(`project '${a.project_id}' not found`);
      const last = pipelines.filter((x) => x.project_id === p.id).at(-1);
      const envs = environments.filter((e) => e.project_id === p.id);
      return text(
        [
          `Project: ${p.path}`,
          `ID: ${p.id}`,
          `Description: ${p.description}`,
          `Default branch: ${p.default_branch}`,
          `Visibility: ${p.visibility}`,
          `Language: ${p.language}`,
          `Created: ${when(p.created_at)}`,
          `Latest pipeline: ${last ? pipelineLine(last) : "none"}`,
          "Maintainers:",
          ...p.maintainers.map((m) => `  - ${nameOf(m)} (@${m})`),
          `Environments: ${envs.length === 0 ? "none" : ""}`,
          ...envs.map((e) => `  - ${e.name} (${e.state}) ${e.external_url}`),
        ].join("\n"),
      );
    },
    list_pipelines(a) {
      let out = [...pipelines];
      if (a.project_id != null) {
        const p = findProject(String(a.project_id));
        if (!p) return error(`project '${a.project_id}' not found`);
        out = out.filter((x) => x.project_id === p.id);
      }
      if (a.ref) out = out.filter((x) => x.ref === a.ref);
      if (a.status) out = out.filter((x) => x.status === a.status);
      if (a.source) out = out.filter((x) => x.source === a.source);
      if (a.username) {
        if (!userBy(String(a.username))) return error(`user '${a.username}' not found`);
        out = out.filter((x) => x.username === a.username);
      }
      for (const [key, after] of [
        ["updated_after", true],
        ["updated_before", false],
      ] as const) {
        if (a[key] == null) continue;
        const t = readDate(String(a[key]));
        if (Number.isNaN(t)) return error(`invalid date '${a[key]}' for ${key}; use ISO 8601`);
        out = out.filter((x) => (after ? Date.parse(x.updated_at) > t : Date.parse(x.updated_at) < t));
      }
      const by = String(a.order_by ?? "id");
      const key = (p: Pipeline) =>
        by === "updated_at" ? p.updated_at : by === "status" ? p.status : by === "ref" ? p.ref : p.id;
      out.sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : x.id - y.id));
      if (a.sort !== "asc") out.reverse();
      if (out.length === 0) return text("No pipelines match.");
      const pg = paged(out, a);
      if (typeof pg === "string") return error(pg);
      return text(
        `${header(out.length, "pipelines", pg.page, pg.pages)}\n${pg.slice.map((p) => `- ${pipelineLine(p)}`).join("\n")}`,
      );
    },
    get_pipeline(a) {
      const p = pipelines.find((x) => x.id === Number(a.pipeline_id));
      if (!p) return error(`pipeline ${a.pipeline_id} not found`);
      const jobs = data.jobsOf(p);
      const stages = [...new Set(jobs.map((j) => j.stage))];
      const u = userBy(p.username);
      return text(
        [
          `Pipeline #${p.id}`,
          `Project: ${projectOf(p.project_id).path}`,
          `Ref: ${p.ref}`,
          `Status: ${p.status}`,
          `Source: ${p.source}`,
          `Triggered by: ${u?.name ?? p.username} (@${p.username})`,
          `Commit: ${p.sha} ${p.commit_title}`,
          `Created: ${when(p.created_at)}`,
          `Started: ${when(p.started_at)}`,
          `Finished: ${when(p.finished_at)}`,
          `Duration: ${took(p.duration)}`,
          "Stages:",
          ...stages.map((s) => {
            const js = jobs.filter((j) => j.stage === s);
            const st = js.some((j) => j.status === "failed" && !j.allow_failure)
              ? "failed"
              : js.every((j) => j.status === "success")
                ? "success"
                : js[0].status;
            return `  - ${s}: ${st} (${js.map((j) => j.name).join(", ")})`;
          }),
        ].join("\n"),
      );
    },
    list_pipeline_jobs(a) {
      const p = pipelines.find((x) => x.id === Number(a.pipeline_id));
      if (!p) return error(`pipeline ${a.pipeline_id} not found`);
      let jobs = data.jobsOf(p);
      if (a.scope) jobs = jobs.filter((j) => j.status === a.scope);
      if (jobs.length === 0) return text(`No jobs match in pipeline #${p.id}.`);
      const runner = (id: number | null) =>
        id === null ? "—" : (runners.find((r) => r.id === id)?.description ?? id);
      return text(
        `Pipeline #${p.id} has ${jobs.length} job${jobs.length === 1 ? "" : "s"}:\n\n${table(
          ["Job ID", "Name", "Stage", "Status", "Duration", "Runner", "Failure reason"],
          jobs.map((j) => [
            j.id,
            j.name,
            j.stage,
            j.status,
            took(j.duration),
            runner(j.runner_id),
            j.failure_reason ?? "",
          ]),
        )}`,
      );
    },
    get_job_log(a) {
      const id = Number(a.job_id);
      const p = pipelines.find((x) => x.id === Math.floor(id / 10));
      const job = p ? data.jobsOf(p).find((j) => j.id === id) : undefined;
      if (!job) return error(`job ${a.job_id} not found`);
      const n = a.lines == null ? 50 : Number(a.lines);
      const lines = data.logOf(job);
      return text(lines.slice(Math.max(0, lines.length - n)).join("\n"));
    },
    list_runners(a) {
      let out = [...runners];
      if (a.status) out = out.filter((r) => r.status === a.status);
      if (a.tag) out = out.filter((r) => r.tags.includes(String(a.tag).toLowerCase()));
      if (out.length === 0) return text("No runners match.");
      return text(
        `${header(out.length, "runners", 1, 1)}\n\n${table(
          ["ID", "Description", "Status", "Type", "Tags", "Platform", "Version", "Last contact"],
          out.map((r) => [
            r.id,
            r.description,
            r.status,
            r.runner_type,
            r.tags.join(", "),
            r.platform,
            r.version,
            when(r.contacted_at),
          ]),
        )}`,
      );
    },
    list_environments(a) {
      let out = [...environments];
      if (a.project_id != null) {
        const p = findProject(String(a.project_id));
        if (!p) return error(`project '${a.project_id}' not found`);
        out = out.filter((e) => e.project_id === p.id);
      }
      if (a.name) out = out.filter((e) => e.name === String(a.name).toLowerCase());
      if (out.length === 0) return text("No environments match.");
      const lastDeploy = (e: (typeof environments)[number]) =>
        deployments.filter((d) => d.project_id === e.project_id && d.environment === e.name).at(-1);
      return text(
        `${header(out.length, "environments", 1, 1)}\n${out
          .map((e) => {
            const d = lastDeploy(e);
            return `- ${e.name} (id: ${e.id}) · ${projectOf(e.project_id).path} · ${e.state} · ${e.external_url} · last deployed ${
              d ? `${when(d.finished_at)} by ${nameOf(d.username)}` : "never"
            }`;
          })
          .join("\n")}`,
      );
    },
    list_deployments(a) {
      let out = [...deployments];
      if (a.project_id != null) {
        const p = findProject(String(a.project_id));
        if (!p) return error(`project '${a.project_id}' not found`);
        out = out.filter((d) => d.project_id === p.id);
      }
      if (a.environment) out = out.filter((d) => d.environment === String(a.environment).toLowerCase());
      if (a.status) out = out.filter((d) => d.status === a.status);
      for (const [key, after] of [
        ["finished_after", true],
        ["finished_before", false],
      ] as const) {
        if (a[key] == null) continue;
        const t = readDate(String(a[key]));
        if (Number.isNaN(t)) return error(`invalid date '${a[key]}' for ${key}; use ISO 8601`);
        out = out.filter(
          (d) =>
            d.finished_at !== null && (after ? Date.parse(d.finished_at) > t : Date.parse(d.finished_at) < t),
        );
      }
      out.sort((x, y) => ((x.finished_at ?? "") < (y.finished_at ?? "") ? -1 : 1));
      if (a.sort !== "asc") out.reverse();
      if (out.length === 0) return text("No deployments match.");
      const pg = paged(out, a);
      if (typeof pg === "string") return error(pg);
      const first = (pg.page - 1) * (a.per_page == null ? 20 : Number(a.per_page));
      return text(
        `${header(out.length, "deployments", pg.page, pg.pages)}\n${pg.slice
          .map(
            (d, i) =>
              `${first + i + 1}. Deployment ${d.id} — ${projectOf(d.project_id).path} → ${d.environment} — ${d.status} — finished ${when(
                d.finished_at,
              )} — by ${nameOf(d.username)} — pipeline #${d.pipeline_id} (${d.ref} @ ${d.sha})`,
          )
          .join("\n")}`,
      );
    },
    list_schedules(a) {
      let out = [...schedules];
      if (a.project_id != null) {
        const p = findProject(String(a.project_id));
        if (!p) return error(`project '${a.project_id}' not found`);
        out = out.filter((s) => s.project_id === p.id);
      }
      if (a.active != null) out = out.filter((s) => s.active === (a.active === true || a.active === "true"));
      if (out.length === 0) return text("No schedules match.");
      return text(
        `${header(out.length, "schedules", 1, 1)}\n\n${table(
          ["ID", "Project", "Description", "Ref", "Cron", "Active", "Owner", "Next run", "Last pipeline"],
          out.map((s) => [
            s.id,
            projectOf(s.project_id).path,
            s.description,
            s.ref,
            s.cron,
            s.active ? "yes" : "no",
            nameOf(s.owner),
            s.active ? when(s.next_run_at) : "—",
            s.last_pipeline_id ? `#${s.last_pipeline_id}` : "—",
          ]),
        )}`,
      );
    },
    list_users(a) {
      let out = [...users];
      if (a.search) {
        const s = String(a.search).toLowerCase();
        out = out.filter(
          (u) => u.name.toLowerCase().includes(s) || u.username.includes(s) || u.email.includes(s),
        );
      }
      if (a.active != null) {
        const active = a.active === true || a.active === "true";
        out = out.filter((u) => (u.state === "active") === active);
      }
      if (out.length === 0) return text("No users match.");
      const pg = paged(out, a);
      if (typeof pg === "string") return error(pg);
      return text(
        `${header(out.length, "users", pg.page, pg.pages)}\n${pg.slice
          .map(
            (u) =>
              `- ${u.name} (@${u.username}, id: ${u.id}) · ${u.team} · ${u.role} · ${u.email}${u.state === "blocked" ? " · blocked" : ""}`,
          )
          .join("\n")}`,
      );
    },
    get_user(a) {
      const key = String(a.user ?? "").replace(/^@/, "");
      const u = users.find((x) => x.username === key || String(x.id) === key);
      if (!u) return error(`user '${a.user}' not found`);
      const recent = pipelines
        .filter((p) => p.username === u.username)
        .slice(-5)
        .reverse();
      return text(
        [
          `Name: ${u.name}`,
          `Username: @${u.username}`,
          `ID: ${u.id}`,
          `Email: ${u.email}`,
          `Team: ${u.team}`,
          `Role: ${u.role}`,
          `State: ${u.state}`,
          `Member since: ${u.created_at.slice(0, 10)}`,
          "Recent pipelines:",
          ...(recent.length ? recent.map((p) => `  - ${pipelineLine(p)}`) : ["  (none)"]),
        ].join("\n"),
      );
    },
    retry_pipeline: (a) => text(`Pipeline #${a.pipeline_id} retried: new jobs queued.`),
    cancel_pipeline: (a) => text(`Pipeline #${a.pipeline_id} canceled.`),
    run_pipeline: (a) => text(`Pipeline #4813 created for ${a.project_id} on ${a.ref}.`),
  };

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: pydanticSchema(t.name, t.params),
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const handler = handlers[request.params.name];
    if (!handler) return error(`unknown tool '${request.params.name}'`);
    const args = (request.params.arguments ?? {}) as Json;
    const tool = TOOLS.find((t) => t.name === request.params.name);
    for (const [name, p] of Object.entries(tool?.params ?? {}))
      if (p.required && (args[name] === undefined || args[name] === null || args[name] === ""))
        return error(`missing required argument '${name}'`);
    return handler(args);
  });
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createBuildsServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("builds fixture server failed:", e);
      process.exit(1);
    });
}
