/**
 * Deterministic data of the "snow" fixture world: IT service management in the style of ServiceNow's
 * Table API (incident, change_request, sys_user, sys_user_group, sc_cat_item, kb_knowledge). Every
 * value is a string as the Table API returns it (`"2"`, `"true"`), ids are 32-hex `sys_id`s, dates
 * are "2025-09-14 08:31:02" (UTC, no T, no zone), references name another record by its sys_id.
 *
 * Fixed points the questions name: the signed-in user (`javascript:gs.getUserID()`) is Fred Luddy;
 * two users are named David Miller — `david.miller` (Network, network engineer) and `dmiller`
 * (Service Desk analyst); INC0010023 "Email not syncing on mobile devices" (In Progress, High,
 * assigned to David Miller of the Service Desk, caller Abel Tuter); INC0010031 "VPN disconnects every
 * 10 minutes" (In Progress, Critical, Beth Anglin); INC0010047 "Core switch down in building B"
 * (Resolved, Critical, David Miller of Network); INC0010050 (On Hold, Luke Wilson); INC0010060 (New,
 * unassigned, caller Fred Luddy); INC0010072 "Database backups failing on PRD-DB-03" (In Progress,
 * Critical, Don Goodliffe, caller Fred Luddy); CHG0030001 "Upgrade core router firmware" (emergency,
 * Implement, David Miller of Network); CHG0030005 "Migrate mailboxes to Exchange Online" (normal,
 * Authorize, Beth Anglin). Everything else is seeded noise (no Math.random). "Now" is
 * 2025-10-01 10:00:00 UTC, a Wednesday (the suite's AGENT_TODAY).
 */
import { createHash } from "node:crypto";
import { createRng } from "@/demo/commerce/prng";

export const SNOW_NOW_MS = Date.parse("2025-10-01T10:00:00.000Z");
export const SNOW_INSTANCE = "https://dev81723.service-now.com";
const DAY = 86_400_000;

/** A 32-hex sys_id, stable for a table and a key. */
export const sysId = (table: string, key: string | number) =>
  createHash("md5").update(`${table}:${key}`).digest("hex");
/** "2025-09-14 08:31:02": the Table API's date-time (UTC). */
export const glideTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");
const at = (s: string) => Date.parse(`${s.replace(" ", "T")}Z`);

export const INCIDENT_STATES: Record<string, string> = {
  "1": "New",
  "2": "In Progress",
  "3": "On Hold",
  "6": "Resolved",
  "7": "Closed",
  "8": "Canceled",
};
export const PRIORITIES: Record<string, string> = {
  "1": "1 - Critical",
  "2": "2 - High",
  "3": "3 - Moderate",
  "4": "4 - Low",
  "5": "5 - Planning",
};
export const CHANGE_STATES: Record<string, string> = {
  "-5": "New",
  "-4": "Assess",
  "-3": "Authorize",
  "-2": "Scheduled",
  "-1": "Implement",
  "0": "Review",
  "3": "Closed",
  "4": "Canceled",
};
export const CHANGE_RISKS: Record<string, string> = {
  "1": "Very High",
  "2": "High",
  "3": "Moderate",
  "4": "Low",
};

/** A reference to another table's record: the sys_id, or "" when empty. */
export interface Ref {
  table: string;
  value: string;
}

export interface SnUser {
  sys_id: string;
  user_name: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  title: string;
  department: string;
  phone: string;
  active: string;
  location: string;
  sys_created_on: string;
}
export interface SnGroup {
  sys_id: string;
  name: string;
  description: string;
  email: string;
  manager: string;
  members: string[];
  active: string;
}
export interface SnIncident {
  sys_id: string;
  number: string;
  short_description: string;
  description: string;
  state: string;
  priority: string;
  impact: string;
  urgency: string;
  category: string;
  subcategory: string;
  caller_id: string;
  assigned_to: string;
  assignment_group: string;
  opened_at: string;
  sys_updated_on: string;
  resolved_at: string;
  closed_at: string;
  active: string;
}
export interface SnChange {
  sys_id: string;
  number: string;
  short_description: string;
  description: string;
  type: string;
  state: string;
  risk: string;
  priority: string;
  requested_by: string;
  assigned_to: string;
  assignment_group: string;
  start_date: string;
  end_date: string;
  opened_at: string;
  sys_updated_on: string;
  active: string;
}
export interface SnCatalogItem {
  sys_id: string;
  name: string;
  short_description: string;
  category: string;
  price: string;
  active: string;
  order: string;
}
export interface SnArticle {
  sys_id: string;
  number: string;
  short_description: string;
  text: string;
  kb_category: string;
  workflow_state: string;
  author: string;
  sys_view_count: string;
  sys_updated_on: string;
}

const USER_DEFS: [string, string, string, string, string][] = [
  // name, user_name, email local part, department, title
  ["Fred Luddy", "fred.luddy", "fred.luddy", "IT", "IT Manager"],
  ["Beth Anglin", "beth.anglin", "beth.anglin", "IT", "Service Desk Analyst"],
  ["Abel Tuter", "abel.tuter", "abel.tuter", "Sales", "Account Executive"],
  ["David Miller", "david.miller", "david.miller", "IT", "Network Engineer"],
  ["David Miller", "dmiller", "d.miller", "IT", "Service Desk Analyst"],
  ["Don Goodliffe", "don.goodliffe", "don.goodliffe", "IT", "Database Administrator"],
  ["Bud Richman", "bud.richman", "bud.richman", "Finance", "Controller"],
  ["Charlie Whitherspoon", "charlie.whitherspoon", "charlie.whitherspoon", "IT", "Hardware Technician"],
  ["Luke Wilson", "luke.wilson", "luke.wilson", "IT", "Application Engineer"],
  ["Howard Johnson", "howard.johnson", "howard.johnson", "IT", "Network Engineer"],
  ["Bow Ruggeri", "bow.ruggeri", "bow.ruggeri", "HR", "HR Generalist"],
  ["Christen Mitchell", "christen.mitchell", "christen.mitchell", "Marketing", "Marketing Manager"],
  ["Jerrod Bennett", "jerrod.bennett", "jerrod.bennett", "Sales", "Sales Director"],
  ["Rick Berzle", "rick.berzle", "rick.berzle", "Operations", "Operations Lead"],
  ["Lucius Bagnoli", "lucius.bagnoli", "lucius.bagnoli", "IT", "Change Manager"],
  ["Joe Employee", "joe.employee", "joe.employee", "Sales", "Sales Associate"],
  ["Sam Sorokin", "sam.sorokin", "sam.sorokin", "IT", "Service Desk Analyst"],
  ["Taylor Vreeland", "taylor.vreeland", "taylor.vreeland", "Finance", "Accountant"],
  ["Ron Kettering", "ron.kettering", "ron.kettering", "IT", "Hardware Technician"],
  ["Aileen Mottern", "aileen.mottern", "aileen.mottern", "Legal", "Counsel"],
  ["Carol Coughlin", "carol.coughlin", "carol.coughlin", "HR", "HR Director"],
  ["Amelia Caputo", "amelia.caputo", "amelia.caputo", "Marketing", "Designer"],
  ["Margaret Gray", "margaret.gray", "margaret.gray", "IT", "Database Administrator"],
  ["Tom Hardy", "tom.hardy", "tom.hardy", "Operations", "Warehouse Supervisor"],
];
const LOCATIONS = ["London", "New York", "San Diego", "Amsterdam"];

const GROUP_DEFS: [string, string, string, string[]][] = [
  // name, description, manager user_name, members (user_name)
  [
    "Service Desk",
    "First line support for all employees",
    "beth.anglin",
    ["beth.anglin", "dmiller", "sam.sorokin", "fred.luddy"],
  ],
  ["Network", "LAN, WAN, VPN and wireless", "howard.johnson", ["david.miller", "howard.johnson"]],
  [
    "Hardware",
    "Laptops, desktops, printers and phones",
    "ron.kettering",
    ["charlie.whitherspoon", "ron.kettering"],
  ],
  ["Database", "Database administration", "don.goodliffe", ["don.goodliffe", "margaret.gray"]],
  ["Software", "Business applications and licences", "luke.wilson", ["luke.wilson", "beth.anglin"]],
  ["CAB Approval", "Change Advisory Board", "lucius.bagnoli", ["lucius.bagnoli", "fred.luddy"]],
];

const CATEGORY_DEFS: [string, string, string[], string[]][] = [
  // category, assignment group, subcategories, short descriptions
  [
    "network",
    "Network",
    ["vpn", "wireless", "dns", "dhcp"],
    [
      "Wi-Fi drops on the 4th floor",
      "Cannot reach the intranet from the branch office",
      "VPN login rejected after password change",
      "Slow network in the Amsterdam office",
      "DNS resolution fails for internal hosts",
      "No IP address on the conference room dock",
      "Guest Wi-Fi portal does not load",
    ],
  ],
  [
    "software",
    "Software",
    ["email", "os", "application"],
    [
      "Outlook keeps asking for the password",
      "Excel crashes when opening large workbooks",
      "Teams meetings have no audio",
      "Cannot install the printer driver",
      "Windows update stuck at 35%",
      "Adobe Acrobat licence expired",
      "Shared mailbox not visible in Outlook",
      "CRM page loads very slowly",
    ],
  ],
  [
    "hardware",
    "Hardware",
    ["monitor", "keyboard", "mouse", "cpu", "disk", "memory"],
    [
      "Laptop will not power on",
      "Second monitor flickers",
      "Keyboard keys stuck",
      "Printer on the 3rd floor jams",
      "Docking station not detected",
      "Laptop fan very loud",
      "Desk phone has no dial tone",
    ],
  ],
  [
    "database",
    "Database",
    ["db2", "oracle", "sql server"],
    [
      "Reporting database running out of space",
      "Nightly ETL job timed out",
      "Deadlocks on the orders database",
      "Replica lag on the reporting cluster",
    ],
  ],
  [
    "inquiry",
    "Service Desk",
    ["antivirus", "email", "internal application"],
    [
      "How do I request access to the finance share?",
      "Question about the new expense tool",
      "Need a new distribution list for the sales team",
      "Request for a second monitor",
      "Where can I find the holiday calendar?",
    ],
  ],
];

export interface SnowData {
  users: SnUser[];
  groups: SnGroup[];
  incidents: SnIncident[];
  changes: SnChange[];
  catalogItems: SnCatalogItem[];
  articles: SnArticle[];
  /** The signed-in user (`javascript:gs.getUserID()`): Fred Luddy. */
  me: SnUser;
}

let cached: SnowData | undefined;

/** Priority from impact and urgency, as ServiceNow's priority lookup rules compute it. */
const priorityOf = (impact: number, urgency: number) => String(Math.min(5, impact + urgency - 1));

export function snowData(): SnowData {
  if (cached) return cached;
  const rng = createRng(0x5e7c1ce);
  const users: SnUser[] = USER_DEFS.map(([name, userName, local, department, title], i) => {
    const [first, ...rest] = name.split(" ");
    return {
      sys_id: sysId("sys_user", userName),
      user_name: userName,
      name,
      first_name: first ?? name,
      last_name: rest.join(" "),
      email: `${local}@example.com`,
      title,
      department,
      phone: `+1 858 555 01${String(i + 10).padStart(2, "0")}`,
      active: userName === "tom.hardy" ? "false" : "true",
      location: LOCATIONS[i % LOCATIONS.length] ?? "London",
      sys_created_on: glideTime(at("2021-03-01 09:00:00") + i * 23 * DAY),
    };
  });
  const user = (userName: string) => users.find((u) => u.user_name === userName) as SnUser;
  const groups: SnGroup[] = GROUP_DEFS.map(([name, description, manager, members]) => ({
    sys_id: sysId("sys_user_group", name),
    name,
    description,
    email: `${name.toLowerCase().replace(/\s+/g, "-")}@example.com`,
    manager: user(manager).sys_id,
    members: members.map((m) => user(m).sys_id),
    active: "true",
  }));
  const group = (name: string) => groups.find((g) => g.name === name) as SnGroup;
  const callers = users.filter((u) => u.department !== "IT" && u.active === "true");

  // Incidents INC0010001 … INC0010120, opened from 2025-06-02 to this morning.
  const incidents: SnIncident[] = [];
  const start = at("2025-06-02 08:00:00");
  const end = SNOW_NOW_MS - 2 * 3_600_000;
  const N = 120;
  for (let i = 1; i <= N; i++) {
    const [category, groupName, subs, titles] = rng.weighted(CATEGORY_DEFS, [30, 30, 25, 10, 12]);
    const g = group(groupName);
    const opened = Math.round(start + ((end - start) * (i - 0.5 + rng.next() * 0.4)) / N);
    const age = (SNOW_NOW_MS - opened) / DAY;
    const state =
      age > 30
        ? rng.weighted(["7", "6", "8", "2", "3"], [60, 15, 8, 10, 7])
        : age > 7
          ? rng.weighted(["7", "6", "2", "3", "1", "8"], [15, 25, 30, 15, 10, 5])
          : rng.weighted(["1", "2", "3", "6"], [35, 40, 10, 15]);
    const impact = rng.weighted([1, 2, 3], [15, 35, 50]);
    const urgency = rng.weighted([1, 2, 3], [20, 40, 40]);
    const assignee = state === "1" && rng.chance(0.6) ? "" : rng.pick(g.members);
    const resolved = state === "6" || state === "7" ? opened + rng.int(2, 96) * 3_600_000 : 0;
    const closed = state === "7" ? resolved + 3 * DAY : 0;
    const updated = Math.min(end, Math.max(opened + rng.int(1, 30) * 3_600_000, closed || resolved));
    incidents.push({
      sys_id: sysId("incident", i),
      number: `INC00${10000 + i}`,
      short_description: rng.pick(titles),
      description: "",
      state,
      priority: priorityOf(impact, urgency),
      impact: String(impact),
      urgency: String(urgency),
      category,
      subcategory: rng.pick(subs),
      caller_id: rng.pick(callers).sys_id,
      assigned_to: assignee,
      assignment_group: g.sys_id,
      opened_at: glideTime(opened),
      sys_updated_on: glideTime(updated),
      resolved_at: resolved ? glideTime(Math.min(resolved, end)) : "",
      closed_at: closed ? glideTime(Math.min(closed, end)) : "",
      active: ["1", "2", "3"].includes(state) ? "true" : "false",
    });
  }
  const fix = (n: number, patch: Partial<SnIncident>) => {
    const x = incidents[n - 1] as SnIncident;
    Object.assign(x, patch);
    x.active = ["1", "2", "3"].includes(x.state) ? "true" : "false";
    if (x.state !== "6" && x.state !== "7") x.resolved_at = "";
    if (x.state !== "7") x.closed_at = "";
  };
  const me = user("fred.luddy");
  fix(23, {
    short_description: "Email not syncing on mobile devices",
    description: "Since Monday the Outlook app on iPhone no longer receives new mail.",
    state: "2",
    impact: "2",
    urgency: "2",
    priority: "2",
    category: "software",
    subcategory: "email",
    caller_id: user("abel.tuter").sys_id,
    assigned_to: user("dmiller").sys_id,
    assignment_group: group("Service Desk").sys_id,
    opened_at: "2025-09-14 08:31:02",
    sys_updated_on: "2025-09-30 16:05:47",
  });
  fix(31, {
    short_description: "VPN disconnects every 10 minutes",
    description: "Remote staff lose the VPN tunnel roughly every ten minutes.",
    state: "2",
    impact: "1",
    urgency: "1",
    priority: "1",
    category: "network",
    subcategory: "vpn",
    caller_id: user("bud.richman").sys_id,
    assigned_to: user("beth.anglin").sys_id,
    assignment_group: group("Service Desk").sys_id,
    opened_at: "2025-09-29 09:12:44",
    sys_updated_on: "2025-10-01 08:40:12",
  });
  fix(47, {
    short_description: "Core switch down in building B",
    description: "All wired ports in building B are down.",
    state: "6",
    impact: "1",
    urgency: "1",
    priority: "1",
    category: "network",
    subcategory: "dhcp",
    caller_id: user("rick.berzle").sys_id,
    assigned_to: user("david.miller").sys_id,
    assignment_group: group("Network").sys_id,
    opened_at: "2025-09-23 06:02:19",
    resolved_at: "2025-09-23 11:47:00",
    sys_updated_on: "2025-09-23 11:47:00",
  });
  fix(50, {
    short_description: "Cannot access the SAP finance module",
    state: "3",
    impact: "2",
    urgency: "3",
    priority: "4",
    category: "software",
    subcategory: "application",
    caller_id: user("taylor.vreeland").sys_id,
    assigned_to: user("luke.wilson").sys_id,
    assignment_group: group("Software").sys_id,
  });
  fix(60, {
    short_description: "Laptop battery swelling",
    state: "1",
    impact: "2",
    urgency: "2",
    priority: "2",
    category: "hardware",
    subcategory: "cpu",
    caller_id: me.sys_id,
    assigned_to: "",
    assignment_group: group("Hardware").sys_id,
  });
  fix(72, {
    short_description: "Database backups failing on PRD-DB-03",
    state: "2",
    impact: "1",
    urgency: "1",
    priority: "1",
    category: "database",
    subcategory: "sql server",
    caller_id: me.sys_id,
    assigned_to: user("don.goodliffe").sys_id,
    assignment_group: group("Database").sys_id,
  });
  // Fred (the signed-in user) works some Service Desk tickets; Beth carries a heavy queue.
  for (const n of [12, 38, 66, 91, 104, 113])
    fix(n, { assigned_to: me.sys_id, assignment_group: group("Service Desk").sys_id });
  fix(104, { state: "2" });
  fix(113, { state: "1" });
  for (const n of [18, 44, 57, 83, 97, 108, 115, 118])
    fix(n, { assigned_to: user("beth.anglin").sys_id, assignment_group: group("Service Desk").sys_id });
  fix(115, { state: "2", impact: "1", urgency: "1", priority: "1" });
  fix(118, { state: "3" });
  for (const n of [26, 79, 110]) fix(n, { caller_id: me.sys_id });
  for (const n of [35, 88, 111])
    fix(n, { assigned_to: user("dmiller").sys_id, assignment_group: group("Service Desk").sys_id });
  for (const n of [41, 95, 116])
    fix(n, {
      assigned_to: user("david.miller").sys_id,
      assignment_group: group("Network").sys_id,
      category: "network",
    });
  fix(116, { state: "2" });
  fix(111, { state: "2" });

  // Change requests CHG0030001 … CHG0030030.
  const CHANGE_TITLES = [
    "Upgrade core router firmware",
    "Patch Windows servers (October cycle)",
    "Renew the wildcard TLS certificate",
    "Add disk to the reporting database",
    "Migrate mailboxes to Exchange Online",
    "Replace the firewall in the Amsterdam office",
    "Deploy the new VPN client",
    "Rotate service account passwords",
    "Decommission the old file server",
    "Upgrade the CRM to the summer release",
    "Restart the print server nightly",
    "Enable MFA for contractors",
  ];
  const changes: SnChange[] = [];
  for (let i = 1; i <= 30; i++) {
    const opened = Math.round(
      at("2025-07-01 08:00:00") + ((end - at("2025-07-01 08:00:00")) * (i - 0.5)) / 30,
    );
    const type = rng.weighted(["normal", "standard", "emergency"], [55, 35, 10]);
    const age = (SNOW_NOW_MS - opened) / DAY;
    const state =
      age > 30
        ? rng.weighted(["3", "4", "0"], [75, 10, 15])
        : rng.weighted(["-5", "-4", "-3", "-2", "-1", "0"], [15, 20, 20, 20, 15, 10]);
    const g = group(rng.pick(["Network", "Hardware", "Database", "Software", "Service Desk"]));
    const startAt = opened + rng.int(3, 14) * DAY;
    const riskN = rng.weighted(["1", "2", "3", "4"], [5, 25, 45, 25]);
    changes.push({
      sys_id: sysId("change_request", i),
      number: `CHG00${30000 + i}`,
      short_description: CHANGE_TITLES[(i - 1) % CHANGE_TITLES.length] as string,
      description: "",
      type,
      state,
      risk: riskN,
      priority: riskN === "1" ? "1" : riskN === "2" ? "2" : "3",
      requested_by: rng.pick(users.filter((u) => u.active === "true")).sys_id,
      assigned_to: rng.pick(g.members),
      assignment_group: g.sys_id,
      start_date: glideTime(startAt),
      end_date: glideTime(startAt + 4 * 3_600_000),
      opened_at: glideTime(opened),
      sys_updated_on: glideTime(Math.min(end, opened + 2 * DAY)),
      active: ["3", "4"].includes(state) ? "false" : "true",
    });
  }
  const fixChange = (n: number, patch: Partial<SnChange>) => {
    const x = changes[n - 1] as SnChange;
    Object.assign(x, patch);
    x.active = ["3", "4"].includes(x.state) ? "false" : "true";
  };
  fixChange(1, {
    short_description: "Upgrade core router firmware",
    description: "Emergency firmware upgrade after the building B outage.",
    type: "emergency",
    state: "-1",
    risk: "2",
    priority: "2",
    requested_by: user("howard.johnson").sys_id,
    assigned_to: user("david.miller").sys_id,
    assignment_group: group("Network").sys_id,
    start_date: "2025-10-01 22:00:00",
    end_date: "2025-10-02 02:00:00",
  });
  fixChange(5, {
    short_description: "Migrate mailboxes to Exchange Online",
    type: "normal",
    state: "-3",
    risk: "2",
    priority: "2",
    requested_by: me.sys_id,
    assigned_to: user("beth.anglin").sys_id,
    assignment_group: group("Service Desk").sys_id,
    start_date: "2025-10-11 20:00:00",
    end_date: "2025-10-12 06:00:00",
  });
  for (const n of [24, 27, 29]) fixChange(n, { state: "-2", type: "normal" });
  fixChange(28, {
    type: "emergency",
    state: "-3",
    assigned_to: user("david.miller").sys_id,
    assignment_group: group("Network").sys_id,
  });
  fixChange(30, { state: "-5", type: "standard", requested_by: me.sys_id });

  const CATALOG: [string, string, string, string][] = [
    ["Standard Laptop", "Lenovo ThinkPad T14 for general use", "Hardware", "1100.00"],
    ["Developer Laptop (Mac)", "MacBook Pro 16 for engineering", "Hardware", "2499.00"],
    ["iPhone 15", "Company mobile phone with a voice and data plan", "Hardware", "799.00"],
    ['External Monitor 27"', "Dell 27 inch 4K monitor", "Hardware", "349.00"],
    ["Docking Station", "USB-C dock with two display outputs", "Hardware", "199.00"],
    ["Microsoft 365 licence", "Office apps, Outlook and Teams", "Software", "0.00"],
    ["Adobe Acrobat Pro", "Create and edit PDF documents", "Software", "240.00"],
    ["Visual Studio Professional", "IDE licence for developers", "Software", "499.00"],
    ["VPN access", "Remote access to the corporate network", "Services", "0.00"],
    ["New email distribution list", "Create a mailing list for a team", "Services", "0.00"],
    ["Shared drive access", "Access to a department file share", "Services", "0.00"],
    ["New employee onboarding", "Accounts, laptop and phone for a new hire", "Services", "0.00"],
    ["Ergonomic chair", "Adjustable office chair", "Office", "450.00"],
    ["Standing desk", "Electric sit-stand desk", "Office", "620.00"],
    ["Office supplies", "Stationery delivered to your desk", "Office", "0.00"],
  ];
  const catalogItems: SnCatalogItem[] = CATALOG.map(([name, short, category, price], i) => ({
    sys_id: sysId("sc_cat_item", name),
    name,
    short_description: short,
    category,
    price,
    active: "true",
    order: String((i + 1) * 100),
  }));

  const ARTICLES: [string, string, string][] = [
    [
      "How to reset your password",
      "Go to https://passwordreset.example.com, enter your user name and follow the link sent to your phone. Passwords expire every 90 days.",
      "Accounts",
    ],
    [
      "Configure the VPN client on Windows",
      "Install GlobalProtect from the Software Center, enter vpn.example.com as the portal and sign in with your network credentials.",
      "Network",
    ],
    [
      "VPN troubleshooting when working from home",
      "If the VPN drops, check your home router, switch to a wired connection and reconnect. Disconnects every few minutes are usually a Wi-Fi power-saving setting.",
      "Network",
    ],
    [
      "Set up company email on an iPhone",
      "Install Outlook from the App Store, sign in with your work address and approve the MFA prompt. The native Mail app is not supported.",
      "Email",
    ],
    [
      "Outlook calendar not syncing",
      "Remove and re-add the account, then clear the Outlook cache. Shared calendars can take up to an hour to appear.",
      "Email",
    ],
    [
      "Report a phishing email",
      "Use the Report Phishing button in Outlook. Do not click links or forward the message. The security team reviews every report.",
      "Security",
    ],
    [
      "Enroll in multi-factor authentication",
      "Open https://mfa.example.com, scan the QR code with Microsoft Authenticator and confirm with a code. MFA is required for all staff.",
      "Security",
    ],
    [
      "Connect to the guest Wi-Fi",
      "Choose the Example-Guest network and accept the terms on the portal. Guest access lasts 24 hours.",
      "Network",
    ],
    [
      "Print to the 3rd floor printer",
      "Add printer PRN-3F-01 from the print server \\\\print01. For jams, open tray 2 and remove the paper.",
      "Hardware",
    ],
    [
      "Request a new laptop",
      "Order the Standard Laptop or the Developer Laptop from the service catalog. Laptops are replaced every four years.",
      "Hardware",
    ],
    [
      "Software installation policy",
      "Only software from the Software Center may be installed. Request other software through the catalog; licences need manager approval.",
      "Policies",
    ],
    [
      "Expense tool: submitting receipts",
      "Photograph the receipt in the expense app and attach it to the expense line. Receipts over 30 days old need manager approval.",
      "Finance",
    ],
  ];
  const authors = [user("beth.anglin"), user("sam.sorokin"), user("howard.johnson"), user("fred.luddy")];
  const articles: SnArticle[] = ARTICLES.map(([short, body, category], i) => ({
    sys_id: sysId("kb_knowledge", i + 1),
    number: `KB00${10001 + i}`,
    short_description: short,
    text: body,
    kb_category: category,
    workflow_state: "published",
    author: (authors[i % authors.length] as SnUser).sys_id,
    sys_view_count: String(40 + ((i * 137) % 900)),
    sys_updated_on: glideTime(at("2025-03-03 10:00:00") + i * 11 * DAY),
  }));

  cached = { users, groups, incidents, changes, catalogItems, articles, me };
  return cached;
}
