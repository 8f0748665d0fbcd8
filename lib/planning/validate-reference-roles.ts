/**
 * The role of a `$from` reference (issue 13 item 1), a validator rule in every mode: a reference to
 * an earlier result or to the selection may carry an identifier, a date, an email, a declared value
 * or a number into a parameter of a fitting role (an id into an id parameter, a date into a date).
 * Free text of a result or a selected row — notes, descriptions, titles, names, error texts — never
 * flows into another call's argument unless the person's own words asked for that field ("customers
 * in the same city"). A tool result is data an attacker may write; this keeps it from becoming the
 * next call's query. Roles come from the one schema-semantics classifier (`paramInfos`): a result
 * field is read with the same rule as a parameter of that name and schema.
 */
import type { Capability, JsonSchema } from "@/lib/capabilities/types";
import { declaredRecordShape, linkedRecordId, readFieldPath } from "@/lib/semantics/declared-paths";
import {
  entityNamedBy,
  entityVocabulary,
  identityField,
  type ParamInfo,
  paramInfos,
} from "@/lib/semantics/params";
import { identifierParts, keyPathParts, singular, webPathSegments } from "@/lib/semantics/words";
import { SELECTION_SOURCE } from "./plan-schema";
import type { Plan, ValidationIssue } from "./types";
import type { SelectionShape } from "./validate-refs";
import { argumentReferences } from "./validate-refs";

export type ValueRole = "identifier" | "date" | "email" | "enum" | "number" | "boolean" | "paging" | "text";

/** A date or date-time as hosts normalize them and results carry them. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** The lower-case words of a text (letters and digits), as provenance compares them. */
export const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** A field name as schemas and results write them (`customer_id`, `Order ID`, `data.createdAt`), not a sentence. */
const PLAIN_NAME = /^[\p{L}\p{N}_.$@ -]{1,64}$/u;
/** What a known string value of each role looks like. */
const SHAPE: Partial<Record<ValueRole, RegExp>> = {
  identifier: /^[^\s\p{C}]{1,128}$/u,
  date: ISO_DATE,
  email: /^[^\s@\p{C}]{1,64}@[^\s@\p{C}]{1,255}$/u,
  enum: /^[^\s\p{C}]{1,40}$/u,
};

function typeOf(schema: JsonSchema | undefined): string | undefined {
  const t = schema?.type;
  if (typeof t === "string") return t;
  return Array.isArray(t) ? t.find((x) => x !== "null") : undefined;
}

/** The role of a parameter (or of a result field read as one) from its semantics. */
export function roleOf(info: ParamInfo): ValueRole {
  const type = typeOf(info.schema);
  const format = typeof info.schema.format === "string" ? info.schema.format : "";
  if (info.paging) return "paging";
  if (info.entity) return "identifier";
  if (info.date !== undefined || info.dateTime || format === "date" || format === "date-time") return "date";
  if (info.email) return "email";
  if (info.enumValues || info.sort) return "enum";
  if (type === "number" || type === "integer" || info.limit) return "number";
  if (type === "boolean") return "boolean";
  return "text";
}

/**
 * The role of a field of a source record: its identity fields are identifiers whatever their name
 * (`sku`, `tracking_number`, `vin`); otherwise the parameter rule read on the field's path and schema
 * (never its description), and a known value that is a date or a number says so itself.
 */
function fieldRole(
  path: string,
  schema: JsonSchema | undefined,
  entity: string,
  identity: readonly string[],
  value?: unknown,
): ValueRole {
  const leaf = path.split(".").pop() ?? path;
  const role =
    identity.includes(path) || identity.includes(leaf) ? "identifier" : nameRole(path, schema, entity, value);
  if (typeof value !== "string") return role;
  if (role === "text" && ISO_DATE.test(value)) return "date";
  // A known value must look like its role: an identifier or a date field holding prose is prose.
  return SHAPE[role]?.test(value) === false ? "text" : role;
}

/** The parameter rule read on a field's path and schema. */
function nameRole(path: string, schema: JsonSchema | undefined, entity: string, value: unknown): ValueRole {
  const type = typeOf(schema) ?? (value === undefined ? undefined : typeof value);
  if (type === "object" || type === "array") return "text";
  // The same field of the same (frozen, a snapshot's) schema is read on every turn: once per schema.
  // A field without a schema is read by its name and type alone; another schema is read each time.
  const memo = !schema ? rolesByName : Object.isFrozen(schema) ? rolesOf(schema) : undefined;
  const key = `${entity}\u0000${path}\u0000${type}`;
  const known = memo?.get(key);
  if (known) return known;
  const role = readNameRole(path, schema, entity, type);
  if (memo === rolesByName && memo.size >= MAX_ROLES_BY_NAME) memo.clear();
  memo?.set(key, role);
  return role;
}

function rolesOf(schema: JsonSchema): Map<string, ValueRole> {
  let roles = rolesBySchema.get(schema);
  if (!roles) {
    roles = new Map();
    rolesBySchema.set(schema, roles);
  }
  return roles;
}

/** {@link nameRole}'s answers: by frozen field schema, and (bounded) for a field without one. */
const rolesBySchema = new WeakMap<JsonSchema, Map<string, ValueRole>>();
const rolesByName = new Map<string, ValueRole>();
const MAX_ROLES_BY_NAME = 4096;

function readNameRole(
  path: string,
  schema: JsonSchema | undefined,
  entity: string,
  type: string | undefined,
): ValueRole {
  // Its declared type, format and values, never its description: a result field's description is
  // the remote's prose ("the identifier of this customer"), and it must not vouch for a role.
  const { description: _prose, examples: _examples, ...declared } = schema ?? {};
  const fieldSchema: JsonSchema = schema ? declared : type ? { type } : {};
  // Read as a required parameter: a weak identifier word (`code`, `number`) keys its own record.
  const [info] = paramInfos({
    entity,
    inputSchema: { type: "object", properties: { [path]: fieldSchema }, required: [path] },
  });
  // A "field name" that is a sentence (an injected result key) names no role.
  return info && PLAIN_NAME.test(path) ? roleOf(info) : "text";
}

/** Which source roles each parameter role accepts. Text sources are never listed: see module comment. */
const ACCEPTS: Record<ValueRole, readonly ValueRole[]> = {
  identifier: ["identifier"],
  date: ["date"],
  email: ["email", "identifier"],
  enum: ["enum", "identifier"],
  number: ["number"],
  boolean: ["boolean"],
  // Pages are the host's to follow (lib/execution/paging.ts), never a plan's reference.
  paging: [],
  text: ["identifier", "email", "enum", "date", "number"],
};

const ROLE_NAME: Record<ValueRole, string> = {
  identifier: "an identifier",
  date: "a date",
  email: "an email",
  enum: "a declared value",
  number: "a number",
  boolean: "a yes/no value",
  paging: "a page position",
  text: "free text",
};

interface Source {
  label: string;
  entity: string;
  identity: readonly string[];
  schema?: JsonSchema;
  value?: unknown;
}

function sourceOf(
  ref: { $from: string; path: string },
  plan: Plan,
  caps: ReadonlyMap<string, Capability>,
  selection?: SelectionShape,
): Source | undefined {
  if (ref.$from === SELECTION_SOURCE) {
    if (!selection) return undefined;
    const row = selection.row;
    const identity = selection.identityFields ?? [];
    const own = row ? identityField(Object.keys(row), selection.entity) : undefined;
    // Read as the executor reads it (a linked record held in a list of one is that record's id).
    const value = readFieldPath(row, ref.path);
    return {
      label: "the selection",
      entity: selection.entity,
      identity: own ? [...identity, own] : identity,
      value: row ? value : undefined,
    };
  }
  const source = plan.actions.find((a) => a.id === ref.$from);
  const cap = source ? caps.get(source.tool) : undefined;
  if (!cap) return undefined;
  const shape = declaredRecordShape(cap);
  const prefix = cap.collectionPath ? `${cap.collectionPath}.` : "";
  // Trusted structure only: an identity field only a remote hint claims (`notes`) counts where the
  // host's own key rule reads that name (`id`, `<entity>_id`, `sku`) — its value is unknown while
  // planning, so the hint's say-so alone would let free text pass as an identifier.
  const fields = cap.identityFields.filter(
    (f) => !cap.hintedIdentityFields?.includes(f) || identityField([f], cap.entity) === f,
  );
  const identity = [...fields, ...fields.map((f) => `${prefix}${f}`)];
  return { label: cap.id, entity: cap.entity, identity, schema: shape.paths.get(ref.path) };
}

/** The person asked for this field by name: the head word of its path was said ("the same city"). */
function askedFor(path: string, said: ReadonlySet<string>): boolean {
  const head = identifierParts(path.split(".").pop() ?? path).pop();
  return head !== undefined && said.has(singular(head));
}

export function checkReferenceRoles(
  plan: Plan,
  caps: ReadonlyMap<string, Capability>,
  userText: readonly string[],
  selection?: SelectionShape,
): ValidationIssue[] {
  if (plan.decision !== "tools") return [];
  const said = new Set(userText.flatMap((t) => wordsOf(t).map(singular)));
  const vocab = entityVocabulary([...caps.values()]);
  const issues: ValidationIssue[] = [];
  for (const action of plan.actions) {
    const cap = caps.get(action.tool);
    if (!cap) continue;
    const infos = new Map(paramInfos(cap).map((p) => [p.name, p]));
    for (const { name, ref: value } of argumentReferences(action.args, cap)) {
      const info = infos.get(name);
      const source = sourceOf(value, plan, caps, selection);
      if (!info || !source) continue; // undeclared parameters and sources are the other rules' issues
      const target = roleOf(info);
      const named = fieldRole(value.path, source.schema, source.entity, source.identity, source.value);
      // `customer: "cus_…"`: a field named after an entity of the snapshot that holds an identifier.
      // A result field named by the very entity the parameter identifies (`customer` of an invoice,
      // sent as `retrieve_customer`'s `customer`), holding a string, is that record's reference.
      const leaf = identifierParts(value.path.split(".").pop() ?? "")
        .map(singular)
        .join(" ");
      const refersToTarget =
        source.value === undefined && source.schema?.type === "string" && info.entity === leaf;
      const role =
        named === "text" && (entityNamedBy(value.path, vocab, source.value) || refersToTarget)
          ? "identifier"
          : named;
      if (ACCEPTS[target].includes(role)) continue;
      // A selected value of the very code shape the parameter exemplifies ("for example WH-30412"):
      // a code, not prose — letters, digits and separators only.
      if (
        typeof source.value === "string" &&
        info.shape?.test(source.value) &&
        SHAPE.identifier?.test(source.value)
      )
        continue;
      // Free text flows only where the person named the field, and only into a text parameter.
      if (role === "text" && target === "text" && askedFor(value.path, said)) continue;
      issues.push({
        code: "reference_role",
        actionId: action.id,
        path: `args.${name}`,
        message:
          role === "text"
            ? `"${value.path}" of ${source.label} is free text; a reference carries an identifier, a date or a declared value — take "${name}" from the person's own words instead`
            : `"${value.path}" of ${source.label} is ${ROLE_NAME[role]}, but "${name}" takes ${ROLE_NAME[target]}`,
      });
    }
  }
  return issues;
}

/**
 * The selected rows' values a literal may repeat: identifiers, dates, emails, declared values and
 * numbers (a JSON number as its canonical string: `42`, `129.5`) — never its free text (a note that
 * happens to contain a digit is not an identifier).
 */
export function selectedValues(selection?: SelectionShape): Set<string> {
  if (!selection) return new Set();
  // Every selected row ("orders of these three customers"), not only a single one.
  const rows = selection.rows ?? (selection.row ? [selection.row] : []);
  return new Set(
    rows.flatMap((row) => {
      const own = identityField(Object.keys(row), selection.entity);
      const identity = [...(selection.identityFields ?? []), ...(own ? [own] : [])];
      const values = (fields: Record<string, unknown>, depth: number): string[] =>
        Object.entries(fields).flatMap(([key, value]) => [
          ...((typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) &&
          fieldRole(key, undefined, selection.entity, identity, value) !== "text"
            ? [String(value)]
            : []),
          // The parts of a compound key the row spells as a path ("acme/web" of a `full_name`, the
          // segments of its own web address): identifiers, never prose — no value with a space.
          ...(typeof value === "string" ? (keyPathParts(value) ?? webPathSegments(value) ?? []) : []),
          // The key a link to one record carries (`assignedDriver: { href: "/drivers/D-0124" }`).
          ...[linkedRecordId(value) ?? []].flat(),
          // A record the row nests ("assignee": { "id": "u-17" }): its identifiers are the row's too.
          ...(depth < 2 && value !== null && typeof value === "object" && !Array.isArray(value)
            ? values(value as Record<string, unknown>, depth + 1)
            : []),
        ]);
      return values(row, 0);
    }),
  );
}

/** What the executor knows about a reference's source once it has run. */
export interface ResolvedSource {
  entity: string;
  identityFields: readonly string[];
  /** The source capability, when the reference reads an earlier action (declared field schemas). */
  capability?: Capability;
}

/**
 * At run time, with the value in hand: a value that does not look like the role its field claims —
 * prose in a field a (remote, untrusted) hint calls an identifier, a sentence in a "date" — is
 * refused. Free text that passed validation because the person asked for that field stays allowed.
 */
export function betraysRole(path: string, value: unknown, source: ResolvedSource): boolean {
  const schema = source.capability ? declaredRecordShape(source.capability).paths.get(path) : undefined;
  const claimed = fieldRole(path, schema, source.entity, source.identityFields);
  if (claimed === "text") return false;
  return fieldRole(path, schema, source.entity, source.identityFields, value) === "text";
}
