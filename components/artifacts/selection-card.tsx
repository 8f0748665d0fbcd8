/**
 * The user's confirmed selection as it appears in the conversation: "Selected customer: Riccardo
 * Lorini · Milano · #C-1042". The label comes from the server's stored selection. Server-safe.
 */
import styles from "./cards.module.css";

export function SelectionCard({
  entity,
  label,
  count,
  version,
}: {
  entity: string;
  label: string;
  count: number;
  version: number;
}) {
  return (
    <div className={styles.selection} data-testid="selection-card" data-count={count} data-version={version}>
      <span className={styles.selectionIcon} aria-hidden="true">
        ✓
      </span>
      <span className={styles.selectionText}>
        {count === 1 ? `Selected ${entity}: ` : "Selected: "}
        <strong>{label}</strong>
      </span>
      {version > 1 && (
        <span className={styles.version} title={`Selection version ${version}`}>
          v{version}
        </span>
      )}
    </div>
  );
}
