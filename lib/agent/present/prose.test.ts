import { describe, expect, it } from "vitest";
import { deriveMcpCapabilities } from "@/lib/capabilities";
import { paramInfos } from "@/lib/semantics/params";
import { askedFields, criteriaOf, labelOf } from "./prose";

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

describe("bounds named in words are said once, by the day when sent as a day's edges (session 46)", () => {
  const inspections = one("hive_inspections", {
    inspected_after: { type: "string", format: "date-time" },
    inspected_before: { type: "string", format: "date-time" },
  });
  const vessels = one("list_vessels", {
    built_after: { type: "integer" },
    built_before: { type: "integer" },
  });
  const say = (cap: typeof vessels, args: Record<string, string | number>, entity: string) =>
    criteriaOf(args, undefined, new Set(), entity, paramInfos(cap)).filters;
  it("a beekeeping co-op: a month's edges read as its days, one day as 'on', one side alone as its day", () => {
    const cases: [Record<string, string>, string][] = [
      [
        { inspected_after: "2025-09-01T00:00:00Z", inspected_before: "2025-09-30T23:59:59Z" },
        " inspected from 2025-09-01 until 2025-09-30",
      ],
      [
        { inspected_after: "2025-09-04T00:00:00Z", inspected_before: "2025-09-04T23:59:59Z" },
        " inspected on 2025-09-04",
      ],
      [{ inspected_after: "2025-09-04T00:00:00Z" }, " inspected from 2025-09-04"],
      // Another instant is said as sent, both sides joined once.
      [
        { inspected_after: "2025-09-04T08:30:00Z", inspected_before: "2025-09-04T23:59:59Z" },
        " inspected after 2025-09-04T08:30:00Z and before 2025-09-04T23:59:59Z",
      ],
    ];
    for (const [args, said] of cases) expect(say(inspections, args, "inspection")).toBe(said);
  });
  it("a ferry line: years keep their own words, the field said once", () => {
    expect(say(vessels, { built_after: 1979, built_before: 1991 }, "vessel")).toBe(
      " built after 1979 and before 1991",
    );
  });
});

describe("a flag that keeps only some records is said as their state; one named 'with_' is no 'with with' (session 46)", () => {
  const sailings = one("sailings", {
    delayedOnly: { type: "boolean", description: "Only sailings running late" },
    with_ports: { type: "string", description: "Comma-separated port ids" },
    without_ports: { type: "string", description: "Comma-separated port ids" },
  });
  const hives = one("hives", { queenlessOnly: { type: "boolean" }, apiary: { type: "string" } });
  const of = (cap: typeof hives, args: Record<string, unknown>, entity: string) =>
    criteriaOf(args as never, undefined, new Set(), entity, paramInfos(cap));
  it("a ferry line: 'delayed sailings with ports 12', 'without ports 3'", () => {
    const c = of(sailings, { delayedOnly: true, with_ports: "12" }, "sailing");
    expect(`${c.adjective}sailings${c.filters}`).toBe("delayed sailings with ports 12");
    expect(of(sailings, { without_ports: "3" }, "sailing").filters).toBe(" without ports 3");
  });
  it("a beekeeping co-op: 'queenless hives'; the flag sent false keeps every hive and is not said", () => {
    const c = of(hives, { queenlessOnly: true, apiary: "North" }, "hive");
    expect(`${c.adjective}hives${c.filters}`).toBe("queenless hives with apiary North");
    const all = of(hives, { queenlessOnly: false }, "hive");
    expect(`${all.adjective}hives${all.filters}`).toBe("hives");
  });
});

describe("a search sent by its role and a coded number are said as a person reads them (session 46)", () => {
  const keepers = one("beekeepers", {
    filter: { type: "string", description: "Free text over name and email" },
  });
  const tickets = one("ferry_tickets", {
    fare_class: { type: "integer", description: "Fare class: 0 = Standard, 1 = Flexi, 2 = Premium" },
    grouped: { type: "object", properties: { search: { type: "string" } } },
  });
  it("a beekeeping co-op: the free-text filter reads 'named …' or 'matching …', never 'with filter …'", () => {
    const said = (q: string) =>
      criteriaOf({ filter: q }, undefined, new Set(), "beekeeper", paramInfos(keepers));
    expect(said("Ada Moss").match).toBe(" named Ada Moss");
    expect(said("moss").match).toBe(" matching “moss”");
    expect(said("moss").filters).toBe("");
  });
  it("a ferry line: a search grouped under another parameter reads as the search", () => {
    const c = criteriaOf(
      { "grouped.search": "night crossing" },
      undefined,
      new Set(),
      "ticket",
      paramInfos(tickets),
    );
    expect(`${c.match}|${c.filters}`).toBe(" matching “night crossing”|");
  });
  it("a ferry line: a fare class code is said by its label", () => {
    const c = criteriaOf({ fare_class: 2 }, undefined, new Set(), "ticket", paramInfos(tickets));
    expect(c.filters).toBe(" with fare class Premium");
  });
});

describe("a record card states the fields the question asks for, from the record (session 46)", () => {
  const hive = {
    hive_id: "H-17",
    apiary: "North Meadow",
    queen_marked: true,
    last_inspected_at: "2025-09-12T09:30:00Z",
    created_at: "2024-04-02",
    frame_count: 10,
    keeper_phone: "+44 20 7946 0000",
  };
  const sailing = {
    sailingRef: "SL-204",
    departurePort: "Holyhead",
    arrivalPort: "Dublin",
    departsAt: "2025-10-03T08:15:00Z",
    fareCents: 4500,
    status: "DELAYED",
  };
  const ask = (q: string, r: Record<string, unknown>, entity: string, skip: string[] = []) =>
    askedFields(q, r as never, entity, new Set(skip));
  it("a beekeeping co-op: what, when and a code named by its words", () => {
    expect(ask("what apiary is hive H-17 in?", hive, "hive", ["hive_id"])).toBe("Apiary: North Meadow");
    expect(ask("when was H-17 last inspected?", hive, "hive", ["hive_id"])).toBe(
      "Last inspected at: 2025-09-12T09:30:00Z",
    );
    expect(ask("is its queen marked?", hive, "hive", ["hive_id"])).toBe("Queen marked: yes");
    expect(ask("what's the keeper's phone?", hive, "hive", ["hive_id"])).toBe(
      "Keeper phone: +44 20 7946 0000",
    );
    // Nothing asked by name: no field, and never the card's own id.
    expect(ask("show hive H-17", hive, "hive", ["hive_id"])).toBeUndefined();
    expect(ask("what's the hive id of H-17?", hive, "hive", ["hive_id"])).toBeUndefined();
  });
  it("a ferry line: the more particular field wins, several asked are all said, money in minor units never", () => {
    expect(
      ask("which port does SL-204 arrive at? the arrival port", sailing, "sailing", ["sailingRef"]),
    ).toBe("Arrival port: Dublin");
    expect(ask("what's the status and departure port of SL-204?", sailing, "sailing", ["sailingRef"])).toBe(
      "Departure port: Holyhead; Status: DELAYED",
    );
    expect(ask("when does it depart?", sailing, "sailing", ["sailingRef"])).toBe(
      "Departs at: 2025-10-03T08:15:00Z",
    );
    expect(
      ask("what's the fare of SL-204?", sailing, "sailing", ["sailingRef", "fareCents"]),
    ).toBeUndefined();
    // Only "when" leaves a date field's date words unsaid: "who" is not answered by a time.
    expect(ask("who departs first?", sailing, "sailing", ["sailingRef"])).toBeUndefined();
  });
});

describe("the kind a search of several kinds was sent is the noun, never 'with type artists'", () => {
  it.each([
    [{ type: "designers", text: "Marta" }, "designer", ""],
    [{ kind: "programme", region: "north" }, "programme", " with region north"],
  ])("%j of %s", (args, entity, filters) => {
    expect(criteriaOf(args, undefined, new Set(), entity).filters).toBe(filters);
  });
});

describe("a list of values sent is said, never left out of the answer (session 49)", () => {
  const outings = one("outings", {
    since: { type: "string", format: "date" },
    outingTypes: { type: "array", items: { type: "string" }, description: "e.g. Kayak, Canoe, Row" },
  });
  const brews = one("brews", { brew_kinds: { type: "array", items: { type: "string" } } });
  const of = (cap: typeof brews, args: Record<string, unknown>, entity: string) =>
    criteriaOf(args as never, undefined, new Set(), entity, paramInfos(cap));
  it("a paddling log: one kind in the singular, with the range beside it", () => {
    expect(of(outings, { outingTypes: ["Kayak"] }, "outing").filters).toBe(" with outing type Kayak");
    expect(of(outings, { since: "2025-06-01", outingTypes: ["Kayak"] }, "outing").filters).toContain(
      "with outing type Kayak",
    );
  });
  it("a brewing log: several kinds are any of them", () => {
    expect(of(brews, { brew_kinds: ["Stout", "Porter", "Mild"] }, "brew").filters).toBe(
      " with brew kinds Stout, Porter or Mild",
    );
  });
});

describe("a person's name kept in two fields labels the record (session 49)", () => {
  it("first and last name, in any of the usual spellings, title the record with its id", () => {
    expect(labelOf({ id: 40118274, firstname: "Sam", lastname: "Rivera" }, ["id"])).toBe(
      "Sam Rivera (40118274)",
    );
    expect(labelOf({ member_id: "M-7", given_name: "Ana", family_name: "Silva" }, ["member_id"])).toBe(
      "Ana Silva (M-7)",
    );
    expect(labelOf({ id: 3, firstName: "Li", surname: "Wei" }, ["id"])).toBe("Li Wei (3)");
  });
  it("one part alone, or a name field, keeps the label as before", () => {
    expect(labelOf({ id: 3, firstName: "Li" }, ["id"])).toBe("3");
    expect(labelOf({ id: 3, name: "Hive A", firstName: "Li", lastName: "Wei" }, ["id"])).toBe("Hive A (3)");
  });
});
