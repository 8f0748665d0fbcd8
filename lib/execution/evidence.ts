import { ERRORS, isCode } from "@/lib/errors";
import { identifiersOf } from "./collection";
import type { Evidence, EvidenceStatus, JsonRecord, Loading, NormalizedError } from "./types";

/** Evidence is summarized, not a copy of the data: identifiers are bounded. */
const MAX_IDENTIFIERS = 100;

export interface EvidenceInput {
  actionId: string;
  tool: string;
  status: EvidenceStatus;
  records?: readonly JsonRecord[];
  identityFields?: readonly string[];
  collectionPath?: string;
  selectedRow?: JsonRecord;
  error?: NormalizedError;
  truncated?: boolean;
  durationMs?: number;
  loading?: Loading;
}

export function buildEvidence(input: EvidenceInput): Evidence {
  const records = input.records ?? [];
  const evidence: Evidence = {
    actionId: input.actionId,
    tool: input.tool,
    status: input.status,
    recordCount: records.length,
    identifiers: identifiersOf(records, input.identityFields ?? []).slice(0, MAX_IDENTIFIERS),
  };
  if (input.collectionPath !== undefined) evidence.collectionPath = input.collectionPath;
  if (input.selectedRow !== undefined) evidence.selectedRow = input.selectedRow;
  if (input.error !== undefined) evidence.error = input.error;
  if (input.truncated !== undefined) evidence.truncated = input.truncated;
  if (input.durationMs !== undefined) evidence.durationMs = input.durationMs;
  if (input.loading !== undefined) evidence.loading = input.loading;
  return evidence;
}

/**
 * Connector errors already carry a code of the vocabulary (lib/errors.ts); anything else (a thrown exception) becomes
 * `unavailable:connector` with a generic message — internal details are logged, never shown.
 */
export function normalizeError(error: unknown): NormalizedError {
  if (typeof error === "object" && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (isCode(code)) {
      return { code, message: typeof message === "string" ? message.slice(0, 500) : code };
    }
    if ((error as { name?: unknown }).name === "AbortError") {
      return { code: "timeout:tool", message: ERRORS["timeout:tool"].message };
    }
  }
  return { code: "unavailable:connector", message: "The tool call failed." };
}
