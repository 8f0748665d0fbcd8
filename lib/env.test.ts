import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("environment validation", () => {
  it("applies defaults for the embedded demo", () => {
    const e = parseEnv({});
    expect(e.DATABASE_URL).toBe("file:./data/tabletalk.db");
    expect(e.AGENT_PLANNER_MODE).toBe("capability");
    expect(e.AGENT_MODEL_PROVIDER).toBe("builtin");
    expect(e.PLANNER_SCHEMA_BUDGET_BYTES).toBe(49_152);
  });
  it("names the variable in the error", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ AGENT_PLANNER_MODE: "yolo" })).toThrow(/AGENT_PLANNER_MODE/);
    expect(() => parseEnv({ TOOL_CALL_TIMEOUT_MS: "soon" })).toThrow(/TOOL_CALL_TIMEOUT_MS/);
    expect(() => parseEnv({ AGENT_MODEL_PROVIDER: "openai" })).toThrow(/OPENAI_API_KEY/);
    expect(() => parseEnv({ AGENT_TODAY: "yesterday" })).toThrow(/AGENT_TODAY/);
    expect(() => parseEnv({ PRISMA_PLAN_CACHE: "no" })).toThrow(/PRISMA_PLAN_CACHE/);
    expect(parseEnv({}).PRISMA_PLAN_CACHE).toBe("on");
    expect(() => parseEnv({ SQLITE_STATEMENT_CACHE: "no" })).toThrow(/SQLITE_STATEMENT_CACHE/);
    expect(parseEnv({}).SQLITE_STATEMENT_CACHE).toBe("on");
    expect(() => parseEnv({ PRISMA_ERROR_FORMAT: "loud" })).toThrow(/PRISMA_ERROR_FORMAT/);
    expect(parseEnv({}).PRISMA_ERROR_FORMAT).toBe("minimal");
    expect(parseEnv({ AGENT_TODAY: "2025-10-01" }).AGENT_TODAY).toBe("2025-10-01");
  });
  it("registers the demo stdio server by default and keeps free-form commands off", () => {
    const e = parseEnv({});
    expect(e.MCP_STDIO_SERVERS.map((s) => s.id)).toEqual(["demo-commerce"]);
    expect(e.MCP_STDIO_FREEFORM).toBe(false);
    expect(parseEnv({ MCP_STDIO_FREEFORM: "true" }).MCP_STDIO_FREEFORM).toBe(true);
    expect(() => parseEnv({ MCP_STDIO_SERVERS: "{not json" })).toThrow(/MCP_STDIO_SERVERS: not valid JSON/);
    expect(() => parseEnv({ MCP_STDIO_SERVERS: '[{"id":"x","name":"X"}]' })).toThrow(
      /MCP_STDIO_SERVERS: \[0\]\.\[command\]/,
    );
    expect(() => parseEnv({ MCP_STDIO_FREEFORM: "maybe" })).toThrow(/MCP_STDIO_FREEFORM/);
  });
  it("validates OUTBOUND_ALLOW_HOSTS as host[:port] entries", () => {
    expect(parseEnv({ OUTBOUND_ALLOW_HOSTS: "inventory.internal:8080, 10.0.0.5" }).OUTBOUND_ALLOW_HOSTS).toBe(
      "inventory.internal:8080, 10.0.0.5",
    );
    expect(() => parseEnv({ OUTBOUND_ALLOW_HOSTS: "http://inventory.internal/" })).toThrow(
      /OUTBOUND_ALLOW_HOSTS: "http:\/\/inventory.internal\/" is not host\[:port\]/,
    );
  });
});
