/**
 * The hand-curated paraphrase table (data only; the logic is in synonyms.ts). Plain English words,
 * stemmed at load. Add general business paraphrases here, never a fix for one benchmark question.
 */
import { ENTITY_NAMES } from "./entity-names";

/**
 * Words for the state a record is in, interchangeable within a row: the planner binds a state said
 * in everyday words ("finished tickets") to the one declared value of its row (`Done`, `closed`).
 */
export const STATE_GROUPS: string[][] = [
  ["closed", "done", "finished", "completed", "resolved", "complete"],
  // "open" and "unresolved" are states of their own: where no declared value is one, the turn asks
  // ("open issues" over Backlog/Todo/In Progress is several states) — never title text.
  ["open"],
  ["unresolved", "outstanding"],
  // Given up before it was done: an abandoned issue, order or project was cancelled.
  ["cancelled", "canceled", "void", "abandoned"],
  ["deleted", "removed", "trashed", "trash"],
  ["pending", "waiting", "queued"],
  // A person in work is an active one ("people currently employed"); see BROADER_STATES for leave.
  ["active", "running", "ongoing", "live", "employed"],
  ["archived", "inactive", "stale"],
  ["terminated", "former", "departed", "offboarded"],
  // Late with what is owed: a loan past its due date, a subscription behind on payment.
  ["overdue", "past due", "behind", "delinquent"],
  // Being worked on now: "being repaired", "trips underway".
  ["in progress", "underway"],
  // A bill settled is a bill paid (WordNet: settle, "make a financial settlement").
  ["paid", "settled"],
  // What stopped being valid at its end date: a lapsed policy, membership or licence has expired.
  ["expired", "lapsed"],
  // Stopped for now, to go on later: a paused job opening, project or subscription is on hold.
  ["paused", "on hold"],
  // The level a course or a lesson is for: one for beginners is the introductory one.
  ["introductory", "beginner"],
];

/**
 * State words that also cover other states than their row's: a closed work order or ticket is one
 * that ended, done or given up; an inactive course or subscription is one not running, archived,
 * drafted or paused. Where the declared values hold one of these besides the row's value (and none is
 * the word itself), the word names several states and the turn asks.
 */
export const BROADER_STATES: Readonly<Record<string, readonly string[]>> = {
  closed: ["cancelled", "rejected", "declined"],
  inactive: ["draft", "paused", "cancelled", "expired"],
  // A person on leave or suspended is still employed: "employed" is then several states.
  employed: ["on leave", "leave", "suspended"],
};

/**
 * Words of time that name a state where the records' states are kept by when they are ("future
 * sprints", "the current sprint", "past sprints"): each row's first words are what people say, the
 * rest the declared values that state is written as. Used only where no date filter could take the
 * word (a sprint's `state: 'active', 'future', 'closed'` and no date): the state is the one way to say it.
 */
export const TIME_STATES: { said: string[]; values: string[] }[] = [
  // "their next match", "the next sprints": "next" said right before the records is the ones still ahead.
  { said: ["future", "upcoming", "coming", "next"], values: ["future", "upcoming", "planned", "scheduled"] },
  { said: ["current", "present", "ongoing"], values: ["current", "active", "ongoing", "in progress"] },
  {
    said: ["past", "previous", "earlier"],
    values: ["past", "closed", "ended", "completed", "finished"],
  },
];

/** Interchangeable words: each member expands to every other member. */
export const GROUPS: string[][] = [
  ...ENTITY_NAMES,
  // billing and payments
  ["invoice", "bill", "billing"],
  ["payment", "charge", "transaction"],
  ["subscription", "plan", "recurring"],
  ["payout", "transfer", "withdrawal", "disbursement"],
  ["price", "pricing", "cost", "fee"],
  ["discount", "coupon", "promo", "promotion", "voucher"],
  // What a film or a show took at the box office: "the highest grossing films" rank by revenue.
  ["revenue", "sales", "income", "earnings", "grossing"],
  ["tax", "vat"],
  // people and organisations
  ["member", "user", "people", "person", "teammate", "colleague", "coworker", "staff", "employee", "folks"],
  ["team", "group", "squad"],
  ["organization", "org", "company", "workspace"],
  ["contributor", "collaborator", "maintainer"],
  ["follower", "watcher", "subscriber"],
  ["contact", "lead", "prospect"],
  // Who a record is written by: a book's writer is its author.
  ["author", "writer"],
  // An open position is a job (a vacancy, an opening, a requisition).
  ["job", "vacancy", "opening", "requisition"],
  // code and delivery
  ["release", "version", "tag"],
  ["pull", "pr", "merge"],
  ["commit", "revision", "changeset"],
  ["bug", "defect", "issue"],
  ["ticket", "issue", "case"],
  ["task", "todo", "issue"],
  ["build", "pipeline", "workflow", "ci"],
  ["star", "starred", "favorite", "favourite", "bookmark", "saved", "pinned", "liked"],
  ["vulnerability", "advisory", "cve"],
  ["secret", "credential", "token"],
  ["log", "audit", "activity", "history"],
  ["server", "node", "machine", "instance", "host", "vm"],
  ["container", "pod"],
  ["sprint", "iteration", "cycle"],
  ["cron", "cronjob", "scheduled"],
  ["milestone", "goal"],
  ["epic", "initiative", "roadmap"],
  // messaging and documents
  ["message", "chat", "post"],
  ["channel", "room"],
  ["thread", "reply", "replies"],
  ["dm", "im", "direct"],
  ["document", "doc", "page", "article", "note", "wiki"],
  ["spreadsheet", "sheet"],
  ["presentation", "slides", "deck"],
  ["attachment", "file"],
  ["comment", "feedback", "remark"],
  ["label", "tag", "category"],
  ["email", "mail", "inbox"],
  // calendar
  ["meeting", "event", "appointment"],
  ["calendar", "schedule", "agenda"],
  ["attendee", "guest", "invitee", "participant"],
  ["availability", "freebusy", "busy"],
  ["vacation", "leave", "absence", "pto", "holiday"],
  // commerce
  ["product", "item", "sku", "merchandise", "goods"],
  // Kinds of device: the records of an asset inventory.
  ["device", "laptop", "computer", "desktop", "tablet"],
  ["book", "novel"],
  // What a patient is prescribed is a medication request.
  ["prescription", "medication"],
  ["inventory", "stock"],
  ["shipment", "delivery", "package", "parcel", "fulfillment"],
  ["tracking", "track"],
  ["cart", "basket", "checkout"],
  // support and analytics
  ["complaint", "ticket", "problem"],
  ["satisfaction", "csat", "rating", "survey"],
  ["metric", "statistic", "stats", "analytics", "kpi", "insight"],
  ["traffic", "visit", "pageview"],
  ["error", "failure", "exception"],
  ["incident", "outage"],
  ["setting", "configuration", "config", "preference"],
  ["permission", "access", "role", "scope"],
  ["login", "signin", "authentication", "session"],
  ["deadline", "due"],
  // measures
  ["mileage", "odometer"],
  // states
  ...STATE_GROUPS,
  ["recent", "latest", "newest"],
];

/** Directed paraphrases: the word a person uses → the words a catalog uses. */
export const PARAPHRASES: Record<string, string[]> = {
  unpaid: ["open", "outstanding", "due", "overdue", "uncollectible", "unpaid"],
  outstanding: ["open", "unpaid", "due"],
  overdue: ["due", "open", "late", "past"],
  owe: ["balance", "due", "outstanding", "invoice"],
  owed: ["balance", "due", "outstanding", "invoice"],
  paid: ["paid", "succeeded", "settled"],
  spent: ["spend", "cost", "usage", "billing"],
  spend: ["cost", "usage", "billing"],
  shipped: ["release", "released", "shipment", "deployed", "published"],
  ship: ["release", "shipment", "deploy"],
  launched: ["release", "published", "deployed"],
  published: ["release", "publish"],
  bought: ["order", "purchase"],
  buy: ["order", "purchase"],
  sold: ["order", "sales"],
  broken: ["failed", "failure", "error"],
  failing: ["failed", "failure", "error"],
  crashing: ["failed", "restart", "error"],
  down: ["incident", "outage", "status"],
  late: ["overdue", "delayed"],
  delayed: ["late", "exception", "overdue"],
  assigned: ["assignee", "assigned"],
  colleagues: ["member", "user"],
  teammates: ["member", "user"],
  joined: ["member", "created", "signup", "hire", "hired"],
  started: ["hire", "hired", "start"],
  hired: ["employee", "member"],
  // "what's our headcount?": the people employed, counted.
  headcount: ["employee", "staff", "member", "people"],
  // Borrowing and lending are the two sides of one loan.
  borrow: ["loan", "borrower"],
  borrowed: ["loan", "borrower"],
  lend: ["loan"],
  lent: ["loan"],
  wrote: ["author", "writer"],
  written: ["author", "writer"],
  owns: ["owner"],
  attended: ["attendee", "attendance", "participant"],
  // Marketing- and sales-qualified leads.
  mql: ["lead", "contact", "qualified"],
  mqls: ["lead", "contact", "qualified"],
  sql: ["lead", "contact", "qualified"],
  rep: ["owner", "agent", "representative", "salesperson"],
  reps: ["owner", "agent", "representative", "salesperson"],
  // "do we sell sleeping bags?", "do we carry stout?": what a business sells is its products.
  sell: ["product", "order", "sales"],
  carry: ["product", "inventory", "stock"],
  broke: ["failed", "failure", "error", "incident", "issue"],
  talked: ["message", "conversation"],
  said: ["message", "comment"],
  say: ["message", "comment"],
  says: ["message", "comment"],
  talk: ["message", "conversation"],
  discussed: ["message", "comment", "conversation"],
  mentioned: ["mention"],
  pinged: ["mention", "message"],
  unread: ["unread", "new"],
  cheapest: ["price"],
  expensive: ["price"],
  biggest: ["largest", "top", "total"],
  top: ["top", "popular", "largest"],
  popular: ["top", "popular"],
  busiest: ["traffic", "top"],
  signups: ["signup", "user", "registration", "enrollment"],
  upcoming: ["upcoming", "future", "next"],
  tomorrow: ["upcoming", "event"],
  today: ["current", "event"],
  changed: ["change", "diff", "commit", "history", "event"],
  changes: ["change", "diff", "commit", "history"],
  edited: ["revision", "history", "change"],
  wiki: ["page", "space", "article"],
  kb: ["article", "knowledge"],
};

/** Short forms → the words catalogs spell out. */
export const ABBREVIATIONS: Record<string, string[]> = {
  pr: ["pull"],
  prs: ["pull"],
  mr: ["merge"],
  repo: ["repository"],
  repos: ["repository"],
  org: ["organization"],
  orgs: ["organization"],
  k8s: ["kubernetes"],
  kube: ["kubernetes"],
  dm: ["direct", "im"],
  dms: ["direct", "im"],
  config: ["configuration"],
  env: ["environment"],
  envs: ["environment"],
  db: ["database"],
  msg: ["message"],
  msgs: ["message"],
  doc: ["document"],
  docs: ["document"],
  info: ["information"],
  app: ["application"],
  apps: ["application"],
  auth: ["authentication"],
  qty: ["quantity"],
  prio: ["priority"],
  acct: ["account"],
  txn: ["transaction"],
  txns: ["transaction"],
  perms: ["permission"],
  stats: ["statistic"],
  cal: ["calendar"],
  sub: ["subscription"],
  subs: ["subscription"],
  pto: ["vacation", "leave"],
  ooo: ["vacation", "absence"],
  eta: ["estimated", "arrival"],
  ppl: ["people", "person", "member", "user", "employee", "staff"],
};

/**
 * Chat shorthand as people type it, lower case, and the words it stands for — read once, before
 * routing and planning (`readAbbreviations` in words.ts): "which rooms r dirty", "msgs w/ links",
 * "anything on hold atm". An empty reading drops words that say nothing about the records ("asap",
 * "so far"). A key with a space is a phrase. Only lower case: "ATM", "R" are names. Not here: "rn"
 * (read as "right now" it turned two questions whose clean form the planner gets wrong from a
 * question back into a wrong answer) and "whos" (a selected row's "whos got it" lost its answer).
 */
export const CHAT_SHORTHAND: Readonly<Record<string, string>> = {
  r: "are",
  u: "you",
  ur: "your",
  atm: "at the moment",
  asap: "",
  "so far": "",
  "thus far": "",
  "to date": "",
  "w/": "with",
  "w/o": "without",
  thru: "through",
  b4: "before",
  yday: "yesterday",
  yest: "yesterday",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmrow: "tomorrow",
  tommorow: "tomorrow",
  tomorow: "tomorrow",
  tommorrow: "tomorrow",
  nite: "night",
  nites: "nights",
  tonite: "tonight",
  wk: "week",
  wks: "weeks",
  yr: "year",
  yrs: "years",
  hr: "hour",
  hrs: "hours",
  mins: "minutes",
  msg: "message",
  msgs: "messages",
  ppl: "people",
  addr: "address",
  avg: "average",
  approx: "approximately",
  wat: "what",
  wich: "which",
  gimme: "give me",
  lemme: "let me",
  wanna: "want to",
  "&": "and",
};

/** Multi-word phrases, matched on consecutive lowercase words of the question. */
export const PHRASES: Record<string, string[]> = {
  "pull request": ["pull"],
  "merge request": ["pull", "merge"],
  "direct message": ["im", "conversation"],
  "time off": ["leave", "absence", "vacation"],
  "sign up": ["signup", "registration", "enrollment"],
  "signed up": ["signup", "registration", "user", "enrollment"],
  "sign ups": ["signup", "registration", "enrollment"],
  // A visitor expected or received: an appointment or visit.
  "coming in": ["visit", "appointment", "booking"],
  "last seen": ["visit", "appointment"],
  "on fire": ["urgent", "priority", "incident"],
  "left the company": ["terminated", "former", "departed", "offboarded"],
  "joined the company": ["hire", "hired", "employee"],
  "in stock": ["inventory", "stock"],
  "running low": ["inventory", "stock", "quantity"],
  "on call": ["oncall"],
  "out of stock": ["inventory", "stock"],
  "on my team": ["member", "team"],
  "last week": ["since", "date", "created"],
  "last month": ["since", "date", "created"],
  "past due": ["overdue", "due", "open"],
  "to do": ["task", "todo"],
  "who is": ["member", "user"],
  "how much": ["amount", "total", "balance", "cost"],
  "logged in": ["login", "session"],
  "credit card": ["card", "payment"],
};

/**
 * Nicknames that name a service without its brand word ("our wiki", "k8s"). Values are words expected
 * in a family slug; a family signal from an alias is weaker than the brand itself.
 */
export const SERVICE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  gh: ["github"],
  k8s: ["kubernetes"],
  kube: ["kubernetes"],
  kubectl: ["kubernetes"],
  wiki: ["confluence", "notion", "wiki"],
  gcal: ["calendar"],
  gdrive: ["drive"],
  gmail: ["gmail", "mail"],
  crm: ["hubspot", "salesforce", "crm"],
  sfdc: ["salesforce"],
  helpdesk: ["zendesk", "freshdesk", "helpdesk"],
  aws: ["aws", "amazon"],
  gcp: ["google", "gcp"],
};
