/** Display helpers shared by the admin pages (pure, locale-stable: admins compare figures). */

/** `2026-01-10T12:03:09.000Z` → `2026-01-10 12:03 UTC`. */
export function formatTime(iso: string | Date | null | undefined): string {
  if (!iso) return "—";
  const d = typeof iso === "string" ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return "—";
  return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function formatPercent(rate: number | null): string {
  return rate === null ? "—" : `${(rate * 100).toFixed(rate === 1 || rate === 0 ? 0 : 1)}%`;
}

export function formatMs(ms: number | null): string {
  if (ms === null) return "—";
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

export function formatCount(n: number): string {
  return n.toLocaleString("en");
}
