/**
 * Deterministic data of the "jira" fixture world: a software company's work tracker (Northwind) as
 * an Atlassian MCP server sees it — four projects, their boards and sprints, a few hundred issues,
 * worklogs. Snake_case result fields like the server's simplified issues (`display_name`,
 * `issue_type`), issue keys `PROJ-12`, ISO 8601 times with the UTC offset.
 * Fixed points the questions name:
 * - projects WEB "Web Storefront" (lead Maria Gonzalez), MOB "Mobile App" (lead Tom Becker), OPS
 *   "Platform Ops" (lead Omar Haddad, kanban), DATA "Data Platform" (lead Grace Liu);
 * - boards 1 "WEB Scrum", 2 "MOB Scrum", 3 "OPS Kanban" (no sprints), 4 "DATA Scrum"; active sprints
 *   "WEB Sprint 41" (id 141, 2025-09-22 → 2025-10-05), "MOB Sprint 19" (id 219), "DATA Sprint 10"
 *   (id 410); each scrum board has closed sprints before and one future sprint;
 * - two people named Alex Kim (alex.kim@northwind.io on WEB, alex.kim@northwind-data.io on DATA);
 *   the API token belongs to Sam Patel (currentUser());
 * - WEB-142 "Checkout button unresponsive on Safari 17": Bug, Highest, In Progress, Alex Kim (WEB),
 *   labels frontend/customer-reported/regression, in WEB Sprint 41, three worklogs; WEB-101 is the
 *   Epic "Checkout redesign"; MOB-57 "App crashes on launch on Android 14": Bug, Highest, Blocked,
 *   Sam Patel; OPS-12 "Rotate TLS certificates for api.northwind.io": Task, High, To Do, due
 *   2025-10-03; DATA-88 "Nightly ETL job fails on null customer_id": Bug, High, In Review, Alex Kim
 *   (DATA).
 * Everything else is seeded noise. "Today" is 2025-10-01, the question suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const JR_TODAY = "2025-10-01";
export const JR_STATUSES = ["To Do", "In Progress", "In Review", "Blocked", "Done"] as const;
export const JR_PRIORITIES = ["Highest", "High", "Medium", "Low", "Lowest"] as const;
export const JR_TYPES = ["Bug", "Story", "Task", "Epic", "Sub-task"] as const;
export const JR_LABELS = [
  "frontend",
  "backend",
  "security",
  "tech-debt",
  "customer-reported",
  "performance",
  "regression",
  "accessibility",
  "ios",
  "android",
  "infra",
  "data-quality",
] as const;

export interface JrUser {
  account_id: string;
  display_name: string;
  email: string;
  active: boolean;
  time_zone: string;
}
export interface JrProject {
  id: string;
  key: string;
  name: string;
  project_type_key: "software";
  lead: string;
  components: string[];
}
export interface JrBoard {
  id: number;
  name: string;
  type: "scrum" | "kanban";
  project_key: string;
}
export interface JrSprint {
  id: number;
  board_id: number;
  name: string;
  state: "closed" | "active" | "future";
  start_date: string | null;
  end_date: string | null;
  complete_date: string | null;
  goal: string;
}
export interface JrWorklog {
  id: string;
  issue_key: string;
  author: string;
  started: string;
  time_spent: string;
  time_spent_seconds: number;
  comment: string;
}
export interface JrIssue {
  id: string;
  key: string;
  project: string;
  summary: string;
  description: string;
  issue_type: (typeof JR_TYPES)[number];
  status: (typeof JR_STATUSES)[number];
  priority: (typeof JR_PRIORITIES)[number];
  assignee: string | null;
  reporter: string;
  labels: string[];
  components: string[];
  created: string;
  updated: string;
  resolutiondate: string | null;
  duedate: string | null;
  story_points: number | null;
  sprint: number | null;
  parent: string | null;
}
export interface JiraData {
  users: JrUser[];
  currentUser: string;
  projects: JrProject[];
  boards: JrBoard[];
  sprints: JrSprint[];
  issues: JrIssue[];
  worklogs: JrWorklog[];
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const at = (date: string, hh: number, mm: number) => `${date}T${pad(hh, 2)}:${pad(mm, 2)}:00.000+0000`;

const PEOPLE: [string, string, string][] = [
  ["Sam Patel", "sam.patel@northwind.io", "Europe/London"],
  ["Maria Gonzalez", "maria.gonzalez@northwind.io", "Europe/Madrid"],
  ["Alex Kim", "alex.kim@northwind.io", "America/New_York"],
  ["Alex Kim", "alex.kim@northwind-data.io", "Asia/Seoul"],
  ["Tom Becker", "tom.becker@northwind.io", "Europe/Berlin"],
  ["Lena Fischer", "lena.fischer@northwind.io", "Europe/Berlin"],
  ["Omar Haddad", "omar.haddad@northwind.io", "Europe/London"],
  ["Grace Liu", "grace.liu@northwind.io", "America/Los_Angeles"],
  ["Jonas Berg", "jonas.berg@northwind.io", "Europe/Stockholm"],
  ["Nadia Rossi", "nadia.rossi@northwind.io", "Europe/Rome"],
  ["Ben Carter", "ben.carter@northwind.io", "Europe/London"],
  ["Chloe Martin", "chloe.martin@northwind.io", "Europe/Paris"],
  ["Ravi Iyer", "ravi.iyer@northwind.io", "Asia/Kolkata"],
  ["Hannah Wright", "hannah.wright@northwind.io", "Europe/London"],
];

/** Summaries by project: [summary, type, labels]. */
const TOPICS: Record<string, [string, (typeof JR_TYPES)[number], string[]][]> = {
  WEB: [
    ["Product page images load slowly", "Bug", ["frontend", "performance"]],
    ["Add Apple Pay to checkout", "Story", ["frontend"]],
    ["Cart total wrong after coupon removal", "Bug", ["backend", "customer-reported"]],
    ["Upgrade React to 19", "Task", ["frontend", "tech-debt"]],
    ["Search results ignore size filter", "Bug", ["backend"]],
    ["Wishlist sharing link", "Story", ["frontend"]],
    ["Improve color contrast on buttons", "Task", ["accessibility", "frontend"]],
    ["Rate limit login endpoint", "Task", ["security", "backend"]],
    ["Order history pagination broken", "Bug", ["frontend", "regression"]],
    ["Newsletter signup double opt-in", "Story", ["backend"]],
    ["Remove legacy jQuery widgets", "Task", ["tech-debt"]],
    ["Guest checkout loses address", "Bug", ["customer-reported"]],
    ["Lazy-load reviews section", "Story", ["performance"]],
    ["CSP headers for storefront", "Task", ["security"]],
    ["Screen reader labels on filters", "Task", ["accessibility"]],
  ],
  MOB: [
    ["Push notifications arrive twice", "Bug", ["ios", "customer-reported"]],
    ["Dark mode for settings screen", "Story", ["ios", "android"]],
    ["Biometric login", "Story", ["security"]],
    ["Image cache grows without bound", "Bug", ["android", "performance"]],
    ["Migrate to Kotlin coroutines", "Task", ["android", "tech-debt"]],
    ["Deep links open wrong tab", "Bug", ["ios", "regression"]],
    ["Offline mode for order history", "Story", []],
    ["VoiceOver reads prices twice", "Bug", ["ios", "accessibility"]],
    ["Upgrade Swift package dependencies", "Task", ["ios", "tech-debt"]],
    ["Tablet layout for product grid", "Story", ["android"]],
  ],
  OPS: [
    ["Increase disk on build agents", "Task", ["infra"]],
    ["Postgres failover drill", "Task", ["infra"]],
    ["Alert fatigue on 5xx dashboard", "Bug", ["infra"]],
    ["Patch OpenSSL on edge nodes", "Task", ["security", "infra"]],
    ["Terraform state lock stuck", "Bug", ["infra"]],
    ["Move logs to cold storage after 30 days", "Story", ["infra"]],
    ["Rotate AWS access keys", "Task", ["security"]],
    ["CDN cache purge takes 20 minutes", "Bug", ["performance"]],
    ["Kubernetes node pool upgrade", "Task", ["infra", "tech-debt"]],
  ],
  DATA: [
    ["Deduplicate customer records", "Story", ["data-quality"]],
    ["Warehouse query timeouts on Mondays", "Bug", ["performance"]],
    ["Backfill orders table for March", "Task", ["data-quality"]],
    ["dbt models missing tests", "Task", ["tech-debt"]],
    ["Revenue dashboard off by one day", "Bug", ["data-quality", "customer-reported"]],
    ["Stream clickstream to lakehouse", "Story", []],
    ["PII columns not masked in staging", "Bug", ["security"]],
    ["Airflow upgrade to 2.10", "Task", ["infra", "tech-debt"]],
  ],
};

const COMPONENTS: Record<string, string[]> = {
  WEB: ["Checkout", "Catalog", "Accounts", "Search"],
  MOB: ["iOS", "Android", "Notifications"],
  OPS: ["CI", "Databases", "Networking", "Monitoring"],
  DATA: ["Ingestion", "Warehouse", "Dashboards"],
};

let cached: JiraData | undefined;
export function jiraData(): JiraData {
  if (cached) return cached;
  const rng = createRng(20251002);
  const users: JrUser[] = PEOPLE.map(([display_name, email, time_zone], i) => ({
    account_id: `5f8a${pad(i * 7919 + 1031, 6)}c${pad(i * 131 + 17, 4)}e7a0${pad(i + 1, 2)}`,
    display_name,
    email,
    active: display_name !== "Hannah Wright",
    time_zone,
  }));
  const u = (email: string) => users.find((x) => x.email === email)?.account_id ?? "";
  const sam = u("sam.patel@northwind.io");
  const alexWeb = u("alex.kim@northwind.io");
  const alexData = u("alex.kim@northwind-data.io");
  const team: Record<string, string[]> = {
    WEB: [
      sam,
      u("maria.gonzalez@northwind.io"),
      alexWeb,
      u("lena.fischer@northwind.io"),
      u("ben.carter@northwind.io"),
    ],
    MOB: [sam, u("tom.becker@northwind.io"), u("chloe.martin@northwind.io"), u("nadia.rossi@northwind.io")],
    OPS: [u("omar.haddad@northwind.io"), u("jonas.berg@northwind.io"), u("ben.carter@northwind.io"), sam],
    DATA: [
      u("grace.liu@northwind.io"),
      alexData,
      u("ravi.iyer@northwind.io"),
      u("hannah.wright@northwind.io"),
    ],
  };
  const projects: JrProject[] = [
    ["10000", "WEB", "Web Storefront", "maria.gonzalez@northwind.io"],
    ["10001", "MOB", "Mobile App", "tom.becker@northwind.io"],
    ["10002", "OPS", "Platform Ops", "omar.haddad@northwind.io"],
    ["10003", "DATA", "Data Platform", "grace.liu@northwind.io"],
  ].map(([id, key, name, lead]) => ({
    id: id as string,
    key: key as string,
    name: name as string,
    project_type_key: "software" as const,
    lead: u(lead as string),
    components: COMPONENTS[key as string] ?? [],
  }));
  const boards: JrBoard[] = [
    { id: 1, name: "WEB Scrum", type: "scrum", project_key: "WEB" },
    { id: 2, name: "MOB Scrum", type: "scrum", project_key: "MOB" },
    { id: 3, name: "OPS Kanban", type: "kanban", project_key: "OPS" },
    { id: 4, name: "DATA Scrum", type: "scrum", project_key: "DATA" },
  ];
  // Two-week sprints ending with the active one (2025-09-22 → 2025-10-05) and one future sprint.
  const sprints: JrSprint[] = [];
  const sprintPlan: [number, string, number, number][] = [
    [1, "WEB Sprint", 37, 41],
    [2, "MOB Sprint", 15, 19],
    [4, "DATA Sprint", 6, 10],
  ];
  const goals = ["Stabilise checkout", "Ship the beta", "Reduce bug backlog", "Performance push", "Polish"];
  for (const [board, prefix, first, active] of sprintPlan) {
    for (let n = first; n <= active + 1; n++) {
      const start = addDays("2025-09-22", (n - active) * 14);
      const end = addDays(start, 13);
      const state = n < active ? "closed" : n === active ? "active" : "future";
      sprints.push({
        id: board * 100 + n,
        board_id: board,
        name: `${prefix} ${n}`,
        state,
        start_date: state === "future" ? null : at(start, 9, 0),
        end_date: state === "future" ? null : at(end, 17, 0),
        complete_date: state === "closed" ? at(end, 16, 30) : null,
        goal: goals[n % goals.length] ?? "",
      });
    }
  }

  const issues: JrIssue[] = [];
  const counts: Record<string, number> = { WEB: 112, MOB: 84, OPS: 66, DATA: 72 };
  let id = 10400;
  for (const p of projects) {
    const board = boards.find((b) => b.project_key === p.key);
    const boardSprints = sprints.filter((s) => s.board_id === board?.id);
    const people = team[p.key] ?? [];
    const topics = TOPICS[p.key] ?? [];
    for (let n = 1; n <= (counts[p.key] ?? 0); n++) {
      const [topic, type0, labels0] = topics[(n * 7) % topics.length] ?? ["Task", "Task", []];
      const type = n % 23 === 0 ? "Epic" : n % 17 === 0 ? "Sub-task" : type0;
      const created = addDays(
        "2025-01-06",
        Math.floor(((n - 1) / (counts[p.key] ?? 1)) * 265) + rng.int(0, 4),
      );
      const age = (Date.parse(JR_TODAY) - Date.parse(created)) / 86_400_000;
      const status = rng.weighted(
        JR_STATUSES,
        age > 90 ? [1, 1, 0.3, 0.3, 8] : age > 30 ? [2, 2, 1, 0.5, 4] : [4, 3, 1.5, 0.7, 1],
      );
      const priority = rng.weighted(JR_PRIORITIES, [1, 3, 6, 3, 1]);
      const assignee = rng.chance(0.12) ? null : rng.pick(people);
      const resolved =
        status === "Done" ? addDays(created, rng.int(2, Math.max(3, Math.min(60, age)))) : null;
      const updatedDay = resolved ?? addDays(created, rng.int(0, Math.max(0, Math.floor(age))));
      const labels = [...labels0];
      if (rng.chance(0.08) && !labels.includes("customer-reported")) labels.push("customer-reported");
      const sprint =
        boardSprints.length === 0
          ? null
          : status !== "Done" && age < 40
            ? (boardSprints.find((s) => s.state === "active")?.id ?? null)
            : status !== "Done"
              ? rng.chance(0.4)
                ? (boardSprints.find((s) => s.state === "future")?.id ?? null)
                : null
              : (boardSprints.find(
                  (s) =>
                    s.end_date !== null &&
                    s.start_date !== null &&
                    (resolved ?? "") <= s.end_date.slice(0, 10),
                )?.id ?? null);
      issues.push({
        id: String(id++),
        key: `${p.key}-${n}`,
        project: p.key,
        summary: n <= topics.length ? topic : `${topic} (${rng.pick(p.components)})`,
        description: `${topic}. Reported against ${rng.pick(p.components)}.`,
        issue_type: type,
        status,
        priority,
        assignee,
        reporter: rng.pick(people),
        labels,
        components: [rng.pick(p.components)],
        created: at(created, rng.int(8, 18), rng.int(0, 59)),
        updated: at(updatedDay > JR_TODAY ? JR_TODAY : updatedDay, rng.int(8, 18), rng.int(0, 59)),
        resolutiondate: resolved ? at(resolved > JR_TODAY ? JR_TODAY : resolved, 16, 0) : null,
        duedate: rng.chance(0.25) ? addDays(created, rng.int(14, 120)) : null,
        story_points: type === "Story" ? rng.pick([1, 2, 3, 5, 8, 13]) : null,
        sprint,
        parent: null,
      });
    }
  }
  const set = (key: string, patch: Partial<JrIssue>) => {
    const i = issues.find((x) => x.key === key);
    if (i) Object.assign(i, patch);
  };
  set("WEB-101", {
    summary: "Checkout redesign",
    description: "New one-page checkout: wallets, address autocomplete, fewer steps.",
    issue_type: "Epic",
    status: "In Progress",
    priority: "High",
    assignee: u("maria.gonzalez@northwind.io"),
    labels: ["frontend"],
    components: ["Checkout"],
    resolutiondate: null,
    sprint: null,
  });
  // WEB has 112 issues; WEB-142 is added here.
  issues.push({
    id: String(id++),
    key: "WEB-142",
    project: "WEB",
    summary: "Checkout button unresponsive on Safari 17",
    description: "Customers on Safari 17 cannot press Pay; the click handler never fires.",
    issue_type: "Bug",
    status: "In Progress",
    priority: "Highest",
    assignee: alexWeb,
    reporter: u("maria.gonzalez@northwind.io"),
    labels: ["frontend", "customer-reported", "regression"],
    components: ["Checkout"],
    created: at("2025-09-24", 10, 12),
    updated: at("2025-09-30", 15, 40),
    resolutiondate: null,
    duedate: "2025-10-03",
    story_points: null,
    sprint: 141,
    parent: "WEB-101",
  });
  set("MOB-57", {
    summary: "App crashes on launch on Android 14",
    description: "Since 4.1.0 the app closes on the splash screen on Android 14 devices.",
    issue_type: "Bug",
    status: "Blocked",
    priority: "Highest",
    assignee: sam,
    labels: ["android", "customer-reported"],
    components: ["Android"],
    resolutiondate: null,
  });
  set("OPS-12", {
    summary: "Rotate TLS certificates for api.northwind.io",
    description: "The certificates expire on 2025-10-05; rotate them on the load balancers.",
    components: ["Networking"],
    issue_type: "Task",
    status: "To Do",
    priority: "High",
    assignee: u("jonas.berg@northwind.io"),
    labels: ["security", "infra"],
    resolutiondate: null,
    duedate: "2025-10-03",
  });
  // DATA has 72 issues; DATA-88 is added here.
  issues.push({
    id: String(id++),
    key: "DATA-88",
    project: "DATA",
    summary: "Nightly ETL job fails on null customer_id",
    description: "The orders load aborts when customer_id is null (guest orders).",
    issue_type: "Bug",
    status: "In Review",
    priority: "High",
    assignee: alexData,
    reporter: u("grace.liu@northwind.io"),
    labels: ["data-quality"],
    components: ["Ingestion"],
    created: at("2025-09-18", 7, 55),
    updated: at("2025-09-30", 11, 5),
    resolutiondate: null,
    duedate: null,
    story_points: null,
    sprint: 410,
    parent: null,
  });
  for (const i of issues) if (i.status !== "Done") i.resolutiondate = null;

  const worklogs: JrWorklog[] = [];
  let w = 30001;
  const log = (issue: JrIssue, author: string, day: string, seconds: number, comment: string) => {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    worklogs.push({
      id: String(w++),
      issue_key: issue.key,
      author,
      started: at(day, 9 + (w % 7), 0),
      time_spent: [h ? `${h}h` : "", m ? `${m}m` : ""].filter(Boolean).join(" "),
      time_spent_seconds: seconds,
      comment,
    });
  };
  const web142 = issues.find((i) => i.key === "WEB-142");
  if (web142) {
    log(web142, alexWeb, "2025-09-25", 3 * 3600, "Reproduced on Safari 17.0 and 17.1");
    log(web142, alexWeb, "2025-09-29", 5 * 3600 + 1800, "Event listener fix, tests");
    log(web142, sam, "2025-09-30", 3600, "Code review");
  }
  for (const issue of issues) {
    if (issue.key === "WEB-142" || issue.issue_type === "Epic" || issue.assignee === null) continue;
    if (issue.status === "To Do" || !rng.chance(0.5)) continue;
    const n = rng.int(1, 3);
    for (let k = 0; k < n; k++)
      log(
        issue,
        issue.assignee,
        addDays(issue.created.slice(0, 10), rng.int(0, 10)),
        rng.pick([1800, 3600, 5400, 7200, 14400]),
        rng.pick(["Investigation", "Implementation", "Testing", "Review fixes", "Pairing"]),
      );
  }
  cached = { users, currentUser: sam, projects, boards, sprints, issues, worklogs };
  return cached;
}
