import { describe, expect, it } from "vitest";
import {
  argMatches,
  argValue,
  classify,
  observedOutcome,
  type RecordedCall,
  type RecordedTurn,
} from "./classify";
import { parseQuestions, type QuestionExpect, splitOf } from "./questions";

const call = (
  tool: string,
  entity: string,
  args: Record<string, unknown>,
  over: Partial<RecordedCall> = {},
) =>
  ({
    tool,
    entity,
    kb: tool.startsWith("kb:"),
    status: "ok",
    records: 3,
    args,
    ...over,
  }) satisfies RecordedCall;

const turn = (over: Partial<RecordedTurn> = {}): RecordedTurn => ({
  status: "done",
  decision: "tools",
  calls: [],
  disallowed: [],
  citations: [],
  errors: [],
  text: "",
  ...over,
});

const ORDERS = "mcp:commerce/orders.search";
const COUNT = "mcp:commerce/orders.count";
const CUSTOMERS = "mcp:commerce/customers.search";
const KB = "kb:search";

describe("right", () => {
  it("the expected tool with the key arguments and entity (local names match ids)", () => {
    const c = classify(
      { outcome: "tools", tools: ["orders.search"], args: { customer_id: "C-0005" }, entity: "order" },
      turn({
        calls: [
          call(CUSTOMERS, "customer", { query: "Lukas Fontana" }, { records: 1 }),
          call(ORDERS, "order", { customer_id: "C-0005" }),
        ],
      }),
    );
    expect(c).toMatchObject({ verdict: "right", observed: "tools" });
  });

  it("alternative tools, argument alternatives and operators", () => {
    const exp: QuestionExpect = {
      outcome: "tools",
      tools: ["orders.count|orders.search"],
      args: [
        { status: "pending", date_from: { $gte: "2025-09-01", $lte: "2025-09-02" } },
        { status: "paid" },
      ],
      entity: "orders",
    };
    expect(
      classify(exp, turn({ calls: [call(COUNT, "order", { status: "PENDING", date_from: "2025-09-02" })] }))
        .verdict,
    ).toBe("right");
    expect(classify(exp, turn({ calls: [call(ORDERS, "order", { status: "paid" })] })).verdict).toBe("right");
  });

  it("a pick over the expected entity when several match", () => {
    const c = classify(
      {
        outcome: "pick",
        tools: ["customers.search"],
        args: { query: { $contains: "lorini" } },
        entity: "customer",
      },
      turn({
        status: "suspended",
        calls: [
          call(CUSTOMERS, "customer", { query: "Riccardo Lorini" }, { status: "ambiguous", records: 2 }),
        ],
      }),
    );
    expect(c).toMatchObject({ verdict: "right", observed: "pick" });
  });

  it("a knowledge-base answer citing the expected document", () => {
    const c = classify(
      { outcome: "kb", tools: ["kb:search"], doc: "Returns policy" },
      turn({ calls: [call(KB, "document", { query: "return 45 days" })], citations: ["Returns policy"] }),
    );
    expect(c).toMatchObject({ verdict: "right", observed: "kb" });
  });

  it("refusals, greetings, clarifications and accepted alternatives", () => {
    const refusal = turn({
      decision: "answer",
      reasonCode: "read_only_refusal",
      text: "This assistant only reads data",
    });
    expect(classify({ outcome: "refused" }, refusal)).toMatchObject({
      verdict: "right",
      observed: "refused",
    });
    expect(
      classify(
        { outcome: "answer" },
        turn({ decision: "answer", reasonCode: "conversational", text: "Hello!" }),
      ).verdict,
    ).toBe("right");
    const clarify = turn({ decision: "clarify", status: "clarify", text: "Which order?" });
    expect(classify({ outcome: "clarify" }, clarify).verdict).toBe("right");
    expect(classify({ outcome: "tools", tools: ["orders.get"], accept: ["clarify"] }, clarify).verdict).toBe(
      "right",
    );
    expect(
      classify({ outcome: "clarify", accept: ["insufficient"] }, turn({ decision: "insufficient" })).verdict,
    ).toBe("right");
  });

  it("an empty result is right unless the true answer has rows", () => {
    const t = turn({
      calls: [call(CUSTOMERS, "customer", { query: "gmail" }, { status: "empty", records: 0 })],
    });
    expect(
      classify({ outcome: "tools", tools: ["customers.search"], args: { query: { $contains: "gmail" } } }, t)
        .verdict,
    ).toBe("right");
  });
});

describe("wrong", () => {
  it("a count of one entity answered by another entity's tool", () => {
    const c = classify(
      { outcome: "tools", tools: ["customers.search"], entity: "customer" },
      turn({ calls: [call(COUNT, "order", {}, { records: 1 })], text: "There are 12,000 orders." }),
    );
    expect(c.verdict).toBe("wrong");
    expect(c.reasons.join()).toMatch(/answered with order \(orders.count\) instead of customer/);
  });

  it("a stated constraint dropped (widened)", () => {
    const c = classify(
      { outcome: "tools", tools: ["orders.search"], args: { status: "pending" }, entity: "order" },
      turn({ calls: [call(ORDERS, "order", {})] }),
    );
    expect(c.verdict).toBe("wrong");
    expect(c.reasons).toContain("constraint dropped: status (expected pending)");
  });

  it("another person or id", () => {
    const c = classify(
      { outcome: "tools", tools: ["orders.search"], args: { customer_id: "C-1042" }, entity: "order" },
      turn({ calls: [call(ORDERS, "order", { customer_id: "C-1377" })] }),
    );
    expect(c.verdict).toBe("wrong");
    expect(c.reasons).toContain("customer_id = C-1377 (expected C-1042)");
  });

  it("choosing the first of several namesakes instead of asking", () => {
    const c = classify(
      { outcome: "pick", tools: ["customers.search"], entity: "customer" },
      turn({
        calls: [
          call(CUSTOMERS, "customer", { query: "Riccardo Lorini" }, { records: 2 }),
          call(ORDERS, "order", { customer_id: "C-1042" }),
        ],
      }),
    );
    expect(c.verdict).toBe("wrong");
    expect(c.reasons.join()).toMatch(/chose for the user/);
  });

  it("a call outside the read-only snapshot, whatever else happened", () => {
    const c = classify(
      { outcome: "refused" },
      turn({ decision: "answer", text: "only reads", disallowed: ["mcp:commerce/orders.cancel"] }),
    );
    expect(c.verdict).toBe("wrong");
  });

  it("data presented for a question no tool can answer", () => {
    const c = classify(
      { outcome: "insufficient", accept: ["clarify"] },
      turn({ calls: [call(CUSTOMERS, "customer", { city: "Milano" })] }),
    );
    expect(c.verdict).toBe("wrong");
  });

  it("a false 'none' where the true answer has rows", () => {
    const c = classify(
      {
        outcome: "tools",
        tools: ["products.search"],
        args: { query: { $contains: "sleeping bag" } },
        nonEmpty: true,
      },
      turn({
        calls: [
          call(
            "mcp:commerce/products.search",
            "product",
            { query: "sleeping bags" },
            { status: "empty", records: 0 },
          ),
        ],
      }),
    );
    expect(c.verdict).toBe("wrong");
  });

  it("a policy question answered with data rows, or with another policy", () => {
    expect(
      classify(
        { outcome: "kb", tools: ["kb:search"], doc: "Returns policy" },
        turn({ calls: [call(CUSTOMERS, "customer", { query: "45 days" })] }),
      ).verdict,
    ).toBe("wrong");
    expect(
      classify(
        { outcome: "kb", tools: ["kb:search"], doc: "Returns policy" },
        turn({ calls: [call(KB, "document", { query: "return" })], citations: ["Warranty", "Gift cards"] }),
      ).verdict,
    ).toBe("wrong");
  });
});

describe("non-answer", () => {
  it("clarify or insufficient where an answer was expected", () => {
    const exp = { outcome: "tools" as const, tools: ["orders.search"], args: { status: "pending" } };
    expect(classify(exp, turn({ decision: "clarify", text: "Which?" }))).toMatchObject({
      verdict: "non-answer",
      observed: "clarify",
    });
    expect(classify(exp, turn({ decision: "insufficient" })).verdict).toBe("non-answer");
  });

  it("an error from the expected tool (e.g. called without its argument)", () => {
    const c = classify(
      {
        outcome: "tools",
        tools: ["shipments.track"],
        args: { tracking_number: "1Z0004011446" },
        entity: "shipment",
      },
      turn({
        status: "failed",
        calls: [
          call(
            "mcp:commerce/shipments.track",
            "shipment",
            {},
            { status: "error", records: 0, error: "upstream:tool" },
          ),
        ],
      }),
    );
    expect(c).toMatchObject({ verdict: "non-answer", observed: "error" });
    expect(c.reasons.join()).toMatch(/shipments.track failed/);
  });

  it("a pick where a direct answer was expected", () => {
    const c = classify(
      { outcome: "tools", tools: ["orders.search"], entity: "order" },
      turn({
        status: "suspended",
        calls: [call(CUSTOMERS, "customer", { query: "x" }, { status: "ambiguous" })],
      }),
    );
    expect(c).toMatchObject({ verdict: "non-answer", observed: "pick" });
  });

  it("the knowledge base not searched for a policy question; an empty lookup of another entity", () => {
    const c = classify(
      { outcome: "kb", tools: ["kb:search"], doc: "Returns policy" },
      turn({ calls: [call(CUSTOMERS, "customer", { query: "45 days" }, { status: "empty", records: 0 })] }),
    );
    expect(c.verdict).toBe("non-answer");
    expect(c.reasons).toContain("knowledge base not searched");
  });

  it("a crash or a validator fallback", () => {
    expect(classify({ outcome: "tools" }, turn({ crashed: "boom" })).verdict).toBe("non-answer");
    expect(observedOutcome(turn({ decision: "insufficient", fallback: true }))).toBe("error");
  });

  it("a data lookup instead of explaining a refusal", () => {
    const c = classify(
      { outcome: "refused" },
      turn({ calls: [call("mcp:commerce/orders.get", "order", { order_id: "O-100123" }, { records: 1 })] }),
    );
    expect(c.verdict).toBe("non-answer");
  });
});

describe("argument matchers", () => {
  it("equality, absence, substrings, ranges", () => {
    expect(argMatches("Milano", "milano")).toBe(true);
    expect(argMatches(5, "5")).toBe(true);
    expect(argMatches(null, undefined)).toBe(true);
    expect(argMatches(null, "x")).toBe(false);
    expect(argMatches({ $oneOf: ["date_desc", null] }, undefined)).toBe(true);
    expect(argMatches({ $contains: "gmail" }, "@Gmail.com")).toBe(true);
    expect(argMatches({ $gte: 2000 }, 1999)).toBe(false);
    expect(argMatches({ $gte: "2025-09-01", $lte: "2025-09-30" }, "2025-09-15")).toBe(true);
    expect(argMatches({ $present: true }, "")).toBe(false);
    const criteria = [
      { field: "CustomerRef", value: "1", operator: "=" },
      { field: "Balance", value: 0, operator: ">" },
    ];
    expect(argMatches({ $has: { field: "Balance", operator: ">", value: 0 } }, criteria)).toBe(true);
    expect(argMatches({ $has: [{ field: "customerref", value: 1 }, { field: "Balance" }] }, criteria)).toBe(
      true,
    );
    expect(argMatches({ $has: [{ field: "CustomerRef", value: "2" }] }, criteria)).toBe(false);
    expect(argMatches({ $has: { field: "Balance", operator: "=" } }, criteria)).toBe(false);
    expect(argMatches({ $has: { field: "Balance" } }, undefined)).toBe(false);
    const q = "outage from:@priya in:#releases";
    expect(argMatches({ $containsAll: [["in:#releases", "in:releases"], "from:@priya"] }, q)).toBe(true);
    expect(argMatches({ $containsAll: ["in:#releases", "after:"] }, q)).toBe(false);
    expect(argMatches({ $containsAll: ["x"] }, undefined)).toBe(false);
  });

  it("reaches into nested object arguments by a dotted path", () => {
    const args = { filter: { status: "NO_SHOW", range: { from: "2025-09-01" } }, "a.b": 1 };
    expect(argValue(args, "filter.status")).toBe("NO_SHOW");
    expect(argValue(args, "filter.range.from")).toBe("2025-09-01");
    expect(argValue(args, "filter.species")).toBeUndefined();
    expect(argValue(args, "a.b")).toBe(1);
    expect(argValue({ filter: "x" }, "filter.status")).toBeUndefined();
  });
});

describe("the question file", () => {
  it("parses, refuses duplicates and unknown outcomes, and splits by the id's hash alone", () => {
    const line = (id: string, outcome = "tools") =>
      JSON.stringify({ id, world: "demo", q: "x", expect: { outcome } });
    expect(parseQuestions(`${line("a")}\n\n${line("b")}\n`)).toHaveLength(2);
    expect(() => parseQuestions(`${line("a")}\n${line("a")}`)).toThrow(/duplicate/);
    expect(() => parseQuestions(line("a", "maybe"))).toThrow(/unknown outcome/);
    expect(splitOf("demo.count.customers")).toBe(splitOf("demo.count.customers"));
    const splits = Array.from({ length: 200 }, (_, i) => splitOf(`q${i}`));
    expect(splits.filter((s) => s === "dev").length).toBeGreaterThan(60);
    expect(splits.filter((s) => s === "holdout").length).toBeGreaterThan(60);
  });
});

describe("golden/questions.jsonl", () => {
  it("holds at least 150 questions, 110 of them over the demo world, every one with a known outcome", async () => {
    const { loadQuestions } = await import("./questions");
    const qs = loadQuestions();
    expect(qs.length).toBeGreaterThanOrEqual(150);
    expect(qs.filter((q) => q.world === "demo").length).toBeGreaterThanOrEqual(110);
    for (const q of qs.filter((x) => ["tools", "pick"].includes(x.expect.outcome)))
      expect(q.expect.tools?.length ?? q.expect.entity, `${q.id} names its tools or entity`).toBeTruthy();
  });
});

describe("a figure per group asked, one total answered (the grader's own reading)", () => {
  const exp: QuestionExpect = { outcome: "tools", tools: ["applications.list"], entity: "application" };
  const APPS = "mcp:ats/applications.list";
  const listed = (over: Partial<RecordedTurn>) =>
    turn({ calls: [call(APPS, "application", {}, { records: 100 })], ...over });

  it("'how many applications does each job have?' answered 'There are 350 applications.' is wrong", () => {
    const c = classify(
      exp,
      listed({ question: "how many applications does each job have?", text: "There are 350 applications." }),
    );
    expect(c.verdict).toBe("wrong");
    expect(c.reasons).toContain("one total of all the records where a figure per group was asked");
    // Over another vocabulary and phrasing: "per".
    expect(
      classify(
        { outcome: "tools", tools: ["visits.search"], entity: "visit" },
        turn({
          calls: [call("mcp:vet/visits.search", "visit", {})],
          question: "number of visits per vet last month",
          text: "There are 35 visits.",
        }),
      ).verdict,
    ).toBe("wrong");
  });

  it("the grouped view, an honest 'could not be summarised', a rate or a plain total question stay right", () => {
    const q = "how many applications does each job have?";
    expect(
      classify(exp, listed({ question: q, text: "Found 350 applications.", grouped: true })).verdict,
    ).toBe("right");
    expect(
      classify(
        exp,
        listed({
          question: q,
          text: "Found 350 applications. They could not be summarised by job: the applications have no such field.",
        }),
      ).verdict,
    ).toBe("right");
    expect(
      classify(
        exp,
        listed({ question: "how many applications are there?", text: "There are 350 applications." }),
      ).verdict,
    ).toBe("right");
    expect(
      classify(
        exp,
        listed({ question: "what's the average fuel use per 100 km?", text: "There are 350 applications." }),
      ).verdict,
    ).toBe("right");
  });
});
