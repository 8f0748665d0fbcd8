/**
 * Shape check of `GET /api/artifacts/:id/rows` (CONVENTIONS.md #8: JSON is not trusted into types
 * unchecked). Unknown column types degrade to "string" rather than rejecting the whole table.
 */
import type { DisplayColumn } from "@/lib/chat/columns";
import { COLUMN_TYPES, type ColumnType, isPlainObject } from "./format";

/** A column of the payload: the one `DisplayColumn` the route sends (lib/chat/columns.ts). */
export type ArtifactColumnMeta = DisplayColumn;

export interface ArtifactRowsPayload {
  columns: ArtifactColumnMeta[];
  rows: Record<string, unknown>[];
  identityFields: string[];
  rowCount: number;
  /** What the source reported in total, when it is more than the rows stored. */
  totalCount?: number;
  truncated: boolean;
  entity?: string;
  title?: string;
}

const TYPES = new Set<string>(COLUMN_TYPES);

export function parseRowsPayload(body: unknown): ArtifactRowsPayload | null {
  if (!isPlainObject(body) || !Array.isArray(body.columns) || !Array.isArray(body.rows)) return null;
  const columns: ArtifactColumnMeta[] = [];
  const seen = new Set<string>();
  for (const c of body.columns) {
    if (!isPlainObject(c) || typeof c.key !== "string" || !c.key || seen.has(c.key)) continue;
    seen.add(c.key);
    const type = typeof c.type === "string" && TYPES.has(c.type) ? (c.type as ColumnType) : "string";
    columns.push({
      key: c.key,
      label: typeof c.label === "string" && c.label ? c.label : c.key,
      type,
      ...(typeof c.currencyKey === "string" && c.currencyKey ? { currencyKey: c.currencyKey } : {}),
    });
  }
  // Row positions are the selection identity: a malformed row is kept (as empty) so indexes stay aligned.
  const rows = body.rows.map((r) => (isPlainObject(r) ? r : {}));
  const identityFields = Array.isArray(body.identityFields)
    ? body.identityFields.filter((f): f is string => typeof f === "string")
    : [];
  return {
    columns,
    rows,
    identityFields,
    rowCount: typeof body.rowCount === "number" ? body.rowCount : rows.length,
    ...(typeof body.totalCount === "number" && Number.isFinite(body.totalCount)
      ? { totalCount: body.totalCount }
      : {}),
    truncated: body.truncated === true,
    entity: typeof body.entity === "string" ? body.entity : undefined,
    title: typeof body.title === "string" ? body.title : undefined,
  };
}

export function loadErrorMessage(status: number): string {
  if (status === 404) return "This table is not available.";
  if (status === 401) return "Your session has ended. Sign in again to see this table.";
  if (status === 403) return "You don't have access to this table.";
  return "This table couldn't be loaded.";
}
