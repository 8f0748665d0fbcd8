/**
 * Deterministic data of the "oncall" fixture world: an engineering organisation's incident-response
 * account as the PagerDuty REST API stores it. Every id is PagerDuty-like (`P` + 6 upper-case letters or
 * digits); records carry `{ id, type, summary, self, html_url }`; references to other records are
 * `{ id, type: "<thing>_reference", summary, self, html_url }`. Dates are ISO-8601 UTC datetimes.
 * 8 teams, 25 services (3 disabled), 8 escalation policies, 9 schedules with weekly on-call layers
 * (hand-off Monday 09:00 UTC), 40 users (two named Jordan Lee), priorities P1–P5, ~1,500 incidents over
 * the year before "today" (2025-10-01, a Wednesday; "now" is 2025-10-01T12:00:00Z), alerts and log
 * entries for every incident.
 * Fixed points the questions name (ids in FIXED below, printed by `node --import tsx
 * tests/conformance/servers/oncall-data.ts`):
 * - teams Platform, Payments, Search, Data, Mobile, Identity, Networking, Support Tools.
 * - services Checkout API and Payment Gateway (Payments), Search API and Search Indexer (Search), Auth
 *   Service (Identity), Mobile Push (Mobile), Data Pipeline (Data), Edge Load Balancers (Networking);
 *   disabled: Legacy Billing Cron, Old Reporting DB, Fax Gateway.
 * - this week (2025-09-29 09:00 → 2025-10-06 09:00) Maya Patel is on call for Payments Primary, Diego
 *   Ramos for Payments Secondary; two Jordan Lee (Platform, jordan.lee@; Mobile, jlee@).
 *   Nobody is named Victor Hale.
 * - incident "Checkout API: 5xx error rate above 5%" (P1, high, triggered, today, assigned to Maya Patel),
 *   "Payment Gateway: p99 latency above 2s" (P2, high, acknowledged by Diego Ramos, yesterday), "Data
 *   Pipeline: nightly load job failed" (low, triggered, unassigned, today), the longest incident of the
 *   year "Search Indexer: replication lag on primary cluster" (P2, 2025-04-10 → 2025-04-19).
 * Everything else is seeded noise.
 */
import { pathToFileURL } from "node:url";
import { createRng } from "@/demo/commerce/prng";

export const ONCALL_TODAY = "2025-10-01";
export const ONCALL_NOW = `${ONCALL_TODAY}T12:00:00Z`;
const WEB = "https://northwind.pagerduty.example";
const API = "https://api.pagerduty.example";

export interface Ref {
  id: string;
  type: string;
  summary: string;
  self: string;
  html_url: string;
}
export interface Team extends Ref {
  name: string;
  description: string;
}
export interface User extends Ref {
  name: string;
  email: string;
  time_zone: string;
  role: "admin" | "user" | "limited_user" | "observer" | "owner";
  job_title: string;
  teams: Ref[];
  contact_methods: Ref[];
}
export interface Service extends Ref {
  name: string;
  description: string;
  status: "active" | "warning" | "critical" | "maintenance" | "disabled";
  created_at: string;
  last_incident_timestamp: string | null;
  escalation_policy: Ref;
  teams: Ref[];
  alert_creation: string;
  acknowledgement_timeout: number | null;
  auto_resolve_timeout: number | null;
}
export interface Schedule extends Ref {
  name: string;
  time_zone: string;
  description: string;
  users: Ref[];
  teams: Ref[];
  escalation_policies: Ref[];
  /** Weekly rotation (not a PagerDuty field: the layers are rendered from it). */
  rotation: string[];
}
export interface EscalationPolicy extends Ref {
  name: string;
  description: string;
  num_loops: number;
  escalation_rules: {
    id: string;
    escalation_delay_in_minutes: number;
    targets: Ref[];
  }[];
  services: Ref[];
  teams: Ref[];
}
export interface Priority extends Ref {
  name: string;
  description: string;
  order: number;
}
export interface Incident extends Ref {
  incident_number: number;
  title: string;
  description: string;
  status: "triggered" | "acknowledged" | "resolved";
  urgency: "high" | "low";
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
  last_status_change_at: string;
  service: Ref;
  assignments: { at: string; assignee: Ref }[];
  acknowledgements: { at: string; acknowledger: Ref }[];
  escalation_policy: Ref;
  teams: Ref[];
  priority: Ref | null;
  incident_key: string;
  alert_counts: { all: number; triggered: number; resolved: number };
}
export interface Alert extends Ref {
  status: "triggered" | "resolved";
  severity: "critical" | "error" | "warning" | "info";
  created_at: string;
  alert_key: string;
  service: Ref;
  incident: Ref;
  body: { type: string; details: Record<string, string> };
}
export interface LogEntry extends Ref {
  created_at: string;
  channel: { type: string; summary?: string };
  agent: Ref | null;
  incident: Ref;
  service: Ref;
  note?: string;
}
export interface OncallData {
  teams: Team[];
  users: User[];
  services: Service[];
  schedules: Schedule[];
  policies: EscalationPolicy[];
  priorities: Priority[];
  incidents: Incident[];
  alerts: Alert[];
  logEntries: LogEntry[];
}

const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const usedIds = new Set<string>();
/** A PagerDuty-like id ("P" + 6 letters/digits), deterministic per (kind, n). */
function pid(kind: string, n: number): string {
  let h = 2166136261;
  for (const ch of `${kind}:${n}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const rng = createRng(h);
  for (;;) {
    let s = "P";
    for (let i = 0; i < 6; i++) s += ID_CHARS[rng.int(0, ID_CHARS.length - 1)];
    if (!usedIds.has(s)) {
      usedIds.add(s);
      return s;
    }
  }
}
const plural = (type: string) => (type === "escalation_policy" ? "escalation_policies" : `${type}s`);
function ref(type: string, id: string, summary: string): Ref {
  return {
    id,
    type: `${type}_reference`,
    summary,
    self: `${API}/${plural(type)}/${id}`,
    html_url: `${WEB}/${plural(type)}/${id}`,
  };
}
function self(type: string, id: string, summary: string): Ref {
  return { ...ref(type, id, summary), type };
}
export const toRef = (r: Ref): Ref => ({
  id: r.id,
  type: r.type.endsWith("_reference") ? r.type : `${r.type}_reference`,
  summary: r.summary,
  self: r.self,
  html_url: r.html_url,
});
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const DAY = 86_400_000;
const NOW_MS = Date.parse(ONCALL_NOW);

const TEAMS: [string, string][] = [
  ["Platform", "Core platform, Kubernetes and CI"],
  ["Payments", "Checkout and payment processing"],
  ["Search", "Search API and indexing"],
  ["Data", "Data pipelines and warehouse"],
  ["Mobile", "iOS and Android apps and their backends"],
  ["Identity", "Login, SSO and accounts"],
  ["Networking", "Edge, DNS and load balancing"],
  ["Support Tools", "Internal tools for customer support"],
];
/** name, team index, job title */
const PEOPLE: [string, number, string][] = [
  ["Priyanka Shah", 0, "SRE Lead"],
  ["Jordan Lee", 0, "Site Reliability Engineer"],
  ["Tom Becker", 0, "Platform Engineer"],
  ["Aisha Bello", 0, "Platform Engineer"],
  ["Chen Wei", 0, "Site Reliability Engineer"],
  ["Maya Patel", 1, "Senior Backend Engineer"],
  ["Diego Ramos", 1, "Backend Engineer"],
  ["Sam Okoro", 1, "Engineering Manager"],
  ["Lena Fischer", 1, "Backend Engineer"],
  ["Hugo Martins", 1, "Backend Engineer"],
  ["Nina Kowalski", 2, "Search Engineer"],
  ["Arjun Rao", 2, "Engineering Manager"],
  ["Elif Demir", 2, "Search Engineer"],
  ["Marco Bianchi", 2, "Search Engineer"],
  ["Grace Kim", 3, "Data Engineer"],
  ["Oscar Lindberg", 3, "Data Engineer"],
  ["Fatou Diallo", 3, "Engineering Manager"],
  ["Ravi Iyer", 3, "Data Engineer"],
  ["Jordan Lee", 4, "Mobile Engineer"],
  ["Emma Schulz", 4, "Mobile Engineer"],
  ["Kenji Watanabe", 4, "Engineering Manager"],
  ["Lucia Romero", 4, "Mobile Engineer"],
  ["Noah Williams", 5, "Security Engineer"],
  ["Sofia Rossi", 5, "Identity Engineer"],
  ["Ahmed Hassan", 5, "Engineering Manager"],
  ["Ingrid Olsen", 5, "Identity Engineer"],
  ["Ben Adler", 6, "Network Engineer"],
  ["Carmen Ortiz", 6, "Network Engineer"],
  ["Yusuf Kaya", 6, "Engineering Manager"],
  ["Hannah Wright", 6, "Network Engineer"],
  ["Olga Petrov", 7, "Tools Engineer"],
  ["Liam Murphy", 7, "Tools Engineer"],
  ["Zara Ahmed", 7, "Engineering Manager"],
  ["Peter Novak", 0, "Platform Engineer"],
  ["Mei Lin", 1, "Backend Engineer"],
  ["Daniel Cohen", 2, "Search Engineer"],
  ["Amara Okeke", 3, "Analytics Engineer"],
  ["Felix Wagner", 4, "Mobile Engineer"],
  ["Rosa Jimenez", 6, "Network Engineer"],
  ["Victoria Adams", 0, "VP Engineering"],
];
/** name, team index, disabled, description */
const SERVICES: [string, number, boolean, string][] = [
  ["Checkout API", 1, false, "Cart and checkout endpoints"],
  ["Payment Gateway", 1, false, "Card authorisation and capture"],
  ["Refunds Worker", 1, false, "Asynchronous refunds"],
  ["Legacy Billing Cron", 1, true, "Old nightly billing batch (replaced)"],
  ["Search API", 2, false, "Public search endpoints"],
  ["Search Indexer", 2, false, "Index builds and replication"],
  ["Autocomplete", 2, false, "Suggestions as you type"],
  ["Data Pipeline", 3, false, "Nightly loads into the warehouse"],
  ["Warehouse", 3, false, "Analytics warehouse"],
  ["Old Reporting DB", 3, true, "Reporting replica (decommissioned)"],
  ["Mobile Push", 4, false, "Push notification delivery"],
  ["Mobile BFF", 4, false, "Backend for the mobile apps"],
  ["Auth Service", 5, false, "Login, tokens and sessions"],
  ["SSO Connector", 5, false, "SAML and OIDC for customers"],
  ["Edge Load Balancers", 6, false, "Public load balancers"],
  ["DNS", 6, false, "Authoritative DNS"],
  ["CDN", 6, false, "Static assets and caching"],
  ["Fax Gateway", 6, true, "Outbound fax (retired)"],
  ["Kubernetes Control Plane", 0, false, "Production clusters"],
  ["CI Runners", 0, false, "Build and deploy runners"],
  ["Observability Stack", 0, false, "Metrics, logs and traces"],
  ["Message Queue", 0, false, "Kafka clusters"],
  ["Support Console", 7, false, "Internal support console"],
  ["Ticket Sync", 7, false, "Helpdesk synchronisation"],
  ["Status Page", 7, false, "Public status page"],
];
const PRIORITIES: [string, string][] = [
  ["P1", "Critical: customer-facing outage"],
  ["P2", "High: major degradation"],
  ["P3", "Moderate: partial degradation"],
  ["P4", "Low: minor issue"],
  ["P5", "Informational"],
];
const PROBLEMS = [
  "5xx error rate above 5%",
  "p99 latency above 2s",
  "health check failing",
  "disk usage above 90%",
  "memory pressure on worker nodes",
  "queue backlog growing",
  "certificate expires in 7 days",
  "pod crash looping",
  "CPU saturation",
  "elevated timeouts to upstream",
  "job failed",
  "replication lag",
  "connection pool exhausted",
  "error budget burn rate high",
];

let cached: OncallData | undefined;

export function oncallData(): OncallData {
  if (cached) return cached;
  const rng = createRng(3535);
  const teams: Team[] = TEAMS.map(([name, description], i) => ({
    ...self("team", pid("team", i), name),
    name,
    description,
  }));
  const teamRef = (i: number) => ref("team", teams[i].id, teams[i].name);
  const users: User[] = PEOPLE.map(([name, t, job_title], i) => {
    const second = PEOPLE.findIndex(([n]) => n === name) !== i;
    const [first, last] = name.toLowerCase().split(" ");
    const id = pid("user", i);
    return {
      ...self("user", id, name),
      name,
      email: second ? `${first[0]}${last}@northwind.example` : `${first}.${last}@northwind.example`,
      time_zone: ["Europe/Berlin", "America/New_York", "Europe/London", "Asia/Kolkata"][i % 4],
      role: i === 0 || i === 39 ? "admin" : i % 11 === 7 ? "observer" : "user",
      job_title,
      teams: [teamRef(t)],
      contact_methods: [ref("email_contact_method", pid("cm", i), "Default")],
    };
  });
  const userRef = (u: User) => ref("user", u.id, u.name);
  const members = (t: number) => users.filter((u) => u.teams[0].id === teams[t].id);
  const manager = (t: number) => members(t).find((u) => /Manager|Lead|VP/.test(u.job_title)) ?? members(t)[0];

  // Schedules: a primary per team, plus a Payments secondary. Rotation = engineers of the team.
  const schedules: Schedule[] = [];
  const policies: EscalationPolicy[] = [];
  TEAMS.forEach(([name], t) => {
    const engineers = members(t).filter((u) => !/Manager|VP|Lead/.test(u.job_title));
    const label = t === 6 ? `${name} 24x7` : t === 7 ? `${name} Business Hours` : `${name} Primary`;
    const sid = pid("schedule", t);
    // rotation order chosen so that week 0 (this week) is fixed for the named points
    const rotation = engineers.map((u) => u.id);
    schedules.push({
      ...self("schedule", sid, label),
      name: label,
      time_zone: "UTC",
      description: `Weekly rotation of the ${name} team, hand-off Monday 09:00 UTC`,
      users: engineers.map(userRef),
      teams: [teamRef(t)],
      escalation_policies: [],
      rotation,
    });
  });
  {
    const payments = members(1).filter((u) => !/Manager/.test(u.job_title));
    // secondary: the primary's rotation shifted by one
    const rotation = [...payments.slice(1), payments[0]].map((u) => u.id);
    const sid = pid("schedule", 8);
    schedules.push({
      ...self("schedule", sid, "Payments Secondary"),
      name: "Payments Secondary",
      time_zone: "UTC",
      description: "Backup for Payments Primary",
      users: rotation.map((id) => userRef(users.find((u) => u.id === id) as User)),
      teams: [teamRef(1)],
      escalation_policies: [],
      rotation,
    });
  }
  TEAMS.forEach(([name], t) => {
    const eid = pid("policy", t);
    const primary = schedules[t];
    const rules = [
      {
        id: pid("rule", t * 3),
        escalation_delay_in_minutes: 30,
        targets: [ref("schedule", primary.id, primary.name)],
      },
    ];
    if (t === 1) {
      const secondary = schedules[8];
      rules.push({
        id: pid("rule", t * 3 + 1),
        escalation_delay_in_minutes: 15,
        targets: [ref("schedule", secondary.id, secondary.name)],
      });
    }
    rules.push({
      id: pid("rule", t * 3 + 2),
      escalation_delay_in_minutes: 30,
      targets: [userRef(manager(t))],
    });
    const policy: EscalationPolicy = {
      ...self("escalation_policy", eid, `${name} Escalation`),
      name: `${name} Escalation`,
      description: `Escalation for ${name} services`,
      num_loops: 2,
      escalation_rules: rules,
      services: [],
      teams: [teamRef(t)],
    };
    policies.push(policy);
    primary.escalation_policies.push(ref("escalation_policy", eid, policy.name));
    if (t === 1) schedules[8].escalation_policies.push(ref("escalation_policy", eid, policy.name));
  });

  const services: Service[] = SERVICES.map(([name, t, disabled, description], i) => {
    const policy = policies[t];
    const s: Service = {
      ...self("service", pid("service", i), name),
      name,
      description,
      status: disabled ? "disabled" : "active",
      created_at: iso(Date.parse("2022-03-01T10:00:00Z") + i * 17 * DAY),
      last_incident_timestamp: null,
      escalation_policy: ref("escalation_policy", policy.id, policy.name),
      teams: [teamRef(t)],
      alert_creation: "create_alerts_and_incidents",
      acknowledgement_timeout: i % 3 === 0 ? 1800 : null,
      auto_resolve_timeout: i % 4 === 0 ? 14400 : null,
    };
    policy.services.push(ref("service", s.id, name));
    return s;
  });
  const svc = (name: string) => services.find((s) => s.name === name) as Service;
  const user = (name: string, nth = 0) => users.filter((u) => u.name === name)[nth];
  const priorities: Priority[] = PRIORITIES.map(([name, description], i) => ({
    ...self("priority", pid("priority", i), name),
    name,
    description,
    order: (5 - i) * 256,
  }));

  /** The user on call on a schedule at an instant (weekly hand-off Monday 09:00 UTC). */
  const weekStart0 = Date.parse("2025-09-29T09:00:00Z");
  const onCallAt = (s: Schedule, ms: number) => {
    const w = Math.floor((ms - weekStart0) / (7 * DAY));
    const k = s.rotation.length;
    return users.find((u) => u.id === s.rotation[((w % k) + k) % k]) as User;
  };

  // Incidents
  type Draft = Omit<Incident, "incident_number" | "id" | "self" | "html_url" | "summary" | "type"> & {
    key: string;
  };
  const drafts: Draft[] = [];
  const disabledUntil = (s: Service) =>
    s.status === "disabled" ? Date.parse("2025-03-01T00:00:00Z") + services.indexOf(s) * 9 * DAY : NOW_MS;
  const weights = services.map((s, i) => (s.status === "disabled" ? 1 : 2 + ((i * 7) % 5)));
  const prioPick = () => (rng.chance(0.3) ? null : rng.weighted(priorities, [5, 15, 35, 30, 15]));
  const draft = (o: {
    key: string;
    service: Service;
    title: string;
    created: number;
    status: Incident["status"];
    urgency: Incident["urgency"];
    priority: Priority | null;
    duration: number | null;
    assignee: User | null | "oncall";
    acknowledger?: User;
  }): Draft => {
    const policy = policies.find((p) => p.id === o.service.escalation_policy.id) as EscalationPolicy;
    const schedule = schedules.find((s) => s.escalation_policies.some((e) => e.id === policy.id)) as Schedule;
    const created_at = iso(o.created);
    const resolved_at = o.status === "resolved" && o.duration !== null ? iso(o.created + o.duration) : null;
    const who = o.assignee === "oncall" ? onCallAt(schedule, o.created) : o.assignee;
    const assignments =
      o.status === "resolved" || who === null ? [] : [{ at: created_at, assignee: userRef(who) }];
    const acker = o.acknowledger ?? who ?? undefined;
    const ackAt = iso(o.created + 4 * 60_000 + rng.int(0, 20) * 60_000);
    const acknowledgements =
      o.status === "acknowledged" && acker ? [{ at: ackAt, acknowledger: userRef(acker) }] : [];
    const last = resolved_at ?? (acknowledgements[0]?.at || created_at);
    const nAlerts = 1 + (o.key.length % 3);
    return {
      key: o.key,
      title: o.title,
      description: o.title,
      status: o.status,
      urgency: o.urgency,
      created_at,
      updated_at: last,
      resolved_at,
      last_status_change_at: last,
      service: ref("service", o.service.id, o.service.name),
      assignments,
      acknowledgements,
      escalation_policy: ref("escalation_policy", policy.id, policy.name),
      teams: o.service.teams,
      priority: o.priority ? ref("priority", o.priority.id, o.priority.name) : null,
      incident_key: o.key,
      alert_counts: {
        all: nAlerts,
        triggered: o.status === "resolved" ? 0 : nAlerts,
        resolved: o.status === "resolved" ? nAlerts : 0,
      },
    };
  };
  const start = Date.parse("2024-10-01T00:00:00Z");
  for (let n = 0; n < 1496; n++) {
    const created = start + Math.floor(rng.next() * (NOW_MS - 2 * 3600_000 - start));
    let service = rng.weighted(services, weights);
    if (created > disabledUntil(service)) service = svc("Status Page");
    const age = NOW_MS - created;
    const status: Incident["status"] =
      age < 2 * DAY
        ? rng.weighted(["triggered", "acknowledged", "resolved"] as const, [35, 35, 30])
        : age < 7 * DAY
          ? rng.weighted(["triggered", "acknowledged", "resolved"] as const, [8, 17, 75])
          : rng.chance(0.004)
            ? "acknowledged"
            : "resolved";
    const minutes = Math.round(5 + rng.next() ** 3 * 2880);
    drafts.push(
      draft({
        key: `noise-${n}`,
        service,
        title: `${service.name}: ${rng.pick(PROBLEMS)}`,
        created,
        status,
        urgency: rng.chance(0.45) ? "high" : "low",
        priority: prioPick(),
        duration: minutes * 60_000,
        assignee: status !== "resolved" && rng.chance(0.15) ? null : "oncall",
      }),
    );
  }
  const prio = (name: string) => priorities.find((p) => p.name === name) as Priority;
  drafts.push(
    draft({
      key: "fixed-checkout",
      service: svc("Checkout API"),
      title: "Checkout API: 5xx error rate above 5%",
      created: Date.parse("2025-10-01T08:12:00Z"),
      status: "triggered",
      urgency: "high",
      priority: prio("P1"),
      duration: null,
      assignee: user("Maya Patel"),
    }),
    draft({
      key: "fixed-gateway",
      service: svc("Payment Gateway"),
      title: "Payment Gateway: p99 latency above 2s",
      created: Date.parse("2025-09-30T16:40:00Z"),
      status: "acknowledged",
      urgency: "high",
      priority: prio("P2"),
      duration: null,
      assignee: user("Diego Ramos"),
    }),
    draft({
      key: "fixed-pipeline",
      service: svc("Data Pipeline"),
      title: "Data Pipeline: nightly load job failed",
      created: Date.parse("2025-10-01T03:05:00Z"),
      status: "triggered",
      urgency: "low",
      priority: null,
      duration: null,
      assignee: null,
    }),
    draft({
      key: "fixed-indexer",
      service: svc("Search Indexer"),
      title: "Search Indexer: replication lag on primary cluster",
      created: Date.parse("2025-04-10T07:30:00Z"),
      status: "resolved",
      urgency: "high",
      priority: prio("P2"),
      duration: 9 * DAY + 5 * 3600_000,
      assignee: "oncall",
    }),
  );
  drafts.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.key.localeCompare(b.key));
  const incidents: Incident[] = drafts.map(({ key, ...d }, i) => {
    const id = pid("incident", i);
    return {
      ...self("incident", id, `[#${i + 1}] ${d.title}`),
      incident_number: i + 1,
      ...d,
      incident_key: key,
    };
  });
  for (const s of services) {
    const last = incidents.filter((x) => x.service.id === s.id).at(-1);
    s.last_incident_timestamp = last?.created_at ?? null;
  }
  const alerts: Alert[] = [];
  const logEntries: LogEntry[] = [];
  const irng = createRng(77);
  incidents.forEach((x, i) => {
    const iref = ref("incident", x.id, x.summary);
    const created = Date.parse(x.created_at);
    for (let k = 0; k < x.alert_counts.all; k++) {
      const at = iso(created + k * 90_000);
      alerts.push({
        ...self("alert", pid("alert", i * 4 + k), x.title),
        status: x.status === "resolved" ? "resolved" : "triggered",
        severity: x.urgency === "high" ? (k === 0 ? "critical" : "error") : irng.pick(["warning", "info"]),
        created_at: at,
        alert_key: `${x.incident_key}-${k}`,
        service: x.service,
        incident: iref,
        body: {
          type: "alert_body",
          details: {
            source: `${x.service.summary.toLowerCase().replace(/ /g, "-")}-${k + 1}`,
            check: x.title,
          },
        },
      });
    }
    let seq = 0;
    const entry = (kind: string, ms: number, agent: Ref | null, summary: string, note?: string) => {
      logEntries.push({
        ...self(kind, pid("log", i * 8 + seq++), summary),
        created_at: iso(ms),
        channel: { type: agent ? "web_trigger" : "api" },
        agent,
        incident: iref,
        service: x.service,
        ...(note ? { note } : {}),
      });
    };
    entry("trigger_log_entry", created, null, `Triggered through the API.`);
    const assignee = x.assignments[0]?.assignee;
    const schedule = schedules.find((s) =>
      s.escalation_policies.some((e) => e.id === x.escalation_policy.id),
    ) as Schedule;
    const notified = assignee ?? userRef(onCallAt(schedule, created));
    entry("notify_log_entry", created + 30_000, notified, `Notified ${notified.summary} by email.`);
    if (x.acknowledgements[0])
      entry(
        "acknowledge_log_entry",
        Date.parse(x.acknowledgements[0].at),
        x.acknowledgements[0].acknowledger,
        `Acknowledged by ${x.acknowledgements[0].acknowledger.summary}.`,
      );
    if (x.resolved_at) {
      if (i % 5 === 0)
        entry(
          "annotate_log_entry",
          created + (Date.parse(x.resolved_at) - created) / 2,
          notified,
          `Note added by ${notified.summary}.`,
          "Rolled back the last deploy; watching error rates.",
        );
      entry("resolve_log_entry", Date.parse(x.resolved_at), notified, `Resolved by ${notified.summary}.`);
    }
  });
  cached = { teams, users, services, schedules, policies, priorities, incidents, alerts, logEntries };
  return cached;
}

/** The on-call entries of the policies in [since, until] (weekly shifts; a user target is always on call). */
export function oncallsBetween(d: OncallData, sinceMs: number, untilMs: number) {
  const weekStart0 = Date.parse("2025-09-29T09:00:00Z");
  const rows: {
    escalation_policy: Ref;
    escalation_level: number;
    schedule: Ref | null;
    user: Ref;
    start: string | null;
    end: string | null;
  }[] = [];
  for (const p of d.policies) {
    p.escalation_rules.forEach((rule, level) => {
      for (const target of rule.targets) {
        const pref = toRef(p);
        if (target.type === "user_reference") {
          rows.push({
            escalation_policy: pref,
            escalation_level: level + 1,
            schedule: null,
            user: target,
            start: null,
            end: null,
          });
          continue;
        }
        const s = d.schedules.find((x) => x.id === target.id) as Schedule;
        const k = s.rotation.length;
        let w = Math.floor((sinceMs - weekStart0) / (7 * DAY));
        for (; weekStart0 + w * 7 * DAY <= untilMs; w++) {
          const from = weekStart0 + w * 7 * DAY;
          const to = from + 7 * DAY;
          if (to <= sinceMs) continue;
          const u = d.users.find((x) => x.id === s.rotation[((w % k) + k) % k]) as User;
          rows.push({
            escalation_policy: pref,
            escalation_level: level + 1,
            schedule: target,
            user: toRef(u),
            start: iso(from),
            end: iso(to),
          });
        }
      }
    });
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const d = oncallData();
  const show = (label: string, rows: { id: string; summary: string }[]) =>
    console.log(`${label}: ${rows.map((r) => `${r.summary}=${r.id}`).join(", ")}`);
  show("teams", d.teams);
  show("services", d.services);
  show("policies", d.policies);
  show("schedules", d.schedules);
  show("priorities", d.priorities);
  show("users", d.users);
  console.log(
    "fixed incidents:",
    d.incidents
      .filter((x) => x.incident_key.startsWith("fixed"))
      .map((x) => `${x.id} #${x.incident_number} ${x.title} ${x.status} ${x.created_at}`),
  );
  console.log("incidents:", d.incidents.length, "last:", d.incidents.at(-1)?.summary);
  const now = Date.parse(ONCALL_NOW);
  for (const r of oncallsBetween(d, now, now))
    console.log(
      "oncall now:",
      r.escalation_policy.summary,
      r.escalation_level,
      r.schedule?.summary,
      r.user.summary,
    );
}
