import { describe, expect, it } from "vitest";
import { deriveMcpCapabilities } from "@/lib/capabilities";
import { paramInfos } from "@/lib/semantics/params";
import { criteriaOf } from "./prose";

const READ = { readOnlyHint: true };
const one = (name: string, properties: Record<string, unknown>) =>
  deriveMcpCapabilities({
    connection: { id: "s", slug: "s", trusted: true },
    tools: [{ name, inputSchema: { type: "object", properties }, annotations: READ }] as never,
  })[0];

describe("a range the call sent is said as a person would, never 'with from …'", () => {
  it("a honey harvest list: a bare from/to and a minimum", () => {
    const cap = one("harvests", {
      from: { type: "string", description: "YYYY-MM-DD, inclusive" },
      to: { type: "string", description: "YYYY-MM-DD, inclusive" },
      min_kg: { type: "number" },
      variety: { type: "string", enum: ["acacia", "heather"] },
    });
    const c = criteriaOf(
      { from: "2025-06-01", to: "2025-08-31", min_kg: 20, variety: "heather" },
      undefined,
      new Set(),
      "harvest",
      paramInfos(cap),
    );
    expect(c.filters).toBe(" from 2025-06-01 until 2025-08-31 with kg at least 20 and variety heather");
  });

  it("a lease list: bounds named in words keep their words, a maximum reads 'at most'", () => {
    const cap = one("leases.list", {
      signedAfter: { type: "string", format: "date" },
      rentMax: { type: "number" },
    });
    const c = criteriaOf(
      { signedAfter: "2025-01-31", rentMax: 900 },
      undefined,
      new Set(),
      "lease",
      paramInfos(cap),
    );
    expect(c.filters).toBe(" signed after 2025-01-31 with rent at most 900");
  });

  it("without the parameters' roles, the arguments are listed as before", () => {
    expect(criteriaOf({ from: "2025-06-01", min_kg: 20 }).filters).toBe(
      " with from 2025-06-01 and min kg 20",
    );
  });
});

describe("a yes/no filter the call sent is said as a state, never 'with on view true'", () => {
  it("a flag of words, negated when false; 'is' dropped; 'has' said as with/without", () => {
    const c = criteriaOf(
      { onView: false, is_active: true, has_attachments: false, medium: "bronze" },
      undefined,
      new Set(),
      "artwork",
    );
    expect(c.filters).toBe(" not on view active without attachments with medium bronze");
    expect(criteriaOf({ in_stock: true }, undefined, new Set(), "bike").filters).toBe(" in stock");
  });
});

describe("a day's range on a named field is said as that day (issue 14: readable answers)", () => {
  const flights = one("listFlights", {
    scheduledDeparture_gte: { type: "string", format: "date-time" },
    scheduledDeparture_lte: { type: "string", format: "date-time" },
  });
  const visits = one("visits", {
    visitStart: { type: "string", format: "date", description: "Start of the range" },
    visitEnd: { type: "string", format: "date", description: "End of the range" },
  });
  it("both sides on one day: 'with <field> on <day>'; other ranges keep both sides, day bounds said as dates", () => {
    const say = (cap: typeof flights, args: Record<string, string>, entity: string) =>
      criteriaOf(args, undefined, new Set(), entity, paramInfos(cap)).filters;
    expect(
      say(
        flights,
        { scheduledDeparture_gte: "2026-12-05T00:00:00Z", scheduledDeparture_lte: "2026-12-05T23:59:59Z" },
        "flight",
      ),
    ).toBe(" with scheduled departure on 2026-12-05");
    expect(
      say(
        flights,
        { scheduledDeparture_gte: "2026-11-23T00:00:00Z", scheduledDeparture_lte: "2026-11-29T23:59:59Z" },
        "flight",
      ),
    ).toBe(" with scheduled departure from 2026-11-23 until 2026-11-29");
    expect(say(flights, { scheduledDeparture_gte: "2026-12-05T14:30:00Z" }, "flight")).toBe(
      " with scheduled departure from 2026-12-05T14:30:00Z",
    );
    expect(say(visits, { visitStart: "2025-03-02", visitEnd: "2025-03-02" }, "visit")).toBe(
      " with visit on 2025-03-02",
    );
  });
});
