import { describe, expect, it } from "vitest";
import { fitSchemaBudget, schemaBytes } from "./budget";

const schema = (bytes: number) => ({ inputSchema: { type: "object", description: "x".repeat(bytes) } });

describe("fitSchemaBudget", () => {
  const caps = new Map([
    ["a", schema(400)],
    ["b", schema(400)],
    ["c", schema(400)],
  ]);
  const candidates = [
    { id: "c", score: 1, reasons: [] },
    { id: "a", score: 3, reasons: [] },
    { id: "b", score: 2, reasons: [] },
  ];

  it("keeps everything within budget, strongest first, without diagnostics", () => {
    const r = fitSchemaBudget(candidates, caps, 10_000);
    expect(r.kept.map((c) => c.id)).toEqual(["a", "b", "c"]);
    expect(r.diagnostics).toEqual([]);
  });

  it("drops the weakest until the schemas fit and records a structured diagnostic", () => {
    const budget = schemaBytes(schema(400)) * 2;
    const r = fitSchemaBudget(candidates, caps, budget);
    expect(r.kept.map((c) => c.id)).toEqual(["a", "b"]);
    expect(r.bytes).toBeLessThanOrEqual(budget);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ code: "routing:schema_budget", dropped: ["c"] }),
    ]);
  });

  it("never throws: an impossible budget keeps nothing and says so; unknown ids are reported", () => {
    const r = fitSchemaBudget([...candidates, { id: "ghost", score: 9, reasons: [] }], caps, 10);
    expect(r.kept).toEqual([]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["routing:unknown_candidate", "routing:schema_budget"]);
  });

  it("counts unserializable schemas as over any budget", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() =>
      fitSchemaBudget([{ id: "x", score: 1, reasons: [] }], new Map([["x", { inputSchema: cyclic }]])),
    ).not.toThrow();
  });
});
