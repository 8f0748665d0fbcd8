/**
 * Journeys that do not pass yet (issue 9), keyed `<world>/<journey>`, each with what the turn does
 * today (the verdict — wrong, incomplete, non-answer, error — then the question and what happened:
 * tools called with their arguments ⇒ what was shown — the prose).
 * By default the suite skips them, the reason in the test name; `CONFORMANCE_ALL=1` runs them too,
 * and says "now passes: remove it from KNOWN_GAPS" when one does. Recorded at b442d76 on SQLite and
 * PostgreSQL (same results). `CONFORMANCE_REPORT=<file>` writes a fresh list of the failures.
 */
export const KNOWN_GAPS: Record<string, string> = {
  "demo/date-filter":
    "wrong: “Show the orders of Elisa Lombardi between March 1 and June 30, 2025” ⇒ [done] customers.search(query=Elisa Lombardi between June 30 2025) — “No customer matching “Elisa Lombardi between June 30 2025” found.”",
  "demo/email-domain":
    "wrong: “Which customers have a example.net address?” ⇒ [done] customers.search(query=example net address) — “No customers matching “example net address” found.”",
  "people/list-select-detail":
    "non-answer: “Show the tickets of Tobias Lindqvist” ⇒ [clarify] no call — “list_tickets needs user_id. Which ticket? Select one in a table or give its user_id.”",
  "people/duplicate-name":
    "non-answer: “Show the tickets of Marta Kowalczyk” ⇒ [clarify] no call — “list_tickets needs user_id. Which ticket? Select one in a table or give its user_id.”",
  "people/count-filtered":
    "non-answer: “How many open tickets does Tobias Lindqvist have?” ⇒ [clarify] no call — “list_tickets needs user_id. Which ticket? Select one in a table or give its user_id.”",
  "people/status-filter":
    "non-answer: “Show the open tickets of Tobias Lindqvist” ⇒ [clarify] no call — “list_tickets needs user_id. Which ticket? Select one in a table or give its user_id.”",
  "people/date-filter":
    "non-answer: “Show the tickets of Tobias Lindqvist between March 1 and June 30, 2025” ⇒ [clarify] no call — “list_tickets needs user_id. Which ticket? Select one in a table or give its user_id.”",
  "people/email-domain":
    "wrong: “Which users have a gmail.com address?” ⇒ [done] search_users(query=gmail com address) ⇒ card user{users,total_count} — “Here is the user.”",
  "people/list-all":
    "incomplete: “List all users” ⇒ [done] search_users(limit=100) ⇒ browse user×100 truncated — “Found 240 users, listed in the table. The table shows the first 100.”",
  "workspace/list-select-detail":
    "wrong: “show me the details of this invoice” ⇒ [done] getInvoice(invoiceRef=inv_zxjww2jb3zg6) ⇒ card invoice{invoice} — “Here is the invoice.”",
  "workspace/lookup-by-id":
    "wrong: “Show invoice inv_27bxwtvwaajc” ⇒ [done] getInvoice(invoiceRef=inv_27bxwtvwaajc) ⇒ card invoice{invoice} — “Here is the invoice.”",
  "workspace/date-filter":
    "wrong: “Show the invoices of Priya Raman between March 1 and June 30, 2025” ⇒ [done] findMembers(nameContains=Priya Raman between June 30 2025) — “No member with name contains Priya Raman between June 30 2025 found.”",
  "workspace/email-domain":
    "wrong: “Which members have a gmail.com address?” ⇒ [done] findMembers(nameContains=gmail com address) — “No members with name contains gmail com address found.”",
  "workspace/list-all":
    "incomplete: “List all members” ⇒ [done] findMembers(pageSize=50) ⇒ browse member×50 truncated — “Found 300 members with page size 50, listed in the table. The table shows the first 50.”",
  "workspace/kb-howto":
    "wrong: “How do I get a VAT invoice?” ⇒ [done] findMembers(nameContains=VAT) — “No member with name contains VAT found.”",
  "bookings/date-filter":
    "wrong: “Show the bookings of Henrik Aalto between March 1 and June 30, 2025” ⇒ [done] listAccounts(q=Henrik Aalto between June 30 2025) — “No account matching “Henrik Aalto between June 30 2025” found.”",
  "bookings/email-domain":
    "wrong: “Which accounts have a gmail.com address?” ⇒ [done] listAccounts(q=gmail com address) — “No accounts matching “gmail com address” found.”",
  "bookings/list-all":
    "non-answer: “List all accounts” ⇒ [clarify] no call — “listAccountBookings needs accountId. Which booking? Select one in a table or give its accountId.”",
  "sidebyside/list-select-detail":
    "non-answer: “Show the tickets of Tobias Lindqvist” ⇒ [clarify] no call — “list_tickets needs user_id. Which ticket? Select one in a table or give its user_id.”",
  "sidebyside/duplicate-name":
    "non-answer: “Show the tickets of Marta Kowalczyk” ⇒ [clarify] no call — “list_tickets needs user_id. Which ticket? Select one in a table or give its user_id.”",
  "sidebyside/count-filtered":
    "non-answer: “How many open tickets does Tobias Lindqvist have?” ⇒ [clarify] no call — “list_tickets needs user_id. Which ticket? Select one in a table or give its user_id.”",
  "sidebyside/status-filter":
    "non-answer: “Show the open tickets of Tobias Lindqvist” ⇒ [clarify] no call — “list_tickets needs user_id. Which ticket? Select one in a table or give its user_id.”",
  "sidebyside/date-filter":
    "non-answer: “Show the tickets of Tobias Lindqvist between March 1 and June 30, 2025” ⇒ [clarify] no call — “list_tickets needs user_id. Which ticket? Select one in a table or give its user_id.”",
  "sidebyside/email-domain":
    "wrong: “Which users have a gmail.com address?” ⇒ [done] search_users(query=gmail com address) ⇒ card user{users,total_count} — “Here is the user.”",
  "sidebyside/list-all":
    "incomplete: “List all users” ⇒ [done] search_users(limit=100) ⇒ browse user×100 truncated — “Found 240 users, listed in the table. The table shows the first 100.”",
};
