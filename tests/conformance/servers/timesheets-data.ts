/**
 * Deterministic data of the "timesheets" fixture world: a consultancy's time-tracking and invoicing
 * account as Harvest / Toggl / Clockify store it. Integer ids in the millions; references nested as
 * `{ id, name }` objects (`user`, `client`, `project`, `task`, `invoice`); hours as decimals.
 * 12 clients (5730001–5730012), 30 projects (2410001–2410030, each with a short `code`), 25 users
 * (1790001–1790025), 10 tasks, ~3,000 time entries (90000001…) on working days from 2025-07-01 to
 * 2025-10-01, 150 invoices (1310001–1310150, numbers "INV-2025-0001"…"INV-2025-0150").
 * Fixed points the questions name:
 * - Dana Whitfield (1790003, dana.whitfield@brightlane.example) logs 8h a day on Globex's "Data
 *   Platform Migration" (2410004, code GLX-DPM); her timer is running today.
 * - two users named Alex Morgan (1790011 designer, employee; 1790019 developer, contractor).
 * - Priya Raman (1790007) is inactive (left in August). Nobody is named Henrik Solberg.
 * - Globex Corporation (5730002); Initech (5730003) is an inactive client; Northwind Traders 5730001.
 * - invoice INV-2025-0042 (1310042) to Globex: open, 18,450.00 USD, due 2025-09-15 (overdue),
 *   due_amount 18,450.00; INV-2025-0107 (1310107) paid, 7,200.00 EUR to Helios Energy.
 * - four timers running today (Dana Whitfield, Marcus Chen, one Alex Morgan (1790019), Sofia Reyes).
 * Everything else is seeded noise. "Today" is 2025-10-01 (a Wednesday), the question suite's date.
 */
import { createRng } from "@/demo/commerce/prng";

export const TIMESHEETS_TODAY = "2025-10-01";
export const INVOICE_STATES = ["draft", "open", "paid", "closed"] as const;

export interface Ref {
  id: number;
  name: string;
}
export interface Client {
  id: number;
  name: string;
  is_active: boolean;
  currency: string;
  address: string;
  created_at: string;
  updated_at: string;
}
export interface Project {
  id: number;
  name: string;
  code: string;
  client: Ref;
  is_active: boolean;
  is_billable: boolean;
  is_fixed_fee: boolean;
  bill_by: "Project" | "Tasks" | "People" | "none";
  hourly_rate: number | null;
  budget: number | null;
  budget_by: "project" | "person" | "none";
  starts_on: string;
  ends_on: string | null;
  notes: string;
  created_at: string;
  updated_at: string;
}
export interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  telephone: string;
  timezone: string;
  is_active: boolean;
  is_contractor: boolean;
  weekly_capacity: number;
  default_hourly_rate: number;
  cost_rate: number;
  roles: string[];
  access_roles: string[];
  created_at: string;
  updated_at: string;
}
export interface Task {
  id: number;
  name: string;
  billable_by_default: boolean;
  default_hourly_rate: number | null;
  is_active: boolean;
}
export interface TimeEntry {
  id: number;
  spent_date: string;
  hours: number;
  rounded_hours: number;
  notes: string | null;
  is_locked: boolean;
  is_closed: boolean;
  is_billed: boolean;
  is_running: boolean;
  billable: boolean;
  budgeted: boolean;
  billable_rate: number | null;
  cost_rate: number;
  timer_started_at: string | null;
  started_time: string | null;
  ended_time: string | null;
  user: Ref;
  client: Ref;
  project: Ref & { code: string };
  task: Ref;
  invoice: { id: number; number: string } | null;
  created_at: string;
  updated_at: string;
}
export interface Invoice {
  id: number;
  client: Ref;
  number: string;
  purchase_order: string;
  amount: number;
  due_amount: number;
  tax: number | null;
  currency: string;
  subject: string;
  state: (typeof INVOICE_STATES)[number];
  period_start: string;
  period_end: string;
  issue_date: string;
  due_date: string;
  payment_term: string;
  sent_at: string | null;
  paid_at: string | null;
  paid_date: string | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
  line_items: {
    kind: string;
    description: string;
    quantity: number;
    unit_price: number;
    amount: number;
    project: Ref;
  }[];
}

const CLIENTS: [string, string][] = [
  ["Northwind Traders", "USD"],
  ["Globex Corporation", "USD"],
  ["Initech", "USD"],
  ["Umbrella Health", "USD"],
  ["Stark Logistics", "USD"],
  ["Pinecrest Schools", "USD"],
  ["Blue Harbor Bank", "USD"],
  ["Helios Energy", "EUR"],
  ["Vandelay Imports", "USD"],
  ["Oceanic Air", "USD"],
  ["Lumen Media", "GBP"],
  ["Brightlane (internal)", "USD"],
];
const PROJECT_NAMES = [
  "Website Redesign",
  "Mobile App",
  "Data Platform Migration",
  "Brand Refresh",
  "CRM Integration",
  "Security Audit",
  "Analytics Dashboard",
  "Support Retainer",
  "Checkout Revamp",
  "Cloud Cost Review",
];
const PEOPLE: [string, string, string, boolean][] = [
  ["Olivia", "Park", "Managing Partner", false],
  ["Ben", "Okafor", "Project Manager", false],
  ["Dana", "Whitfield", "Data Engineer", false],
  ["Marcus", "Chen", "Developer", false],
  ["Sofia", "Reyes", "Developer", false],
  ["Liam", "O'Brien", "Developer", false],
  ["Priya", "Raman", "Designer", false],
  ["Noah", "Fischer", "QA Engineer", false],
  ["Emma", "Larsen", "Designer", false],
  ["Jonas", "Weber", "Developer", true],
  ["Alex", "Morgan", "Designer", false],
  ["Chloe", "Dubois", "Project Manager", false],
  ["Ethan", "Brooks", "Developer", false],
  ["Mia", "Santos", "Data Analyst", false],
  ["Lucas", "Meyer", "DevOps Engineer", true],
  ["Hannah", "Kim", "Consultant", false],
  ["Oscar", "Nilsson", "Consultant", false],
  ["Zoe", "Adams", "Designer", true],
  ["Alex", "Morgan", "Developer", true],
  ["Ryan", "Patel", "Developer", false],
  ["Grace", "Liu", "Finance", false],
  ["Tom", "Becker", "Consultant", false],
  ["Isabel", "Costa", "Developer", false],
  ["Kevin", "Murphy", "Sales", false],
  ["Nina", "Ivanova", "Data Engineer", false],
];
const TASKS: [string, boolean, number | null][] = [
  ["Design", true, 150],
  ["Development", true, 165],
  ["Project Management", true, 140],
  ["Meetings", true, 120],
  ["QA & Testing", true, 130],
  ["Consulting", true, 200],
  ["Research", false, null],
  ["Internal", false, null],
  ["Sales", false, null],
  ["Training", false, null],
];
const NOTES = [
  "Sprint planning",
  "Fixed pagination bug",
  "Client workshop",
  "Wireframes v2",
  "Code review",
  "Deployment",
  "Weekly status call",
  "Data mapping",
  "Stakeholder interviews",
  null,
];

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (s: string, n: number) => {
  const d = new Date(`${s}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
};
const weekday = (s: string) => new Date(`${s}T00:00:00Z`).getUTCDay();
const round2 = (n: number) => Math.round(n * 100) / 100;

let cached: ReturnType<typeof build> | undefined;
export function timesheetsData() {
  cached ??= build();
  return cached;
}

function build() {
  const rng = createRng(0x7157);
  const clients: Client[] = CLIENTS.map(([name, currency], i) => ({
    id: 5730001 + i,
    name,
    is_active: name !== "Initech",
    currency,
    address: `${100 + i * 7} Market Street`,
    created_at: `2023-0${1 + (i % 9)}-1${i % 9}T09:00:00Z`,
    updated_at: `2025-0${1 + (i % 9)}-0${1 + (i % 9)}T10:00:00Z`,
  }));
  const ref = (x: { id: number; name: string }): Ref => ({ id: x.id, name: x.name });

  const projects: Project[] = [];
  for (let i = 0; i < 30; i++) {
    const client = clients[i === 3 ? 1 : i % 12];
    const name = i === 3 ? "Data Platform Migration" : PROJECT_NAMES[(i * 3 + 1) % PROJECT_NAMES.length];
    const initials = client.name
      .replace(/[^A-Za-z ]/g, "")
      .split(" ")
      .map((w) => w[0])
      .join("")
      .slice(0, 3)
      .toUpperCase();
    const code = `${initials.length < 3 ? client.name.slice(0, 3).toUpperCase() : initials}-${name
      .split(" ")
      .map((w) => w[0])
      .join("")
      .toUpperCase()}${i >= 12 ? i : ""}`;
    const internal = client.name.startsWith("Brightlane");
    projects.push({
      id: 2410001 + i,
      name,
      code: i === 3 ? "GLX-DPM" : code,
      client: ref(client),
      is_active: client.is_active && i !== 27 && i !== 28,
      is_billable: !internal,
      is_fixed_fee: i % 7 === 5,
      bill_by: internal ? "none" : i % 3 === 0 ? "Project" : i % 3 === 1 ? "Tasks" : "People",
      hourly_rate: internal ? null : 120 + (i % 6) * 15,
      budget: i % 4 === 0 ? 400 + i * 20 : null,
      budget_by: i % 4 === 0 ? "project" : "none",
      starts_on: `2025-0${1 + (i % 6)}-01`,
      ends_on: i % 5 === 0 ? `2025-1${i % 3}-30` : null,
      notes: "",
      created_at: `2025-0${1 + (i % 6)}-01T08:00:00Z`,
      updated_at: `2025-09-${pad(1 + (i % 28))}T08:00:00Z`,
    });
  }

  const users: User[] = PEOPLE.map(([first, last, role, contractor], i) => ({
    id: 1790001 + i,
    first_name: first,
    last_name: last,
    email: `${`${first}.${last}${i === 18 ? "2" : ""}`.toLowerCase().replace(/'/g, "")}@brightlane.example`,
    telephone: `+1 415 555 0${pad(100 + i, 3)}`,
    timezone: i % 4 === 0 ? "Europe/London" : "America/New_York",
    is_active: i !== 6 && i !== 23,
    is_contractor: contractor,
    weekly_capacity: contractor ? 72000 : 144000,
    default_hourly_rate: 110 + (i % 5) * 20,
    cost_rate: contractor ? 95 : 60 + (i % 4) * 5,
    roles: [role],
    access_roles: i === 0 ? ["administrator"] : i === 1 || i === 11 ? ["manager"] : ["member"],
    created_at: `202${2 + (i % 3)}-0${1 + (i % 9)}-15T09:00:00Z`,
    updated_at: `2025-0${1 + (i % 9)}-20T09:00:00Z`,
  }));
  const userName = (u: User) => `${u.first_name} ${u.last_name}`;

  const tasks: Task[] = TASKS.map(([name, billable, rate], i) => ({
    id: 8080001 + i,
    name,
    billable_by_default: billable,
    default_hourly_rate: rate,
    is_active: true,
  }));
  const taskFor = (role: string): Task => {
    if (/Design/.test(role)) return tasks[rng.chance(0.8) ? 0 : 3];
    if (/Developer|DevOps|Data Engineer/.test(role)) return tasks[rng.chance(0.8) ? 1 : rng.pick([3, 6])];
    if (/QA/.test(role)) return tasks[4];
    if (/Project Manager|Partner/.test(role)) return tasks[rng.chance(0.7) ? 2 : 3];
    if (/Consultant|Analyst/.test(role)) return tasks[rng.chance(0.8) ? 5 : 6];
    if (/Sales/.test(role)) return tasks[8];
    return tasks[7];
  };

  // Working days from 2025-07-01 to 2025-10-01 inclusive.
  const days: string[] = [];
  for (let d = "2025-07-01"; d <= TIMESHEETS_TODAY; d = addDays(d, 1)) {
    const wd = weekday(d);
    if (wd !== 0 && wd !== 6) days.push(d);
  }
  const clientProjects = projects.filter((p) => p.is_active && !p.client.name.startsWith("Brightlane"));
  const internalProjects = projects.filter((p) => p.client.name.startsWith("Brightlane"));
  const RUNNING = new Set([1790003, 1790004, 1790019, 1790005]);

  const entries: TimeEntry[] = [];
  let entryId = 90000001;
  for (const u of users) {
    const role = u.roles[0];
    const home = [
      clientProjects[(u.id * 7) % clientProjects.length],
      clientProjects[(u.id * 11) % clientProjects.length],
    ];
    for (const day of days) {
      if (u.id === 1790007 && day > "2025-08-15") continue; // Priya left in August
      if (u.is_contractor && weekday(day) === 5) continue;
      if (u.id !== 1790003 && rng.chance(0.12)) continue; // leave, sickness
      const pieces = u.id === 1790003 ? 1 : rng.int(1, 3);
      let left = u.is_contractor ? 6 : 8;
      for (let k = 0; k < pieces; k++) {
        const isLast = k === pieces - 1;
        const hours = u.id === 1790003 ? 8 : isLast ? left : round2(Math.max(0.25, rng.int(2, 16) / 4));
        left = round2(Math.max(0.25, left - hours));
        const project =
          u.id === 1790003
            ? projects[3]
            : role === "Sales" || role === "Finance"
              ? rng.pick(internalProjects)
              : rng.chance(0.85)
                ? rng.pick(home)
                : rng.pick(internalProjects);
        const task = project.is_billable ? taskFor(role) : tasks[rng.pick([6, 7, 9])];
        const billable = project.is_billable && task.billable_by_default;
        const running = day === TIMESHEETS_TODAY && isLast && RUNNING.has(u.id);
        const oldEnough = day < "2025-09-01";
        const billed =
          billable && oldEnough && project.client.id % 3 !== 1 ? true : billable && day < "2025-08-01";
        const start = 9 + k * 3;
        entries.push({
          id: entryId++,
          spent_date: day,
          hours: running ? 1.5 : hours,
          rounded_hours: running ? 1.5 : Math.ceil(hours * 4) / 4,
          notes: rng.pick(NOTES),
          is_locked: billed || day < "2025-09-01",
          is_closed: day < "2025-09-01",
          is_billed: billed,
          is_running: running,
          billable,
          budgeted: project.budget !== null,
          billable_rate: billable ? (project.hourly_rate ?? u.default_hourly_rate) : null,
          cost_rate: u.cost_rate,
          timer_started_at: running ? `${day}T${pad(start + 4)}:30:00Z` : null,
          started_time: running ? `${(start + 4) % 12 || 12}:30pm` : null,
          ended_time: null,
          user: { id: u.id, name: userName(u) },
          client: project.client,
          project: { id: project.id, name: project.name, code: project.code },
          task: ref(task),
          invoice: null,
          created_at: `${day}T${pad(start + 8)}:00:00Z`,
          updated_at: `${billed ? addDays(day, 20) : day}T${pad(start + 8)}:05:00Z`,
        });
      }
    }
  }

  const invoices: Invoice[] = [];
  const billableClients = clients.filter((c) => !c.name.startsWith("Brightlane"));
  for (let i = 0; i < 150; i++) {
    const n = i + 1;
    const client =
      n === 42 ? clients[1] : n === 107 ? clients[7] : billableClients[(i * 5) % billableClients.length];
    const month = 1 + Math.floor((i / 150) * 9);
    const issue = `2025-${pad(month)}-${pad(1 + (i % 27))}`;
    const termDays = i % 4 === 0 ? 15 : 30;
    const due = n === 42 ? "2025-09-15" : addDays(issue, termDays);
    const amount = n === 42 ? 18450 : n === 107 ? 7200 : round2(rng.int(8, 160) * 250 + rng.int(0, 3) * 37.5);
    let state: Invoice["state"];
    if (n === 42) state = "open";
    else if (n === 107) state = "paid";
    else if (issue < "2025-07-01") state = rng.chance(0.92) ? "paid" : rng.chance(0.5) ? "closed" : "open";
    else if (issue < "2025-09-10") state = rng.chance(0.55) ? "paid" : "open";
    else state = rng.chance(0.45) ? "draft" : "open";
    const partial = state === "open" && n !== 42 && rng.chance(0.2);
    const due_amount = state === "open" ? (partial ? round2(amount / 2) : amount) : 0;
    const paidDate = state === "paid" ? addDays(issue, rng.int(5, termDays + 10)) : null;
    const project = projects.find((p) => p.client.id === client.id) ?? projects[0];
    invoices.push({
      id: 1310000 + n,
      client: ref(client),
      number: `INV-2025-${pad(n, 4)}`,
      purchase_order: i % 3 === 0 ? `PO-${4400 + i}` : "",
      amount,
      due_amount,
      tax: client.currency === "EUR" || client.currency === "GBP" ? 20 : null,
      currency: client.currency,
      subject: `${project.name} — ${issue.slice(0, 7)}`,
      state,
      period_start: addDays(issue, -31),
      period_end: addDays(issue, -1),
      issue_date: issue,
      due_date: due,
      payment_term: `net ${termDays}`,
      sent_at: state === "draft" ? null : `${issue}T15:00:00Z`,
      paid_at: paidDate ? `${paidDate}T12:00:00Z` : null,
      paid_date: paidDate,
      closed_at: state === "closed" ? `${addDays(issue, 60)}T12:00:00Z` : null,
      created_at: `${issue}T10:00:00Z`,
      updated_at: `${paidDate ?? issue}T12:00:00Z`,
      line_items: [
        {
          kind: "Service",
          description: `${project.code}: professional services`,
          quantity: round2(amount / (project.hourly_rate ?? 150)),
          unit_price: project.hourly_rate ?? 150,
          amount,
          project: ref(project),
        },
      ],
    });
  }
  // Billed time entries point at an invoice of their client.
  for (const e of entries) {
    if (!e.is_billed) continue;
    const inv = invoices.find(
      (v) => v.client.id === e.client.id && v.issue_date > e.spent_date && v.state !== "draft",
    );
    if (inv) e.invoice = { id: inv.id, number: inv.number };
  }
  return { clients, projects, users, tasks, entries, invoices };
}
