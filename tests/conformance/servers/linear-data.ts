/**
 * Deterministic data of the "linear" fixture world: an issue tracker in the style of Linear's official
 * MCP server. Four teams with keys (Engineering ENG, Platform PLT, Design DES, Mobile MOB), 25 users
 * (two Priyas — Priya Shah in Engineering, Priya Nair in Platform — and two people named Sam Lee, one in
 * Platform and one in Mobile), each team's workflow states (Backlog, Todo, In Progress, In Review, Done,
 * Canceled), workspace labels (Bug, Feature, …), priorities 0–4, two-week cycles (Design has none),
 * projects with members, comments and a few documents.
 *
 * Fixed points the questions name: the signed-in user ("me") is Jordan Reyes (Engineering); ENG-123
 * "Checkout fails when coupon code has trailing spaces" (In Progress, High, Priya Shah, Billing v2,
 * current cycle); ENG-45 "Rate limiter drops requests during deploys" (In Review, Urgent, Marco Bianchi)
 * with three comments; PLT-7 "Rotate production database credentials" (In Progress, Urgent, Sam Lee of
 * Platform); MOB-12 "App crashes on Android 14 when opening the camera" (Todo, Urgent, Sam Lee of
 * Mobile); Marco Bianchi is a member of Billing v2, Search revamp and Public API v1 (canceled).
 * Everything else is seeded noise (no Math.random). "Now" is 2025-10-01T10:00:00Z, a Wednesday — the
 * question suite's fixed today (AGENT_TODAY).
 */
import { createRng } from "@/demo/commerce/prng";

export const LINEAR_NOW = "2025-10-01T10:00:00.000Z";
export const LINEAR_NOW_MS = Date.parse(LINEAR_NOW);
const DAY = 86_400_000;

const uuid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, "0")}-${(n >> 16).toString(16).padStart(4, "0")}-4${(n & 0xfff).toString(16).padStart(3, "0")}-8${kind.toString(16).padStart(3, "0")}-${n.toString(16).padStart(12, "0")}`;

export interface LinTeam {
  id: string;
  key: string;
  name: string;
  description: string;
  cyclesEnabled: boolean;
}
export interface LinUser {
  id: string;
  name: string;
  displayName: string;
  email: string;
  active: boolean;
  admin: boolean;
  teamIds: string[];
  createdAt: string;
}
export interface LinState {
  id: string;
  name: string;
  type: "backlog" | "unstarted" | "started" | "completed" | "canceled";
  color: string;
  position: number;
  teamId: string;
}
export interface LinLabel {
  id: string;
  name: string;
  color: string;
  description: string | null;
  teamId: string | null;
}
export interface LinCycle {
  id: string;
  number: number;
  name: string | null;
  teamId: string;
  startsAt: string;
  endsAt: string;
  completedAt: string | null;
}
export interface LinProject {
  id: string;
  name: string;
  summary: string;
  state: "planned" | "started" | "paused" | "completed" | "canceled";
  leadId: string;
  memberIds: string[];
  teamIds: string[];
  startDate: string | null;
  targetDate: string | null;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
}
export interface LinIssue {
  id: string;
  identifier: string;
  number: number;
  title: string;
  description: string;
  priority: number;
  estimate: number | null;
  teamId: string;
  stateId: string;
  assigneeId: string | null;
  creatorId: string;
  labelIds: string[];
  projectId: string | null;
  cycleId: string | null;
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  canceledAt: string | null;
  archivedAt: string | null;
}
export interface LinComment {
  id: string;
  issueId: string;
  userId: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}
export interface LinDocument {
  id: string;
  title: string;
  content: string;
  projectId: string | null;
  creatorId: string;
  createdAt: string;
  updatedAt: string;
}

export const PRIORITY_NAMES = ["No priority", "Urgent", "High", "Normal", "Low"];

const TEAM_DEFS: [string, string, string, boolean][] = [
  ["ENG", "Engineering", "Product engineering: web app, billing and search", true],
  ["PLT", "Platform", "Infrastructure, reliability and internal tooling", true],
  ["DES", "Design", "Product design and the design system", false],
  ["MOB", "Mobile", "iOS and Android apps", true],
];
const USER_DEFS: [string, string, string][] = [
  // name, email local part, team key
  ["Jordan Reyes", "jordan.reyes", "ENG"],
  ["Priya Shah", "priya.shah", "ENG"],
  ["Marco Bianchi", "marco.bianchi", "ENG"],
  ["Hannah Okafor", "hannah.okafor", "ENG"],
  ["Leo Fischer", "leo.fischer", "ENG"],
  ["Aisha Rahman", "aisha.rahman", "ENG"],
  ["Tomás Ortega", "tomas.ortega", "ENG"],
  ["Sam Lee", "sam.lee", "PLT"],
  ["Priya Nair", "priya.nair", "PLT"],
  ["Dmitri Volkov", "dmitri.volkov", "PLT"],
  ["Grace Chen", "grace.chen", "PLT"],
  ["Omar Haddad", "omar.haddad", "PLT"],
  ["Ines Duarte", "ines.duarte", "PLT"],
  ["Chloe Martin", "chloe.martin", "DES"],
  ["Yuki Tanaka", "yuki.tanaka", "DES"],
  ["Felix Braun", "felix.braun", "DES"],
  ["Nora Lindqvist", "nora.lindqvist", "DES"],
  ["Ravi Patel", "ravi.patel", "DES"],
  ["Sam Lee", "samuel.lee", "MOB"],
  ["Elena Popescu", "elena.popescu", "MOB"],
  ["Kwame Mensah", "kwame.mensah", "MOB"],
  ["Lucia Romero", "lucia.romero", "MOB"],
  ["Ben Carter", "ben.carter", "MOB"],
  ["Zoe Wright", "zoe.wright", "MOB"],
  ["Arjun Mehta", "arjun.mehta", "MOB"],
];
const STATE_DEFS: [string, LinState["type"], string][] = [
  ["Backlog", "backlog", "#bec2c8"],
  ["Todo", "unstarted", "#e2e2e2"],
  ["In Progress", "started", "#f2c94c"],
  ["In Review", "started", "#0f783c"],
  ["Done", "completed", "#5e6ad2"],
  ["Canceled", "canceled", "#95a2b3"],
];
const LABEL_DEFS: [string, string, string | null][] = [
  ["Bug", "#eb5757", "Something is broken"],
  ["Feature", "#bb87fc", "New functionality"],
  ["Improvement", "#4ea7fc", "Make something existing better"],
  ["Tech debt", "#f2994a", null],
  ["Security", "#c62828", "Security-relevant work"],
  ["Performance", "#26b5ce", null],
  ["Customer request", "#4cb782", "Asked for by a customer"],
  ["Documentation", "#95a2b3", null],
];

const TITLES: Record<string, string[]> = {
  ENG: [
    "Invoice PDF shows wrong tax rate for EU customers",
    "Search results ignore accented characters",
    "Add CSV export to the billing history page",
    "Session expires while editing a long form",
    "Migrate payment webhooks to the new queue",
    "Slow query on the usage dashboard",
    "Typeahead flickers on slow connections",
    "Refund button stays enabled after a refund",
    "Support SSO login for enterprise workspaces",
    "Remove the legacy pricing page",
    "Duplicate emails sent on plan upgrade",
    "Paginate the audit log API",
    "Stale cache after changing the billing address",
    "Autocomplete for team member mentions",
    "Upgrade the ORM to the next major version",
    "Currency rounding error in proration",
    "Improve empty state of the search page",
    "Error page leaks stack traces",
    "Add dark mode to the settings pages",
    "Flaky end-to-end test for checkout",
  ],
  PLT: [
    "Upgrade Postgres to 16 on the primary cluster",
    "Alert fatigue from disk usage warnings",
    "Move CI runners to spot instances",
    "Terraform drift in the staging VPC",
    "Add request tracing to the API gateway",
    "Certificate renewal job failed silently",
    "Reduce Docker image size of the web service",
    "Backups are not tested for restore",
    "Rate limit the internal admin API",
    "Node pool autoscaling is too slow",
    "Centralize service logs in one index",
    "Secrets stored in plain environment files",
    "Dashboard for queue latency",
    "Pin base images to digests",
    "Kafka consumer lag during nightly batch",
  ],
  DES: [
    "Redesign the onboarding checklist",
    "Icon set for the new navigation",
    "Color contrast of disabled buttons",
    "Empty states illustrations",
    "Spacing tokens for the design system",
    "Update the pricing page mockups",
    "Mobile navigation patterns review",
    "Typography scale audit",
  ],
  MOB: [
    "Push notifications arrive twice on iOS",
    "Offline queue loses edits after restart",
    "Dark mode colors on Android widgets",
    "Biometric login fails after OS update",
    "Deep links open the wrong screen",
    "App size grew by 20 MB",
    "Pull to refresh stutters on older phones",
    "Onboarding carousel skips the last page",
    "Crash when rotating during video playback",
    "Localize the settings screen",
  ],
};

const iso = (ms: number) => new Date(ms).toISOString();
const day = (s: string) => Date.parse(`${s}T00:00:00.000Z`);

export interface LinearData {
  teams: LinTeam[];
  users: LinUser[];
  states: LinState[];
  labels: LinLabel[];
  cycles: LinCycle[];
  projects: LinProject[];
  issues: LinIssue[];
  comments: LinComment[];
  documents: LinDocument[];
  me: LinUser;
}

let cached: LinearData | undefined;

export function linearData(): LinearData {
  if (cached) return cached;
  const rng = createRng(0x11ea7);
  const teams: LinTeam[] = TEAM_DEFS.map(([key, name, description, cyclesEnabled], i) => ({
    id: uuid(0x7ea, i + 1),
    key,
    name,
    description,
    cyclesEnabled,
  }));
  const team = (key: string) => teams.find((t) => t.key === key) as LinTeam;
  const users: LinUser[] = USER_DEFS.map(([name, local, key], i) => ({
    id: uuid(0x05e, i + 1),
    name,
    displayName: local.split(".")[0],
    email: `${local}@fernhill.dev`,
    active: true,
    admin: i === 0,
    teamIds: [team(key).id],
    createdAt: iso(day("2023-02-01") + i * 17 * DAY),
  }));
  // Jordan also belongs to Platform (the on-call rotation); Ravi (PM) to Mobile.
  users[0].teamIds.push(team("PLT").id);
  users[17].teamIds.push(team("MOB").id);
  const user = (name: string, teamKey?: string) =>
    users.find((u) => u.name === name && (!teamKey || u.teamIds[0] === team(teamKey).id)) as LinUser;

  const states: LinState[] = teams.flatMap((t, ti) =>
    STATE_DEFS.map(([name, type, color], si) => ({
      id: uuid(0x57a, ti * 10 + si + 1),
      name,
      type,
      color,
      position: si,
      teamId: t.id,
    })),
  );
  const state = (teamKey: string, name: string) =>
    states.find((s) => s.teamId === team(teamKey).id && s.name === name) as LinState;
  const labels: LinLabel[] = LABEL_DEFS.map(([name, color, description], i) => ({
    id: uuid(0x1ab, i + 1),
    name,
    color,
    description,
    teamId: null,
  }));
  labels.push(
    { id: uuid(0x1ab, 20), name: "iOS", color: "#000000", description: null, teamId: team("MOB").id },
    { id: uuid(0x1ab, 21), name: "Android", color: "#3ddc84", description: null, teamId: team("MOB").id },
  );
  const label = (name: string) => labels.find((l) => l.name === name) as LinLabel;

  // Two-week cycles; the current one contains now.
  const cycleDefs: [string, number, string][] = [
    ["ENG", 21, "2025-09-22"],
    ["PLT", 34, "2025-09-22"],
    ["MOB", 10, "2025-09-24"],
  ];
  const cycles: LinCycle[] = [];
  for (const [key, current, start] of cycleDefs) {
    for (let k = -3; k <= 1; k++) {
      const s = day(start) + k * 14 * DAY;
      cycles.push({
        id: uuid(0xc1c, cycles.length + 1),
        number: current + k,
        name: key === "PLT" && k === 0 ? "Hardening" : null,
        teamId: team(key).id,
        startsAt: iso(s),
        endsAt: iso(s + 14 * DAY),
        completedAt: k < 0 ? iso(s + 14 * DAY) : null,
      });
    }
  }
  const cycleOf = (teamId: string, ms: number) =>
    cycles.find((c) => c.teamId === teamId && Date.parse(c.startsAt) <= ms && ms < Date.parse(c.endsAt));

  const P = (
    name: string,
    summary: string,
    state: LinProject["state"],
    lead: LinUser,
    members: LinUser[],
    teamKeys: string[],
    startDate: string | null,
    targetDate: string | null,
  ): LinProject => ({
    id: uuid(0x940, 0),
    name,
    summary,
    state,
    leadId: lead.id,
    memberIds: members.map((m) => m.id),
    teamIds: teamKeys.map((k) => team(k).id),
    startDate,
    targetDate,
    createdAt: iso(day(startDate ?? "2025-08-01") - 10 * DAY),
    updatedAt: iso(LINEAR_NOW_MS - 2 * DAY),
    archivedAt: null,
  });
  const u = user;
  const projects: LinProject[] = [
    P(
      "Billing v2",
      "New invoicing and proration engine",
      "started",
      u("Marco Bianchi"),
      [u("Marco Bianchi"), u("Priya Shah"), u("Jordan Reyes"), u("Omar Haddad")],
      ["ENG", "PLT"],
      "2025-08-04",
      "2025-11-14",
    ),
    P(
      "Search revamp",
      "Faster, typo-tolerant search",
      "started",
      u("Hannah Okafor"),
      [u("Hannah Okafor"), u("Marco Bianchi"), u("Leo Fischer")],
      ["ENG"],
      "2025-07-14",
      "2025-10-31",
    ),
    P(
      "Kubernetes migration",
      "Move the remaining services off VMs",
      "started",
      u("Dmitri Volkov"),
      [u("Dmitri Volkov"), u("Sam Lee", "PLT"), u("Priya Nair"), u("Grace Chen")],
      ["PLT"],
      "2025-06-02",
      "2025-12-19",
    ),
    P(
      "SOC 2 readiness",
      "Controls and evidence for the SOC 2 audit",
      "planned",
      u("Grace Chen"),
      [u("Grace Chen"), u("Aisha Rahman"), u("Ines Duarte"), u("Jordan Reyes")],
      ["PLT", "ENG"],
      "2025-10-13",
      "2026-02-27",
    ),
    P(
      "Design system 2.0",
      "Tokens, components and documentation",
      "started",
      u("Chloe Martin"),
      [u("Chloe Martin"), u("Yuki Tanaka"), u("Felix Braun"), u("Lucia Romero")],
      ["DES", "MOB"],
      "2025-07-01",
      "2025-12-12",
    ),
    P(
      "Mobile onboarding",
      "A shorter first-run experience on iOS and Android",
      "started",
      u("Elena Popescu"),
      [u("Elena Popescu"), u("Sam Lee", "MOB"), u("Kwame Mensah"), u("Nora Lindqvist"), u("Ravi Patel")],
      ["MOB", "DES"],
      "2025-08-18",
      "2025-10-24",
    ),
    P(
      "Offline mode",
      "Edit without a connection, sync later",
      "paused",
      u("Kwame Mensah"),
      [u("Kwame Mensah"), u("Ben Carter"), u("Zoe Wright")],
      ["MOB"],
      "2025-05-05",
      null,
    ),
    P(
      "Q3 cleanup",
      "Remove dead code and old feature flags",
      "completed",
      u("Jordan Reyes"),
      [u("Jordan Reyes"), u("Leo Fischer"), u("Tomás Ortega")],
      ["ENG"],
      "2025-07-01",
      "2025-09-26",
    ),
    P(
      "Public API v1",
      "A documented public REST API",
      "canceled",
      u("Marco Bianchi"),
      [u("Marco Bianchi"), u("Aisha Rahman")],
      ["ENG"],
      "2025-06-16",
      "2025-09-30",
    ),
  ];
  projects.forEach((p, i) => {
    p.id = uuid(0x940, i + 1);
  });

  const COUNTS: Record<string, number> = { ENG: 130, PLT: 60, DES: 25, MOB: 40 };
  const issues: LinIssue[] = [];
  const start = day("2025-06-02");
  const end = LINEAR_NOW_MS - 3 * 3_600_000;
  for (const t of teams) {
    const n = COUNTS[t.key];
    const members = users.filter((x) => x.teamIds.includes(t.id));
    const teamProjects = projects.filter((p) => p.teamIds.includes(t.id) && p.state !== "canceled");
    const titles = TITLES[t.key];
    for (let i = 1; i <= n; i++) {
      const created = Math.round(start + ((end - start) * (i - 0.5 + rng.next() * 0.4)) / n);
      const age = (LINEAR_NOW_MS - created) / DAY;
      const stateName =
        age > 45
          ? rng.weighted(["Done", "Canceled", "Backlog", "In Progress"], [70, 10, 15, 5])
          : age > 14
            ? rng.weighted(
                ["Done", "Canceled", "Backlog", "Todo", "In Progress", "In Review"],
                [35, 5, 15, 15, 20, 10],
              )
            : rng.weighted(["Backlog", "Todo", "In Progress", "In Review", "Done"], [25, 30, 25, 10, 10]);
      const st = state(t.key, stateName);
      const updated = Math.min(
        LINEAR_NOW_MS - 3_600_000,
        created + rng.int(0, Math.max(1, Math.floor(age))) * DAY + rng.int(0, 20) * 3_600_000,
      );
      const priority = rng.weighted([0, 1, 2, 3, 4], [15, 8, 25, 35, 17]);
      const base = titles[(i - 1) % titles.length];
      const round = Math.floor((i - 1) / titles.length);
      const title =
        round === 0
          ? base
          : `${base} (${["follow-up", "part 2", "edge cases", "regression", "cleanup", "v2", "again"][(round - 1) % 7]})`;
      const isBug =
        /fail|wrong|crash|flicker|leak|loses|drift|duplicate|error|stale|stutter|skips|twice|slow|silently|ignore|stays|rounding|flaky|opens the wrong/i.test(
          base,
        );
      const labelIds = [
        isBug
          ? label("Bug").id
          : rng.pick([label("Feature").id, label("Improvement").id, label("Tech debt").id]),
      ];
      if (rng.chance(0.25)) {
        const extra = rng.pick(["Security", "Performance", "Customer request", "Documentation"]);
        labelIds.push(label(extra).id);
      }
      if (t.key === "MOB") labelIds.push(rng.chance(0.5) ? label("iOS").id : label("Android").id);
      const done = st.type === "completed";
      const canceled = st.type === "canceled";
      const finishedAt = done || canceled ? updated : null;
      const cyc = t.cyclesEnabled
        ? st.type === "started" || (st.type === "unstarted" && rng.chance(0.6))
          ? cycleOf(t.id, LINEAR_NOW_MS)
          : done && finishedAt
            ? cycleOf(t.id, finishedAt)
            : undefined
        : undefined;
      issues.push({
        id: uuid(0x155, issues.length + 1),
        identifier: `${t.key}-${i}`,
        number: i,
        title,
        description: `${title}.\n\nSteps and context are in the linked thread.`,
        priority,
        estimate: rng.chance(0.7) ? rng.pick([1, 2, 3, 5, 8]) : null,
        teamId: t.id,
        stateId: st.id,
        assigneeId: st.type === "backlog" && rng.chance(0.5) ? null : rng.pick(members).id,
        creatorId: rng.pick(members).id,
        labelIds,
        projectId: teamProjects.length > 0 && rng.chance(0.6) ? rng.pick(teamProjects).id : null,
        cycleId: cyc?.id ?? null,
        dueDate: rng.chance(0.2) ? iso(created + rng.int(7, 40) * DAY).slice(0, 10) : null,
        createdAt: iso(created),
        updatedAt: iso(updated),
        completedAt: done && finishedAt !== null ? iso(finishedAt) : null,
        canceledAt: canceled && finishedAt !== null ? iso(finishedAt) : null,
        archivedAt: done && age > 100 && rng.chance(0.3) ? iso(LINEAR_NOW_MS - 20 * DAY) : null,
      });
    }
  }
  const issue = (identifier: string) => issues.find((x) => x.identifier === identifier) as LinIssue;
  const fix = (identifier: string, patch: Partial<LinIssue>) => Object.assign(issue(identifier), patch);
  const curEng = cycleOf(team("ENG").id, LINEAR_NOW_MS)?.id ?? null;
  const curPlt = cycleOf(team("PLT").id, LINEAR_NOW_MS)?.id ?? null;
  const curMob = cycleOf(team("MOB").id, LINEAR_NOW_MS)?.id ?? null;
  fix("ENG-123", {
    title: "Checkout fails when coupon code has trailing spaces",
    description:
      "Customers pasting a coupon code with a trailing space get 'invalid coupon'. Trim before lookup.",
    priority: 2,
    stateId: state("ENG", "In Progress").id,
    assigneeId: u("Priya Shah").id,
    creatorId: u("Jordan Reyes").id,
    labelIds: [label("Bug").id, label("Customer request").id],
    projectId: projects[0].id,
    cycleId: curEng,
    estimate: 2,
    completedAt: null,
    canceledAt: null,
    archivedAt: null,
  });
  fix("ENG-45", {
    title: "Rate limiter drops requests during deploys",
    description: "During rolling deploys the limiter's counters reset and bursts are rejected with 429.",
    priority: 1,
    stateId: state("ENG", "In Review").id,
    assigneeId: u("Marco Bianchi").id,
    creatorId: u("Hannah Okafor").id,
    labelIds: [label("Bug").id, label("Performance").id],
    projectId: null,
    cycleId: curEng,
    updatedAt: "2025-09-30T16:20:00.000Z",
    completedAt: null,
    canceledAt: null,
    archivedAt: null,
  });
  fix("PLT-7", {
    title: "Rotate production database credentials",
    description: "The production database password has not been rotated since 2023.",
    priority: 1,
    stateId: state("PLT", "In Progress").id,
    assigneeId: u("Sam Lee", "PLT").id,
    labelIds: [label("Security").id],
    projectId: projects[2].id,
    cycleId: curPlt,
    completedAt: null,
    canceledAt: null,
    archivedAt: null,
  });
  fix("MOB-12", {
    title: "App crashes on Android 14 when opening the camera",
    description:
      "Reproducible on Pixel 8 with Android 14: opening the camera from a comment crashes the app.",
    priority: 1,
    stateId: state("MOB", "Todo").id,
    assigneeId: u("Sam Lee", "MOB").id,
    labelIds: [label("Bug").id, label("Android").id],
    cycleId: curMob,
    completedAt: null,
    canceledAt: null,
    archivedAt: null,
  });
  // Urgent open bugs in Platform and a few issues of the signed-in user in every state.
  fix("PLT-55", {
    priority: 1,
    stateId: state("PLT", "Todo").id,
    labelIds: [label("Bug").id],
    completedAt: null,
    canceledAt: null,
  });
  fix("PLT-58", {
    priority: 1,
    stateId: state("PLT", "In Progress").id,
    labelIds: [label("Bug").id, label("Performance").id],
    completedAt: null,
    canceledAt: null,
    cycleId: curPlt,
  });
  const me = users[0];
  for (const [id, st] of [
    ["ENG-118", "In Progress"],
    ["ENG-121", "Todo"],
    ["ENG-126", "In Review"],
    ["ENG-129", "Backlog"],
    ["ENG-100", "Done"],
    ["PLT-50", "Todo"],
  ] as const) {
    const key = id.split("-")[0];
    const s = state(key, st);
    fix(id, {
      assigneeId: me.id,
      stateId: s.id,
      completedAt: st === "Done" ? "2025-09-25T15:00:00.000Z" : null,
      canceledAt: null,
      archivedAt: null,
      cycleId: s.type === "started" || s.type === "unstarted" ? (key === "ENG" ? curEng : curPlt) : null,
    });
  }

  const comments: LinComment[] = [];
  const C = (issueId: string, userId: string, body: string, at: number) =>
    comments.push({
      id: uuid(0xc0e, comments.length + 1),
      issueId,
      userId,
      body,
      createdAt: iso(at),
      updatedAt: iso(at),
    });
  C(
    issue("ENG-45").id,
    u("Hannah Okafor").id,
    "Saw this again in yesterday's deploy: 3% of requests got 429.",
    Date.parse("2025-09-26T09:12:00Z"),
  );
  C(
    issue("ENG-45").id,
    u("Marco Bianchi").id,
    "Counters now live in Redis; PR is up for review.",
    Date.parse("2025-09-29T14:40:00Z"),
  );
  C(
    issue("ENG-45").id,
    u("Jordan Reyes").id,
    "Let's ship it behind a flag first.",
    Date.parse("2025-09-30T16:20:00Z"),
  );
  C(
    issue("ENG-123").id,
    u("Priya Shah").id,
    "Reproduced with 'SAVE10 ' from the marketing email.",
    Date.parse("2025-09-25T10:05:00Z"),
  );
  C(
    issue("ENG-123").id,
    u("Ravi Patel").id,
    "Two customers reported this to support today.",
    Date.parse("2025-09-26T13:30:00Z"),
  );
  C(
    issue("PLT-7").id,
    u("Sam Lee", "PLT").id,
    "Vault policy drafted; rotation window Thursday 06:00 UTC.",
    Date.parse("2025-09-30T08:00:00Z"),
  );
  const phrases = [
    "Can we get a repro?",
    "Looks good to me.",
    "Blocked on the API change.",
    "Moved to next cycle.",
    "Added screenshots.",
    "Is this still happening?",
    "Pairing on this tomorrow.",
  ];
  for (const x of issues) {
    if (["ENG-45", "ENG-123", "PLT-7", "ENG-124"].includes(x.identifier) || !rng.chance(0.35)) continue;
    const team = users.filter((m) => m.teamIds.includes(x.teamId));
    for (let k = rng.int(1, 3); k > 0; k--)
      C(
        x.id,
        rng.pick(team).id,
        rng.pick(phrases),
        Math.min(LINEAR_NOW_MS - 3_600_000, Date.parse(x.createdAt) + rng.int(1, 30) * 3_600_000 * 6),
      );
  }

  const D = (
    title: string,
    content: string,
    project: LinProject | null,
    creator: LinUser,
    created: string,
  ): LinDocument => ({
    id: uuid(0xd0c, 0),
    title,
    content,
    projectId: project?.id ?? null,
    creatorId: creator.id,
    createdAt: `${created}T09:00:00.000Z`,
    updatedAt: `${created}T11:00:00.000Z`,
  });
  const documents: LinDocument[] = [
    D(
      "Billing v2 RFC",
      "Goals, proration rules and the migration plan for invoices.",
      projects[0],
      u("Marco Bianchi"),
      "2025-08-06",
    ),
    D(
      "Billing v2 rollout checklist",
      "Feature flags, dashboards and the rollback plan.",
      projects[0],
      u("Priya Shah"),
      "2025-09-22",
    ),
    D(
      "Search ranking notes",
      "How we weigh title, body and recency.",
      projects[1],
      u("Hannah Okafor"),
      "2025-07-20",
    ),
    D(
      "Cluster upgrade runbook",
      "Steps to drain and upgrade a node pool.",
      projects[2],
      u("Dmitri Volkov"),
      "2025-06-12",
    ),
    D(
      "On-call handbook",
      "Who is on call, escalation and severity levels.",
      null,
      u("Grace Chen"),
      "2025-03-03",
    ),
    D(
      "Onboarding flow research",
      "Interview notes from twelve new users.",
      projects[5],
      u("Nora Lindqvist"),
      "2025-08-25",
    ),
    D(
      "Design tokens proposal",
      "Naming and structure of color and spacing tokens.",
      projects[4],
      u("Chloe Martin"),
      "2025-07-08",
    ),
  ];
  documents.forEach((d, i) => {
    d.id = uuid(0xd0c, i + 1);
  });

  cached = { teams, users, states, labels, cycles, projects, issues, comments, documents, me };
  return cached;
}
