/** Renders one formatted value (table cell, record field). Server-safe: no hooks, no browser APIs. */
import styles from "./cell-value.module.css";
import type { FormattedValue } from "./format";

export function CellValue({ value }: { value: FormattedValue }) {
  switch (value.kind) {
    case "empty":
      return (
        <span className={styles.empty} title="No value">
          {value.text}
        </span>
      );
    case "status":
      return (
        <span className={`${styles.pill} ${styles[value.tone]}`} title={value.raw}>
          {value.text}
        </span>
      );
    case "nested":
      return (
        <span className={styles.nested} title={value.title}>
          {value.text}
        </span>
      );
    case "boolean":
      return <span className={value.value ? styles.yes : styles.no}>{value.text}</span>;
    case "date":
      return <time dateTime={value.title}>{value.text}</time>;
    case "number":
      return <span className={styles.number}>{value.text}</span>;
    case "text":
      return <span title={value.title}>{value.text}</span>;
  }
}
