import { describe, expect, it } from "vitest";
import { deriveMcpCapabilities } from "@/lib/capabilities";
import { paramInfos } from "@/lib/semantics/params";
import { typedSelect, typedSqlPlan } from "./builtin/typed-sql";
import { planBuiltin } from "./builtin-planner";
import type { PlannerInput } from "./planner";
import type { Plan, ValidationResult } from "./types";
import { validatePlan } from "./validate";
import { isSingleSelect } from "./validate-sql";

// Two made-up database servers nobody tuned on: a ledger warehouse whose report tool takes a
// described `statement`, and an observatory whose tool takes a bare `sql` — beside a plain search
// whose `query` is words.
const READ = { readOnlyHint: true };
const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: "object" as const,
  properties,
  required,
});
const derive = (slug: string, tools: unknown[]) =>
  deriveMcpCapabilities({
    connection: { id: slug, slug, trusted: true },
    tools: tools as Parameters<typeof deriveMcpCapabilities>[0]["tools"],
  }).filter((c) => c.eligible);

const ledger = derive("ledger", [
  {
    name: "run_report",
    description: "Runs a report against the ledger warehouse.",
    inputSchema: obj(
      {
        statement: { type: "string", description: "A read-only SQL statement, e.g. SELECT * FROM journals" },
      },
      ["statement"],
    ),
    annotations: READ,
  },
  {
    name: "search_journals",
    description: "Search journal entries.",
    inputSchema: obj({ query: { type: "string", description: "Words to look for in memos" } }),
    annotations: READ,
  },
]);
const observatory = derive("observatory", [
  { name: "sightings_sql", inputSchema: obj({ sql: { type: "string" } }, ["sql"]), annotations: READ },
]);

const plan = (tool: string, args: Record<string, unknown>): Plan => ({
  decision: "tools",
  reason: "test",
  actions: [{ id: "a1", tool, args, dependsOn: [], expect: "many" }],
});
const codes = (r: ValidationResult) => (r.valid ? [] : r.issues.map((i) => i.code));
const check = (caps: typeof ledger, args: Record<string, unknown>, tool = caps[0].id) =>
  codes(validatePlan(plan(tool, args), { snapshotCaps: caps, routeIds: caps.map((c) => c.id) }));

describe("a parameter that takes SQL (ParamInfo.sql)", () => {
  it("is one whose name or description says SQL, not a search's words", () => {
    const sqlOf = (caps: typeof ledger) =>
      caps.map((c) =>
        paramInfos(c)
          .filter((p) => p.sql)
          .map((p) => p.name),
      );
    expect(sqlOf(ledger)).toEqual([["statement"], []]);
    expect(sqlOf(observatory)).toEqual([["sql"]]);
  });
});

describe("isSingleSelect", () => {
  it("takes one SELECT or WITH … SELECT, quoted values and a trailing semicolon", () => {
    expect(isSingleSelect("SELECT * FROM journals WHERE memo = 'O''Hara; DROP TABLE x' LIMIT 5;")).toBe(true);
    expect(isSingleSelect("with t as (select id from comets) select count(*) from t")).toBe(true);
    expect(isSingleSelect('SELECT "delete", updated_at, created_by FROM "insert" LIMIT 10')).toBe(true);
    expect(isSingleSelect("SELECT replace(name, 'a', 'b') FROM stars")).toBe(true);
  });
  it("refuses words, changes, a second statement, comments and effects", () => {
    for (const sql of [
      "how many comets were seen last month",
      "DELETE FROM comets WHERE id = 12",
      "SELECT * FROM stars; DROP TABLE stars",
      "SELECT * FROM stars -- ' OR 1=1",
      "SELECT * FROM stars /* x */",
      "WITH gone AS (DELETE FROM stars RETURNING *) SELECT * FROM gone",
      "SELECT * INTO backup FROM stars",
      "SELECT * FROM stars FOR UPDATE",
      "SELECT nextval('star_ids')",
      "SELECT name FROM stars WHERE name = 'unclosed",
      "PRAGMA table_info(stars)",
      "",
    ])
      expect(isSingleSelect(sql), sql).toBe(false);
  });
});

describe("validatePlan: SQL arguments", () => {
  it("refuses the question's words, a change or two statements sent as SQL, in either vocabulary", () => {
    for (const [caps, name] of [
      [ledger, "statement"],
      [observatory, "sql"],
    ] as const) {
      expect(check(caps, { [name]: "which journals were posted in March" })).toEqual(["sql_statement"]);
      expect(check(caps, { [name]: "DELETE FROM journals WHERE id = 4" })).toEqual(["sql_statement"]);
      expect(check(caps, { [name]: "UPDATE journals SET amount = 0" })).toEqual(["sql_statement"]);
      expect(check(caps, { [name]: "SELECT 1; DROP TABLE journals" })).toEqual(["sql_statement"]);
      expect(check(caps, { [name]: "SELECT id, amount FROM journals WHERE memo = 'rent' LIMIT 50" })).toEqual(
        [],
      );
    }
  });
  it("refuses a statement copied out of a result by reference", () => {
    const r = validatePlan(
      {
        decision: "tools",
        reason: "test",
        actions: [
          { id: "a1", tool: ledger[1].id, args: { query: "rent" }, dependsOn: [], expect: "one" },
          {
            id: "a2",
            tool: ledger[0].id,
            args: { statement: { $from: "a1", path: "memo" } },
            dependsOn: ["a1"],
            expect: "many",
          },
        ],
      },
      { snapshotCaps: ledger, routeIds: ledger.map((c) => c.id) },
    );
    expect(codes(r)).toContain("sql_statement");
  });
  it("leaves a search's words alone", () => {
    expect(check(ledger, { query: "which journals were posted in March" }, ledger[1].id)).toEqual([]);
  });
  it("holds a person's typed write to the rule even when every word of it is theirs", () => {
    const typed = "DELETE FROM journals WHERE id = 4";
    const r = validatePlan(plan(ledger[0].id, { statement: typed }), {
      snapshotCaps: ledger,
      routeIds: ledger.map((c) => c.id),
      userText: [typed],
      today: new Date("2025-10-01T10:00:00Z"),
    });
    expect(codes(r)).toContain("sql_statement");
  });
});

describe("a SELECT the person typed (builtin/typed-sql.ts)", () => {
  const NOW = new Date("2025-10-01T10:00:00Z");
  const planned = (caps: typeof ledger, question: string) => {
    const p = planBuiltin({ question, candidates: [...caps] } satisfies PlannerInput, NOW);
    return {
      p,
      v: validatePlan(p, {
        snapshotCaps: caps,
        routeIds: caps.map((c) => c.id),
        userText: [question],
        today: NOW,
      }),
    };
  };
  it("is sent as typed to the one read tool that takes SQL, and passes every validator rule", () => {
    for (const [caps, name, question, statement] of [
      [
        ledger,
        "statement",
        "SELECT id, amount FROM journals WHERE memo = 'rent'",
        "SELECT id, amount FROM journals WHERE memo = 'rent'",
      ],
      [
        observatory,
        "sql",
        "run this: select count(*) from comets where year > 1990",
        "select count(*) from comets where year > 1990",
      ],
    ] as const) {
      const { p, v } = planned(caps, question);
      expect(p.actions.map((a) => [a.tool, a.args])).toEqual([[caps[0].id, { [name]: statement }]]);
      expect(v.valid, JSON.stringify(v)).toBe(true);
    }
  });
  it("is not taken for words, a second statement, a condition said outside it, or a change", () => {
    expect(typedSelect("select the top clients from Leeds")).toBeUndefined();
    expect(typedSelect("select comets from 1990")).toBeUndefined();
    expect(typedSelect("SELECT * FROM stars; DROP TABLE stars")).toBeUndefined();
    expect(typedSelect("only for March: SELECT * FROM journals")).toBeUndefined();
    expect(typedSelect("DELETE FROM journals WHERE id = 4")).toBeUndefined();
    expect(typedSelect("WITH gone AS (DELETE FROM stars RETURNING *) SELECT * FROM gone")).toBeUndefined();
    const { p } = planned(ledger, "SELECT * FROM journals; DROP TABLE journals");
    expect(p.actions.some((a) => typeof a.args.statement === "string")).toBe(false);
  });
  it("is not sent where two tools take SQL", () => {
    expect(typedSqlPlan("SELECT * FROM stars", [...ledger, ...observatory])).toBeUndefined();
  });
});
