/**
 * Conformance fixture "codehost": a code host in the convention of the hosted code host's own MCP
 * server, written after the planner — snake_case read tools taking `owner` + `repo` (both
 * required) and a per-repository `issue_number`/`pull_number`, `page`/`perPage` paging with no
 * total, lists answered as bare JSON arrays of REST objects (nested `user: { login }`,
 * `labels: [{ name, color }]`, ISO timestamps), search tools taking the host's search syntax in
 * one string (`is:issue label:bug author:xyz`) and answering `{ total_count, incomplete_results,
 * items }`. JSON text results, no output schemas. Run over stdio:
 * `node --import tsx tests/conformance/servers/codehost.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { codehostData, type GhIssue, type GhPull } from "./codehost-data";

/** The tools an admin approves as reads, and the ones that change data (never approved). */
export const CODEHOST_READ_TOOLS = [
  "search_repositories",
  "list_issues",
  "get_issue",
  "search_issues",
  "list_pull_requests",
  "get_pull_request",
  "list_commits",
  "search_users",
];
export const CODEHOST_WRITE_TOOLS = [
  "create_issue",
  "add_issue_comment",
  "update_issue",
  "merge_pull_request",
];

const read = (title: string) => ({ title, readOnlyHint: true });
const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });

const paging = {
  page: z.number().int().min(1).optional().describe("Page number for pagination (min 1)"),
  perPage: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe("Results per page for pagination (min 1, max 100)"),
};
const slice = <T>(items: T[], page = 1, perPage = 30) => items.slice((page - 1) * perPage, page * perPage);
const repoArgs = {
  owner: z.string().describe("Repository owner"),
  repo: z.string().describe("Repository name"),
};

/** A parsed search string: free words and `key:value` qualifiers (values may be quoted). */
function parseQuery(q: string) {
  const words: string[] = [];
  const quals: { key: string; value: string; neg: boolean }[] = [];
  for (const m of q.matchAll(/(-?)([a-zA-Z_-]+):("[^"]*"|\S+)|("[^"]*"|\S+)/g)) {
    if (m[2]) quals.push({ neg: m[1] === "-", key: m[2].toLowerCase(), value: m[3].replace(/^"|"$/g, "") });
    else words.push(m[4].replace(/^"|"$/g, "").toLowerCase());
  }
  return { words: words.filter((w) => w && !/^(and|or)$/i.test(w)), quals };
}

/** `>=2025-09-01`, `<2025-01-01`, `2025-09-01..2025-09-30`, `2025-09-01` against an ISO stamp. */
function dateMatches(spec: string, value: string | null): boolean {
  if (!value) return false;
  const v = value.slice(0, 10);
  const range = spec.split("..");
  if (range.length === 2) return (range[0] === "*" || v >= range[0]) && (range[1] === "*" || v <= range[1]);
  const m = /^(>=|<=|>|<)?(.+)$/.exec(spec);
  if (!m) return false;
  const d = m[2].slice(0, 10);
  switch (m[1]) {
    case ">=":
      return v >= d;
    case "<=":
      return v <= d;
    case ">":
      return v > d;
    case "<":
      return v < d;
    default:
      return v === d;
  }
}

const order = <T extends GhIssue | GhPull>(items: T[], sort = "created", direction = "desc") => {
  const key = (i: T) =>
    sort === "comments"
      ? String(i.comments).padStart(6, "0")
      : sort === "updated"
        ? i.updated_at
        : i.created_at;
  const sorted = [...items].sort((a, b) => key(a).localeCompare(key(b)) || a.number - b.number);
  return direction === "asc" ? sorted : sorted.reverse();
};

export function createCodehostServer(): McpServer {
  const data = codehostData();
  const server = new McpServer({ name: "codehost-mcp-server", version: "0.13.0" });
  const repoOf = (owner: string, repo: string) =>
    data.repos.find((r) => r.full_name.toLowerCase() === `${owner}/${repo}`.toLowerCase());
  const notFound = (owner: string, repo: string) =>
    fail(
      `failed to get repository: GET https://api.codehost.example/repos/${owner}/${repo}: 404 Not Found []`,
    );

  server.registerTool(
    "search_repositories",
    {
      description: "Search for repositories",
      inputSchema: {
        query: z.string().describe("Search query (see the search syntax, e.g. language:go org:acme)"),
        ...paging,
      },
      annotations: read("Search repositories"),
    },
    async ({ query, page, perPage }) => {
      const { words, quals } = parseQuery(query);
      const hits = data.repos.filter((r) => {
        const hay = `${r.full_name} ${r.description ?? ""}`.toLowerCase();
        if (!words.every((w) => hay.includes(w))) return false;
        return quals.every(({ key, value, neg }) => {
          const v = value.toLowerCase();
          const ok =
            key === "language"
              ? (r.language ?? "").toLowerCase() === v
              : key === "org" || key === "user" || key === "owner"
                ? r.owner.login.toLowerCase() === v
                : key === "repo"
                  ? r.full_name.toLowerCase() === v
                  : key === "is"
                    ? (v === "public") !== r.private
                    : key === "in";
          return neg ? !ok : ok;
        });
      });
      const items = hits.map((r) => ({
        id: r.id,
        name: r.name,
        full_name: r.full_name,
        owner: { login: r.owner.login },
        description: r.description,
        language: r.language,
        stargazers_count: r.stargazers_count,
        open_issues_count: r.open_issues_count,
        updated_at: r.updated_at,
        private: r.private,
        html_url: r.html_url,
      }));
      return text({
        total_count: items.length,
        incomplete_results: false,
        items: slice(items, page, perPage),
      });
    },
  );

  server.registerTool(
    "list_issues",
    {
      description: "List issues in a repository. For pagination, use the 'page' and 'perPage' parameters.",
      inputSchema: {
        ...repoArgs,
        state: z.enum(["open", "closed", "all"]).optional().describe("Filter by state"),
        labels: z.array(z.string()).optional().describe("Filter by labels"),
        sort: z.enum(["created", "updated", "comments"]).optional().describe("Sort order"),
        direction: z.enum(["asc", "desc"]).optional().describe("Sort direction"),
        since: z.string().optional().describe("Filter by date (ISO 8601 timestamp)"),
        ...paging,
      },
      annotations: read("List issues"),
    },
    async ({ owner, repo, state, labels, sort, direction, since, page, perPage }) => {
      const r = repoOf(owner, repo);
      if (!r) return notFound(owner, repo);
      const want = (labels ?? []).map((l) => l.toLowerCase());
      const hits = (data.issues.get(r.full_name) ?? []).filter(
        (i) =>
          ((state ?? "open") === "all" || i.state === (state ?? "open")) &&
          want.every((l) => i.labels.some((x) => x.name.toLowerCase() === l)) &&
          (!since || i.updated_at >= since),
      );
      return text(slice(order(hits, sort, direction), page, perPage));
    },
  );

  server.registerTool(
    "get_issue",
    {
      description: "Get details of a specific issue in a repository.",
      inputSchema: {
        ...repoArgs,
        issue_number: z.number().int().describe("The number of the issue"),
      },
      annotations: read("Get issue details"),
    },
    async ({ owner, repo, issue_number }) => {
      const r = repoOf(owner, repo);
      if (!r) return notFound(owner, repo);
      const i = data.issues.get(r.full_name)?.find((x) => x.number === issue_number);
      if (i) return text(i);
      return data.pulls.get(r.full_name)?.some((x) => x.number === issue_number)
        ? fail(`#${issue_number} in ${r.full_name} is a pull request`)
        : fail(`failed to get issue: 404 Not Found`);
    },
  );

  server.registerTool(
    "search_issues",
    {
      description:
        "Search for issues and pull requests across repositories using the issues search syntax, e.g. `is:issue is:open label:bug repo:acme/web author:mlopez created:>=2025-09-01`.",
      inputSchema: {
        q: z.string().describe("Search query using the issues search syntax"),
        sort: z
          .enum(["comments", "created", "updated"])
          .optional()
          .describe("Sort field (defaults to best match)"),
        order: z.enum(["asc", "desc"]).optional().describe("Sort order"),
        ...paging,
      },
      annotations: read("Search issues"),
    },
    async ({ q, sort, order: dir, page, perPage }) => {
      const { words, quals } = parseQuery(q);
      const all: (GhIssue | GhPull)[] = [];
      for (const r of data.repos) {
        all.push(...(data.issues.get(r.full_name) ?? []));
        all.push(...(data.pulls.get(r.full_name) ?? []));
      }
      const hits = all.filter((i) => {
        const full = i.repository_url.replace(/^.*\/repos\//, "");
        const isPull = "merged" in i;
        const hay = `${i.title} ${i.body}`.toLowerCase();
        if (!words.every((w) => hay.includes(w))) return false;
        return quals.every(({ key, value, neg }) => {
          const v = value.toLowerCase();
          let ok: boolean;
          switch (key) {
            case "is":
            case "type":
              ok =
                v === "issue"
                  ? !isPull
                  : v === "pr" || v === "pull-request"
                    ? isPull
                    : v === "open" || v === "closed"
                      ? i.state === v
                      : v === "merged"
                        ? isPull && (i as GhPull).merged
                        : v === "public";
              break;
            case "state":
              ok = i.state === v;
              break;
            case "label":
              ok = v.split(",").some((l) => i.labels.some((x) => x.name.toLowerCase() === l));
              break;
            case "author":
              ok = i.user.login.toLowerCase() === v;
              break;
            case "assignee":
              ok = i.assignees.some((a) => a.login.toLowerCase() === v);
              break;
            case "involves":
              ok = i.user.login.toLowerCase() === v || i.assignees.some((a) => a.login.toLowerCase() === v);
              break;
            case "repo":
              ok = full.toLowerCase() === v;
              break;
            case "org":
            case "user":
              ok = full.toLowerCase().startsWith(`${v}/`);
              break;
            case "no":
              ok =
                v === "assignee" ? i.assignees.length === 0 : v === "label" ? i.labels.length === 0 : false;
              break;
            case "created":
              ok = dateMatches(value, i.created_at);
              break;
            case "updated":
              ok = dateMatches(value, i.updated_at);
              break;
            case "closed":
              ok = dateMatches(value, i.closed_at);
              break;
            case "in":
              ok = true;
              break;
            default:
              ok = false;
          }
          return neg ? !ok : ok;
        });
      });
      const sorted = sort ? order(hits, sort, dir) : hits;
      const items = sorted.map((i) => ("merged" in i ? { ...i, pull_request: { html_url: i.html_url } } : i));
      return text({
        total_count: items.length,
        incomplete_results: false,
        items: slice(items, page, perPage),
      });
    },
  );

  server.registerTool(
    "list_pull_requests",
    {
      description: "List pull requests in a repository.",
      inputSchema: {
        ...repoArgs,
        state: z.enum(["open", "closed", "all"]).optional().describe("Filter by state"),
        base: z.string().optional().describe("Filter by base branch"),
        sort: z.enum(["created", "updated", "popularity", "long-running"]).optional().describe("Sort by"),
        direction: z.enum(["asc", "desc"]).optional().describe("Sort direction"),
        ...paging,
      },
      annotations: read("List pull requests"),
    },
    async ({ owner, repo, state, base, sort, direction, page, perPage }) => {
      const r = repoOf(owner, repo);
      if (!r) return notFound(owner, repo);
      const hits = (data.pulls.get(r.full_name) ?? []).filter(
        (p) =>
          ((state ?? "open") === "all" || p.state === (state ?? "open")) && (!base || p.base.ref === base),
      );
      const by = sort === "popularity" ? "comments" : sort === "updated" ? "updated" : "created";
      const dir = direction ?? (sort === "long-running" ? "asc" : "desc");
      return text(slice(order(hits, by, dir), page, perPage));
    },
  );

  server.registerTool(
    "get_pull_request",
    {
      description: "Get details of a specific pull request in a repository.",
      inputSchema: { ...repoArgs, pull_number: z.number().int().describe("Pull request number") },
      annotations: read("Get pull request details"),
    },
    async ({ owner, repo, pull_number }) => {
      const r = repoOf(owner, repo);
      if (!r) return notFound(owner, repo);
      const p = data.pulls.get(r.full_name)?.find((x) => x.number === pull_number);
      return p ? text(p) : fail(`failed to get pull request: 404 Not Found`);
    },
  );

  server.registerTool(
    "list_commits",
    {
      description: "Get the list of commits of a branch in a repository.",
      inputSchema: {
        ...repoArgs,
        sha: z.string().optional().describe("SHA or branch name"),
        author: z.string().optional().describe("Author username or email address"),
        ...paging,
      },
      annotations: read("List commits"),
    },
    async ({ owner, repo, sha, author, page, perPage }) => {
      const r = repoOf(owner, repo);
      if (!r) return notFound(owner, repo);
      if (sha && sha !== r.default_branch) return fail(`No commit found for SHA: ${sha}`);
      const a = author?.toLowerCase();
      const hits = (data.commits.get(r.full_name) ?? []).filter(
        (c) => !a || c.author?.login.toLowerCase() === a || c.commit.author.email.toLowerCase() === a,
      );
      return text(slice(hits, page, perPage));
    },
  );

  server.registerTool(
    "search_users",
    {
      description: "Search for users by login or name",
      inputSchema: {
        q: z.string().describe("Search query using the users search syntax"),
        ...paging,
      },
      annotations: read("Search users"),
    },
    async ({ q, page, perPage }) => {
      const { words, quals } = parseQuery(q);
      const hits = data.users.filter((u) => {
        const hay = `${u.login} ${u.name ?? ""}`.toLowerCase();
        return (
          words.every((w) => hay.includes(w)) &&
          quals.every(({ key, value }) =>
            key === "type"
              ? u.type.toLowerCase() === value.toLowerCase()
              : key === "location"
                ? (u.location ?? "").toLowerCase().includes(value.toLowerCase())
                : key === "in",
          )
        );
      });
      const items = hits.map((u) => ({
        login: u.login,
        id: u.id,
        name: u.name,
        type: u.type,
        html_url: u.html_url,
      }));
      return text({
        total_count: items.length,
        incomplete_results: false,
        items: slice(items, page, perPage),
      });
    },
  );

  server.registerTool(
    "create_issue",
    {
      description: "Create a new issue in a repository.",
      inputSchema: {
        ...repoArgs,
        title: z.string().describe("Issue title"),
        body: z.string().optional().describe("Issue body content"),
        assignees: z.array(z.string()).optional().describe("Usernames to assign to this issue"),
        labels: z.array(z.string()).optional().describe("Labels to apply to this issue"),
      },
      annotations: { title: "Open new issue", readOnlyHint: false },
    },
    async ({ owner, repo, title }) =>
      text({ number: 9999, title, html_url: `https://codehost.example/${owner}/${repo}/issues/9999` }),
  );

  server.registerTool(
    "add_issue_comment",
    {
      description: "Add a comment to a specific issue in a repository.",
      inputSchema: {
        ...repoArgs,
        issue_number: z.number().int().describe("Issue number to comment on"),
        body: z.string().describe("Comment content"),
      },
      annotations: { title: "Add comment to issue", readOnlyHint: false },
    },
    async ({ issue_number, body }) => text({ id: 1, issue_number, body }),
  );

  server.registerTool(
    "update_issue",
    {
      description: "Update an existing issue in a repository (title, body, state, labels, assignees).",
      inputSchema: {
        ...repoArgs,
        issue_number: z.number().int().describe("Issue number to update"),
        title: z.string().optional().describe("New title"),
        state: z.enum(["open", "closed"]).optional().describe("New state"),
        labels: z.array(z.string()).optional().describe("New labels"),
        assignees: z.array(z.string()).optional().describe("New assignees"),
      },
      annotations: { title: "Edit issue", readOnlyHint: false, destructiveHint: true },
    },
    async ({ issue_number, state }) => text({ number: issue_number, state }),
  );

  server.registerTool(
    "merge_pull_request",
    {
      description: "Merge a pull request in a repository.",
      inputSchema: {
        ...repoArgs,
        pull_number: z.number().int().describe("Pull request number"),
        commit_title: z.string().optional().describe("Title for merge commit"),
        merge_method: z.enum(["merge", "squash", "rebase"]).optional().describe("Merge method"),
      },
      annotations: { title: "Merge pull request", readOnlyHint: false, destructiveHint: true },
    },
    async ({ pull_number }) =>
      text({ merged: true, message: `Pull Request #${pull_number} successfully merged` }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createCodehostServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("codehost fixture server failed:", e);
      process.exit(1);
    });
}
