import { describe, expect, it } from "vitest";
import { commerceTools } from "./__fixtures__/commerce-tools";
import { deriveKbCapability } from "./derive-kb";
import { deriveMcpCapabilities } from "./derive-mcp";
import { eligibleCapabilities, findCapability, freezeSnapshot } from "./snapshot";
import type { Capability } from "./types";

const capabilities = () => [
  ...deriveMcpCapabilities({
    connection: { id: "c1", slug: "commerce", trusted: true },
    tools: commerceTools(),
  }),
  deriveKbCapability(),
];
const base = { tenantId: "t1", projectId: "p1", createdAt: "2025-01-01T00:00:00.000Z" };

function reorderKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reorderKeys) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reorderKeys(v)]),
    ) as T;
  }
  return value;
}

describe("freezeSnapshot", () => {
  it("sorts by id and records count and bytes", () => {
    const s = freezeSnapshot({ ...base, capabilities: capabilities() });
    const ids = s.capabilities.map((c) => c.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids[0]).toBe("kb:search");
    expect(s.size.count).toBe(11);
    expect(s.size.bytes).toBeGreaterThan(1000);
    expect(s.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(s).toMatchObject({ tenantId: "t1", projectId: "p1", createdAt: base.createdAt });
  });

  it("hash is stable under key reordering and listing order", () => {
    const a = freezeSnapshot({ ...base, capabilities: capabilities() });
    const b = freezeSnapshot({ ...base, capabilities: reorderKeys(capabilities()).reverse() });
    expect(b.hash).toBe(a.hash);
    expect(
      freezeSnapshot({
        ...base,
        tenantId: "t2",
        createdAt: "2030-01-01T00:00:00.000Z",
        capabilities: capabilities(),
      }).hash,
    ).toBe(a.hash);
  });

  it("hash changes when any capability changes", () => {
    const a = freezeSnapshot({ ...base, capabilities: capabilities() });
    const changed = capabilities();
    changed[0] = { ...changed[0], identityFields: ["customer_id"] };
    expect(freezeSnapshot({ ...base, capabilities: changed }).hash).not.toBe(a.hash);
    const fewer = capabilities().slice(1);
    expect(freezeSnapshot({ ...base, capabilities: fewer }).hash).not.toBe(a.hash);
  });

  it("is deeply frozen: mutation throws in strict mode", () => {
    const s = freezeSnapshot({ ...base, capabilities: capabilities() });
    const c = s.capabilities[0] as Capability;
    expect(() => {
      (s as { hash: string }).hash = "x";
    }).toThrow(TypeError);
    expect(() => (s.capabilities as Capability[]).push(deriveKbCapability())).toThrow(TypeError);
    expect(() => {
      c.eligible = false;
    }).toThrow(TypeError);
    expect(() => c.identityFields.push("x")).toThrow(TypeError);
    expect(() => {
      (c.inputSchema as Record<string, unknown>).type = "array";
    }).toThrow(TypeError);
    expect(() => {
      (s.size as { count: number }).count = 0;
    }).toThrow(TypeError);
  });

  it("copies: the caller's objects stay mutable and later changes do not leak in", () => {
    const input = capabilities();
    const s = freezeSnapshot({ ...base, capabilities: input });
    expect(Object.isFrozen(input[0])).toBe(false);
    input[0].eligible = false;
    expect(findCapability(s, input[0].id)?.eligible).toBe(true);
  });

  it("keeps ids unique (first wins) and exposes eligible capabilities", () => {
    const kb = deriveKbCapability();
    const s = freezeSnapshot({ ...base, capabilities: [kb, { ...kb, description: "impostor" }] });
    expect(s.size.count).toBe(1);
    expect(s.capabilities[0].description).toBe(kb.description);
    expect(s.capabilities[0].diagnostics).toEqual(['duplicate capability id "kb:search" ignored']);
    const full = freezeSnapshot({ ...base, capabilities: capabilities() });
    expect(eligibleCapabilities(full).every((c) => c.eligible)).toBe(true);
    expect(eligibleCapabilities(full)).toHaveLength(8);
  });
});
