import type { Code } from "@/lib/errors";
import type { GroupSpec } from "@/lib/semantics/grouping";

/**
 * The message protocol (CONVENTIONS.md #7), declared once. Parts are compact: a collection is an
 * artifact reference (rows stay server-side), a single record is a card, a selection is a card.
 */
export type ProgressPhase = "snapshot" | "routing" | "planning" | "calling" | "loading" | "answering";

export type MessagePart =
  | { type: "text"; text: string; citations?: Citation[] }
  | {
      type: "artifact";
      artifactId: string;
      entity: string;
      title: string;
      rowCount: number;
      truncated: boolean;
      /** `pick-one`: a suspended step waits for exactly one row. */
      purpose: "browse" | "pick-one";
      /** The summary the question asked for ("orders by status"): the rows are shown grouped and charted. */
      view?: GroupSpec;
    }
  | {
      type: "record-card";
      entity: string;
      title: string;
      record: Record<string, unknown>;
      sourceTool: string;
      /** Every money amount of the card is in minor units (messages stored before `minorFields`). */
      minorUnits?: boolean;
      /** The card's money fields (by name, at any depth) whose amounts are in minor units (issue 14: per field). */
      minorFields?: string[];
    }
  | {
      type: "selection-card";
      selectionId: string;
      version: number;
      entity: string;
      label: string;
      count: number;
    }
  | {
      /**
       * A clarify's concrete alternatives. The browser sends back only `turnId` + `index`; the
       * server runs the choice stored on that turn, never arguments from the page.
       */
      type: "choices";
      turnId: string;
      options: ChoiceOption[];
    }
  | { type: "progress"; phase: ProgressPhase; detail?: string }
  | { type: "error"; code: Code; message: string; retryable: boolean }
  | { type: "notice"; text: string };

/**
 * A source an answer quotes. `documentId` and `passageId` (knowledge-base documents) let the chat open
 * the document at the cited passage; the server resolves them in the reader's own tenant and project.
 */
export interface Citation {
  document: string;
  section?: string;
  documentId?: string;
  passageId?: string;
}

/** One offered call: the tool's human label and the arguments it would pass, both as display text. */
export interface ChoiceOption {
  index: number;
  label: string;
  args: { name: string; value: string }[];
}

/**
 * Where a pick-one table's step stands, read from its turn on the server (lib/agent/pick-state.ts):
 * `waiting` for a pick (`error`: why the last try did not continue), `continuing` while the question
 * runs with the pick, `continued` once it did, `stalled` when a continuation stopped before it
 * finished, `closed` when nothing waits on it any more. `label` names the pick, `row` identifies
 * it; `retry` is the pick "Try again" continues with (the server checks it again).
 */
export interface PickState {
  status: "waiting" | "continuing" | "continued" | "stalled" | "closed";
  label?: string;
  /** The picked row's identity fields and values (`{ id: "C-1042" }`), to mark it in the table. */
  row?: Record<string, unknown>;
  error?: string;
  retry?: { selectionId: string; version: number };
}

export type MessageRole = "user" | "assistant";

export interface ChatMessage {
  id: string;
  role: MessageRole;
  seq: number;
  parts: MessagePart[];
  createdAt: string;
}

export const MAX_MESSAGE_CHARS = 4_000;
