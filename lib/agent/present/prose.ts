/**
 * Template prose (the builtin synthesizer): states counts and what was shown, names the subject
 * and the search terms, and never repeats rows — the rows live in the artifact.
 */

import { kindEntity } from "@/lib/capabilities/kind-listers";
import type { JsonRecord, Loading, LoadingStop } from "@/lib/execution";
import { flagWords } from "@/lib/planning/builtin/bind";
import { namesField, opaqueIdentifier, recordNumberField } from "@/lib/semantics/fields";
import { type ParamInfo, paramInfos } from "@/lib/semantics/params";
import { readTerms } from "@/lib/semantics/query-syntax";
import { DATE_FIELD_WORDS, identifierWords, plural, singular } from "@/lib/semantics/words";
import { humanize } from "./columns";

const NAME_FIELDS = ["name", "title", "full_name", "display_name", "label"];
const QUERY_ARGS = ["name", "query", "q", "search", "text", "term"];
const PAGING_ARGS = new Set([
  "limit",
  "offset",
  "page",
  "cursor",
  "sort",
  "order",
  "per_page",
  "page_size",
  "fields",
]);
const PROPER_NAME = /^\p{Lu}[\p{L}'’-]*(\s+\p{Lu}[\p{L}'’-]*)+$/u;
const MAX_ECHO = 80;

export function count(n: number): string {
  return n.toLocaleString("en-US");
}

export function pluralOf(entity: string): string {
  return plural(entity.trim() || "record");
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** User- or data-supplied text echoed into prose: one line, bounded. */
export function echo(value: string): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > MAX_ECHO ? `${line.slice(0, MAX_ECHO - 1)}…` : line;
}

/**
 * A person's name kept in two fields (`firstname` + `lastname`, `given_name` + `family_name`,
 * `firstName` + `surname`): "Sam Rivera". Undefined unless both are non-empty text.
 */
function splitName(record: JsonRecord): string | undefined {
  const part = (first: boolean) =>
    Object.entries(record).find(([key, value]) => {
      if (typeof value !== "string" || value.trim() === "") return false;
      const words = identifierWords(
        key.toLowerCase().replace(/(first|last|given|family|sur)name$/, "$1 name"),
      );
      const lead = words.length === 2 && words[1] === "name" ? words[0] : words.join(" ");
      return first
        ? lead === "first" || lead === "given"
        : ["last", "family", "sur", "surname"].includes(lead);
    })?.[1] as string | undefined;
  const [first, last] = [part(true), part(false)];
  return first && last ? echo(`${first} ${last}`) : undefined;
}

/** "Riccardo Lorini (C-1042)", "C-1042", or undefined when the record has neither. */
export function labelOf(record: JsonRecord, identityFields: readonly string[]): string | undefined {
  const idParts = identityFields
    .map((field) => record[field])
    .filter((v) => typeof v === "string" || typeof v === "number");
  const id = idParts.length === identityFields.length && idParts.length > 0 ? idParts.join("/") : undefined;
  const nameField = NAME_FIELDS.find((field) => typeof record[field] === "string" && record[field] !== "");
  const name = nameField ? echo(String(record[nameField])) : splitName(record);
  // "Listing HF-20400" already says its id: no "(HF-20400)" after it.
  if (name && id) return name.includes(id) ? name : `${name} (${id})`;
  return name ?? (id === undefined ? undefined : String(id));
}

/**
 * A record card's label (issue 14): `labelOf`, except that a record known by an opaque id
 * (`gid://claims/Claim/1042`, a base64 global id) is titled by its name and/or its own number field
 * ("CLM-1042") — the id stays one of the card's fields.
 */
export function cardLabel(
  record: JsonRecord,
  identityFields: readonly string[],
  entity: string,
): string | undefined {
  const ids = identityFields.map((field) => record[field]);
  if (ids.length === 0 || !ids.every(opaqueIdentifier)) return labelOf(record, identityFields);
  const nameField = NAME_FIELDS.find((field) => typeof record[field] === "string" && record[field] !== "");
  const name = nameField ? echo(String(record[nameField])) : undefined;
  const numberField = recordNumberField(record, entity);
  const number = numberField ? echo(String(record[numberField])) : undefined;
  if (name && number) return `${name} (${number})`;
  return name ?? number ?? labelOf(record, identityFields);
}

/**
 * A label after its entity's name — "Customer Riccardo Lorini (C-1042)", "order O-100001" — unless the
 * label already starts with that name ("Listing HF-20400" stays itself, never "Listing Listing …").
 */
export function withEntity(entity: string, label: string, capital = false): string {
  const lead = label.trim().toLowerCase();
  const name = entity.trim().toLowerCase();
  if (!name || lead === name || lead.startsWith(`${name} `)) return label;
  return `${capital ? capitalize(entity) : entity} ${label}`;
}

/** A subject label that reads in a sentence: a bare id gets its entity ("Order O-100001"). */
export function subjectLabel(
  record: JsonRecord,
  entity: string,
  identityFields: readonly string[],
): string | undefined {
  const label = labelOf(record, identityFields);
  if (label === undefined) return undefined;
  const hasName = NAME_FIELDS.some((field) => typeof record[field] === "string" && record[field] !== "");
  return hasName || !entity ? label : withEntity(entity, label, true);
}

export interface Criteria {
  /** ` named Riccardo Lorini` / ` matching “lamp”` / "". */
  match: string;
  /** `shipped ` before the plural, from a `status` argument. */
  adjective: string;
  /** ` with city Milano and segment vip` / "". */
  filters: string;
}

/** Words that only say which side of a range a parameter is (`from`, `min_`, `_lte`): not its field. */
const SIDE_WORDS = new Set(
  "from since after start begin to until before end min minimum max maximum gt gte lt lte least most".split(
    " ",
  ),
);

/**
 * A range bound said as a person would: "from 2025-06-01", "created after 2025-06-01" (a date's,
 * said without "with"), "kg at least 20", "total at most 500" — never "with from 2025-06-01".
 * Undefined for a parameter that is no bound.
 */
/**
 * A bound sent as the first or last instant of a day (`2026-12-05T00:00:00Z` from, `…T23:59:59Z`
 * until) is that day, said as a date; any other instant is said as sent.
 */
function dayOf(value: string, side: "from" | "to"): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(?:Z|[+-]00:?00)?$/.exec(value);
  if (!m) return value;
  const edge = side === "from" ? "00:00:00" : "23:59:59";
  return m[2] === edge ? (m[1] as string) : value;
}

function boundPhrase(
  key: string,
  value: string,
  info: ParamInfo | undefined,
): { range: boolean; text: string; field?: string; side?: "from" | "until"; worded?: Worded } | undefined {
  if (!info) return undefined;
  const words = humanize(key).toLowerCase().split(" ");
  const field = words.filter((w) => !SIDE_WORDS.has(w)).join(" ");
  if (info.date === "from" || info.date === "to") {
    // `created_after`, `dueBefore`: the name says it in words already.
    if (words.some((w) => NATURAL_SIDES.has(w)))
      return {
        range: true,
        text: `${words.join(" ")} ${value}`,
        worded: {
          field,
          side: info.date === "from" ? "from" : "until",
          value,
          // Paired only when the name is its field then its side ("created after"), as it is said.
          said:
            words.join(" ") === `${field} ${words.filter((w) => SIDE_WORDS.has(w)).join(" ")}`.trim()
              ? words.filter((w) => SIDE_WORDS.has(w)).join(" ")
              : undefined,
        },
      };
    if (!words.some((w) => SIDE_WORDS.has(w))) return undefined;
    // `from`, `timeMin`, `start_date`: the side said in words; a field named ("scheduled departure")
    // is what the records have ("flights with scheduled departure from …").
    const side = info.date === "from" ? "from" : "until";
    return {
      range: true,
      text: `${field ? `with ${field} ` : ""}${side} ${dayOf(value, info.date)}`,
      field,
      side,
    };
  }
  if (info.bound)
    return {
      range: false,
      text: `${field ? `${field} ` : ""}${info.bound === "min" ? "at least" : "at most"} ${value}`,
    };
  return undefined;
}
const NATURAL_SIDES = new Set(["after", "before", "since", "until"]);

/** A bound whose name says its side in words (`created_after`): its field's words, its side, the value sent. */
interface Worded {
  field: string;
  side: "from" | "until";
  value: string;
  /** The side's own words ("after", "before"), when the name is its field's words then these. */
  said?: string;
}

/**
 * Bounds named in words, said together and by the day when they were sent as a day's first and last
 * instants: `created_after: 2025-09-01T00:00:00Z` + `created_before: 2025-09-30T23:59:59Z` →
 * "created from 2025-09-01 until 2025-09-30" (both days in), one day → "created on 2025-09-01";
 * other values keep their words, joined once: "published after 1949 and before 1961".
 * Each entry replaces its bound's text; a pair's second bound says nothing more.
 */
function wordedRanges(bounds: readonly { text: string; worded: Worded }[]): Map<string, string> {
  const out = new Map<string, string>();
  const lead = (b: Worded) => (b.field ? `${b.field} ` : "");
  const edge = (b: Worded) => {
    const day = dayOf(b.value, b.side === "from" ? "from" : "to");
    return day !== b.value ? day : undefined;
  };
  for (const b of bounds) {
    if (out.has(b.text)) continue;
    const other = bounds.find(
      (o) =>
        o !== b &&
        o.worded.said !== undefined &&
        b.worded.said !== undefined &&
        o.worded.field === b.worded.field &&
        o.worded.side !== b.worded.side,
    );
    const from = b.worded.side === "from" ? b : other;
    const to = b.worded.side === "until" ? b : other;
    if (from && to) {
      const [a, z] = [edge(from.worded), edge(to.worded)];
      const said =
        a && z
          ? a === z
            ? `${lead(from.worded)}on ${a}`
            : `${lead(from.worded)}from ${a} until ${z}`
          : `${from.text} and ${to.worded.said} ${to.worded.value}`;
      out.set(from.text, said);
      out.set(to.text, "");
      continue;
    }
    // One side sent as a day's edge: that day, on the side the name says ("raised from 2025-09-18").
    const day = edge(b.worded);
    if (day) out.set(b.text, `${lead(b.worded)}${b.worded.side} ${day}`);
  }
  return out;
}

/**
 * Describes the arguments actually sent; values already shown as the subject are not repeated, and
 * `hostArgs` (page size, page, offset, cursor: set by the host or read as paging) are not filters.
 */
export function criteriaOf(
  args: JsonRecord,
  subject?: JsonRecord,
  hostArgs: ReadonlySet<string> = new Set(),
  entity?: string,
  params: readonly ParamInfo[] = [],
): Criteria {
  const subjectValues = new Set(Object.values(subject ?? {}).filter((v) => typeof v !== "object"));
  const sent = (key: string) => typeof args[key] === "string" && String(args[key]).trim() !== "";
  // A search by its name (`q`, a grouped `filter.search`) or by its role (the tool's one free-text parameter).
  const queryKey =
    QUERY_ARGS.find(sent) ??
    params.find((p) => sent(p.name) && QUERY_ARGS.includes(p.path?.[1] ?? ""))?.name ??
    params.find((p) => sent(p.name) && p.freeText === "primary" && !p.entity)?.name;
  let match = "";
  // A search written in its query language (`is:open label:bug repo:acme/web`) reads as its terms:
  // "open … with label bug and repo acme/web".
  // A term naming the records themselves (`is:issue` of issues) says nothing the noun does not.
  const terms = (queryKey ? readTerms(String(args[queryKey])) : undefined)?.filter(
    (t, _, all) => all.length === 1 || !entity || singular(t.value) !== singular(entity),
  );
  if (queryKey && !terms) {
    const value = echo(String(args[queryKey]));
    match = queryKey === "name" || PROPER_NAME.test(value) ? ` named ${value}` : ` matching “${value}”`;
  }
  // A field of a group of filters is said by its own name (`filters.status` → status).
  const leafOf = (key: string) => params.find((p) => p.name === key)?.path?.[1] ?? key;
  const statusKey = Object.keys(args).find((k) => leafOf(k) === "status") ?? "status";
  // An order the tool was asked for (`sort`, a grouped `order.by` and its direction) is no filter.
  const ordering = (key: string) =>
    params.some(
      (p) => (p.name === key && p.sort !== undefined) || p.sort?.some((o) => o.direction?.name === key),
    );
  // A state read as a word: `in_transit` → "in transit", `PAID` → "paid".
  const states = [
    ...(typeof args[statusKey] === "string" ? [args[statusKey] as string] : []),
    ...(terms ?? []).filter((t) => t.key.toLowerCase() === "is").map((t) => t.value),
  ];
  const said = states.map((v) => echo(v.replace(/[_-]+/g, " ").toLowerCase()));
  const filters: string[] = [];
  const ranges: string[] = [];
  const sides: { field: string; side: "from" | "until"; text: string }[] = [];
  const worded: { text: string; worded: Worded }[] = [];
  for (const t of terms ?? [])
    if (t.key.toLowerCase() !== "is") filters.push(`${humanize(t.key).toLowerCase()} ${echo(t.value)}`);
  for (const [key, value] of Object.entries(args)) {
    if (key === queryKey || key === statusKey || PAGING_ARGS.has(key) || hostArgs.has(key) || ordering(key))
      continue;
    const leaf = leafOf(key);
    // `activityTypes: ["Run"]` → "with activity type Run"; `["Run", "Ride"]` → "… Run or Ride": a
    // list of a few plain values keeps the records of any of them.
    const listed = Array.isArray(value) && value.length > 0 && value.length <= 5 ? value : undefined;
    if (listed?.every((v) => typeof v === "string" || typeof v === "number")) {
      const words = humanize(leaf)
        .toLowerCase()
        .replace(/^with /, "")
        .split(" ");
      if (listed.length === 1) words.push(singular(words.pop() ?? ""));
      const values = listed.map((v) => echo(String(v)));
      const text = values.length === 1 ? values[0] : `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;
      filters.push(`${words.join(" ")} ${text}`);
      continue;
    }
    if (!["string", "number", "boolean"].includes(typeof value) || subjectValues.has(value)) continue;
    // A value naming the records themselves (`type: artists` of a search of several kinds, for
    // artists) says nothing the noun does not.
    if (typeof value === "string" && entity && kindEntity(value) === singular(entity).toLowerCase()) continue;
    // `onView: false` → "not on view", `is_active: true` → "active", `has_attachments` → "with attachments".
    const info = params.find((p) => p.name === key);
    // `openOnly: true` → "open faults": a flag that keeps only what its other words say is their state;
    // `openOnly: false` keeps everything, which is no filter to say.
    const only = typeof value === "boolean" && info?.words.includes("only") ? flagWords(info).named : [];
    if (only.length > 0 && !only.includes("only")) {
      if (value) said.push(only.join(" "));
      continue;
    }
    if (typeof value === "boolean") {
      const words = humanize(leaf)
        .toLowerCase()
        .replace(/^(?:is|are) /, "");
      const has = /^(?:has|have) (.+)$/.exec(words)?.[1];
      ranges.push(has ? `${value ? "with" : "without"} ${has}` : `${value ? "" : "not "}${words}`);
      continue;
    }
    // A number a description labels ("1 = Urgent") is said by its label.
    const label = typeof value === "number" ? info?.codes?.find((c) => c.value === value)?.label : undefined;
    const text = echo(label ?? String(value));
    const bound = boundPhrase(leaf, text, info);
    if (bound?.range) ranges.push(bound.text);
    else if (bound) filters.push(bound.text);
    else {
      // `with_genres` is said "with genres 27", never "with with genres 27".
      const name = humanize(leaf).toLowerCase();
      if (/^without /.test(name)) ranges.push(`${name} ${text}`);
      else filters.push(`${name.replace(/^with /, "")} ${text}`);
    }
    if (bound?.field && bound.side) sides.push({ field: bound.field, side: bound.side, text: bound.text });
    if (bound?.worded) worded.push({ text: bound.text, worded: bound.worded });
  }
  for (const [from, to] of wordedRanges(worded)) {
    const i = ranges.indexOf(from);
    if (i < 0) continue;
    if (to) ranges.splice(i, 1, to);
    else ranges.splice(i, 1);
  }
  const adjective = said.map((w) => `${w} `).join("");
  // Both sides of one field's range said once: "with scheduled departure on 2026-12-05" for one day,
  // "with scheduled departure from 2026-11-23 until 2026-11-29" for more.
  for (const from of sides.filter((x) => x.side === "from")) {
    const to = sides.find((x) => x.side === "until" && x.field === from.field);
    if (!to) continue;
    const lead = `with ${from.field} `;
    const [a, b] = [
      from.text.slice(lead.length + "from ".length),
      to.text.slice(lead.length + "until ".length),
    ];
    const day = /^\d{4}-\d{2}-\d{2}$/.test(a) && a === b;
    ranges.splice(ranges.indexOf(from.text), 1, day ? `${lead}on ${a}` : `${lead}from ${a} until ${b}`);
    ranges.splice(ranges.indexOf(to.text), 1);
  }
  const ranged = ranges.map((r) => ` ${r}`).join("");
  return {
    match,
    adjective,
    filters: `${ranged}${filters.length > 0 ? ` with ${filters.join(" and ")}` : ""}`,
  };
}

/** Paging and page-size parameters of a capability (schema semantics): never described as filters. */
export function hostArgsOf(capability: Parameters<typeof paramInfos>[0], loading?: Loading): Set<string> {
  const names = paramInfos(capability)
    .filter((p) => p.limit || p.paging)
    .map((p) => p.name);
  return new Set([...names, ...(loading?.hostArgs ?? [])]);
}

const STOP_REASONS: Record<LoadingStop, (loading: Loading) => string> = {
  limit: () => "the limit for one table",
  time: (l) => `stopped after ${seconds(l.bound)}`,
  bytes: () => "the size limit for one result",
  error: (l) =>
    l.error?.code === "limit:calls" ? "the limit on tool calls for one question" : "a later page failed",
  refused: () => "the next page was refused",
  unsupported: () => "the source offers no way to ask for the rest",
  stalled: () => "the source kept returning the same page",
  cancelled: () => "the turn was cancelled",
};

function seconds(ms: number | undefined): string {
  if (ms === undefined) return "the time budget";
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

/**
 * What was loaded of a capped collection and why: "10,000 of 12,000 loaded — the limit for one
 * table"; "4,000 loaded — stopped after 20 s" when the source reported no total.
 */
export function loadedClause(loading: Loading, shown: number, where = "the table"): string {
  const of = loading.total !== undefined && loading.total > shown ? ` of ${count(loading.total)}` : "";
  const reason = loading.stoppedBy ? STOP_REASONS[loading.stoppedBy](loading) : "";
  return `${count(shown)}${of} loaded into ${where}${reason ? ` — ${reason}` : ""}`;
}

export function describeCount(n: number, entity: string, criteria: Criteria): string {
  const noun = n === 1 ? entity.trim() || "record" : pluralOf(entity);
  return `${count(n)} ${criteria.adjective}${noun}${criteria.match}${criteria.filters}`;
}

/** The most fields one answer states from a record card; a question naming more is too broad to answer in prose. */
const MAX_ASKED = 3;

/**
 * The fields of one record a question asks for, said from the record as returned: "what's her email?"
 * → "Email: ada@example.org"; "when is loan 5522 due?" → "Due date: 2025-10-20" (a "when" question
 * may leave a field's date words unsaid). A field is asked when each of its name's words — its
 * entity's own words aside — is a word of the question (lib/semantics namesField: forms, roots,
 * abbreviations); a field whose asked words another asked field also has, and more, gives way to it.
 * Only top-level text, number and yes/no values; the fields in `skip` (the card's own identity, money
 * in minor units) are never stated. Undefined when no field or more than three are asked.
 */
export function askedFields(
  question: string,
  record: JsonRecord,
  entity: string,
  skip: ReadonlySet<string> = new Set(),
): string | undefined {
  const said = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const when = said[0] === "when";
  const own = new Set(identifierWords(entity));
  const found: { key: string; value: string; words: string[] }[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (skip.has(key)) continue;
    if (!["string", "number", "boolean"].includes(typeof value) || value === "") continue;
    const words = identifierWords(key).filter((w) => !own.has(w));
    const asked = words.filter((w) => said.some((q) => namesField(q, new Set([w]))));
    const dated = when && typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value);
    const unsaid = words.filter((w) => !asked.includes(w));
    if (asked.length === 0 || !unsaid.every((w) => dated && DATE_FIELD_WORDS.has(w))) continue;
    const text = typeof value === "boolean" ? (value ? "yes" : "no") : echo(String(value));
    found.push({ key, value: text, words: asked });
  }
  const kept = found.filter(
    (f) => !found.some((g) => g.words.length > f.words.length && f.words.every((w) => g.words.includes(w))),
  );
  if (kept.length === 0 || kept.length > MAX_ASKED) return undefined;
  return kept.map((f) => `${humanize(f.key)}: ${f.value}`).join("; ");
}
