/**
 * Typed, validated configuration (CONVENTIONS.md #15). A bad value is a start-up error naming the
 * variable. Every variable here is documented in README.md and .env.example.
 */
import { z } from "zod";
import { parseStdioRegistry, StdioRegistryError } from "@/lib/mcp-registry";
import { parseAllowHosts } from "@/lib/security/outbound";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: (SQLite) or postgresql:// (PostgreSQL)")
    .default("file:./data/tabletalk.db"),
  /** SQLite only (lib/db/client.ts): WAL syncs at checkpoints ("normal") or on every commit ("full"). */
  SQLITE_SYNCHRONOUS: z.enum(["normal", "full"]).default("normal"),
  // Read once by lib/db/plan-cache.ts when the database client loads; validated here with the rest.
  PRISMA_PLAN_CACHE: z.enum(["on", "off"]).default("on"),
  // Read by lib/db/client.ts when a SQLite connection opens (lib/db/statement-cache.ts).
  SQLITE_STATEMENT_CACHE: z.enum(["on", "off"]).default("on"),
  // Read by lib/db/client.ts when a client is made: Prisma's error messages with (colorless, pretty) or
  // without (minimal) the calling line — kept, it costs a stack capture on every query.
  PRISMA_ERROR_FORMAT: z.enum(["minimal", "colorless", "pretty"]).default("minimal"),
  NEXTAUTH_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  SEED_DEMO: bool.default(true),
  AGENT_PLANNER_MODE: z.enum(["classic", "shadow", "capability"]).default("capability"),
  AGENT_MODEL_PROVIDER: z.enum(["builtin", "openai", "anthropic", "openai-compatible"]).default("builtin"),
  AGENT_MODEL: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  OPENAI_COMPATIBLE_BASE_URL: z.string().url().optional(),
  OPENAI_COMPATIBLE_API_KEY: z.string().optional(),
  /** Optional hybrid routing (lib/routing/hybrid.ts): an AI SDK embedding model beside the lexical prefilter. */
  AGENT_EMBEDDING_PROVIDER: z.enum(["none", "openai", "openai-compatible"]).default("none"),
  AGENT_EMBEDDING_MODEL: z.string().optional(),
  TOOL_CALL_TIMEOUT_MS: int(15_000, 100, 600_000),
  /** Connecting to an MCP server and listing its tools (a sync, a first call). */
  MCP_CONNECT_TIMEOUT_MS: int(15_000, 100, 600_000),
  TURN_TIMEOUT_MS: int(60_000, 1_000, 900_000),
  TOOL_MAX_OUTPUT_BYTES: int(8 * 1024 * 1024, 1024, 256 * 1024 * 1024),
  PLANNER_SCHEMA_BUDGET_BYTES: int(49_152, 1_024, 1_048_576),
  ARTIFACT_MAX_ROWS: int(10_000, 10, 100_000),
  /** Wall time for loading all pages of one listed collection (issue 14 item 1). */
  COLLECTION_TIME_BUDGET_MS: int(20_000, 100, 900_000),
  /** Limits (issue 13 item 3, lib/agent/turn-limits.ts): turns per user per window, shared in the database. */
  TURN_RATE_LIMIT: int(30, 1, 100_000),
  TURN_RATE_WINDOW_MS: int(60_000, 1_000, 86_400_000),
  /** Turns running at once per tenant, counted in each app process. */
  TURN_CONCURRENCY_PER_TENANT: int(16, 1, 10_000),
  /** Per-turn caps: planner steps (every planning attempt), tool calls (pages included), model tokens. */
  TURN_MAX_STEPS: int(12, 1, 1_000),
  TURN_MAX_CALLS: int(200, 1, 100_000),
  TURN_MAX_TOKENS: int(200_000, 1, 100_000_000),
  DEMO_SEED: int(42, 0, 2 ** 31),
  /** The day relative phrases ("last week") resolve against; unset = today. */
  AGENT_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2025-10-01")
    .refine((v) => !Number.isNaN(Date.parse(v)), "must be a real date")
    .optional(),
  DEMO_LOGISTICS_BASE_URL: z.string().url().optional(),
  /**
   * Stdio MCP servers a tenant admin may pick (lib/mcp-registry.ts): a JSON array or
   * `@path/to/file.json`; unset = the demo commerce server only.
   */
  MCP_STDIO_SERVERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseStdioRegistry(value);
      } catch (e) {
        ctx.addIssue({ code: "custom", message: e instanceof StdioRegistryError ? e.detail : String(e) });
        return z.NEVER;
      }
    }),
  /** Lets tenant admins type any command for a stdio server. Unsafe with more than one tenant. */
  MCP_STDIO_FREEFORM: bool.default(false),
  /**
   * Internal hosts connectors may reach (comma-separated `host[:port]`); everything else must
   * resolve to public addresses (lib/connectors/outbound.ts).
   */
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseAllowHosts(value);
      } catch (e) {
        ctx.addIssue({ code: "custom", message: e instanceof Error ? e.message : String(e) });
      }
    }),
});

export type Env = z.infer<typeof schema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  if (result.data.AGENT_MODEL_PROVIDER === "openai" && !result.data.OPENAI_API_KEY)
    throw new EnvError(
      "Invalid environment configuration:\n  OPENAI_API_KEY: required when AGENT_MODEL_PROVIDER=openai",
    );
  if (result.data.AGENT_MODEL_PROVIDER === "anthropic" && !result.data.ANTHROPIC_API_KEY)
    throw new EnvError(
      "Invalid environment configuration:\n  ANTHROPIC_API_KEY: required when AGENT_MODEL_PROVIDER=anthropic",
    );
  if (result.data.AGENT_MODEL_PROVIDER === "openai-compatible" && !result.data.OPENAI_COMPATIBLE_BASE_URL)
    throw new EnvError(
      "Invalid environment configuration:\n  OPENAI_COMPATIBLE_BASE_URL: required when AGENT_MODEL_PROVIDER=openai-compatible",
    );
  const embedding = result.data.AGENT_EMBEDDING_PROVIDER;
  if (embedding !== "none") {
    const missing: [string, string | undefined][] = [
      ["AGENT_EMBEDDING_MODEL", result.data.AGENT_EMBEDDING_MODEL],
      embedding === "openai"
        ? ["OPENAI_API_KEY", result.data.OPENAI_API_KEY]
        : ["OPENAI_COMPATIBLE_BASE_URL", result.data.OPENAI_COMPATIBLE_BASE_URL],
    ];
    for (const [name, value] of missing)
      if (!value)
        throw new EnvError(
          `Invalid environment configuration:\n  ${name}: required when AGENT_EMBEDDING_PROVIDER=${embedding}`,
        );
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
