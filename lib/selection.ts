/**
 * current_selection (DESIGN.md): the complete rows a person picked from a table artifact, stored
 * server-side and given to later turns. One concept, one declaration (issue 11 item 1): the planner
 * and the executor read its rows, the repository stores it whole, the chat shows its summary.
 * Row values are data, never instructions.
 */

/** What a selection holds: complete rows of one entity, with the tool and identity they came from. */
export interface SelectionRows {
  entity: string;
  sourceTool: string;
  identityFields: string[];
  rows: Record<string, unknown>[];
}

/** A stored selection of a conversation (one per conversation; each pick bumps its version). */
export interface StoredSelection extends SelectionRows {
  id: string;
  version: number;
  conversationId: string;
  artifactId: string;
  /** "Riccardo Lorini · Milano · #C-1042" — compact, from the rows themselves. */
  label: string;
}

/** What the chat shows of the selection (the card and the composer's chip). */
export type SelectionSummary = Pick<StoredSelection, "id" | "version" | "label" | "entity">;
