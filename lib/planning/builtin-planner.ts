/**
 * The builtin planner (DESIGN.md §5): offline, deterministic, generic over the candidates' schemas.
 * Order of decisions: data-changing request → read-only refusal; greeting → answer; policy question
 * → knowledge base (or answer from kbEvidence); otherwise the best-scoring data tool whose required
 * inputs are available (from the question, current_selection, or a chained lookup); a strong tool
 * lacking a required input → clarify; nothing fits → expandFamily or insufficient.
 * Its output is still only a proposal: validatePlan judges it like any model's plan.
 */

import { kindCatalogsUnasked, viewedCall, withKindViews } from "@/lib/capabilities/kind-listers";
import type { Capability } from "@/lib/capabilities/types";
import { tokenize as termsOf } from "@/lib/routing";
import { collectiveNames, describedNames, entityAliases, entitySynonyms } from "@/lib/semantics/aliases";
import { declaredRecordShape, readFieldPath } from "@/lib/semantics/declared-paths";
import { agentNoun, agentVerbOf, gerundOf } from "@/lib/semantics/english";
import { fieldRole } from "@/lib/semantics/fields";
import { oncePerFrozenList } from "@/lib/semantics/frozen-lists";
import { AGGREGATE_WORDS, moneyFlowAsked } from "@/lib/semantics/grouping";
import { abbreviatedEntity, looseIds, withIdsWritten } from "@/lib/semantics/loose-ids";
import {
  contactedName,
  entityOfIdentifier,
  fullNameWords,
  PROPER_NAME,
  personSubject,
  withNamePossessives,
  withNamesCased,
} from "@/lib/semantics/names";
import {
  DIRECTORY_NOUNS,
  dateSubject,
  type EntityVocabulary,
  entityVocabulary,
  idFormats,
  looksUpByText,
  paramInfos,
  recordFields,
  recordsCarryMoney,
  referenceFields,
  searchesNames,
  searchesTitles,
  selectsRecordKind,
  takesFilePath,
} from "@/lib/semantics/params";
import { asksTime, asksWho, guidanceAsked, guidancePart } from "@/lib/semantics/question-kind";
import { sentences } from "@/lib/semantics/sentences";
import {
  DATE_FIELD_WORDS,
  EVENT_NOUNS,
  identifierParts,
  isPlural,
  namesInWords,
  personLike,
  plural,
  readAbbreviations,
  readSlips,
  sameRoot,
  withArticle,
  withoutPossessive,
} from "@/lib/semantics/words";
import {
  type BindScope,
  bindCapability,
  callerOwnedEntities,
  enumMatches,
  hashNumber,
  isStatusParam,
  lookupShapesOf,
  numberedKinds,
  sizeWord,
  soleQueryLanguage,
  titledPerson,
  wholeNumber,
} from "./builtin/bind";
import { evidenceAnswers, kbPlan, plan, sendable, toolsPlan } from "./builtin/compose";
import { containerAsked, containerQuestion } from "./builtin/container";
import { countOfAnotherKind, recordsOfAnotherKind } from "./builtin/counted";
import { extractDateRange } from "./builtin/dates";
import { deedUnrecorded, personUnrecorded } from "./builtin/deed";
import { discoveryChain } from "./builtin/discover";
import { changeAsked } from "./builtin/intent";
import { viewPlanHeld } from "./builtin/kind-views";
import { lookupKindTold, lookupNamedByTool, personReferenceTold, responsibleFor } from "./builtin/kinds";
import { listedValuePlan, namedListedPlan } from "./builtin/listed-value";
import { namedReadingPlan } from "./builtin/named-reading";
import { describedOfOwn, ownRecordAsked } from "./builtin/own-record";
import { possessedChain } from "./builtin/possessive";
import {
  joinSpacedKeys,
  namingSpans,
  type ParsedQuestion,
  parseQuestion,
  valueSpans,
  withoutPurpose,
} from "./builtin/question";
import { referenceHopPlan } from "./builtin/reference-hop";
import { type Chain, elseAsked, expectFor, type Scored, scoreCandidate, UNTAKEN_COST } from "./builtin/score";
import { likenessUnanswered } from "./builtin/similar";
import { recordAsSubject } from "./builtin/subject-record";
import {
  BUSINESS_WORDS,
  DEICTIC,
  DEMONSTRATIVE,
  firstNameWord,
  GENERIC,
  identifierWords,
  placedOne,
  QUESTION_OPENERS,
  REQUEST_VERBS,
  selectedFieldSpans,
  singular,
  type Token,
  tokenize,
} from "./builtin/text";
import { topicFirstReading } from "./builtin/topic";
import { typedSqlPlan } from "./builtin/typed-sql";
import type { Planner, PlannerInput, PlannerSelection } from "./planner";
import type { Plan, PlanAction } from "./types";
import { leavesSelectedRows } from "./validate-constraints";

export interface BuiltinPlannerOptions {
  /** Clock for relative dates ("last week"); injectable for reproducible tests. */
  now?: () => Date;
}

const MIN_FIT = 3;

/** Pronouns that need a referent; "it" and "that" are left out (too often impersonal or relative). */
// "what tickets does she have?": a person's pronoun needs one as much as a possessive does.
const REFERENT_PRONOUNS = new Set([
  "their",
  "theirs",
  "them",
  "his",
  "her",
  "hers",
  "its",
  "selected",
  "she",
  "he",
  "him",
]);

/** The pronouns that stand for one person: "his", "her" — never several. */
const ONE_PERSON = new Set(["she", "he", "him", "his", "her", "hers"]);

/** The pronouns that stand for a person (never for a thing): "them" in "invoices from them". */
const PERSON_REFERENTS = new Set([...ONE_PERSON, "they", "them", "their", "theirs"]);

/**
 * "fire claims", "fire or storm claims", "transfer payments last month": a first word that is a command elsewhere but here
 * is, whole, a declared value of a read tool's choice (`lossType: FIRE`), written before the plural
 * of an entity's records, says which records — unless a data-changing tool of the source is named
 * by it (then it is the change asked for).
 */
function valueOfRecords(
  verb: string,
  pq: ReturnType<typeof parseQuestion>,
  reads: readonly PlannerInput["candidates"][number][],
  change: PlannerInput["changeWords"],
): boolean {
  if (change?.actions.includes(verb)) return false;
  const i = pq.tokens.findIndex((t) => t.lower === verb);
  if (i < 0) return false;
  const declared = (word: string) =>
    reads.some((c) => paramInfos(c).some((p) => p.enumValues?.some((v) => v.toLowerCase() === word)));
  // "fire or storm claims": values joined by "or" / "and" before the records' noun are values all.
  let k = i + 1;
  while (/^(?:or|and)$/.test(pq.tokens[k]?.lower ?? "") && declared(pq.tokens[k + 1]?.lower ?? "")) k += 2;
  const next = pq.tokens[k];
  if (!next || !isPlural(next.lower)) return false;
  const entities = new Set(reads.map((c) => singular(c.entity)));
  if (!entities.has(next.norm)) return false;
  return declared(verb);
}

/**
 * "employes in berlin", "closed isues in acme/web": a lower-case word of the question that is a word
 * of the tools' own vocabulary — an entity's name or its plural, a word of a declared value — with
 * one slip (`slipOf`: a letter left out, two swapped, the other side's spelling) is read as that
 * word. Only a word the vocabulary does not have, and only when exactly one vocabulary word fits.
 */
function withoutSlips(question: string, candidates: readonly Capability[]): string {
  const vocabulary = slipVocabulary(candidates);
  return readSlips(
    readAbbreviations(question, (w) => vocabulary.has(w)),
    vocabulary,
  );
}

/**
 * The words a slip is read against: the entities and the other names the catalog gives them
 * ("clients" of pet owners its descriptions gloss so, "vendors" of suppliers), both numbers, and the
 * words of declared values. Read-only.
 */
const slipVocabulary = oncePerFrozenList((candidates: readonly Capability[]): ReadonlySet<string> => {
  const vocabulary = new Set<string>();
  const otherNames = [entityAliases, describedNames, entitySynonyms].flatMap((of) => [
    ...of(candidates).keys(),
  ]);
  for (const name of otherNames)
    for (const w of identifierWords(name)) vocabulary.add(w.toLowerCase()).add(plural(w.toLowerCase()));
  for (const c of candidates) {
    for (const w of identifierWords(c.entity)) vocabulary.add(w).add(plural(w));
    for (const p of paramInfos(c))
      for (const v of p.enumValues ?? [])
        for (const w of v.toLowerCase().match(/\p{L}+/gu) ?? []) vocabulary.add(w);
  }
  return vocabulary;
});

/**
 * The words of the tools' own vocabulary: their entities, tool names, parameter and result field
 * names, declared values and descriptions — never a name when typed in lower case. Read-only.
 */
const toolWords = oncePerFrozenList((candidates: readonly Capability[]): ReadonlySet<string> => {
  const words = new Set<string>();
  for (const c of candidates) for (const w of wordsOfTool(c)) words.add(w);
  return words;
});

/** One tool's words ({@link toolWords}); a snapshot's (frozen) capability's are read once. */
const toolWordCache = new WeakMap<Capability, readonly string[]>();
function wordsOfTool(c: Capability): readonly string[] {
  const hit = toolWordCache.get(c);
  if (hit) return hit;
  const words = new Set<string>();
  const add = (text: string | undefined) => {
    for (const w of identifierWords(text ?? "")) words.add(w.toLowerCase());
  };
  add(c.entity);
  add(c.localName);
  for (const w of (c.description ?? "").toLowerCase().match(/\p{L}+/gu) ?? []) words.add(w);
  for (const p of paramInfos(c)) {
    add(p.name);
    for (const v of p.enumValues ?? []) for (const w of v.toLowerCase().match(/\p{L}+/gu) ?? []) words.add(w);
  }
  for (const k of declaredRecordShape(c).paths.keys()) add(k);
  const out = [...words];
  if (Object.isFrozen(c)) toolWordCache.set(c, out);
  return out;
}

/** The entities (singular) of the tools whose parameters take each declared value the question says. */
function enumEntitiesOf(
  data: readonly Capability[],
  vocab: EntityVocabulary,
  pq: ReturnType<typeof parseQuestion>,
): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const c of data)
    for (const p of paramInfos(c, vocab)) {
      const start = enumMatches(p, pq)?.span.start;
      if (start === undefined) continue;
      const set = out.get(start) ?? new Set<string>();
      set.add(singular(c.entity));
      out.set(start, set);
    }
  return out;
}

export function planBuiltin(given: PlannerInput, now: Date): Plan {
  // "the second one's purchases" with several rows selected: the row that ordinal counts to, alone —
  // never every selected row, nor none of them (before session 45 the ordinal was dropped and the
  // question answered for every record). It is planned as asked of that row ("its purchases"), and
  // what the plan reads from the selection is that row's value (the executor reads a selection
  // reference from the first row). A place past the selected rows is asked.
  const rows = given.selection?.rows ?? [];
  const placed = rows.length > 1 ? placedOne(given.question) : undefined;
  if (given.selection && placed) {
    const row = rows[placed.place];
    if (!row)
      return plan(
        "clarify",
        `Which one? Only ${rows.length} ${plural(singular(given.selection.entity))} are selected. Select the one you mean.`,
        "missing_input",
      );
    const one = planBuiltin(
      { ...given, question: placed.pointed, selection: { ...given.selection, rows: [row] } },
      now,
    );
    const literal = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(literal)
        : v && typeof v === "object"
          ? (v as { $from?: unknown }).$from === "selection" &&
            typeof (v as { path?: unknown }).path === "string"
            ? readFieldPath(row, (v as { path: string }).path)
            : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, literal(x)]))
          : v;
    const held = (a: PlanAction): PlanAction => ({ ...a, args: literal(a.args) as PlanAction["args"] });
    return {
      ...one,
      actions: one.actions.map(held),
      ...(one.choices ? { choices: one.choices.map(held) } : {}),
    };
  }
  // "SELECT * FROM clients WHERE city = 'York'": a statement the person typed, sent as typed to the
  // one read tool that takes SQL (./builtin/typed-sql.ts).
  const typed = typedSqlPlan(given.question, given.candidates);
  if (typed) return typed;
  // A tool that finds kinds of records by name is no place for a record's name (kind-listers.ts).
  const catalogs = kindCatalogsUnasked(given.question, given.candidates);
  const input =
    catalogs.size === 0
      ? given
      : { ...given, candidates: given.candidates.filter((c) => !catalogs.has(c.id)) };
  // A generic tool whose record kind is a parameter value is planned as one tool per kind
  // (lib/capabilities/kind-listers.ts); the plan calls the real tool with the kind bound. A plan of
  // the views is taken only when it leaves nothing said out (./builtin/kind-views.ts): otherwise
  // the tools are planned as they are.
  const { caps, views } = withKindViews(input.candidates);
  if (views.size === 0) return planWritten(input, now);
  const planned = planWritten({ ...input, candidates: caps }, now);
  if (process.env.DBG_VIEWS) console.log("VIEWPLAN", JSON.stringify(planned).slice(0, 600));
  if (!planned.actions.some((a) => views.has(a.tool)) || !viewPlanHeld(input.question, planned, caps, views))
    return planWritten(input, now);
  const real = (a: PlanAction): PlanAction => {
    const call = viewedCall(a.tool, a.args, views);
    return { ...a, tool: call.tool, args: call.args as PlanAction["args"] };
  };
  return {
    ...planned,
    actions: planned.actions.map(real),
    ...(planned.choices ? { choices: planned.choices.map(real) } : {}),
  };
}

function planWritten(input: PlannerInput, now: Date): Plan {
  // "invoices for globex": a name typed in lower case is read as the name it is — and reaches a
  // call as it was typed.
  const vocabulary = toolWords(input.candidates);
  // "OPS217", "ENG 142" where the source writes `ENG-142`: the identifier, in the one form declared.
  // "…, for the weekly report": what the answer is for is no part of the question.
  const asked = withoutPurpose(
    input.question.trim(),
    new Set(input.candidates.map((c) => singular(c.entity))),
  );
  const written = withIdsWritten(
    withNamePossessives(withoutSlips(asked, input.candidates), (w) => vocabulary.has(w)),
    idFormats(input.candidates, entityVocabulary(input.candidates)),
    input.candidates.map((c) => singular(c.entity)),
  );
  const cased = withNamesCased(
    written,
    (w) => vocabulary.has(w),
    new Set(input.candidates.flatMap((c) => identifierWords(c.entity).map((w) => singular(w)))),
  );
  // "Tobias Lindqvist — any open tickets?", "this quarter - which offers got declined?": the topic
  // typed first is read where it belongs (./builtin/topic.ts), in the typed and the cased text alike.
  const topic = topicFirstReading(cased, now);
  const typed = topic ? topic(written) : written;
  const question = topic ? topic(cased) : cased;
  const result = planQuestion(input, question, now);
  if (question === typed) return result;
  const words = tokenize(question).flatMap((t) => {
    const cased = withoutPossessive(t.text);
    const was = typed.slice(t.start, t.start + cased.length);
    return was !== cased ? [[cased, was] as const] : [];
  });
  const asTyped = (v: unknown): unknown =>
    typeof v === "string"
      ? words.reduce((s, [cased, was]) => s.replace(new RegExp(`\\b${cased}\\b`, "gu"), was), v)
      : Array.isArray(v)
        ? v.map(asTyped)
        : v && typeof v === "object"
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, asTyped(x)]))
          : v;
  return {
    ...result,
    actions: result.actions.map((a) => ({ ...a, args: asTyped(a.args) as PlanAction["args"] })),
  };
}

function planQuestion(input: PlannerInput, question: string, now: Date): Plan {
  if (!question) return plan("clarify", "The question is empty.", "missing_input");
  // "guests" where the source says "guest accounts": the word names the entity it stands for —
  // as a word of records too ("the 3 most recent purchase orders" counts orders, "the five people
  // who…" counts members).
  const aliases = entityAliases(input.candidates);
  // "open tickets" where the source lists issues: another name of the entity's records, from the
  // table of other names of one record, written as a plural noun (a singular is as often a mass
  // noun or a state: "in stock").
  // So is a plural the tools' own filters call them by ("Only fill-ups of this vehicle").
  const synonyms = new Map([...describedNames(input.candidates), ...entitySynonyms(input.candidates)]);
  // "our staff", "what's our headcount?": a collective noun of the one people entity, in either number.
  const collective = collectiveNames(input.candidates);
  const said = tokenize(question);
  for (const [i, t] of said.entries()) {
    // "sign-ups": a hyphenated word is the one word its table row writes solid ("signup").
    const entity = synonyms.get(t.norm) ?? synonyms.get(t.norm.replace(/-/g, ""));
    // "who's applied to this role?": after a pointing word a singular is the noun of one record too —
    // of a thing: a person's other name ("this worker") keeps the reading of a person pointed at
    // (measured: a holdout wrong on the new batch's one people question when it did not).
    const pointed =
      DEMONSTRATIVE.test(said[i - 1]?.lower ?? "") && entity !== undefined && !personLike(entity);
    if (entity && (isPlural(t.lower) || pointed) && !aliases.has(t.norm)) aliases.set(t.norm, entity);
    // A word inside an address ("people@workforce.example") names nothing.
    const inAddress =
      /^[@.]\w/.test(question.slice(t.end, t.end + 2)) || /\w[@.]$/.test(question.slice(0, t.start));
    const whole = collective.get(t.lower);
    if (whole && !inAddress && !aliases.has(t.norm)) aliases.set(t.norm, whole);
  }
  const pq = parseQuestion(
    joinSpacedKeys(
      question,
      idFormats(input.candidates).flatMap((f) => (f.opaque ? [] : [f.pattern])),
    ),
    now,
    new Set([...input.candidates.map((c) => singular(c.entity)), ...aliases.keys()]),
  );
  for (const t of pq.tokens) t.norm = aliases.get(t.norm) ?? t.norm;
  // "pull up inv 1042": letters that abbreviate one entity, written apart before a record's number, name it.
  const kinds = new Set(input.candidates.map((c) => singular(c.entity)));
  for (const id of looseIds(pq.raw)) {
    const entity = abbreviatedEntity(id, kinds);
    const t = entity ? pq.tokens.find((x) => x.start === id.start) : undefined;
    // A word already read as an entity's other name ("PO" of purchase orders) keeps that reading.
    if (t && entity && !kinds.has(t.norm)) t.norm = entity;
  }
  // "who's on call", "mobile on-call?": an entity whose one-word name runs words together (`oncall`,
  // `checkin`) is named by those words written apart or hyphenated — unless they stand before another
  // entity's noun, which they qualify ("on-call schedules" are schedules).
  const named = new Set(input.candidates.map((c) => singular(c.entity)));
  const runTogether = new Set([...named].filter((e) => /^\p{L}+$/u.test(e)));
  pq.tokens.forEach((t, i) => {
    const next = pq.tokens[i + 1];
    if (runTogether.has(t.norm)) return;
    const qualifies = (after?: Token) => after !== undefined && named.has(after.norm);
    if (t.lower.includes("-")) {
      const joined = singular(t.lower.replace(/-/g, ""));
      if (runTogether.has(joined) && !qualifies(next)) t.norm = joined;
    } else if (next && next.start === t.end + 1 && !runTogether.has(next.norm) && !next.lower.includes("-")) {
      const joined = singular(`${t.lower}${next.lower}`);
      if (runTogether.has(joined) && !qualifies(pq.tokens[i + 2])) {
        t.norm = joined;
        next.norm = joined;
      }
    }
  });
  pq.naming = [
    ...(pq.naming ?? []),
    ...namingSpans(pq.tokens, input.candidates),
    ...selectedFieldSpans(pq.tokens, input.selection?.rows ?? [], named),
  ];
  const { intent } = pq;
  // A change one of the source's data-changing tools names ("comment … on acme/web#12"), by the
  // words of those tools (they are never candidates) against the words of the routed reads.
  const readNames = input.candidates.filter((c) => c.readOnly);
  // "merge requests assigned to me": a verb that names the records with the next word is no command.
  // The word that says it: "cancel", "cancelling" (after "would you mind"), "check" of "check in",
  // "roll" of "roll back" (rollback).
  const change = intent.mutation;
  const lead = change
    ? pq.tokens.find(
        (t, i) =>
          t.lower === change ||
          gerundOf(t.lower) === change ||
          change.startsWith(`${t.lower} `) ||
          `${t.lower}${pq.tokens[i + 1]?.lower ?? ""}` === change,
      )
    : undefined;
  // "charge ch_3MmlLrLkdIwHu7ix0snN0B15", "order O-1234": a word naming the reads' records right before
  // an identifier the question writes is that record's noun, not a command — unless the identifier is
  // another entity's ("refund ch_…" refunds a charge).
  const formats = idFormats(input.candidates);
  const ownedBy = (id: string, entity: string) => {
    const of =
      formats.find((f) => !f.weak && f.pattern.test(id))?.entity ??
      entityOfIdentifier(id, new Set(input.candidates.map((c) => singular(c.entity))));
    return of === undefined || of === entity;
  };
  const beside = lead ? pq.tokens[pq.tokens.indexOf(lead) + 1] : undefined;
  const namesRecord =
    lead !== undefined &&
    beside !== undefined &&
    pq.ids.some((id) => id.start === beside.start && ownedBy(id.text, lead.norm)) &&
    readNames.some((c) => singular(c.entity) === lead.norm);
  const commanded =
    lead && !namesRecord && !pq.naming.some((s) => s.start === lead.start) ? intent.mutation : undefined;
  const mutation =
    (commanded && !valueOfRecords(commanded, pq, readNames, input.changeWords) ? commanded : undefined) ??
    changeAsked(
      question,
      pq.tokens,
      input.changeWords,
      new Set(readNames.flatMap((c) => [...identifierWords(c.entity), ...identifierWords(c.localName)])),
      new Set(
        readNames.flatMap((c) =>
          [...paramInfos(c).map((p) => p.name), ...declaredRecordShape(c).paths.keys()].map((k) =>
            identifierParts(k).join(""),
          ),
        ),
      ),
    );
  if (mutation) {
    return plan(
      "answer",
      `This assistant only reads data; it cannot ${mutation} anything. It can show the current records instead.`,
      "read_only_refusal",
    );
  }
  // "thanks! now the merged merge requests": thanks, then a new ask naming records, is that ask.
  const after = /[!.,;:]|\b(?:now|next|also|and)\b/i.exec(question);
  const asksAfter =
    after !== undefined &&
    after !== null &&
    pq.tokens.some((t) => t.start >= after.index && pq.records?.has(t.norm) === true);
  if (intent.greeting && !asksAfter)
    return plan("answer", "Conversational message; no data needed.", "conversational");

  // Tools the previous attempt failed with are not proposed again on the correction attempt.
  const previous = (input.previousPlan ?? {}) as { actions?: unknown };
  const previousActions = Array.isArray(previous.actions) ? (previous.actions as Partial<PlanAction>[]) : [];
  const failed = new Set(
    (input.corrections ?? []).flatMap((c) => previousActions.find((a) => a.id === c.actionId)?.tool ?? []),
  );
  const premature = (input.corrections ?? []).some((c) => c.code === "premature_insufficient");
  const usable = input.candidates.filter((c) => c.eligible && c.readOnly && !failed.has(c.id));
  const data = usable.filter((c) => c.sourceKind !== "kb");
  const kb = usable.find((c) => c.sourceKind === "kb");
  const entityWords = new Set(input.candidates.map((c) => singular(c.entity)));
  // "policies expiring next month" where a data tool lists policies: records, not a rule.
  const policy = intent.policy && guidanceAsked(question, new Set(data.map((c) => singular(c.entity))));

  const sel = input.selection;
  // "this order" points at the selection only when it names the selected entity, or one the selected
  // rows reference ("this customer" with an order selected: the order's customer_id).
  const demonstrated = pq.tokens
    .map((t, i) => (DEMONSTRATIVE.test(t.lower) ? pq.tokens[i + 1]?.norm : undefined))
    .filter((w): w is string => w !== undefined && entityWords.has(w));
  const selEntity = sel ? singular(sel.entity) : undefined;
  // The selected rows' entity is in view too, even when none of its tools was routed.
  const vocab = entityVocabulary(
    sel
      ? [...input.candidates, { entity: sel.entity, inputSchema: {}, identityFields: sel.identityFields }]
      : input.candidates,
  );
  // A field of every selected row that refers to entity `e` (`customer_id`, `driverNo`, `accountRef`).
  const refersTo = (e: string) =>
    sel?.rows.every((r) => referenceFields(r, vocab).some((x) => x.entity === e)) ?? false;
  // "what was in the order that got refunded?" with a refund selected: a kind said in the singular
  // after "the", which every selected row references (its `order_id`), is that row's record — as
  // "this order" is — when no other word of the question points.
  const definite =
    sel && demonstrated.length === 0 && !intent.deictic
      ? pq.tokens.filter(
          (t, i) =>
            pq.tokens[i - 1]?.lower === "the" &&
            !isPlural(t.lower) &&
            entityWords.has(t.norm) &&
            t.norm !== selEntity &&
            refersTo(t.norm),
        )
      : [];
  const refersToSelection =
    (sel?.rows.length ?? 0) > 0 &&
    (demonstrated.length > 0
      ? demonstrated.some((e) => e === selEntity || refersTo(e))
      : intent.deictic || definite.length > 0);
  // "who keeps it?" with a keeper selected: the pronoun is what the selected keeper keeps — the
  // object of the selected kind's own verb is never the selected record. Asked, never read from it.
  const who = pq.tokens.findIndex((t) => t.lower === "who");
  const ownVerb = pq.tokens[who + 1];
  if (
    refersToSelection &&
    selEntity !== undefined &&
    demonstrated.length === 0 &&
    who >= 0 &&
    asksWho(question) &&
    ownVerb &&
    /^(it|this|that|them|these|those)$/.test(pq.tokens[who + 2]?.lower ?? "") &&
    agentVerbOf(ownVerb.lower, selEntity)
  )
    return plan(
      "clarify",
      `Who ${ownVerb.lower} which record? The selected ${selEntity} is the one who ${ownVerb.lower}; select the record you mean in a table, or give its ID.`,
      "missing_input",
    );
  const pointers = pq.tokens.filter((t) => DEICTIC.has(t.lower));
  // Only people's pronouns point, and the selected records are no people: the pronoun is a person they
  // reference. Not when the selected records are people themselves: "the people under her" is the
  // selected employee's.
  const theirPerson =
    selEntity !== undefined &&
    !personLike(selEntity) &&
    !agentNoun(selEntity) &&
    demonstrated.length === 0 &&
    pointers.length > 0 &&
    pointers.every((t) => PERSON_REFERENTS.has(t.lower));
  const someoneTheyReference =
    theirPerson && pq.tokens.some((t) => t.norm === selEntity?.split(" ").at(-1) && isPlural(t.lower));
  // "what else is assigned to them?" with an issue selected: other records than the selected one, and
  // the person's pronoun is the person the selected record references (its assignee) — never the
  // record itself, nor the other things it references (its team).
  const someoneElse = !someoneTheyReference && theirPerson && elseAsked(pq.tokens);
  // "what's his phone?" with two people selected: one person's pronoun over several selected rows
  // points at one of them and nothing says which — asked, never answered for the first or for all.
  if (
    sel &&
    sel.rows.length > 1 &&
    refersToSelection &&
    demonstrated.length === 0 &&
    !someoneTheyReference &&
    pointers.length > 0 &&
    pointers.every((t) => ONE_PERSON.has(t.lower))
  )
    return plan(
      "clarify",
      `Which one? ${sel.rows.length} ${plural(selEntity ?? "record")} are selected, and the question is about one. Select the one you mean.`,
      "missing_input",
    );
  // "who rang it up?" with a payment selected that names both its customer and the team member who
  // took it: "who" asks for one of the people the selected record names, and nothing says which —
  // asked, never answered with whichever came first. A question naming the kind ("who was the
  // customer?") or a verb only one of them does ("who drove it?": the driver) says which.
  if (sel && refersToSelection && selEntity && !personLike(selEntity) && asksWho(question)) {
    const people = [
      ...new Set(
        sel.rows.flatMap((r) => referenceFields(r, vocab).map((x) => singular(x.entity))).filter(personLike),
      ),
    ];
    const said = new Set(pq.tokens.map((t) => t.norm));
    const verbs = pq.tokens.map((t) => t.lower);
    const chosen = people.filter(
      (e) => identifierWords(e).some((w) => said.has(w)) || verbs.some((v) => agentVerbOf(v, e)),
    );
    if (people.length > 1 && chosen.length === 0 && demonstrated.length === 0 && definite.length === 0)
      return plan(
        "clarify",
        `Who do you mean: ${people.map((e) => withArticle(e)).join(" or ")} of the selected ${selEntity}? Say which (“who was the ${people[0]}?”).`,
        "missing_input",
      );
  }
  const titled = titledPerson(question, data);
  // "#4512", "acme/web#12": a number after "#" that no record word right before it names is the number
  // of the one kind of records keyed by a whole number — the kind the question names, or whose
  // references the records it names take ("comments on #4512"); several such kinds are asked about.
  const hashed = pq.ids.find(
    (t) =>
      hashNumber(pq.raw, t) && !entityWords.has(pq.tokens.filter((x) => x.end <= t.start).at(-1)?.norm ?? ""),
  );
  let numbered: string | undefined;
  if (hashed) {
    const kinds = numberedKinds(data, vocab);
    const named = new Set(pq.tokens.map((t) => t.norm));
    const said = [...kinds].filter((k) => named.has(k));
    const referenced = [
      ...new Set(
        data
          .filter((c) => named.has(singular(c.entity)))
          .flatMap((c) =>
            paramInfos(c, vocab).flatMap((p) =>
              p.entity && kinds.has(p.entity) && wholeNumber(p) ? [p.entity] : [],
            ),
          ),
      ),
    ];
    const held = said.length > 0 ? said : referenced.length > 0 ? referenced : [...kinds];
    if (held.length === 1) numbered = held[0];
    else if (held.length > 1)
      return plan(
        "clarify",
        `Which is #${hashed.text}: ${held.map((k) => withArticle(k)).join(" or ")}? Say which (“${held[0]} #${hashed.text}”).`,
        "missing_input",
      );
  }
  const scope: BindScope = {
    pq,
    ...(numbered ? { numbered } : {}),
    ...(titled ? { titled } : {}),
    selection: sel,
    refersToSelection,
    ...(someoneTheyReference
      ? { selectionReferenced: true }
      : someoneElse
        ? { selectionReferenced: "person" }
        : {}),
    // "is it available?", "when is this due?": a pronoun alone points at the selected record itself —
    // as "this book" does — so another entity's reference in its row binds only when the question
    // names that entity ("what else has this author written?"). "any other invoices from them?" with
    // an invoice selected is the exception: a person's pronoun beside the selected records' own plural
    // is not those records but someone they reference (the invoice's customer).
    ...(!someoneTheyReference &&
    !someoneElse &&
    (demonstrated.length > 0 ? demonstrated.every((e) => e === selEntity) : refersToSelection)
      ? {
          selectionSelf: {
            named: new Set(pq.tokens.map((t) => t.norm).filter((w) => vocab.entities.has(w))),
          },
        }
      : {}),
    idFormats: idFormats(input.candidates, vocab),
    vocab,
    entityWords,
    soleLanguage: soleQueryLanguage(data, vocab),
    // An identifier's prefix may abbreviate an entity only a parameter names (`pi_…` → `payment_intent`).
    idEntities: new Set([
      ...entityWords,
      ...data.flatMap((c) => paramInfos(c, vocab).flatMap((p) => (p.entity ? [p.entity] : []))),
    ]),
    declaredFields: new Set(
      data.flatMap((c) => [...declaredRecordShape(c).paths.keys()].flatMap((k) => identifierWords(k))),
    ),
    callerOwned: callerOwnedEntities(data, vocab),
    stateEntities: new Set(
      data.filter((c) => paramInfos(c, vocab).some(isStatusParam)).map((c) => singular(c.entity)),
    ),
    lookupShapes: lookupShapesOf(data, vocab),
    searchable: new Set(
      data
        .filter(
          (c) =>
            (c.operation === "search" || c.operation === "list") &&
            paramInfos(c, vocab).some((p) => p.freeText),
        )
        .map((c) => singular(c.entity)),
    ),
    enumTokens: new Set(
      data.flatMap((c) => paramInfos(c, vocab).flatMap((p) => enumMatches(p, pq)?.span.start ?? [])),
    ),
    enumEntities: enumEntitiesOf(data, vocab, pq),
    kindTokens: new Set(
      data.flatMap((c) => {
        const params = paramInfos(c, vocab);
        if (looksUpByText(params)) return [];
        return params.flatMap((p) =>
          selectsRecordKind(p, vocab.entities) ? (enumMatches(p, pq)?.span.start ?? []) : [],
        );
      }),
    ),
  };

  const evidence = evidenceAnswers(input);
  if (policy === "strong") {
    if (evidence)
      return plan("answer", "The knowledge-base evidence answers this policy question.", "kb_answer");
    // "what's the refund policy, and how many paid invoices does Amara have?": the documents are
    // searched for the policy part only — the data part's words would rank other documents first.
    const guidance = guidancePart(question, (part) =>
      tokenize(part).some((t) =>
        data.some((c) => singular(c.entity) === (aliases.get(singular(t.text)) ?? singular(t.text))),
      ),
    );
    if (kb && guidance)
      return kbPlan(kb, { ...scope, pq: parseQuestion(guidance, now, new Set(entityWords)) }, guidance);
    if (kb) return kbPlan(kb, scope, question);
  }

  // "their orders", "this order" with nothing selected: there is no referent to bind, so ask —
  // never widen the question to everyone's records.
  // "loans that are past their due date": a possessive after the records' own plural noun refers
  // back to them — it needs no referent from outside the question.
  const refersBack = (i: number) => {
    const pronoun = pq.tokens[i]?.lower;
    return (
      (pronoun === "their" || pronoun === "its") &&
      pq.tokens.slice(0, i).some((t) => entityWords.has(t.norm) && (pronoun === "its" || isPlural(t.lower)))
    );
  };
  const pointsAtSomeone =
    demonstrated.length > 0 || pq.tokens.some((t, i) => REFERENT_PRONOUNS.has(t.lower) && !refersBack(i));
  if (pointsAtSomeone && (sel?.rows.length ?? 0) === 0) {
    return plan(
      "clarify",
      "Which one do you mean? Select a row in a table first, or name it in your question.",
      "missing_input",
    );
  }

  const recent = new Set(input.recent?.at(-1)?.tools ?? []);
  const scored = data
    .map((cap) =>
      scoreCandidate(cap, bindCapability(cap, scope), {
        pq,
        soleLanguage: scope.soleLanguage,
        ...(titled ? { titled } : {}),
        candidates: usable,
        refersToSelection: scope.refersToSelection,
        selectionEntity: selEntity,
        ...(sel
          ? {
              selectionFields: new Set(
                sel.rows.slice(0, 1).flatMap((r) => Object.keys(r).flatMap((k) => identifierWords(k))),
              ),
            }
          : {}),
        recentTools: recent,
        vocab,
      }),
    )
    .sort((a, b) => b.score - a.score);
  const ranked = withDatedListerAsked(
    withPathTieToldApart(scored, vocab, pq),
    pq,
    vocab,
    (sel?.rows.length ?? 0) > 0,
  );
  // Even when `insufficient` was judged premature, only a tool this question is about may answer it:
  // a count of customers is never answered with another entity's count.
  const feasible = ranked.find((s) => s.feasible && s.relevant);
  const top = ranked.find((s) => s.relevant);
  // "who is Tom Park's manager's manager?", "other books by the author of book 101": references of a
  // found record, followed (./builtin/reference-hop.ts) — or asked about, never its own record shown.
  const hopped = referenceHopPlan(ranked, data, scope, input);
  if (hopped) return hopped;
  // "horror movies": a word before the records' noun a title search would take may be a listed genre.
  const listed = feasible ? listedValuePlan(feasible, ranked, usable, vocab, pq, input) : undefined;
  if (listed) return listed;
  // "how big is reports/q3.txt" where reading, describing and listing all take the path and nothing
  // else tells them apart: which one is asked, never the first of them presented as the answer.
  const samePath = feasible ? filePathTies(feasible, ranked, vocab) : [];
  if (feasible && samePath.length > 0)
    return {
      ...plan(
        "clarify",
        `Several tools take that path: ${[feasible, ...samePath].map((s) => s.cap.localName).join(", ")}. Which one do you want?`,
        "missing_input",
      ),
      ...choicesOf(ranked, input),
    };

  // "How do I…", "can I…": documents answer, unless the question anchors data (an id, a value a
  // tool takes, the selection, a name to look up): "can you show pending orders of C-1042" is data.
  // Loose words in a search text ("VAT") do not anchor: an id, a declared value or a lookup does.
  const textParams = new Set(
    feasible ? paramInfos(feasible.cap, vocab).flatMap((p) => (p.freeText ? [p.name] : [])) : [],
  );
  const anchored =
    feasible !== undefined &&
    (feasible.binding.fromQuestion.some((name) => !textParams.has(name)) ||
      feasible.binding.fromSelection.length > 0 ||
      // A full name or an identifier to look up anchors; one capitalized word ("VAT") does not.
      (feasible.chain !== undefined && (feasible.chain.named || /\d|@/.test(feasible.chain.query))));
  if (policy === "weak" && !anchored) {
    if (evidence) return plan("answer", "The knowledge-base evidence answers this question.", "kb_answer");
    if (kb) return kbPlan(kb, scope, question);
  }
  // A stated constraint the runnable tool cannot take, that another tool takes but for an input the
  // question lacks ("issues labelled bug in the web repo": `labels` needs `owner` + `repo`): ask
  // for that input, never search the constraint's words.
  const needy =
    feasible && feasible.binding.unexpressed.length > 0
      ? ranked.find(
          (s) =>
            s.relevant &&
            !s.feasible &&
            s.score >= MIN_FIT &&
            s.binding.fromQuestion.length > 0 &&
            feasible.binding.unexpressed.every((u) => !s.binding.unexpressed.includes(u)) &&
            singular(s.cap.entity) === singular(feasible.cap.entity),
        )
      : undefined;
  const asked = needy ?? top;
  if (
    asked &&
    !asked.feasible &&
    asked.score >= MIN_FIT &&
    (needy || !feasible || asked.score >= feasible.score + 2)
  ) {
    // "list the teams" where teams need an organization's slug only a routed lister gives: that
    // lister is called first (one found is used; several suspend for a pick; none says so).
    const discovered = discoveryChain(
      asked,
      usable,
      vocab,
      pq,
      scope.refersToSelection || demonstrated.length > 0,
    );
    if (discovered) return toolsPlan({ ...asked, chain: discovered, feasible: true }, input);
    // "what projects do we have?" where a project's sections (by its id) tie with the projects'
    // search (by a workspace one lister gives): of tools of the same records scored alike, the one
    // whose missing input is discovered answers — the other would ask for an input nobody needs.
    const twin = needy
      ? undefined
      : ranked
          .filter(
            (s) =>
              s !== asked &&
              s.relevant &&
              !s.feasible &&
              s.score === asked.score &&
              singular(s.cap.entity) === singular(asked.cap.entity),
          )
          .map((s) => ({
            s,
            chain: discoveryChain(s, usable, vocab, pq, scope.refersToSelection || demonstrated.length > 0),
          }))
          .find((x) => x.chain !== undefined);
    if (twin?.chain) return toolsPlan({ ...twin.s, chain: twin.chain, feasible: true }, input);
    // "Serie A top scorers": the code the tool needs, of records a lister lists, matched by the name said.
    const named = needy ? undefined : namedListedPlan(asked, usable, vocab, pq, input);
    if (named) return named;
    // What the person must say, in words: "Which object? Select one in a table, or give its ID." —
    // never a tool's or a parameter's name (`objectId`).
    const whose = referenceOf(asked, vocab) ?? asked.cap.entity;
    const missing = namesInWords(asked.binding.missingRequired, whose);
    return {
      ...plan("clarify", `Which ${whose}? Select one in a table, or give its ${missing}.`, "missing_input"),
      ...choicesOf(ranked, input),
    };
  }
  // "Aisha Fitzgerald's claims" where claims are filtered by a policyholder and by an adjuster: which
  // one she is is asked, with a lookup of each as a choice — never "cannot filter by" her.
  if (feasible?.chains && (feasible.score >= MIN_FIT || premature)) {
    // "how many claims has Samuel Adeyemi filed?": the verb (or a possessive) says which one.
    const told = personReferenceTold(feasible.chains, pq);
    if (told) return toolsPlan({ ...feasible, chain: told }, input);
    return whichLookup(feasible.chains[0]?.query ?? feasible.binding.residual, feasible.chains, input);
  }
  // "loan 5521's member": the identifier the owned entity's tool cannot take is the owner's key —
  // its record leads to the owned one (see `possessedChain`) before anything is asked.
  const ownerKey = pq.possessive?.id.text;
  if (ownerKey && feasible?.binding.unexpressed.includes(ownerKey)) {
    const possessed = possessedChain(ranked, data, scope);
    if (possessed) return toolsPlan(possessed, input);
  }
  // Never widen: a stated constraint the best tool cannot take is asked about, not dropped.
  if (feasible && feasible.binding.unexpressed.length > 0 && (feasible.score >= MIN_FIT || premature)) {
    // "my recent runs" where the recent activities' tool takes no kind and the history's takes it:
    // a tool of the same records that takes every word asked answers — the best scored loses
    // what it cannot take (its name's "recent" is the other's newest-first order).
    const whole = ranked.find(
      (s) =>
        s !== feasible &&
        s.feasible &&
        s.relevant &&
        !s.chain &&
        s.score >= MIN_FIT &&
        s.binding.unexpressed.length === 0 &&
        !s.binding.residual &&
        s.binding.fromQuestion.length > 0 &&
        singular(s.cap.entity) === singular(feasible.cap.entity) &&
        // Each word the better-named tool could not take is one this tool took: never one it
        // merely did not notice ("are done" is no filter of a search by text).
        feasible.binding.unexpressed.every((u) => {
          const at = pq.raw.toLowerCase().indexOf(u.toLowerCase());
          return at >= 0 && (s.binding.boundFrom ?? []).some((b) => b.start <= at && at < b.end);
        }),
    );
    if (whole) return toolsPlan(whole, input);
    const started = startedChoice(feasible, input);
    if (started) return started;
    const named = namedListedPlan(feasible, usable, vocab, pq, input);
    if (named) return named;
    // "high priority issues in Engineering": a name several references take by name — which, asked.
    const reading = namedReadingPlan(feasible, usable, vocab, pq, input);
    if (reading) return reading;
    // "what weight is on my profile?": what is asked of the asker's own record is no filter of it.
    const mine = sel?.rows.length ? undefined : ownRecordAsked(data, pq, entityWords, vocab);
    if (
      mine?.actions[0]?.tool === feasible.cap.id &&
      feasible.binding.unexpressed.every((u) => describedOfOwn(feasible.cap, u))
    )
      return mine;
    return {
      ...plan("clarify", cannotFilter(feasible.cap, feasible.binding.unexpressed, vocab), "cannot_filter"),
      ...choicesOf(ranked, input),
    };
  }
  // "which company?", "show the deals" with a contact selected: the person means the ones of the
  // selected rows — never every record of that kind. Bound from the selection only by the rows'
  // reference to the asked entity (a contact's `company_id` → its company) or by the selected
  // entity's own id (`contact_id` of a deals tool); nothing so related → ask.
  const kind =
    feasible && (feasible.score >= MIN_FIT || premature) ? bareOfAnotherKind(feasible, scope) : undefined;
  if (feasible && kind) {
    const related = data
      .map((cap) => {
        const rescope: BindScope = {
          ...scope,
          refersToSelection: true,
          selectionSelf: { named: new Set([kind]) },
        };
        return scoreCandidate(cap, bindCapability(cap, rescope), {
          pq,
          soleLanguage: rescope.soleLanguage,
          ...(titled ? { titled } : {}),
          candidates: usable,
          refersToSelection: true,
          selectionEntity: selEntity,
          recentTools: recent,
          vocab,
        });
      })
      .filter(
        (s) =>
          s.feasible &&
          s.relevant &&
          s.score >= MIN_FIT &&
          singular(s.cap.entity) === kind &&
          s.binding.fromSelection.length > 0 &&
          !s.chain &&
          s.binding.unexpressed.length === 0,
      )
      .sort((a, b) => b.score - a.score)[0];
    if (related) return toolsPlan(related, input);
    return {
      ...plan(
        "clarify",
        `Which ${kind}? Nothing in the selected ${selEntity} says which ${kind} it is related to. Name one, select one in a table, or ask for all ${plural(kind)}.`,
        "missing_input",
      ),
      ...choicesOf(ranked, input),
    };
  }
  // "which warehouse has the most of it?" with a product selected: "it" is the selected record — a
  // list of another kind that takes nothing of it would answer over all of them (every warehouse).
  // A tool taking the selected row's values answers; none → ask, never the whole list.
  if (
    feasible &&
    (feasible.score >= MIN_FIT || premature) &&
    scope.refersToSelection &&
    !scope.selectionReferenced &&
    demonstrated.length === 0 &&
    selEntity !== undefined &&
    singular(feasible.cap.entity) !== selEntity &&
    (feasible.cap.operation === "list" || feasible.cap.operation === "search") &&
    feasible.binding.fromSelection.length === 0 &&
    !feasible.chain
  ) {
    const taking = ranked.find(
      (s) =>
        s.feasible &&
        s.relevant &&
        s.score >= MIN_FIT &&
        s.binding.fromSelection.length > 0 &&
        !s.chain &&
        s.binding.unexpressed.length === 0,
    );
    if (taking) return toolsPlan(taking, input);
    return {
      ...plan(
        "clarify",
        `Nothing the ${plural(singular(feasible.cap.entity))} list takes says which of them concern the selected ${selEntity}. Name what to look up, or ask for all ${plural(singular(feasible.cap.entity))}.`,
        "missing_input",
      ),
      ...choicesOf(ranked, input),
    };
  }
  // "the status of the shipment" names one record without saying which: ask, never list them all.
  const unnamed =
    feasible && (feasible.score >= MIN_FIT || premature) ? pointsAtOneUnnamed(feasible, pq) : undefined;
  if (unnamed) {
    const entity = unnamed;
    return {
      ...plan(
        "clarify",
        `Which ${entity}? Give its identifier, or select one in a table first.`,
        "missing_input",
      ),
      ...choicesOf(ranked, input),
    };
  }
  // "find Dr. Okafor": a titled person searched by name among that role's records is one person —
  // several found suspend for a pick, never listed as the answer.
  if (
    titled &&
    feasible?.byName &&
    !feasible.chain &&
    titled.entities.has(singular(feasible.cap.entity)) &&
    Object.values(feasible.binding.args).includes(titled.name)
  ) {
    const composed = toolsPlan(feasible, input);
    if (composed.decision === "tools" && composed.actions.length === 1)
      return { ...composed, actions: composed.actions.map((a) => ({ ...a, expect: "one" as const })) };
  }
  // A bare name several entities could be searched by ("look up Ana Souza" with users and accounts): ask which.
  const namesakes = ranked.filter((s) => s.byName && s.feasible && s.score === feasible?.score);
  if (feasible?.byName && new Set(namesakes.map((s) => singular(s.cap.entity))).size > 1) {
    // "where does Giulia Marino live?" with customers and products searched by name: a full name as
    // the subject of a verb only people do is a person's — of one people entity among them, that one
    // is searched (expecting one: namesakes suspend for a pick). Several people entities, or another
    // kind that may be people too (one who does something: "instructors"): still asked.
    const named = new Set(namesakes.map((s) => singular(s.cap.entity)));
    const people = personSubject(pq.tokens, entityWords)
      ? namesakes.filter((s) => personLike(singular(s.cap.entity)))
      : [];
    const peopleKinds = new Set(people.map((s) => singular(s.cap.entity)));
    const things = [...named].filter((k) => !peopleKinds.has(k));
    if (peopleKinds.size === 1 && things.every((k) => !agentNoun(k))) {
      // The verb is no value: "live" read as `account_status: ACTIVE` would narrow the search to
      // what was never said. A declared value not written in the question is left out.
      const [best] = people;
      const said = new Set(pq.tokens.map((t) => t.lower));
      const unsaid = new Set(
        paramInfos(best.cap, vocab).flatMap((p) =>
          p.enumValues && !said.has(String(best.binding.args[p.name]).toLowerCase()) ? [p.name] : [],
        ),
      );
      const args = Object.fromEntries(Object.entries(best.binding.args).filter(([k]) => !unsaid.has(k)));
      const composed = toolsPlan({ ...best, binding: { ...best.binding, args } }, input);
      if (composed.decision === "tools" && composed.actions.length === 1)
        return { ...composed, actions: composed.actions.map((a) => ({ ...a, expect: "one" as const })) };
    }
    const kinds = [...new Set(namesakes.map((s) => plural(singular(s.cap.entity))))];
    return {
      ...plan(
        "clarify",
        `Search ${kinds.join(" or ")} for “${lookedUpName(pq, entityWords)}”? Pick one.`,
        "missing_input",
      ),
      ...choicesOf(namesakes, input),
    };
  }
  // "dropped enrollments of Priya Natarajan" where enrollments are found by student and by course:
  // a name that fitting lookups of different entities would resolve is asked about — never looked
  // up in whichever scored first.
  const lookups = ranked.filter((s) => s.feasible && s.relevant && s.chain && s.score >= MIN_FIT);
  const lookedUp = [...new Set(lookups.flatMap((s) => (s.chain ? [singular(s.chain.source.entity)] : [])))];
  // "what courses is Priya Natarajan enrolled in?": a person, and the verb names whose records.
  const kindTold = feasible?.chain && lookedUp.length > 1 ? lookupKindTold(lookups, pq) : undefined;
  if (kindTold) return toolsPlan(kindTold, input);
  const toolTold =
    feasible?.chain && lookedUp.length > 1 ? lookupNamedByTool(lookups, pq, entityWords) : undefined;
  if (toolTold) return toolsPlan(toolTold, input);
  if (feasible?.chain && lookedUp.length > 1)
    return whichLookup(
      feasible.chain.query,
      lookups.flatMap((s) => (s.chain ? [s.chain] : [])),
      input,
    );
  // "what is Sam Okoro working on?": the records the person named answers for, not the person.
  const charged =
    feasible?.byName && !feasible.chain
      ? responsibleFor(
          ranked,
          pq,
          fullNameWords(pq.tokens, entityWords) ?? firstNameWord(pq.tokens, entityWords),
        )
      : undefined;
  if (charged) return toolsPlan(charged, input);
  // "PO 10249's supplier": the owned record, through the one the identifier names.
  const possessed = possessedChain(ranked, data, scope);
  if (possessed) return toolsPlan(possessed, input);
  // "what does supplier 13 sell?": the record is the verb's subject, not the answer.
  const subject =
    feasible && (feasible.score >= MIN_FIT || premature) ? recordAsSubject(feasible, ranked, pq) : undefined;
  if (subject && "answer" in subject) return toolsPlan(subject.answer, input);
  if (subject)
    return { ...plan("clarify", subject.ask, "missing_input"), ...choicesOf(subject.among, input) };
  // "who approved claim CLM-1042?": a record that cannot say who did the deed is no answer to it —
  // asked again to try the routed tools (a premature "I can't"), the answer stays the same.
  const untold = feasible
    ? (deedUnrecorded(feasible, pq, data, vocab) ?? personUnrecorded(feasible, pq))
    : undefined;
  if (untold) return plan("insufficient", untold, "no_fit");
  // "movies like Inception": records like another, which no routed tool finds — never that one's title search.
  const unlike = likenessUnanswered(pq, usable);
  if (unlike) return plan("insufficient", unlike, "no_fit");
  // "who painted it?" with an artwork selected: a who-question about the selected record is never
  // answered by records that take nothing of it (every artwork in Paintings) — asked again, the same.
  if (
    feasible &&
    selEntity !== undefined &&
    refersToSelection &&
    demonstrated.length === 0 &&
    asksWho(question) &&
    ownVerb &&
    !feasible.chain &&
    feasible.binding.fromSelection.length === 0
  )
    return plan(
      "insufficient",
      `The tools I can use cannot say who ${ownVerb.lower} the selected ${selEntity}.`,
      "no_fit",
    );
  // "how many people have urgent issues?": the issues' count is not the people's — asked, never presented.
  const otherKind =
    feasible && (feasible.score >= MIN_FIT || premature)
      ? (countOfAnotherKind(feasible, pq, entityWords) ??
        recordsOfAnotherKind(
          feasible,
          pq,
          data.map((c) => singular(c.entity)),
        ))
      : undefined;
  if (otherKind) return { ...plan("clarify", otherKind, "cannot_filter"), ...choicesOf(ranked, input) };
  // "first payment on clm 1042" where payments are found by the claim's global id only: the claim
  // the identifier names is no answer about its payments — asked, never shown as though it were.
  const keyedOtherwise =
    feasible && !feasible.chain ? otherFormOfKey(feasible, ranked, pq, vocab) : undefined;
  if (keyedOtherwise)
    return { ...plan("clarify", keyedOtherwise, "cannot_filter"), ...choicesOf(ranked, input) };
  if (feasible && (feasible.score >= MIN_FIT || premature)) {
    const composed = toolsPlan(feasible, input);
    // "how much is in it?" of a selected account: see `amountOfSelected`.
    const unmeasured = sel?.rows.length
      ? amountOfSelected(feasible, composed, data, pq, sel, vocab)
      : undefined;
    if (unmeasured) return unmeasured;
    // "what is Rosa working on?": a first name where a person stands asks about one person — their
    // namesakes are a pick, never a list presented as the answer.
    const firstName = feasible.byName ? firstNameWord(pq.tokens, entityWords) : undefined;
    const one = (name: string | undefined) =>
      name !== undefined &&
      !feasible.chain &&
      composed.actions.length === 1 &&
      Object.values(feasible.binding.args).includes(name);
    // "when was Tom Hanks born?": a time asked of the one a search by name finds — see `timeOfNamed`.
    const timed =
      feasible.byName && !feasible.chain && composed.actions.length === 1
        ? timeOfNamed(feasible, ranked, pq, vocab, input)
        : undefined;
    if (timed) return timed;
    if (one(firstName))
      return {
        ...composed,
        reasonCode: "lookup_first",
        actions: composed.actions.map((a) => ({ ...a, expect: "one" as const })),
      };
    // "Sam Taylor's email", "what has Daniel Okafor raised?": a full name where a person stands asks
    // about one person too — the one found is the answer, namesakes suspend for a pick.
    // So does "email for Sam Patel": a contact field asked of a full name.
    if (
      one(
        feasible.byName
          ? (fullNameWords(pq.tokens, entityWords) ?? contactedName(pq.tokens, entityWords))
          : undefined,
      )
    )
      return { ...composed, actions: composed.actions.map((a) => ({ ...a, expect: "one" as const })) };
    // "look up attendee Maria Schmidt" of a tool reading any table (`tableName: Attendees`): one record
    // of the collection said in the singular, named — namesakes suspend for a pick, never a list.
    if (collectionSaidOnce(feasible, pq) && one(PROPER_NAME.exec(question)?.[0]))
      return { ...composed, actions: composed.actions.map((a) => ({ ...a, expect: "one" as const })) };
    // "any maintenance requests for this unit?" where requests are listed by property or tenant
    // only: a plan for the selected rows that carries none of them would answer over everyone's
    // records (the validator refuses it) — ask what it can be narrowed by instead.
    if (
      sel &&
      sel.rows.length > 0 &&
      composed.decision === "tools" &&
      composed.reasonCode !== "lookup_first" &&
      leavesSelectedRows(composed, question, sel.rows)
    ) {
      const asked = plural(singular(feasible.cap.entity));
      return {
        ...plan(
          "clarify",
          `I cannot narrow ${asked} to the selected ${singular(sel.entity)}: ${feasible.cap.localName} does not filter by it. Ask for all ${asked}, or narrow them by something it filters by.`,
          "cannot_filter",
        ),
        ...choicesOf(ranked, input),
      };
    }
    return composed;
  }
  // "monthly revenue", "revenue by city": money measured over records no word names.
  const measured = sel?.rows.length ? undefined : moneyMeasured(ranked, pq, entityWords, input);
  if (measured) return measured;
  const person = sel?.rows.length ? undefined : firstNamedLookup(data, pq, entityWords, vocab, input);
  if (person) return person;
  // "what's my FTP?": see `ownRecordAsked`.
  const ownRecord = sel?.rows.length ? undefined : ownRecordAsked(data, pq, entityWords, vocab);
  if (ownRecord) return ownRecord;
  // "list the open tasks" where the tools read one database's rows by its id: which one holds the
  // tasks is asked — never "nothing answers this", never another entity's list.
  const container = policy ? undefined : containerAsked(data, pq, vocab, toolWords(data), input.changeWords);
  if (container) return plan("clarify", containerQuestion(container), "missing_input");
  if (evidence)
    return plan("answer", "The knowledge-base evidence is the best available answer.", "kb_answer");
  if (kb && (policy || premature)) return kbPlan(kb, scope, question);

  const words = new Set(pq.tokens.map((t) => t.norm));
  const family = input.omittedFamilies?.find((f) =>
    identifierWords(f.family).some((w) => !["mcp", "api", "kb"].includes(w) && words.has(w)),
  );
  if (family)
    return {
      ...plan(
        "insufficient",
        `The question points at ${family.family}, which was not routed.`,
        "expand_family",
      ),
      expandFamily: family.family,
    };
  return plan("insufficient", "None of the routed tools fits this question.", "no_fit");
}

const PHRASE_END = new Set([
  "is",
  "was",
  "has",
  "have",
  "with",
  "for",
  "of",
  "to",
  "from",
  "on",
  "in",
  "at",
  "that",
  "which",
  "now",
]);

/**
 * The entity the missing inputs together refer to, when every one's description starts with the same
 * entity's word (`owner` "Repository owner" + `repo` "Repository name" → repository).
 */
function referenceOf(s: Scored, vocab: EntityVocabulary): string | undefined {
  const params = paramInfos(s.cap, vocab).filter((p) => s.binding.missingRequired.includes(p.name));
  // The entity its description opens with ("Repository owner"), else the one its name refers to
  // (`propertyId` of a unit list asks "which property?", not "which unit?").
  const heads = new Set(
    params.map((p) => {
      const d = typeof p.schema.description === "string" ? p.schema.description : "";
      const head = identifierWords(d.split(/\s+/)[0] ?? "")[0];
      return head && vocab.entities.has(head) ? head : p.entity;
    }),
  );
  const [head] = heads;
  return params.length > 0 && heads.size === 1 && head && vocab.entities.has(head) ? head : undefined;
}

/**
 * The entity a question asks about with nothing but its word, while rows of another entity are
 * selected and the question does not point at them ("which company?", "show the deals" with a
 * contact selected). Not when it asks for every one ("all companies", "how many deals are there").
 */
function bareOfAnotherKind(s: Scored, scope: BindScope): string | undefined {
  const { pq, selection: sel } = scope;
  if (!sel || sel.rows.length === 0 || scope.refersToSelection) return undefined;
  const kind = singular(s.cap.entity);
  const selected = singular(sel.entity);
  if (kind === selected || s.chain || s.binding.unexpressed.length > 0 || s.binding.residual)
    return undefined;
  // "how many orders are there?", "list our payouts": every one of the business's, not the selected rows'.
  if (pq.limit?.value === "all" || pq.tokens.some((t) => t.lower === "there" || BUSINESS_WORDS.has(t.lower)))
    return undefined;
  // "any denied claims?" with a policyholder selected: a declared value narrows the records as the
  // selected rows might — it says which state, not whose; still to ask.
  const shaping = new Set(
    paramInfos(s.cap).flatMap((p) => (p.limit || p.sort || p.paging || p.enumValues ? [p.name] : [])),
  );
  if (s.binding.fromQuestion.some((n) => !shaping.has(n)) || s.binding.fromSelection.length > 0)
    return undefined;
  // The question names the asked entity, and no entity but it and the selected one.
  const named = new Set(
    pq.tokens.map((t) => t.norm).filter((w) => scope.vocab.entities.has(w) || scope.entityWords.has(w)),
  );
  if (!named.has(kind) || [...named].some((e) => e !== kind && e !== selected)) return undefined;
  return kind;
}

/** A collection chosen by a plural value (`tableName: Attendees`) that the question names in the singular ("attendee"). */
function collectionSaidOnce(s: Scored, pq: ReturnType<typeof parseQuestion>): boolean {
  return paramInfos(s.cap).some((p) => {
    const value = s.binding.args[p.name];
    if (!p.enumValues || p.enumValues.length < 2 || !s.binding.fromQuestion.includes(p.name)) return false;
    if (typeof value !== "string") return false;
    const word = singular(value.toLowerCase());
    return word !== value.toLowerCase() && pq.tokens.some((t) => t.lower === word);
  });
}

/** "the shipment" (singular, definite) with a list tool and nothing that says which one: the word that names it. */
function pointsAtOneUnnamed(s: Scored, pq: ReturnType<typeof parseQuestion>): string | undefined {
  if (s.cap.operation !== "list" && s.cap.operation !== "search") return undefined;
  if (pq.intent.op === "list" || pq.intent.op === "count" || s.chain) return undefined;
  const b = s.binding;
  const shaping = new Set(paramInfos(s.cap).flatMap((p) => (p.limit || p.sort || p.paging ? [p.name] : [])));
  // "show me the attendee" to a tool that lists any table (`tableName: Attendees`): a collection
  // chosen by a plural noun among several, said in the singular, names one of its records as
  // surely as the tool's own entity word does.
  const collections = paramInfos(s.cap).flatMap((p) => {
    const value = b.args[p.name];
    if (!p.enumValues || p.enumValues.length < 2 || !b.fromQuestion.includes(p.name)) return [];
    if (typeof value !== "string") return [];
    const word = singular(value.toLowerCase());
    return word !== value.toLowerCase() ? [{ name: p.name, word }] : [];
  });
  const named = new Set([singular(s.cap.entity), ...collections.map((c) => c.word)]);
  if (b.fromSelection.length > 0) return undefined;
  if (b.fromQuestion.some((n) => !shaping.has(n) && !collections.some((c) => c.name === n))) return undefined;
  return pq.tokens.find((t, i) => {
    const next = pq.tokens[i + 1]?.lower;
    return (
      named.has(t.lower) &&
      /^(the|that)$/.test(pq.tokens[i - 1]?.lower ?? "") &&
      (next === undefined || PHRASE_END.has(next))
    );
  })?.lower;
}

/**
 * "monthly revenue", "spend per month", "revenue by city" (issue 14): a measure of money moving over
 * time (`moneyFlowAsked`) with no records named — a group after "by" only splits them — is measured
 * over the routed lists of dated records with an amount in a currency (`recordsCarryMoney`): the
 * one such entity is listed whole for the summary; several are asked about, never guessed.
 */
function moneyMeasured(
  ranked: readonly Scored[],
  pq: ReturnType<typeof parseQuestion>,
  entityWords: ReadonlySet<string>,
  input: PlannerInput,
): Plan | undefined {
  const ask = pq.grouping;
  if (!ask || !moneyFlowAsked(ask, pq.raw)) return undefined;
  const by = new Set(ask.by);
  if (pq.tokens.some((t) => entityWords.has(t.norm) && !by.has(t.norm))) return undefined;
  const lists = ranked.filter(
    (s) =>
      s.feasible &&
      !s.chain &&
      (s.cap.operation === "list" || s.cap.operation === "search") &&
      recordsCarryMoney(s.cap),
  );
  const kinds = [...new Set(lists.map((s) => singular(s.cap.entity)))];
  const [one] = lists;
  if (kinds.length === 1 && one) return toolsPlan(one, input);
  if (kinds.length < 2) return undefined;
  const firsts = kinds
    .map((k) => lists.find((s) => singular(s.cap.entity) === k))
    .filter((s) => s !== undefined);
  return {
    ...plan(
      "clarify",
      `Which records hold the amounts to add up: ${kinds.map((k) => plural(k)).join(" or ")}? Name one.`,
      "missing_input",
    ),
    ...choicesOf(
      firsts.map((s) => ({ ...s, relevant: true })),
      input,
    ),
  };
}

/**
 * Up to 3 single calls a clarify can offer as buttons: the relevant tools that could run now, with
 * the arguments they would take from the question (never a lookup chain: one click, one call).
 */
/**
 * The question names other records (`payment`) than the one its identifier names (a claim), a routed
 * tool of those records refers to that entity, and it could not take the identifier as written: a
 * question about them, not about the identified record. The reason to ask, or undefined.
 */
function otherFormOfKey(
  best: Scored,
  ranked: readonly Scored[],
  pq: ParsedQuestion,
  vocab: EntityVocabulary,
): string | undefined {
  const own = singular(best.cap.entity);
  const ids = best.binding.identified.map((n) => String(best.binding.args[n]));
  if (ids.length !== 1) return undefined;
  const [id] = ids as [string];
  const named = new Set(pq.tokens.map((t) => t.norm));
  const other = ranked.find(
    (s) =>
      singular(s.cap.entity) !== own &&
      named.has(singular(s.cap.entity)) &&
      paramInfos(s.cap, vocab).some((p) => p.entity === own && !Object.hasOwn(s.binding.args, p.name)) &&
      s.binding.unexpressed.some((u) => u.toLowerCase().includes(id.toLowerCase())),
  );
  if (!other) return undefined;
  const kind = plural(singular(other.cap.entity));
  return `${other.cap.localName} finds ${kind} by another form of the ${own}'s identifier than "${id}". Ask about ${own} ${id} itself, or name the ${own} as ${other.cap.localName} takes it.`;
}

/**
 * The other tools that tie with the one chosen only by taking the same file-system path from the
 * question (see `takesFilePath`): the same score, the path their one identifying argument.
 */
function filePathTies(chosen: Scored, ranked: readonly Scored[], vocab: EntityVocabulary): Scored[] {
  const pathOf = (s: Scored) => {
    const p = paramInfos(s.cap, vocab).find((x) => takesFilePath(x) && s.binding.identified.includes(x.name));
    return p ? JSON.stringify(s.binding.args[p.name]) : undefined;
  };
  const path = pathOf(chosen);
  if (path === undefined) return [];
  return ranked.filter(
    (s) => s !== chosen && s.feasible && s.relevant && s.score === chosen.score && pathOf(s) !== undefined,
  );
}

/**
 * "when was atlas/README.md created?", "what are the permissions on a.json", "file info for b.txt":
 * of the tools tied on one path, the one whose own name and description say every word of the
 * question that any of them says, and more of them than each other does, is the one asked — it
 * ranks first. The path's own words and the values the question states (dates, amounts, counts)
 * count for none; words none of them says leave the tie asked.
 */
function withPathTieToldApart(ranked: Scored[], vocab: EntityVocabulary, pq: ParsedQuestion): Scored[] {
  const chosen = ranked.find((s) => s.feasible && s.relevant);
  if (process.env.CRM_DEBUG)
    console.log(
      JSON.stringify(
        ranked.map((s) => [
          s.cap.localName,
          s.score,
          s.feasible,
          s.relevant,
          s.reasons,
          s.binding.args,
          s.binding.unexpressed,
        ]),
      ),
    );
  const all = chosen ? [chosen, ...filePathTies(chosen, ranked, vocab)] : [];
  // "reports/q3.txt": a path whose last part has an extension names a file — a tool whose own name
  // says it takes a directory (`directory_tree`), not a file, is no reading of it.
  const fileNamed = all.some((s) =>
    Object.values(s.binding.args).some((v) => typeof v === "string" && /[^/.]\.[a-z][a-z0-9]{0,5}$/i.test(v)),
  );
  const takesDirectory = (s: Scored) => {
    const own = identifierWords(s.cap.localName);
    return own.some((w) => DIRECTORY_NOUNS.has(w)) && !own.includes("file");
  };
  const tied = fileNamed && all.some((s) => !takesDirectory(s)) ? all.filter((s) => !takesDirectory(s)) : all;
  if (tied.length < 2)
    return tied.length === all.length
      ? ranked
      : toldApart(ranked, tied[0] as Scored, undefined, "a file's path");
  const wordsOf = (text: string) => termsOf(text).map((t) => t.word);
  const written = new Set(
    tied.flatMap((s) =>
      Object.values(s.binding.args).flatMap((v) => (typeof v === "string" ? wordsOf(v) : [])),
    ),
  );
  // A value the question states (a date, an amount, a count) is a condition, never what is asked.
  const raw = valueSpans(pq).reduce(
    (text, v) => text.slice(0, v.start) + " ".repeat(v.end - v.start) + text.slice(v.end),
    pq.raw,
  );
  const stated = [...new Set(wordsOf(raw).filter((w) => !written.has(w)))];
  // Of a file's path, the question's grammar names what it asks where its words do not: "how big"
  // asks a size, "when" a time.
  const timeAsked = fileNamed && pq.tokens.some((t) => t.lower === "when");
  const asked = [
    ...stated,
    ...(fileNamed && pq.tokens.some((t) => sizeWord(t, pq.tokens)) ? ["size"] : []),
    ...(timeAsked ? ["time"] : []),
  ];
  const says = tied.map((s) => {
    const own = wordsOf(`${s.cap.localName} ${s.cap.description}`);
    return { s, said: asked.filter((w) => own.some((o) => sameRoot(w, o))) };
  });
  // "show me notes/a.md", "open b.txt", "what does c.md say?": a verb asks for the file itself and
  // nothing more — its contents, read by the one tool whose name or first sentence says it returns
  // contents (a bare path says no verb: still asked).
  if (
    fileNamed &&
    pq.tokens.some((t) => READING_VERBS.has(t.lower) || REQUEST_VERBS.includes(t.lower)) &&
    stated.every((w) => QUESTION_OPENERS.has(w) || READING_VERBS.has(w)) &&
    asked.length === stated.length
  ) {
    // What the first sentence says up to a negation: "metadata …, without its content" returns none.
    const returns = (s: Scored) =>
      (sentences(s.cap.description ?? "")[0] ?? "").split(/\b(?:without|not|no|never|except)\b/i)[0];
    const readers = tied.filter((s) =>
      wordsOf(`${s.cap.localName} ${returns(s)}`).some((o) => sameRoot(o, "contents")),
    );
    const reader = readers.length === 1 ? readers[0] : undefined;
    // The verb asks for the contents ("open"): no condition the reader cannot take.
    const asking = (u: string) => wordsOf(u).every((w) => QUESTION_OPENERS.has(w) || READING_VERBS.has(w));
    if (reader)
      return toldApart(
        ranked,
        reader,
        reader.binding.unexpressed.filter((u) => !asking(u)),
        "the file's contents",
      );
  }
  const anySaid = new Set(says.flatMap((x) => x.said));
  const best = says.find(
    (x) => x.said.length === anySaid.size && says.every((y) => y === x || y.said.length < x.said.length),
  );
  if (!best) return ranked;
  // The words it says ask for what it returns ("permissions"): no condition it cannot take — the
  // score gives back what such words cost.
  // "when did someone last edit a.md": the words of the event whose time is asked are what is
  // asked too — a condition stated with a value (a name, a number) still is one.
  const unexpressed = best.s.binding.unexpressed.filter(
    (u) =>
      !wordsOf(u).every((w) => best.said.includes(w)) &&
      !(timeAsked && best.said.includes("time") && !/\p{Lu}|\d/u.test(u)),
  );
  return toldApart(ranked, best.s, unexpressed, `says "${best.said.join(" ")}"`);
}

/** Words that ask for a file's text itself: "open notes/a.md", "read b.txt", "what does c.md say". */
const READING_VERBS: ReadonlySet<string> = new Set(["open", "read", "say", "says"]);

/** `one` of the tied tools ranked first, the conditions it takes back no longer counted against it. */
function toldApart(ranked: Scored[], one: Scored, unexpressed: string[] | undefined, why: string): Scored[] {
  const kept = unexpressed ?? one.binding.unexpressed;
  const regained = UNTAKEN_COST * (one.binding.unexpressed.length - kept.length);
  const told = {
    ...one,
    binding: { ...one.binding, unexpressed: kept },
    score: one.score + 1 + regained,
    reasons: [...one.reasons, why],
  };
  return ranked.map((s) => (s === one ? told : s)).sort((a, b) => b.score - a.score);
}

function choicesOf(ranked: readonly Scored[], input: PlannerInput): Pick<Plan, "choices"> {
  const choices = ranked
    .filter((s) => s.feasible && s.relevant && !s.chain)
    .slice(0, 3)
    .map((s, i) => ({
      id: `c${i + 1}`,
      tool: s.cap.id,
      args: sendable(s.binding.args, s.cap, input),
      dependsOn: [],
      expect: expectFor(s.cap),
    }));
  return choices.length > 0 ? { choices } : {};
}

/**
 * "Is “Priya Natarajan” a student or a course?": a name that lookups of different entities would
 * resolve — asked which, with each lookup as a choice (one per source search), never guessed.
 */
function whichLookup(query: string, chains: readonly Chain[], input: PlannerInput): Plan {
  const kinds = [...new Set(chains.map((c) => singular(c.source.entity)))];
  const seen = new Set<string>();
  const choices = chains.flatMap((c) => {
    if (seen.has(c.source.id)) return [];
    seen.add(c.source.id);
    return [
      {
        id: `c${seen.size}`,
        tool: c.source.id,
        args: sendable({ [c.sourceParam]: c.query }, c.source, input),
        dependsOn: [],
        expect: expectFor(c.source),
      },
    ];
  });
  return {
    ...plan(
      "clarify",
      `Is “${query}” ${kinds.slice(0, -1).map(withArticle).join(", ")} or ${withArticle(kinds.at(-1) ?? "")}? Pick which to look up, or say it in the question.`,
      "missing_input",
    ),
    choices: choices.slice(0, 3),
  };
}

/**
 * "trips yesterday" where the tool dates trips by their start, and trips also have an end: whether
 * the start is meant is asked, with the start's reading as the one choice — the rest of the call
 * as bound ("classic bike trips yesterday" keeps the bike type), never the dates dropped.
 */
function startedChoice(s: Scored, input: PlannerInput): Plan | undefined {
  const reading = s.binding.startReading;
  if (!reading || s.binding.unexpressed.some((u) => u !== "date range")) return undefined;
  const things = plural(s.cap.entity);
  return {
    ...plan(
      "clarify",
      `The tools date ${things} by when they started, not by when they ran. Pick the choice for ${things} that started ${reading.said}, or say "started" in the question.`,
      "cannot_filter",
    ),
    choices: [
      {
        id: "c1",
        tool: s.cap.id,
        args: sendable({ ...s.binding.args, ...reading.args }, s.cap, input),
        dependsOn: [],
        expect: expectFor(s.cap),
      },
    ],
  };
}

/** "orders.search cannot filter by "over 2000 euros". It can filter orders by: status, date from, …" */
export function cannotFilter(cap: Capability, constraints: string[], vocab: EntityVocabulary): string {
  const filters = paramInfos(cap, vocab)
    .filter((p) => !p.limit && !p.paging && !p.sort)
    // A state's declared values are said with it: a state word it lacks is none of them.
    .map((p) =>
      isStatusParam(p) && p.enumValues && p.enumValues.length <= 12
        ? `${p.words.join(" ")} (${p.enumValues.join(", ")})`
        : p.words.join(" "),
    );
  // Two rules may leave the same words unexpressed ("FY25" as a span and as a residual): said once.
  const what = constraints
    .filter((c, i) => constraints.findIndex((d) => d.toLowerCase() === c.toLowerCase()) === i)
    .map((c) => `"${c}"`)
    .join(", ");
  const can = filters.length > 0 ? ` It can filter ${plural(cap.entity)} by: ${filters.join(", ")}.` : "";
  return `The available tools cannot filter by ${what}, and answering without it would show other ${plural(cap.entity)}.${can} Rephrase with one of those, or ask without that condition.`;
}

export function createBuiltinPlanner(options: BuiltinPlannerOptions = {}): Planner {
  const now = options.now ?? (() => new Date());
  return {
    kind: "builtin",
    async plan(input) {
      return { plan: planBuiltin(input, now()), tokens: 0, promptBytes: 0 };
    },
  };
}

/** The name or address a by-name lookup searches for: a full name, a first name, an email — as written. */
function lookedUpName(pq: ReturnType<typeof parseQuestion>, entityWords: ReadonlySet<string>): string {
  return (
    PROPER_NAME.exec(pq.raw)?.[0] ?? firstNameWord(pq.tokens, entityWords) ?? pq.emails[0]?.value ?? pq.raw
  );
}

/**
 * "who does Luca report to?", "what licences does Sofia have?": a first name where a person stands
 * (`firstNameWord`) that no tool could take together with the rest of the question. The one they
 * mean is found first, by the catalog's search by name — several matches suspend for a pick, never
 * the first; the host re-plans from the one found. Searches by name of several entities: ask which.
 */
function firstNamedLookup(
  data: readonly Capability[],
  pq: ReturnType<typeof parseQuestion>,
  entityWords: ReadonlySet<string>,
  vocab: EntityVocabulary,
  input: PlannerInput,
): Plan | undefined {
  const name = firstNameWord(pq.tokens, entityWords);
  // The subject of a verb ("does Luca report"), not a possessive: "Acme's stock price" names no person.
  if (!name || pq.tokens.some((t) => t.text !== name && t.text.startsWith(name))) return undefined;
  const searches = data.flatMap((cap) => {
    if (cap.operation !== "search" && cap.operation !== "list") return [];
    const params = paramInfos(cap, vocab);
    // A capitalized word may as well be a title ("when was Dune released?"): a search by title is a lookup too.
    const text = params.find((p) => searchesNames(p, cap.description) || searchesTitles(p, cap.description));
    const required = params.filter((p) => p.required && p.name !== text?.name);
    return text && required.length === 0 ? [{ cap, param: text.name }] : [];
  });
  const lookups = spokenOf(searches, data, pq, name, vocab);
  if (!lookups) return undefined;
  const action = (l: (typeof lookups)[number], id = "a1"): PlanAction => ({
    id,
    tool: l.cap.id,
    args: sendable({ [l.param]: name }, l.cap, input),
    dependsOn: [],
    expect: "one",
  });
  const kinds = [...new Set(lookups.map((l) => plural(singular(l.cap.entity))))];
  // "what year was Titanic released?" once a title search's records are known: a field of the record
  // found by its title is what is asked — the found record answers (several found: a pick).
  const titled = kinds.length === 1 && lookups.length === 1 ? lookups[0] : undefined;
  const asked = titled ? titledFieldAsked(titled.cap, titled.param, pq, name, vocab) : undefined;
  if (titled && asked)
    return plan("tools", `${titled.cap.localName}: the ${asked} of ${name}`, "titled_field", [
      action(titled),
    ]);
  if (kinds.length === 1)
    return plan("tools", `${lookups[0].cap.localName}: find ${name} first`, "lookup_first", [
      action(lookups[0]),
    ]);
  if (kinds.length === 0) return undefined;
  return {
    ...plan("clarify", `Search ${kinds.join(" or ")} for “${name}”? Pick one.`, "missing_input"),
    choices: lookups.slice(0, 3).map((l, i) => action(l, `c${i + 1}`)),
  };
}

/**
 * "when was Dune released?", "who does Luca report to?": the other words of the question say which
 * kind of record the one name is — a word of what the tools of one kind take (`primary_release_year`,
 * `reports_to`). The lookups of the kinds so spoken of; all of them when none is; undefined when the
 * words speak only of a kind no lookup finds (the name is then no person's to guess).
 */
function spokenOf<T extends { cap: Capability }>(
  lookups: readonly T[],
  data: readonly Capability[],
  pq: ReturnType<typeof parseQuestion>,
  name: string,
  vocab: EntityVocabulary,
): readonly T[] | undefined {
  const words = pq.tokens
    .filter((t) => t.text !== name && t.lower.length >= 4 && !GENERIC.has(t.lower))
    .map((t) => t.lower);
  const kindWords = new Map<string, Set<string>>();
  for (const cap of data)
    for (const p of paramInfos(cap, vocab)) {
      if (p.paging || p.limit || p.freeText || p.sort) continue;
      const kind = singular(cap.entity);
      const set = kindWords.get(kind) ?? new Set<string>();
      for (const w of p.words) if (w.length >= 4 && !GENERIC.has(w)) set.add(w);
      kindWords.set(kind, set);
    }
  const spoken = new Set(
    [...kindWords].filter(([, ws]) => words.some((w) => [...ws].some((f) => sameRoot(f, w)))).map(([k]) => k),
  );
  if (spoken.size === 0) return lookups;
  const kept = lookups.filter((l) => spoken.has(singular(l.cap.entity)));
  return kept.length > 0 ? kept : undefined;
}

/**
 * "how much is in it?" with an account selected: an amount asked with no word of what is measured.
 * The selected record read again answers it only when its fields carry a number (the selected row's,
 * or its known record shape's) — otherwise the record would be presented as the amount. What is
 * measured is then asked, naming the routed kinds that take the selected record's key (its balances,
 * its transactions), never one of them guessed.
 */
function amountOfSelected(
  reread: Scored,
  composed: Plan,
  data: readonly Capability[],
  pq: ParsedQuestion,
  sel: PlannerSelection,
  vocab: EntityVocabulary,
): Plan | undefined {
  if (!/\bhow\s+much\s+(?:is|are|was|were|does|do|did|has|have)\b/i.test(pq.raw)) return undefined;
  const own = singular(sel.entity);
  if (composed.actions.length !== 1 || reread.binding.fromSelection.length === 0) return undefined;
  if (reread.cap.operation !== "get" && reread.cap.operation !== "detail") return undefined;
  if (singular(reread.cap.entity) !== own) return undefined;
  const numeric = (v: unknown) => typeof v === "number";
  if (sel.rows.some((r) => Object.values(r).some(numeric))) return undefined;
  if (recordFields(reread.cap).some((f) => f.type === "number" || f.type === "integer")) return undefined;
  const keys = new Set(reread.binding.fromSelection);
  const kinds = [
    ...new Set(
      data
        .filter(
          (c) =>
            c.id !== reread.cap.id &&
            singular(c.entity) !== own &&
            paramInfos(c, vocab).some((p) => keys.has(p.name)),
        )
        .map((c) => plural(singular(c.entity))),
    ),
  ];
  if (kinds.length === 0)
    return plan("insufficient", `The selected ${own}'s record carries no amount to answer this.`, "no_fit");
  return plan(
    "clarify",
    `How much of what? For the selected ${own} I can look up its ${kinds.join(" or ")}. Say which.`,
    "missing_input",
  );
}

/**
 * "when was Tom Hanks born?", "what year was the Leander Club founded?": a time asked of the one
 * record a search by name finds. The records found answer it only when a field of theirs names the
 * event the question's words name ("born" → `birthday`); otherwise the search is no answer — the
 * rows found would be presented as one. Asked in the passive ("was … born", an event of the record
 * itself), the detail read of the same kind by the found record's key says more: the search feeds
 * it (`lookup_first` while the search's shape is unknown). Otherwise, or with no such read routed,
 * the one found is looked up first and the host re-plans from what it returns (found on the way,
 * never the answer). Undefined when no time is asked, or the found records answer it.
 */
function timeOfNamed(
  search: Scored,
  ranked: readonly Scored[],
  pq: ParsedQuestion,
  vocab: EntityVocabulary,
  input: PlannerInput,
): Plan | undefined {
  if (!asksTime(pq.raw)) return undefined;
  const bound = new Set(
    Object.values(search.binding.args)
      .filter((v): v is string => typeof v === "string")
      .flatMap((v) => v.toLowerCase().split(/\s+/)),
  );
  const words = pq.tokens
    .filter((t) => !bound.has(t.lower) && t.lower.length >= 4 && !GENERIC.has(t.lower))
    .flatMap((t) => [t.lower, ...(EVENT_NOUNS[t.lower] ? [EVENT_NOUNS[t.lower]] : [])]);
  const fields = recordFields(search.cap);
  const answers = fields.some((f) =>
    identifierWords(f.key).some((w) => w.length >= 4 && !GENERIC.has(w) && words.some((x) => sameRoot(w, x))),
  );
  if (answers) return undefined;
  const passive = pq.tokens.some((t) => t.lower === "was" || t.lower === "were");
  const detail = passive ? detailOfFound(search, ranked, vocab) : undefined;
  if (detail) return toolsPlan(detail, input);
  const composed = toolsPlan(search, input);
  return {
    ...composed,
    reasonCode: "lookup_first",
    actions: composed.actions.map((a) => ({ ...a, expect: "one" as const })),
  };
}

/**
 * The routed detail read of the records a search by name finds (`get_keeper(keeper_id)` beside
 * `search_keepers(query)`): its one required input is their own key, fed by the one found (the
 * search's identity field; unknown while the search's shape is — `toolsPlan` looks up first then).
 */
function detailOfFound(
  search: Scored,
  ranked: readonly Scored[],
  vocab: EntityVocabulary,
): Scored | undefined {
  const kind = singular(search.cap.entity);
  const [sourceParam, query] =
    Object.entries(search.binding.args).find((e): e is [string, string] => typeof e[1] === "string") ?? [];
  if (sourceParam === undefined || query === undefined) return undefined;
  const declared = declaredRecordShape(search.cap).paths;
  const path = [...search.cap.identityFields, "id"].find((f) => declared.has(f));
  for (const s of ranked) {
    if (s.cap.operation !== "get" && s.cap.operation !== "detail") continue;
    if (s.cap.sourceId !== search.cap.sourceId || singular(s.cap.entity) !== kind) continue;
    const [missing, ...more] = s.binding.missingRequired;
    if (missing === undefined || more.length > 0) continue;
    const param = paramInfos(s.cap, vocab).find((p) => p.name === missing);
    if (!param || param.entity !== kind) continue;
    const chain: Chain = { source: search.cap, sourceParam, param, path, query, named: true };
    const reasons = [`finds ${kind} by "${query}" first, then reads its details`];
    return { ...s, chain, feasible: true, reasons };
  }
  return undefined;
}

/** A field of the records a search by title finds that the question's other words name (`release_date` for "released"). */
function titledFieldAsked(
  cap: Capability,
  param: string,
  pq: ReturnType<typeof parseQuestion>,
  name: string,
  vocab: EntityVocabulary,
): string | undefined {
  const p = paramInfos(cap, vocab).find((x) => x.name === param);
  if (!p || !searchesTitles(p, cap.description)) return undefined;
  const words = pq.tokens
    .filter((t) => t.text !== name && t.lower.length >= 4 && !GENERIC.has(t.lower))
    .map((t) => t.lower);
  const fields = recordFields(cap).filter((f) => fieldRole(f.key) !== "identifier");
  const field = fields.find((f) =>
    identifierWords(f.key).some((w) => w.length >= 4 && !GENERIC.has(w) && words.some((x) => sameRoot(w, x))),
  );
  if (field) return field.key;
  // "what year did Inception come out?", "when was it made?": a time asked of records with one date.
  if (!asksTime(pq.raw)) return undefined;
  const dates = fields.filter(
    (f) => f.type === "date" || identifierWords(f.key).some((w) => DATE_FIELD_WORDS.has(w)),
  );
  return dates.length === 1 ? dates[0]?.key : undefined;
}

/**
 * "what do I have today", "anything on tomorrow?", "what did I have last week": a question that names
 * no kind of record — only dates — asks for the records of the one routed lister that takes those
 * dates and everything else it needs, when no routed tool is named by the question. Never when
 * another tool takes the same dates (which records would be a guess), when words are left over that
 * no parameter took, or when the lister needs an input the question lacks.
 */
/** Words that ask for an amount over records (`AGGREGATE_WORDS`' own and their synonyms). */
const MEASURE_ASKED: ReadonlySet<string> = new Set([...Object.values(AGGREGATE_WORDS), "sum", "avg", "mean"]);

function withDatedListerAsked(
  ranked: Scored[],
  pq: ParsedQuestion,
  vocab: EntityVocabulary,
  selected: boolean,
): Scored[] {
  // With rows selected, dates alone may be said of them ("anything else that week?"): not this reading.
  if (!pq.dates || selected || ranked.some((s) => s.relevant)) return ranked;
  // "yesterday and today", "every Monday": a second date, or a day that recurs, is more than the one
  // range read — never listed as that range alone.
  const { start, end } = pq.dates;
  const rest = `${pq.raw.slice(0, start)} ${" ".repeat(end - start)}${pq.raw.slice(end)}`;
  if (extractDateRange(rest, new Date(`${pq.today}T00:00:00Z`))) return ranked;
  if (/\b(?:every|each)\s+(?:other\s+)?$/i.test(pq.raw.slice(0, start))) return ranked;
  // "how much have we paid out in total this year?": an amount over the range, never its records listed.
  if (/\bhow much\b/i.test(pq.raw) || pq.tokens.some((t) => MEASURE_ASKED.has(t.lower))) return ranked;
  const dated = ranked.filter((s) => {
    const dates = new Set(paramInfos(s.cap, vocab).flatMap((p) => (p.date ? [p.name] : [])));
    return (
      s.binding.unexpressed.length === 0 &&
      s.binding.residual.trim() === "" &&
      s.binding.fromQuestion.some((n) => dates.has(n)) &&
      s.binding.fromQuestion.every((n) => dates.has(n))
    );
  });
  const runnable = dated.filter((s) => s.feasible);
  const [one] = runnable;
  if (runnable.length !== 1 || !one || (one.cap.operation !== "list" && one.cap.operation !== "search"))
    return ranked;
  // A lister dating its records by more than one event (arrivals and departures) leaves which one
  // the dates are of to the question's words: dates alone say none of them.
  const dates = paramInfos(one.cap, vocab).filter((p) => p.date);
  if (new Set(dates.map((p) => dateSubject(p.words))).size > 1) return ranked;
  return ranked.map((s) => (s === one ? { ...s, relevant: true } : s));
}
