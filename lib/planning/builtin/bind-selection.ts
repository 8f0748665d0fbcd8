/**
 * Binding from current_selection (DESIGN.md §1: the next turn's context carries the full selected
 * row). A parameter takes `{ $from: "selection", path }` when it names the selected entity's id
 * (`customer_id` with a selected customer → its identity field) or a field every selected row has
 * (`customer_id` with a selected order → the order's `customer_id`). Values are read at run time by
 * the executor; a parameter pattern the selected values do not match is left unbound.
 */

import { readFieldPath } from "@/lib/semantics/declared-paths";
import { type EntityVocabulary, identityField, type ParamInfo, referencePath } from "@/lib/semantics/params";
import { identifierParts, identifierWords, keyPathParts, webPathSegments } from "@/lib/semantics/words";
import type { PlannerSelection } from "../planner";
import type { FromReference } from "../types";
import { linksOf } from "./question";
import { singular } from "./text";

/** The one path every selected row refers to `entity` by (`customer`, `assignee.id`). */
function sharedPath(
  rows: readonly Record<string, unknown>[],
  entity: string,
  vocab: EntityVocabulary,
): string | undefined {
  const paths = new Set(rows.map((r) => referencePath(r, entity, vocab)));
  const [only] = paths;
  return paths.size === 1 ? only : undefined;
}

export function bindSelection(
  params: readonly ParamInfo[],
  sel: PlannerSelection,
  vocab?: EntityVocabulary,
  /**
   * Set when the question says whose references bind: the selected record itself and the entities it
   * names ("what else has this author written?"), or only the records the rows reference ("any other
   * invoices from them?": the invoice's customer, never the invoice).
   */
  follows?: (entity: string) => boolean,
  /** Words the question asks to see of the selected record ("their *manager*": `selectedFieldSpans`). */
  askedFields: readonly string[] = [],
  /** Words right after a possessive pointing at the selected record, kinds included (`possessedWords`). */
  possessed: readonly string[] = [],
): Map<string, FromReference> {
  const out = new Map<string, FromReference>();
  if (sel.rows.length === 0) return out;
  const present = (field: string) => sel.rows.every((r) => r[field] !== undefined && r[field] !== null);
  // The stored identity fields, else the row's own identifier (`user_id` of a user, `memberRef` of a member).
  const idField =
    sel.identityFields.find(present) ??
    identityField(Object.keys(sel.rows[0] ?? {}).filter(present), sel.entity);
  const followed = idField ? roleFieldAsked(sel.rows, idField, askedFields, present) : undefined;
  // The row's fields by their words: `sku` takes `SKU`, `warehouse_code` takes `WarehouseCode`.
  const byWords = new Map(Object.keys(sel.rows[0] ?? {}).map((f) => [identifierParts(f).join(" "), f]));
  const address = ownAddressField(sel.rows);
  for (const p of params) {
    // "which lists is she on?" with a member selected: a parameter that takes an email address takes
    // the selected record's own address (a field named for nothing else: `email`, `email_address`).
    // So does the selected entity's own address parameter (`RowerEmail` of a selected rower).
    if (p.email && !p.paging && !p.enumValues && (!p.entity || p.entity === singular(sel.entity))) {
      if (address) out.set(p.name, { $from: "selection", path: address });
      if (address || !p.entity) continue;
    }
    // A code the parameter shows by example ("The product SKU, for example WH-30412") that the selected
    // rows carry under the parameter's own name: the selected record's value, matching that shape.
    if (!p.entity && p.shape && !p.freeText && !p.enumValues && !p.paging) {
      const field = byWords.get(identifierParts(p.name).join(" "));
      if (field && present(field) && sel.rows.every((r) => p.shape?.test(String(r[field]))))
        out.set(p.name, { $from: "selection", path: field });
      continue;
    }
    // Filters, limits, dates and free text are never filled from a selected row.
    if (!p.entity || p.freeText || p.limit || p.sort || p.enumValues || p.date) continue;
    // "how many deals does this company have?": the company's owner is not what was asked about.
    if (follows && !follows(p.entity)) continue;
    // Another entity's parameter takes a field of the selected row only when the field names it
    // (`customer_id` of an order): never the row's own identifier (`id` of an issue is no user's id).
    // `projectSlug` of a selected project is its `slug`, `workspace_key` its `key`: the field the
    // parameter's name ends with, when every selected row carries it — else the row's identifier.
    const role = identifierParts(p.name).at(-1)?.toLowerCase();
    // "who is their manager?" with an employee selected: the row's `ManagerId` names the record asked
    // about — it goes where the selected record's own identity would, and the parameter of that role
    // (`ManagerId`: the records whose manager the selected one is) takes nothing.
    if (followed && p.entity === singular(sel.entity)) {
      if (sameWords(roleWords(p.name), followed.role)) continue;
      if (role === "id" || role === idField?.toLowerCase()) {
        out.set(p.name, { $from: "selection", path: followed.field });
        continue;
      }
    }
    const path =
      p.entity === singular(sel.entity)
        ? role && role !== "id" && role !== idField && present(role)
          ? role
          : idField
        : present(p.name) && p.name !== idField && !sel.identityFields.includes(p.name)
          ? p.name
          : vocab
            ? sharedPath(sel.rows, p.entity, vocab)
            : undefined;
    if (!path) continue;
    if (p.pattern && !sel.rows.every((r) => p.pattern?.test(String(readFieldPath(r, path))))) continue;
    out.set(p.name, { $from: "selection", path });
  }
  // "anyone else in their department on leave?": the question goes through the one reference of the
  // selected record it names after a possessive (its `DepartmentId`) — the records sharing it. The
  // selected record's own identity in a role of its kind (`ManagerId`: whom it manages) is not asked.
  const through = [...out].filter(([name, ref]) => {
    const words = roleWords(name).map(singular);
    return ref.path !== idField && words.length > 0 && words.every((w) => possessed.includes(w));
  });
  if (through.length > 0 && idField)
    for (const [name, ref] of [...out])
      if (ref.path === idField && params.find((p) => p.name === name)?.entity === singular(sel.entity))
        out.delete(name);
  return out;
}

/** The words of a reference's name but its key word: `ManagerId` → manager, `parent_ref` → parent. */
const roleWords = (name: string) => identifierWords(name).filter((w) => !/^(?:id|ref|key|uuid)$/.test(w));
const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length > 0 && a.length === b.length && a.every((w, i) => w === b[i]);
/** `E-10013` → `A-99999`: a value's shape, so a reference can be told to hold an identity of the same kind. */
const shapeOf = (v: unknown) => String(v).replace(/\p{L}/gu, "A").replace(/\d/g, "9");

/**
 * "their manager" of a selected employee: the one field of every selected row that references
 * another record of the same kind — named `<role>Id`, holding values of the identity's shape — and
 * whose role the question names right after a possessive pronoun. Undefined when none or several.
 */
function roleFieldAsked(
  rows: readonly Record<string, unknown>[],
  idField: string,
  asked: readonly string[],
  present: (field: string) => boolean,
): { field: string; role: string[] } | undefined {
  if (asked.length === 0) return undefined;
  const idShapes = new Set(rows.map((r) => shapeOf(r[idField])));
  const hits = Object.keys(rows[0] ?? {}).flatMap((f) => {
    const parts = identifierWords(f);
    const role = roleWords(f);
    if (f === idField || role.length === 0 || role.length === parts.length || !present(f)) return [];
    if (!role.every((w) => asked.includes(w))) return [];
    return rows.every((r) => idShapes.has(shapeOf(r[f]))) ? [{ field: f, role }] : [];
  });
  return hits.length === 1 ? hits[0] : undefined;
}

const ADDRESS_WORDS = new Set(["e", "email", "mail", "address"]);
const ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The one field of every row that holds the record's own email address, by a name that says only that. */
function ownAddressField(rows: readonly Record<string, unknown>[]): string | undefined {
  const fields = Object.keys(rows[0] ?? {}).filter(
    (f) =>
      identifierParts(f).every((w) => ADDRESS_WORDS.has(w.toLowerCase())) &&
      identifierParts(f).some((w) => /^e?mail$/i.test(w)) &&
      rows.every((r) => typeof r[f] === "string" && ADDRESS.test(r[f])),
  );
  return fields.length === 1 ? fields[0] : undefined;
}

/**
 * The record of collection `kind` the selected rows point at, for a tool that reads any collection
 * by a choice of them (`tableName: Events` beside `recordId`): the one field of every selected row
 * (of another collection) that links to a `kind` record
 * (`Event: ["recX…"]`, `fields.Venue`, `venue: { id }`). Every row must name the same record, of the
 * identifier's shape: rows naming different ones (or a link listing several) bind nothing — the
 * turn then asks which.
 */
export function bindCollectionRecord(
  param: ParamInfo,
  sel: PlannerSelection,
  kind: string,
  vocab: EntityVocabulary,
): FromReference | undefined {
  // The selected record itself is another rule's (a question about a selected event may ask for
  // records related to it): only a link to another collection's record binds here.
  if (sel.rows.length === 0 || singular(sel.entity) === kind) return undefined;
  const path = sharedPath(sel.rows, kind, { ...vocab, entities: new Set([...vocab.entities, kind]) });
  if (!path) return undefined;
  const values = new Set(sel.rows.map((r) => readFieldPath(r, path)));
  const [value] = values;
  if (values.size !== 1 || (typeof value !== "string" && typeof value !== "number")) return undefined;
  if (param.shape && !param.shape.test(String(value))) return undefined;
  return { $from: "selection", path };
}

/** The compound keys one row spells as a path: a `full_name` "acme/web", its web address's lead segments. */
function rowKeyPaths(row: Readonly<Record<string, unknown>>, entityWords: ReadonlySet<string>): string[][] {
  const out: string[][] = [];
  for (const value of Object.values(row)) {
    if (typeof value !== "string") continue;
    const parts = keyPathParts(value);
    if (parts) out.push(parts);
    else if (webPathSegments(value)) out.push(...linksOf(value, entityWords).paths.map((p) => p.value));
  }
  return out;
}

/**
 * "more details on this one" with an issue selected, to `get_issue {owner, repo, issue_number}`: the
 * compound key the selected records spell as a path — a `full_name` "acme/web", the lead segments of
 * their own web address ".../acme/web/issues/12" — read the way a person typing "acme/web" is: its
 * parts, in order, for `count` required plain strings nothing else took. Every selected row must
 * spell the same key of that length, and each row only one; otherwise nothing (the turn asks).
 */
export function selectedKeyPath(
  sel: PlannerSelection,
  count: number,
  entityWords: ReadonlySet<string>,
): string[] | undefined {
  if (count < 2 || sel.rows.length === 0) return undefined;
  const keys = new Set<string>();
  for (const row of sel.rows) {
    const own = new Set(
      rowKeyPaths(row, entityWords)
        .filter((parts) => parts.length === count)
        .map((parts) => parts.join("/")),
    );
    if (own.size !== 1) return undefined;
    for (const k of own) keys.add(k);
  }
  const [only] = keys;
  return keys.size === 1 && only ? only.split("/") : undefined;
}

/** The last word of a parameter naming another object's key: `teamKey`, `project_code`. */
const KEY_WORDS = new Set(["key", "code", "slug"]);
/** Words that point back at what was just shown: "that vendor", "the same category", "this warehouse". */
const POINTING = new Set(["that", "this", "those", "these", "same"]);

/**
 * "anything else from that vendor still pending?" with a purchase selected: a filter the question
 * names by a pointing word ("that vendor", "the same category") is the selected rows' field of the
 * parameter's own name — one text value every selected row shares (the validator lets it flow because
 * the person named the field: validate-reference-roles.ts `askedFor`). Never widen: without it the tool runs without the vendor (DESIGN.md §3). Filters
 * only: references to records are bound by `bindSelection`, dates, paging and sorting never are.
 */
export function pointedFilters(
  params: readonly ParamInfo[],
  sel: PlannerSelection,
  tokens: readonly { lower: string; norm: string }[],
): Map<string, FromReference> {
  const out = new Map<string, FromReference>();
  const first = sel.rows[0];
  if (!first) return out;
  const fields = new Map(Object.keys(first).map((f) => [identifierParts(f).join(" ").toLowerCase(), f]));
  for (const [i, t] of tokens.entries()) {
    if (!POINTING.has(t.lower)) continue;
    const word = tokens[i + 1]?.norm;
    if (!word) continue;
    for (const p of params) {
      // A plain text filter: a declared value or a number of a selected row is no text the person named.
      if (p.entity || p.enumValues || p.paging || p.limit || p.sort || p.date || out.has(p.name)) continue;
      const parts = identifierParts(p.name).map((w) => w.toLowerCase());
      // "the same priority" where `priority` is a number with labelled codes: the selected rows' one
      // number of that field. "that team" where `teamKey` names the key of the rows' `team` object:
      // the one key every selected row's team has (`team.key`).
      const numeric = (p.schema.type === "integer" || p.schema.type === "number") && !p.bound;
      if (numeric && parts.length === 1 && singular(parts[0] ?? "") === word) {
        const field = fields.get(parts.join(" "));
        const values = field ? new Set(sel.rows.map((r) => r[field])) : new Set();
        const [value] = values;
        if (field && values.size === 1 && typeof value === "number")
          out.set(p.name, { $from: "selection", path: field });
        continue;
      }
      if (p.schema.type !== "string") continue;
      if (parts.length === 2 && singular(parts[0] ?? "") === word && KEY_WORDS.has(parts[1] ?? "")) {
        const field = fields.get(parts[0] ?? "");
        const path = field ? `${field}.${parts[1]}` : undefined;
        const values = path ? new Set(sel.rows.map((r) => readFieldPath(r, path))) : new Set();
        const [value] = values;
        if (path && values.size === 1 && typeof value === "string" && value.trim() !== "")
          out.set(p.name, { $from: "selection", path });
        continue;
      }
      if (parts.length !== 1 || singular(parts[0] ?? "") !== word) continue;
      const field = fields.get(parts.join(" "));
      if (!field) continue;
      const values = new Set(sel.rows.map((r) => r[field]));
      const [value] = values;
      if (values.size !== 1 || typeof value !== "string" || value.trim() === "") continue;
      out.set(p.name, { $from: "selection", path: field });
    }
  }
  return out;
}
