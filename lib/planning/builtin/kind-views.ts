/**
 * When a plan over the per-kind views of generic tools (lib/capabilities/kind-listers.ts) is taken:
 * only when it lists or counts a kind and the question says nothing beside it. Such a tool takes
 * its other constraints through a filter list or a search text a view cannot vouch for: a word the
 * plan did not place ("the deals we lost", "tickets from Globex") may be a stage, a category or
 * another kind's record — never dropped; and text searched among one kind's records may be another
 * kind's name ("Northwind Traders' deals") or a value its filters hold — never searched as loose
 * text (measured: a name searched this way gave a wrong answer on the hub world). Otherwise the
 * tools are planned as they are.
 */
import type { Capability } from "@/lib/capabilities/types";
import { namesOfEntity } from "@/lib/semantics/entity-names";
import { paramInfos } from "@/lib/semantics/params";
import { type Token, tokenize } from "@/lib/semantics/tokens";
import { identifierParts, identifierWords, isPlural, singular } from "@/lib/semantics/words";
import type { Plan, PlanAction } from "../types";
import { callerScoped, questionWording } from "./bind";

export function viewPlanHeld(
  question: string,
  plan: Plan,
  caps: readonly Capability[],
  views: ReadonlyMap<string, unknown>,
): boolean {
  if (plan.decision !== "tools") return false;
  // "Lumen Drift's top tracks": a view that looks up the name a later call takes (an artist's, for
  // `getArtistTopTracks(artistId)`) searches that kind by name — the reference's kind says whose name
  // it is, and the later call is planned and checked as any other.
  // A name written right after a kind's noun ("the album Golden Hour") is that kind's name: looked
  // up as another kind's (an artist's, to list their albums), never; searched among that kind, always.
  const lookups = new Set(plan.actions.flatMap((a) => a.dependsOn));
  const tokens = tokenize(question);
  const kindWords = new Set(caps.flatMap((c) => namesOfEntity(singular(c.entity))));
  const texts = (a: PlanAction, view: Capability) =>
    paramInfos(view).flatMap((p) => {
      const v = a.args[p.name];
      return p.freeText !== undefined && typeof v === "string" ? [v] : [];
    });
  const viewOf = (a: PlanAction) => (views.has(a.tool) ? caps.find((c) => c.id === a.tool) : undefined);
  const apposedOther = (a: PlanAction, view: Capability) =>
    texts(a, view).some((t) => {
      const kind = apposedKind(tokens, t, kindWords);
      return kind !== undefined && !namesOfEntity(singular(view.entity)).includes(kind);
    });
  if (
    plan.actions.some((a) => {
      const view = viewOf(a);
      return view !== undefined && apposedOther(a, view);
    })
  )
    return false;
  const apposedOwn = (a: PlanAction, view: Capability) => {
    const said = texts(a, view);
    return said.length > 0 && said.every((t) => apposedKind(tokens, t, kindWords) !== undefined);
  };
  if (
    plan.actions.every((a) => {
      const view = viewOf(a);
      return !view || lookups.has(a.id) || plan.reasonCode === "lookup_first" || apposedOwn(a, view);
    })
  )
    return true;
  const kinds = new Set<string>();
  // "deployments in the monitoring namespace": a word sent whole as an argument's value, and the
  // name of the parameter it went to, are placed — not a word a value merely contains (`env=prod`
  // guessed from "prod" leaves "prod" unplaced).
  const placed = new Set<string>();
  for (const a of plan.actions) {
    const view = viewOf(a);
    if (!view) continue;
    kinds.add(identifierParts(view.entity).map(singular).join(" "));
    if (texts(a, view).length > 0) return false;
    const params = paramInfos(view);
    // "who are my top artists?" of `getTopItems(type: artists | tracks)`, "The current user's top
    // artists": a word of the tool's name ("top") and — of the asker's own records — "my" are placed.
    for (const w of identifierWords(view.localName)) placed.add(w);
    if (callerScoped(view)) for (const w of ["my", "me", "i", "mine"]) placed.add(w);
    for (const p of params) {
      const value = a.args[p.name];
      if (typeof value !== "string" || /\s/.test(value)) continue;
      placed.add(value.toLowerCase());
      for (const w of p.words) placed.add(w);
    }
  }
  // Every other word only shapes the question: nothing said is left out of the calls.
  return tokens.every(
    (t) => kinds.has(t.norm) || placed.has(t.lower) || placed.has(t.norm) || questionWording(t.lower),
  );
}

/** Words that may stand between a kind's noun and the name it introduces ("the album called …"). */
const APPOSING = new Set(["the", "a", "an", "called", "named", "titled", "entitled"]);

/**
 * The kind a name is written as ("album" of "find the album Golden Hour", "playlist" of "what's on
 * playlist Road Trip"): the word right before the name's first word, past an article or "called" —
 * when the question writes that word as a kind's noun (undefined otherwise, and when the name is not
 * written in the question).
 */
function apposedKind(tokens: readonly Token[], text: string, kinds: ReadonlySet<string>): string | undefined {
  const words = tokenize(text).map((t) => t.lower);
  const at = tokens.findIndex(
    (_, i) => words.length > 0 && words.every((w, k) => tokens[i + k]?.lower === w),
  );
  if (at <= 0) return undefined;
  let i = at - 1;
  while (i > 0 && APPOSING.has(tokens[i]?.lower ?? "")) i--;
  const noun = tokens[i];
  const kind = noun && !isPlural(noun.lower) ? singular(noun.lower) : undefined;
  return kind !== undefined && kinds.has(kind) ? kind : undefined;
}
