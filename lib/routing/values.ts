/**
 * Argument values a question already carries (ids, emails, quoted text, dates, numbers) and whether a
 * tool's inputs can be filled from them or from `current_selection` — the structural signal
 * "required inputs available" (DESIGN.md §8). Pure: no I/O, no model.
 */
import type { InputInfo } from "./schema-fields";
import type { SelectionContext } from "./types";

export interface QuestionValues {
  /** Prefixed ids (`C-1042`, `PROJ-12`, `U-103-04`, `TRP-25-03100`), `#42`, UUIDs, long hex ids. */
  ids: string[];
  emails: string[];
  quoted: string[];
  dates: string[];
  numbers: string[];
  /** Relative time words ("yesterday", "last week") that fill a date input. */
  temporal: boolean;
  /** All candidate literal values, for pattern tests. */
  all: string[];
}

const ID_RE =
  /\b[A-Za-z]{1,6}[-_]\d{2,}(?:[-_]\d+)*\b|#\d+\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b[a-z]{2,4}_[A-Za-z0-9]{8,}\b/g;
const EMAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const QUOTED_RE = /"([^"]{1,200})"|'([^']{1,200})'|“([^”]{1,200})”|`([^`]{1,200})`/g;
const DATE_RE = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g;
const NUMBER_RE = /(?<![\w-])\d+(?:\.\d+)?(?![\w-])/g;
const TEMPORAL_RE =
  /\b(today|yesterday|tomorrow|tonight|week|month|quarter|year|since|until|ago|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

const URL_RE = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
/**
 * A file path: two or more segments from the root, home or current folder (`/root/pdf/report.pdf`,
 * `~/notes/a.md`, `./out/x`), a Windows path (`C:\\data\\x.csv`), or a file name with a common document,
 * data, image or audio extension (`paper_list.bib`, `clock.png`). Web addresses are not paths.
 */
const PATH_RE =
  /(?:^|[\s"'(`])(?:~|\.{1,2})?\/[\w.-]+\/[\w./-]*|\b[A-Za-z]:\\[\w\\. -]+|\b[\w-]+\.(?:md|txt|pdf|docx?|xlsx?|csv|tsv|json|ya?ml|xml|png|jpe?g|gif|svg|wav|mp3|mp4|zip|log|bib|pptx?)\b/i;

/** The first file path the question gives, if any. */
export function filePath(question: string): string | undefined {
  return PATH_RE.exec(question.replace(URL_RE, " "))?.[0].trim();
}

export function extractValues(question: string): QuestionValues {
  const emails = question.match(EMAIL_RE) ?? [];
  const withoutEmails = question.replace(EMAIL_RE, " ");
  const ids = (withoutEmails.match(ID_RE) ?? []).map((v) => (v.startsWith("#") ? v.slice(1) : v));
  const quoted = [...question.matchAll(QUOTED_RE)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? "");
  const dates = question.match(DATE_RE) ?? [];
  const numbers = withoutEmails.replace(DATE_RE, " ").match(NUMBER_RE) ?? [];
  return {
    ids,
    emails,
    quoted,
    dates,
    numbers,
    temporal: TEMPORAL_RE.test(question),
    all: [...ids, ...emails, ...quoted, ...dates, ...numbers],
  };
}

/** Inputs that name an identifier: `id`, `customer_id`, `issueNumber`, `sku`, `slug`, `key`. */
export function isIdLike(name: string): boolean {
  // Credentials are configuration, not something a question supplies.
  if (/(api|secret|access|private|auth)[_-]?key/i.test(name)) return false;
  return /(^|[_\-.])(id|ids|uuid|key|number|num|sku|slug|code)$|[a-z](Id|Ids|ID|Number|Key|Uuid)$|^(id|sku|uuid)$/.test(
    name,
  );
}

const TEXT_INPUT = /^(q|query|search|text|term|terms|keyword|keywords|filter|prompt|question|name|title)$/i;
const DATE_INPUT = /(date|since|until|before|after|from|to|start|end|time|day|period)/i;

export type Availability = "question" | "selection" | "missing" | "unknown";

function normalizeName(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * Whether the selection's row supplies `input`: same field name (an order row has `customer_id`), or the
 * input names the selection entity's identifier (`customer_id`/`customerId` for a customer selection,
 * plain `id` when the tool is about that entity). `identity` marks the latter, the stronger case.
 */
export function selectionSupplies(
  input: string,
  toolEntity: string,
  selection: SelectionContext | undefined,
): "identity" | "field" | undefined {
  if (!selection) return undefined;
  const { entity, fields } = selectionNames(selection);
  const name = normalizeName(input);
  if (entity && (name === `${entity}id` || name === `${entity}ids` || name === entity)) return "identity";
  if ((name === "id" || name === "ids") && normalizeName(toolEntity) === entity) return "identity";
  return fields.has(name) ? "field" : undefined;
}

/**
 * The selection's entity and row keys, normalized: asked of every input of every tool the router
 * scores, while the selection (and its row) stays the same through the turn. Kept per selection
 * object, and read again when its entity or row is another one.
 */
function selectionNames(selection: SelectionContext): { entity: string; fields: ReadonlySet<string> } {
  const hit = selectionNamesMemo.get(selection);
  if (
    hit &&
    hit.of === selection.entity &&
    hit.row === selection.row &&
    hit.size === Object.keys(hit.row).length
  )
    return hit;
  const out = {
    of: selection.entity,
    row: selection.row,
    size: Object.keys(selection.row).length,
    entity: normalizeName(selection.entity),
    fields: new Set(Object.keys(selection.row).map(normalizeName)),
  };
  selectionNamesMemo.set(selection, out);
  return out;
}
const selectionNamesMemo = new WeakMap<
  SelectionContext,
  { of: string; row: Record<string, unknown>; size: number; entity: string; fields: ReadonlySet<string> }
>();

/** Where a value for `input` would come from; `unknown` when the input is not id-like and not matched. */
export function availability(
  input: InputInfo,
  toolEntity: string,
  values: QuestionValues,
  selection: SelectionContext | undefined,
): Availability {
  if (input.pattern) {
    const re = input.pattern;
    if (values.all.some((v) => re.test(v))) return "question";
  }
  if (selectionSupplies(input.name, toolEntity, selection)) return "selection";
  if (input.format === "email" || /email/i.test(input.name))
    return values.emails.length > 0 ? "question" : "missing";
  if (input.enumValues.length > 0) return "unknown";
  if (input.format === "date" || input.format === "date-time" || DATE_INPUT.test(input.name)) {
    if (values.dates.length > 0 || values.temporal) return "question";
  }
  if (isIdLike(input.name)) {
    if (input.pattern) return "missing";
    const numeric = input.type === "integer" || input.type === "number";
    const found = numeric
      ? values.numbers.length + values.ids.filter((v) => /^\d+$/.test(v)).length
      : values.ids.length + values.numbers.length;
    return found > 0 ? "question" : "missing";
  }
  if (TEXT_INPUT.test(input.name) && (input.type === undefined || input.type === "string")) return "question";
  return "unknown";
}
