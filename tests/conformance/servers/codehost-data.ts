/**
 * Deterministic data of the "codehost" fixture world: a code host in the shape of the big hosted
 * one's REST API — owners (two organisations and one user), seven repositories, a few hundred
 * issues and pull requests numbered together per repository, commits, and a handful of users with
 * full names (two of them both named "Sarah Kim"). Fixed points the questions name are declared
 * below; everything else is seeded noise. Dates end on 2025-09-30 (the question suite's today is
 * 2025-10-01). No Math.random: the same data on every machine.
 */
import { createRng } from "@/demo/commerce/prng";

export interface GhUser {
  login: string;
  id: number;
  name: string | null;
  type: "User" | "Organization" | "Bot";
  company: string | null;
  location: string | null;
  html_url: string;
}
export interface GhLabel {
  id: number;
  name: string;
  color: string;
  description: string;
}
export interface GhRepo {
  id: number;
  name: string;
  full_name: string;
  owner: { login: string; id: number; type: string };
  private: boolean;
  description: string | null;
  language: string | null;
  stargazers_count: number;
  forks_count: number;
  open_issues_count: number;
  default_branch: string;
  topics: string[];
  created_at: string;
  updated_at: string;
  html_url: string;
}
type UserRef = { login: string; id: number; type: string };
export interface GhIssue {
  id: number;
  number: number;
  title: string;
  state: "open" | "closed";
  state_reason: "completed" | "not_planned" | null;
  user: UserRef;
  assignee: UserRef | null;
  assignees: UserRef[];
  labels: GhLabel[];
  comments: number;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  html_url: string;
  repository_url: string;
  body: string;
}
export interface GhPull extends Omit<GhIssue, "state_reason"> {
  draft: boolean;
  merged: boolean;
  merged_at: string | null;
  head: { ref: string; sha: string };
  base: { ref: string };
  requested_reviewers: UserRef[];
  additions: number;
  deletions: number;
  changed_files: number;
}
export interface GhCommit {
  sha: string;
  html_url: string;
  commit: { message: string; author: { name: string; email: string; date: string } };
  author: UserRef | null;
}
export interface CodehostData {
  users: GhUser[];
  repos: GhRepo[];
  /** Issues by repository full name. */
  issues: Map<string, GhIssue[]>;
  pulls: Map<string, GhPull[]>;
  commits: Map<string, GhCommit[]>;
}

export const GH_USERS: readonly Omit<GhUser, "id" | "html_url">[] = [
  { login: "acme", name: "Acme Inc.", type: "Organization", company: null, location: "Toronto" },
  { login: "northwind", name: "Northwind Traders", type: "Organization", company: null, location: "Seattle" },
  { login: "praman", name: "Priya Raman", type: "User", company: "@acme", location: "Bengaluru" },
  { login: "mlopez", name: "Miguel López", type: "User", company: "@acme", location: "Madrid" },
  { login: "skim", name: "Sarah Kim", type: "User", company: "@acme", location: "Seoul" },
  { login: "sarahkim-nw", name: "Sarah Kim", type: "User", company: "@northwind", location: "Vancouver" },
  { login: "jberg", name: "Jonas Berg", type: "User", company: "@northwind", location: "Oslo" },
  { login: "abello", name: "Aisha Bello", type: "User", company: "@northwind", location: "Lagos" },
  { login: "tfischer", name: "Tom Fischer", type: "User", company: "@acme", location: "Hamburg" },
  { login: "wchen", name: "Wei Chen", type: "User", company: null, location: "Taipei" },
  { login: "dependabot[bot]", name: null, type: "Bot", company: null, location: null },
];

const LABELS: readonly Omit<GhLabel, "id">[] = [
  { name: "bug", color: "d73a4a", description: "Something isn't working" },
  { name: "enhancement", color: "a2eeef", description: "New feature or request" },
  { name: "documentation", color: "0075ca", description: "Improvements or additions to documentation" },
  { name: "good first issue", color: "7057ff", description: "Good for newcomers" },
  { name: "security", color: "b60205", description: "Security related" },
  { name: "performance", color: "fbca04", description: "Slow or resource hungry" },
  { name: "needs-triage", color: "ededed", description: "Not looked at yet" },
];

/** Repositories, with who works on them and what their issues are about. */
const REPOS = [
  {
    owner: "acme",
    name: "web",
    description: "Customer-facing web app (Next.js)",
    language: "TypeScript",
    stars: 412,
    people: ["praman", "skim", "tfischer", "mlopez"],
    topics: [
      "login page",
      "dark mode",
      "checkout form",
      "CSV export",
      "search box",
      "navigation menu",
      "Safari layout",
      "image upload",
      "session cookie",
      "settings page",
    ],
    items: 150,
  },
  {
    owner: "acme",
    name: "api",
    description: "Public REST API and webhooks",
    language: "Go",
    stars: 268,
    people: ["mlopez", "praman", "tfischer", "wchen"],
    topics: [
      "rate limit",
      "webhook retries",
      "pagination cursor",
      "OAuth token refresh",
      "timeout on /orders",
      "memory leak in worker",
      "JSON encoding",
      "health check",
      "audit log",
      "idempotency keys",
    ],
    items: 120,
  },
  {
    owner: "acme",
    name: "mobile",
    description: "Android app for Acme customers",
    language: "Kotlin",
    stars: 57,
    people: ["skim", "tfischer"],
    topics: [
      "push notifications",
      "offline mode",
      "crash on startup",
      "login page",
      "biometric unlock",
      "deep links",
    ],
    items: 45,
  },
  {
    owner: "northwind",
    name: "api",
    description: "Order API for Northwind stores",
    language: "Python",
    stars: 133,
    people: ["jberg", "abello", "sarahkim-nw"],
    topics: [
      "rate limit",
      "order export",
      "timeout on /orders",
      "inventory sync",
      "Postgres migration",
      "pagination cursor",
      "webhook retries",
    ],
    items: 80,
  },
  {
    owner: "northwind",
    name: "warehouse",
    description: "Warehouse management service",
    language: "Go",
    stars: 88,
    people: ["abello", "jberg", "wchen"],
    topics: [
      "barcode scanner",
      "pick list",
      "stock count",
      "memory leak in worker",
      "label printing",
      "shipment batching",
    ],
    items: 70,
  },
  {
    owner: "northwind",
    name: "docs",
    description: "Developer documentation site",
    language: "MDX",
    stars: 21,
    people: ["sarahkim-nw", "abello"],
    topics: ["broken links", "API reference", "getting started guide", "search box", "code samples"],
    items: 30,
  },
  {
    owner: "mlopez",
    name: "dotfiles",
    description: "My shell and editor configuration",
    language: "Shell",
    stars: 9,
    people: ["mlopez"],
    topics: ["zsh prompt", "tmux config", "neovim plugins"],
    items: 8,
  },
] as const;

/** Fixed items the questions name: repo, number, kind and the fields that matter. */
export const GH_FIXED = [
  {
    repo: "acme/web",
    number: 12,
    kind: "issue",
    title: "Login button unresponsive on Safari",
    state: "open",
    labels: ["bug"],
    user: "tfischer",
    assignee: "praman",
    created_at: "2025-03-18T09:12:00Z",
  },
  {
    repo: "acme/api",
    number: 42,
    kind: "pull",
    title: "Add rate limiting middleware",
    state: "open",
    labels: ["enhancement"],
    user: "praman",
    assignee: "mlopez",
    created_at: "2025-04-02T14:30:00Z",
  },
  {
    repo: "acme/api",
    number: 87,
    kind: "issue",
    title: "Webhook retries never give up after 5xx",
    state: "closed",
    labels: ["bug"],
    user: "wchen",
    assignee: "mlopez",
    created_at: "2025-06-11T08:00:00Z",
  },
] as const;

const DAY = 86_400_000;
const START = Date.parse("2025-03-01T00:00:00Z");
const END = Date.parse("2025-09-30T18:00:00Z");
const stamp = (ms: number) => new Date(Math.min(ms, END)).toISOString().replace(/\.\d{3}Z$/, "Z");

const BUG = [
  "{t} broken after last deploy",
  "{t} fails intermittently",
  "Crash in {t}",
  "{t} returns 500",
  "{t} shows wrong data",
  "{t} regression on mobile",
];
const FEATURE = ["Support {t}", "Improve {t}", "Add tests for {t}", "Refactor {t}", "Document {t}"];
const PULL = [
  "Fix {t}",
  "Refactor {t}",
  "Add {t}",
  "Speed up {t}",
  "Clean up {t}",
  "Bump dependencies for {t}",
];

export function codehostData(): CodehostData {
  const r = createRng(83);
  const pick = <T>(xs: readonly T[]) => xs[r.int(0, xs.length - 1)];
  const hex = (n: number) => Array.from({ length: n }, () => "0123456789abcdef"[r.int(0, 15)]).join("");
  const users: GhUser[] = GH_USERS.map((u, i) => ({
    ...u,
    id: 1_000_000 + i * 7919,
    html_url: `https://codehost.example/${u.login}`,
  }));
  const ref = (login: string): UserRef => {
    const u = users.find((x) => x.login === login);
    if (!u) throw new Error(`no user ${login}`);
    return { login: u.login, id: u.id, type: u.type };
  };
  const labels: GhLabel[] = LABELS.map((l, i) => ({ ...l, id: 5_000_000 + i * 31 }));
  const label = (name: string) => labels.find((l) => l.name === name) as GhLabel;
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

  const repos: GhRepo[] = [];
  const issues = new Map<string, GhIssue[]>();
  const pulls = new Map<string, GhPull[]>();
  const commits = new Map<string, GhCommit[]>();
  let nextId = 2_100_000_000;

  for (const [ri, spec] of REPOS.entries()) {
    const full = `${spec.owner}/${spec.name}`;
    const url = `https://codehost.example/${full}`;
    const repoIssues: GhIssue[] = [];
    const repoPulls: GhPull[] = [];
    const span = END - START;
    for (let number = 1; number <= spec.items; number++) {
      // Numbers grow with time: issue n was opened after issue n-1.
      const created = START + Math.floor((span * (number - 1 + r.next() * 0.9)) / spec.items);
      const fixed = GH_FIXED.find((f) => f.repo === full && f.number === number);
      const isPull = fixed ? fixed.kind === "pull" : r.next() < 0.3;
      const topic = pick(spec.topics);
      const author = fixed?.user ?? (r.next() < 0.08 && isPull ? "dependabot[bot]" : pick(spec.people));
      const assignee = fixed ? fixed.assignee : r.next() < 0.25 ? null : pick(spec.people);
      const createdAt = fixed?.created_at ?? stamp(created);
      const age = (END - Date.parse(createdAt)) / DAY;
      const state: "open" | "closed" = fixed
        ? fixed.state
        : r.next() < Math.min(0.85, 0.25 + age / 200)
          ? "closed"
          : "open";
      const closedAt =
        state === "closed"
          ? stamp(Date.parse(createdAt) + r.int(1, Math.max(1, Math.floor(Math.min(age, 40)))) * DAY)
          : null;
      const updatedAt =
        closedAt ?? stamp(Date.parse(createdAt) + r.int(0, Math.max(0, Math.floor(Math.min(age, 60)))) * DAY);
      const kindLabel = isPull
        ? null
        : r.next() < 0.55
          ? "bug"
          : pick(["enhancement", "enhancement", "documentation", "performance", "security"]);
      const names = fixed
        ? [...fixed.labels]
        : [
            ...(kindLabel ? [kindLabel] : []),
            ...(r.next() < 0.12 ? ["good first issue"] : []),
            ...(state === "open" && r.next() < 0.15 ? ["needs-triage"] : []),
          ];
      const title =
        fixed?.title ?? cap(pick(isPull ? PULL : kindLabel === "bug" ? BUG : FEATURE).replace("{t}", topic));
      const base = {
        id: nextId++,
        number,
        title,
        state,
        user: ref(author),
        assignee: assignee ? ref(assignee) : null,
        assignees: assignee ? [ref(assignee)] : [],
        labels: names.map(label),
        comments: r.int(0, 14),
        created_at: createdAt,
        updated_at: updatedAt,
        closed_at: closedAt,
        repository_url: `https://api.codehost.example/repos/${full}`,
        body: `${title}.\n\nReported against ${full} (${topic}).`,
      };
      if (isPull) {
        const merged = state === "closed" && r.next() < 0.8;
        repoPulls.push({
          ...base,
          html_url: `${url}/pull/${number}`,
          draft: state === "open" && r.next() < 0.2,
          merged,
          merged_at: merged ? closedAt : null,
          head: {
            ref: `${author.replace(/\[bot\]$/, "")}/${topic.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
            sha: hex(40),
          },
          base: { ref: r.next() < 0.85 ? (spec.name === "dotfiles" ? "master" : "main") : "release" },
          requested_reviewers: [ref(pick(spec.people))],
          additions: r.int(1, 900),
          deletions: r.int(0, 400),
          changed_files: r.int(1, 30),
        });
      } else {
        repoIssues.push({
          ...base,
          state_reason: state === "closed" ? (r.next() < 0.85 ? "completed" : "not_planned") : null,
          html_url: `${url}/issues/${number}`,
        });
      }
    }
    const repoCommits: GhCommit[] = [];
    for (let c = 0; c < Math.max(12, Math.round(spec.items * 0.6)); c++) {
      const login = pick(spec.people);
      const u = users.find((x) => x.login === login) as GhUser;
      const sha = hex(40);
      repoCommits.push({
        sha,
        html_url: `${url}/commit/${sha}`,
        commit: {
          message: `${pick(PULL).replace("{t}", pick(spec.topics))}`,
          author: {
            name: u.name ?? login,
            email: `${login}@users.noreply.codehost.example`,
            date: stamp(START + r.next() * (END - START)),
          },
        },
        author: ref(login),
      });
    }
    repoCommits.sort((a, b) => b.commit.author.date.localeCompare(a.commit.author.date));
    const openCount =
      repoIssues.filter((i) => i.state === "open").length +
      repoPulls.filter((p) => p.state === "open").length;
    const owner = ref(spec.owner);
    repos.push({
      id: 700_000_000 + ri * 104_729,
      name: spec.name,
      full_name: full,
      owner,
      private: false,
      description: spec.description,
      language: spec.language,
      stargazers_count: spec.stars,
      forks_count: Math.round(spec.stars / 7),
      open_issues_count: openCount,
      default_branch: spec.name === "dotfiles" ? "master" : "main",
      topics: [],
      created_at: "2021-05-04T10:00:00Z",
      updated_at: [...repoIssues, ...repoPulls].reduce(
        (m, i) => (i.updated_at > m ? i.updated_at : m),
        "2021-05-04T10:00:00Z",
      ),
      html_url: url,
    });
    issues.set(full, repoIssues);
    pulls.set(full, repoPulls);
    commits.set(full, repoCommits);
  }
  return { users, repos, issues, pulls, commits };
}
