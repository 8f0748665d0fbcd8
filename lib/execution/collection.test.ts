import { describe, expect, it } from "vitest";
import type { Capability } from "@/lib/capabilities/types";
import { extractCollection, withTextError } from "./collection";
import { readTextResult } from "./text-results";

const cap = (entity: string, operation: Capability["operation"]) =>
  ({ id: `mcp:x/${entity}`, entity, operation, identityFields: [] }) as unknown as Capability;
const kilns = cap("kiln", "list");
const kiln = cap("kiln", "get");
const voyages = cap("voyage", "list");

describe("a result written as text for a model to read (issue 9)", () => {
  it("a markdown table is rows, its header cells the fields, a 'Found N' line the total", () => {
    const text = [
      "Found 41 kilns (page 1 of 3):",
      "",
      "| Kiln ID | Name | Max Temp (C) | Last fired |",
      "|:---|---|---:|---|",
      "| 7 | Big Anagama | 1320 | 2025-09-30 |",
      "| 12 | Raku \\| small | 1000 | — |",
    ].join("\n");
    const got = extractCollection(text, kilns);
    expect(got.kind).toBe("collection");
    expect(got.total).toBe(41);
    expect(got.records).toEqual([
      { kiln_id: 7, name: "Big Anagama", max_temp_c: 1320, last_fired: "2025-09-30" },
      { kiln_id: 12, name: "Raku | small", max_temp_c: 1000, last_fired: null },
    ]);
  });

  it("bullet and numbered lines are rows keeping their text and the id they lead with or name", () => {
    const bullets =
      "Found 3 voyages:\n- #881 · Lisbon → Azores · sailed\n- #880 · Porto → Vigo · docked\n* #879 · Vigo → Porto";
    expect(extractCollection(bullets, voyages).records).toEqual([
      { id: 881, text: "#881 · Lisbon → Azores · sailed" },
      { id: 880, text: "#880 · Porto → Vigo · docked" },
      { id: 879, text: "#879 · Vigo → Porto" },
    ]);
    const numbered =
      "Voyages for captain Ruiz:\n1. Lisbon to Azores (id: vy_81a)\n2. Porto to Vigo (ID=vy_80b)\n   delayed by fog\n3. Cadiz run";
    const got = extractCollection(numbered, voyages);
    expect(got.kind).toBe("collection");
    expect(got.total).toBeUndefined();
    expect(got.records).toEqual([
      { id: "vy_81a", text: "Lisbon to Azores (id: vy_81a)" },
      { id: "vy_80b", text: "Porto to Vigo (ID=vy_80b); delayed by fog" },
      { text: "Cadiz run" },
    ]);
  });

  it("'Key: value' lines are one record, a heading its title and id, indented items under a key a list", () => {
    const text =
      "Kiln #7\nName: Big Anagama\nFuel: wood\nMax temp: 1320\nFirings:\n  - 2025-09-30 cone 10\n  - 2025-08-02 cone 9";
    for (const c of [kiln, kilns]) {
      const got = extractCollection(text, c);
      expect(got.kind).toBe("record");
      expect(got.records).toEqual([
        {
          id: 7,
          name: "Big Anagama",
          fuel: "wood",
          max_temp: 1320,
          firings: ["2025-09-30 cone 10", "2025-08-02 cone 9"],
        },
      ]);
    }
  });

  it("'No … match.' / 'Found 0 …' is an honest empty list; for a tool reading one thing it stays no record", () => {
    for (const text of [
      "No kilns match.",
      "Found 0 kilns",
      "There are no kilns in this studio.",
      "No results found",
    ]) {
      const got = extractCollection(text, kilns);
      expect(got.kind).toBe("collection");
      expect(got.records).toEqual([]);
      expect(got.total).toBe(0);
    }
    expect(extractCollection("No kiln found", kiln).kind).toBe("none");
  });

  it("an 'Error: …' text is an error, never data; the call fails with the text as its message", () => {
    const got = extractCollection("Error: studio 'north' not found", kilns);
    expect(got.records).toEqual([]);
    expect(got.error).toBe("Error: studio 'north' not found");
    const failed = withTextError(
      { ok: true, data: "ERROR: per_page must be at most 100", truncated: false, bytes: 40 },
      "list_kilns",
    );
    expect(failed.ok).toBe(false);
    expect(failed.error).toEqual({
      code: "upstream:tool",
      message: "list_kilns: ERROR: per_page must be at most 100",
    });
    // A long text that mentions an error further down (a log) is no failed call.
    const log = "step 1 ok\nstep 2 ok\nERROR: step 3 failed";
    expect(withTextError({ ok: true, data: log, truncated: false, bytes: 40 }, "get_log").ok).toBe(true);
    expect(readTextResult(log).shape).toBe("text");
  });

  it("text read as none of these is shown as it is — never 'none' and never a count — for a list tool too", () => {
    const prose = "The studio has a few kilns; the big one is being relined until Friday.";
    const got = extractCollection(prose, kilns);
    expect(got.kind).toBe("record");
    expect(got.records).toEqual([{ text: prose }]);
    expect(got.total).toBeUndefined();
    // a log of a tool reading one thing stays its content; a lone line of it stays a message
    expect(extractCollection("08:00 fired\n09:10 cooling", kiln).records).toEqual([
      { text: "08:00 fired\n09:10 cooling" },
    ]);
    expect(extractCollection("kiln not found", kiln).kind).toBe("none");
  });

  it("JSON results are untouched", () => {
    expect(extractCollection([{ id: 1 }], kilns).records).toEqual([{ id: 1 }]);
    expect(extractCollection({ kilns: [{ id: 1 }] }, kilns).records).toEqual([{ id: 1 }]);
  });
});
