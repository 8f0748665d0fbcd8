/**
 * One record as a readable card: humanized keys, formatted values, nested objects as sub-sections
 * and lists of objects (order lines, shipments) as small tables. Server-safe: no hooks or browser APIs.
 */
import { currencyFieldFor, moneyOf } from "@/lib/semantics/fields";
import styles from "./cards.module.css";
import { CellValue } from "./cell-value";
import { type FormatOptions, formatValue, humanizeKey, inferType, isPlainObject, pluralize } from "./format";

type JsonRecord = Record<string, unknown>;

const MAX_DEPTH = 3;
const MAX_TABLE_ROWS = 50;
const MAX_TABLE_COLUMNS = 8;

export function RecordCard({
  entity,
  title,
  record,
  minorUnits = false,
  minorFields = [],
}: {
  entity: string;
  title: string;
  record: JsonRecord;
  /** Every money amount is in minor units (a message stored before `minorFields`). */
  minorUnits?: boolean;
  /** The money fields whose amounts are in minor units, each decided by presentation (issue 14). */
  minorFields?: readonly string[];
}) {
  const minor: MinorOf = minorUnits ? () => true : (key) => minorFields.includes(key);
  return (
    <article className={styles.card} data-testid="record-card" data-entity={entity}>
      <header className={styles.cardHeader}>
        <span className={styles.kicker}>{humanizeKey(entity)}</span>
        <h3 className={styles.cardTitle}>{title}</h3>
      </header>
      <RecordBody record={record} depth={0} context={{ row: record }} minor={minor} />
    </article>
  );
}

function isRecordList(v: unknown): v is JsonRecord[] {
  return Array.isArray(v) && v.length > 0 && v.every(isPlainObject);
}

/** Whether a field's money amounts are in minor units. */
type MinorOf = (key: string) => boolean;

/** The format options for one field: its own unit. */
const fieldContext = (context: FormatOptions, minor: MinorOf, key: string): FormatOptions =>
  minor(key) ? { ...context, minorUnits: true } : context;

function RecordBody({
  record,
  depth,
  context,
  minor,
}: {
  record: JsonRecord;
  depth: number;
  context: FormatOptions;
  minor: MinorOf;
}) {
  const entries = Object.entries(record);
  // A money object (`{amount, currency}`) is one value, shown as money — not a section of two fields.
  const nested = (v: unknown) => isPlainObject(v) && !moneyOf(v);
  const scalars = entries.filter(([, v]) => !(nested(v) || isRecordList(v)) || depth >= MAX_DEPTH);
  const objects = depth < MAX_DEPTH ? entries.filter(([, v]) => nested(v)) : [];
  const lists = depth < MAX_DEPTH ? entries.filter(([, v]) => isRecordList(v)) : [];
  // Money inside a nested object is priced by the nearest currency field up the tree.
  const currencyKey = currencyFieldFor(Object.keys(record).filter((k) => typeof record[k] === "string"));
  const ctx: FormatOptions = currencyKey ? { ...context, row: record } : context;

  return (
    <div className={styles.body}>
      {scalars.length > 0 && (
        <dl className={styles.fields}>
          {scalars.map(([key, value]) => (
            <div key={key} className={styles.field}>
              <dt>{humanizeKey(key)}</dt>
              <dd>
                <ScalarValue name={key} value={value} context={fieldContext(ctx, minor, key)} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {objects.map(([key, value]) => (
        <section key={key} className={styles.section} aria-label={humanizeKey(key)}>
          <h4 className={styles.sectionTitle}>{humanizeKey(key)}</h4>
          <RecordBody record={value as JsonRecord} depth={depth + 1} context={ctx} minor={minor} />
        </section>
      ))}
      {lists.map(([key, value]) => (
        <section key={key} className={styles.section} aria-label={humanizeKey(key)}>
          <h4 className={styles.sectionTitle}>
            {humanizeKey(key)} <span className={styles.count}>{(value as JsonRecord[]).length}</span>
          </h4>
          <MiniTable rows={value as JsonRecord[]} context={ctx} minor={minor} />
        </section>
      ))}
    </div>
  );
}

function ScalarValue({ name, value, context }: { name: string; value: unknown; context: FormatOptions }) {
  if (Array.isArray(value) && value.length === 0) return <span className={styles.none}>None</span>;
  return <CellValue value={formatValue(value, inferType(name, value), context)} />;
}

function MiniTable({ rows, context, minor }: { rows: JsonRecord[]; context: FormatOptions; minor: MinorOf }) {
  const keys: string[] = [];
  for (const r of rows.slice(0, MAX_TABLE_ROWS)) {
    for (const k of Object.keys(r)) if (!keys.includes(k)) keys.push(k);
  }
  const shown = keys.slice(0, MAX_TABLE_COLUMNS);
  const typeOf = (k: string) => inferType(k, rows.find((r) => r[k] !== null && r[k] !== undefined)?.[k]);
  const numeric = new Set(shown.filter((k) => ["number", "integer", "money"].includes(typeOf(k))));
  const extra = rows.length - MAX_TABLE_ROWS;

  return (
    <div className={styles.miniWrap}>
      <table className={styles.mini}>
        <thead>
          <tr>
            {shown.map((k) => (
              <th key={k} scope="col" className={numeric.has(k) ? styles.end : undefined}>
                {humanizeKey(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, MAX_TABLE_ROWS).map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a record's nested list is immutable and has no id of its own
            <tr key={i}>
              {shown.map((k) => (
                <td key={k} className={numeric.has(k) ? styles.end : undefined}>
                  <CellValue
                    value={formatValue(r[k], inferType(k, r[k]), {
                      ...fieldContext(context, minor, k),
                      row: { ...context.row, ...r },
                    })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {extra > 0 && (
        <p className={styles.more}>
          + {extra} more {pluralize("row", extra)}
        </p>
      )}
      {keys.length > shown.length && (
        <p className={styles.more}>
          Some fields are not shown: {keys.slice(MAX_TABLE_COLUMNS).map(humanizeKey).join(", ")}.
        </p>
      )}
    </div>
  );
}
