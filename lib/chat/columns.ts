/**
 * Table columns of an `Artifact` (DESIGN.md §2), declared once: what presentation derives and the
 * repository stores. The table renderer's types (`DisplayColumnType`) are a view of a `Column`,
 * never stored. No zod here: the browser imports this file (lib/chat/artifact.ts holds the schemas).
 */
export const COLUMN_TYPES = ["string", "number", "integer", "boolean", "json"] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];
export const COLUMN_FORMATS = ["date", "date-time", "money", "status", "email", "uri"] as const;
export type ColumnFormat = (typeof COLUMN_FORMATS)[number];

export interface Column {
  key: string;
  label: string;
  type: ColumnType;
  format?: ColumnFormat;
  /** Declared enum values (status badges, filters). */
  enum?: string[];
  /** For money columns: the sibling column holding the currency code. */
  currencyKey?: string;
  /** For money objects (`{amount, currency}`) whose schema says the amount is in minor units (cents). */
  minorUnits?: boolean;
  /** Declared by the capability's item schema (false: observed in the rows only). */
  declared: boolean;
  /**
   * Not shown by default, offered in the column menu: a type discriminator (`object: "invoice"`)
   * holding the same value in every row. The rows keep the field.
   */
  hidden?: boolean;
}

/** The table renderer's column types: a `Column`'s type refined by its format. */
export const DISPLAY_COLUMN_TYPES = [
  "string",
  "number",
  "integer",
  "boolean",
  "date",
  "datetime",
  "money",
  "status",
  "json",
] as const;
export type DisplayColumnType = (typeof DISPLAY_COLUMN_TYPES)[number];

const DISPLAY_OF_FORMAT: Partial<Record<ColumnFormat, DisplayColumnType>> = {
  date: "date",
  "date-time": "datetime",
  money: "money",
  status: "status",
};

export function displayType(c: Pick<Column, "type" | "format">): DisplayColumnType {
  return (c.format && DISPLAY_OF_FORMAT[c.format]) || c.type;
}

/** The column as `GET /api/artifacts/:id/rows` sends it to the table renderer (which parses it back). */
export interface DisplayColumn {
  key: string;
  label: string;
  type: DisplayColumnType;
  /** For money: the row field holding its currency code, as presentation found it. */
  currencyKey?: string;
  /** For money objects: their amounts are in minor units (1999 is 19.99). */
  minorUnits?: boolean;
  /** Hidden by default (`Column.hidden`), shown from the column menu. */
  hidden?: boolean;
}

export function displayColumn(c: Column): DisplayColumn {
  return {
    key: c.key,
    label: c.label,
    type: displayType(c),
    ...(c.currencyKey ? { currencyKey: c.currencyKey } : {}),
    ...(c.minorUnits ? { minorUnits: true } : {}),
    ...(c.hidden ? { hidden: true } : {}),
  };
}
