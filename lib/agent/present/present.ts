import { toolErrorAnswer } from "@/lib/errors";
import type { ActionResult, Evidence, JsonRecord } from "@/lib/execution";
import { detectIntent } from "@/lib/planning/builtin/intent";
import { type ParsedQuestion, parseQuestion } from "@/lib/planning/builtin/question";
import { fieldRole, orderField, rankedField } from "@/lib/semantics/fields";
import { flatArgs, identityField, paramInfos, type SortOption } from "@/lib/semantics/params";
import { declaredOrder } from "@/lib/semantics/results";
import { singular } from "@/lib/semantics/words";
import { deriveColumns, humanize, minorFieldsOf } from "./columns";
import { kbPart } from "./kb";
import {
  askedFields,
  capitalize,
  cardLabel,
  count,
  criteriaOf,
  describeCount,
  hostArgsOf,
  loadedClause,
  pluralOf,
  subjectLabel,
  withEntity,
} from "./prose";
import { summaryOf } from "./summary";
import type {
  ArtifactDraft,
  ArtifactPurpose,
  Column,
  MessagePartDraft,
  Presentation,
  PresentOptions,
} from "./types";

const DEFAULT_MAX_ROWS = 10_000;

/**
 * One row of numbers only (`[{ count: 5 }]`, `[{ total: 1200, average: 40 }]`: an aggregate a query
 * returned) said as its numbers — "count 5" — or undefined for anything else.
 */
function numbersOnly(records: readonly JsonRecord[]): string | undefined {
  const [row] = records;
  if (records.length !== 1 || !row) return undefined;
  const entries = Object.entries(row);
  if (entries.length === 0 || entries.length > 4 || !entries.every(([, v]) => typeof v === "number"))
    return undefined;
  return entries.map(([k, v]) => `${humanize(k).toLowerCase()} ${count(v as number)}`).join(", ");
}

/**
 * Turns executed results into message parts and artifact drafts. Pure: the caller persists the
 * drafts (rows stored once, server-side) and maps `draftId` to the stored artifact id.
 * - a collection → one table artifact; several matches where one was needed → `pick-one`;
 * - a single record (or the one match of an `expect: 'one'` step) → a record card, even when a
 *   selection exists; a record that only fed a later step is named in that step's prose instead;
 * - knowledge-base passages → text with citations;
 * - prose states counts and what is shown, never the rows.
 */
export function present(results: readonly ActionResult[], options: PresentOptions): Presentation {
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const fedLaterSteps = new Set(results.map((r) => r.subject?.actionId).filter((id) => id !== undefined));
  const identityOf = (actionId: string) =>
    identityOfResult(results.find((r) => r.actionId === actionId)) ?? ["id"];
  const subjectOf = (result: ActionResult) =>
    result.subject
      ? subjectLabel(result.subject.record, result.subject.entity, identityOf(result.subject.actionId))
      : undefined;

  // The question read once per set of records it is read about (an order asked, a grouping asked).
  const readings = new Map<string, ParsedQuestion>();
  const now = new Date();
  const reading = (records: ReadonlySet<string>) => {
    const key = [...records].join("\n");
    let pq = readings.get(key);
    if (!pq) {
      pq = parseQuestion(options.question, now, records);
      readings.set(key, pq);
    }
    return pq;
  };

  const artifacts: ArtifactDraft[] = [];
  const drafts = new Map<string, ArtifactDraft>();
  for (const result of results) {
    if (result.capability.sourceKind === "kb" || result.kind !== "collection" || result.records.length === 0)
      continue;
    if (result.status !== "ambiguous" && result.chosen) continue;
    const purpose = result.status === "ambiguous" ? "pick-one" : "browse";
    const draft = tableDraft(result, subjectOf(result), options.snapshotHash, maxRows, purpose);
    artifacts.push(draft);
    drafts.set(result.actionId, draft);
  }
  // "our biggest invoices", "the 5 oldest trips": the rows in the order asked, when the tool could not give it.
  const ordered = new Map<string, HostOrder>();
  for (const result of results) {
    const draft = drafts.get(result.actionId);
    const order =
      draft?.purpose === "browse"
        ? hostOrder(options.question, result, draft, reading(new Set([singular(result.capability.entity)])))
        : undefined;
    if (draft && order) ordered.set(result.actionId, order);
  }
  const tableRef = (draft: ArtifactDraft) =>
    artifacts.length > 1 ? `the “${draft.title}” table` : "the table";

  // "orders by status": the last listed collection is shown grouped (the one the question is about).
  // A "by" that ranks ("the 3 oldest vehicles by model year") is no grouping (the question's reading).
  const records = new Set(results.map((r) => singular(r.capability.entity)));
  const grouping = reading(records).grouping;
  const summarised = grouping ? artifacts.filter((a) => a.purpose === "browse").at(-1) : undefined;
  const summary = grouping && summarised ? summaryOf(grouping, summarised) : undefined;
  if (summarised && summary?.view) summarised.view = summary.view;

  const sentences: string[] = [];
  const shown: MessagePartDraft[] = [];
  const countAsked = detectIntent(options.question).op === "count";
  for (const result of results) {
    const entity = result.capability.entity;
    const subject = subjectOf(result);
    const criteria = criteriaOf(
      argsOf(result),
      result.subject?.record,
      hostArgsOf(result.capability, result.loading),
      entity,
      paramInfos(result.capability),
    );
    const draft = drafts.get(result.actionId);

    if (result.capability.sourceKind === "kb") {
      shown.push(kbPart(result, options.question));
    } else if (draft) {
      shown.push(artifactPart(draft));
      const reported = draft.totalCount ?? draft.rowCount;
      const what = describeCount(reported, entity, criteria);
      const found = subject ? `${subject} has` : "Found";
      const loading = result.loading;
      const top = topOf(result, draft);
      const order = ordered.get(result.actionId);
      if (draft.purpose === "pick-one" && result.sources && result.sources.names.length > 1)
        sentences.push(
          `Found ${what} in ${count(result.sources.names.length)} sources (${result.sources.names.join(", ")}). Pick one in ${tableRef(draft)} to continue; its first column says where each comes from.`,
        );
      else if (draft.purpose === "pick-one")
        sentences.push(`Found ${what}. Pick one in ${tableRef(draft)} to continue.`);
      else if (numbersOnly(result.records))
        // `[{ count: 5 }]` from a query: the numbers are the answer, never "1 item".
        sentences.push(`The result: ${numbersOnly(result.records)}.`);
      else if (order && !subject) {
        // Ordered here: say by what, and over which rows (all of them, or only those loaded).
        const noun = `${criteria.adjective}${pluralOf(entity)}${criteria.filters}`;
        const n = order.top !== undefined ? `${count(draft.rowCount)} ` : "";
        const over = loading?.stoppedBy
          ? `, among the ${count(order.over)} loaded (of ${loading.total === undefined ? "more" : count(loading.total)})`
          : order.top !== undefined && order.over > draft.rowCount
            ? ` (of ${count(order.over)})`
            : "";
        const way = order.by === "other" ? `, ${order.dir === "desc" ? "descending" : "ascending"}` : "";
        sentences.push(
          `The ${n}${order.cue ?? ORDER_WORDS[order.by]?.[order.dir] ?? ""}${noun} by ${humanize(order.key).toLowerCase()}${way}${over}, listed in ${tableRef(draft)}.`,
        );
      } else if (countAsked && !top) {
        // "How many customers are there?" answered from a list: the number first, the rows beside it.
        const verb = reported === 1 ? "is" : "are";
        sentences.push(subject ? `${subject} has ${what}.` : `There ${verb} ${what}.`);
        if (reported > draft.rowCount)
          sentences.push(`${capitalize(loadedNote(draft.rowCount, tableRef(draft)))}.`);
      } else if (top && !subject) {
        // "the last 5 orders": say which rows these are, not that the table is cut short.
        const noun = `${criteria.adjective}${pluralOf(entity)}${criteria.filters}`;
        const ofAll = reported > draft.rowCount ? ` (of ${count(reported)})` : "";
        const n = count(draft.rowCount);
        const which = top.order
          ? `The ${n} ${top.order}${noun}`
          : top.by
            ? `The ${n} ${noun} ${top.by}`
            : `The first ${n} ${noun}, in the source's order`;
        sentences.push(`${which}${ofAll}, listed in ${tableRef(draft)}.`);
      } else if (loading?.stoppedBy) {
        // A capped collection says exactly what was loaded and why.
        const atLeast = loading.total === undefined ? "at least " : "";
        sentences.push(`${found} ${atLeast}${what}.`);
        sentences.push(`${capitalize(loadedClause(loading, draft.rowCount, tableRef(draft)))}.`);
      } else if (loading && loading.pages > 1 && reported <= draft.rowCount)
        sentences.push(`${found} ${what}, all loaded in ${tableRef(draft)}${orderNote(result)}.`);
      else {
        sentences.push(`${found} ${what}, listed in ${tableRef(draft)}${orderNote(result)}.`);
        if (reported > draft.rowCount) sentences.push(`The table shows the first ${count(draft.rowCount)}.`);
        else if (draft.truncated)
          sentences.push(`The result was cut short; the table shows the first ${count(draft.rowCount)}.`);
      }
      if (draft === summarised && summary) sentences.push(summary.sentence);
    } else if (result.chosen) {
      if (fedLaterSteps.has(result.actionId)) continue;
      const countValue = result.chosen.count;
      if (result.capability.operation === "count" && typeof countValue === "number") {
        const what = describeCount(countValue, entity, criteria);
        sentences.push(
          subject ? `${subject} has ${what}.` : `There ${countValue === 1 ? "is" : "are"} ${what}.`,
        );
        continue;
      }
      const label = cardLabel(result.chosen, identityOfResult(result) ?? [], entity);
      const title = label ? withEntity(entity, label, true) : capitalize(entity);
      shown.push({
        type: "record-card",
        entity,
        title,
        record: result.chosen,
        sourceTool: result.tool,
        // The money fields in minor units, each by its own schema and values (`minorFieldsOf`).
        ...minorFieldsPart(result.capability, result.chosen),
      });
      sentences.push(label ? `Here is ${withEntity(entity, label)}.` : `Here is the ${entity}.`);
      // "what's her email?": the field asked, said from the record shown (never money in minor units).
      const asked = askedFields(
        options.question,
        result.chosen,
        entity,
        new Set([...(identityOfResult(result) ?? []), ...minorFieldsOf(result.capability, result.chosen)]),
      );
      if (asked) sentences.push(`${asked}.`);
    } else if (subject) {
      sentences.push(`${subject} has no ${criteria.adjective}${pluralOf(entity)}${criteria.filters}.`);
    } else {
      const noun = result.expect === "one" ? entity : pluralOf(entity);
      sentences.push(`No ${criteria.adjective}${noun}${criteria.match}${criteria.filters} found.`);
    }
  }

  const errors = errorParts(options.evidence ?? []);
  const parts: MessagePartDraft[] = [];
  if (sentences.length > 0) parts.push({ type: "text", text: sentences.join(" ") });
  parts.push(...shown, ...errors);
  if (parts.length === 0) parts.push({ type: "text", text: "No data was returned." });
  return { parts, artifacts };
}

/** A table over several sources shows first where each row comes from. */
function sourceFirst(columns: Column[], field: string | undefined): Column[] {
  if (field === undefined) return columns;
  const source: Column = columns.find((c) => c.key === field) ?? {
    key: field,
    label: humanize(field),
    type: "string",
    declared: false,
  };
  return [source, ...columns.filter((c) => c.key !== field)];
}

function tableDraft(
  result: ActionResult,
  subject: string | undefined,
  snapshotHash: string,
  maxRows: number,
  purpose: ArtifactPurpose,
): ArtifactDraft {
  const rows = result.records.slice(0, maxRows);
  const criteria = criteriaOf(
    argsOf(result),
    result.subject?.record,
    hostArgsOf(result.capability, result.loading),
    result.capability.entity,
    paramInfos(result.capability),
  );
  const plural = `${criteria.adjective}${pluralOf(result.capability.entity)}`;
  const title = capitalize(
    subject ? `${plural} of ${subject}${criteria.filters}` : `${plural}${criteria.match}${criteria.filters}`,
  );
  const draft: ArtifactDraft = {
    draftId: `draft:${result.actionId}`,
    kind: "table",
    actionId: result.actionId,
    entity: result.capability.entity,
    title,
    sourceTool: result.tool,
    args: result.args,
    columns: sourceFirst(
      deriveColumns(result.capability, result.collectionPath, rows),
      result.sources?.field,
    ),
    identityFields: identityOfResult(result) ?? [],
    rows,
    rowCount: rows.length,
    // A top-N the person asked for ("the last 5 orders") is complete at N rows, not cut short.
    truncated: (result.truncated && !topOf(result, undefined)) || rows.length < result.records.length,
    snapshotHash,
    purpose,
  };
  const total = Math.max(result.total ?? 0, result.records.length);
  if (total > rows.length) draft.totalCount = total;
  return draft;
}

/**
 * The declared identity, else the records' own identifier by the one rule (`ticket_id` of tickets,
 * `memberRef` of members): a tool that declares nothing still gets rows labelled by their id.
 */
function identityOfResult(result: ActionResult | undefined): string[] | undefined {
  if (!result) return undefined;
  if (result.capability.identityFields.length > 0) return [...result.capability.identityFields];
  const first = result.records[0] ?? result.chosen;
  const found = first ? identityField(Object.keys(first), result.capability.entity) : undefined;
  return found ? [found] : [];
}

const ORDER_WORDS: Record<string, Record<string, string>> = {
  date: { desc: "most recent ", asc: "oldest " },
  amount: { desc: "biggest ", asc: "smallest " },
};

/**
 * A top-N the person asked for: a limit they set (not a page size the host chose) and the order it
 * was taken in, read from the tool's sort parameter ("date_desc" → most recent).
 */
function topOf(
  result: ActionResult,
  draft: ArtifactDraft | undefined,
): { order: string; by?: string } | undefined {
  const infos = paramInfos(result.capability);
  const host = new Set(result.loading?.hostArgs ?? []);
  const args = argsOf(result);
  const limit = infos.find((p) => p.limit && typeof args[p.name] === "number" && !host.has(p.name));
  const cut = draft !== undefined && firstOfToolOrder.has(draft);
  if ((!limit && !cut) || (!cut && (result.loading?.pages ?? 1) > 1)) return undefined;
  const option = sentOrder(result);
  const cue = draft ? firstOfToolOrder.get(draft)?.cue : undefined;
  const order = cue ? `${cue} ` : option ? (ORDER_WORDS[option.field]?.[option.dir] ?? "") : "";
  // An order by another field the tool sorted by ("odometerKm,desc"): said with that field.
  const by =
    !order && option?.key
      ? `by ${humanize(option.key).toLowerCase()}, ${option.dir === "desc" ? "descending" : "ascending"}`
      : undefined;
  return { order, by };
}

/** The order the call asked the tool for, read from its sort parameter ("date_desc", "odometerKm,desc"). */
function sentOrder(result: ActionResult): SortOption | undefined {
  const args = argsOf(result);
  const sortParam = paramInfos(result.capability).find((p) => p.sort && args[p.name] !== undefined);
  // A list-valued order (`$orderby: ["Cost desc"]`) is its one value.
  const sent = sortParam ? args[sortParam.name] : undefined;
  const value = Array.isArray(sent) && sent.length === 1 ? sent[0] : sent;
  // A direction sent beside the field (`orderBy: { field, direction }`) picks that field's option of the same direction.
  return sortParam?.sort?.find(
    (o) => o.value === value && (!o.direction || sameValue(args[o.direction.name], o.direction.value)),
  );
}
const sameValue = (a: unknown, b: unknown) =>
  a === b || (typeof a === "string" && typeof b === "string" && a.toLowerCase() === b.toLowerCase());

/**
 * How the rows of a whole list the tool sorted are ordered, said after where they are listed:
 * ", most recent first", ", by odometer km, descending"; "" when the call asked no order.
 */
function orderNote(result: ActionResult): string {
  const option = sentOrder(result);
  if (!option) return "";
  const word = ORDER_WORDS[option.field]?.[option.dir];
  if (word) return `, ${word}first`;
  return option.key
    ? `, by ${humanize(option.key).toLowerCase()}, ${option.dir === "desc" ? "descending" : "ascending"}`
    : "";
}

/** Drafts cut to the first N of the order the tool itself applied ("the 5 cheapest flats", no count parameter). */
const firstOfToolOrder = new WeakMap<ArtifactDraft, { cue?: string }>();

/** A result's arguments by parameter name, grouped fields read back out of their object. */
const argsOf = (result: ActionResult) => flatArgs(result.args, paramInfos(result.capability));

interface HostOrder {
  /** `other`: a field the question names ("highest mileage", "sorted by model year"). */
  by: "date" | "amount" | "other";
  dir: "asc" | "desc";
  key: string;
  /** The N of a top-N the person asked for. */
  top?: number;
  /** Rows ordered (before a top-N kept the first N). */
  over: number;
  /** How the question named the order, when it is said back as written. */
  cue?: string;
}

/**
 * Orders a listed collection's rows as the question asks ("biggest", "oldest", "the last 5") when
 * the tool did not (no sort argument, no declared order that is this one), by the one field the
 * order is by (lib/semantics/fields orderField), and keeps the first N of a top-N. Mutates the draft.
 */
function hostOrder(
  question: string,
  result: ActionResult,
  draft: ArtifactDraft,
  pq: ParsedQuestion,
): HostOrder | undefined {
  const infos = paramInfos(result.capability);
  const args = argsOf(result);
  const sorted = infos.some((p) => p.sort && args[p.name] !== undefined);
  if (sorted) {
    // "the 5 cheapest flats" from a tool that sorted but takes no count: its first N are those.
    const top = typeof pq.limit?.value === "number" ? pq.limit.value : undefined;
    const limited = infos.some((p) => p.limit && args[p.name] !== undefined);
    if (top !== undefined && !limited && top < draft.rows.length) {
      draft.rows = draft.rows.slice(0, top);
      draft.rowCount = top;
      // The N asked for are the whole answer: the table does not call itself cut short.
      draft.truncated = false;
      // Said in the person's own word for the order ("cheapest"), not the field's kind.
      const cue = pq.sort ? question.slice(pq.sort.start, pq.sort.end).toLowerCase() : undefined;
      firstOfToolOrder.set(draft, { cue });
    }
    return undefined;
  }
  // A ranking by a field the question names: the field the planner ranked by (the same rule),
  // when the tool took no order.
  const ranking = pq.ranking?.value;
  const ranked = ranking
    ? rankedField(
        // Years are shown as text; they still rank as numbers.
        draft.columns.map((c) => ({
          key: c.key,
          type: fieldRole(c.key, { values: draft.rows.map((r) => r[c.key]) }) === "year" ? undefined : c.type,
        })),
        ranking.words,
        ranking.numeric,
      )
    : undefined;
  if (ranking && ranked) return ordered(pq, draft, ranked, "other", ranking.dir);
  if (ranking?.explicit) return undefined;
  const want = pq.sort?.value;
  // An order by a measure ("heaviest") is the tool's to apply: the host orders by dates and amounts only.
  if (!want || want.field === "other") return undefined;
  const declared = declaredOrder(result.capability.description);
  if (declared?.field === want.field && declared.dir === want.dir) return undefined;
  const key = orderField(
    draft.columns.map((c) => ({
      key: c.key,
      date: c.format === "date" || c.format === "date-time",
      money: c.format === "money",
    })),
    want.field,
    result.capability.entity,
  );
  if (!key) return undefined;
  // The person's own word for an amount order ("most expensive", "biggest"); dates read the same.
  const cue =
    want.field === "amount" && pq.sort
      ? `${question.slice(pq.sort.start, pq.sort.end).toLowerCase()} `
      : undefined;
  return ordered(pq, draft, key, want.field, want.dir, cue);
}

/** Orders the draft's rows by `key` and keeps the first N of a top-N. Mutates the draft. */
function ordered(
  pq: ReturnType<typeof parseQuestion>,
  draft: ArtifactDraft,
  key: string,
  by: HostOrder["by"],
  dir: "asc" | "desc",
  cue?: string,
): HostOrder {
  const value = (r: JsonRecord) => r[key];
  // Amounts written as strings ("12500.00") order as numbers, never as text ("9000.00" > "12500.00").
  const rank = (v: unknown) =>
    typeof v === "number"
      ? v
      : typeof v === "string"
        ? /^-?\d+(?:\.\d+)?$/.test(v.trim())
          ? Number(v)
          : v
        : undefined;
  const over = draft.rows.length;
  draft.rows = [...draft.rows].sort((a, b) => {
    const x = rank(value(a));
    const y = rank(value(b));
    if (x === undefined || y === undefined) return x === undefined ? (y === undefined ? 0 : 1) : -1;
    const c = x < y ? -1 : x > y ? 1 : 0;
    return dir === "asc" ? c : -c;
  });
  const top = typeof pq.limit?.value === "number" ? pq.limit.value : undefined;
  if (top !== undefined && top < draft.rows.length) {
    draft.rows = draft.rows.slice(0, top);
    draft.rowCount = top;
  }
  return { by, dir, key, top, over, cue };
}

const loadedNote = (rows: number, table: string) => `${table} shows ${count(rows)} of them`;

function artifactPart(draft: ArtifactDraft): MessagePartDraft {
  const { draftId, entity, title, rowCount, truncated, purpose, view } = draft;
  return {
    type: "artifact",
    artifactId: draftId,
    entity,
    title,
    rowCount,
    truncated,
    purpose,
    ...(view ? { view } : {}),
  };
}

function errorParts(evidence: readonly Evidence[]): MessagePartDraft[] {
  const seen = new Set<string>();
  const parts: MessagePartDraft[] = [];
  for (const item of evidence) {
    if ((item.status !== "error" && item.status !== "refused") || !item.error || seen.has(item.error.code))
      continue;
    seen.add(item.error.code);
    // One vocabulary (lib/errors.ts): connector details stay in the evidence and the logs.
    const { message, retryable } = toolErrorAnswer(item.error.code);
    parts.push({ type: "error", code: item.error.code, message, retryable });
  }
  return parts;
}

/** A record card's `minorFields`, when it has any. */
function minorFieldsPart(
  capability: ActionResult["capability"],
  record: JsonRecord,
): { minorFields?: string[] } {
  const fields = minorFieldsOf(capability, record);
  return fields.length > 0 ? { minorFields: fields } : {};
}
