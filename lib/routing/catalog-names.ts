/**
 * Structure for raw catalogs that have no host-derived Capability: family from the tool's namespace,
 * entity and operation from its name. Heuristic by necessity; host capabilities carry their own.
 */
import { singular } from "@/lib/semantics/words";
import { words } from "./text";

const SEPARATORS = [".", "/", "__", ":"];

/** Verbs → operation. `get`/`fetch` on a plural noun is a list (`get_invoices`). */
const VERB_TABLE: Record<string, string> = {
  list: "list",
  search: "search",
  find: "search",
  query: "search",
  lookup: "search",
  filter: "search",
  browse: "list",
  enumerate: "list",
  get: "get",
  fetch: "get",
  retrieve: "get",
  read: "get",
  show: "get",
  describe: "detail",
  view: "get",
  detail: "detail",
  details: "detail",
  count: "count",
  summarize: "summary",
  summary: "summary",
  stats: "summary",
  statistics: "summary",
  aggregate: "summary",
  report: "summary",
  check: "check",
  verify: "check",
  validate: "check",
  exists: "check",
  is: "check",
  has: "check",
  ping: "check",
};
const VERBS = new Map(Object.entries(VERB_TABLE));

/** Verbs that change state or compute; the tool is ranked but gets no read-intent signal. */
const ACTION_VERBS = new Set([
  "create",
  "update",
  "delete",
  "remove",
  "add",
  "set",
  "send",
  "post",
  "put",
  "patch",
  "cancel",
  "calculate",
  "compute",
  "generate",
  "run",
  "start",
  "stop",
  "upload",
  "download",
  "convert",
  "translate",
  "book",
  "make",
  "apply",
  "approve",
  "assign",
  "close",
  "merge",
  "move",
  "rename",
  "replace",
  "reset",
  "submit",
  "sync",
  "trigger",
  "archive",
  "invite",
  "estimate",
  "predict",
  "analyze",
  "plot",
  "solve",
  "play",
  "order",
]);
const FILLER = new Set([
  "by",
  "for",
  "all",
  "id",
  "ids",
  "with",
  "from",
  "and",
  "of",
  "to",
  "in",
  "on",
  "my",
  "info",
  "data",
  "the",
  "a",
  "an",
  "v1",
  "v2",
  "v3",
]);

function namespaceOf(name: string): { prefix: string; rest: string } | undefined {
  let best = -1;
  let sep = "";
  for (const s of SEPARATORS) {
    const at = name.indexOf(s);
    if (at > 0 && (best < 0 || at < best)) {
      best = at;
      sep = s;
    }
  }
  return best > 0 ? { prefix: name.slice(0, best), rest: name.slice(best + sep.length) } : undefined;
}

/**
 * Family per tool name: the namespace before the first `.`, `/`, `__` or `:`; for un-namespaced
 * names, a leading word shared by ≥ 3 tools that is not a verb (`slack_list_channels`); else `default`.
 */
export function deriveFamilies(names: readonly string[]): string[] {
  const leading = names.map((n) => (namespaceOf(n) ? undefined : n.split(/[_-]/)[0]?.toLowerCase()));
  const counts = new Map<string, number>();
  for (const w of leading) if (w) counts.set(w, (counts.get(w) ?? 0) + 1);
  return names.map((n, i) => {
    const ns = namespaceOf(n);
    if (ns) return ns.prefix;
    const w = leading[i];
    return w && (counts.get(w) ?? 0) >= 3 && !VERBS.has(w) && !ACTION_VERBS.has(w) && w.length > 1
      ? w
      : "default";
  });
}

/** Entity and operation from a tool name (minus its namespace). */
export function inferFromName(name: string, family?: string): { entity: string; operation: string } {
  const ns = namespaceOf(name);
  const local = ns && ns.prefix === family ? ns.rest : name;
  const parts = words(local);
  let operation: string | undefined;
  const nouns: string[] = [];
  for (const w of parts) {
    if (operation === undefined && VERBS.has(w)) operation = VERBS.get(w);
    else if (operation === undefined && ACTION_VERBS.has(w)) operation = "action";
    else if (!FILLER.has(w) && !VERBS.has(w) && !/^\d+$/.test(w)) nouns.push(w);
  }
  // No noun in the local name (`currency_conversion.convert`): the namespace names the entity.
  const last = nouns[nouns.length - 1] ?? (ns ? (words(ns.prefix).pop() ?? "") : "");
  // A plural namespace is a convention (`orders.get`), not a sign of a list; a plural local noun is.
  const plural = nouns.length > 0 && last !== singular(last);
  if (operation === undefined) operation = plural ? "list" : "get";
  if (operation === "get" && plural) operation = "list";
  return { entity: singular(last), operation };
}
