import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLogisticsServer } from "@/demo/logistics/serve";
import { seedDemo } from "@/demo/seed-all";
import { loadScenarios, runGolden } from "@/lib/agent/golden/run";
import type { GoldenResult } from "@/lib/agent/golden/types";
import { resolveActor } from "@/lib/auth/actor";
import { testDb } from "../helpers/db";

// The golden scenarios through the real turn: builtin planner, MCP over stdio, the logistics API.
const db = testDb();
let results: GoldenResult[] = [];
let server: Awaited<ReturnType<typeof startLogisticsServer>>;

beforeAll(async () => {
  server = await startLogisticsServer();
  process.env.DEMO_LOGISTICS_BASE_URL = server.url;
  const ids = await seedDemo(db);
  const actor = await resolveActor(db, { userId: ids.users["member@acme.test"] });
  results = await runGolden(db, actor);
}, 120_000);

afterAll(async () => {
  await server?.close();
  const { mcpPool } = await import("@/lib/connectors/runtime");
  await mcpPool().close();
});

describe("golden scenarios", () => {
  for (const s of loadScenarios()) {
    it(`${s.id}: ${s.title}`, () => {
      const r = results.find((x) => x.id === s.id);
      expect(r, "scenario ran").toBeDefined();
      expect(r?.failures).toEqual([]);
    });
  }
});

describe("a golden run", () => {
  it("runs the capability pipeline whatever the tenant's mode, and leaves no turns behind", async () => {
    const { seedIdentities } = await import("@/demo/seed");
    const { setPlannerMode } = await import("@/lib/db/repositories/settings");
    const ids = await seedIdentities(db);
    const admin = await resolveActor(db, { userId: ids.users["admin@acme.test"] });
    await setPlannerMode(db, admin, "shadow", "golden test");
    try {
      const scope = { tenantId: admin.tenantId, projectId: admin.projectId };
      const [turns, reports] = [
        await db.turn.count({ where: scope }),
        await db.shadowReport.count({ where: scope }),
      ];
      const r = await runGolden(db, admin, { only: ["kb-only", "count"] });
      expect(r.map((x) => x.passed)).toEqual([true, true]);
      // In shadow mode every turn would leave a ShadowReport: none means the capability pipeline ran.
      expect(await db.shadowReport.count({ where: scope })).toBe(reports);
      expect(await db.turn.count({ where: scope })).toBe(turns);
    } finally {
      await setPlannerMode(db, admin, "capability", "golden test done");
    }
  });
});
