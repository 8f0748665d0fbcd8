import "server-only";
/**
 * "Run golden scenarios" for the promotion gate: the golden suite (lib/agent/golden) in-process,
 * against the real demo world, recorded as an append-only `golden.run` audit event the gate reads.
 *
 * The gate asks whether the *capability* pipeline is ready, so the scenarios run in capability mode
 * whatever the tenant's current mode is (a per-turn override; no setting is written). A golden run
 * removes its own turns, so live-traffic figures never include it.
 */
import { runGolden } from "@/lib/agent/golden/run";
import type { GoldenResult } from "@/lib/agent/golden/types";
import type { Actor } from "@/lib/auth";
import { latestAuditEvent, recordAudit } from "@/lib/db/audit";
import type { Db } from "@/lib/db/client";

export const GOLDEN_RUN_KIND = "golden.run";

export interface GoldenRunSummary {
  passed: number;
  failed: number;
  results: GoldenResult[];
  ms: number;
}

export async function runGoldenForGate(db: Db, actor: Actor): Promise<GoldenRunSummary> {
  const t0 = performance.now();
  let results: GoldenResult[];
  try {
    results = await runGolden(db, actor, { mode: "capability" });
  } catch (e) {
    results = [
      {
        id: "suite",
        title: "Golden suite",
        passed: false,
        failures: [`crashed: ${e instanceof Error ? e.message.slice(0, 300) : String(e)}`],
        ms: 0,
      },
    ];
  }
  const ms = Math.round(performance.now() - t0);
  const passed = results.filter((r) => r.passed).length;
  const failed = results.length - passed;
  await recordAudit(db, {
    tenantId: actor.tenantId,
    projectId: actor.projectId,
    actorId: actor.userId,
    kind: GOLDEN_RUN_KIND,
    target: "golden/scenarios.json",
    outcome: failed === 0 && passed > 0 ? "ok" : "error",
    reason: `${passed}/${results.length} passed`,
    data: {
      passed,
      failed,
      results: results.map((r) => ({ ...r, failures: r.failures.slice(0, 5).map((f) => f.slice(0, 300)) })),
      mode: "capability",
      ms,
    },
  });
  return { passed, failed, results, ms };
}

export function latestGoldenEvent(db: Db, scope: { tenantId: string; projectId: string }) {
  return latestAuditEvent(db, scope, GOLDEN_RUN_KIND);
}
