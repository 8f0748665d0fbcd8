/**
 * "how many horror movies are there?", "Crime movies": a word said right before the records' noun,
 * which the best tool would send as its search text (a title search for "horror" finds nothing and
 * would read as "none"), may be the name of a record another entity's lister lists — a genre — that
 * another tool of the same records takes by its id (`with_genres: "Comma-separated genre ids"`).
 * The lister is called first and the word matched exactly among its records by their declared name
 * field; its id feeds that tool. A lister of unknown shape lists them all once (its shape is learned)
 * and the question is planned again. Not one of them so named is no answer: the host plans the
 * question again without the lister (`LISTED_VALUE`), as it was planned before (issue 9 item 2).
 */

import type { Capability } from "@/lib/capabilities/types";
import { describedHeadOf } from "@/lib/semantics/aliases";
import {
  type EntityVocabulary,
  isIdWord,
  type ParamInfo,
  paramInfos,
  takesIdsOf,
} from "@/lib/semantics/params";
import { plural, textDenies } from "@/lib/semantics/words";
import type { PlannerInput } from "../planner";
import type { Plan } from "../types";
import { toolsPlan } from "./compose";
import { listerOf, unaccounted, valueField } from "./discover";
import type { ParsedQuestion } from "./question";
import { ownNameField, type Scored } from "./score";
import { identifierWords, singular, tokenize } from "./text";

/** The reason code of a plan whose first call matches a word among a lister's records. */
export const LISTED_VALUE = "listed_value";

/**
 * The words `value` as said right before the records' noun ("horror movies"), letters only: a
 * modifier of the records, never a possessive ("Nolan's movies"), quoted text or a number.
 */
function modifierOf(value: string, records: string, pq: ParsedQuestion): boolean {
  const words = tokenize(value).map((t) => t.lower);
  if (words.length === 0 || words.length > 2) return false;
  const { tokens } = pq;
  const at = tokens.findIndex((_t, i) => words.every((w, k) => tokens[i + k]?.lower === w));
  if (at < 0) return false;
  const span = tokens.slice(at, at + words.length);
  if (span.some((t) => !/^\p{L}+$/u.test(t.text))) return false;
  const next = tokens[at + words.length];
  return next !== undefined && next.norm === records && !/["“”]/.test(pq.raw);
}

/**
 * The plan that looks the word up among a lister's records, or undefined when the question does not
 * read so (then it is planned as before).
 */
export function listedValuePlan(
  feasible: Scored,
  ranked: readonly Scored[],
  usable: readonly Capability[],
  vocab: EntityVocabulary,
  pq: ParsedQuestion,
  input: PlannerInput,
): Plan | undefined {
  // What else the question said ("horror films from 2019": the year the title search cannot take) is
  // for the other tool to take: it must leave only the word.
  if (feasible.chain || feasible.chains) return undefined;
  const records = singular(feasible.cap.entity);
  const texts = paramInfos(feasible.cap, vocab).filter(
    (p) => p.freeText && typeof feasible.binding.args[p.name] === "string",
  );
  if (texts.length !== 1) return undefined;
  const value = feasible.binding.args[texts[0].name] as string;
  if (!modifierOf(value, records, pq)) return undefined;
  // Another tool of the same records takes everything else the question said, and leaves only the word.
  const found = ranked.flatMap((alt) => {
    if (alt === feasible || !alt.feasible || !alt.relevant || alt.chain || alt.chains) return [];
    if (singular(alt.cap.entity) !== records) return [];
    const { unexpressed, residual } = alt.binding;
    if (unexpressed.length !== 1 || unexpressed[0] !== value || residual !== value) return [];
    return paramInfos(alt.cap, vocab).flatMap((param) => {
      if (alt.binding.args[param.name] !== undefined) return [];
      const listers = usable.filter(
        (c) =>
          c.id !== alt.cap.id &&
          singular(c.entity) !== records &&
          takesIdsOf(param, singular(c.entity)) &&
          listerOf(c, alt.cap, vocab),
      );
      return listers.length === 1 ? [{ alt, param, lister: listers[0] }] : [];
    });
  });
  if (found.length !== 1) return undefined;
  const [{ alt, param, lister }] = found;
  return matchedAmongListed(alt, param, lister, value, usable, input);
}

/**
 * The lister called first, `value` matched exactly among its records by their declared name field,
 * the field that feeds `param` then given to `asked`'s tool; a lister of unknown shape lists them
 * all once and the question is planned again. Undefined when its records name nothing or lack the field.
 */
function matchedAmongListed(
  asked: Scored,
  param: ParamInfo,
  lister: Capability,
  value: string,
  usable: readonly Capability[],
  input: PlannerInput,
): Plan | undefined {
  const field = lister.outputSchema ? ownNameField(lister, usable) : undefined;
  const path = lister.outputSchema ? valueField(param, lister) : undefined;
  if (lister.outputSchema && (!field || !path)) return undefined;
  const chain = {
    source: lister,
    sourceParam: "",
    sourceArgs: {},
    param,
    query: value,
    named: true,
    ...(field && path ? { path, match: { field, value } } : { relist: true }),
  };
  const p = toolsPlan({ ...asked, chain, feasible: true }, input);
  return p.reasonCode ? p : { ...p, reasonCode: LISTED_VALUE };
}

/**
 * The name said, with a lone letter or digit that closes it ("Serie A", "Formula 1", "plan b" at the
 * question's end): a letter written as a capital after the name, or one nothing follows, is no
 * article — it is the name's last word. Undefined when the residual is not said as one run of words.
 */
function spokenName(residual: string, pq: ParsedQuestion): string | undefined {
  const words = tokenize(residual).map((t) => t.lower);
  const { tokens } = pq;
  const at = tokens.findIndex((_t, i) => words.every((w, k) => tokens[i + k]?.lower === w));
  if (words.length === 0 || at < 0) return undefined;
  const span = tokens.slice(at, at + words.length);
  if (span.some((t) => !/^[\p{L}\p{N}]+$/u.test(t.text)) || span.every((t) => /^\p{N}+$/u.test(t.text)))
    return undefined;
  const next = tokens[at + words.length];
  const after = tokens[at + words.length + 1];
  const closes =
    next !== undefined &&
    /^(\p{L}|\p{N}{1,2})$/u.test(next.text) &&
    (/^\p{Lu}$/u.test(next.text) || after === undefined || !/[\p{L}\p{N}]/u.test(after.text));
  return [...span, ...(closes ? [next] : [])].map((t) => t.text).join(" ");
}

/** "in the bedroom", "at Oban": where the records are, said before the name of the place. */
const WITHIN = new Set(["in", "at"]);

/**
 * The name `value` said as where the records are: right before their noun ("kitchen devices"), after
 * "in" / "at" ("devices in the bedroom"), or as the subject that has them ("how many devices does the
 * hallway have") — in a question that denies nothing ("hives not in the Orchard", "anywhere but the
 * Orchard") and never as a state the records are in ("hives that are on hold").
 */
function saidAsPlace(value: string, records: string, pq: ParsedQuestion): boolean {
  if (textDenies(pq.raw, ["but", "except", "excluding", "without", "outside", "besides", "other"]))
    return false;
  const words = tokenize(value).map((t) => t.lower);
  const { tokens } = pq;
  const at = tokens.findIndex((_t, i) => words.every((w, k) => tokens[i + k]?.lower === w));
  if (words.length === 0 || at < 0) return false;
  let k = at - 1;
  while (k >= 0 && /^(the|a|an|our|my)$/.test(tokens[k]?.lower ?? "")) k--;
  const before = tokens[k]?.lower ?? "";
  const after = tokens.slice(at + words.length);
  if (after[0] !== undefined && singular(after[0].lower) === records) return true;
  if (WITHIN.has(before)) return true;
  return /^(does|do|did)$/.test(before) && after.some((t) => /^(have|has|had)$/.test(t.lower));
}

/**
 * "Serie A top scorers", "premier league standings": the one required value the tool lacks is a
 * code (a parameter named so) of records a routed lister lists without any input (`competition_code`
 * of the competitions' lister), and the rest of the question names one of them. The lister is called first
 * and the name matched exactly among its records by their declared name field; the field the
 * parameter names (`code`) feeds the tool. A lister of unknown shape lists them all once and the
 * question is planned again. Not one so named is no answer: the host plans again without the lister
 * (`LISTED_VALUE`), and the person is asked as before. Never when anything else the question says
 * (a period, an order, a count, another word) would be dropped on the way.
 */
export function namedListedPlan(
  asked: Scored,
  usable: readonly Capability[],
  vocab: EntityVocabulary,
  pq: ParsedQuestion,
  input: PlannerInput,
): Plan | undefined {
  const { binding } = asked;
  if (asked.chain || asked.chains || binding.missingRequired.length > 1) return undefined;
  // "top scorers" of `get_top_scorers`: an order said only in the tool's own name is how it lists.
  const own = new Set(identifierWords(asked.cap.localName).map(singular));
  const ownOrder =
    pq.sort !== undefined &&
    tokenize(pq.raw.slice(pq.sort.start, pq.sort.end)).every(
      (t) => own.has(singular(t.lower)) || /^(a|an|the|of|in)$/.test(t.lower),
    );
  if (pq.dates || pq.relative.length > 0 || pq.amounts.length > 0 || pq.limit || pq.grouping)
    return undefined;
  if ((pq.sort && !ownOrder) || (pq.ranking && !ownOrder)) return undefined;
  // The one required value missing — or, where the tool runs without it, its one optional code unsent
  // ("postponed premier league matches" of `competition_code`), or the one optional key of another
  // kind's records unsent when the name said is the one constraint nothing took ("devices in the
  // bedroom" of `area_id`): the name is matched among the lister's records, never sent as the key.
  const keyed = (p: ParamInfo) =>
    binding.unexpressed.length === 1 &&
    binding.missingRequired.length === 0 &&
    !p.required &&
    isIdWord(identifierWords(p.name).at(-1) ?? "");
  const unsentOf = (take: (p: ParamInfo) => boolean) =>
    paramInfos(asked.cap, vocab).filter((p) => binding.args[p.name] === undefined && take(p));
  const codes = unsentOf((p) => identifierWords(p.name).at(-1)?.toLowerCase() === "code");
  const unsent = codes.length > 0 ? codes : unsentOf(keyed);
  const param =
    binding.missingRequired.length === 1
      ? paramInfos(asked.cap, vocab).find((p) => p.name === binding.missingRequired[0])
      : unsent.length === 1
        ? unsent[0]
        : undefined;
  const records = singular(asked.cap.entity);
  if (!param || param.path || param.criterion || !param.entity || param.entity === records) return undefined;
  // A code (`competition_code`, `route_code`) is what nobody says: the name said cannot be the value
  // itself. A required slug, key or handle may be the very word said — that one is asked, as before;
  // an optional key the name said is the one constraint left for is matched by that name, and a key
  // said as written matches no name: the question is planned again without the lister, as before.
  const byKey = identifierWords(param.name).at(-1)?.toLowerCase() !== "code";
  if (byKey && !keyed(param)) return undefined;
  const type = (param.schema as { type?: unknown }).type;
  if (type !== "string" && type !== "integer" && type !== "number") return undefined;
  // The tool's own records are named ("standings", "scorers"): a tool only near the question answers nothing.
  // Or by the noun its description opens with ("Serie A table" of a "League table for a competition").
  const head = describedHeadOf(asked.cap, vocab.entities)?.word;
  if (!pq.tokens.some((t) => [records, head].includes(singular(t.lower)))) return undefined;
  const value = spokenName(binding.residual, pq);
  if (!value || unaccounted(asked, pq, vocab, value)) return undefined;
  const listers = usable.filter(
    (c) => c.id !== asked.cap.id && singular(c.entity) === param.entity && listerOf(c, asked.cap, vocab),
  );
  if (listers.length !== 1) return undefined;
  // A key's records matched by a name said beside the tool's own noun are a catalog listed whole (the
  // areas, the terminals): a lister that takes no input but its paging. A searchable population (the
  // guests, the gardeners) is never searched for a word nothing else took ("bookings for anyone but
  // Ada Quill", "plants that are on hold") — that word is asked about, as before.
  if (byKey && paramInfos(listers[0], vocab).some((p) => !p.paging && !p.limit)) return undefined;
  if (byKey && !saidAsPlace(value, records, pq)) return undefined;
  return matchedAmongListed(asked, param, listers[0], value, usable, input);
}

/**
 * "western movies" where the genres' lister names none so: a word typed in lower case is a common
 * word that says what kind the records are, never a title — the turn says no such record is listed
 * (a title search for "western" would present another film as the answer). A word written with a
 * capital ("Batman movies") may be a title's and is planned again without the lister, as before.
 * `plan` is the plan whose lister call `missed` found none; `entity` is the lister's records; the
 * word's case is read from `question` as typed.
 */
export function unlistedWord(plan: Plan, missed: string, entity: string, question: string): Plan | undefined {
  const value = plan.actions.find((a) => a.tool === missed)?.match?.value;
  const words = tokenize(value ?? "").map((t) => t.lower);
  const typed = tokenize(question);
  const at = typed.findIndex((_t, i) => words.every((w, k) => typed[i + k]?.lower === w));
  const span = at < 0 ? [] : typed.slice(at, at + words.length);
  if (!value || span.length === 0 || span.some((t) => t.text !== t.lower)) return undefined;
  const kind = singular(entity);
  return {
    decision: "clarify",
    reason: `No ${kind} is named “${span.map((t) => t.text).join(" ")}”. Name one of the ${plural(kind)} listed, or ask for all ${plural(kind)}.`,
    reasonCode: LISTED_VALUE,
    actions: [],
  };
}
