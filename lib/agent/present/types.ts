import type { MessagePart } from "@/lib/chat/types";
/**
 * Draft message parts and artifact drafts produced by `present()`. The lead owns the message
 * protocol in lib/chat/types.ts; these shapes mirror it and are aligned there.
 */
import type { Evidence, JsonRecord } from "@/lib/execution";
import type { GroupSpec } from "@/lib/semantics/grouping";

export type ColumnType = "string" | "number" | "integer" | "boolean" | "json";
export type ColumnFormat = "date" | "date-time" | "money" | "status" | "email" | "uri";

export interface Column {
  key: string;
  label: string;
  type: ColumnType;
  format?: ColumnFormat;
  /** Declared enum values (status badges, filters). */
  enum?: string[];
  /** For money columns: the sibling column holding the currency code. */
  currencyKey?: string;
  /** Declared by the capability's item schema (false: observed in the rows only). */
  declared: boolean;
}

export type ArtifactPurpose = "browse" | "pick-one";

export interface ArtifactDraft {
  /** Deterministic per turn (`draft:<actionId>`); the persister maps it to the stored artifact id. */
  draftId: string;
  kind: "table";
  actionId: string;
  entity: string;
  title: string;
  sourceTool: string;
  args: JsonRecord;
  columns: Column[];
  identityFields: string[];
  /** Complete rows, bounded by maxRows; stored server-side once, never repeated in prose. */
  rows: JsonRecord[];
  /** Number of rows in `rows`. */
  rowCount: number;
  /** What the source reported in total, when it is more than `rowCount`. */
  totalCount?: number;
  truncated: boolean;
  snapshotHash: string;
  purpose: ArtifactPurpose;
  /** The grouped view the question asked for; stored on the artifact's message part. */
  view?: GroupSpec;
}

/** The message protocol is declared once (lib/chat/types); presentation produces those parts. */
export type MessagePartDraft = MessagePart;
export type Citation = NonNullable<Extract<MessagePart, { type: "text" }>["citations"]>[number];

export interface PresentOptions {
  question: string;
  snapshotHash: string;
  /** Rows kept per artifact (default 10,000). */
  maxRows?: number;
  /** Evidence of the turn: failed or refused actions become `error` parts. */
  evidence?: readonly Evidence[];
}

export interface Presentation {
  parts: MessagePartDraft[];
  artifacts: ArtifactDraft[];
}
