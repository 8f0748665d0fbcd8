/**
 * Journeys that do not pass yet (issue 9), keyed `<world>/<journey>`, each with what the turn does
 * today (the verdict — wrong, incomplete, non-answer, error — then the question and what happened:
 * tools called with their arguments ⇒ what was shown — the prose).
 * By default the suite skips them, the reason in the test name; `CONFORMANCE_ALL=1` runs them too,
 * and says "now passes: remove it from KNOWN_GAPS" when one does. Recorded at b442d76 on SQLite and
 * PostgreSQL (same results). `CONFORMANCE_REPORT=<file>` writes a fresh list of the failures.
 */
export const KNOWN_GAPS: Record<string, string> = {
  "people/list-all":
    "incomplete: “List all users” ⇒ [done] search_users(limit=100) ⇒ browse user×100 truncated — “Found 240 users, listed in the table. The table shows the first 100.”",
  "workspace/list-all":
    "incomplete: “List all members” ⇒ [done] findMembers(pageSize=50) ⇒ browse member×50 truncated — “Found 300 members with page size 50, listed in the table. The table shows the first 50.”",
  "bookings/list-all":
    "non-answer: “List all accounts” ⇒ [clarify] no call — “listAccountBookings needs accountId. Which booking? Select one in a table or give its accountId.”",
  "sidebyside/list-all":
    "incomplete: “List all users” ⇒ [done] search_users(limit=100) ⇒ browse user×100 truncated — “Found 240 users, listed in the table. The table shows the first 100.”",
};
