/**
 * Per-action rules (DESIGN.md §3 Plans and Trust boundary): the tool is in the snapshot, eligible,
 * read-only and in the turn's routed set; arguments conform to its input schema after empty
 * optionals are removed; `$from` references are checked by ./validate-refs.ts and stand in for their
 * value during the schema check (a reference to a string field satisfies a string parameter).
 */

import { validator } from "@/lib/security";
import { listOfOne, schemaTypes, typeOfValue } from "@/lib/semantics/declared-paths";
import { takesIdText } from "@/lib/semantics/params";
import type { Capability, JsonSchema } from "../capabilities/types";
import { propertiesOf, removeEmptyOptionals, requiredOf } from "./clean-args";
import { SELECTION_SOURCE } from "./plan-schema";
import type { FromReference, PlanAction, ValidationIssue } from "./types";
import {
  argumentReferences,
  checkReference,
  hasNestedReference,
  isReferenceLike,
  type RefScope,
} from "./validate-refs";

export interface ActionScope extends Omit<RefScope, "action"> {
  routeIds: ReadonlySet<string>;
}

export function checkTool(
  action: PlanAction,
  cap: Capability | undefined,
  routeIds: ReadonlySet<string>,
): ValidationIssue[] {
  const at = { actionId: action.id, path: "tool" };
  if (!cap)
    return [{ code: "unknown_tool", ...at, message: `"${action.tool}" is not in this turn's snapshot` }];
  // Risk counts even if a readOnly flag slipped through: this release never runs high/critical tools.
  if (!cap.readOnly || cap.risk === "high" || cap.risk === "critical") {
    return [
      { code: "mutative_tool", ...at, message: `${cap.id} can change data; this assistant only reads` },
    ];
  }
  if (!cap.eligible) {
    return [
      {
        code: "ineligible_tool",
        ...at,
        message: `${cap.id} is not eligible: ${cap.exclusionReason ?? "excluded by policy"}`,
      },
    ];
  }
  if (!routeIds.has(cap.id)) {
    return [
      { code: "tool_not_in_route", ...at, message: `${cap.id} was not among this turn's selected tools` },
    ];
  }
  return [];
}

/**
 * The input schema without the given required names (references and already-reported gaps).
 * Cheap to rebuild: the shared validator caches compiled schemas by canonical-JSON hash.
 */
function withoutRequired(schema: JsonSchema, names: string[]): JsonSchema {
  if (names.length === 0) return schema;
  return { ...schema, required: requiredOf(schema).filter((r) => !names.includes(r)) };
}

function compatible(param: JsonSchema | undefined, source: JsonSchema | undefined): boolean {
  const want = schemaTypes(param);
  const have = schemaTypes(source);
  if (!want || !have) return true;
  return [...have].some((t) => want.has(t));
}

export function checkArgs(
  action: PlanAction,
  cap: Capability,
  scope: ActionScope,
): { args: Record<string, unknown>; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const schema = cap.inputSchema;
  const declared = propertiesOf(schema);
  const cleaned = removeEmptyOptionals(action.args, schema);
  for (const name of cleaned.missingRequired) {
    issues.push({
      code: "missing_required",
      actionId: action.id,
      path: `args.${name}`,
      message: `${cap.id} requires "${name}"`,
    });
  }

  // Data the schema sees: literals as given, selection references as the selected value when known,
  // action references left out (their value exists only at run time; type-checked against the source).
  const data: Record<string, unknown> = {};
  const deferred: string[] = [];
  // A reference stands in for its value: the selected value when known, else checked against the
  // source field's type and left out of the schema check (`undefined`).
  const refer = (name: string, ref: FromReference, param: JsonSchema | undefined): unknown => {
    const checked = checkReference(name, ref, { ...scope, action });
    if (!checked.ok) {
      issues.push(...checked.issues);
      return undefined;
    }
    if (checked.selectionValue && checked.selectionValue.value !== undefined)
      // The selected row's one value where the parameter takes a list (`service_ids[]`): its list.
      return listOfOne(param, checked.selectionValue.value);
    // A whole-number id where the parameter takes ids as text ("Comma-separated genre ids"): sent as its digits.
    const idText = takesIdText(name, param) && schemaTypes(checked.sourceSchema)?.has("integer");
    if (!compatible(param, checked.sourceSchema) && !idText) {
      const got = [...(schemaTypes(checked.sourceSchema) ?? [])].join("|");
      issues.push({
        code: "reference_type_mismatch",
        actionId: action.id,
        path: `args.${name}`,
        message: `"${ref.path}" is ${got}, which "${name}" does not accept`,
      });
    }
    return undefined;
  };
  for (const [name, value] of Object.entries(cleaned.args)) {
    if (cleaned.missingRequired.includes(name)) continue; // reported once, as missing_required
    if (!isReferenceLike(value)) {
      // One field of an object argument that groups filters may refer (`filter.owner_id`); nothing deeper.
      let seen = value;
      for (const { name: at, ref, field, item } of argumentReferences({ [name]: value }, cap)) {
        // The selected rows' values are sent as literals there: one call per selected row is made
        // from whole arguments only.
        if (ref.$from === SELECTION_SOURCE) continue;
        if (item) {
          // A criterion's value: checked against its source; the element stands in with that value.
          const list = [...(seen as unknown[])];
          const v = refer(at, ref, undefined);
          const element = { ...(list[item.index] as Record<string, unknown>) };
          if (v === undefined) list.splice(item.index, 1, undefined);
          else list[item.index] = { ...element, [item.key]: v };
          seen = list;
          continue;
        }
        if (!field) continue;
        const group = { ...(seen as Record<string, unknown>) };
        const inner = propertiesOf(declared[name] ?? {})[field[1]];
        const v = refer(at, ref, inner);
        if (v === undefined) delete group[field[1]];
        else group[field[1]] = v;
        seen = group;
      }
      if (Array.isArray(seen) && seen.includes(undefined)) seen = seen.filter((e) => e !== undefined);
      if (hasNestedReference(seen)) {
        issues.push({
          code: "nested_reference",
          actionId: action.id,
          path: `args.${name}`,
          message: "a $from reference must be a whole argument value or a field of a group of filters",
        });
      }
      data[name] = seen;
      continue;
    }
    if (!Object.hasOwn(declared, name) && schema.additionalProperties === false) {
      issues.push({
        code: "unknown_arg",
        actionId: action.id,
        path: `args.${name}`,
        message: `${cap.id} has no parameter "${name}"`,
      });
      continue;
    }
    const v = refer(name, value, declared[name]);
    if (v === undefined) deferred.push(name);
    else data[name] = v;
  }

  const check = validator(withoutRequired(schema, [...deferred, ...cleaned.missingRequired]))(data);
  if (!check.valid) {
    for (const e of check.errors) {
      const where = e.path.replace(/^\//, "").replace(/\//g, ".");
      const detail = e.path === "" ? "" : ` (${typeOfValue(readPointer(data, e.path))})`;
      issues.push({
        code: "invalid_args",
        actionId: action.id,
        path: where ? `args.${where}` : "args",
        message: `${where || "args"} ${e.message}${e.keyword === "type" ? detail : ""}`,
      });
    }
  }
  return { args: cleaned.args, issues };
}

function readPointer(root: unknown, pointer: string): unknown {
  let cur = root;
  for (const seg of pointer.split("/").slice(1)) {
    if (typeof cur !== "object" || cur === null) return undefined;
    cur = (cur as Record<string, unknown>)[seg.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return cur;
}
