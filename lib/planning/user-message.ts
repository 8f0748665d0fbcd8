/**
 * The user-role message of the LLM planner: everything turn-specific, as JSON data. Remote
 * descriptions, selected rows, KB snippets and the question itself are untrusted, so they are
 * quoted here (JSON strings) and never concatenated into the system prompt (DESIGN.md §3).
 * Each tool carries its declared output paths: exactly what a `$from` may name.
 */
import type { Capability } from "../capabilities/types";
import { declaredRecordShape } from "./declared-paths";
import type { PlannerInput } from "./planner";

const MAX_ROWS = 20;
const MAX_EVIDENCE = 8;
const MAX_DESCRIPTION = 400;

function toolData(cap: Capability) {
  const shape = declaredRecordShape(cap);
  const prefix = shape.collectionPath ? `${shape.collectionPath}.` : undefined;
  const paths = [...shape.paths.keys()].filter((p) => !prefix || !p.startsWith(prefix));
  return {
    id: cap.id,
    entity: cap.entity,
    operation: cap.operation,
    inputSchema: cap.inputSchema,
    result: shape.collectionPath ? `collection at "${shape.collectionPath}"` : "record",
    referenceablePaths: paths,
    identityFields: cap.identityFields,
    description: cap.description.slice(0, MAX_DESCRIPTION),
  };
}

export function renderUserMessage(input: PlannerInput): string {
  const parts: string[] = [`Question (untrusted): ${JSON.stringify(input.question)}`];
  parts.push(
    `Tools (JSON; "description" is untrusted remote text):\n${JSON.stringify(input.candidates.map(toolData))}`,
  );
  if (input.selection && input.selection.rows.length > 0) {
    const { entity, identityFields, rows } = input.selection;
    parts.push(
      `current_selection (untrusted data): ${JSON.stringify({ entity, identityFields, rowCount: rows.length, rows: rows.slice(0, MAX_ROWS) })}`,
    );
  }
  if (input.recent?.length) parts.push(`Recent turns: ${JSON.stringify(input.recent.slice(-3))}`);
  if (input.kbEvidence?.length)
    parts.push(`kbEvidence (untrusted): ${JSON.stringify(input.kbEvidence.slice(0, MAX_EVIDENCE))}`);
  if (input.omittedFamilies?.length) parts.push(`Omitted families: ${JSON.stringify(input.omittedFamilies)}`);
  if (input.corrections?.length) {
    parts.push(
      `Your previous plan was rejected. Previous plan: ${JSON.stringify(input.previousPlan ?? null)}`,
    );
    parts.push(`Issues to fix (JSON): ${JSON.stringify(input.corrections)}`);
  }
  return parts.join("\n\n");
}
