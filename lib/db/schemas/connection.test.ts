import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { type ConnectionRow, readConnection } from "./connection";

const row = (over: Partial<ConnectionRow>): ConnectionRow => ({
  id: "c1",
  tenantId: "t1",
  projectId: "p1",
  slug: "crm",
  trusted: false,
  enabled: true,
  catalogHash: null,
  kind: "mcp",
  config: { transport: { kind: "http", url: "https://mcp.example.com/mcp" } },
  secrets: null,
  catalog: null,
  ...over,
});

const storedError = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("expected a corrupt-row error");
};

describe("a stored connection is parsed by its kind on read", () => {
  it("reads an MCP connection's transport, secrets and listed tools", () => {
    const c = readConnection(
      row({
        secrets: { headers: { Authorization: "Bearer x" } },
        catalog: { tools: [{ name: "list_users", inputSchema: { type: "object" }, extra: 1 }] },
      }),
    );
    expect(c.kind).toBe("mcp");
    if (c.kind !== "mcp") return;
    expect(c.config.transport).toEqual({ kind: "http", url: "https://mcp.example.com/mcp" });
    expect(c.secrets.headers).toEqual({ Authorization: "Bearer x" });
    // Unknown fields of a listed tool are kept: its definition hash covers them.
    expect(c.catalog?.tools[0]).toMatchObject({ name: "list_users", extra: 1 });
  });

  it("reads an OpenAPI connection, its allow-list and an index not built yet", () => {
    const c = readConnection(
      row({
        kind: "openapi",
        config: { baseUrl: "https://api.example.com", allowList: { tags: ["orders"] } },
        catalog: { document: { openapi: "3.1.0" } },
      }),
    );
    expect(c.kind).toBe("openapi");
    if (c.kind !== "openapi") return;
    expect(c.config.allowList?.tags).toEqual(["orders"]);
    expect(c.catalog).toEqual({ document: { openapi: "3.1.0" }, cards: [], diagnostics: [] });
    expect(c.secrets).toEqual({});
  });

  it("refuses a row that does not match its kind, naming the column, never casting it", () => {
    const noTransport = storedError(() => readConnection(row({ config: { baseUrl: "https://x" } })));
    expect(noTransport.code).toBe("internal:stored");
    expect(noTransport.message).toMatch(/connection\.config/);
    const badSecrets = storedError(() => readConnection(row({ secrets: { headers: { A: 1 } } })));
    expect(badSecrets.message).toMatch(/connection\.secrets/);
    const badTools = storedError(() => readConnection(row({ catalog: { tools: [{ inputSchema: {} }] } })));
    expect(badTools.message).toMatch(/connection\.catalog/);
    expect(storedError(() => readConnection(row({ kind: "ftp" }))).code).toBe("internal:stored");
  });
});
