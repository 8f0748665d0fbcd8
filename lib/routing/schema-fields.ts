/**
 * Reads what routing needs out of an input JSON Schema: top-level inputs (for the structural
 * "required inputs available" and selection signals) and the text of nested fields (for the params
 * field of the index). Walks at most MAX_DEPTH levels and MAX_FIELDS fields so a hostile or huge
 * schema cannot make indexing slow; `$ref`s are not followed (raw catalogs may carry dangling ones).
 */
import { compilePattern } from "@/lib/semantics/params";
import type { JsonSchema } from "../capabilities/types";

export interface InputInfo {
  name: string;
  required: boolean;
  type?: string;
  format?: string;
  pattern?: RegExp;
  enumValues: string[];
}

export interface SchemaText {
  names: string[];
  enums: string[];
  descriptions: string[];
}

const MAX_DEPTH = 3;
const MAX_FIELDS = 200;

function asRecord(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === "object" && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined;
}

function enumOf(s: Record<string, unknown>): string[] {
  const values = Array.isArray(s.enum) ? s.enum : s.const !== undefined ? [s.const] : [];
  return values.filter((v) => typeof v === "string" || typeof v === "number").map(String);
}

/** Sub-schemas a property's value may take (`anyOf`/`oneOf`/`allOf`, array `items`). */
function variants(s: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [s];
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const list = s[key];
    if (Array.isArray(list)) for (const v of list) if (asRecord(v)) out.push(v as Record<string, unknown>);
  }
  const items = asRecord(s.items);
  if (items) out.push(items);
  return out;
}

export function topLevelInputs(schema: JsonSchema | undefined): InputInfo[] {
  const root = asRecord(schema);
  const props = asRecord(root?.properties);
  if (!root || !props) return [];
  const required = new Set(
    Array.isArray(root.required) ? root.required.filter((r) => typeof r === "string") : [],
  );
  return Object.entries(props)
    .slice(0, MAX_FIELDS)
    .map(([name, raw]) => {
      const s = asRecord(raw) ?? {};
      const all = variants(s);
      const type = all.map((v) => v.type).find((t) => typeof t === "string") as string | undefined;
      const format = all.map((v) => v.format).find((f) => typeof f === "string") as string | undefined;
      const pattern = compilePattern(all.map((v) => v.pattern).find((p) => typeof p === "string"));
      return { name, required: required.has(name), type, format, pattern, enumValues: all.flatMap(enumOf) };
    });
}

export function schemaText(schema: JsonSchema | undefined): SchemaText {
  const out: SchemaText = { names: [], enums: [], descriptions: [] };
  let fields = 0;
  const walk = (node: Record<string, unknown>, depth: number) => {
    for (const v of variants(node)) {
      const props = asRecord(v.properties);
      if (!props) continue;
      for (const [name, raw] of Object.entries(props)) {
        if (++fields > MAX_FIELDS) return;
        const s = asRecord(raw) ?? {};
        out.names.push(name);
        for (const variant of variants(s)) {
          out.enums.push(...enumOf(variant));
          if (typeof variant.description === "string") out.descriptions.push(variant.description);
          if (typeof variant.title === "string") out.descriptions.push(variant.title);
        }
        if (depth + 1 < MAX_DEPTH) walk(s, depth + 1);
      }
    }
  };
  const root = asRecord(schema);
  if (root) walk(root, 0);
  return out;
}
