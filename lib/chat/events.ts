import type { ChatMessage, MessagePart, ProgressPhase } from "./types";

/** What the sendMessage action streams to the browser, in order. */
export type TurnEvent =
  | { kind: "user"; message: ChatMessage }
  | { kind: "progress"; phase: ProgressPhase; detail?: string }
  | { kind: "notice"; text: string }
  | { kind: "assistant"; message: ChatMessage }
  | { kind: "error"; code: string; message: string };

export type { ChatMessage, MessagePart };
