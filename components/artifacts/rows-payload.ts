/**
 * Shape check of `GET /api/artifacts/:id/rows` (CONVENTIONS.md #8: JSON is not trusted into types
 * unchecked). Unknown column types degrade to "string" rather than rejecting the whole table. The
 * rows come as objects or by column (`?layout=columns`, or `?layout=column-lines` read by
 * `parseRowsText`, lib/chat/rows-layout.ts); either way the payload offers both readings:
 * `valuesOf(key)` for one field over every row (the chart's grouping) and `rows` (the table), built
 * from the columns on first read.
 */
import type { DisplayColumn } from "@/lib/chat/columns";
import {
  type ColumnReader,
  columnValues,
  readColumnLines,
  readColumns,
  rowsFromColumns,
} from "@/lib/chat/rows-layout";
import { COLUMN_TYPES, type ColumnType, isPlainObject } from "./format";

/** A column of the payload: the one `DisplayColumn` the route sends (lib/chat/columns.ts). */
export type ArtifactColumnMeta = DisplayColumn;

export interface ArtifactRowsPayload {
  columns: ArtifactColumnMeta[];
  /** Every loaded row as an object (row positions are the selection identity). */
  readonly rows: Record<string, unknown>[];
  /** How many rows were loaded (`rows.length`, without building the rows). */
  size: number;
  /** One field's value in every row, by position (`undefined` where a row lacks the field); one array per field. */
  valuesOf(key: string): readonly unknown[];
  identityFields: string[];
  rowCount: number;
  /** What the source reported in total, when it is more than the rows stored. */
  totalCount?: number;
  truncated: boolean;
  entity?: string;
  title?: string;
  /**
   * The fields the server was asked for when it sent only some (`?columns=`, the chart's request):
   * `valuesOf` reads those; the others were not sent. Undefined: every field was sent.
   */
  projection?: readonly string[];
}

/** Whether a payload holds these fields' values (every field when it is not a projection). */
export function holdsFields(data: ArtifactRowsPayload, fields: readonly string[]): boolean {
  const sent = data.projection;
  return sent === undefined || fields.every((f) => sent.includes(f));
}

const TYPES = new Set<string>(COLUMN_TYPES);

export function parseRowsPayload(body: unknown): ArtifactRowsPayload | null {
  if (!isPlainObject(body)) return null;
  return payloadOf(body, body.layout === "columns" ? readColumns(body) : null);
}

/**
 * A rows body as text: `column-lines` (the columns parsed only when a field is read: the chart parses
 * the fields it groups and measures, the table the rest when it is shown), else one JSON body.
 */
export function parseRowsText(text: string): ArtifactRowsPayload | null {
  const lines = readColumnLines(text);
  if (lines) return payloadOf(lines.head, lines.columns);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  return parseRowsPayload(body);
}

function payloadOf(body: Record<string, unknown>, byColumn: ColumnReader | null): ArtifactRowsPayload | null {
  if (!Array.isArray(body.columns)) return null;
  if (!byColumn && !Array.isArray(body.rows)) return null;
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
      ...(c.minorUnits === true ? { minorUnits: true } : {}),
      ...(c.hidden === true ? { hidden: true } : {}),
    });
  }
  const identityFields = Array.isArray(body.identityFields)
    ? body.identityFields.filter((f): f is string => typeof f === "string")
    : [];
  const rows = byColumn ? byColumnRows(byColumn) : objectRows(body.rows as unknown[]);
  return {
    columns,
    get rows() {
      return rows.rows();
    },
    size: rows.size,
    valuesOf: rows.valuesOf,
    identityFields,
    rowCount: typeof body.rowCount === "number" ? body.rowCount : rows.size,
    ...(typeof body.totalCount === "number" && Number.isFinite(body.totalCount)
      ? { totalCount: body.totalCount }
      : {}),
    truncated: body.truncated === true,
    entity: typeof body.entity === "string" ? body.entity : undefined,
    title: typeof body.title === "string" ? body.title : undefined,
    ...(Array.isArray(body.projection)
      ? { projection: body.projection.filter((f): f is string => typeof f === "string") }
      : {}),
  };
}

interface RowsReader {
  size: number;
  rows(): Record<string, unknown>[];
  valuesOf(key: string): readonly unknown[];
}

/** Rows sent as objects: a field's values are read out of them once per field. */
function objectRows(raw: unknown[]): RowsReader {
  // Row positions are the selection identity: a malformed row is kept (as empty) so indexes stay aligned.
  const rows = raw.map((r) => (isPlainObject(r) ? r : {}));
  const fields = new Map<string, readonly unknown[]>();
  return {
    size: rows.length,
    rows: () => rows,
    valuesOf(key) {
      let values = fields.get(key);
      if (!values) {
        values = rows.map((r) => r[key]);
        fields.set(key, values);
      }
      return values;
    },
  };
}

/** Rows sent by column: the objects are built the first time something reads `rows` (the table, not the chart). */
function byColumnRows(c: ColumnReader): RowsReader {
  let rows: Record<string, unknown>[] | undefined;
  const fields = new Map<string, readonly unknown[]>();
  return {
    size: c.length,
    rows: () => {
      rows ??= rowsFromColumns(c);
      return rows;
    },
    valuesOf(key) {
      let values = fields.get(key);
      if (!values) {
        values = columnValues(c, key);
        fields.set(key, values);
      }
      return values;
    },
  };
}

export function loadErrorMessage(status: number): string {
  if (status === 404) return "This table is not available.";
  if (status === 401) return "Your session has ended. Sign in again to see this table.";
  if (status === 403) return "You don't have access to this table.";
  return "This table couldn't be loaded.";
}
