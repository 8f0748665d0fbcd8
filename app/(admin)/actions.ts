"use server";

/**
 * Admin server actions: thin entry points (CONVENTIONS.md #1). Each parses its input with zod,
 * requires a signed-in tenant admin (adminAction: requireActor + assertAdmin), calls lib/admin with
 * the actor — which scopes every query to the actor's tenant/project and audits every change — and
 * returns an ActionResult, never throwing. A member's or replayed request gets `forbidden:admin`.
 */
import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { adminAction } from "@/lib/admin/admin-action";
import {
  addMcpConnection,
  addOpenApiConnection,
  decideTool,
  resync,
  type SyncSummary,
  setConnectionFlag,
} from "@/lib/admin/connection-admin";
import { type GoldenRunSummary, runGoldenForGate } from "@/lib/admin/golden";
import { promoteToCapability, rollbackToClassic } from "@/lib/admin/promotion";
import {
  approveInput,
  connectionInput,
  enabledInput,
  labelInput,
  mcpInput,
  openApiInput,
  plannerModeInput,
  promoteInput,
  reviewInput,
  rollbackInput,
  toolInput,
  trustedInput,
} from "@/lib/admin/schemas";
import { labelLiveData, reviewShadowReport } from "@/lib/admin/shadow-review";
import { db } from "@/lib/db";
import { setPlannerMode } from "@/lib/db/repositories/settings";

const refresh = () => revalidatePath("/admin", "layout");

export async function setPlannerModeAction(input: { mode: string; reason: string }): Promise<ActionResult> {
  return adminAction(plannerModeInput, input, async (d, actor) => {
    await setPlannerMode(db(), actor, d.mode, d.reason);
    refresh();
    return undefined;
  });
}

export async function reviewShadowAction(input: {
  reportId: string;
  verdict: "classic" | "capability" | "note";
  note?: string;
}): Promise<ActionResult<{ reviewedAt: string }>> {
  return adminAction(reviewInput, input, async (d, actor) => {
    const r = await reviewShadowReport(db(), actor, d);
    refresh();
    return r;
  });
}

export async function labelLiveDataAction(input: {
  reportId: string;
  value: boolean;
}): Promise<ActionResult> {
  return adminAction(labelInput, input, async (d, actor) => {
    await labelLiveData(db(), actor, d);
    refresh();
    return undefined;
  });
}

export async function promoteAction(input?: {
  force?: boolean;
  reason?: string;
}): Promise<ActionResult<{ forced: boolean }>> {
  return adminAction(promoteInput, input, async (d, actor) => {
    const r = await promoteToCapability(db(), actor, d);
    refresh();
    return r;
  });
}

export async function rollbackAction(input?: { reason?: string }): Promise<ActionResult> {
  return adminAction(rollbackInput, input, async (d, actor) => {
    await rollbackToClassic(db(), actor, d.reason);
    refresh();
    return undefined;
  });
}

export async function runGoldenAction(): Promise<
  ActionResult<Omit<GoldenRunSummary, "results"> & { failures: string[] }>
> {
  return adminAction(z.undefined(), undefined, async (_d, actor) => {
    const r = await runGoldenForGate(db(), actor);
    refresh();
    return {
      passed: r.passed,
      failed: r.failed,
      ms: r.ms,
      failures: r.results.filter((x) => !x.passed).map((x) => `${x.title}: ${x.failures[0] ?? "failed"}`),
    };
  });
}

export async function addMcpConnectionAction(
  input: Record<string, unknown>,
): Promise<ActionResult<{ slug: string; sync: SyncSummary }>> {
  return adminAction(mcpInput, input, async (d, actor) => {
    const r = await addMcpConnection(db(), actor, d);
    refresh();
    return { slug: r.slug, sync: r.sync };
  });
}

export async function addOpenApiConnectionAction(
  input: Record<string, unknown>,
): Promise<ActionResult<{ slug: string; sync: SyncSummary; operations: number }>> {
  return adminAction(openApiInput, input, async (d, actor) => {
    const r = await addOpenApiConnection(db(), actor, {
      name: d.name,
      document: d.document,
      documentUrl: d.documentUrl || undefined,
      baseUrl: d.baseUrl,
      allowList: { operationIds: d.operationIds, tags: d.tags, pathPrefixes: d.pathPrefixes },
    });
    refresh();
    return { slug: r.slug, sync: r.sync, operations: r.operations };
  });
}

export async function setTrustedAction(input: {
  connectionId: string;
  trusted: boolean;
}): Promise<ActionResult> {
  return adminAction(trustedInput, input, async (d, actor) => {
    await setConnectionFlag(db(), actor, { connectionId: d.connectionId, flag: "trusted", value: d.trusted });
    refresh();
    return undefined;
  });
}

export async function setEnabledAction(input: {
  connectionId: string;
  enabled: boolean;
}): Promise<ActionResult> {
  return adminAction(enabledInput, input, async (d, actor) => {
    await setConnectionFlag(db(), actor, { connectionId: d.connectionId, flag: "enabled", value: d.enabled });
    refresh();
    return undefined;
  });
}

export async function approveToolAction(input: {
  connectionId: string;
  toolName: string;
  classification: "read" | "write";
  confirmNamedChange?: boolean;
}): Promise<ActionResult<{ status: string; definitionHash: string }>> {
  return adminAction(approveInput, input, async (d, actor) => {
    const r = await decideTool(db(), actor, { ...d, decision: "approve" });
    refresh();
    return r;
  });
}

export async function quarantineToolAction(input: {
  connectionId: string;
  toolName: string;
}): Promise<ActionResult<{ status: string; definitionHash: string }>> {
  return adminAction(toolInput, input, async (d, actor) => {
    const r = await decideTool(db(), actor, { ...d, decision: "quarantine" });
    refresh();
    return r;
  });
}

export async function resyncAction(input: { connectionId: string }): Promise<ActionResult<SyncSummary>> {
  return adminAction(connectionInput, input, async (d, actor) => {
    const r = await resync(db(), actor, d.connectionId);
    refresh();
    return r;
  });
}
