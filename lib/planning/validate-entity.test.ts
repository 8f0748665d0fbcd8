import { describe, expect, it } from "vitest";
import { deriveMcpCapabilities } from "@/lib/capabilities";
import { planWithCorrection } from "./correct";
import type { Planner } from "./planner";
import type { Plan } from "./types";
import { validatePlan } from "./validate";
import { askedEntity, checkAskedEntity } from "./validate-entity";

// Two made-up vocabularies nobody tuned on: a nursery's greenhouses and seedlings (snake_case), and
// a port's harbours and ships (camelCase, references by `harbourRef`).
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

const nursery = derive("nursery", [
  {
    name: "get_greenhouse",
    inputSchema: obj({ greenhouse_id: { type: "string" } }, ["greenhouse_id"]),
    annotations: READ,
  },
  {
    name: "list_seedlings",
    inputSchema: obj({ greenhouse_id: { type: "string" }, species: { type: "string" } }),
    annotations: READ,
  },
]);
const port = derive("port", [
  {
    name: "getHarbour",
    inputSchema: obj({ harbourRef: { type: "string" } }, ["harbourRef"]),
    annotations: READ,
  },
  { name: "listShips", inputSchema: obj({ harbourRef: { type: "string" } }), annotations: READ },
  { name: "getShip", inputSchema: obj({ shipRef: { type: "string" } }, ["shipRef"]), annotations: READ },
]);

const tool = (caps: typeof nursery, local: string) => {
  const c = caps.find((x) => x.localName === local);
  if (!c) throw new Error(`no ${local} in ${caps.map((x) => `${x.localName}:${x.entity}`).join(", ")}`);
  return c;
};
const one = (toolId: string, args: Record<string, string>): Plan => ({
  decision: "tools",
  reason: "r",
  actions: [{ id: "a1", tool: toolId, args, dependsOn: [], expect: "many" }],
});
const ctxOf = (caps: typeof nursery, question: string) => ({
  snapshotCaps: caps,
  routeIds: caps.map((c) => c.id),
  question,
  today: new Date("2025-10-01T10:00:00Z"),
});

describe("validate-entity: a result of another entity is never the answer", () => {
  it("reads the head noun the question asks for, in either number", () => {
    const entities = nursery.map((c) => c.entity);
    expect(askedEntity("seedlings in greenhouse 12", entities)).toBe(tool(nursery, "list_seedlings").entity);
    expect(askedEntity("which greenhouse is seedling 7 in?", entities)).toBe(
      tool(nursery, "get_greenhouse").entity,
    );
    expect(askedEntity("how many seedlings does greenhouse 4 have?", entities)).toBe(
      tool(nursery, "list_seedlings").entity,
    );
    // A detail asked of a record, a record named by its id or a possessive: no head noun of records.
    expect(askedEntity("what species is seedling 7?", entities)).toBeUndefined();
    expect(askedEntity("greenhouse 12's seedlings", entities)).toBeUndefined();
    expect(askedEntity("seedling 7", entities)).toBeUndefined();
    expect(askedEntity("greenhouse temperatures", entities)).toBeUndefined();
  });

  it("s45 reads the second of two entity nouns as the head: the first qualifies it", () => {
    const entities = nursery.map((c) => c.entity);
    expect(askedEntity("list all greenhouse seedlings", entities)).toBe(
      tool(nursery, "list_seedlings").entity,
    );
    const ships = port.map((c) => c.entity);
    expect(askedEntity("show the harbour ships", ships)).toBe(tool(port, "listShips").entity);
    expect(askedEntity("harbour ships of H-7", ships)).toBe(tool(port, "listShips").entity);
    // Not ending the phrase: no head noun is read.
    expect(askedEntity("harbour ship names", ships)).toBeUndefined();
    const q = "list all greenhouse seedlings";
    const wrong = one(tool(nursery, "get_greenhouse").id, { greenhouse_id: "12" });
    expect(checkAskedEntity(wrong, q, nursery).map((x) => x.code)).toEqual(["another_entity"]);
  });

  it("holds a plan that shows another entity than the one asked", () => {
    const q = "seedlings in greenhouse 12";
    const wrong = one(tool(nursery, "get_greenhouse").id, { greenhouse_id: "12" });
    const issues = checkAskedEntity(wrong, q, nursery);
    expect(issues.map((i) => i.code)).toEqual(["another_entity"]);
    expect(validatePlan(wrong, ctxOf(nursery, q)).valid).toBe(false);
    const right = one(tool(nursery, "list_seedlings").id, { greenhouse_id: "12" });
    expect(validatePlan(right, ctxOf(nursery, q)).valid).toBe(true);
    // The same in the other vocabulary: ships of a harbour are not the harbour.
    const pq = "ships at harbour H-7";
    expect(checkAskedEntity(one(tool(port, "getHarbour").id, { harbourRef: "H-7" }), pq, port)).toHaveLength(
      1,
    );
    expect(checkAskedEntity(one(tool(port, "listShips").id, { harbourRef: "H-7" }), pq, port)).toHaveLength(
      0,
    );
  });

  it("after its one correction, asks back naming what it can look up — never shows the other records", async () => {
    const q = "ships at harbour H-7";
    const wrong = { ...one(tool(port, "getHarbour").id, { harbourRef: "H-7" }) };
    wrong.actions[0].expect = "one";
    const planner: Planner = { name: "fixed", plan: async () => ({ plan: wrong }) } as unknown as Planner;
    const out = await planWithCorrection(planner, { question: q, candidates: port } as never, ctxOf(port, q));
    expect(out.plan.decision).toBe("clarify");
    expect(out.plan.actions).toHaveLength(0);
    expect(out.plan.reason).toMatch(
      /^You asked for ships, but this would show harbours\. I can look up ships/,
    );
    // The user reads records, never a tool's id.
    expect(out.plan.reason).not.toContain(tool(port, "getHarbour").id);
  });

  it("leaves a subject found by name, and one record asked which of its kind it is in", () => {
    const byName = { ...one(tool(port, "getHarbour").id, { harbourRef: "Northgate" }) };
    byName.actions[0].expect = "one";
    expect(checkAskedEntity(byName, "how many ships does Northgate have?", port)).toHaveLength(0);
    const record = { ...one(tool(port, "getShip").id, { shipRef: "S-3" }) };
    record.actions[0].expect = "one";
    expect(checkAskedEntity(record, "which harbour is S-3 in?", port)).toHaveLength(0);
    // A list of other records is still held: "which harbour is S-3 in?" is no list of ships.
    expect(
      checkAskedEntity(
        one(tool(port, "listShips").id, { harbourRef: "S-3" }),
        "which harbour is S-3 in?",
        port,
      ),
    ).toHaveLength(1);
  });
});
