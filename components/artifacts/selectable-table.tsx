"use client";

/**
 * A stored table artifact in the chat: loads its rows from the server and lets the user browse,
 * filter, export and select rows. Only row indexes leave this component (CONVENTIONS.md #10): the
 * server resolves them against the stored rows, so the browser is never the source of truth.
 */
import { ArtifactGrid } from "./artifact-grid";
import { countLabel, pluralize } from "./format";
import styles from "./selectable-table.module.css";
import { useArtifactRows } from "./use-artifact-rows";

export interface SelectableTableProps {
  artifactId: string;
  title: string;
  entity: string;
  rowCount: number;
  truncated: boolean;
  purpose: "browse" | "pick-one";
  selectable: boolean;
  /** Stores the selection; may resolve to the server's label for the confirmation line. */
  onSelect?: (rowIndexes: number[]) => Promise<string | undefined> | undefined;
}

export function SelectableTable(props: SelectableTableProps) {
  const { artifactId, title, entity, rowCount, purpose } = props;
  const rows = useArtifactRows(artifactId);
  const headingId = `artifact-${artifactId}-title`;

  return (
    <section
      className={styles.root}
      data-testid="artifact-table"
      data-artifact-id={artifactId}
      data-purpose={purpose}
      data-state={rows.status}
      aria-labelledby={headingId}
      aria-busy={rows.status === "loading"}
    >
      <header className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        {purpose === "pick-one" && <span className={styles.badge}>Choose one {entity}</span>}
      </header>

      {rows.status === "loading" && <TableSkeleton label={countLabel(rowCount, rowCount, entity)} />}

      {rows.status === "error" && (
        <div className={styles.error} role="alert">
          <span>{rows.message}</span>
          <button type="button" className="btn small" onClick={rows.retry}>
            Retry
          </button>
        </div>
      )}

      {rows.status === "ready" &&
        (rows.data.columns.length === 0 ? (
          <p className={styles.emptyTable}>This table has no columns to show.</p>
        ) : (
          <ArtifactGrid
            key={artifactId}
            {...props}
            data={rows.data}
            rowCount={Math.max(rows.data.rowCount, rows.data.rows.length)}
            truncated={rows.data.truncated || props.truncated}
            plural={pluralize(entity)}
          />
        ))}
    </section>
  );
}

const SKELETON_ROWS = [0, 1, 2, 3, 4, 5];

function TableSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton}>
      <span className="sr-only" role="status">
        Loading {label}…
      </span>
      <div className={styles.skeletonToolbar} aria-hidden="true">
        <span className={styles.shimmer} style={{ width: 220 }} />
        <span className={styles.shimmer} style={{ width: 90 }} />
      </div>
      <div className={styles.skeletonGrid} aria-hidden="true">
        {SKELETON_ROWS.map((i) => (
          <div key={i} className={styles.skeletonRow}>
            <span className={styles.shimmer} style={{ width: "22%" }} />
            <span className={styles.shimmer} style={{ width: `${30 + ((i * 17) % 25)}%` }} />
            <span className={styles.shimmer} style={{ width: "14%" }} />
          </div>
        ))}
      </div>
    </div>
  );
}
