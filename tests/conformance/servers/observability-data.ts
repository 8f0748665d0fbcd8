/**
 * Deterministic data of the "observability" fixture world: the error tracker (Sentry-shaped), the
 * incident/on-call service (PagerDuty-shaped) and the monitors (Datadog-shaped) of a small software
 * company, "Northwind". One Sentry organization (`northwind`), eight projects, issues with short ids
 * like `BACKEND-1A2` (project slug upper-cased + base-36 counter), events, releases; PagerDuty
 * services, users, schedules, escalation policies, incidents (ids like `Q0RIJJZL24RC6W`), on-call
 * entries; Datadog monitors.
 * Fixed points the questions name:
 * - BACKEND-1A2 (id "6021658"): unresolved error in `backend`, "OperationalError: could not connect to
 *   server: Connection refused", assigned to priya.shah@northwind.dev, last seen 2025-09-30.
 * - `checkout` latest release checkout@2025.09.29.1 deployed 2025-09-29T14:05Z; four checkout errors
 *   first seen after it.
 * - On call now (2025-10-01T09:00Z): Payments Primary — Marta Nowak (level 1), API Primary — Alex Kim
 *   (PUAK1, alex.kim@) level 1, Platform SRE — Sam Rivera.
 * - Two PagerDuty users named Alex Kim (PUAK1 alex.kim@, PUAK2 akim@). Nobody is named Victor Hale.
 * - Service "API" (PSAPI01) has open incidents: two triggered, one acknowledged.
 * "Today" is 2025-10-01, the question suite's fixed date; "now" is 2025-10-01T09:00:00Z.
 */
import { createRng } from "@/demo/commerce/prng";

export const OBS_NOW = "2025-10-01T09:00:00Z";
export const OBS_ORG = { id: "4505281", slug: "northwind", name: "Northwind" };
export const OBS_LEVELS = ["fatal", "error", "warning", "info"] as const;
export const OBS_ISSUE_STATUSES = ["unresolved", "resolved", "ignored"] as const;
export const OBS_STATS_PERIODS = ["24h", "7d", "14d", "30d"] as const;
export const OBS_SORTS = ["date", "freq", "new", "user"] as const;
export const PD_STATUSES = ["triggered", "acknowledged", "resolved"] as const;
export const PD_URGENCIES = ["high", "low"] as const;
export const DD_GROUP_STATES = ["alert", "warn", "no data", "ok"] as const;

export interface ObsTeam {
  id: string;
  slug: string;
  name: string;
  memberCount: number;
}
export interface ObsProject {
  id: string;
  slug: string;
  name: string;
  platform: string;
  teams: string[];
  dateCreated: string;
}
export interface ObsRelease {
  version: string;
  shortVersion: string;
  projects: string[];
  dateCreated: string;
  newGroups: number;
  commitCount: number;
  lastDeploy: { environment: string; dateFinished: string } | null;
}
export interface ObsIssue {
  id: string;
  shortId: string;
  title: string;
  culprit: string;
  level: (typeof OBS_LEVELS)[number];
  status: (typeof OBS_ISSUE_STATUSES)[number];
  project: { slug: string; name: string };
  firstSeen: string;
  lastSeen: string;
  count: string;
  userCount: number;
  assignedTo: { email: string; name: string } | null;
  firstRelease: string | null;
  permalink: string;
}
export interface ObsEvent {
  eventID: string;
  "issue.id": string;
  issue: string;
  title: string;
  project: string;
  level: string;
  timestamp: string;
  environment: string;
  release: string | null;
  "user.email": string | null;
}
export interface PdRef {
  id: string;
  type: string;
  summary: string;
}
export interface PdService {
  id: string;
  name: string;
  description: string;
  status: "active" | "warning" | "critical" | "disabled";
  escalation_policy: PdRef;
  teams: PdRef[];
}
export interface PdUser {
  id: string;
  name: string;
  email: string;
  role: string;
  time_zone: string;
  job_title: string;
}
export interface PdSchedule {
  id: string;
  name: string;
  time_zone: string;
  escalation_policies: PdRef[];
}
export interface PdIncident {
  id: string;
  incident_number: number;
  title: string;
  status: (typeof PD_STATUSES)[number];
  urgency: (typeof PD_URGENCIES)[number];
  service: PdRef;
  assignments: { at: string; assignee: PdRef }[];
  created_at: string;
  last_status_change_at: string;
  html_url: string;
}
export interface PdOncall {
  user: PdRef;
  schedule: PdRef;
  escalation_policy: PdRef;
  escalation_level: number;
  start: string;
  end: string;
}
export interface DdMonitor {
  id: number;
  name: string;
  type: string;
  query: string;
  overall_state: "Alert" | "Warn" | "No Data" | "OK";
  tags: string[];
  created: string;
  modified: string;
}

const PEOPLE: { name: string; email: string; pd: string; title: string; team: string }[] = [
  {
    name: "Priya Shah",
    email: "priya.shah@northwind.dev",
    pd: "PUPS001",
    title: "Backend Engineer",
    team: "backend",
  },
  { name: "Alex Kim", email: "alex.kim@northwind.dev", pd: "PUAK1", title: "Senior SRE", team: "platform" },
  { name: "Alex Kim", email: "akim@northwind.dev", pd: "PUAK2", title: "Mobile Engineer", team: "mobile" },
  {
    name: "Marta Nowak",
    email: "marta.nowak@northwind.dev",
    pd: "PUMN003",
    title: "Payments Engineer",
    team: "payments",
  },
  { name: "Sam Rivera", email: "sam.rivera@northwind.dev", pd: "PUSR004", title: "SRE", team: "platform" },
  {
    name: "Jonas Berg",
    email: "jonas.berg@northwind.dev",
    pd: "PUJB005",
    title: "Frontend Engineer",
    team: "web",
  },
  {
    name: "Lena Fischer",
    email: "lena.fischer@northwind.dev",
    pd: "PULF006",
    title: "Engineering Manager",
    team: "backend",
  },
  {
    name: "Omar Haddad",
    email: "omar.haddad@northwind.dev",
    pd: "PUOH007",
    title: "Payments Engineer",
    team: "payments",
  },
  {
    name: "Grace Liu",
    email: "grace.liu@northwind.dev",
    pd: "PUGL008",
    title: "iOS Engineer",
    team: "mobile",
  },
  {
    name: "Tom Becker",
    email: "tom.becker@northwind.dev",
    pd: "PUTB009",
    title: "Backend Engineer",
    team: "backend",
  },
  {
    name: "Nina Costa",
    email: "nina.costa@northwind.dev",
    pd: "PUNC010",
    title: "Frontend Engineer",
    team: "web",
  },
  {
    name: "Ravi Patel",
    email: "ravi.patel@northwind.dev",
    pd: "PURP011",
    title: "Support Lead",
    team: "platform",
  },
];

const TEAMS: [string, string][] = [
  ["backend", "Backend"],
  ["web", "Web"],
  ["payments", "Payments"],
  ["mobile", "Mobile"],
  ["platform", "Platform SRE"],
];

const PROJECTS: [string, string, string, string, number][] = [
  // slug, name, platform, team, first short-id counter
  ["backend", "Backend", "python-django", "backend", 1640],
  ["worker", "Worker", "python-celery", "backend", 420],
  ["checkout", "Checkout", "javascript-react", "web", 880],
  ["web-app", "Web App", "javascript-nextjs", "web", 1210],
  ["payments-api", "Payments API", "go", "payments", 300],
  ["mobile-ios", "Mobile iOS", "apple-ios", "mobile", 150],
  ["mobile-android", "Mobile Android", "android", "mobile", 170],
  ["gateway", "Gateway", "node-express", "platform", 510],
];

const ERRORS: Record<string, [string, string][]> = {
  python: [
    ["KeyError: 'currency'", "orders.serializers in to_representation"],
    ["OperationalError: could not connect to server: Connection refused", "db.pool in connect"],
    ['IntegrityError: duplicate key value violates unique constraint "orders_pkey"', "orders.models in save"],
    ["ZeroDivisionError: division by zero", "reports.metrics in conversion_rate"],
    ["TimeoutError: upstream request timed out", "integrations.shipping in fetch_rates"],
    ["AttributeError: 'NoneType' object has no attribute 'email'", "accounts.views in profile"],
    ["RedisError: max number of clients reached", "cache.client in get"],
    ["ValueError: invalid literal for int() with base 10: ''", "search.filters in parse_page"],
    ["PermissionDenied: user lacks scope invoices:read", "billing.api in list_invoices"],
    ["SoftTimeLimitExceeded", "tasks.exports in build_csv"],
  ],
  javascript: [
    ["TypeError: Cannot read properties of undefined (reading 'total')", "CartSummary in render"],
    ["ChunkLoadError: Loading chunk 482 failed", "webpack/runtime in loadChunk"],
    ["ReferenceError: gtag is not defined", "analytics in track"],
    ["Error: Request failed with status code 502", "api/client in request"],
    ["TypeError: Failed to fetch", "checkout/payment in submitPayment"],
    ["Hydration failed because the initial UI does not match", "app/layout in hydrate"],
    ["RangeError: Invalid time value", "utils/date in formatDate"],
    ["UnhandledRejection: StripeCardError: Your card was declined", "checkout/payment in confirm"],
  ],
  go: [
    ["panic: runtime error: invalid memory address or nil pointer dereference", "payments/capture.Capture"],
    ["context deadline exceeded", "payments/psp.Client.Authorize"],
    ["pq: deadlock detected", "payments/ledger.Post"],
    ["stripe: rate limit exceeded", "payments/psp.Client.Refund"],
    ["json: cannot unmarshal string into Go value of type int64", "payments/webhooks.Handle"],
  ],
  mobile: [
    ["Fatal error: Index out of range", "CartViewController.tableView(_:cellForRowAt:)"],
    ["NSInvalidArgumentException: unrecognized selector sent to instance", "AppDelegate.application"],
    [
      "java.lang.NullPointerException: Attempt to invoke virtual method on a null object reference",
      "com.northwind.cart.CartAdapter.onBind",
    ],
    ["java.lang.OutOfMemoryError: Failed to allocate", "com.northwind.images.ImageLoader.decode"],
    ["SSLHandshakeException: connection closed", "com.northwind.net.ApiClient.execute"],
    ["App Hanging: App hanging for at least 2000 ms", "ProductListView.body"],
  ],
  node: [
    ["Error: connect ECONNREFUSED 10.0.3.12:6379", "lib/rate-limit in consume"],
    ["Error: socket hang up", "proxy/upstream in forward"],
    ["JsonWebTokenError: invalid signature", "auth/jwt in verify"],
    ["Error: 504 Gateway Timeout from payments-api", "proxy/upstream in forward"],
  ],
};
const family = (platform: string) =>
  platform.startsWith("python")
    ? "python"
    : platform.startsWith("javascript")
      ? "javascript"
      : platform === "go"
        ? "go"
        : platform.startsWith("node")
          ? "node"
          : "mobile";

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const NOW_MS = Date.parse(OBS_NOW);
const DAY = 86_400_000;
const HOUR = 3_600_000;

export function observabilityData() {
  const rng = createRng(20251001);
  const teams: ObsTeam[] = TEAMS.map(([slug, name], i) => ({
    id: String(4100 + i),
    slug,
    name,
    memberCount: PEOPLE.filter((p) => p.team === slug).length,
  }));
  const projects: ObsProject[] = PROJECTS.map(([slug, name, platform, team], i) => ({
    id: String(4505900 + i),
    slug,
    name,
    platform,
    teams: [team],
    dateCreated: `202${3 + (i % 2)}-0${1 + i}-15T10:00:00Z`,
  }));

  // Releases: one every ~4 days per project, the newest just before "now".
  const releases: ObsRelease[] = [];
  for (const [slug] of PROJECTS) {
    for (let k = 0; k < 8; k++) {
      const at =
        slug === "checkout" && k === 0
          ? Date.parse("2025-09-29T14:00:00Z")
          : NOW_MS - (k * 4 + rng.int(1, 3)) * DAY - rng.int(0, 8) * HOUR;
      const d = new Date(at);
      const short = `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, "0")}.${String(d.getUTCDate()).padStart(2, "0")}.1`;
      releases.push({
        version: `${slug}@${short}`,
        shortVersion: short,
        projects: [slug],
        dateCreated: iso(at),
        newGroups: rng.int(0, 6),
        commitCount: rng.int(2, 40),
        lastDeploy: { environment: "production", dateFinished: iso(at + 5 * 60_000) },
      });
    }
  }
  const releasesOf = (slug: string) =>
    releases
      .filter((r) => r.projects.includes(slug))
      .sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));

  // Issues: ~36 per project; short ids count up from the project's counter.
  const issues: ObsIssue[] = [];
  for (const [slug, name, platform, team, start] of PROJECTS) {
    const errs = ERRORS[family(platform)];
    const crew = PEOPLE.filter((p) => p.team === team);
    const n = slug === "backend" ? 40 : 36;
    for (let k = 0; k < n; k++) {
      const counter = start + k;
      const [title, culprit] = errs[(k * 7 + counter) % errs.length];
      const firstMs = NOW_MS - rng.int(0, 110) * DAY - rng.int(0, 23) * HOUR;
      const lastMs = Math.min(
        NOW_MS - rng.int(0, 3) * HOUR,
        firstMs + rng.int(0, 40) * DAY + rng.int(1, 20) * HOUR,
      );
      const level = rng.weighted(OBS_LEVELS, [1, 6, 3, 1]);
      const status = rng.weighted(OBS_ISSUE_STATUSES, [6, 4, 1]);
      const who = rng.chance(0.55) ? rng.pick(crew) : null;
      const rel = releasesOf(slug).find((r) => r.dateCreated <= iso(firstMs));
      issues.push({
        id: String(6000000 + (PROJECTS.findIndex((p) => p[0] === slug) + 1) * 10000 + counter),
        shortId: `${slug.toUpperCase()}-${counter.toString(36).toUpperCase()}`,
        title,
        culprit,
        level,
        status,
        project: { slug, name },
        firstSeen: iso(firstMs),
        lastSeen: iso(Math.max(lastMs, firstMs)),
        count: String(rng.int(1, 4000)),
        userCount: rng.int(0, 900),
        assignedTo: who ? { email: who.email, name: who.name } : null,
        firstRelease: rel ? rel.version : null,
        permalink: "",
      });
    }
  }
  // The fixed points.
  const b1a2 = issues.find((i) => i.shortId === "BACKEND-1A2");
  if (b1a2)
    Object.assign(b1a2, {
      id: "6021658",
      title: "OperationalError: could not connect to server: Connection refused",
      culprit: "db.pool in connect",
      level: "error",
      status: "unresolved",
      firstSeen: "2025-09-12T07:41:00Z",
      lastSeen: "2025-09-30T22:10:00Z",
      count: "1843",
      userCount: 212,
      assignedTo: { email: "priya.shah@northwind.dev", name: "Priya Shah" },
    });
  const checkoutNew = issues.filter((i) => i.project.slug === "checkout").slice(0, 4);
  checkoutNew.forEach((i, k) => {
    Object.assign(i, {
      level: "error",
      status: "unresolved",
      firstSeen: iso(Date.parse("2025-09-29T15:00:00Z") + k * 7 * HOUR),
      lastSeen: iso(NOW_MS - (k + 1) * HOUR),
      firstRelease: "checkout@2025.09.29.1",
    });
  });
  for (const i of issues) i.permalink = `https://northwind.sentry.io/issues/${i.id}/`;

  // Events: a few per issue, inside the issue's first/last seen window.
  const events: ObsEvent[] = [];
  for (const i of issues) {
    const n = rng.int(1, 3);
    const a = Date.parse(i.firstSeen);
    const b = Date.parse(i.lastSeen);
    for (let k = 0; k < n; k++) {
      const at = k === 0 ? b : a + Math.floor(rng.next() * Math.max(1, b - a));
      const hex = Array.from({ length: 32 }, () => "0123456789abcdef"[rng.int(0, 15)]).join("");
      const rel = releasesOf(i.project.slug).find((r) => r.dateCreated <= iso(at));
      events.push({
        eventID: hex,
        "issue.id": i.id,
        issue: i.shortId,
        title: i.title,
        project: i.project.slug,
        level: i.level,
        timestamp: iso(at),
        environment: rng.chance(0.8) ? "production" : "staging",
        release: rel ? rel.version : null,
        "user.email": rng.chance(0.6) ? `user${rng.int(100, 9999)}@example.com` : null,
      });
    }
  }
  events.sort((x, y) => y.timestamp.localeCompare(x.timestamp));

  // PagerDuty.
  const users: PdUser[] = PEOPLE.map((p) => ({
    id: p.pd,
    name: p.name,
    email: p.email,
    role: p.title === "Engineering Manager" || p.title === "Support Lead" ? "manager" : "user",
    time_zone: p.team === "mobile" ? "America/Los_Angeles" : "Europe/Berlin",
    job_title: p.title,
  }));
  const ref = (type: string, id: string, summary: string): PdRef => ({ id, type, summary });
  const pdTeams = TEAMS.map(([slug, name]) =>
    ref("team_reference", `PT${slug.slice(0, 3).toUpperCase()}01`, name),
  );
  const SERVICES: [string, string, string, string, PdService["status"]][] = [
    ["PSAPI01", "API", "Public REST API behind the gateway", "platform", "critical"],
    ["PSPAY02", "Payments", "Card capture, refunds and payouts", "payments", "active"],
    ["PSCHK03", "Checkout", "Web checkout flow", "web", "warning"],
    ["PSWEB04", "Web App", "Customer web application", "web", "active"],
    ["PSMOB05", "Mobile Backend", "APIs used by the iOS and Android apps", "mobile", "active"],
    ["PSDAT06", "Data Pipeline", "Nightly exports and reporting jobs", "backend", "active"],
    ["PSAUT07", "Auth", "Login and token service", "platform", "active"],
  ];
  const POLICIES: [string, string, string][] = [
    ["PEAPI01", "API Escalation", "platform"],
    ["PEPAY02", "Payments Escalation", "payments"],
    ["PEWEB03", "Web Escalation", "web"],
    ["PEMOB04", "Mobile Escalation", "mobile"],
    ["PEBAK05", "Backend Escalation", "backend"],
  ];
  const policyOf = (team: string) => {
    const p = POLICIES.find((x) => x[2] === team) ?? POLICIES[0];
    return ref("escalation_policy_reference", p[0], p[1]);
  };
  const services: PdService[] = SERVICES.map(([id, name, description, team, status]) => ({
    id,
    name,
    description,
    status,
    escalation_policy: policyOf(team),
    teams: pdTeams.filter((t) => t.summary === TEAMS.find((x) => x[0] === team)?.[1]),
  }));
  const SCHEDULES: [string, string, string, string[]][] = [
    ["PSCH0AP", "API Primary", "platform", ["PUAK1", "PUSR004", "PURP011"]],
    ["PSCH0PY", "Payments Primary", "payments", ["PUMN003", "PUOH007"]],
    ["PSCH0WB", "Web Primary", "web", ["PUJB005", "PUNC010"]],
    ["PSCH0MB", "Mobile Primary", "mobile", ["PUGL008", "PUAK2"]],
    ["PSCH0BK", "Backend Primary", "backend", ["PUTB009", "PUPS001"]],
    ["PSCH0SR", "Platform SRE", "platform", ["PUSR004", "PUAK1"]],
  ];
  const schedules: PdSchedule[] = SCHEDULES.map(([id, name, team]) => ({
    id,
    name,
    time_zone: "Europe/Berlin",
    escalation_policies: [policyOf(team)],
  }));
  const userRef = (id: string) => {
    const u = users.find((x) => x.id === id);
    return ref("user_reference", id, u ? u.name : id);
  };
  // Weekly rotations, Monday 09:00 UTC; this week (2025-09-29 → 10-06) is rotation index 0.
  const oncalls: PdOncall[] = [];
  const week0 = Date.parse("2025-09-29T09:00:00Z");
  for (const [id, name, team, crew] of SCHEDULES) {
    for (let w = -2; w <= 2; w++) {
      const primary = crew[((w % crew.length) + crew.length) % crew.length];
      const secondary = crew[(((w + 1) % crew.length) + crew.length) % crew.length];
      const s = iso(week0 + w * 7 * DAY);
      const e = iso(week0 + (w + 1) * 7 * DAY);
      oncalls.push({
        user: userRef(primary),
        schedule: ref("schedule_reference", id, name),
        escalation_policy: policyOf(team),
        escalation_level: 1,
        start: s,
        end: e,
      });
      oncalls.push({
        user: userRef(id === "PSCH0SR" && w === 0 ? "PULF006" : secondary),
        schedule: ref("schedule_reference", id, name),
        escalation_policy: policyOf(team),
        escalation_level: 2,
        start: s,
        end: e,
      });
    }
  }
  // Incidents: ~260 over the last four months, the newest still open.
  const TITLES: Record<string, string[]> = {
    PSAPI01: [
      "High 5xx rate on /v2/orders",
      "p99 latency above 2s",
      "API pods crash looping",
      "Certificate expiring on api.northwind.dev",
    ],
    PSPAY02: [
      "Card capture failures above 3%",
      "Payout job failed",
      "PSP webhook backlog growing",
      "Refund queue stuck",
    ],
    PSCHK03: ["Checkout conversion dropped 40%", "Checkout JS errors spiking", "Address autocomplete down"],
    PSWEB04: ["Web App returning 502", "CDN cache hit ratio low", "Login page slow"],
    PSMOB05: ["Mobile API error rate high", "Push notification delivery failing"],
    PSDAT06: ["Nightly export missed SLA", "Reporting DB replication lag"],
    PSAUT07: ["Token service latency high", "Login failures spike"],
  };
  const incidents: PdIncident[] = [];
  const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  for (let k = 0; k < 260; k++) {
    const svc = rng.weighted(services, [6, 5, 4, 3, 3, 2, 2]);
    const created = NOW_MS - rng.int(0, 120) * DAY - rng.int(0, 23) * HOUR - rng.int(0, 59) * 60_000;
    const team = SERVICES.find((s) => s[0] === svc.id)?.[3] ?? "platform";
    const crew = SCHEDULES.filter((s) => s[2] === team).flatMap((s) => s[3]);
    const who = rng.pick(crew.length ? crew : ["PUSR004"]);
    const open = created > NOW_MS - 2 * DAY && rng.chance(0.5);
    const status: PdIncident["status"] = open ? rng.pick(["triggered", "acknowledged"] as const) : "resolved";
    const id = `Q${Array.from({ length: 13 }, () => ALNUM[rng.int(0, ALNUM.length - 1)]).join("")}`;
    incidents.push({
      id,
      incident_number: 0,
      title: rng.pick(TITLES[svc.id] ?? ["Service degraded"]),
      status,
      urgency: rng.weighted(PD_URGENCIES, [2, 3]),
      service: ref("service_reference", svc.id, svc.name),
      assignments: status === "resolved" ? [] : [{ at: iso(created), assignee: userRef(who) }],
      created_at: iso(created),
      last_status_change_at: iso(Math.min(NOW_MS, created + rng.int(5, 300) * 60_000)),
      html_url: `https://northwind.pagerduty.com/incidents/${id}`,
    });
  }
  // Service API: two triggered and one acknowledged incident right now.
  const apiOpen: [string, PdIncident["status"], PdIncident["urgency"], number][] = [
    ["High 5xx rate on /v2/orders", "triggered", "high", 3],
    ["p99 latency above 2s", "triggered", "low", 7],
    ["API pods crash looping", "acknowledged", "high", 20],
  ];
  for (const [title, status, urgency, hoursAgo] of apiOpen) {
    const id = `Q${Array.from({ length: 13 }, () => ALNUM[rng.int(0, ALNUM.length - 1)]).join("")}`;
    incidents.push({
      id,
      incident_number: 0,
      title,
      status,
      urgency,
      service: ref("service_reference", "PSAPI01", "API"),
      assignments: [{ at: iso(NOW_MS - hoursAgo * HOUR), assignee: userRef("PUAK1") }],
      created_at: iso(NOW_MS - hoursAgo * HOUR),
      last_status_change_at: iso(NOW_MS - hoursAgo * HOUR + 10 * 60_000),
      html_url: `https://northwind.pagerduty.com/incidents/${id}`,
    });
  }
  incidents.sort((a, b) => a.created_at.localeCompare(b.created_at));
  incidents.forEach((x, k) => {
    x.incident_number = 1201 + k;
  });

  // Datadog monitors.
  const MONITORS: [string, string, string, DdMonitor["overall_state"], string[]][] = [
    [
      "[API] High 5xx rate",
      "query alert",
      "sum(last_5m):sum:trace.http.request.errors{service:api}.as_count() > 50",
      "Alert",
      ["service:api", "team:platform", "env:production"],
    ],
    [
      "[API] p99 latency",
      "query alert",
      "avg(last_10m):p99:trace.http.request{service:api} > 2",
      "Warn",
      ["service:api", "team:platform", "env:production"],
    ],
    [
      "[Payments] capture failure ratio",
      "query alert",
      "sum(last_15m):sum:payments.capture.failed{*}.as_count() / sum:payments.capture.total{*}.as_count() > 0.03",
      "OK",
      ["service:payments", "team:payments", "env:production"],
    ],
    [
      "[Payments] PSP webhook lag",
      "metric alert",
      "avg(last_5m):avg:payments.webhooks.lag{*} > 300",
      "OK",
      ["service:payments", "team:payments"],
    ],
    [
      "[Checkout] JS error rate",
      "query alert",
      "sum(last_10m):sum:rum.errors{app:checkout}.as_count() > 200",
      "Alert",
      ["service:checkout", "team:web", "env:production"],
    ],
    [
      "[Web] Synthetic login check",
      "synthetics alert",
      "synthetics login-flow",
      "OK",
      ["service:web-app", "team:web"],
    ],
    [
      "[Mobile] API error rate",
      "query alert",
      "sum(last_5m):sum:mobile.api.errors{*}.as_count() > 100",
      "OK",
      ["service:mobile-backend", "team:mobile"],
    ],
    [
      "[Data] nightly export heartbeat",
      "service check",
      '"exports.heartbeat".over("*").last(2).count_by_status()',
      "No Data",
      ["service:data-pipeline", "team:backend"],
    ],
    [
      "[Infra] Redis connections",
      "metric alert",
      "avg(last_5m):avg:redis.net.clients{*} > 9000",
      "Warn",
      ["team:platform", "env:production"],
    ],
    [
      "[Infra] Postgres replication lag",
      "metric alert",
      "avg(last_5m):avg:postgresql.replication_delay{*} > 30",
      "OK",
      ["team:backend", "env:production"],
    ],
    [
      "[Infra] Disk usage on db hosts",
      "metric alert",
      "avg(last_15m):avg:system.disk.in_use{role:db} > 0.9",
      "OK",
      ["team:platform"],
    ],
    [
      "[Auth] Token service latency",
      "query alert",
      "avg(last_10m):p95:trace.http.request{service:auth} > 0.5",
      "OK",
      ["service:auth", "team:platform"],
    ],
  ];
  const monitors: DdMonitor[] = MONITORS.map(([name, type, query, overall_state, tags], i) => ({
    id: 71000 + i * 13,
    name,
    type,
    query,
    overall_state,
    tags,
    created: "2024-11-04T10:00:00Z",
    modified: "2025-09-10T08:00:00Z",
  }));

  return {
    teams,
    projects,
    releases,
    issues,
    events,
    users,
    services,
    schedules,
    oncalls,
    incidents,
    monitors,
  };
}
