/**
 * The `Artifact` concept (DESIGN.md §2), declared once: the draft presentation hands to persistence
 * and the zod schemas the repository parses stored artifact columns with (columns: ./columns.ts).
 */
import { z } from "zod";
import type { GroupSpec } from "@/lib/semantics/grouping";
import {
  COLUMN_FORMATS,
  COLUMN_TYPES,
  type Column,
  DISPLAY_COLUMN_TYPES,
  type DisplayColumnType,
} from "./columns";

export type { Column, ColumnFormat, ColumnType } from "./columns";

export type ArtifactPurpose = "browse" | "pick-one";
type Row = Record<string, unknown>;

export interface ArtifactDraft {
  /** Deterministic per turn (`draft:<actionId>`); the persister maps it to the stored artifact id. */
  draftId: string;
  kind: "table";
  actionId: string;
  entity: string;
  title: string;
  sourceTool: string;
  args: Row;
  columns: Column[];
  identityFields: string[];
  /** Complete rows, bounded by maxRows; stored server-side once, never repeated in prose. */
  rows: Row[];
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

/** What an artifact row stores of a draft (the rest lives on the message part that references it). */
export type StoredArtifactFields = Pick<
  ArtifactDraft,
  | "entity"
  | "title"
  | "sourceTool"
  | "args"
  | "columns"
  | "identityFields"
  | "rows"
  | "rowCount"
  | "totalCount"
  | "truncated"
  | "snapshotHash"
>;

const columnSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(COLUMN_TYPES),
  format: z.enum(COLUMN_FORMATS).optional(),
  enum: z.array(z.string()).optional(),
  currencyKey: z.string().optional(),
  minorUnits: z.boolean().optional(),
  declared: z.boolean(),
  hidden: z.boolean().optional(),
}) satisfies z.ZodType<Column>;

/** Rows written before columns kept their format stored the renderer's type only: read as a Column. */
const LEGACY: Record<DisplayColumnType, Pick<Column, "type" | "format">> = {
  string: { type: "string" },
  number: { type: "number" },
  integer: { type: "integer" },
  boolean: { type: "boolean" },
  json: { type: "json" },
  date: { type: "string", format: "date" },
  datetime: { type: "string", format: "date-time" },
  money: { type: "number", format: "money" },
  status: { type: "string", format: "status" },
};
const legacyColumnSchema = z
  .object({ key: z.string(), label: z.string(), type: z.enum(DISPLAY_COLUMN_TYPES) })
  .transform((c): Column => ({ key: c.key, label: c.label, ...LEGACY[c.type], declared: true }));

export const storedColumnsSchema = z.array(z.union([columnSchema, legacyColumnSchema]));
export const rowsSchema = z.array(z.record(z.string(), z.unknown()));
export const identityFieldsSchema = z.array(z.string());
export const argsSchema = z.record(z.string(), z.unknown());
