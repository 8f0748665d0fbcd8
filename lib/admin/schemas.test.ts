import { describe, expect, it } from "vitest";
import { mcpInput, openApiInput, plannerModeInput, promoteInput, reviewInput } from "./schemas";

describe("admin action inputs", () => {
  it("requires a reason to change the planner mode and rejects unknown modes", () => {
    expect(plannerModeInput.safeParse({ mode: "shadow", reason: "collect reports" }).success).toBe(true);
    expect(plannerModeInput.safeParse({ mode: "shadow", reason: "  " }).success).toBe(false);
    expect(plannerModeInput.safeParse({ mode: "turbo", reason: "because" }).success).toBe(false);
  });

  it("defaults promote input to an unforced promotion", () => {
    expect(promoteInput.parse(undefined)).toEqual({ force: false, reason: "" });
    expect(promoteInput.parse({ force: true, reason: " ok then " })).toEqual({
      force: true,
      reason: "ok then",
    });
  });

  it("accepts the three review verdicts only", () => {
    expect(reviewInput.parse({ reportId: "r1", verdict: "note", note: "x" }).verdict).toBe("note");
    expect(reviewInput.safeParse({ reportId: "r1", verdict: "both" }).success).toBe(false);
  });

  it("a stdio server is picked by id with KEY=VALUE env lines parsed server-side", () => {
    const r = mcpInput.parse({
      transport: "stdio",
      name: "Commerce",
      serverId: "demo-commerce",
      env: "API_KEY=s3cr3t=with=equals\nREGION = eu\n\n# comment",
    });
    expect(r).toEqual({
      transport: "stdio",
      name: "Commerce",
      serverId: "demo-commerce",
      env: { API_KEY: "s3cr3t=with=equals", REGION: "eu" },
      trusted: false,
    });
  });

  it("refuses a command from a tenant admin: a stdio server is a registered id, never a command", () => {
    const shell = { transport: "stdio", name: "Shell", command: "/bin/sh", args: "-c\ncat /proc/1/environ" };
    const r = mcpInput.safeParse(shell);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain("Pick a registered server.");
    const smuggled = mcpInput.safeParse({ ...shell, serverId: "demo-commerce" });
    expect(smuggled.success).toBe(false);
    expect(smuggled.error?.issues[0].message).toBe(
      'Pick a registered server; "command", "args" cannot be set here.',
    );
    // The free-form variant parses, but only addMcpConnection decides (MCP_STDIO_FREEFORM).
    expect(
      mcpInput.parse({ transport: "command", name: "Everything", command: "npx", args: "-y\nx" }),
    ).toMatchObject({ transport: "command", command: "npx", args: ["-y", "x"] });
  });

  it("rejects a malformed env line and names it", () => {
    const r = mcpInput.safeParse({
      transport: "stdio",
      name: "X server",
      serverId: "x",
      env: "OK=1\nnot a pair",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe("Environment line 2: use KEY=VALUE (letters, digits, _).");
  });

  it("parses HTTP headers and refuses hop-by-hop ones and non-http URLs", () => {
    const ok = mcpInput.parse({
      transport: "http",
      name: "Remote",
      url: "https://mcp.example.com/mcp",
      headers: "Authorization: Bearer abc\nX-Tenant: acme",
    });
    expect(ok).toMatchObject({ headers: { Authorization: "Bearer abc", "X-Tenant": "acme" } });
    expect(
      mcpInput.safeParse({ transport: "http", name: "Remote", url: "https://x.test", headers: "Host: evil" })
        .success,
    ).toBe(false);
    expect(mcpInput.safeParse({ transport: "http", name: "Remote", url: "file:///etc/passwd" }).success).toBe(
      false,
    );
  });

  it("splits OpenAPI allow-lists and requires path prefixes to start with /", () => {
    const r = openApiInput.parse({
      name: "Logistics",
      document: "{}",
      baseUrl: "http://127.0.0.1:3000/api",
      operationIds: "listShipments, getShipment\nlistShipments",
      tags: "",
      pathPrefixes: "/shipments",
    });
    expect(r.operationIds).toEqual(["listShipments", "getShipment"]);
    expect(r.tags).toEqual([]);
    expect(
      openApiInput.safeParse({ ...r, document: "{}", operationIds: "", tags: "", pathPrefixes: "shipments" })
        .success,
    ).toBe(false);
  });
});
