import { describe, expect, it } from "vitest";
import { type Capability, deriveMcpCapabilities, freezeSnapshot } from "@/lib/capabilities";
import { commerceTools } from "@/lib/capabilities/__fixtures__/commerce-tools";
import { createBuiltinPlanner } from "@/lib/planning";
import type { Embedder } from "@/lib/routing";
import { eligibleOf } from "./plan-turn";
import { planTurn } from "./run-turn";

// The capability pipeline with an embedding model configured: hybrid routing reaches a tool the
// question shares no word with; a failing embedder falls back to lexical routing with a diagnostic.
const caps = deriveMcpCapabilities({
  connection: { id: "c", slug: "commerce", trusted: true },
  tools: commerceTools(),
});
const snapshot = freezeSnapshot({ tenantId: "t", projectId: "p", capabilities: caps });
const ctx = { selection: null, recent: [], recentFamilies: [] };
const question = "whereabouts of my consignment";

const fake = (calls: string[][]): Embedder => ({
  async embed(texts) {
    calls.push(texts);
    return texts.map((t) => (t === question || t.includes("shipments.track") ? [1, 0, 0] : [0, 1, 0.1]));
  },
});

const deps = (embedder?: Embedder) => ({
  planner: createBuiltinPlanner(),
  materialize: async (c: Readonly<Capability>) => c as Capability,
  budgetBytes: 49_152,
  embedder,
});

describe("planTurn with an embedder", () => {
  it("routes a paraphrase with no shared term through the embedding, and embeds cards once", async () => {
    const lexical = await planTurn("capability", deps(), snapshot, question, ctx);
    expect(lexical.candidates.map((c) => c.id)).not.toContain("mcp:commerce/shipments.track");

    const calls: string[][] = [];
    const embedder = fake(calls);
    const hybrid = await planTurn("capability", deps(embedder), snapshot, question, ctx);
    const track = hybrid.candidates.find((c) => c.id === "mcp:commerce/shipments.track");
    expect(track?.reasons.join(" ")).toMatch(/embedding cos/);
    expect(hybrid.candidates.length).toBeLessThanOrEqual(8);
    await planTurn("capability", deps(embedder), snapshot, question, ctx);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual([question]);
  });

  it("falls back to lexical routing with a diagnostic when the embedding call fails", async () => {
    const failing: Embedder = {
      async embed() {
        throw new Error("provider down sk-secret");
      },
    };
    const r = await planTurn("capability", deps(failing), snapshot, "show orders", ctx);
    expect(r.diagnostics.map((d) => d.code)).toContain("routing:embedding_unavailable");
    expect(JSON.stringify(r.diagnostics)).not.toContain("sk-secret");
    expect(r.candidates.map((c) => c.id)).toContain("mcp:commerce/orders.search");
  });
});

describe("the routing index", () => {
  it("is built once per snapshot, not on every turn", async () => {
    const { indexFor } = await import("@/lib/routing");
    expect(eligibleOf(snapshot)).toBe(eligibleOf(snapshot));
    expect(indexFor(eligibleOf(snapshot))).toBe(indexFor(eligibleOf(snapshot)));
    const other = freezeSnapshot({ tenantId: "t", projectId: "p", capabilities: caps });
    expect(eligibleOf(other)).not.toBe(eligibleOf(snapshot));
  });
});
