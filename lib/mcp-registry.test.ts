import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_STDIO_SERVERS,
  DEMO_COMMERCE_SERVER_ID,
  parseStdioRegistry,
  StdioRegistryError,
  stdioChildEnv,
} from "./mcp-registry";

const one = {
  id: "billing",
  name: "Billing",
  command: "billing-mcp",
  args: ["--stdio"],
  envKeys: ["BILLING_KEY"],
};

describe("MCP_STDIO_SERVERS: the operator's registry of stdio servers", () => {
  it("defaults to the demo commerce server, run by this runtime through tsx", () => {
    expect(parseStdioRegistry(undefined)).toEqual(DEFAULT_STDIO_SERVERS);
    expect(parseStdioRegistry("  ")).toEqual(DEFAULT_STDIO_SERVERS);
    expect(DEFAULT_STDIO_SERVERS[0]).toMatchObject({
      id: DEMO_COMMERCE_SERVER_ID,
      command: "node",
      args: ["--import", "tsx", "demo/commerce/server.ts"],
    });
  });

  it("reads an inline JSON array or @ a JSON file, and defaults args/envKeys", () => {
    expect(parseStdioRegistry(JSON.stringify([one]))).toEqual([one]);
    const dir = mkdtempSync(path.join(tmpdir(), "tt-reg-"));
    writeFileSync(path.join(dir, "servers.json"), JSON.stringify([{ id: "x", name: "X", command: "x" }]));
    expect(parseStdioRegistry("@servers.json", { cwd: dir })).toEqual([
      { id: "x", name: "X", command: "x", args: [], envKeys: [] },
    ]);
    expect(parseStdioRegistry("[]")).toEqual([]);
  });

  it("a bad value is an error naming the variable and what is wrong", () => {
    const err = (value: string, opts?: { cwd?: string }) => {
      try {
        parseStdioRegistry(value, opts);
      } catch (e) {
        expect(e).toBeInstanceOf(StdioRegistryError);
        return (e as Error).message;
      }
      throw new Error("no error");
    };
    expect(err("[{")).toMatch(/^MCP_STDIO_SERVERS: not valid JSON/);
    expect(err("@/nonexistent/servers.json")).toMatch(
      /^MCP_STDIO_SERVERS: cannot read .*servers\.json: ENOENT/,
    );
    expect(err(JSON.stringify(one))).toMatch(/^MCP_STDIO_SERVERS: .*expected a JSON array/);
    expect(err(JSON.stringify([{ ...one, command: "" }]))).toMatch(
      /^MCP_STDIO_SERVERS: \[0\]\.\[command\] is required/,
    );
    expect(err(JSON.stringify([one, { ...one, name: "Again" }]))).toBe(
      'MCP_STDIO_SERVERS: duplicate server id "billing"',
    );
    expect(err(JSON.stringify([{ ...one, id: "Not An Id" }]))).toMatch(/\[0\]\.\[id\] must be/);
    expect(err(JSON.stringify([{ ...one, envKeys: ["NODE_OPTIONS"] }]))).toMatch(
      /\[0\]\.\[envKeys\]\.\[0\] is not allowed/,
    );
    expect(err(JSON.stringify([{ ...one, envkeys: [] }]))).toMatch(/envkeys/);
  });
});

describe("the child's environment", () => {
  const parent = {
    PATH: "/usr/bin",
    HOME: "/home/app",
    LANG: "C.UTF-8",
    DATABASE_URL: "postgresql://app:pw@db/app",
    NEXTAUTH_SECRET: "the-session-signing-secret",
    OPENAI_API_KEY: "sk-operator",
  };

  it("is a minimal base + the registration's fixed values + the connection's values for allowed keys only", () => {
    const env = stdioChildEnv({
      allowed: ["BILLING_KEY", "REGION"],
      fixed: { BILLING_ENDPOINT: "https://billing.internal" },
      supplied: [
        { REGION: "eu", EXTRA: "x" },
        { BILLING_KEY: "k-123", NODE_OPTIONS: "--require /tmp/evil.js", DATABASE_URL: "file:/etc/passwd" },
      ],
      parent,
    });
    expect(env).toEqual({
      PATH: "/usr/bin",
      HOME: "/home/app",
      LANG: "C.UTF-8",
      BILLING_ENDPOINT: "https://billing.internal",
      REGION: "eu",
      BILLING_KEY: "k-123",
    });
  });

  it("free-form (MCP_STDIO_FREEFORM) still never passes the app's secrets or loader variables", () => {
    const env = stdioChildEnv({
      allowed: "any",
      supplied: [{ TOKEN: "t", NODE_OPTIONS: "--require x", LD_PRELOAD: "/x.so", NEXTAUTH_SECRET: "forged" }],
      parent,
    });
    expect(env).toEqual({ PATH: "/usr/bin", HOME: "/home/app", LANG: "C.UTF-8", TOKEN: "t" });
  });
});
