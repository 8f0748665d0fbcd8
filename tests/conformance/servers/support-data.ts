/**
 * Deterministic data of the "support" fixture world: the help desk of a small SaaS company,
 * "Brightline" (brightline.zendesk.com), in Zendesk's shapes — numeric ids, tickets with
 * `requester_id`/`submitter_id`/`assignee_id`/`organization_id`/`group_id` references, `status`
 * new|open|pending|hold|solved|closed, `priority` low|normal|high|urgent (or null), `type`
 * problem|incident|question|task (or null), `tags`, ISO `created_at`/`updated_at`; comments with
 * `author_id`, `body`, `public`; satisfaction ratings good|bad; views.
 * Fixed points the questions name:
 * - Ticket 4512: "Invoice shows wrong VAT rate", Acme Corp, requested by Daniel Okafor (Acme, 1900101),
 *   assigned to Priya Raman (1800001), open, high; the customer says they were charged 25% VAT
 *   instead of 20% on invoice INV-20931.
 * - Two agents named Sam Taylor (1800006 sam.taylor@, 1800007 staylor@); two customers named Daniel
 *   Okafor (Acme Corp 1900101, Globex 1900102). Nobody is named Victor.
 * - Acme Corp (organization 900001) has open tickets; urgent unsolved tickets exist (and none is
 *   assigned to Mei Lin).
 * "Today" is 2025-10-01 (a Wednesday), the question suite's fixed date; "now" is 2025-10-01T09:00:00Z.
 */
import { createRng } from "@/demo/commerce/prng";

export const SUPPORT_NOW = "2025-10-01T09:00:00Z";
export const SUPPORT_HOST = "https://brightline.zendesk.com";
export const ZD_STATUSES = ["new", "open", "pending", "hold", "solved", "closed"] as const;
export const ZD_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export const ZD_TYPES = ["problem", "incident", "question", "task"] as const;
export const ZD_ROLES = ["end-user", "agent", "admin"] as const;

export interface ZdUser {
  id: number;
  url: string;
  name: string;
  email: string;
  role: (typeof ZD_ROLES)[number];
  organization_id: number | null;
  default_group_id: number | null;
  phone: string | null;
  time_zone: string;
  created_at: string;
  last_login_at: string | null;
  active: boolean;
  suspended: boolean;
  tags: string[];
}
export interface ZdOrganization {
  id: number;
  url: string;
  name: string;
  domain_names: string[];
  details: string;
  group_id: number | null;
  tags: string[];
  created_at: string;
}
export interface ZdGroup {
  id: number;
  name: string;
  description: string;
  default: boolean;
  created_at: string;
}
export interface ZdTicket {
  id: number;
  url: string;
  external_id: string | null;
  type: (typeof ZD_TYPES)[number] | null;
  subject: string;
  description: string;
  priority: (typeof ZD_PRIORITIES)[number] | null;
  status: (typeof ZD_STATUSES)[number];
  requester_id: number;
  submitter_id: number;
  assignee_id: number | null;
  organization_id: number | null;
  group_id: number | null;
  tags: string[];
  via: { channel: "email" | "web" | "api" | "chat" };
  created_at: string;
  updated_at: string;
  due_at: string | null;
  satisfaction_rating: { score: "offered" | "unoffered" | "good" | "bad" };
}
export interface ZdComment {
  id: number;
  type: "Comment";
  author_id: number;
  body: string;
  public: boolean;
  created_at: string;
}
export interface ZdRating {
  id: number;
  url: string;
  assignee_id: number | null;
  group_id: number | null;
  requester_id: number;
  ticket_id: number;
  score: "good" | "bad";
  comment: string | null;
  reason: string | null;
  created_at: string;
  updated_at: string;
}
export interface ZdView {
  id: number;
  title: string;
  active: boolean;
  position: number;
  description: string;
  /** The view's conditions, evaluated by the server. */
  conditions: { all: { field: string; operator: string; value: string }[] };
}

const GROUPS: [number, string, string][] = [
  [360001, "Tier 1", "First-line support: triage and how-to questions"],
  [360002, "Tier 2", "Escalated technical problems"],
  [360003, "Billing", "Invoices, refunds, plan changes"],
  [360004, "Integrations", "API, webhooks and third-party connectors"],
  [360005, "Escalations", "Customer-critical problems and outages"],
];

// id, name, email, role, group
const AGENTS: [number, string, string, "agent" | "admin", number][] = [
  [1800001, "Priya Raman", "priya.raman@brightline.io", "agent", 360003],
  [1800002, "Tom Becker", "tom.becker@brightline.io", "agent", 360002],
  [1800003, "Aisha Khan", "aisha.khan@brightline.io", "agent", 360001],
  [1800004, "Luis Ortega", "luis.ortega@brightline.io", "agent", 360004],
  [1800005, "Mei Lin", "mei.lin@brightline.io", "agent", 360001],
  [1800006, "Sam Taylor", "sam.taylor@brightline.io", "agent", 360002],
  [1800007, "Sam Taylor", "staylor@brightline.io", "agent", 360003],
  [1800008, "Hannah Weiss", "hannah.weiss@brightline.io", "agent", 360005],
  [1800009, "Jonas Lund", "jonas.lund@brightline.io", "agent", 360004],
  [1800010, "Nadia Petrova", "nadia.petrova@brightline.io", "admin", 360005],
  [1800011, "Oliver Grant", "oliver.grant@brightline.io", "admin", 360001],
];

// id, name, domain, tier
const ORGS: [number, string, string, string][] = [
  [900001, "Acme Corp", "acme.com", "enterprise"],
  [900002, "Globex", "globex.com", "enterprise"],
  [900003, "Initech", "initech.com", "business"],
  [900004, "Umbrella Health", "umbrellahealth.org", "enterprise"],
  [900005, "Stark Logistics", "starklogistics.com", "business"],
  [900006, "Wayne Retail", "wayneretail.com", "starter"],
  [900007, "Hooli", "hooli.xyz", "business"],
  [900008, "Vandelay Imports", "vandelay.com", "starter"],
];

const FIRST = [
  "Emma",
  "Noah",
  "Olivia",
  "Liam",
  "Ava",
  "Lucas",
  "Sofia",
  "Mateo",
  "Chloe",
  "Ethan",
  "Zara",
  "Kenji",
  "Fatima",
  "Ivan",
  "Grace",
  "Marco",
  "Leila",
  "Tariq",
  "Hana",
  "Pablo",
  "Ingrid",
  "Kwame",
  "Rosa",
  "Felix",
  "Yuki",
  "Amara",
  "Diego",
  "Elena",
  "Omar",
  "Nora",
  "Arjun",
  "Clara",
  "Bruno",
  "Maya",
  "Stefan",
  "Lina",
  "Victor",
  "Jade",
  "Rahul",
  "Alice",
  "Henrik",
  "Beatriz",
  "Joon",
  "Sara",
  "Colm",
];
const LAST = [
  "Fischer",
  "Brown",
  "Novak",
  "Moreau",
  "Silva",
  "Haddad",
  "Jensen",
  "Rossi",
  "Dubois",
  "Tanaka",
  "Mensah",
  "Kowalski",
  "Andersen",
  "Costa",
  "Murphy",
  "Yilmaz",
  "Nguyen",
  "Schwarz",
  "Ali",
  "Sato",
  "Mueller",
  "Patel",
  "Hughes",
  "Lindgren",
  "Reyes",
  "Kaur",
  "Meyer",
  "Walsh",
  "Ortiz",
  "Bauer",
  "Chen",
  "Popescu",
  "Ibrahim",
  "Larsen",
  "Santos",
  "Wood",
  "Vargas",
  "Okoye",
  "Park",
  "Doyle",
  "Berger",
  "Lopez",
  "Kim",
  "Evans",
  "Flynn",
];

const SUBJECTS: { subject: string; tags: string[]; group: number; type: ZdTicket["type"]; body: string }[] = [
  {
    subject: "Refund for duplicate charge",
    tags: ["billing", "refund"],
    group: 360003,
    type: "problem",
    body: "We were charged twice for this month's subscription. Please refund the duplicate charge.",
  },
  {
    subject: "Cannot log in after password reset",
    tags: ["login", "account"],
    group: 360001,
    type: "problem",
    body: "I reset my password but the login page keeps saying the credentials are invalid.",
  },
  {
    subject: "How do I export reports to CSV?",
    tags: ["how-to", "reports"],
    group: 360001,
    type: "question",
    body: "Is there a way to export the weekly report as a CSV file?",
  },
  {
    subject: "Webhook deliveries failing with 401",
    tags: ["webhooks", "api"],
    group: 360004,
    type: "incident",
    body: "Since yesterday every webhook delivery to our endpoint fails with HTTP 401.",
  },
  {
    subject: "Dashboard very slow to load",
    tags: ["performance"],
    group: 360002,
    type: "problem",
    body: "The main dashboard takes more than 30 seconds to load for our team.",
  },
  {
    subject: "Add new users to our account",
    tags: ["account", "seats"],
    group: 360001,
    type: "task",
    body: "Please add five more seats to our plan so new hires can log in.",
  },
  {
    subject: "API rate limit exceeded",
    tags: ["api", "rate-limit"],
    group: 360004,
    type: "problem",
    body: "Our integration receives 429 Too Many Requests even at low volume.",
  },
  {
    subject: "Upgrade to the Business plan",
    tags: ["billing", "plan-change"],
    group: 360003,
    type: "task",
    body: "We would like to upgrade from Starter to Business starting next month.",
  },
  {
    subject: "Data missing from yesterday's sync",
    tags: ["sync", "data"],
    group: 360002,
    type: "incident",
    body: "Records created yesterday afternoon did not appear after the nightly sync.",
  },
  {
    subject: "SSO with Okta not working",
    tags: ["sso", "login"],
    group: 360002,
    type: "problem",
    body: "Users signing in through Okta get 'SAML response invalid'.",
  },
  {
    subject: "Question about GDPR data retention",
    tags: ["compliance", "how-to"],
    group: 360001,
    type: "question",
    body: "How long do you keep deleted records, and can we shorten that period?",
  },
  {
    subject: "Salesforce connector stopped syncing",
    tags: ["integrations", "salesforce", "sync"],
    group: 360004,
    type: "incident",
    body: "The Salesforce connector shows 'last synced 3 days ago' and no errors.",
  },
  {
    subject: "Outage: app returns 500 errors",
    tags: ["outage"],
    group: 360005,
    type: "incident",
    body: "The whole app returns 500 Internal Server Error for all our users.",
  },
  {
    subject: "Change billing contact email",
    tags: ["billing", "account"],
    group: 360003,
    type: "task",
    body: "Please send invoices to finance@ instead of our CEO from now on.",
  },
  {
    subject: "Mobile app crashes on startup",
    tags: ["mobile", "crash"],
    group: 360002,
    type: "problem",
    body: "The Android app closes immediately after the splash screen.",
  },
  {
    subject: "Feature request: dark mode",
    tags: ["feature-request"],
    group: 360001,
    type: "question",
    body: "Any plans for a dark mode? Our night shift would love it.",
  },
];

const AGENT_REPLIES = [
  "Thanks for reaching out — I'm looking into this now and will update you shortly.",
  "Could you send us a screenshot and the approximate time this happened?",
  "We've identified the cause and a fix is being deployed.",
  "This should be resolved now. Please let us know if you still see the problem.",
  "I've escalated this to our engineering team.",
];
const CUSTOMER_FOLLOWUPS = [
  "Still happening on our side, any update?",
  "Thanks, that fixed it!",
  "Attached the screenshot you asked for.",
  "This is blocking our whole team, please prioritise.",
];
const BAD_COMMENTS = [
  "Took days to get a reply.",
  "The problem is still not fixed.",
  "Agent closed the ticket without asking me.",
  null,
];
const GOOD_COMMENTS = ["Quick and helpful, thanks!", "Great support as always.", null, null];

const DAY = 86_400_000;
const NOW_MS = Date.parse(SUPPORT_NOW);
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, ".");

export interface SupportData {
  users: ZdUser[];
  organizations: ZdOrganization[];
  groups: ZdGroup[];
  tickets: ZdTicket[];
  comments: Map<number, ZdComment[]>;
  ratings: ZdRating[];
  views: ZdView[];
}

let cached: SupportData | null = null;

export function supportData(): SupportData {
  if (cached) return cached;
  const rng = createRng(0x5e9905);
  const groups: ZdGroup[] = GROUPS.map(([id, name, description], i) => ({
    id,
    name,
    description,
    default: i === 0,
    created_at: "2021-03-01T10:00:00Z",
  }));
  const organizations: ZdOrganization[] = ORGS.map(([id, name, domain, tier], i) => ({
    id,
    url: `${SUPPORT_HOST}/api/v2/organizations/${id}.json`,
    name,
    domain_names: [domain],
    details: `${tier[0].toUpperCase()}${tier.slice(1)} customer since ${2019 + (i % 5)}`,
    group_id: i < 2 ? 360005 : null,
    tags: [tier],
    created_at: `${2019 + (i % 5)}-0${1 + (i % 9)}-15T09:00:00Z`,
  }));
  const users: ZdUser[] = AGENTS.map(([id, name, email, role, group]) => ({
    id,
    url: `${SUPPORT_HOST}/api/v2/users/${id}.json`,
    name,
    email,
    role,
    organization_id: null,
    default_group_id: group,
    phone: null,
    time_zone: "Europe/London",
    created_at: "2022-01-10T09:00:00Z",
    last_login_at: "2025-10-01T08:15:00Z",
    active: true,
    suspended: false,
    tags: [],
  }));
  const customer = (id: number, name: string, org: number | null, email?: string): ZdUser => {
    const o = ORGS.find((x) => x[0] === org);
    return {
      id,
      url: `${SUPPORT_HOST}/api/v2/users/${id}.json`,
      name,
      email: email ?? `${slug(name)}@${o ? o[2] : "gmail.com"}`,
      role: "end-user",
      organization_id: org,
      default_group_id: null,
      phone: rng.chance(0.4) ? `+44 20 7946 ${String(rng.int(0, 9999)).padStart(4, "0")}` : null,
      time_zone: rng.pick(["Europe/London", "America/New_York", "Europe/Berlin", "Asia/Singapore"]),
      created_at: iso(Date.parse("2023-01-01T00:00:00Z") + rng.int(0, 900) * DAY),
      last_login_at: rng.chance(0.7) ? iso(NOW_MS - rng.int(1, 60) * DAY) : null,
      active: true,
      suspended: false,
      tags: o ? [o[3]] : [],
    };
  };
  users.push(customer(1900101, "Daniel Okafor", 900001, "daniel.okafor@acme.com"));
  users.push(customer(1900102, "Daniel Okafor", 900002, "d.okafor@globex.com"));
  let nextUser = 1900103;
  for (let i = 0; i < 48; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
    if (name.startsWith("Victor ")) continue;
    const org = i < 44 ? ORGS[i % ORGS.length][0] : null;
    users.push(customer(nextUser++, name, org));
  }
  const customers = users.filter((u) => u.role === "end-user");
  const agents = users.filter((u) => u.role !== "end-user");

  const tickets: ZdTicket[] = [];
  const comments = new Map<number, ZdComment[]>();
  let commentId = 31_000_000_001;
  const addComment = (ticket: number, author: number, body: string, at: number, isPublic = true) => {
    const list = comments.get(ticket) ?? [];
    list.push({
      id: commentId++,
      type: "Comment",
      author_id: author,
      body,
      public: isPublic,
      created_at: iso(at),
    });
    comments.set(ticket, list);
  };

  for (let id = 4401; id <= 4700; id++) {
    const template = SUBJECTS[rng.int(0, SUBJECTS.length - 1)];
    // Older tickets are mostly solved or closed; the last two weeks hold the unsolved work.
    const age = rng.int(0, 92);
    const created = NOW_MS - age * DAY - rng.int(0, 20) * 3_600_000;
    const status: ZdTicket["status"] =
      age > 35
        ? rng.weighted(["closed", "solved", "pending", "hold"] as const, [6, 3, 0.3, 0.2])
        : age > 10
          ? rng.weighted(["solved", "closed", "open", "pending", "hold"] as const, [6, 2, 2, 1, 0.5])
          : rng.weighted(["new", "open", "pending", "hold", "solved"] as const, [2, 4, 2, 0.5, 3]);
    const priority = rng.weighted([null, "low", "normal", "high", "urgent"] as const, [1, 3, 6, 2.5, 0.8]);
    const requester = customers[rng.int(0, customers.length - 1)];
    const groupAgents = agents.filter((a) => a.default_group_id === template.group);
    const assignee = status === "new" ? null : rng.chance(0.85) ? rng.pick(groupAgents) : rng.pick(agents);
    const updated =
      status === "solved" || status === "closed"
        ? Math.min(created + rng.int(1, 9) * DAY + rng.int(0, 23) * 3_600_000, NOW_MS - 3_600_000)
        : Math.min(created + rng.int(0, 3) * DAY, NOW_MS - 1_800_000);
    const solvedish = status === "solved" || status === "closed";
    tickets.push({
      id,
      url: `${SUPPORT_HOST}/api/v2/tickets/${id}.json`,
      external_id: null,
      type: template.type,
      subject: template.subject,
      description: template.body,
      priority,
      status,
      requester_id: requester.id,
      submitter_id: requester.id,
      assignee_id: assignee?.id ?? null,
      organization_id: requester.organization_id,
      group_id: template.group,
      tags: [...template.tags, ...(requester.tags ?? [])],
      via: { channel: rng.weighted(["email", "web", "api", "chat"] as const, [5, 3, 1, 1]) },
      created_at: iso(created),
      updated_at: iso(updated),
      due_at: template.type === "task" && !solvedish ? iso(created + 7 * DAY) : null,
      satisfaction_rating: { score: solvedish ? "offered" : "unoffered" },
    });
    addComment(id, requester.id, template.body, created);
    if (assignee) {
      addComment(id, assignee.id, rng.pick(AGENT_REPLIES), created + 2 * 3_600_000);
      if (rng.chance(0.4))
        addComment(id, requester.id, rng.pick(CUSTOMER_FOLLOWUPS), created + 6 * 3_600_000);
      if (rng.chance(0.3))
        addComment(
          id,
          assignee.id,
          "Internal: checked logs, see engineering thread.",
          created + 7 * 3_600_000,
          false,
        );
    }
  }

  // Fixed point: ticket 4512.
  const t4512 = tickets.find((t) => t.id === 4512) as ZdTicket;
  const c4512 = NOW_MS - 3 * DAY - 5 * 3_600_000;
  Object.assign(t4512, {
    type: "problem",
    subject: "Invoice shows wrong VAT rate",
    description:
      "Our September invoice INV-20931 charges 25% VAT instead of the 20% UK rate. Please correct it and send a new invoice.",
    priority: "high",
    status: "open",
    requester_id: 1900101,
    submitter_id: 1900101,
    assignee_id: 1800001,
    organization_id: 900001,
    group_id: 360003,
    tags: ["billing", "vat", "enterprise"],
    via: { channel: "email" },
    created_at: iso(c4512),
    updated_at: iso(c4512 + DAY),
    due_at: null,
    satisfaction_rating: { score: "unoffered" },
  } satisfies Partial<ZdTicket>);
  comments.set(4512, []);
  addComment(4512, 1900101, t4512.description, c4512);
  addComment(
    4512,
    1800001,
    "Thanks Daniel — I can see the 25% rate on INV-20931. I've asked finance to reissue it at 20%.",
    c4512 + 3 * 3_600_000,
  );
  addComment(
    4512,
    1800001,
    "Internal: finance ticket FIN-882 raised for the credit note.",
    c4512 + 4 * 3_600_000,
    false,
  );
  addComment(
    4512,
    1900101,
    "Thanks Priya. We need the corrected invoice before our month-end close on Friday, otherwise our finance team cannot pay it.",
    c4512 + DAY,
  );
  // Acme Corp has open work; a handful of unsolved urgent tickets exist.
  for (const [id, status, priority] of [
    [4688, "open", "urgent"],
    [4690, "open", "normal"],
    [4693, "new", "high"],
    [4695, "pending", "urgent"],
  ] as const) {
    const t = tickets.find((x) => x.id === id) as ZdTicket;
    const requester = customers.find((c) => c.organization_id === 900001 && c.id !== 1900101) as ZdUser;
    Object.assign(t, {
      status,
      priority,
      requester_id: requester.id,
      submitter_id: requester.id,
      organization_id: 900001,
      assignee_id: status === "new" ? null : (t.assignee_id ?? 1800002),
      created_at: iso(NOW_MS - (4700 - id) * 3_600_000 * 6),
      updated_at: iso(NOW_MS - (4700 - id) * 3_600_000 * 2),
    });
  }
  for (const t of tickets)
    if (
      t.priority === "urgent" &&
      t.assignee_id === 1800005 &&
      t.status !== "solved" &&
      t.status !== "closed"
    )
      t.assignee_id = 1800008;

  // Satisfaction ratings on solved tickets, the last ~60 days.
  const ratings: ZdRating[] = [];
  let ratingId = 4_000_001;
  for (const t of tickets) {
    if (t.status !== "solved" && t.status !== "closed") continue;
    const at = Date.parse(t.updated_at) + 5 * 3_600_000;
    if (at > NOW_MS || at < NOW_MS - 60 * DAY || !rng.chance(0.35)) continue;
    const bad = rng.chance(0.3);
    t.satisfaction_rating = { score: bad ? "bad" : "good" };
    ratings.push({
      id: ratingId++,
      url: `${SUPPORT_HOST}/api/v2/satisfaction_ratings/${ratingId - 1}.json`,
      assignee_id: t.assignee_id,
      group_id: t.group_id,
      requester_id: t.requester_id,
      ticket_id: t.id,
      score: bad ? "bad" : "good",
      comment: bad ? rng.pick(BAD_COMMENTS) : rng.pick(GOOD_COMMENTS),
      reason: bad
        ? rng.pick(["The issue took too long to resolve", "The issue was not resolved", null])
        : null,
      created_at: iso(at),
      updated_at: iso(at),
    });
  }

  const views: ZdView[] = [
    {
      id: 360100001,
      title: "Your unsolved tickets",
      active: true,
      position: 1,
      description: "Unsolved tickets assigned to you",
      conditions: {
        all: [
          { field: "status", operator: "less_than", value: "solved" },
          { field: "assignee_id", operator: "is", value: "current_user" },
        ],
      },
    },
    {
      id: 360100002,
      title: "Unassigned tickets",
      active: true,
      position: 2,
      description: "Unsolved tickets nobody is assigned to",
      conditions: {
        all: [
          { field: "status", operator: "less_than", value: "solved" },
          { field: "assignee_id", operator: "is", value: "" },
        ],
      },
    },
    {
      id: 360100003,
      title: "All unsolved tickets",
      active: true,
      position: 3,
      description: "",
      conditions: { all: [{ field: "status", operator: "less_than", value: "solved" }] },
    },
    {
      id: 360100004,
      title: "Pending tickets",
      active: true,
      position: 4,
      description: "Waiting on the customer",
      conditions: { all: [{ field: "status", operator: "is", value: "pending" }] },
    },
    {
      id: 360100005,
      title: "Recently solved tickets",
      active: true,
      position: 5,
      description: "Solved in the last 7 days",
      conditions: {
        all: [
          { field: "status", operator: "is", value: "solved" },
          { field: "updated_at", operator: "less_than", value: "7d" },
        ],
      },
    },
    {
      id: 360100006,
      title: "Urgent and high — enterprise",
      active: true,
      position: 6,
      description: "Unsolved urgent or high tickets from enterprise customers",
      conditions: {
        all: [
          { field: "status", operator: "less_than", value: "solved" },
          { field: "priority", operator: "greater_than", value: "normal" },
          { field: "organization_tag", operator: "is", value: "enterprise" },
        ],
      },
    },
    {
      id: 360100007,
      title: "Old macros cleanup (inactive)",
      active: false,
      position: 7,
      description: "",
      conditions: { all: [{ field: "status", operator: "is", value: "hold" }] },
    },
  ];

  cached = { users, organizations, groups, tickets, comments, ratings, views };
  return cached;
}
