/**
 * `$from` reference rules (DESIGN.md §3 Plans): every reference names a dependency of its action (or
 * `selection`) and a path the source declares (./declared-paths.ts). A speculative path such as
 * `items.0.id` is rejected: when the shape is unknown the executor runs the first call and re-plans
 * from the observed shape instead of guessing.
 */

import { calledKind } from "@/lib/capabilities/kind-listers";
import {
  type DeclaredShape,
  declaredRecordShape,
  isSpeculativePath,
  readFieldPath,
} from "@/lib/semantics/declared-paths";
import { paramInfos } from "@/lib/semantics/params";
import type { Capability, JsonSchema } from "../capabilities/types";
import { SELECTION_SOURCE } from "./plan-schema";
import type { FromReference, PlanAction, ValidationIssue } from "./types";

/** What the validator knows about current_selection: its entity and declared fields, or the row itself. */
export interface SelectionShape {
  entity: string;
  /** Declared field paths; derived from `row` when absent. */
  fields?: readonly string[];
  /** The single selected row, when exactly one is selected: lets selection values be schema-checked. */
  row?: Readonly<Record<string, unknown>>;
  /** Every selected row: the values a literal may repeat (argument provenance), however many are selected. */
  rows?: readonly Readonly<Record<string, unknown>>[];
  /** The stored identity fields of the selected rows' source: identifiers whatever their name. */
  identityFields?: readonly string[];
}

export interface RefScope {
  action: PlanAction;
  actionsById: ReadonlyMap<string, PlanAction>;
  capsById: ReadonlyMap<string, Capability>;
  selection?: { shape: SelectionShape; fields: ReadonlySet<string> };
}

export type RefCheck =
  | { ok: true; sourceSchema?: JsonSchema; selectionValue?: { value: unknown } }
  | { ok: false; issues: ValidationIssue[] };

export function isReferenceLike(value: unknown): value is FromReference {
  return (
    typeof value === "object" && value !== null && !Array.isArray(value) && Object.hasOwn(value, "$from")
  );
}

/**
 * The `$from` references of a tool's arguments, each by the name the schema-semantics layer gives its
 * parameter: a whole argument (`customer_id`), one field of an object argument that groups filters
 * (`filter.owner_id`, a parameter `paramInfos` offers by that dotted name), or the value of one
 * element of a list of criteria (`criteria: [{ field: "CustomerRef", value: { $from } }]`, offered as
 * `criteria[CustomerRef =]`; `item` is where it sits). A reference anywhere else — deeper, in
 * another array, in a field the group does not declare — is none of these.
 */
export function argumentReferences(
  args: Readonly<Record<string, unknown>>,
  cap: Pick<Capability, "entity" | "inputSchema">,
): {
  name: string;
  ref: FromReference;
  field?: [string, string];
  item?: { argument: string; index: number; key: string };
}[] {
  const params = paramInfos(cap);
  const grouped = new Set(params.flatMap((p) => (p.path ? [p.name] : [])));
  return Object.entries(args).flatMap(([name, value]) => {
    if (isReferenceLike(value)) return [{ name, ref: value }];
    if (Array.isArray(value)) {
      return value.flatMap((element, index) => {
        if (typeof element !== "object" || element === null || Array.isArray(element)) return [];
        const e = element as Record<string, unknown>;
        const param = params.find(
          (p) =>
            p.criterion?.argument === name &&
            e[p.criterion.keys.field] === p.criterion.field &&
            (!p.criterion.keys.operator ||
              (e[p.criterion.keys.operator] ?? "") === (p.criterion.operator ?? "")),
        );
        const ref = param?.criterion ? e[param.criterion.keys.value] : undefined;
        return param?.criterion && isReferenceLike(ref)
          ? [{ name: param.name, ref, item: { argument: name, index, key: param.criterion.keys.value } }]
          : [];
      });
    }
    if (typeof value !== "object" || value === null) return [];
    return Object.entries(value).flatMap(([field, inner]) =>
      isReferenceLike(inner) && grouped.has(`${name}.${field}`)
        ? [{ name: `${name}.${field}`, ref: inner, field: [name, field] as [string, string] }]
        : [],
    );
  });
}

/** True when a `$from` object hides below the top level of an argument (only top-level values may refer). */
export function hasNestedReference(value: unknown, depth = 0): boolean {
  if (depth > 32 || typeof value !== "object" || value === null) return false;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((c) => isReferenceLike(c) || hasNestedReference(c, depth + 1));
}

function declaredHint(shape: DeclaredShape | ReadonlySet<string>): string {
  const keys = shape instanceof Set ? [...shape] : [...(shape as DeclaredShape).paths.keys()];
  const shown = keys.filter((k) => !k.includes(".")).slice(0, 12);
  return shown.length > 0 ? `; declared: ${shown.join(", ")}` : "; the source declares no fields";
}

export function checkReference(arg: string, ref: FromReference, scope: RefScope): RefCheck {
  const { action } = scope;
  const at = { actionId: action.id, path: `args.${arg}` };
  const fail = (code: string, message: string): RefCheck => ({
    ok: false,
    issues: [{ code, ...at, message }],
  });

  if (isSpeculativePath(ref.path)) {
    return fail(
      "speculative_path",
      `"${ref.path}" indexes into data; reference a declared field of one record (e.g. "id") and expect 'one' on the source`,
    );
  }

  if (ref.$from === SELECTION_SOURCE) {
    if (!scope.selection) return fail("no_selection", "there is no current_selection to refer to");
    if (!scope.selection.fields.has(ref.path)) {
      return fail(
        "undeclared_path",
        `the selection does not declare "${ref.path}"${declaredHint(scope.selection.fields)}`,
      );
    }
    const row = scope.selection.shape.row;
    return { ok: true, selectionValue: row ? { value: readFieldPath(row, ref.path) } : undefined };
  }

  const source = scope.actionsById.get(ref.$from);
  if (!source) return fail("unknown_reference", `"${ref.$from}" is not an action of this plan`);
  if (!action.dependsOn.includes(ref.$from)) {
    return fail("reference_not_dependency", `"${ref.$from}" must be listed in dependsOn of "${action.id}"`);
  }
  const tool = scope.capsById.get(source.tool);
  if (!tool) return { ok: true }; // the source's own tool issue is already reported
  const cap = calledKind(tool, source.args);
  const shape = declaredRecordShape(cap);
  if (!shape.paths.has(ref.path)) {
    return fail("undeclared_path", `${cap.id} does not declare "${ref.path}"${declaredHint(shape)}`);
  }
  if (shape.collectionPath && source.expect !== "one" && action.each !== ref.$from) {
    return fail(
      "reference_to_many",
      `"${ref.$from}" returns a collection; set its expect to 'one' so several matches suspend for a choice`,
    );
  }
  return { ok: true, sourceSchema: shape.paths.get(ref.path) };
}
