/**
 * Never widen, never substitute (DESIGN.md §3 Plans), as a validator rule that holds in every mode,
 * so a model's plan is held to it as the builtin's is. A constraint the question states — an
 * identifier, an email, quoted text, an amount, a date, a value one of the routed tools declares
 * (a status, a category) — must reach some call's arguments. A plan that would run without it
 * would present a wider result as the answer; it gets an issue (and its one correction), and the
 * planner's honest alternative is `clarify`. Plans that only search the knowledge base, and
 * decisions other than `tools`, state no data filter and are not checked.
 */
import type { Capability } from "@/lib/capabilities/types";
import { shiftDay } from "@/lib/semantics/calendar";
import { inMinorUnits } from "@/lib/semantics/fields";
import { looksLikeIdentifier } from "@/lib/semantics/names";
import { codeOfInitial, paramInfos } from "@/lib/semantics/params";
import { dateBoundTerms, searchSyntax, termText, windowDays, writeTerms } from "@/lib/semantics/query-syntax";
import { declaredOrder } from "@/lib/semantics/results";
import { TIME_STATES } from "@/lib/semantics/synonym-table";
import { identifierWords, isPlural } from "@/lib/semantics/words";
import {
  enumChoice,
  flagWords,
  madeVerb,
  opensParamName,
  ownVerbOfSubject,
  prefixedDates,
  saysFlagWord,
} from "./builtin/bind";
import { comingMonth } from "./builtin/dates";
import { comparisonForms, namingSpans, parseQuestion, valueSpans } from "./builtin/question";
import { insideAny, isWordingIn, placedOne, selectedFieldSpans, singular, tokenize } from "./builtin/text";
import { askedOfEvery } from "./builtin/universal";
import type { Plan, ValidationIssue } from "./types";
import { looksUpFirstOnly } from "./validate-entity";
import type { SelectionShape } from "./validate-refs";

interface Constraint {
  text: string;
  carried: (values: unknown[]) => boolean;
  /** An identifier the question states. */
  id?: boolean;
  /** A declared value (a state, a category) the question states. */
  value?: boolean;
  /**
   * The records a value's one word names: its plural (`offer` of "offers", `deals` of a choice of
   * record kinds), or the word before an identifier ("contact 55"): a call of those records carries
   * it by being that call.
   */
  records?: string;
}

const norm = (v: string) => v.toLowerCase().replace(/[\s_-]+/g, "");

function argValues(plan: Plan): unknown[] {
  const out: unknown[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      // A reference carries a value the host resolves; it cannot carry a literal of the question.
      if (!("$from" in v)) Object.values(v).forEach(walk);
    } else out.push(v);
  };
  for (const a of plan.actions) walk(a.args);
  return out;
}

/** `created_at:>=2025-09-24 total_price:>200`: what a search language's terms compare with. */
const comparedIn = (values: unknown[]) =>
  values.flatMap((v) =>
    typeof v === "string"
      ? [...v.matchAll(/(?<![\w@./:-])[A-Za-z][\w.]*:(?:>=|<=|>|<)([^\s"]+)/g)].map((m) => m[1] ?? "")
      : [],
  );

const hasText = (values: unknown[], text: string) =>
  values.some(
    (v) => (typeof v === "string" || typeof v === "number") && norm(String(v)).includes(norm(text)),
  );

/** The constraints a question states, judged against the routed tools (their enums and id formats). */
export function statedConstraints(
  question: string,
  routed: readonly Capability[],
  now: Date,
  selectedRows: readonly Record<string, unknown>[] = [],
): Constraint[] {
  const entities = new Set(routed.map((c) => singular(c.entity)));
  const pq = parseQuestion(question, now, entities);
  // "what's his phone number?": a field of the selected record asked for is no value stated.
  // "merge requests": a word a tool's name puts before its records' noun names them, as the planner reads it.
  pq.naming = [
    ...(pq.naming ?? []),
    ...namingSpans(pq.tokens, routed),
    ...selectedFieldSpans(pq.tokens, selectedRows, entities),
  ];
  const out: Constraint[] = [];
  // A money bound in minor units carries "over 1,000 euros" as 100000; a Unix-time bound carries a
  // date as the seconds (or milliseconds) of that day.
  const infos = routed.filter((c) => c.sourceKind !== "kb").flatMap((c) => paramInfos(c));
  const minor = infos.some((p) => p.minorUnits);
  const epoch = infos.some((p) => p.epoch);
  const epochDay = (v: number) => {
    const ms = v >= 1e11 ? v : v * 1000;
    return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : "";
  };
  for (const e of pq.emails) out.push({ text: e.value, carried: (vs) => hasText(vs, e.value) });
  if (pq.emailDomain) {
    const domain = pq.emailDomain.value;
    out.push({
      text: question.slice(pq.emailDomain.start, pq.emailDomain.end),
      carried: (vs) => hasText(vs, domain.split(".")[0] ?? domain),
    });
  }
  for (const q of pq.quoted) out.push({ text: q.value, carried: (vs) => hasText(vs, q.value) });
  for (const id of pq.ids) {
    if (!looksLikeIdentifier(id.text)) continue;
    // "P1" beside a coded `priority`: carried as that number.
    const codes = infos.flatMap((p) => codeOfInitial(p, id.text) ?? []);
    // "V1" written as a comparison language's clause of the field its letter begins (`vigor=1`).
    const coded = /^([A-Za-z])(\d+)$/.exec(id.text);
    const clause = coded
      ? new RegExp(`(?<![\\w.])${coded[1]}[\\w.]*\\s*(?:==?|:|\\s+eq\\s+)\\s*["']?${coded[2]}(?!\\d)`, "i")
      : undefined;
    out.push({
      text: id.text,
      id: true,
      carried: (vs) =>
        hasText(vs, id.text) ||
        // "A320s": a code ending in a digit, in the plural, is carried by the code (./builtin/bind).
        (/\ds$/i.test(id.text) && hasText(vs, id.text.slice(0, -1))) ||
        vs.some((v) => codes.includes(v as number)) ||
        (clause !== undefined && vs.some((v) => typeof v === "string" && clause.test(v))),
    });
  }
  for (const a of pq.amounts) {
    const n = a.value.value;
    const cents = minor ? inMinorUnits(n, a.value.unit) : undefined;
    // "more than 5 bikes" is carried by the inclusive whole bound 6 too, "over 2 hours" by 120 minutes.
    const forms = comparisonForms(a.value);
    out.push({
      text: question.slice(a.start, a.end),
      carried: (vs) =>
        vs.some(
          (v) =>
            v === n ||
            (typeof v === "string" && Number(v) === n) ||
            (cents !== undefined && v === cents) ||
            (typeof v === "number" && forms.includes(v)),
        ) || comparedIn(vs).some((v) => Number(v) === n),
    });
  }
  if (pq.dates) {
    const { from, to } = pq.dates;
    const text = question.slice(pq.dates.start, pq.dates.end);
    // A year bound (`published_before: 1950`) carries the range by its year, or the next one out
    // when the bound leaves its own year out.
    // "leases ending in November": the coming November is that month too (the binder reads it so
    // when a present participle names the event).
    const coming = comingMonth({ from, to }, text, pq.today);
    const years = [from, to].flatMap((d) => {
      const y = d ? Number(d.slice(0, 4)) : Number.NaN;
      return Number.isFinite(y) ? [y - 1, y, y + 1] : [];
    });
    // `date: ["ge2025-09-01", "lt2025-10-01"]`: the range written with the comparison prefixes a
    // date parameter documents, as the binder writes it.
    const prefixed = new Set(
      infos.flatMap((p) =>
        [prefixedDates(p, from, to), coming ? prefixedDates(p, coming.from, coming.to) : undefined].flat(),
      ),
    );
    const exclusive = infos.some((p) => p.exclusiveDay);
    // "future sprints" of a tool that takes no date: the state its word of time names carries it.
    const timeRow = TIME_STATES.find((r) => r.said.includes(text.trim().toLowerCase()));
    // "the last 7 days" written as a window back from now (`created >= -7d`): the days it counts.
    const rolling =
      pq.dates.rolling && from && to === pq.today
        ? Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
        : undefined;
    // `after:2025/09/30 before:2025/10/01`: the range as a search language's date-bound keys write it.
    const bounded = routed.flatMap((cap) => {
      const documented = cap.sourceKind === "kb" ? undefined : searchSyntax(paramInfos(cap), cap.description);
      if (!documented) return [];
      return [dateBoundTerms(documented.syntax, from, to), dateBoundTerms(documented.syntax, from, undefined)]
        .flatMap((ts) => ts ?? [])
        .map((t) => termText(t, documented.syntax));
    });
    out.push({
      text,
      carried: (vs) =>
        vs.some((v) => typeof v === "string" && bounded.some((b) => v.includes(b))) ||
        vs.some(
          (v) =>
            (typeof v === "string" &&
              ([from, to, coming?.from, coming?.to].some((d) => d !== undefined && v.startsWith(d)) ||
                // A bound that leaves its own day out (`updatedAfter` "after this date") carries the
                // range by the day next to its edge.
                (exclusive && from !== undefined && v === shiftDay(from, -1)) ||
                prefixed.has(v) ||
                timeRow?.values.includes(v.toLowerCase()) === true ||
                (rolling !== undefined && windowDays(v).includes(rolling)))) ||
            (typeof v === "number" && Number.isInteger(v) && years.includes(v)) ||
            (epoch &&
              typeof v === "number" &&
              v > 1e8 &&
              [from, to, coming?.from, coming?.to].some((d) => d !== undefined && epochDay(v) === d)),
        ) ||
        comparedIn(vs).some((v) => [from, to].some((d) => d !== undefined && v === d)),
    });
  }
  // One wording may be a different value of each tool ("cancelled": a subscription's `canceled`, an
  // invoice's `void`): it is carried by any of them.
  const byText = new Map<string, Set<string>>();
  // "issues mlopez opened": a word a search syntax's term reads as its wording (`author:mlopez`) is
  // carried by that term, whatever value another tool's enum would read in it (`state: open`).
  const terms = routed.flatMap((cap) => {
    const documented = cap.sourceKind === "kb" ? undefined : searchSyntax(paramInfos(cap), cap.description);
    const spans = valueSpans(pq);
    return documented
      ? writeTerms(documented.syntax, {
          tokens: pq.tokens,
          paths: pq.paths,
          taken: (t) => insideAny(t, spans),
          wording: isWordingIn(pq.tokens),
          made: madeVerb,
        }).map((t) => ({ ...t, text: termText(t, documented.syntax) }))
      : [];
  });
  const wordingOf = new Map<string, string[]>();
  const identified = new Set<string>();
  for (const cap of routed) {
    if (cap.sourceKind === "kb") continue;
    for (const p of paramInfos(cap)) {
      const m = p.enumValues ? enumChoice(p, pq) : undefined;
      // "are all of Sam's tickets done?": the value asked of every record is read in the list (./builtin/universal).
      // "how many submissions has Priya Natarajan submitted?": the records' own verb after a person
      // named as its subject says what that person did, no state (./builtin/bind).
      if (
        !m ||
        m.included ||
        askedOfEvery(m.span, pq.tokens) ||
        ownVerbOfSubject(m.span, pq, singular(cap.entity), entities) ||
        // "samples received by AN-204" of `received_by`: that parameter's name, not a state (./builtin/bind).
        opensParamName(m.span, pq.tokens, paramInfos(cap), p)
      )
        continue;
      const end = Math.max(m.span.end, ...m.also.map((a) => a.end));
      const text = question.slice(m.span.start, end);
      byText.set(text, (byText.get(text) ?? new Set<string>()).add(m.value));
      // "contact 55": the word names the record the identifier after it identifies.
      if (/^\s+#?[\w-]*\d/.test(question.slice(end))) identified.add(text);
      // "open defects" written `is:open`: a term whose value is the word said carries it too.
      const said = question.slice(m.span.start, end).toLowerCase();
      const term = terms.find(
        (t) =>
          t.start <= m.span.start &&
          end <= t.end &&
          (!said.includes(t.value.toLowerCase()) || said === t.value.toLowerCase()),
      );
      if (term) wordingOf.set(text, [...(wordingOf.get(text) ?? []), term.text]);
    }
  }
  for (const [text, values] of byText) {
    const word = text.toLowerCase();
    // "contact 55" beside `toObjectType: contacts`: the word an identifier follows names the record
    // it identifies; a record kind's plural ("deals over 50k") names the records a call of them
    // lists — the binder lets it through only beside a state or an amount it took.
    const records =
      /^\p{L}+$/u.test(word) && (isPlural(word) || identified.has(text)) && entities.has(singular(word))
        ? singular(word)
        : undefined;
    out.push({
      text,
      value: true,
      ...(records ? { records } : {}),
      carried: (vs) =>
        [...values].some((value) => hasText(vs, value)) ||
        (wordingOf.get(text) ?? []).some((term) => hasText(vs, term)),
    });
  }
  return out;
}

/** "their orders", "this customer", "the same customer", "the selected ones": the question is about the selection. */
/** "what tickets does she have?", "how many won deals do they have?": a person's pronoun too. */
const POINTS_AT_SELECTION =
  /\b(their|theirs|them|they|his|her|its|this|these|selected|selection|same|she|he|him)\b/i;

/**
 * A plan for a question about the selected rows ("any requests for this unit?") whose calls carry
 * none of them: it would answer over everyone's records. The validator refuses it; a planner asks.
 */
export function leavesSelectedRows(
  plan: Plan,
  question: string,
  rows: readonly Readonly<Record<string, unknown>>[],
  declared: ReadonlySet<string> = new Set(),
): boolean {
  return POINTS_AT_SELECTION.test(question) && !usesSelection(plan, rows, declared);
}

/**
 * A call carries the selected rows by a value of theirs — not by a declared value (a state, `open`)
 * the row happens to have too: "any other unpaid invoices from them?" filtered by `status: open`
 * alone is everyone's open invoices.
 */
function usesSelection(
  plan: Plan,
  rows: readonly Readonly<Record<string, unknown>>[],
  declared: ReadonlySet<string>,
): boolean {
  // A value nested in a row (`assignee.id`) is the row's as much as a top-level one.
  const scalars = (v: unknown, depth = 0): unknown[] =>
    v && typeof v === "object" && depth < 6
      ? Object.values(v).flatMap((x) => scalars(x, depth + 1))
      : typeof v === "string" || typeof v === "number"
        ? [v]
        : [];
  const rowValues = new Set(rows.flatMap((row) => scalars(row)).filter((v) => !declared.has(String(v))));
  const walk = (v: unknown): boolean =>
    Array.isArray(v)
      ? v.some(walk)
      : v && typeof v === "object"
        ? (v as { $from?: unknown }).$from === "selection" || Object.values(v).some(walk)
        : rowValues.has(v as string);
  return plan.actions.some((a) => walk(a.args));
}

/** An argument by its parameter's name: a flat key (`filter[author]`, `date.gte`) or a nested one (`orderBy.field`). */
function argAt(args: Record<string, unknown>, name: string): unknown {
  if (args[name] !== undefined && args[name] !== null) return args[name];
  let at: unknown = args;
  for (const part of name.split("."))
    at = at && typeof at === "object" ? (at as Record<string, unknown>)[part] : undefined;
  return at ?? undefined;
}

/**
 * "which members joined first?", "list our customers, newest first": an order the question states
 * (./builtin/question `sort`) is a constraint too. A call of a tool that declares a choice of that
 * order (`sort: -joined-on`, `sort_field: CREATED_AT` with `sort_order: DESC`) and passes none of
 * its order parameters would present its own order as the one asked — unless the tool says it lists
 * in that order anyway ("newest first"). The parameters that could carry it, for the message.
 */
function droppedOrder(
  plan: Plan,
  question: string,
  byId: ReadonlyMap<string, Capability>,
  now: Date,
): { text: string; params: string[] } | undefined {
  const pq = parseQuestion(question, now, new Set([...byId.values()].map((c) => singular(c.entity))));
  const want = pq.sort?.value;
  if (!pq.sort || !want) return undefined;
  const params: string[] = [];
  let carried = false;
  for (const a of plan.actions) {
    const cap = byId.get(a.tool);
    if (!cap || cap.sourceKind === "kb") continue;
    const infos = paramInfos(cap);
    // The orders the tool lists or shows as its choices (`_sort`: "date, _lastUpdated; prefix - for
    // descending"): a field of the records merely written in a free sort string's syntax is an
    // order the host may give itself.
    const fitting = infos.flatMap((p) =>
      (p.sort ?? [])
        .filter(
          (o) =>
            !o.fromRecords &&
            o.dir === want.dir &&
            (want.words
              ? identifierWords(o.value).some((w) => want.words?.includes(w))
              : o.field === want.field),
        )
        .map((o) => ({ p, o })),
    );
    if (fitting.length === 0) continue;
    const declared = declaredOrder(cap.description);
    if (declared && declared.field === want.field && declared.dir === want.dir) return undefined;
    const names = new Set(
      fitting.flatMap(({ p, o }) => [p.name, ...(o.direction ? [o.direction.name] : [])]),
    );
    if ([...names].some((n) => argAt(a.args ?? {}, n) !== undefined)) carried = true;
    params.push(...[...names].filter((n) => !params.includes(n)));
  }
  if (carried || params.length === 0) return undefined;
  return { text: question.slice(pq.sort.start, pq.sort.end), params };
}

export function checkConstraints(
  plan: Plan,
  question: string,
  routed: readonly Capability[],
  now: Date,
  selection?: SelectionShape,
): ValidationIssue[] {
  if (plan.decision !== "tools" || plan.actions.length === 0) return [];
  // "the second one's purchases" with several rows selected: the question of that row alone ("its
  // purchases"), held to that row — as the builtin planner plans it.
  const selected = selection?.rows ?? (selection?.row ? [selection.row] : []);
  const placed = selection && selected.length > 1 ? placedOne(question) : undefined;
  const row = placed ? selected[placed.place] : undefined;
  if (selection && placed && row)
    return checkConstraints(plan, placed.pointed, routed, now, { ...selection, row, rows: [row] });
  // A lookup run first because its result shape is unknown is never presented as the answer; the
  // plan made again from what it returns carries — or is held to — every stated constraint.
  if (looksUpFirstOnly(plan)) return [];
  const byId = new Map(routed.map((c) => [c.id, c]));
  if (plan.actions.every((a) => byId.get(a.tool)?.sourceKind === "kb")) return [];
  const values = argValues(plan);
  const constraints = statedConstraints(
    question,
    routed,
    now,
    selection?.rows ?? (selection?.row ? [selection.row] : []),
  );
  // A question about the selected rows never runs over everyone's records.
  if (selection && POINTS_AT_SELECTION.test(question)) {
    constraints.push({
      text: "the selected rows",
      carried: () =>
        !leavesSelectedRows(
          plan,
          question,
          selection.rows ?? (selection.row ? [selection.row] : []),
          new Set(
            routed.flatMap((c) =>
              c.sourceKind === "kb" ? [] : paramInfos(c).flatMap((p) => p.enumValues ?? []),
            ),
          ),
        ),
    });
  }
  // "is policy POL-2023-00417 still active?": calls that each fetch one record by an identifier the
  // question states answer whether that record has the value — the value is asked about, not a filter.
  // Records of another entity named ("units in PR-103 that aren't occupied") are asked for instead.
  const ids = constraints.filter((c) => c.id);
  const entities = new Set(routed.map((c) => singular(c.entity)));
  const named = new Set(
    (question.toLowerCase().match(/\p{L}+/gu) ?? []).map((w) => singular(w)).filter((w) => entities.has(w)),
  );
  const oneRecord =
    ids.length > 0 &&
    plan.actions.every((a) => {
      const cap = byId.get(a.tool);
      const carried = argValues({ ...plan, actions: [a] });
      return (
        (cap?.operation === "get" || cap?.operation === "detail") &&
        [...named].every((e) => e === singular(cap.entity)) &&
        ids.some((c) => c.carried(carried))
      );
    });
  // "offers made for job 12": the plural naming the records a call lists is carried by that call.
  const listed = new Set(plan.actions.map((a) => singular(byId.get(a.tool)?.entity ?? "")));
  // "stations with e-bikes" by `hasEbikes: true`, beside trips' declared `bikeType: ebike`: a value
  // another tool declares is carried by a call's yes/no flag whose words the same text writes.
  const flags = plan.actions.flatMap((a) => {
    const cap = byId.get(a.tool);
    if (!cap || cap.sourceKind === "kb") return [];
    return paramInfos(cap)
      .filter((p) => p.schema.type === "boolean" && typeof a.args?.[p.name] === "boolean")
      .map((p) => flagWords(p).words);
  });
  const flagged = (text: string) => {
    const tokens = tokenize(text);
    return flags.some((ws) => ws.length > 0 && ws.every((w) => tokens.some((t) => saysFlagWord(t, w))));
  };
  const order = droppedOrder(plan, question, byId, now);
  const orderIssue: ValidationIssue[] = order
    ? [
        {
          code: "widened",
          path: "actions",
          message: `the question states an order ("${order.text}") but no call passes it: pass it to ${order.params.join(" / ")}, or clarify the order the tools can list in`,
        },
      ]
    : [];
  return constraints
    .filter((c) => !(oneRecord && c.value))
    .filter((c) => !(c.records && listed.has(c.records)))
    .filter((c) => !(c.value && flagged(c.text)))
    .filter((c) => !c.carried(values))
    .map(
      (c): ValidationIssue => ({
        code: "widened",
        path: "actions",
        message: `the question states "${c.text}" but no call carries it: pass it to a parameter that filters by it, look it up first, or clarify what the tools can filter by`,
      }),
    )
    .concat(orderIssue);
}
