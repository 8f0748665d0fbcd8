/**
 * The frozen capability set of one run (DESIGN.md §2 `Snapshot`). Built once before a turn and
 * never changed: enabling a connection mid-turn changes nothing, because the snapshot is a deep,
 * frozen copy. `hash` is sha256 of the canonical JSON of the id-sorted capabilities, so it depends on
 * content only — not on key order, listing order or the tenant it was built for.
 */
import { canonicalJson, sha256 } from "@/lib/security";
import type { Capability, Snapshot } from "./types";

export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

export function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<string | symbol, unknown>)[key]);
  }
  return value as DeepReadonly<T>;
}

function byId(a: Capability, b: Capability): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function freezeSnapshot(input: {
  tenantId: string;
  projectId: string;
  capabilities: readonly Capability[];
  /** Injectable clock for reproducible records; defaults to now. */
  createdAt?: Date | string;
}): Snapshot {
  // JSON round trip: a plain-data copy (no shared references with the caller, undefined fields gone),
  // so freezing never touches the caller's objects and the hash sees exactly what is stored.
  const copies = (JSON.parse(JSON.stringify(input.capabilities)) as Capability[]).sort(byId);
  const capabilities: Capability[] = [];
  for (const capability of copies) {
    const previous = capabilities[capabilities.length - 1];
    if (previous && previous.id === capability.id) {
      // Ids are unique per snapshot; the first listed definition wins (stable sort keeps input order).
      previous.diagnostics = [
        ...(previous.diagnostics ?? []),
        `duplicate capability id "${capability.id}" ignored`,
      ];
      continue;
    }
    capabilities.push(capability);
  }
  const text = canonicalJson(capabilities);
  const createdAt =
    input.createdAt instanceof Date
      ? input.createdAt.toISOString()
      : (input.createdAt ?? new Date().toISOString());
  const snapshot: Snapshot = {
    hash: sha256(text),
    size: { count: capabilities.length, bytes: Buffer.byteLength(text) },
    tenantId: input.tenantId,
    projectId: input.projectId,
    createdAt,
    capabilities,
  };
  return deepFreeze(snapshot) as Snapshot;
}

export function findCapability(snapshot: Snapshot, id: string): Readonly<Capability> | undefined {
  return snapshot.capabilities.find((c) => c.id === id);
}

export function eligibleCapabilities(snapshot: Snapshot): readonly Readonly<Capability>[] {
  return snapshot.capabilities.filter((c) => c.eligible);
}
