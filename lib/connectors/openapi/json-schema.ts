import type { JsonSchema } from "@/lib/capabilities/types";
import { ConversionBudget, IMPORT_LIMITS } from "./limits";
import { sanitizeText } from "./sanitize";

/**
 * Converts one OpenAPI schema (dereferenced, possibly cyclic) into a plain, tree-shaped JSON
 * Schema that ajv compiles in strict mode and a planner can read:
 * - only allow-listed keywords survive (OpenAPI-only keywords such as `example`, `xml`,
 *   `discriminator` would fail strict ajv and only cost bytes);
 * - 3.0 `nullable` and boolean `exclusiveMinimum/Maximum` become their JSON Schema forms;
 * - formats outside the ajv-formats set and patterns that do not compile with the `u` flag
 *   (which ajv uses) are dropped;
 * - cycles are cut and nesting is capped at `maxDepth`, so size is bounded;
 * - descriptions are untrusted remote text: sanitized and capped;
 * - the work is bounded (limits.ts): nodes visited, output bytes, nesting and time are counted on a
 *   ConversionBudget, and exceeding one throws an ImportLimitError naming it. A DAG of `$ref`s
 *   (combinators do not add depth) would otherwise expand exponentially.
 */
export interface ConvertOptions {
  dialect: "3.0" | "3.1";
  /** Levels of nested `properties` kept in full; deeper objects keep only their `type`. */
  maxDepth: number;
  /** 0 drops descriptions. */
  descriptionChars: number;
  /** Drops annotations (title, default, examples) to save bytes; validation keywords stay. */
  compact?: boolean;
  /** Work bound, shared by conversions that count together; default a fresh one per call. */
  budget?: ConversionBudget;
}

export interface ConvertResult {
  schema: JsonSchema;
  diagnostics: string[];
}

const KNOWN_FORMATS = new Set(
  "date time date-time iso-time iso-date-time duration uri uri-reference uri-template url email hostname ipv4 ipv6 regex uuid json-pointer json-pointer-uri-fragment relative-json-pointer byte int32 int64 float double password binary".split(
    " ",
  ),
);
const ANNOTATIONS = new Set(["default", "title", "examples", "deprecated", "readOnly", "writeOnly"]);
const COPIED = [
  "type",
  "enum",
  "const",
  "default",
  "title",
  "minimum",
  "maximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "readOnly",
  "writeOnly",
  "deprecated",
] as const;
const COMBINATORS = ["allOf", "anyOf", "oneOf"] as const;
const MAX_PATTERN_CHARS = 256;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

export function toJsonSchema(source: unknown, options: ConvertOptions): ConvertResult {
  const notes = new Set<string>();
  const o = { ...options, budget: options.budget ?? new ConversionBudget(IMPORT_LIMITS, "a schema") };
  const schema = convert(source, o, 0, 0, new Set(), notes, "#");
  return { schema, diagnostics: [...notes] };
}

type Converting = ConvertOptions & { budget: ConversionBudget };

/** Serialized size of a copied keyword value; shared values (a big enum used everywhere) are sized once. */
const sizes = new WeakMap<object, number>();
function valueBytes(value: unknown): number {
  if (value === null || typeof value !== "object") return String(value).length + 2;
  let n = sizes.get(value);
  if (n === undefined) {
    n = JSON.stringify(value)?.length ?? 4;
    sizes.set(value, n);
  }
  return n;
}

function convert(
  node: unknown,
  o: Converting,
  depth: number,
  nesting: number,
  stack: Set<object>,
  notes: Set<string>,
  at: string,
): Json {
  o.budget.visit(nesting);
  o.budget.addBytes(2);
  if (node === true || !isObject(node)) return {};
  const shallow = typeof node.type === "string" ? { type: node.type } : {};
  if (stack.has(node)) {
    notes.add(`recursive schema cut at ${at}`);
    return shallow;
  }
  if (depth > o.maxDepth) {
    notes.add(`schema truncated below depth ${o.maxDepth}`);
    return shallow;
  }
  stack.add(node);
  const out: Json = {};
  for (const key of COPIED) {
    if (node[key] !== undefined && !(o.compact && ANNOTATIONS.has(key))) {
      out[key] = node[key];
      o.budget.addBytes(key.length + 4 + valueBytes(node[key]));
    }
  }
  if (o.dialect === "3.1" && node.exclusiveMinimum !== undefined)
    out.exclusiveMinimum = node.exclusiveMinimum;
  if (o.dialect === "3.1" && node.exclusiveMaximum !== undefined)
    out.exclusiveMaximum = node.exclusiveMaximum;
  if (o.dialect === "3.0") convertExclusive(node, out);
  if (o.dialect === "3.0" && node.nullable === true) makeNullable(out);
  if (Array.isArray(node.examples) && !o.compact) {
    out.examples = node.examples.slice(0, 3);
    o.budget.addBytes(12 + valueBytes(out.examples));
  }

  const description = o.descriptionChars > 0 ? sanitizeText(node.description, o.descriptionChars) : "";
  if (description) {
    out.description = description;
    o.budget.addBytes(description.length + 16);
  }
  if (typeof node.format === "string") {
    if (KNOWN_FORMATS.has(node.format)) out.format = node.format;
    else notes.add(`unknown format "${node.format.slice(0, 40)}" dropped`);
  }
  if (typeof node.pattern === "string") {
    if (isUsablePattern(node.pattern)) {
      out.pattern = node.pattern;
      o.budget.addBytes(12 + node.pattern.length);
    } else notes.add(`pattern at ${at} dropped (does not compile with the u flag or too long)`);
  }

  const child = (value: unknown, path: string) =>
    convert(value, o, depth + 1, nesting + 1, stack, notes, path);
  if (isObject(node.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(node.properties).map(([name, value]) => {
        o.budget.addBytes(name.length + 4);
        return [name, child(value, `${at}/properties/${name}`)];
      }),
    );
  }
  if (Array.isArray(node.required)) {
    const required = node.required.filter((r) => typeof r === "string");
    if (required.length > 0) {
      out.required = required;
      o.budget.addBytes(12 + valueBytes(node.required));
    }
  }
  // An array's items describe its rows; wrapping in an array does not count as nesting, so a
  // list operation keeps its row properties at every depth setting.
  if (isObject(node.items))
    out.items = convert(node.items, o, depth, nesting + 1, stack, notes, `${at}/items`);
  if (typeof node.additionalProperties === "boolean") out.additionalProperties = node.additionalProperties;
  else if (isObject(node.additionalProperties)) {
    out.additionalProperties = child(node.additionalProperties, `${at}/additionalProperties`);
  }
  if (isObject(node.not)) out.not = child(node.not, `${at}/not`);
  for (const key of COMBINATORS) {
    const members = node[key];
    // Combinator members describe the same value, so they do not add nesting depth.
    if (Array.isArray(members) && members.length > 0) {
      out[key] = members.map((m, i) => convert(m, o, depth, nesting + 1, stack, notes, `${at}/${key}/${i}`));
    }
  }
  stack.delete(node);
  return mergeObjectAllOf(out);
}

function convertExclusive(node: Json, out: Json): void {
  if (node.exclusiveMinimum === true && typeof node.minimum === "number") {
    out.exclusiveMinimum = node.minimum;
    delete out.minimum;
  }
  if (node.exclusiveMaximum === true && typeof node.maximum === "number") {
    out.exclusiveMaximum = node.maximum;
    delete out.maximum;
  }
}

function makeNullable(out: Json): void {
  if (typeof out.type === "string") out.type = [out.type, "null"];
  else if (Array.isArray(out.type) && !out.type.includes("null")) out.type = [...out.type, "null"];
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
}

function isUsablePattern(pattern: string): boolean {
  if (pattern.length > MAX_PATTERN_CHARS) return false;
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}

/**
 * `allOf` of plain object schemas (GitHub composes most records this way) is flattened into one
 * object, so declared paths such as `owner.login` are visible without walking combinators.
 * Anything else (a conflicting type, nested combinators) is left as `allOf`.
 */
function mergeObjectAllOf(out: Json): Json {
  const members = out.allOf;
  if (!Array.isArray(members) || !members.every(isPlainObjectSchema)) return out;
  if (out.type !== undefined && out.type !== "object") return out;
  const properties: Json = { ...(isObject(out.properties) ? out.properties : {}) };
  const required = new Set<string>(Array.isArray(out.required) ? out.required : []);
  for (const m of members as Json[]) {
    Object.assign(properties, m.properties);
    for (const r of (m.required as string[] | undefined) ?? []) required.add(r);
  }
  const { allOf: _drop, ...rest } = out;
  const merged: Json = { ...rest, type: "object", properties };
  if (required.size > 0) merged.required = [...required];
  if (merged.description === undefined) {
    const d = (members as Json[]).find((m) => typeof m.description === "string")?.description;
    if (d !== undefined) merged.description = d;
  }
  return merged;
}

const MERGEABLE_KEYS = new Set(["type", "properties", "required", "description", "title"]);

function isPlainObjectSchema(m: unknown): m is Json {
  if (!isObject(m)) return false;
  if (m.type !== undefined && m.type !== "object") return false;
  return Object.keys(m).every((k) => MERGEABLE_KEYS.has(k));
}
