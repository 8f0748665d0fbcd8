import { describe, expect, it } from "vitest";
import { deriveMcpCapabilities } from "@/lib/capabilities";
import { route } from "./router";

// Structure adds what words cannot: the tool a selected row refers to, and a search by name for a
// bare name. A vocabulary of its own (kebab-case, camelCase references, no output schemas).
const READ = { readOnlyHint: true };
const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: "object" as const,
  properties,
  required,
});
const caps = deriveMcpCapabilities({
  connection: { id: "haulage", slug: "haulage", trusted: true },
  tools: [
    {
      name: "find-drivers",
      description: "Look up drivers by name.",
      inputSchema: obj({ q: { type: "string", description: "Part of the driver's name" } }),
      annotations: READ,
    },
    {
      name: "driver-profile",
      inputSchema: obj({ driverNo: { type: "string" } }, ["driverNo"]),
      annotations: READ,
    },
    {
      name: "recent-trips",
      inputSchema: obj({ max: { type: "integer" }, cursor: { type: "string" } }),
      annotations: READ,
    },
    {
      name: "trip-lookup",
      inputSchema: obj({ tripCode: { type: "string" } }, ["tripCode"]),
      annotations: READ,
    },
  ] as Parameters<typeof deriveMcpCapabilities>[0]["tools"],
}).filter((c) => c.eligible);
const ids = (question: string, row?: Record<string, unknown>) =>
  route(caps, question, row ? { selection: { entity: "trip", row } } : {}).candidates.map((c) => c.id);

describe("structural candidates", () => {
  const trip = { tripCode: "TRP-25-03100", driverNo: "DRV-0028", origin: "Lyon" };

  it("'who drove this trip?' routes the driver the selected trip refers to", () => {
    expect(ids("who drove this trip?", trip)).toContain("mcp:haulage/driver-profile");
    expect(ids("who drove this trip?")).not.toContain("mcp:haulage/driver-profile");
  });

  it("'what's their origin?' routes the selected record's own get tool", () => {
    expect(ids("what's their origin?", trip)).toContain("mcp:haulage/trip-lookup");
  });

  it("a bare full name reaches the search by name, in a free place", () => {
    expect(ids("Ana Souza?")).toEqual(["mcp:haulage/find-drivers"]);
    expect(ids("ana souza?")).not.toContain("mcp:haulage/find-drivers");
  });
});
