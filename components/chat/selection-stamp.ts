/**
 * Orders what a tab knows of its conversation's selection, so a refresh rendered before this tab's
 * own pick or clear (and arriving after it) cannot bring back a stale chip. Every pick bumps the
 * conversation's selection version; clearing follows the version it cleared; "none yet" is
 * version 0 cleared. A larger stamp is newer knowledge.
 */
export function selectionStamp(version: number, active: boolean): number {
  return version * 2 + (active ? 0 : 1);
}
