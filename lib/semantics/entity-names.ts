/**
 * Other names of one and the same record, interchangeable within a row: the planner reads a plural
 * of one as the records of the entity another names ("open tickets" where the source lists issues).
 * Only true names go here — never a kind ("bug" of issue), a part ("item" of an order) or a neighbour
 * ("lead" of contact, "plan" of subscription): those stay in the routing's GROUPS
 * (lib/routing/synonym-table.ts), which only widens routing.
 */
export const ENTITY_NAMES: string[][] = [
  ["invoice", "bill"],
  ["refund", "reimbursement"],
  ["dispute", "chargeback"],
  ["customer", "client", "buyer", "shopper", "purchaser"],
  ["supplier", "vendor"],
  ["deal", "opportunity"],
  // Letters sent electronically: "mails from the bank" are emails (the mass noun: COLLECTIVE_NAMES).
  ["email", "mail"],
  ["admin", "administrator"],
  ["repo", "repository", "codebase"],
  ["deploy", "deployment", "rollout"],
  ["ticket", "issue"],
  ["folder", "directory"],
  ["order", "purchase"],
  ["cart", "basket"],
  ["shipment", "delivery", "parcel"],
  ["warehouse", "depot"],
  // Someone signed up for something: a registration, an enrollment in a course.
  ["signup", "registration", "enrollment", "enrolment"],
  ["course", "class"],
  ["instructor", "teacher", "lecturer", "tutor"],
  ["student", "learner", "pupil"],
  ["vet", "veterinarian"],
  ["employee", "worker", "staffer"],
  // A position to fill is a job: an opening, a requisition ("req"). ("Vacancies" are open ones only: a
  // state as well as a name, so the word stays a constraint.)
  ["job", "role", "opening", "requisition", "req"],
  // Who a payment is made to: a payee is the beneficiary of a transfer.
  ["beneficiary", "payee"],
  // A room, a seat or a table held for someone: a booking is a reservation.
  ["reservation", "booking"],
  // What a calendar holds: an event is a meeting ("how many meetings this week", "my next meeting").
  ["event", "meeting"],
  // Who wrote the books: an author is a writer ("which writers are British?").
  ["author", "writer"],
  // What a museum holds: "works by Rembrandt" are his artworks.
  ["artwork", "work"],
  // A recording on an album or a playlist: a track is a song ("my liked songs" of saved tracks).
  ["track", "song"],
];

/**
 * Words for all the records of a people entity taken as one body, in the singular ("what's our
 * headcount?", "the workforce"): a collective noun names those records as surely as their plural —
 * only where that one entity is routed (employees by any of their names, never a library's members).
 * "Staff" is left out: "our current staff", "Finance's staff" carry a state or a group its words
 * alone do not bind (measured: three wrong answers on the question suite).
 */
export const COLLECTIVE_NAMES: Readonly<Record<string, readonly string[]>> = {
  employee: ["personnel", "workforce", "headcount"],
  // Letters taken as one body: "any mail from Stripe?", "unread mail".
  email: ["mail"],
};

/** An entity's word and its other true names ("instructor": teacher, lecturer, tutor); the word alone when it has none. */
export function namesOfEntity(entity: string): readonly string[] {
  return ENTITY_NAMES.find((row) => row.includes(entity)) ?? [entity];
}
