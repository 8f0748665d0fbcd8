/**
 * A required value the person never says and no lookup by name can give — an organization's slug, a
 * workspace's key — is found by calling the routed read tool that lists those values first (DESIGN.md
 * §3 "Never widen, never substitute"): one found is used, several suspend for a pick (never the
 * first: the lookup expects one), none says so. Bound by structure only:
 * - the lister takes no required input and lists or searches records;
 * - it is linked to the parameter by the parameter's description naming the lister's tool, by the
 *   lister's description naming the parameter ("the organization slug"), or by its records being of
 *   the entity the parameter refers to;
 * - the value is the field of the lister's records the parameter's name ends with (`slug`, `key`,
 *   `id`), the parameter's own name, or the records' identity.
 * A lister whose records' shape is unknown runs alone first; the host re-plans from what it returned.
 */

import type { Capability } from "@/lib/capabilities/types";
import { describedHeadOf } from "@/lib/semantics/aliases";
import { declaredRecordShape } from "@/lib/semantics/declared-paths";
import { type EntityVocabulary, type ParamInfo, paramInfos } from "@/lib/semantics/params";
import { tokenize } from "@/lib/semantics/tokens";
import { EDIT_EVENTS, identifierWords, stem } from "@/lib/semantics/words";
import { type ParsedQuestion, valueSpans } from "./question";
import type { Chain, Scored } from "./score";
import { bare, GENERIC, insideAny, isWordingIn, singular, type Token } from "./text";

const LISTS = new Set(["list", "search"]);

/** Lower-case letters-only words of a text, as one space-joined string with spaces around it. */
const spaced = (text: string | undefined) =>
  ` ${((text ?? "").toLowerCase().match(/\p{L}+/gu) ?? []).map(singular).join(" ")} `;

/** The parameter's description names the lister's tool (`find_organizations()`). */
function namedByParam(param: ParamInfo, lister: Capability): boolean {
  const description = (param.schema as { description?: unknown }).description;
  if (typeof description !== "string") return false;
  const name = lister.localName.toLowerCase();
  return description
    .toLowerCase()
    .split(/[^a-z0-9_.-]+/)
    .some((w) => w === name);
}

/** The lister's description names the parameter by its words ("… the organization slug …"). */
function namesParam(param: ParamInfo, lister: Capability): boolean {
  const words = identifierWords(param.name);
  if (words.length < 2) return false;
  return spaced(lister.description).includes(` ${words.join(" ")} `);
}

function noRequiredInput(cap: Capability, vocab: EntityVocabulary): boolean {
  return paramInfos(cap, vocab).every((p) => !p.required);
}

/** The field of the lister's declared records that holds the parameter's value, if its shape is known. */
export function valueField(param: ParamInfo, lister: Capability): string | undefined {
  const declared = declaredRecordShape(lister).paths;
  const role = identifierWords(param.name).at(-1);
  return [param.name, ...(role ? [role] : []), ...lister.identityFields, "id"].find((f) => declared.has(f));
}

/**
 * "open tasks mentioning invoice", "tickets containing refund": a lower-case gerund right after the
 * records' noun, right before a search text that ends the question, says the text is what the
 * records say — no name of something else that an empty search would deny. ("design files about
 * onboarding" stays asked: "onboarding" may name a project.) Returns that word's token, or undefined.
 */
function contentMarker(value: string, pq: ParsedQuestion): Token | undefined {
  const words = tokenize(value).map((t) => t.norm);
  const { tokens } = pq;
  const at = tokens.findIndex((_t, i) => words.every((w, k) => tokens[i + k]?.norm === w));
  if (at <= 0 || words.length === 0) return undefined;
  // The text runs to the end of the question (a question mark aside): nothing else follows it.
  if (tokens.slice(at + words.length).some((t) => /\p{L}|\d/u.test(t.text))) return undefined;
  const marker = tokens[at - 1];
  const before = tokens[at - 2];
  return /^[a-z]{3,}ing$/.test(marker.text) && before !== undefined && pq.records?.has(before.norm)
    ? marker
    : undefined;
}

/**
 * The rest of the question reached the tool as it was meant, so filling the one missing value makes
 * the answer whole — otherwise the person is asked, as before:
 * - no loose words in a search text ("errors in checkout" searched as text may be a project's name,
 *   and an empty search would read as "none"); terms written in the tool's query language are fine;
 * - a question about the selected rows, or about "this order", carries them (one record meant is
 *   never one found by listing);
 * - a value taken from a selected row is the field the parameter names (`projectSlug` is no `id`).
 */
function boundCleanly(asked: Scored, vocab: EntityVocabulary, pointed: boolean, pq: ParsedQuestion): boolean {
  const { binding } = asked;
  const written = new Set(binding.written ?? []);
  for (const p of paramInfos(asked.cap, vocab)) {
    const v = binding.args[p.name];
    if (!p.freeText || typeof v !== "string") continue;
    if (!v.split(/\s+/).every((term) => written.has(term)) && !written.has(v) && !contentMarker(v, pq))
      return false;
  }
  if (pointed && binding.fromSelection.length === 0) return false;
  for (const name of binding.fromSelection) {
    const ref = binding.args[name] as { $from?: unknown; path?: unknown } | undefined;
    const role = identifierWords(name).at(-1);
    if (!ref || typeof ref.path !== "string" || !role) continue;
    if (identifierWords(ref.path).at(-1) !== role) return false;
  }
  return true;
}

/**
 * A word of the question nothing took: not the asked records' own noun (or the word right before it
 * in the tool's description), not a word that only shapes a request, not part of a value the tool
 * took or a term written in its query language. "show projects and teams" (teams), "how many
 * deploys" (a word the tool's description only mentions in passing): the call would answer something
 * else than was asked, so the one missing value is not filled around it — the turn asks, as before.
 */
export function unaccounted(
  asked: Scored,
  pq: ParsedQuestion,
  vocab: EntityVocabulary,
  name?: string,
): string | undefined {
  const covered = [
    ...(asked.binding.writtenFrom ?? []),
    ...(asked.binding.boundFrom ?? []),
    ...valueSpans(pq),
    ...(pq.naming ?? []),
  ];
  const taken = new Set(
    Object.values(asked.binding.args)
      .filter((v): v is string => typeof v === "string")
      .flatMap((v) => tokenize(v).map((t) => t.norm)),
  );
  if (name) for (const t of tokenize(asked.binding.residual)) taken.add(t.norm);
  // "tasks due this week", "completed last week": the word that chose a bound parameter (`due_on.before`,
  // `completed`) was taken with it.
  // "tasks updated since Monday" of `modified_at.after`: another verb of the same edit.
  let edited = false;
  for (const [param, v] of Object.entries(asked.binding.args))
    if (v !== undefined)
      for (const w of identifierWords(param)) {
        taken.add(singular(w));
        if (EDIT_EVENTS.has(stem(w))) edited = true;
      }
  // "open tasks mentioning invoice": the word that said the search text is what the records say.
  for (const v of Object.values(asked.binding.args)) {
    const marker = typeof v === "string" ? contentMarker(v, pq) : undefined;
    if (marker) taken.add(marker.norm);
  }
  // "top scorers this season" where `season` "Defaults to the current season": the one said is the
  // one the tool takes when none is sent.
  for (const p of paramInfos(asked.cap, vocab)) {
    const description = (p.schema as { description?: unknown }).description;
    if (asked.binding.args[p.name] !== undefined || typeof description !== "string") continue;
    if (!/\bdefaults? to the current\b/i.test(description)) continue;
    const words = identifierWords(p.name).map(singular);
    for (const [i, t] of pq.tokens.entries())
      if (words.includes(singular(t.lower)) && /^(?:this|current)$/.test(pq.tokens[i - 1]?.lower ?? ""))
        taken.add(t.norm);
  }
  const own = new Set([singular(asked.cap.entity), ...identifierWords(asked.cap.localName).map(singular)]);
  // "Design files of a workspace.": the word its description names the records with ("design files").
  const described = tokenize(asked.cap.description ?? "");
  for (const [i, t] of described.entries())
    if (i > 0 && own.has(t.norm)) own.add(singular(described[i - 1].lower));
  // "League table for a competition.": the noun its description opens with ("Serie A table").
  const head = describedHeadOf(asked.cap, vocab.entities);
  if (head) own.add(head.word);
  const wording = isWordingIn(pq.tokens);
  const left = pq.tokens.find(
    (t) =>
      !wording(t) &&
      // "what's due tomorrow?": a contraction of wording is wording.
      !GENERIC.has(bare(t.lower)) &&
      !taken.has(t.norm) &&
      !(edited && EDIT_EVENTS.has(stem(t.lower))) &&
      !own.has(singular(bare(t.lower))) &&
      !insideAny(t, covered),
  );
  return left?.text;
}

/**
 * "teams in the acme org", "design files of the Marketing workspace": the one thing nothing took is a
 * name said where the parameter's records stand — the name, without the word of their kind ("org" of
 * an organization, "workspace"). Undefined when anything else is left over.
 */
function nameSaid(asked: Scored, param: ParamInfo): string | undefined {
  const { residual, unexpressed } = asked.binding;
  if (!residual || unexpressed.length !== 1 || unexpressed[0] !== residual) return undefined;
  const kind = param.entity ?? identifierWords(param.name)[0];
  const words = residual
    .split(/\s+/)
    .filter((w) => !(kind && w.length >= 3 && kind.startsWith(singular(w.toLowerCase()))));
  // The word of their kind says what the name is of: "acme teams" alone may name a team or a project.
  return words.length > 0 && words.length < residual.split(/\s+/).length ? words.join(" ") : undefined;
}

/** The lister's optional search text, to narrow what it lists by a name said. */
const searchText = (lister: Capability, vocab: EntityVocabulary) =>
  paramInfos(lister, vocab).find((p) => p.freeText !== undefined && !p.required && !p.path);

/** A routed read tool of `of`'s source that lists or searches records and needs no input. */
export function listerOf(c: Capability, of: Capability, vocab: EntityVocabulary): boolean {
  return (
    c.readOnly &&
    c.sourceKind !== "kb" &&
    c.sourceId === of.sourceId &&
    LISTS.has(c.operation) &&
    noRequiredInput(c, vocab)
  );
}

/**
 * The lookup that fills `asked`'s one missing required parameter from a routed lister, or undefined
 * when there is none, or more than one could (then the person is asked, as before).
 */
export function discoveryChain(
  asked: Scored,
  usable: readonly Capability[],
  vocab: EntityVocabulary,
  pq: ParsedQuestion,
  /** The question points at the selection or at one record ("this order"). */
  pointed: boolean,
): Chain | undefined {
  // "all cancelled bookings" where bookings are listed per account: every record is asked for, and
  // one account picked among several would narrow it — the person is asked, as before.
  if (pq.limit?.value === "all") return undefined;
  // "the newest issues", "errors this week", "top 5 by volume": an order, a period, an amount or a
  // count stated where the tool may take it by no argument would be dropped silently on a call the
  // person never asked for — the turn asks instead.
  // A period or an order the tool took (`due_on.before`, `sort_by`) is no longer only stated.
  const took = (taken: (p: ParamInfo) => boolean) =>
    paramInfos(asked.cap, vocab).some((p) => taken(p) && asked.binding.args[p.name] !== undefined);
  if (
    (pq.sort && !took((p) => p.sort !== undefined)) ||
    pq.ranking ||
    (pq.dates && !took((p) => p.date !== undefined || p.year !== undefined)) ||
    pq.grouping ||
    pq.limit ||
    pq.amounts.length > 0 ||
    pq.relative.length > 0
  )
    return undefined;
  if (asked.chain || asked.chains || asked.binding.missingRequired.length !== 1) return undefined;
  const param = paramInfos(asked.cap, vocab).find((p) => p.name === asked.binding.missingRequired[0]);
  if (!param || param.path || param.criterion) return undefined;
  // A name said where the value stands is looked up by it, never replaced by whichever is listed.
  const name = nameSaid(asked, param);
  if ((asked.binding.unexpressed.length > 0 && !name) || !boundCleanly(asked, vocab, pointed, pq))
    return undefined;
  if (unaccounted(asked, pq, vocab, name)) return undefined;
  const type = (param.schema as { type?: unknown }).type;
  if (type !== undefined && type !== "string" && type !== "integer" && type !== "number") return undefined;
  const listers = usable.filter(
    (c) =>
      c.id !== asked.cap.id &&
      listerOf(c, asked.cap, vocab) &&
      (!name || searchText(c, vocab) !== undefined) &&
      (namedByParam(param, c) ||
        namesParam(param, c) ||
        // Linked by structure alone: records of the entity the parameter refers to, whose known
        // shape carries the field it names (`key` of `workspace_key`) — a guessed shape links nothing;
        // an undeclared one is read once the lister has answered (it runs alone first).
        (param.entity !== undefined &&
          param.entity === singular(c.entity) &&
          param.entity !== singular(asked.cap.entity) &&
          (c.outputSchema === undefined || valueField(param, c) !== undefined))),
  );
  if (listers.length !== 1) return undefined;
  const [lister] = listers;
  // A period or an order the tool took is filled around only from a lister of everything (paging
  // and the fields to return, no filter of its own: the few containers a scope is chosen among) —
  // a lister that filters lists records the person would be asked to choose among.
  const stated = pq.sort !== undefined || pq.dates !== undefined;
  if (stated && paramInfos(lister, vocab).some((p) => !p.paging && !p.limit && !p.words.includes("field")))
    return undefined;
  // Without an output schema the records' fields are not known yet (identity fields guessed from a
  // name are no field to read a slug from): the lister runs alone and the question is planned again.
  const path = lister.outputSchema ? valueField(param, lister) : undefined;
  if (!path && lister.outputSchema) return undefined;
  const search = name ? searchText(lister, vocab) : undefined;
  if (search)
    return { source: lister, sourceParam: search.name, param, path, query: name ?? "", named: true };
  return { source: lister, sourceParam: "", sourceArgs: {}, param, path, query: "", named: false };
}
