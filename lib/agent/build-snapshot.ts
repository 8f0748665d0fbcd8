import "server-only";
/**
 * buildSnapshot(actor): the frozen set of capabilities this actor's tenant/project may see, built
 * from cached catalogs (no remote call per turn). Re-derived only when the catalog version changes —
 * connections, approvals or the knowledge base — and a running turn keeps the snapshot it started with.
 * Step 1 of a turn: it reads through lib/db and derives through lib/capabilities, which stays pure.
 */
import type { Actor } from "@/lib/auth/actor";
import { BoundedMap } from "@/lib/bounded-map";
import {
  type Capability,
  deriveConnectionCapabilities,
  deriveKbCapability,
  freezeSnapshot,
  type Snapshot,
} from "@/lib/capabilities";
import { observedGeneration, withObservedShape } from "@/lib/capabilities/observed";
import type { Db } from "@/lib/db/client";
import { loadCatalogVersion, loadConnections } from "@/lib/db/repositories/connections";
import { type PlannerMode, plannerModeOf } from "@/lib/db/repositories/settings";
import { canonicalHash } from "@/lib/security";

type Scope = Pick<Actor, "tenantId" | "projectId">;

/** The last snapshot per tenant and project (bounded: a server of many tenants keeps the most recent). */
const SNAPSHOTS_MAX = 1_000;
const cache = new BoundedMap<string, { version: string; snapshot: Snapshot }>(SNAPSHOTS_MAX);

export async function buildSnapshot(db: Db, scope: Scope): Promise<Snapshot> {
  return (await buildTurnInputs(db, scope)).snapshot;
}

/**
 * The snapshot and the tenant's planner mode, both from one read of what they are derived from
 * (loadCatalogVersion): a turn's inputs are read once.
 */
export async function buildTurnInputs(
  db: Db,
  scope: Scope,
): Promise<{ snapshot: Snapshot; mode: PlannerMode }> {
  // The version comes from hashes and approvals only; the catalogs are read when it changed.
  const current = await loadCatalogVersion(db, scope);
  const mode = plannerModeOf(current.plannerMode).mode;
  const version = canonicalHash({
    c: current.conns.map((c) => [c.id, c.catalogHash, c.trusted, c.slug]),
    a: [current.approvals.count, current.approvals.newest],
    kb: current.kbDocuments > 0,
    // A shape learned from a first result changes what the snapshot declares.
    o: observedGeneration(),
  });
  const key = `${scope.tenantId}:${scope.projectId}`;
  const hit = cache.get(key);
  if (hit && hit.version === version) return { snapshot: hit.snapshot, mode };

  // A change landing between the two reads leaves this snapshot newer than its version: the next
  // turn's version differs and derives it again, so nothing stale is ever served.
  const { conns, approvals } = await loadConnections(db, scope, { enabledOnly: true });

  const capabilities: Capability[] = [];
  for (const c of conns) {
    const derived = deriveConnectionCapabilities(c, approvals.get(c.id) ?? new Map());
    capabilities.push(...derived.map((cap) => withObservedShape(scope.tenantId, cap)));
  }
  if (current.kbDocuments > 0) capabilities.push(deriveKbCapability());
  const snapshot = freezeSnapshot({ tenantId: scope.tenantId, projectId: scope.projectId, capabilities });
  cache.set(key, { version, snapshot });
  return { snapshot, mode };
}
