"use client";

/**
 * A stored table artifact in the chat: loads its rows from the server and lets the user browse,
 * filter, export and select rows. Only row indexes leave this component (CONVENTIONS.md #10): the
 * server resolves them against the stored rows, so the browser is never the source of truth.
 */
import { useCallback, useEffect, useState } from "react";
import type { PickState } from "@/lib/chat/types";
import type { GroupSpec } from "@/lib/semantics/grouping";
import { ArtifactGrid } from "./artifact-grid";
import { countLabel, pluralize } from "./format";
import { type ArtifactColumnMeta, holdsFields } from "./rows-payload";
import styles from "./selectable-table.module.css";
import { nextSpec, SummaryView, summaryFields } from "./summary-view";
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
  /** The grouped view the question asked for: the table opens on its chart and numbers. */
  view?: GroupSpec;
  /** A pick-one table: where its step stands; once a pick is made no further pick is offered. */
  pick?: PickState;
  /** Continues the question again with the pick that did not finish. */
  onRetryPick?: () => void;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const VIEWS = [
  ["summary", "Chart"],
  ["rows", "Rows"],
] as const;

/** A first grouping when the person asks for a chart themselves: a status, else a date by month, else a text column. */
function defaultSpec(columns: ArtifactColumnMeta[]): GroupSpec | undefined {
  const pick =
    columns.find((c) => c.type === "status") ??
    columns.find((c) => c.type === "date" || c.type === "datetime") ??
    columns.find((c) => c.type === "string" || c.type === "boolean");
  if (!pick) return undefined;
  const date = pick.type === "date" || pick.type === "datetime";
  return date
    ? { by: pick.key, bucket: "month", aggregate: "count", chart: "line" }
    : { by: pick.key, aggregate: "count", chart: "bar" };
}

export function SelectableTable(props: SelectableTableProps) {
  const { artifactId, title, entity, rowCount, purpose, view } = props;
  const headingId = `artifact-${artifactId}-title`;
  // The asked-for summary opens first; the rows are one click away (and the other way round).
  const [spec, setSpec] = useState<GroupSpec | undefined>(purpose === "browse" ? view : undefined);
  const [mode, setMode] = useState<"summary" | "rows">(spec ? "summary" : "rows");
  // How the table opens decides how its rows are sent. A table that opens on its chart asks for the
  // fields that chart reads (`?columns=`, a sixth of the body for "orders per month"); every field is
  // loaded once when something else is shown — the rows, or a grouping the first request did not cover.
  const [opensOnChart] = useState(mode === "summary");
  const [asked] = useState(() => (opensOnChart && spec ? summaryFields(spec) : undefined));
  const first = useArtifactRows(artifactId, opensOnChart, asked);
  const [wantAll, setWantAll] = useState(false);
  const all = useArtifactRows(artifactId, opensOnChart, undefined, wantAll);
  // A change of the chart's controls made on the chart's fields alone, applied once every field is here.
  const [pending, setPending] = useState<Partial<GroupSpec> | null>(null);
  // Stable, so the (memoized) chart view is not drawn again when only the loading state around it changes.
  const needAllFields = useCallback((next: Partial<GroupSpec>) => setPending((p) => ({ ...p, ...next })), []);
  const partial = first.status === "ready" ? first.data : undefined;
  const needsAll =
    asked !== undefined &&
    partial !== undefined &&
    (mode === "rows" ||
      !spec ||
      pending !== null ||
      !holdsFields(partial, summaryFields(spec, partial.columns)));
  if (needsAll && !wantAll) setWantAll(true);
  // Once the chart is on screen, every field is fetched in the background, so opening the rows or
  // another grouping does not wait for the network.
  const partialReady = asked !== undefined && partial !== undefined;
  useEffect(() => {
    if (!partialReady || wantAll) return;
    const later = window.requestIdleCallback
      ? window.requestIdleCallback(() => setWantAll(true), { timeout: 1000 })
      : window.setTimeout(() => setWantAll(true), 200);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(later) : window.clearTimeout(later));
  }, [partialReady, wantAll]);
  const rows = asked === undefined ? first : all.status === "ready" || needsAll ? all : first;
  const ready = rows.status === "ready" && rows.data.columns.length > 0 ? rows.data : undefined;
  if (pending && spec && all.status === "ready") {
    setSpec(nextSpec(spec, pending, all.data.columns, all.data.valuesOf));
    setPending(null);
  }
  // The columns are known from the first answer, while every field is still loading.
  const known = ready ?? (partial && partial.columns.length > 0 ? partial : undefined);
  // The chart keeps drawing from the first answer while it holds every field the view reads: the
  // same rows, already parsed and grouped, so every field arriving in the background does not parse,
  // group and draw the same chart again.
  const summaryData =
    spec &&
    partial &&
    partial.columns.length > 0 &&
    holdsFields(partial, summaryFields(spec, partial.columns))
      ? partial
      : ready;
  const canSummarise = purpose === "browse" && known !== undefined && (spec ?? defaultSpec(known.columns));

  function show(next: "summary" | "rows") {
    if (next === "summary" && !spec && known) setSpec(defaultSpec(known.columns));
    setMode(next);
  }

  return (
    <section
      className={styles.root}
      data-testid="artifact-table"
      data-artifact-id={artifactId}
      data-purpose={purpose}
      data-state={rows.status}
      data-mode={mode}
      aria-labelledby={headingId}
      aria-busy={rows.status === "loading"}
    >
      <header className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        {purpose === "pick-one" && (
          <span className={styles.badge} data-testid="pick-badge">
            {props.pick && props.pick.status !== "waiting"
              ? `${capitalize(entity)} chosen`
              : `Choose one ${entity}`}
          </span>
        )}
        {canSummarise && (
          <fieldset className={styles.modes}>
            <legend className="sr-only">View</legend>
            {VIEWS.map(([value, label]) => (
              <button
                key={value}
                type="button"
                className="btn small"
                aria-pressed={mode === value}
                data-testid={`view-${value}`}
                onClick={() => show(value)}
              >
                {label}
              </button>
            ))}
          </fieldset>
        )}
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

      {ready && summaryData && mode === "summary" && spec && (
        <SummaryView
          data={summaryData}
          spec={spec}
          onSpecChange={setSpec}
          onNeedAllFields={needAllFields}
          entity={entity}
          title={title}
        />
      )}

      {rows.status === "ready" &&
        (mode === "summary" && spec && ready ? null : rows.data.columns.length === 0 ? (
          <p className={styles.emptyTable}>This table has no columns to show.</p>
        ) : (
          <ArtifactGrid
            key={artifactId}
            {...props}
            data={rows.data}
            rowCount={Math.max(rows.data.totalCount ?? rows.data.rowCount, rows.data.size)}
            truncated={rows.data.truncated || props.truncated}
            plural={pluralize(entity)}
          />
        ))}
    </section>
  );
}

const SKELETON_ROWS = [0, 1, 2, 3, 4, 5];

export function TableSkeleton({ label }: { label: string }) {
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
