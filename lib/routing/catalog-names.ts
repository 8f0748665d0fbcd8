/**
 * Families for raw catalogs, which have no server to group their tools: the tool's namespace, or a
 * shared leading word. Entity and operation come from the app's own inference (catalog.ts).
 */

import { isActionVerb } from "@/lib/semantics/question-kind";
import { inferFromName } from "../capabilities/infer";

const SEPARATORS = [".", "/", "__", ":"];

/** Verbs that compute rather than read or change data (`calculate_area`): no family either. */
const COMPUTE_VERBS = new Set(
  "calculate compute generate convert translate estimate predict analyze plot solve play run start stop make apply download sync trigger".split(
    " ",
  ),
);

/** A verb that names an operation (`list`, `get`…), changes data (`create`, `send`…) or computes. */
const isVerb = (word: string) =>
  inferFromName(word).operation !== undefined || isActionVerb(word) || COMPUTE_VERBS.has(word);

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
    return w && (counts.get(w) ?? 0) >= 3 && !isVerb(w) && w.length > 1 ? w : "default";
  });
}
