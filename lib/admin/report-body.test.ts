import { describe, expect, it } from "vitest";
import { shadowReportBodySchema } from "@/lib/db/schemas/shadow-report";
import { maskPayload } from "@/lib/security";
import { readReportBody } from "./report-body";

const action = (i: number) => ({
  id: `a${i}`,
  tool: "mcp:crm/contacts.search",
  args: { query: `person ${i} jordan.blake${i}@example.com` },
  dependsOn: [],
  expect: "many" as const,
});

/** A body as lib/agent/shadow.ts writes it. */
const body = (actions: number) => ({
  snapshot: { hash: "abc", size: { count: 12, bytes: 3400 } },
  candidates: Array.from({ length: 8 }, (_, i) => ({
    id: `mcp:crm/t${i}`,
    score: 1 - i / 10,
    reasons: ["x"],
  })),
  plans: {
    classic: { decision: "insufficient", reason: "no tool", actions: [] },
    capability: {
      decision: "tools",
      reason: "search",
      actions: Array.from({ length: actions }, (_, i) => action(i)),
    },
  },
  comparison: { agreement: false, unsafeProposals: ["mcp:crm/contacts.delete"] },
  corrections: {
    classic: [],
    capability: [[{ code: "invalid_args", message: "args.query must be string" }]],
  },
  latencyMs: { classic: { routing: 0, planning: 3 }, capability: { routing: 2, planning: 5 } },
  tokens: { classic: 0, capability: 120 },
  externalCalls: { classic: 1, shadow: 0 },
});

describe("a shadow report body is parsed on read", () => {
  it("reads back what the shadow side stored, masked", () => {
    const stored = maskPayload(body(2), { maxBytes: 64 * 1024 }).value;
    const r = readReportBody(stored);
    expect(r.snapshot).toEqual({ hash: "abc", count: 12, bytes: 3400 });
    expect(r.candidates).toHaveLength(8);
    expect(r.plans.capability?.actions.map((a) => a.tool)).toEqual([
      "mcp:crm/contacts.search",
      "mcp:crm/contacts.search",
    ]);
    // The email in the argument was masked when stored.
    expect(JSON.stringify(r.plans.capability)).not.toMatch(/example\.com/);
    expect(r.unsafeProposals).toEqual(["mcp:crm/contacts.delete"]);
    expect(r.corrections.capability[0][0].code).toBe("invalid_args");
    expect(r.latencyMs.capability).toEqual({ routing: 2, planning: 5 });
    expect(r.externalCalls).toEqual({ classic: 1, shadow: 0 });
  });

  it("a body cut by the size bound keeps the parts that fit; a cut list drops its marker", () => {
    const stored = maskPayload(body(400), { maxBytes: 8 * 1024 });
    expect(stored.truncated).toBe(true);
    const r = readReportBody(stored.value);
    expect(r.snapshot?.hash).toBe("abc");
    const actions = r.plans.capability?.actions ?? [];
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.length).toBeLessThan(400);
    expect(actions.every((a) => a.tool === "mcp:crm/contacts.search")).toBe(true);
  });

  it("a part of the wrong shape reads as empty, the rest stays", () => {
    const d = shadowReportBodySchema.parse({ ...body(1), candidates: 5, tokens: "many" });
    expect(d.candidates).toEqual([]);
    expect(d.tokens).toEqual({ classic: 0, capability: 0 });
    expect(d.plans.capability?.actions).toHaveLength(1);
    expect(readReportBody("not a body").plans).toEqual({ classic: null, capability: null });
  });
});
