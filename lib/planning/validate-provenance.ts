/**
 * Argument provenance (issue 13 item 1), a validator rule in every mode: a literal string argument
 * must come from the person's own words in this conversation, a value the schema declares (enum,
 * default, examples), a host-normalized date or number, or an identifier of the selected rows.
 * Anything else — a value copied out of a tool result, a description or an error message — gets
 * the `unsupported_value` issue (one correction, then nothing runs). `$from` references are
 * checked by the reference rules, not here.
 */
import type { Capability, JsonSchema } from "@/lib/capabilities/types";
import { looksLikeIdentifier } from "@/lib/semantics/names";
import { paramInfos } from "@/lib/semantics/params";
import { parseQuestion } from "./builtin/question";
import type { Plan, ValidationIssue } from "./types";
import type { SelectionShape } from "./validate-refs";

const words = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 0);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
/** Short enum-like tokens (`asc`, `open`, `v2`) are not smuggled data. */
const TOKEN = /^[A-Za-z0-9_.-]{1,12}$/;

function declaredValues(schema: JsonSchema | undefined): unknown[] {
  if (!schema) return [];
  const out: unknown[] = [];
  if (Array.isArray(schema.enum)) out.push(...schema.enum);
  if (schema.default !== undefined) out.push(schema.default);
  if (Array.isArray(schema.examples)) out.push(...schema.examples);
  return out;
}

export function checkProvenance(
  plan: Plan,
  caps: ReadonlyMap<string, Capability>,
  userText: readonly string[],
  today: Date,
  selection?: SelectionShape,
): ValidationIssue[] {
  if (plan.decision !== "tools") return [];
  const said = new Set(userText.flatMap(words));
  // Values the host itself normalized from the person's words ("gmail address" → gmail.com).
  const normalized = new Set(
    userText.flatMap((t) => {
      const d = parseQuestion(t, today, new Set()).emailDomain?.value;
      return d ? [d] : [];
    }),
  );
  const selected = new Set(
    Object.values(selection?.row ?? {}).filter(
      (v): v is string => typeof v === "string" && looksLikeIdentifier(v),
    ),
  );
  const issues: ValidationIssue[] = [];
  for (const action of plan.actions) {
    const cap = caps.get(action.tool);
    if (!cap) continue;
    const infos = new Map(paramInfos(cap).map((p) => [p.name, p]));
    for (const [name, value] of Object.entries(action.args)) {
      const strings = (Array.isArray(value) ? value : [value]).filter(
        (v): v is string => typeof v === "string",
      );
      for (const v of strings) {
        const info = infos.get(name);
        const declared = [...declaredValues(info?.schema), ...(info?.exampleValues ?? [])];
        const ok =
          declared.includes(v) ||
          ISO_DATE.test(v) ||
          NUMBER.test(v) ||
          selected.has(v) ||
          normalized.has(v) ||
          (TOKEN.test(v) && declared.length > 0) ||
          // The person's own words: every word of the value was said (order and case aside).
          words(v).every((w) => said.has(w));
        if (!ok) {
          issues.push({
            code: "unsupported_value",
            actionId: action.id,
            path: `args.${name}`,
            message: `"${v.slice(0, 80)}" did not come from the person's words, the selection or the schema; use their words or a reference`,
          });
        }
      }
    }
  }
  return issues;
}
