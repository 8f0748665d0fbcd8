import { describe, expect, it } from "vitest";
import { validator } from "@/lib/security";
import { deriveKbCapability } from "./derive-kb";

describe("deriveKbCapability", () => {
  it("is the single kb:search capability", () => {
    const kb = deriveKbCapability();
    expect(kb).toMatchObject({
      id: "kb:search",
      family: "kb:docs",
      sourceKind: "kb",
      entity: "document",
      operation: "search",
      collectionPath: "results",
      identityFields: ["chunk_id"],
      readOnly: true,
      risk: "low",
      eligible: true,
    });
    expect(kb.definitionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(deriveKbCapability().definitionHash).toBe(kb.definitionHash);
  });

  it("requires a query and bounds limit", () => {
    const validate = validator(deriveKbCapability().inputSchema);
    expect(validate({ query: "return policy" }).valid).toBe(true);
    expect(validate({ query: "return policy", limit: 5 }).valid).toBe(true);
    expect(validate({ limit: 5 }).valid).toBe(false);
    expect(validate({ query: "x", limit: 1000 }).valid).toBe(false);
  });
});
