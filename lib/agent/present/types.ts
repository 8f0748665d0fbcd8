/**
 * Draft message parts and artifact drafts produced by `present()`. The lead owns the message
 * protocol in lib/chat/types.ts; these shapes mirror it and are aligned there.
 */
import type { ArtifactDraft } from "@/lib/chat/artifact";
import type { MessagePart } from "@/lib/chat/types";
import type { Evidence } from "@/lib/execution";

export type { ArtifactDraft, ArtifactPurpose, Column, ColumnFormat, ColumnType } from "@/lib/chat/artifact";

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
