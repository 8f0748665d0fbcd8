/**
 * Hand-curated paraphrase layer (DESIGN.md §8: paraphrase is the main failure of lexical routing).
 * People say "unpaid bills", catalogs say "open invoices". Expansions are query-side only and always
 * weigh less than the words the person typed, so an exact match still wins over a paraphrase.
 * Entries are plain words; they are stemmed once at load, so the table reads like English.
 */
import { stem } from "./stem";
import { STOPWORDS, type Token } from "./text";

/** Weight of a table expansion relative to an exact query term (1). */
export const SYNONYM_WEIGHT = 0.5;

/** Interchangeable words: each member expands to every other member. */
const GROUPS: string[][] = [
  // billing and payments
  ["invoice", "bill", "billing"],
  ["payment", "charge", "transaction"],
  ["subscription", "plan", "recurring"],
  ["refund", "reimbursement"],
  ["dispute", "chargeback"],
  ["payout", "transfer", "withdrawal", "disbursement"],
  ["price", "pricing", "cost", "fee"],
  ["discount", "coupon", "promo", "promotion", "voucher"],
  ["revenue", "sales", "income", "earnings"],
  ["tax", "vat"],
  // people and organisations
  ["customer", "client", "buyer", "shopper", "purchaser"],
  ["member", "user", "people", "person", "teammate", "colleague", "coworker", "staff", "employee", "folks"],
  ["team", "group", "squad"],
  ["organization", "org", "company", "workspace"],
  ["admin", "administrator"],
  ["contributor", "collaborator", "maintainer"],
  ["follower", "watcher", "subscriber"],
  ["contact", "lead", "prospect"],
  ["deal", "opportunity"],
  ["supplier", "vendor"],
  // code and delivery
  ["repo", "repository", "codebase"],
  ["release", "version", "tag"],
  ["pull", "pr", "merge"],
  ["commit", "revision", "changeset"],
  ["bug", "defect", "issue"],
  ["ticket", "issue", "case"],
  ["task", "todo", "issue"],
  ["build", "pipeline", "workflow", "ci"],
  ["deploy", "deployment", "rollout"],
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
  ["folder", "directory"],
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
  ["order", "purchase"],
  ["product", "item", "sku", "merchandise", "goods"],
  ["inventory", "stock"],
  ["shipment", "delivery", "package", "parcel", "fulfillment"],
  ["tracking", "track"],
  ["cart", "basket", "checkout"],
  ["warehouse", "depot"],
  // support and analytics
  ["complaint", "ticket", "problem"],
  ["satisfaction", "csat", "rating", "survey"],
  ["metric", "statistic", "stats", "analytics", "kpi", "insight"],
  ["traffic", "visit", "pageview"],
  ["signup", "registration"],
  ["error", "failure", "exception"],
  ["incident", "outage"],
  ["setting", "configuration", "config", "preference"],
  ["permission", "access", "role", "scope"],
  ["login", "signin", "authentication", "session"],
  ["deadline", "due"],
  // states
  ["closed", "done", "finished", "completed", "resolved", "complete"],
  ["cancelled", "canceled", "void"],
  ["deleted", "removed", "trashed", "trash"],
  ["pending", "waiting", "queued"],
  ["active", "running", "ongoing", "live"],
  ["archived", "inactive", "stale"],
  ["recent", "latest", "newest"],
];

/** Directed paraphrases: the word a person uses → the words a catalog uses. */
const PARAPHRASES: Record<string, string[]> = {
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
  joined: ["member", "created", "signup"],
  hired: ["employee", "member"],
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
  signups: ["signup", "user", "registration"],
  upcoming: ["upcoming", "future", "next"],
  tomorrow: ["upcoming", "event"],
  today: ["current", "event"],
  changed: ["change", "diff", "commit", "history", "event"],
  changes: ["change", "diff", "commit", "history"],
  edited: ["revision", "history", "change"],
  wiki: ["page", "space", "article"],
  kb: ["article", "knowledge"],
  pr: ["pull"],
  prs: ["pull"],
  dms: ["im", "conversation"],
  k8s: ["kubernetes"],
  kube: ["kubernetes"],
};

/** Multi-word phrases, matched on consecutive lowercase words of the question. */
const PHRASES: Record<string, string[]> = {
  "pull request": ["pull"],
  "merge request": ["pull", "merge"],
  "direct message": ["im", "conversation"],
  "time off": ["leave", "absence", "vacation"],
  "sign up": ["signup", "registration"],
  "signed up": ["signup", "registration", "user"],
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

export interface Expansion {
  term: string;
  weight: number;
  /** The question word or phrase that produced the expansion (for reasons). */
  from: string;
}

function buildTable(): Map<string, Set<string>> {
  const table = new Map<string, Set<string>>();
  const add = (from: string, to: string) => {
    const a = stem(from);
    const b = stem(to);
    if (a === b || STOPWORDS.has(to)) return;
    let set = table.get(a);
    if (!set) table.set(a, (set = new Set()));
    set.add(b);
  };
  for (const group of GROUPS) for (const a of group) for (const b of group) add(a, b);
  for (const [from, tos] of Object.entries(PARAPHRASES)) for (const to of tos) add(from, to);
  return table;
}

const TABLE = buildTable();
const PHRASE_TABLE = Object.entries(PHRASES).map(([phrase, tos]) => ({
  words: phrase.split(" "),
  terms: tos.map(stem),
}));

/**
 * Expansions for a question. `tokens` are its routing tokens; `rawWords` all its lowercase words in
 * order (stopwords included) so phrases such as "on my team" can match.
 */
export function expandSynonyms(tokens: readonly Token[], rawWords: readonly string[]): Expansion[] {
  const out: Expansion[] = [];
  for (const t of tokens) {
    const tos = TABLE.get(t.term) ?? TABLE.get(stem(t.word));
    if (tos) for (const term of tos) out.push({ term, weight: SYNONYM_WEIGHT, from: t.word });
  }
  for (const p of PHRASE_TABLE) {
    for (let i = 0; i + p.words.length <= rawWords.length; i++) {
      if (p.words.every((w, j) => rawWords[i + j] === w)) {
        for (const term of p.terms) out.push({ term, weight: SYNONYM_WEIGHT, from: p.words.join(" ") });
        break;
      }
    }
  }
  return out;
}

/**
 * Nicknames that name a service without its brand word ("our wiki", "k8s"). Values are words expected
 * in a family slug; a family signal from an alias is weaker than the brand itself.
 */
const SERVICE_ALIASES: Readonly<Record<string, readonly string[]>> = {
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

/** Own keys only: a question word such as "constructor" must not reach Object.prototype. */
export function serviceAliases(word: string): readonly string[] {
  return Object.hasOwn(SERVICE_ALIASES, word) ? SERVICE_ALIASES[word] : [];
}
