/**
 * Deterministic data of the "worktasks" fixture world: a product studio's work-management account as
 * the Asana API stores it. Every id is a `gid` (a numeric string of 16 digits); every record carries
 * `resource_type`; users are referenced compactly as `{ gid, name, resource_type: "user" }`; tasks
 * carry `custom_fields: [{ gid, name, type, display_value, enum_value | number_value }]` (Priority
 * High / Medium / Low, Story points) and `memberships: [{ project, section }]`. Dates: `due_on`
 * "YYYY-MM-DD", `created_at` / `modified_at` / `completed_at` ISO datetimes.
 * One workspace, 12 projects (3 archived), 5 sections per project, 40 users, 10 tags, ~2,000 tasks
 * and ~200 subtasks, project status updates.
 * Fixed points the questions name ("today" is 2025-10-01, a Wednesday):
 * - workspace "Northwind Studio" 1200000000000001; the token's owner ("me") is Dana Whitfield
 *   1200000000001001.
 * - projects: Website Redesign 1200000000100001, Mobile App v3 1200000000100002, Q4 Marketing Launch
 *   1200000000100003, Customer Onboarding 1200000000100004, Data Platform Migration
 *   1200000000100005, Hiring Pipeline 1200000000100006, Security Audit 1200000000100007, Support
 *   Backlog 1200000000100008, Partner Integrations 1200000000100009; archived: Brand Refresh
 *   1200000000100010, Office Move 1200000000100011, 2024 Planning 1200000000100012.
 * - sections of project n (1…12), k = 1…5 (Backlog, To do, In progress, Review, Done):
 *   gid 1200000000200000 + 10·n + k, e.g. Website Redesign's Review column is 1200000000200014.
 * - two users named Alex Morgan: 1200000000001007 (alex.morgan@, Engineering) and 1200000000001031
 *   (amorgan@, Marketing). Priya Raman 1200000000001002, Marcus Chen 1200000000001003, Sofia Alvarez
 *   1200000000001004, Tomás Novak 1200000000001005, Hannah Okafor 1200000000001006. Nobody is named
 *   Bruno Castellano.
 * - tags: bug 1200000000300001, urgent …02, blocked …03, customer-request …04, tech-debt …05, design
 *   …06, legal …07, quick-win …08, security …09, docs …10.
 * - task "Fix checkout timeout on Safari" 1200000000900001 (Website Redesign, In progress, Marcus Chen,
 *   Priority High, due 2025-09-26, overdue, tagged bug + urgent) with 3 subtasks 120000000090001x.
 * - task "Launch email sequence for Q4" 1200000000900002 (Q4 Marketing Launch, Review, Alex Morgan
 *   1200000000001031, due 2025-10-03).
 * - task "Rotate production database credentials" 1200000000900003 (Security Audit, Done, Tomás
 *   Novak, completed 2025-09-24).
 * - Dana's tasks due this week: "Prepare Q4 roadmap review" 1200000000900004 (due 2025-10-02) and
 *   "Approve launch budget" 1200000000900005 (Q4 Marketing Launch, Review, High, due 2025-10-03).
 * Everything else is seeded noise.
 */
import { createRng } from "@/demo/commerce/prng";

export const WORKTASKS_TODAY = "2025-10-01";
export const WORKSPACE_GID = "1200000000000001";
export const ME_GID = "1200000000001001";

export interface Compact {
  gid: string;
  name: string;
  resource_type: string;
}
export interface User extends Compact {
  resource_type: "user";
  email: string;
  photo: null;
  workspaces: Compact[];
  department: string;
}
export interface Project extends Compact {
  resource_type: "project";
  archived: boolean;
  color: string;
  created_at: string;
  modified_at: string;
  owner: Compact | null;
  team: Compact;
  due_on: string | null;
  start_on: string | null;
  notes: string;
  public: boolean;
  workspace: Compact;
  current_status: { color: string; title: string; created_at: string } | null;
}
export interface Section extends Compact {
  resource_type: "section";
  project: Compact;
  created_at: string;
}
export interface Tag extends Compact {
  resource_type: "tag";
  color: string;
  created_at: string;
}
export interface CustomField {
  gid: string;
  name: string;
  type: "enum" | "number";
  display_value: string | null;
  enum_value: { gid: string; name: string; color: string; enabled: boolean } | null;
  number_value?: number | null;
}
export interface Task extends Compact {
  resource_type: "task";
  resource_subtype: "default_task" | "milestone";
  assignee: Compact | null;
  completed: boolean;
  completed_at: string | null;
  created_at: string;
  modified_at: string;
  due_on: string | null;
  start_on: string | null;
  notes: string;
  num_likes: number;
  num_subtasks: number;
  parent: Compact | null;
  projects: Compact[];
  memberships: { project: Compact; section: Compact }[];
  tags: Compact[];
  custom_fields: CustomField[];
  workspace: Compact;
  permalink_url: string;
}
export interface StatusUpdate extends Compact {
  resource_type: "project_status";
  title: string;
  text: string;
  color: "green" | "yellow" | "red" | "blue";
  author: Compact;
  created_at: string;
  project: Compact;
}
export interface WorktasksData {
  workspace: Compact & { email_domains: string[]; is_organization: boolean };
  users: User[];
  projects: Project[];
  sections: Section[];
  tags: Tag[];
  tasks: Task[];
  statuses: StatusUpdate[];
}

const compact = (r: Compact): Compact => ({ gid: r.gid, name: r.name, resource_type: r.resource_type });
/** A 16-digit gid: 1200000000000000 + block × 100,000 + n. */
const gid = (block: number, n: number) => String(1_200_000_000_000_000 + block * 100_000 + n);
const day = (base: string, offset: number) => {
  const d = new Date(`${base}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const stamp = (d: string, h: number, m = 0) =>
  `${d}T${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:00.000Z`;

const PEOPLE: [string, string][] = [
  ["Dana Whitfield", "Product"],
  ["Priya Raman", "Engineering"],
  ["Marcus Chen", "Engineering"],
  ["Sofia Alvarez", "Design"],
  ["Tomás Novak", "Security"],
  ["Hannah Okafor", "Marketing"],
  ["Alex Morgan", "Engineering"],
  ["Liam O'Brien", "Engineering"],
  ["Yuki Tanaka", "Design"],
  ["Grace Mensah", "Product"],
  ["Oliver Brandt", "Engineering"],
  ["Fatima Zahra", "Data"],
  ["Ethan Brooks", "Support"],
  ["Chloé Martin", "Marketing"],
  ["Rahul Mehta", "Data"],
  ["Isabel Costa", "People"],
  ["Noah Fischer", "Engineering"],
  ["Amara Nwosu", "Customer Success"],
  ["Lucas Moreau", "Engineering"],
  ["Mia Johansson", "Design"],
  ["Daniel Kim", "Engineering"],
  ["Zoe Papadopoulos", "Marketing"],
  ["Samuel Adeyemi", "Support"],
  ["Elena Petrova", "Data"],
  ["Jack Turner", "Engineering"],
  ["Aisha Khan", "Security"],
  ["Ben Carter", "Customer Success"],
  ["Lena Vogel", "Product"],
  ["Mateo Rossi", "Engineering"],
  ["Nora Lindqvist", "People"],
  ["Alex Morgan", "Marketing"],
  ["Owen Gallagher", "Support"],
  ["Ruth Abebe", "Legal"],
  ["Victor Hugo Silva", "Engineering"],
  ["Emily Zhang", "Design"],
  ["Kofi Boateng", "Data"],
  ["Sara Lindgren", "Marketing"],
  ["Ivan Horvat", "Engineering"],
  ["Julia Nowak", "Product"],
  ["Pedro Santos", "Customer Success"],
];

const PROJECTS: [string, boolean, string][] = [
  ["Website Redesign", false, "Engineering"],
  ["Mobile App v3", false, "Engineering"],
  ["Q4 Marketing Launch", false, "Marketing"],
  ["Customer Onboarding", false, "Customer Success"],
  ["Data Platform Migration", false, "Data"],
  ["Hiring Pipeline", false, "People"],
  ["Security Audit", false, "Security"],
  ["Support Backlog", false, "Support"],
  ["Partner Integrations", false, "Engineering"],
  ["Brand Refresh", true, "Design"],
  ["Office Move", true, "People"],
  ["2024 Planning", true, "Product"],
];
export const SECTION_NAMES = ["Backlog", "To do", "In progress", "Review", "Done"];
const TAG_NAMES = [
  "bug",
  "urgent",
  "blocked",
  "customer-request",
  "tech-debt",
  "design",
  "legal",
  "quick-win",
  "security",
  "docs",
];
const PRIORITY = [
  { gid: "1200000000400011", name: "High", color: "red", enabled: true },
  { gid: "1200000000400012", name: "Medium", color: "yellow", enabled: true },
  { gid: "1200000000400013", name: "Low", color: "green", enabled: true },
];
const VERBS = [
  "Draft",
  "Review",
  "Update",
  "Fix",
  "Design",
  "Migrate",
  "Test",
  "Document",
  "Plan",
  "Set up",
  "Audit",
  "Write",
  "Clean up",
  "Prepare",
  "Ship",
];
const THINGS = [
  "pricing page",
  "login flow",
  "onboarding checklist",
  "analytics dashboard",
  "API rate limits",
  "release notes",
  "invoice export",
  "search indexing",
  "password reset email",
  "style guide",
  "CI pipeline",
  "customer survey",
  "job description",
  "interview rubric",
  "backup policy",
  "partner webhook",
  "push notifications",
  "landing page copy",
  "data retention rules",
  "SSO configuration",
  "error monitoring",
  "accessibility audit",
  "support macros",
  "billing settings",
  "sitemap",
];

let cached: WorktasksData | undefined;

export function worktasksData(): WorktasksData {
  if (cached) return cached;
  const rng = createRng(20251001);
  const workspace = {
    gid: WORKSPACE_GID,
    name: "Northwind Studio",
    resource_type: "workspace",
    email_domains: ["northwind.example"],
    is_organization: true,
  };
  const ws = compact(workspace);
  const users: User[] = PEOPLE.map(([name, department], i) => {
    const [first, ...rest] = name
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f']/g, "")
      .split(" ");
    const email = i === 30 ? "amorgan@northwind.example" : `${first}.${rest.join("")}@northwind.example`;
    return {
      gid: gid(0, 1001 + i),
      name,
      resource_type: "user" as const,
      email,
      photo: null,
      workspaces: [ws],
      department,
    };
  });
  const teams = new Map<string, Compact>();
  const team = (n: string) => {
    let t = teams.get(n);
    if (!t) {
      t = { gid: gid(5, teams.size + 1), name: n, resource_type: "team" };
      teams.set(n, t);
    }
    return t;
  };
  const byDept = (d: string) => users.filter((u) => u.department === d);
  const projects: Project[] = PROJECTS.map(([name, archived, dept], i) => {
    const owner = byDept(dept)[0] ?? users[0];
    const created = day("2024-11-04", i * 23);
    return {
      gid: gid(1, 1 + i),
      name,
      resource_type: "project" as const,
      archived,
      color: rng.pick(["dark-blue", "light-green", "dark-orange", "light-purple", "dark-teal"]),
      created_at: stamp(created, 9),
      modified_at: stamp(archived ? day(created, 120) : day("2025-09-20", i), 16, 12),
      owner: compact(owner),
      team: team(dept),
      due_on: archived ? day(created, 150) : day("2025-10-15", i * 9),
      start_on: created,
      notes: `${name}: goals, scope and owners.`,
      public: true,
      workspace: ws,
      current_status: null,
    };
  });
  const sections: Section[] = [];
  projects.forEach((p, pi) => {
    SECTION_NAMES.forEach((s, si) => {
      sections.push({
        gid: gid(2, (pi + 1) * 10 + si + 1),
        name: s,
        resource_type: "section",
        project: compact(p),
        created_at: p.created_at,
      });
    });
  });
  const tags: Tag[] = TAG_NAMES.map((name, i) => ({
    gid: gid(3, i + 1),
    name,
    resource_type: "tag",
    color: rng.pick(["dark-red", "light-blue", "dark-green", "light-yellow"]),
    created_at: stamp(day("2024-10-01", i * 11), 10),
  }));
  const tasks: Task[] = [];
  const sectionOf = (pi: number, si: number) => sections[pi * 5 + si];
  const customFields = (priority: number | null, points: number | null): CustomField[] => [
    {
      gid: "1200000000400001",
      name: "Priority",
      type: "enum",
      display_value: priority === null ? null : PRIORITY[priority].name,
      enum_value: priority === null ? null : PRIORITY[priority],
    },
    {
      gid: "1200000000400002",
      name: "Story points",
      type: "number",
      display_value: points === null ? null : String(points),
      enum_value: null,
      number_value: points,
    },
  ];
  interface Spec {
    gid: string;
    name: string;
    pi: number;
    si: number;
    assignee: User | null;
    due: string | null;
    priority: number | null;
    points: number | null;
    tagIdx: number[];
    completedOn?: string;
    created: string;
    modified: string;
    parent?: Task;
  }
  const make = (s: Spec): Task => {
    const p = projects[s.pi];
    const sec = sectionOf(s.pi, s.si);
    const done = s.si === 4 || s.completedOn !== undefined;
    const completedOn = done ? (s.completedOn ?? s.modified.slice(0, 10)) : null;
    return {
      gid: s.gid,
      name: s.name,
      resource_type: "task",
      resource_subtype: "default_task",
      assignee: s.assignee ? compact(s.assignee) : null,
      completed: done,
      completed_at: completedOn ? stamp(completedOn, 15, 30) : null,
      created_at: s.created,
      modified_at: done && completedOn ? stamp(completedOn, 15, 30) : s.modified,
      due_on: s.due,
      start_on: null,
      notes: "",
      num_likes: (s.gid.charCodeAt(15) + s.gid.charCodeAt(14)) % 5,
      num_subtasks: 0,
      parent: s.parent ? compact(s.parent) : null,
      projects: s.parent ? [] : [compact(p)],
      memberships: s.parent ? [] : [{ project: compact(p), section: compact(sec) }],
      tags: s.tagIdx.map((t) => compact(tags[t])),
      custom_fields: customFields(s.priority, s.points),
      workspace: ws,
      permalink_url: `https://app.asana.example/0/${p.gid}/${s.gid}`,
    };
  };
  // Fixed tasks the questions name.
  const safari = make({
    gid: gid(9, 1),
    name: "Fix checkout timeout on Safari",
    pi: 0,
    si: 2,
    assignee: users[2],
    due: "2025-09-26",
    priority: 0,
    points: 5,
    tagIdx: [0, 1],
    created: stamp("2025-09-08", 10),
    modified: stamp("2025-09-30", 11, 5),
  });
  tasks.push(safari);
  ["Reproduce on Safari 17", "Raise gateway timeout to 30s", "Add checkout regression test"].forEach(
    (name, k) => {
      tasks.push(
        make({
          gid: gid(9, 11 + k),
          name,
          pi: 0,
          si: 2,
          assignee: k === 1 ? users[1] : users[2],
          due: day("2025-09-24", k * 4),
          priority: null,
          points: null,
          tagIdx: [],
          completedOn: k === 0 ? "2025-09-12" : undefined,
          created: stamp("2025-09-09", 9 + k),
          modified: stamp("2025-09-29", 14),
          parent: safari,
        }),
      );
    },
  );
  safari.num_subtasks = 3;
  tasks.push(
    make({
      gid: gid(9, 2),
      name: "Launch email sequence for Q4",
      pi: 2,
      si: 3,
      assignee: users[30],
      due: "2025-10-03",
      priority: 0,
      points: 3,
      tagIdx: [],
      created: stamp("2025-09-02", 9),
      modified: stamp("2025-09-30", 17),
    }),
    make({
      gid: gid(9, 3),
      name: "Rotate production database credentials",
      pi: 6,
      si: 4,
      assignee: users[4],
      due: "2025-09-25",
      priority: 0,
      points: 2,
      tagIdx: [8],
      completedOn: "2025-09-24",
      created: stamp("2025-09-01", 9),
      modified: stamp("2025-09-24", 15),
    }),
  );
  tasks.push(
    make({
      gid: gid(9, 4),
      name: "Prepare Q4 roadmap review",
      pi: 0,
      si: 1,
      assignee: users[0],
      due: "2025-10-02",
      priority: 1,
      points: 3,
      tagIdx: [],
      created: stamp("2025-09-15", 9),
      modified: stamp("2025-09-30", 10),
    }),
    make({
      gid: gid(9, 5),
      name: "Approve launch budget",
      pi: 2,
      si: 3,
      assignee: users[0],
      due: "2025-10-03",
      priority: 0,
      points: 1,
      tagIdx: [1],
      created: stamp("2025-09-18", 9),
      modified: stamp("2025-09-29", 16),
    }),
  );
  // Seeded noise: ~2,000 tasks over the projects, some with subtasks.
  let n = 1;
  const weights = [260, 240, 220, 200, 200, 140, 160, 240, 180, 60, 40, 60];
  projects.forEach((p, pi) => {
    const dept = PROJECTS[pi][2];
    const team = byDept(dept);
    const pool = [...team, ...team, ...users];
    for (let i = 0; i < weights[pi]; i++) {
      const si = p.archived ? 4 : rng.weighted([0, 1, 2, 3, 4], [18, 18, 14, 8, 42]);
      const created = day(p.created_at.slice(0, 10), rng.int(0, p.archived ? 100 : 300));
      const createdDay = created > WORKTASKS_TODAY ? day(WORKTASKS_TODAY, -rng.int(1, 30)) : created;
      const due = rng.chance(0.85) ? day(createdDay, rng.int(3, 60)) : null;
      const done = si === 4;
      let completedOn: string | undefined;
      if (done) {
        const c = day(createdDay, rng.int(1, 45));
        completedOn = c > "2025-09-30" ? day(WORKTASKS_TODAY, -rng.int(1, 14)) : c;
      }
      const modified = done
        ? stamp(completedOn ?? createdDay, 15)
        : stamp(
            day(WORKTASKS_TODAY, -rng.int(0, Math.max(0, 60))) < createdDay
              ? createdDay
              : day(WORKTASKS_TODAY, -rng.int(0, 60)),
            rng.int(8, 18),
            rng.int(0, 59),
          );
      const tagIdx: number[] = [];
      if (rng.chance(0.35)) tagIdx.push(rng.int(0, 9));
      if (rng.chance(0.1)) {
        const t = rng.int(0, 9);
        if (!tagIdx.includes(t)) tagIdx.push(t);
      }
      const task = make({
        gid: gid(60, n++),
        name: `${rng.pick(VERBS)} ${rng.pick(THINGS)}`,
        pi,
        si,
        assignee: rng.chance(0.9) ? rng.pick(pool) : null,
        due,
        priority: rng.chance(0.8) ? rng.weighted([0, 1, 2], [2, 5, 3]) : null,
        points: rng.chance(0.7) ? rng.pick([1, 2, 3, 5, 8, 13]) : null,
        tagIdx,
        completedOn,
        created: stamp(createdDay, rng.int(8, 18), rng.int(0, 59)),
        modified,
      });
      tasks.push(task);
      if (rng.chance(0.08)) {
        const k = rng.int(1, 4);
        task.num_subtasks = k;
        for (let j = 0; j < k; j++)
          tasks.push(
            make({
              gid: gid(60, n++),
              name: `${rng.pick(VERBS)} ${rng.pick(THINGS)} (part ${j + 1})`,
              pi,
              si: done || rng.chance(0.3) ? 4 : 1,
              assignee: rng.chance(0.8) ? rng.pick(pool) : null,
              due: task.due_on,
              priority: null,
              points: null,
              tagIdx: [],
              completedOn: done ? completedOn : undefined,
              created: task.created_at,
              modified,
              parent: task,
            }),
          );
      }
    }
  });
  // Project status updates: a few per project, the newest is the project's current status.
  const statuses: StatusUpdate[] = [];
  const COLORS = ["green", "yellow", "red"] as const;
  const TITLES = { green: "On track", yellow: "At risk", red: "Off track", blue: "On hold" };
  projects.forEach((p, pi) => {
    const count = p.archived ? 1 : 3;
    for (let k = 0; k < count; k++) {
      const color =
        pi === 4 && k === count - 1 ? "red" : pi === 1 && k === count - 1 ? "yellow" : rng.pick(COLORS);
      const created = p.archived ? p.modified_at.slice(0, 10) : day("2025-09-08", k * 7 + (pi % 3));
      const s: StatusUpdate = {
        gid: gid(7, pi * 10 + k + 1),
        name: `${TITLES[color]} — week of ${created}`,
        resource_type: "project_status",
        title: `${TITLES[color]} — week of ${created}`,
        text:
          color === "red"
            ? "Blocked on vendor access; the cut-over date will slip."
            : color === "yellow"
              ? "Scope grew; two reviews are behind schedule."
              : "Milestones on schedule.",
        color,
        author: p.owner ?? compact(users[0]),
        created_at: stamp(created, 17),
        project: compact(p),
      };
      statuses.push(s);
      p.current_status = { color: s.color, title: s.title, created_at: s.created_at };
    }
  });
  cached = { workspace, users, projects, sections, tags, tasks, statuses };
  return cached;
}
