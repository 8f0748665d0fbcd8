import { describe, expect, it } from "vitest";
import { credentialFingerprint, sessionKey } from "./session-key";
import type { McpConnection } from "./types";

const conn = (over: Partial<McpConnection> = {}, token = "secret-a"): McpConnection => ({
  id: "commerce",
  tenantId: "t1",
  transport: {
    kind: "http",
    url: "https://mcp.example.com/mcp",
    headers: { Authorization: `Bearer ${token}` },
  },
  ...over,
});

describe("session key", () => {
  it("is stable for the same connection and credentials, whatever the key order", () => {
    const a = conn();
    const b: McpConnection = {
      tenantId: "t1",
      transport: {
        headers: { Authorization: "Bearer secret-a" },
        url: "https://mcp.example.com/mcp",
        kind: "http",
      },
      id: "commerce",
    };
    expect(sessionKey(a)).toBe(sessionKey(b));
  });

  it("differs per credential and per tenant, and never contains the secret", () => {
    expect(sessionKey(conn({}, "secret-b"))).not.toBe(sessionKey(conn()));
    expect(sessionKey(conn({ tenantId: "t2" }))).not.toBe(sessionKey(conn()));
    expect(sessionKey(conn())).not.toContain("secret");
    expect(credentialFingerprint(conn())).toMatch(/^[0-9a-f]{16}$/);
    const stdio = (env: Record<string, string>): McpConnection => ({
      id: "x",
      tenantId: "t1",
      transport: { kind: "stdio", command: "node", args: [], env },
    });
    expect(sessionKey(stdio({ TOKEN: "1" }))).not.toBe(sessionKey(stdio({ TOKEN: "2" })));
  });
});
