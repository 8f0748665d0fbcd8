/**
 * A clarify's concrete alternatives as a message part (issue 9 item 9): each offered call shown as
 * its tool's human label and the arguments it would pass. Pure: the plan, the routed capabilities
 * and the selection in use are inputs. What runs on a pick is the choice stored on the turn, not
 * these words (lib/agent/run-choice.ts).
 */
import type { Capability } from "@/lib/capabilities";
import type { ChoiceOption, MessagePart } from "@/lib/chat/types";
import { getPath, isFromReference } from "@/lib/execution";
import type { Plan, PlanAction } from "@/lib/planning/types";
import type { SelectionRows } from "@/lib/selection";
import { fieldRole } from "@/lib/semantics/fields";
import { identifierParts, plural, singular } from "@/lib/semantics/words";
import { humanize } from "./present/columns";

/** Words that name what a tool does; a name that ends with one reads better with it first. */
const VERBS = new Set([
  "search",
  "list",
  "get",
  "detail",
  "summary",
  "count",
  "check",
  "find",
  "fetch",
  "lookup",
  "track",
  "show",
  "read",
  "query",
]);

/**
 * `orders.search` → "Search orders", `list_invoices` → "List invoices", `getUserById` → "Get user by
 * id", `customers.get` → "Get customer". Host-derived from the registered name, never the description.
 */
export function toolLabel(cap: Pick<Capability, "localName" | "operation">): string {
  let words = identifierParts(cap.localName);
  if (words.length === 0) return cap.localName;
  const last = words[words.length - 1];
  if (words.length > 1 && VERBS.has(last) && !VERBS.has(words[0])) words = [last, ...words.slice(0, -1)];
  // One record is fetched: "Get customer", not "Get customers".
  if (cap.operation === "get" || cap.operation === "detail")
    words = words.map((w, i) => (i ? singular(w) : w));
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a choice shows of the selection in use: its entity and rows (the one SelectionRows concept). */
type InUse = Pick<SelectionRows, "rows" | "entity"> | null | undefined;

/** An argument's value as the person reads it; `name` is the argument's (a year or an id is written as is). */
function display(value: unknown, selection: InUse, name?: string): string {
  if (isFromReference(value)) {
    // The value the pick would read from the selection, when there is exactly one row to read.
    const row = selection?.rows.length === 1 ? selection.rows[0] : undefined;
    const read = value.$from === "selection" && row ? getPath(row, value.path) : undefined;
    if (read !== undefined && read !== null && typeof read !== "object")
      return `${String(read)} (selected ${selection?.entity ?? "row"})`;
    return value.$from === "selection"
      ? `the selected ${plural(selection?.entity || "row")}`
      : "an earlier result";
  }
  if (Array.isArray(value)) return value.map((v) => display(v, selection, name)).join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") {
    // `born_after: 1600`, `customer_id: 100234`: a year or an identifier, never "1,600".
    const role = name === undefined ? undefined : fieldRole(name, { values: [value] });
    return role === "year" || role === "identifier" ? String(value) : value.toLocaleString("en-US");
  }
  if (value !== null && typeof value === "object") return JSON.stringify(value).slice(0, 80);
  return String(value);
}

export function choiceOption(
  choice: PlanAction,
  index: number,
  cap: Pick<Capability, "localName" | "operation"> | undefined,
  selection?: InUse,
): ChoiceOption {
  const label = cap ? toolLabel(cap) : humanize(choice.tool.split("/").pop() ?? choice.tool);
  const args = Object.entries(choice.args)
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .map(([name, v]) => ({
      name: humanize(name).toLowerCase(),
      value: display(v, selection, name).slice(0, 120),
    }));
  return { index, label, args };
}

/** The `choices` part of a clarify that offers calls; undefined for every other plan. */
export function choicesPart(
  plan: Plan,
  turnId: string,
  caps: readonly Pick<Capability, "id" | "localName" | "operation">[],
  selection?: InUse,
): Extract<MessagePart, { type: "choices" }> | undefined {
  if (plan.decision !== "clarify" || !plan.choices?.length) return undefined;
  const byId = new Map(caps.map((c) => [c.id, c]));
  return {
    type: "choices",
    turnId,
    options: plan.choices.map((c, i) => choiceOption(c, i, byId.get(c.tool), selection)),
  };
}
