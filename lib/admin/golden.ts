import "server-only";
/**
 * "Run golden scenarios" for the promotion gate: the golden suite (lib/agent/golden) in-process,
 * against the real demo world, recorded as an append-only `golden.run` audit event the gate reads.
 *
 * The gate asks whether the *capability* pipeline is ready, so the scenarios run in capability mode
 * whatever the tenant's current mode is: the database handle given to runGolden answers the planner
 * mode lookup with `capability` and changes nothing else (no setting is written, other turns are
 * unaffected). The conversations the run creates (and deletes) are recorded so that the dashboard
 * can leave the golden turns out of live-traffic figures.
 */
import { runGolden } from "@/lib/agent/golden/run";
import type { GoldenResult } from "@/lib/agent/golden/types";
import type { Actor } from "@/lib/auth";
import { recordAudit } from "@/lib/db/audit";
import type { Db } from "@/lib/db/client";
import { PLANNER_MODE_KEY, type PlannerMode } from "@/lib/db/repositories/settings";

export const GOLDEN_RUN_KIND = "golden.run";

type AnyFn = (...args: unknown[]) => unknown;

function passThrough<T extends object>(target: T, overrides: Record<string | symbol, unknown>): T {
  return new Proxy(target, {
    get(t, prop) {
      if (Object.hasOwn(overrides, prop)) return overrides[prop as string];
      const v = Reflect.get(t, prop, t);
      return typeof v === "function" ? (v as AnyFn).bind(t) : v;
    },
  });
}

/** A handle on `db` whose planner-mode lookup returns `mode` and which notes created conversations. */
export function goldenDb(db: Db, mode: PlannerMode, conversationIds: string[]): Db {
  const appSetting = passThrough(db.appSetting, {
    findUnique: async (args: { where?: { tenantId_key?: { tenantId: string; key: string } } }) => {
      const k = args?.where?.tenantId_key;
      if (k?.key === PLANNER_MODE_KEY) {
        return { id: "golden", tenantId: k.tenantId, key: k.key, value: mode, updatedBy: null, updatedAt: new Date() };
      }
      return db.appSetting.findUnique(args as Parameters<Db["appSetting"]["findUnique"]>[0]);
    },
  });
  const conversation = passThrough(db.conversation, {
    create: async (args: Parameters<Db["conversation"]["create"]>[0]) => {
      const c = await db.conversation.create(args);
      conversationIds.push(c.id);
      return c;
    },
  });
  return passThrough(db, { appSetting, conversation });
}

export interface GoldenRunSummary {
  passed: number;
  failed: number;
  results: GoldenResult[];
  ms: number;
}

export async function runGoldenForGate(db: Db, actor: Actor): Promise<GoldenRunSummary> {
  const conversationIds: string[] = [];
  const t0 = performance.now();
  let results: GoldenResult[];
  try {
    results = await runGolden(goldenDb(db, "capability", conversationIds), actor);
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
      conversationIds: conversationIds.slice(0, 200),
    },
  });
  return { passed, failed, results, ms };
}

/** Conversation ids of golden runs recorded since `since` (their turns are not live traffic). */
export async function goldenConversationIds(db: Db, scope: { tenantId: string; projectId: string }, since: Date) {
  const events = await db.auditEvent.findMany({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, kind: GOLDEN_RUN_KIND, createdAt: { gte: since } },
    select: { data: true },
    take: 200,
  });
  const ids = new Set<string>();
  for (const e of events) {
    const list = (e.data as { conversationIds?: unknown } | null)?.conversationIds;
    if (Array.isArray(list)) for (const id of list) if (typeof id === "string") ids.add(id);
  }
  return [...ids];
}

export function latestGoldenEvent(db: Db, scope: { tenantId: string; projectId: string }) {
  return db.auditEvent.findFirst({
    where: { tenantId: scope.tenantId, projectId: scope.projectId, kind: GOLDEN_RUN_KIND },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true, data: true, actorId: true },
  });
}
