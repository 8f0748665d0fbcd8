/**
 * A summary the question asked for ("orders by status", "revenue per month"): the group spec the
 * table artifact is shown with (stored on its message part, so a reloaded conversation shows the
 * same view) and the sentence that says what the numbers cover. The numbers themselves are
 * computed in the browser from the artifact's stored rows — every row, never a sample. When the
 * rows lack the field the question groups by, there is no spec: the table is shown and the sentence
 * says the grouping was not possible, rather than a number about something else.
 */
import { type GroupingAsk, type GroupSpec, measureLabel, resolveGrouping } from "@/lib/semantics/grouping";
import { count, pluralOf } from "./prose";
import type { ArtifactDraft } from "./types";

const labelOf = (draft: ArtifactDraft, key: string) =>
  (draft.columns.find((c) => c.key === key)?.label ?? key).toLowerCase();

export function summaryOf(ask: GroupingAsk, draft: ArtifactDraft): { view?: GroupSpec; sentence: string } {
  const plural = pluralOf(draft.entity);
  const resolved = resolveGrouping(ask, draft.columns, draft.entity, draft.rows);
  if ("missing" in resolved)
    return {
      sentence: resolved.currencies
        ? `The ${resolved.missing} could not be added up: the ${plural} are priced in several currencies, so the table lists them instead.`
        : `They could not be summarised by ${resolved.missing}: the ${plural} have no such field, so the table lists them instead.`,
    };
  const view = resolved.spec;
  const by = view.bucket ? `${view.bucket}` : labelOf(draft, view.by);
  const what =
    view.aggregate === "count" || !view.measure
      ? `${plural} per ${by}`
      : `${measureLabel(view.aggregate, labelOf(draft, view.measure))} per ${by}`;
  const total = draft.totalCount ?? draft.rowCount;
  // Capped collections: the numbers cover the loaded rows, and the sentence says so.
  const over =
    total > draft.rowCount
      ? `over the ${count(draft.rowCount)} loaded (not all ${count(total)})`
      : `over all ${count(draft.rowCount)}`;
  return { view, sentence: `The chart and its table show the ${what}, ${over}.` };
}
