/**
 * Empty-value removal (DESIGN.md §3 Plans: "after removing empty values only where the schema makes
 * them optional"). Models often send `""`, `null`, `[]` or `{}` for parameters they have no value
 * for; dropping those keeps an otherwise correct call valid. The same emptiness on a REQUIRED
 * parameter is a real gap in the plan, so it is reported, never silently dropped or filled.
 * Undeclared parameters are left for the schema check to judge.
 */
import type { JsonSchema } from "../capabilities/types";

/** `""` (or only whitespace), `null`, `[]`, `{}`. A `$from` reference is never empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

export function requiredOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === "string")
    : [];
}

export function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const p = schema.properties;
  return typeof p === "object" && p !== null && !Array.isArray(p) ? (p as Record<string, JsonSchema>) : {};
}

export interface CleanedArgs {
  args: Record<string, unknown>;
  /** Optional parameters dropped because they were empty. */
  removed: string[];
  /** Required parameters that are missing or empty. */
  missingRequired: string[];
}

export function removeEmptyOptionals(args: Record<string, unknown>, inputSchema: JsonSchema): CleanedArgs {
  const required = new Set(requiredOf(inputSchema));
  const declared = propertiesOf(inputSchema);
  const out: Record<string, unknown> = {};
  const removed: string[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (isEmptyValue(value) && !required.has(name) && Object.hasOwn(declared, name)) {
      removed.push(name);
      continue;
    }
    out[name] = value;
  }
  const missingRequired = [...required].filter(
    (name) => !Object.hasOwn(out, name) || isEmptyValue(out[name]),
  );
  return { args: out, removed, missingRequired };
}
