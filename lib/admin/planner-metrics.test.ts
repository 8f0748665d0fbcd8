import { describe, expect, it } from "vitest";
import { plan, report, turn } from "./__fixtures__/reports";
import {
  computePlannerMetrics,
  divergencesOf,
  latencyStat,
  parseWindowDays,
  schemaErrorsOf,
  shadowTurnsOf,
  splitCapabilityId,
  toolOfIssue,
  windowStart,
} from "./planner-metrics";

describe("window", () => {
  it("accepts 1, 7 and 30 days and falls back to 7 for anything else", () => {
    expect(parseWindowDays("1")).toBe(1);
    expect(parseWindowDays("30")).toBe(30);
    expect(parseWindowDays(["7", "30"])).toBe(7);
    expect(parseWindowDays("bad", [7, 30, 90], 30)).toBe(30);
    expect(parseWindowDays("90", [7, 30, 90], 30)).toBe(90);
    for (const bad of [undefined, "", "0", "365", "7; drop table", "-1", "1e3", 7]) {
      expect(parseWindowDays(bad)).toBe(7);
    }
  });
  it("starts the window exactly n days before now", () => {
    const now = new Date("2026-01-10T12:00:00Z");
    expect(windowStart(now, 7).toISOString()).toBe("2026-01-03T12:00:00.000Z");
  });
});

describe("computePlannerMetrics", () => {
  it("is all zeros and null rates over an empty window (no division by zero)", () => {
    const m = computePlannerMetrics([], []);
    expect(m.reports).toBe(0);
    expect(m.agreementRate).toBeNull();
    expect(m.invalidPlanRate).toBeNull();
    expect(m.averageCandidates).toBeNull();
    expect(m.latency.capabilityPlanning).toEqual({ n: 0, avg: null, p95: null });
    expect(m.schemaErrors).toEqual([]);
  });

  it("computes agreement, invalid-plan rate, fallbacks, premature-insufficient avoided and candidates", () => {
    const reports = [
      report(),
      report({ agreement: false, candidates: 8 }),
      report({ invalidPlan: true, fallback: true, candidates: 2 }),
      report({
        agreement: false,
        prematureInsufficientAvoided: true,
        reviewedAt: new Date(),
        review: "capability",
      }),
    ];
    const m = computePlannerMetrics(reports, []);
    expect(m.reports).toBe(4);
    expect(m.agreements).toBe(2);
    expect(m.agreementRate).toBe(0.5);
    expect(m.invalidPlans).toBe(1);
    expect(m.invalidPlanRate).toBe(0.25);
    expect(m.fallbacks).toBe(1);
    expect(m.prematureInsufficientAvoided).toBe(1);
    expect(m.averageCandidates).toBe(4.5);
    expect(m.divergences).toBe(2);
    expect(m.reviewed).toBe(1);
    expect(m.unreviewed).toBe(1);
  });

  it("counts correction attempts per side, tokens and external calls from the report body", () => {
    const issue = {
      code: "missing_required",
      actionId: "a1",
      message: 'mcp:commerce/orders.get requires "id"',
    };
    const m = computePlannerMetrics(
      [
        report({
          body: {
            corrections: { classic: [[]], capability: [[issue], []] },
            tokens: { classic: 120, capability: 80 },
            externalCalls: { classic: 2, shadow: 0 },
          },
        }),
        report({ shadowCalls: 1 }),
      ],
      [turn({ tokens: 300, corrections: 1 })],
    );
    expect(m.corrections).toEqual({ capability: 1, classic: 0, turnsExecuted: 1 });
    expect(m.tokens).toEqual({ classic: 120, capability: 80, executed: 300 });
    expect(m.externalCalls).toEqual({ classic: 3, shadow: 1 });
  });

  it("reports router and planner latency as average and p95", () => {
    const reports = [10, 20, 30, 40, 1000].map((p) =>
      report({
        body: {
          latencyMs: { classic: { routing: 0, planning: p }, capability: { routing: p / 10, planning: p } },
        },
      }),
    );
    const m = computePlannerMetrics(reports, []);
    expect(m.latency.capabilityPlanning).toEqual({ n: 5, avg: 220, p95: 1000 });
    expect(m.latency.capabilityRouting.avg).toBe(22);
    expect(latencyStat([5])).toEqual({ n: 1, avg: 5, p95: 5 });
  });

  it("counts turns by mode", () => {
    const m = computePlannerMetrics(
      [],
      [turn({ mode: "classic" }), turn({ mode: "shadow" }), turn({ mode: "shadow" })],
    );
    expect(m.turnsByMode).toEqual({ classic: 1, shadow: 2 });
  });

  it("survives malformed and truncated bodies (masked, bounded JSON)", () => {
    const m = computePlannerMetrics(
      [
        report({ data: null }),
        report({ data: "oops" }),
        report({
          data: { corrections: { capability: [[{ _truncated: true, omitted: 3 }]] }, candidates: 5 },
        }),
      ],
      [turn({ plans: 42, validation: { issuesPerAttempt: "x" } })],
    );
    expect(m.reports).toBe(3);
    expect(m.schemaErrors).toEqual([]);
  });
});

describe("schema errors by server and tool", () => {
  it("names the tool from the validator message, else from the action id in the plan", () => {
    const p = plan("tools", ["api:logistics/getShipment"]);
    expect(toolOfIssue({ code: "invalid_args", actionId: "a1", message: "args.id must be string" }, p)).toBe(
      "api:logistics/getShipment",
    );
    expect(
      toolOfIssue(
        { code: "missing_required", actionId: "zz", message: 'mcp:commerce/orders.get requires "id"' },
        p,
      ),
    ).toBe("mcp:commerce/orders.get");
    expect(toolOfIssue({ code: "no_actions", message: "tools decision without actions" }, p)).toBeNull();
    expect(
      toolOfIssue(
        {
          code: "premature_insufficient",
          path: "decision",
          message:
            "relevant tools have not been tried: api:logistics/getShipment, mcp:commerce/shipments.track",
        },
        p,
      ),
    ).toBeNull();
  });

  it("splits capability ids into server and tool", () => {
    expect(splitCapabilityId("mcp:commerce/orders.search")).toEqual({
      server: "mcp:commerce",
      tool: "orders.search",
    });
    expect(splitCapabilityId("api:logistics/listShipments")).toEqual({
      server: "api:logistics",
      tool: "listShipments",
    });
    expect(splitCapabilityId("kb:search")).toEqual({ server: "kb", tool: "search" });
  });

  it("groups executed-turn issues and shadow-side issues separately, most frequent first", () => {
    const get = plan("tools", ["mcp:commerce/orders.get"]);
    const rows = schemaErrorsOf([
      {
        side: "classic",
        plan: get,
        issuesPerAttempt: [
          [
            { code: "invalid_args", actionId: "a1", message: "args.limit must be <= 100" },
            { code: "unknown_arg", actionId: "a1", message: 'mcp:commerce/orders.get has no parameter "x"' },
          ],
          [],
        ],
      },
      {
        side: "shadow",
        plan: get,
        issuesPerAttempt: [[{ code: "premature_insufficient", message: "insufficient while tools untried" }]],
      },
    ]);
    expect(rows).toEqual([
      {
        server: "mcp:commerce",
        tool: "orders.get",
        side: "classic",
        count: 2,
        codes: { invalid_args: 1, unknown_arg: 1 },
      },
      {
        server: "(plan)",
        tool: "(decision)",
        side: "shadow",
        count: 1,
        codes: { premature_insufficient: 1 },
      },
    ]);
  });

  it("feeds Turn.validation and the report's capability corrections into the table", () => {
    const m = computePlannerMetrics(
      [
        report({
          body: {
            plans: {
              classic: plan("insufficient"),
              capability: plan("tools", ["mcp:commerce/orders.search"]),
            },
            corrections: {
              classic: [[]],
              capability: [
                [
                  {
                    code: "invalid_args",
                    actionId: "a1",
                    message: "args.status must be equal to one of the allowed values",
                  },
                ],
                [],
              ],
            },
          },
        }),
      ],
      [
        turn({
          validation: {
            issuesPerAttempt: [[{ code: "missing_required", actionId: "a1", message: "x" }], []],
          },
        }),
      ],
    );
    expect(m.schemaErrors.map((r) => [r.server, r.tool, r.side, r.count])).toEqual([
      ["mcp:commerce", "customers.search", "classic", 1],
      ["mcp:commerce", "orders.search", "shadow", 1],
    ]);
  });
});

describe("shadow turns and divergences", () => {
  it("lists divergences newest first with both plans, question and review state", () => {
    const t = turn({ question: "orders for lorini" });
    const older = report({
      agreement: false,
      turnId: t.id,
      createdAt: new Date("2026-01-01T00:00:00Z"),
      body: {
        plans: { classic: plan("insufficient"), capability: plan("tools", ["mcp:commerce/orders.search"]) },
      },
    });
    const newer = report({
      agreement: false,
      createdAt: new Date("2026-01-02T00:00:00Z"),
      review: "classic",
      reviewedAt: new Date(),
      reviewerId: "u1",
    });
    const agreed = report();
    const rows = divergencesOf([older, agreed, newer], new Map([[t.id, t]]));
    expect(rows.map((r) => r.reportId)).toEqual([newer.id, older.id]);
    expect(rows[1].question).toBe("orders for lorini");
    expect(rows[1].classic?.decision).toBe("insufficient");
    expect(rows[1].capability?.actions[0].tool).toBe("mcp:commerce/orders.search");
    expect(rows[1].sameDecision).toBe(false);
    expect(rows[0].review).toBe("classic");
    expect(shadowTurnsOf([older, agreed, newer], new Map())).toHaveLength(3);
  });
});
