import { describe, expect, it } from "vitest";
import { deriveKbCapability, deriveMcpCapabilities } from "@/lib/capabilities";
import { greeting } from "./prose";

const READ = { readOnlyHint: true };
const obj = (properties: Record<string, unknown>) => ({ type: "object", properties });
const derive = (slug: string, tools: { name: string; inputSchema: unknown; annotations?: unknown }[]) =>
  deriveMcpCapabilities({ connection: { id: slug, slug, trusted: true }, tools: tools as never });

describe("a greeting names what this person can ask about, from the tools they may call", () => {
  it("a nursery's server: its own record kinds, the most served first — never another deployment's", () => {
    const caps = derive("nursery", [
      { name: "list_seedlings", inputSchema: obj({ bed: { type: "string" } }), annotations: READ },
      { name: "get_seedling", inputSchema: obj({ seedling_id: { type: "string" } }), annotations: READ },
      { name: "list_greenhouses", inputSchema: obj({}), annotations: READ },
    ]);
    const text = greeting(caps);
    expect(text).toBe("Hello! Ask me about seedlings or greenhouses.");
    expect(text).not.toMatch(/customer|order|shipment/);
  });

  it("a harbour's server and a knowledge base; tools not eligible are not offered", () => {
    const caps = [
      ...derive("harbour", [
        { name: "berthsList", inputSchema: obj({}), annotations: READ },
        // No read-only hint and not approved: not eligible, so not named.
        { name: "cranesList", inputSchema: obj({}) },
      ]),
      deriveKbCapability(),
    ];
    expect(greeting(caps)).toBe("Hello! Ask me about berths or the documents in the knowledge base.");
  });

  it("nothing connected says so instead of promising data", () => {
    expect(greeting([])).toMatch(/No data sources are connected/);
  });
});
