/**
 * When a plan over the per-kind views of generic tools (lib/capabilities/kind-listers.ts) is taken:
 * only when the question says nothing beside the kind that the plan leaves out. Such a tool takes
 * its other constraints through a filter list or a search text a view cannot vouch for: a word the
 * plan did not place ("the deals we lost", "tickets from Globex") may be a stage, a category or
 * another kind's record — never dropped, never searched as loose text. Otherwise the tools are
 * planned as they are.
 */
import type { Capability } from "@/lib/capabilities/types";
import { looksLikeIdentifier } from "@/lib/semantics/names";
import { paramInfos } from "@/lib/semantics/params";
import { type Token, tokenize } from "@/lib/semantics/tokens";
import { identifierParts, singular } from "@/lib/semantics/words";
import type { Plan } from "../types";
import { questionWording } from "./bind";

const words = (v: string) => tokenize(v).map((t) => t.lower);

/**
 * Search text a view takes is a name written as one run of the question right after the kind's
 * word ("the contact Zelda Fitzgerald", "deal called Northwind renewal"), capitalized and no code —
 * not loose words ("contract sent"), not words gathered from all over, and not a name written before
 * the kind ("Northwind Traders' deals" names the company whose deals are asked for).
 */
function apposedName(text: string, tokens: readonly Token[], kind: ReadonlySet<string>): Span | undefined {
  if (!/\p{Lu}\p{Ll}/u.test(text) || text.split(/\s+/).some(looksLikeIdentifier)) return undefined;
  const want = words(text);
  if (want.length === 0) return undefined;
  for (let i = 0; i + want.length <= tokens.length; i++) {
    if (!want.every((w, k) => tokens[i + k]?.lower === w)) continue;
    const before = tokens[i - 1];
    const named = (t?: Token) => t !== undefined && kind.has(t.norm);
    const called = (t?: Token) =>
      t !== undefined && /^(?:named|called)$/i.test(t.text) && named(tokens[i - 2]);
    if (named(before) || called(before)) return { from: i, to: i + want.length };
  }
  return undefined;
}

interface Span {
  from: number;
  to: number;
}

export function viewPlanHeld(
  question: string,
  plan: Plan,
  caps: readonly Capability[],
  views: ReadonlyMap<string, unknown>,
): boolean {
  if (plan.decision !== "tools") return false;
  const tokens = tokenize(question);
  const placed = new Set<number>();
  for (const a of plan.actions) {
    const view = views.has(a.tool) ? caps.find((c) => c.id === a.tool) : undefined;
    if (!view) continue;
    const kind = new Set([identifierParts(view.entity).map(singular).join(" ")]);
    tokens.forEach((t, i) => {
      if (kind.has(t.norm)) placed.add(i);
    });
    for (const p of paramInfos(view)) {
      const v = a.args[p.name];
      if (p.freeText === undefined || typeof v !== "string") continue;
      const span = apposedName(v, tokens, kind);
      if (!span) return false;
      for (let i = span.from; i < span.to; i++) placed.add(i);
    }
  }
  // Every other word only shapes the question: nothing said is left out of the calls.
  return tokens.every((t, i) => placed.has(i) || questionWording(t.lower));
}
