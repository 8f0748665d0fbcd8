import type { ErrorCode } from "@/lib/errors";
import type { ChatMessage, MessagePart, ProgressPhase } from "./types";

/** What the sendMessage action streams to the browser, in order. */
export type TurnEvent =
  | { kind: "user"; message: ChatMessage }
  | { kind: "progress"; phase: ProgressPhase; detail?: string }
  | { kind: "notice"; text: string }
  | { kind: "assistant"; message: ChatMessage }
  /** A turn that could not run: a code of the one vocabulary (lib/errors.ts) and its public message. */
  | { kind: "error"; code: ErrorCode; message: string };

export type { ChatMessage, MessagePart };
