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
import { codeBegunBy } from "@/lib/semantics/english";
import { ownKindChoice, type ParamInfo, paramInfos } from "@/lib/semantics/params";
import { searchSyntax, writtenFromWords } from "@/lib/semantics/query-syntax";
import { FIRST_PERSON_WORDS, identifierParts, singular } from "@/lib/semantics/words";
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

interface Literal {
  path: string;
  value: string | number;
  schema?: JsonSchema;
}

/**
 * The numbers the host itself may put in a numeric argument without the person saying them: the
 * bounds the schema declares (a limit clamped to its `maximum`, "all" as the largest page), a
 * label's number the person said ("urgent" where the schema lists "1 = Urgent"), and the first page
 * position (`page: 1`, `offset: 0`). Anything else must be a number the person wrote or the host
 * normalized from their words ({@link hostValue}): a count, an amount or an id copied out of a
 * result is refused like a copied string.
 */
function hostNumber(
  n: number,
  schema: JsonSchema | undefined,
  info: ParamInfo | undefined,
  said: ReadonlySet<string>,
): boolean {
  const bounds = [schema?.minimum, schema?.maximum, schema?.exclusiveMinimum, schema?.exclusiveMaximum];
  if (bounds.includes(n) || info?.limit?.min === n || info?.limit?.max === n) return true;
  if (labelSaid(info?.codes, n, said)) return true;
  return (info?.paging === "page" && n === 1) || (info?.paging === "offset" && n === 0);
}

/**
 * A code its parameter labels ("1 = Urgent", "2=In Progress"), every word of whose label the person
 * said ("without any risk" says the "No" of "0 = No risk").
 */
const labelSaid = <T>(codes: { value: T; label: string }[] | undefined, v: T, said: ReadonlySet<string>) =>
  codes?.some(
    (c) => c.value === v && wordsOf(c.label).every((w) => said.has(w) || (w === "no" && said.has("without"))),
  ) ?? false;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Every string or number literal of an argument and every undeclared key, with the schema that governs it. */
function literals(value: unknown, schema: JsonSchema | undefined, path: string, out: Literal[], depth = 0) {
  if (depth > MAX_DEPTH || isReferenceLike(value)) return;
  if (typeof value === "string" || typeof value === "number") out.push({ path, value, schema });
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
  const saidOne = new Set([...said].map((w) => singular(w)));
  const issues: ValidationIssue[] = [];
  for (const action of plan.actions) {
    const cap = caps.get(action.tool);
    if (!cap) continue;
    const found: Literal[] = [];
    literals(action.args, cap.inputSchema, "args", found);
    const infos = new Map(paramInfos(cap).map((p) => [`args.${p.path ? p.path.join(".") : p.name}`, p]));
    // A free sort string's values the host wrote from the syntax its own examples show ("UnitPrice
    // desc"): a field the parameter exemplifies and a direction — an order, carrying nothing else.
    // So is the direction sent beside an order's field (`sort_order: DESC`), one its options pair it with.
    const sortValues = new Map<string, unknown[]>();
    for (const p of paramInfos(cap)) {
      if (!p.sort || p.enumValues) continue;
      sortValues.set(`args.${p.name}`, [
        ...(sortValues.get(`args.${p.name}`) ?? []),
        ...p.sort.map((o) => o.value),
      ]);
      for (const { direction } of p.sort)
        if (direction)
          sortValues.set(`args.${direction.name}`, [
            ...(sortValues.get(`args.${direction.name}`) ?? []),
            direction.value,
          ]);
    }
    // A search text that documents its query language by example: keys it shows, values said.
    const documented = searchSyntax(paramInfos(cap), cap.description);
    const queryPath = documented ? `args.${documented.p.name}` : undefined;
    // `apiVersion: "apps/v1"` beside `kind: "Deployment"`: the value the tool's description pairs
    // with the kind sent (checked on its own), the kind's version.
    const choice = ownKindChoice(cap);
    const paired = choice?.paired;
    const kindSent = choice ? action.args[choice.param] : undefined;
    const pairedValue =
      paired && typeof kindSent === "string" && Object.hasOwn(paired.of, kindSent)
        ? paired.of[kindSent]
        : undefined;
    for (const { path, value, schema } of found) {
      const declared = declaredValues(schema);
      if (typeof value === "number") {
        // A JSON number: declared, the host's own, or one the host stated from the person's words.
        const ok =
          declared.includes(value) ||
          hostNumber(value, schema, infos.get(path), said) ||
          hostValue(String(value), prov) === true;
        if (!ok) issues.push(unsupported(action.id, path, String(value)));
        continue;
      }
      const v = value;
      // `ge2025-09-01`: a date the host stated, written with a comparison prefix its parameter documents.
      const prefixes = infos.get(path)?.prefixes;
      const bare = prefixes
        ? [prefixes.from, prefixes.to].find((x) => v.startsWith(x) && HOST_DAY_AFTER.test(v.slice(x.length)))
        : undefined;
      // The literal a parameter's description offers for the person asking ('me'), where they spoke of themselves.
      const caller = infos.get(path)?.caller;
      const ok =
        declared.includes(v) ||
        (pairedValue === v && path === `args.${paired?.param}`) ||
        (caller === v && FIRST_PERSON_WORDS.some((w) => said.has(w))) ||
        // The literal its description offers for the main record ("Use 'primary' for the main
        // calendar"): a word-shaped value (see `ParamInfo.main`), only of the parameter offering it.
        infos.get(path)?.main === v ||
        labelSaid(infos.get(path)?.labelled, v, said) ||
        (bare !== undefined && hostValue(v.slice(bare.length), prov) === true) ||
        (documented !== undefined &&
          path === queryPath &&
          !HIDDEN.test(v) &&
          writtenFromWords(v, documented.syntax, said, (x) => hostValue(x, prov) === true)) ||
        (sortValues.get(path)?.includes(v) ?? false) ||
        // "engineering issues" → `ENG`: a code made of the first letters of a word the person said.
        [...said].some((w) => codeBegunBy(v, w)) ||
        (!HIDDEN.test(v) &&
          // A date or a number: only one the host stated (never one copied from a result).
          (hostValue(v, prov) ??
            (normalized.has(v) ||
              // A partial match the host wrote around a normalized value (`%gmail.com%`).
              normalized.has(v.replace(/^%(.+)%$/, "$1")) ||
              // The person's own words: every word of the value was said (order, case and number
              // aside: "the contact" is the `contacts` collection).
              (wordsOf(v).length > 0 && wordsOf(v).every((w) => said.has(w) || saidOne.has(singular(w)))) ||
              // `VirtualRide` of "virtual rides": one camel-case word, each of its parts said.
              (/^\p{L}+$/u.test(v) &&
                identifierParts(v).length > 1 &&
                identifierParts(v).every(
                  (w) => said.has(w.toLowerCase()) || saidOne.has(singular(w.toLowerCase())),
                )))));
      if (!ok) issues.push(unsupported(action.id, path, v));
    }
  }
  return issues;
}

const HOST_DAY_AFTER = /^\d{4}-\d{2}-\d{2}/;

const unsupported = (actionId: string, path: string, v: string): ValidationIssue => ({
  code: "unsupported_value",
  actionId,
  path,
  message: `"${v.slice(0, 80)}" did not come from the person's words, the selection or the schema; use their words or a reference`,
});
