/**
 * Deterministic data of the "notion" fixture world: the Notion workspace of a product team ("Northwind
 * Product") in Notion API shapes — pages and databases with uuid ids, `properties` maps of TYPED values
 * (`{ type: "status", status: { name, color } }`, `{ type: "people", people: [user…] }`, `{ type: "date",
 * date: { start, end } }`, `{ type: "title", title: [rich text…] }`, `{ type: "relation", relation: [{ id }] }`,
 * `{ type: "number", number }`, `{ type: "select" | "multi_select" | "rich_text" | "email" | "unique_id" … }`).
 * Fixed points the questions name:
 * - four databases: Tasks (400 pages), Projects (20), Meeting notes (60), People directory (24).
 * - 24 people and two bots; two people are named Alex Kim (a Platform engineer and a product designer).
 *   Nobody is named Victor. Priya Raman is the product manager, Maya Chen a Platform engineer.
 * - task "Fix payment retry bug" (TASK-17): Checkout redesign, In progress, Maya Chen, due 2025-10-03,
 *   P0, estimate 5; "Update onboarding copy" exists twice (Onboarding flow and Pricing page).
 * - project "Checkout redesign" (lead Priya Raman, In progress, target 2025-10-31) has 25 tasks.
 * - meeting "Q4 planning" (2025-09-24) with action items as to_do blocks; weekly standups.
 * "Today" is 2025-10-01 (a Wednesday), the question suite's fixed date.
 */
import { createRng, type Rng } from "@/demo/commerce/prng";

export const NOTION_TODAY = "2025-10-01";
export const NOTION_DB = {
  tasks: "1f3c9a52-7b1e-4d2a-9c61-0e5b7a1d2f40",
  projects: "8a2d4e19-3c5f-4b7a-8e02-6d9f1c3b5a71",
  meetings: "c47e0b6a-91d3-4f28-a5b4-2e8c6f0d9b13",
  people: "5b91f7d2-0a4c-4e63-b8d1-7f2a9c5e3d84",
} as const;
/** The workspace's top page the databases live on. */
export const NOTION_ROOT_PAGE = "e0d1c2b3-a495-4867-9f10-213243546576";

export interface NotionUser {
  object: "user";
  id: string;
  name: string;
  avatar_url: string | null;
  type: "person" | "bot";
  person?: { email: string };
  bot?: Record<string, unknown>;
}

type RichText = {
  type: "text";
  text: { content: string; link: null };
  annotations: {
    bold: boolean;
    italic: boolean;
    strikethrough: boolean;
    underline: boolean;
    code: boolean;
    color: "default";
  };
  plain_text: string;
  href: null;
};
export const rich = (s: string): RichText[] =>
  s
    ? [
        {
          type: "text",
          text: { content: s, link: null },
          annotations: {
            bold: false,
            italic: false,
            strikethrough: false,
            underline: false,
            code: false,
            color: "default",
          },
          plain_text: s,
          href: null,
        },
      ]
    : [];

export interface NotionPage {
  object: "page";
  id: string;
  created_time: string;
  last_edited_time: string;
  created_by: { object: "user"; id: string };
  last_edited_by: { object: "user"; id: string };
  cover: null;
  icon: null;
  parent: { type: "database_id"; database_id: string } | { type: "workspace"; workspace: true };
  archived: boolean;
  in_trash: boolean;
  properties: Record<string, PropertyValue>;
  url: string;
  public_url: null;
}
export type PropertyValue = { id: string; type: string } & Record<string, unknown>;

export interface PropertySchema {
  id: string;
  name: string;
  type: string;
  [k: string]: unknown;
}
export interface NotionDatabase {
  object: "database";
  id: string;
  created_time: string;
  last_edited_time: string;
  created_by: { object: "user"; id: string };
  last_edited_by: { object: "user"; id: string };
  title: RichText[];
  description: RichText[];
  icon: null;
  cover: null;
  properties: Record<string, PropertySchema>;
  parent: { type: "page_id"; page_id: string };
  url: string;
  public_url: null;
  archived: boolean;
  in_trash: boolean;
  is_inline: boolean;
}
export type NotionBlock = {
  object: "block";
  id: string;
  parent: { type: "page_id"; page_id: string };
  created_time: string;
  last_edited_time: string;
  has_children: boolean;
  archived: boolean;
  in_trash: boolean;
  type: string;
} & Record<string, unknown>;

export const TASK_STATUSES = ["Not started", "In progress", "Blocked", "In review", "Done"] as const;
export const PROJECT_STATUSES = ["Planning", "In progress", "Paused", "Done"] as const;
export const PRIORITIES = ["P0", "P1", "P2", "P3"] as const;
export const TAGS = ["Bug", "Feature", "Docs", "Infra", "Design", "Research", "Tech debt"] as const;
export const TEAMS = ["Platform", "Growth", "Mobile", "Data", "Design"] as const;
export const MEETING_TYPES = ["Standup", "Planning", "Retro", "1:1", "Design review", "All-hands"] as const;
export const LOCATIONS = ["Berlin", "London", "Lisbon", "Remote"] as const;

const COLORS = ["gray", "blue", "red", "yellow", "green", "purple", "orange", "pink", "brown"] as const;
const options = (names: readonly string[], rng: Rng) =>
  names.map((name, i) => ({
    id: hex(rng, 8),
    name,
    color: COLORS[(i + 1) % COLORS.length],
    description: null,
  }));

function hex(rng: Rng, n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += "0123456789abcdef"[rng.int(0, 15)];
  return s;
}
function uuid(rng: Rng): string {
  return `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${"89ab"[rng.int(0, 3)]}${hex(rng, 3)}-${hex(rng, 12)}`;
}
const pageUrl = (title: string, id: string) =>
  `https://www.notion.so/${title.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "")}-${id.replace(/-/g, "")}`;

const ISO = (d: string, h = 9, m = 0) =>
  `${d}T${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:00.000Z`;
function addDays(d: string, n: number): string {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

/** Directory people: name, role, team, location, email local part. */
const PEOPLE: [string, string, (typeof TEAMS)[number], (typeof LOCATIONS)[number], string][] = [
  ["Priya Raman", "Product Manager", "Growth", "London", "priya.raman"],
  ["Alex Kim", "Senior Software Engineer", "Platform", "Berlin", "alex.kim"],
  ["Alex Kim", "Product Designer", "Design", "Lisbon", "alexandra.kim"],
  ["Maya Chen", "Software Engineer", "Platform", "Berlin", "maya.chen"],
  ["Jordan Lee", "Engineering Manager", "Platform", "Berlin", "jordan.lee"],
  ["Sam Ortiz", "Mobile Engineer", "Mobile", "Lisbon", "sam.ortiz"],
  ["Nina Petrova", "Data Engineer", "Data", "Remote", "nina.petrova"],
  ["Omar Haddad", "Backend Engineer", "Platform", "London", "omar.haddad"],
  ["Lena Fischer", "Design Lead", "Design", "Berlin", "lena.fischer"],
  ["Tom Walsh", "Frontend Engineer", "Growth", "London", "tom.walsh"],
  ["Grace Okafor", "QA Engineer", "Platform", "Remote", "grace.okafor"],
  ["Diego Santos", "Mobile Engineer", "Mobile", "Lisbon", "diego.santos"],
  ["Hannah Berg", "Data Analyst", "Data", "Berlin", "hannah.berg"],
  ["Ravi Patel", "Site Reliability Engineer", "Platform", "London", "ravi.patel"],
  ["Chloe Martin", "Product Manager", "Mobile", "Lisbon", "chloe.martin"],
  ["Ben Carter", "Growth Engineer", "Growth", "Remote", "ben.carter"],
  ["Aisha Bello", "UX Researcher", "Design", "London", "aisha.bello"],
  ["Marco Rossi", "Backend Engineer", "Data", "Remote", "marco.rossi"],
  ["Yuki Tanaka", "iOS Engineer", "Mobile", "Berlin", "yuki.tanaka"],
  ["Ella Novak", "Technical Writer", "Growth", "Remote", "ella.novak"],
  ["Felix Wagner", "Android Engineer", "Mobile", "Berlin", "felix.wagner"],
  ["Sofia Alvarez", "Head of Product", "Growth", "London", "sofia.alvarez"],
  ["Kenji Mori", "Security Engineer", "Platform", "Remote", "kenji.mori"],
  ["Olivia Brooks", "Marketing Manager", "Growth", "London", "olivia.brooks"],
];

/** Projects: name, team, lead (index into PEOPLE), status, start, target. */
const PROJECTS: [
  string,
  (typeof TEAMS)[number],
  number,
  (typeof PROJECT_STATUSES)[number],
  string,
  string,
][] = [
  ["Checkout redesign", "Growth", 0, "In progress", "2025-07-01", "2025-10-31"],
  ["Mobile app v3", "Mobile", 14, "In progress", "2025-06-15", "2025-11-30"],
  ["Search relevance", "Data", 6, "In progress", "2025-08-01", "2025-12-15"],
  ["Billing migration", "Platform", 4, "Paused", "2025-05-01", "2025-09-30"],
  ["Onboarding flow", "Growth", 0, "In progress", "2025-08-15", "2025-11-15"],
  ["Data warehouse", "Data", 12, "Done", "2025-03-01", "2025-08-29"],
  ["Design system 2.0", "Design", 8, "In progress", "2025-07-10", "2025-12-01"],
  ["API rate limiting", "Platform", 7, "Done", "2025-06-01", "2025-09-12"],
  ["SSO for enterprise", "Platform", 22, "Planning", "2025-10-06", "2026-01-31"],
  ["Android offline mode", "Mobile", 20, "In progress", "2025-08-04", "2025-11-28"],
  ["Analytics dashboard", "Data", 12, "In progress", "2025-07-21", "2025-10-24"],
  ["Notifications revamp", "Mobile", 14, "Planning", "2025-10-13", "2026-02-27"],
  ["Pricing page", "Growth", 21, "Done", "2025-06-02", "2025-08-15"],
  ["Accessibility audit", "Design", 16, "In progress", "2025-09-01", "2025-10-17"],
  ["iOS widgets", "Mobile", 18, "Paused", "2025-07-01", "2025-10-10"],
  ["Customer health score", "Data", 17, "Planning", "2025-10-20", "2026-01-16"],
  ["Localization", "Growth", 9, "In progress", "2025-08-18", "2025-12-12"],
  ["Status page", "Platform", 13, "Done", "2025-05-12", "2025-07-25"],
  ["Referral program", "Growth", 15, "In progress", "2025-09-08", "2025-11-21"],
  ["Internal admin tool", "Platform", 10, "Planning", "2025-10-27", "2026-03-13"],
];

const VERBS = [
  "Fix",
  "Add",
  "Update",
  "Write",
  "Review",
  "Refactor",
  "Test",
  "Design",
  "Migrate",
  "Document",
  "Investigate",
  "Remove",
  "Instrument",
  "Prototype",
];
const OBJECTS = [
  "login redirect",
  "error states",
  "empty state illustrations",
  "retry logic",
  "webhook handler",
  "settings screen",
  "CSV export",
  "unit tests for cart",
  "onboarding checklist",
  "push notification copy",
  "rate limit headers",
  "dark mode colors",
  "search ranking weights",
  "billing emails",
  "invoice PDF",
  "feature flag cleanup",
  "date picker",
  "slow dashboard query",
  "API pagination",
  "SSO metadata parser",
  "translation keys",
  "referral links",
  "crash on launch",
  "offline sync queue",
  "analytics events",
  "accessibility labels",
  "color contrast",
  "admin audit log",
  "status page incidents",
  "health score model",
  "widget timeline",
  "design tokens",
  "button component",
  "form validation",
  "loading skeletons",
  "staging environment",
  "database indexes",
  "cache invalidation",
  "session timeout",
  "password reset flow",
];

export interface NotionData {
  users: NotionUser[];
  databases: NotionDatabase[];
  pages: NotionPage[];
  blocks: Map<string, NotionBlock[]>;
  /** The bot the integration runs as (API-get-self). */
  self: NotionUser;
}

let cached: NotionData | undefined;

export function notionData(): NotionData {
  if (cached) return cached;
  const rng = createRng(0x4e07_2025);
  const users: NotionUser[] = PEOPLE.map(([name, , , , local]) => ({
    object: "user",
    id: uuid(rng),
    name,
    avatar_url: `https://s3-us-west-2.amazonaws.com/public.notion-static.com/${hex(rng, 8)}/avatar.png`,
    type: "person",
    person: { email: `${local}@northwind.example` },
  }));
  const self: NotionUser = {
    object: "user",
    id: uuid(rng),
    name: "Tabletalk integration",
    avatar_url: null,
    type: "bot",
    bot: { owner: { type: "workspace", workspace: true }, workspace_name: "Northwind Product" },
  };
  const zapier: NotionUser = {
    object: "user",
    id: uuid(rng),
    name: "Zapier",
    avatar_url: null,
    type: "bot",
    bot: {},
  };
  users.push(self, zapier);
  const person = (i: number) => {
    const u = users[i];
    return {
      object: "user",
      id: u.id,
      name: u.name,
      avatar_url: u.avatar_url,
      type: "person",
      person: u.person,
    };
  };
  const ref = (i: number) => ({ object: "user" as const, id: users[i].id });

  const page = (
    db: string,
    title: string,
    created: string,
    edited: string,
    by: number,
    properties: Record<string, PropertyValue>,
  ): NotionPage => {
    const id = uuid(rng);
    return {
      object: "page",
      id,
      created_time: created,
      last_edited_time: edited,
      created_by: ref(by),
      last_edited_by: ref(by),
      cover: null,
      icon: null,
      parent: { type: "database_id", database_id: db },
      archived: false,
      in_trash: false,
      properties,
      url: pageUrl(title, id),
      public_url: null,
    };
  };
  const title = (s: string): PropertyValue => ({ id: "title", type: "title", title: rich(s) });
  const pid: Record<string, string> = {};
  const propId = (key: string) => {
    if (!pid[key]) pid[key] = `${hex(rng, 2)}%3A${hex(rng, 2)}`;
    return pid[key];
  };
  const opt = (names: readonly string[]) => options(names, rng);
  const taskStatusOpts = opt(TASK_STATUSES);
  const projStatusOpts = opt(PROJECT_STATUSES);
  const prioOpts = opt(PRIORITIES);
  const tagOpts = opt(TAGS);
  const teamOpts = opt(TEAMS);
  const typeOpts = opt(MEETING_TYPES);
  const locOpts = opt(LOCATIONS);
  const optOf = (opts: { id: string; name: string; color: string }[], name: string) => {
    const o = opts.find((x) => x.name === name);
    if (!o) throw new Error(`no option ${name}`);
    return { id: o.id, name: o.name, color: o.color };
  };
  const status = (db: string, opts: typeof taskStatusOpts, name: string): PropertyValue => ({
    id: propId(`${db}.Status`),
    type: "status",
    status: optOf(opts, name),
  });
  const select = (key: string, opts: typeof taskStatusOpts, name: string | null): PropertyValue => ({
    id: propId(key),
    type: "select",
    select: name ? optOf(opts, name) : null,
  });
  const date = (key: string, start: string | null, end: string | null = null): PropertyValue => ({
    id: propId(key),
    type: "date",
    date: start ? { start, end, time_zone: null } : null,
  });
  const people = (key: string, idx: number[]): PropertyValue => ({
    id: propId(key),
    type: "people",
    people: idx.map(person),
  });
  const relation = (key: string, ids: string[]): PropertyValue => ({
    id: propId(key),
    type: "relation",
    relation: ids.map((id) => ({ id })),
    has_more: false,
  });

  // ------------------------------------------------------------ People directory
  const peoplePages = PEOPLE.map(([name, role, team, loc, local], i) => {
    const start = addDays("2019-03-04", rng.int(0, 2200));
    const manager =
      team === "Platform" ? 4 : team === "Design" ? 8 : team === "Mobile" ? 14 : team === "Data" ? 12 : 21;
    return page(NOTION_DB.people, name, ISO(start), ISO("2025-09-01", 10, i), 4, {
      Name: title(name),
      Person: people("people.Person", [i]),
      Role: { id: propId("people.Role"), type: "rich_text", rich_text: rich(role) },
      Team: select("people.Team", teamOpts, team),
      Location: select("people.Location", locOpts, loc),
      Email: { id: propId("people.Email"), type: "email", email: `${local}@northwind.example` },
      "Start date": date("people.Start", start),
      Manager: people("people.Manager", manager === i ? [21] : [manager]),
    });
  });

  // ------------------------------------------------------------ Projects (ids first, for relations)
  const projectIds = PROJECTS.map(() => uuid(rng));

  // ------------------------------------------------------------ Tasks
  const teamMembers = (team: string) => PEOPLE.flatMap((p, i) => (p[2] === team ? [i] : []));
  const taskPages: NotionPage[] = [];
  const taskProject: number[] = [];
  const used = new Set<string>();
  let n = 0;
  const addTask = (t: {
    name: string;
    proj: number;
    status: string;
    owners: number[];
    due: string | null;
    prio: string | null;
    est: number | null;
    tags: string[];
    created: string;
  }) => {
    n++;
    const p = page(
      NOTION_DB.tasks,
      t.name,
      ISO(t.created, 8 + (n % 9), n % 60),
      ISO(t.created, 17, n % 60),
      t.owners[0] ?? 0,
      {
        Name: title(t.name),
        ID: { id: propId("tasks.ID"), type: "unique_id", unique_id: { prefix: "TASK", number: n } },
        Status: status("tasks", taskStatusOpts, t.status),
        Owner: people("tasks.Owner", t.owners),
        Due: date("tasks.Due", t.due),
        Priority: select("tasks.Priority", prioOpts, t.prio),
        Project: relation("tasks.Project", [projectIds[t.proj]]),
        Estimate: { id: propId("tasks.Estimate"), type: "number", number: t.est },
        Tags: {
          id: propId("tasks.Tags"),
          type: "multi_select",
          multi_select: t.tags.map((x) => optOf(tagOpts, x)),
        },
      },
    );
    taskPages.push(p);
    taskProject.push(t.proj);
  };
  for (let i = 0; i < 400; i++) {
    // Fixed points first where the story needs them.
    if (i === 16) {
      addTask({
        name: "Fix payment retry bug",
        proj: 0,
        status: "In progress",
        owners: [3],
        due: "2025-10-03",
        prio: "P0",
        est: 5,
        tags: ["Bug"],
        created: "2025-09-15",
      });
      used.add("Fix payment retry bug");
      continue;
    }
    if (i === 40 || i === 260) {
      addTask({
        name: "Update onboarding copy",
        proj: i === 40 ? 4 : 12,
        status: i === 40 ? "Not started" : "Done",
        owners: i === 40 ? [19] : [9],
        due: i === 40 ? "2025-10-10" : "2025-08-08",
        prio: "P2",
        est: 2,
        tags: ["Docs"],
        created: i === 40 ? "2025-09-22" : "2025-07-28",
      });
      continue;
    }
    // Checkout redesign gets 25 tasks (i % 16 === 0 pattern plus the fixed one), others spread.
    const proj = i < 24 && i !== 16 ? 0 : rng.int(1, PROJECTS.length - 1);
    const [, team, lead, pstatus, pstart, ptarget] = PROJECTS[proj];
    let name = "";
    for (let k = 0; k < 50 && (!name || used.has(name)); k++)
      name = `${rng.pick(VERBS)} ${rng.pick(OBJECTS)}`;
    if (used.has(name)) name = `${name} (${i})`;
    used.add(name);
    const members = teamMembers(team);
    const r = rng.next();
    const owners = r < 0.07 ? [] : r < 0.15 ? [rng.pick(members), lead] : [rng.pick(members)];
    const uniqOwners = [...new Set(owners)];
    const planned = addDays(pstart, rng.int(0, 40));
    // Nothing is created after today: a project that starts later was planned in advance.
    const created = planned < NOTION_TODAY ? planned : addDays(NOTION_TODAY, -rng.int(1, 20));
    const due = rng.chance(0.1) ? null : addDays(created, rng.int(5, 90));
    let st: string;
    if (pstatus === "Done") st = rng.chance(0.94) ? "Done" : "Not started";
    else if (pstatus === "Planning") st = rng.weighted(["Not started", "In progress"], [85, 15]);
    else if (due && due < NOTION_TODAY)
      st = rng.weighted(["Done", "In progress", "Blocked", "In review", "Not started"], [60, 14, 9, 7, 10]);
    else
      st = rng.weighted(["Done", "In progress", "Blocked", "In review", "Not started"], [12, 30, 7, 11, 40]);
    void ptarget;
    const tags = rng.chance(0.2) ? [] : [rng.pick(TAGS), ...(rng.chance(0.25) ? [rng.pick(TAGS)] : [])];
    addTask({
      name,
      proj,
      status: st,
      owners: uniqOwners,
      due,
      prio: rng.chance(0.08) ? null : rng.weighted(PRIORITIES, [6, 24, 45, 25]),
      est: rng.chance(0.15) ? null : rng.pick([1, 2, 3, 5, 8, 13]),
      tags: [...new Set(tags)],
      created,
    });
  }

  // ------------------------------------------------------------ Projects
  const projectPages = PROJECTS.map(([name, team, lead, st, start, target], i) => {
    const p = page(NOTION_DB.projects, name, ISO(start, 9), ISO("2025-09-30", 16, i), lead, {
      Name: title(name),
      Status: status("projects", projStatusOpts, st),
      Lead: people("projects.Lead", [lead]),
      Team: select("projects.Team", teamOpts, team),
      Timeline: date("projects.Timeline", start, target),
      "Target date": date("projects.Target", target),
      Tasks: relation(
        "projects.Tasks",
        taskPages.flatMap((t, k) => (taskProject[k] === i ? [t.id] : [])),
      ),
      Summary: {
        id: propId("projects.Summary"),
        type: "rich_text",
        rich_text: rich(`${name}: owned by the ${team} team.`),
      },
    });
    p.id = projectIds[i];
    p.url = pageUrl(name, p.id);
    return p;
  });
  // A relation over 25 items is cut with has_more, as Notion does in page objects.
  for (const p of projectPages) {
    const rel = p.properties.Tasks as PropertyValue & { relation: { id: string }[]; has_more: boolean };
    if (rel.relation.length > 25) {
      rel.relation = rel.relation.slice(0, 25);
      rel.has_more = true;
    }
  }

  // ------------------------------------------------------------ Meeting notes
  const blocks = new Map<string, NotionBlock[]>();
  const meetingPages: NotionPage[] = [];
  const block = (pageId: string, when: string, type: string, body: Record<string, unknown>): NotionBlock => ({
    object: "block",
    id: uuid(rng),
    parent: { type: "page_id", page_id: pageId },
    created_time: when,
    last_edited_time: when,
    has_children: false,
    archived: false,
    in_trash: false,
    type,
    [type]: body,
  });
  const addMeeting = (
    name: string,
    day: string,
    type: string,
    attendees: number[],
    proj: number | null,
    lines: string[],
    todos: [string, boolean][],
  ) => {
    const p = page(NOTION_DB.meetings, name, ISO(day, 10), ISO(day, 12), attendees[0], {
      Name: title(name),
      Date: date("meetings.Date", day),
      Type: select("meetings.Type", typeOpts, type),
      Attendees: people("meetings.Attendees", attendees),
      Project: relation("meetings.Project", proj === null ? [] : [projectIds[proj]]),
      "Created by": {
        id: propId("meetings.CreatedBy"),
        type: "created_by",
        created_by: person(attendees[0]),
      },
    });
    meetingPages.push(p);
    const when = ISO(day, 11);
    const kids: NotionBlock[] = [
      block(p.id, when, "heading_2", { rich_text: rich("Notes"), color: "default", is_toggleable: false }),
      ...lines.map((l) => block(p.id, when, "bulleted_list_item", { rich_text: rich(l), color: "default" })),
      block(p.id, when, "heading_2", {
        rich_text: rich("Action items"),
        color: "default",
        is_toggleable: false,
      }),
      ...todos.map(([t, checked]) =>
        block(p.id, when, "to_do", { rich_text: rich(t), checked, color: "default" }),
      ),
    ];
    blocks.set(p.id, kids);
  };
  addMeeting(
    "Q4 planning",
    "2025-09-24",
    "Planning",
    [21, 0, 4, 14, 12, 8],
    null,
    [
      "Checkout redesign ships by end of October; payment retry bug is the last blocker.",
      "SSO for enterprise starts 6 October, Kenji leads.",
      "Notifications revamp moves to Q4 planning backlog.",
    ],
    [
      ["Priya to share the Q4 roadmap with sales", false],
      ["Jordan to staff the SSO project", true],
      ["Chloe to write the notifications brief", false],
    ],
  );
  addMeeting(
    "Checkout redesign retro",
    "2025-09-19",
    "Retro",
    [0, 3, 9, 15, 2],
    0,
    ["Went well: design handoff.", "To improve: flaky payment tests.", "Payment retry bug found in staging."],
    [
      ["Maya to fix the payment retry bug", false],
      ["Tom to stabilise payment tests", true],
    ],
  );
  let weekly = "2025-07-07";
  while (weekly <= NOTION_TODAY) {
    addMeeting(
      `Weekly standup ${weekly}`,
      weekly,
      "Standup",
      [4, 1, 3, 7, 13, 10],
      null,
      ["Platform updates.", `On call: ${PEOPLE[rng.pick([1, 3, 7, 13])][0]}.`],
      [[`Follow up on ${rng.pick(OBJECTS)}`, weekly < "2025-09-22"]],
    );
    weekly = addDays(weekly, 7);
  }
  const oneOnOnes: [number, number][] = [
    [0, 21],
    [4, 1],
    [4, 3],
    [8, 2],
    [14, 5],
    [12, 6],
  ];
  let d = "2025-07-10";
  while (meetingPages.length < 60) {
    const kind = rng.weighted(
      ["1:1", "Design review", "Planning", "Retro", "All-hands"],
      [40, 20, 15, 10, 15],
    );
    if (kind === "1:1") {
      const [a, b] = rng.pick(oneOnOnes);
      addMeeting(
        `1:1 ${PEOPLE[a][0]} / ${PEOPLE[b][0]}`,
        d,
        "1:1",
        [a, b],
        null,
        ["Career goals.", "Workload check."],
        [[`Share feedback on ${rng.pick(OBJECTS)}`, d < "2025-09-15"]],
      );
    } else {
      const proj = rng.int(0, PROJECTS.length - 1);
      const att = [...new Set([PROJECTS[proj][2], ...teamMembers(PROJECTS[proj][1]).slice(0, 3)])];
      const label =
        kind === "All-hands" ? `All-hands ${d.slice(0, 7)}` : `${PROJECTS[proj][0]} ${kind.toLowerCase()}`;
      addMeeting(
        label,
        d,
        kind,
        kind === "All-hands" ? [21, 0, 4, 8, 12, 14] : att,
        kind === "All-hands" ? null : proj,
        [`Discussed ${rng.pick(OBJECTS)}.`],
        [[`Decide on ${rng.pick(OBJECTS)}`, d < "2025-09-15"]],
      );
    }
    d = addDays(d, rng.int(1, 2));
  }

  // ------------------------------------------------------------ Databases
  const dbBase = (
    id: string,
    name: string,
    description: string,
    properties: Record<string, PropertySchema>,
  ) => ({
    object: "database" as const,
    id,
    created_time: ISO("2024-11-04", 9),
    last_edited_time: ISO("2025-09-30", 17),
    created_by: ref(4),
    last_edited_by: ref(4),
    title: rich(name),
    description: rich(description),
    icon: null,
    cover: null,
    properties,
    parent: { type: "page_id" as const, page_id: NOTION_ROOT_PAGE },
    url: pageUrl(name, id),
    public_url: null,
    archived: false,
    in_trash: false,
    is_inline: false,
  });
  const ps = (
    key: string,
    name: string,
    type: string,
    extra: Record<string, unknown> = {},
  ): PropertySchema => ({
    id: key === "title" ? "title" : propId(key),
    name,
    type,
    [type]: extra,
    description: null,
  });
  const statusSchema = (key: string, opts: typeof taskStatusOpts, groups: [string, string[]][]) =>
    ps(key, "Status", "status", {
      options: opts,
      groups: groups.map(([g, names], i) => ({
        id: hex(rng, 8),
        name: g,
        color: COLORS[i],
        option_ids: names.map((x) => optOf(opts, x).id),
      })),
    });
  const databases: NotionDatabase[] = [
    dbBase(
      NOTION_DB.tasks,
      "Tasks",
      "Every task of every project: who owns it, its status and when it is due.",
      {
        Name: ps("title", "Name", "title"),
        ID: ps("tasks.ID", "ID", "unique_id", { prefix: "TASK" }),
        Status: statusSchema("tasks.Status", taskStatusOpts, [
          ["To-do", ["Not started"]],
          ["In progress", ["In progress", "Blocked", "In review"]],
          ["Complete", ["Done"]],
        ]),
        Owner: ps("tasks.Owner", "Owner", "people"),
        Due: ps("tasks.Due", "Due", "date"),
        Priority: ps("tasks.Priority", "Priority", "select", { options: prioOpts }),
        Project: ps("tasks.Project", "Project", "relation", {
          database_id: NOTION_DB.projects,
          type: "dual_property",
          dual_property: { synced_property_name: "Tasks", synced_property_id: propId("projects.Tasks") },
        }),
        Estimate: ps("tasks.Estimate", "Estimate", "number", { format: "number" }),
        Tags: ps("tasks.Tags", "Tags", "multi_select", { options: tagOpts }),
      },
    ),
    dbBase(NOTION_DB.projects, "Projects", "The team's projects with their lead, status and timeline.", {
      Name: ps("title", "Name", "title"),
      Status: statusSchema("projects.Status", projStatusOpts, [
        ["To-do", ["Planning"]],
        ["In progress", ["In progress", "Paused"]],
        ["Complete", ["Done"]],
      ]),
      Lead: ps("projects.Lead", "Lead", "people"),
      Team: ps("projects.Team", "Team", "select", { options: teamOpts }),
      Timeline: ps("projects.Timeline", "Timeline", "date"),
      "Target date": ps("projects.Target", "Target date", "date"),
      Tasks: ps("projects.Tasks", "Tasks", "relation", {
        database_id: NOTION_DB.tasks,
        type: "dual_property",
        dual_property: { synced_property_name: "Project", synced_property_id: propId("tasks.Project") },
      }),
      Summary: ps("projects.Summary", "Summary", "rich_text"),
    }),
    dbBase(
      NOTION_DB.meetings,
      "Meeting notes",
      "Notes of team meetings; action items are to-dos on the page.",
      {
        Name: ps("title", "Name", "title"),
        Date: ps("meetings.Date", "Date", "date"),
        Type: ps("meetings.Type", "Type", "select", { options: typeOpts }),
        Attendees: ps("meetings.Attendees", "Attendees", "people"),
        Project: ps("meetings.Project", "Project", "relation", {
          database_id: NOTION_DB.projects,
          type: "single_property",
          single_property: {},
        }),
        "Created by": ps("meetings.CreatedBy", "Created by", "created_by"),
      },
    ),
    dbBase(
      NOTION_DB.people,
      "People directory",
      "Everyone on the product team: role, team, location, manager.",
      {
        Name: ps("title", "Name", "title"),
        Person: ps("people.Person", "Person", "people"),
        Role: ps("people.Role", "Role", "rich_text"),
        Team: ps("people.Team", "Team", "select", { options: teamOpts }),
        Location: ps("people.Location", "Location", "select", { options: locOpts }),
        Email: ps("people.Email", "Email", "email"),
        "Start date": ps("people.Start", "Start date", "date"),
        Manager: ps("people.Manager", "Manager", "people"),
      },
    ),
  ];

  cached = {
    users,
    databases,
    pages: [...taskPages, ...projectPages, ...meetingPages, ...peoplePages],
    blocks,
    self,
  };
  return cached;
}

/** A property value as plain text (for search and for the tests): a title's text, a status's name, … */
export function plainValue(v: PropertyValue | undefined): string | number | boolean | null | string[] {
  if (!v) return null;
  const x = v[v.type] as unknown;
  switch (v.type) {
    case "title":
    case "rich_text":
      return (x as RichText[]).map((r) => r.plain_text).join("");
    case "status":
    case "select":
      return (x as { name: string } | null)?.name ?? null;
    case "multi_select":
      return (x as { name: string }[]).map((o) => o.name);
    case "people":
      return (x as { id: string }[]).map((p) => p.id);
    case "relation":
      return (x as { id: string }[]).map((p) => p.id);
    case "date":
      return (x as { start: string } | null)?.start ?? null;
    case "unique_id": {
      const u = x as { prefix: string; number: number };
      return `${u.prefix}-${u.number}`;
    }
    case "created_by":
      return (x as { id: string }).id;
    default:
      return (x as string | number | boolean | null) ?? null;
  }
}

export const pageTitle = (p: NotionPage): string =>
  String(plainValue(Object.values(p.properties).find((v) => v.type === "title")) ?? "");
