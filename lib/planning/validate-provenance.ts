/**
 * Argument provenance (issue 13 item 1), a validator rule in every mode: a literal string argument
 * must come from the person's own words in this conversation, a value the schema declares (enum,
 * default), a date or number the host normalized from the person's words (./turn-provenance.ts: one
 * set per turn; a date or number the host did not state is refused even when it is well-formed), or
 * an identifier of the selected rows. Anything else
 * — a value copied out of a tool result, a description or an error message — gets the
 * `unsupported_value` issue (one correction, then nothing runs). Every string inside an argument
 * counts (nested objects and arrays too), and so does every key the schema does not declare: an
 * argument name is as good a channel for data as its value. `$from` references are checked by
 * their role (./validate-reference-roles.ts), not here.
 */
import type { Capability, JsonSchema } from "@/lib/capabilities/types";
import { paramInfos } from "@/lib/semantics/params";
import { searchSyntax, writtenFromWords } from "@/lib/semantics/query-syntax";
import { hostValue, type TurnProvenance } from "./turn-provenance";
import type { Plan, ValidationIssue } from "./types";
import { wordsOf } from "./validate-reference-roles";
import { isReferenceLike } from "./validate-refs";

const MAX_DEPTH = 8;
/** Invisible or private characters (tag characters, bidi overrides, zero-width joiners): a hidden payload. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u;

/**
 * Values the schema itself declares: `enum`, `const` and `default`. Description text and `examples`
 * are not declarations — a list in a remote description is untrusted and only ever matches the
 * person's own words.
 */
function declaredValues(schema: JsonSchema | undefined): unknown[] {
  if (!schema) return [];
  const out: unknown[] = [];
  if (Array.isArray(schema.enum)) out.push(...schema.enum);
  if (schema.const !== undefined) out.push(schema.const);
  if (schema.default !== undefined) out.push(schema.default);
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Every string literal of an argument and every undeclared key, with the schema that governs it. */
function literals(
  value: unknown,
  schema: JsonSchema | undefined,
  path: string,
  out: { path: string; value: string; schema?: JsonSchema }[],
  depth = 0,
) {
  if (depth > MAX_DEPTH || isReferenceLike(value)) return;
  if (typeof value === "string") out.push({ path, value, schema });
  else if (Array.isArray(value)) {
    const items = isObject(schema?.items) ? (schema.items as JsonSchema) : undefined;
    for (const item of value) literals(item, items, path, out, depth + 1);
  } else if (isObject(value)) {
    const props = isObject(schema?.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
    for (const [key, child] of Object.entries(value)) {
      if (!Object.hasOwn(props, key)) out.push({ path: `${path}.${key}`, value: key });
      literals(child, props[key], `${path}.${key}`, out, depth + 1);
    }
  }
}

export function checkProvenance(
  plan: Plan,
  caps: ReadonlyMap<string, Capability>,
  prov: TurnProvenance,
): ValidationIssue[] {
  if (plan.decision !== "tools") return [];
  const { said, normalized } = prov;
  const issues: ValidationIssue[] = [];
  for (const action of plan.actions) {
    const cap = caps.get(action.tool);
    if (!cap) continue;
    const found: { path: string; value: string; schema?: JsonSchema }[] = [];
    literals(action.args, cap.inputSchema, "args", found);
    // A free sort string's values the host wrote from the syntax its own examples show ("UnitPrice
    // desc"): a field the parameter exemplifies and a direction — an order, carrying nothing else.
    const sortValues = new Map(
      paramInfos(cap).flatMap((p) => (p.sort && !p.enumValues ? [[`args.${p.name}`, p.sort]] : [])) as [
        string,
        { value: string }[],
      ][],
    );
    // A search text that documents its query language by example: keys it shows, values said.
    const documented = searchSyntax(paramInfos(cap), cap.description);
    const queryPath = documented ? `args.${documented.p.name}` : undefined;
    for (const { path, value: v, schema } of found) {
      const declared = declaredValues(schema);
      const ok =
        declared.includes(v) ||
        (documented !== undefined &&
          path === queryPath &&
          !HIDDEN.test(v) &&
          writtenFromWords(v, documented.syntax, said)) ||
        (sortValues.get(path)?.some((o) => o.value === v) ?? false) ||
        (!HIDDEN.test(v) &&
          // A date or a number: only one the host stated (never one copied from a result).
          (hostValue(v, prov) ??
            (normalized.has(v) ||
              // A partial match the host wrote around a normalized value (`%gmail.com%`).
              normalized.has(v.replace(/^%(.+)%$/, "$1")) ||
              // The person's own words: every word of the value was said (order and case aside).
              (wordsOf(v).length > 0 && wordsOf(v).every((w) => said.has(w))))));
      if (!ok) {
        issues.push({
          code: "unsupported_value",
          actionId: action.id,
          path,
          message: `"${v.slice(0, 80)}" did not come from the person's words, the selection or the schema; use their words or a reference`,
        });
      }
    }
  }
  return issues;
}
