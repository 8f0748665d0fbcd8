/**
 * Stdio MCP servers are the operator's choice, not a tenant admin's (issue 10 item 1). The operator
 * registers them in `MCP_STDIO_SERVERS`: a JSON array, or `@` + the path of a JSON file, of
 * `{ "id", "name", "command", "args": [], "envKeys": [] }` (optional `env`: fixed values the
 * operator sets; optional `cwd`). A stored stdio connection names a registered server by `id`; a
 * tenant admin picks one by name and may set only the variables listed in its `envKeys`.
 *
 * Every child gets a minimal environment built here: a few locale/path basics, the registration's
 * fixed values and the connection's own values filtered to `envKeys` — never the app's secrets.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export const STDIO_SERVERS_VAR = "MCP_STDIO_SERVERS";

export interface StdioServer {
  id: string;
  /** What a tenant admin sees in the "Add an MCP server" form. */
  name: string;
  /** `node` means this very runtime (process.execPath). */
  command: string;
  args: string[];
  /** Variables a tenant admin may set for this server (an API key, a region). */
  envKeys: string[];
  /** Fixed values the operator sets for every connection to this server. */
  env?: Record<string, string>;
  /** Working directory, relative to the app's; default the app's. */
  cwd?: string;
}

/** The embedded demo: the commerce MCP server, run by this runtime through tsx. */
export const DEMO_COMMERCE_SERVER_ID = "demo-commerce";
export const DEFAULT_STDIO_SERVERS: readonly StdioServer[] = [
  {
    id: DEMO_COMMERCE_SERVER_ID,
    name: "Demo commerce server",
    command: "node",
    args: ["--import", "tsx", "demo/commerce/server.ts"],
    // The demo's own knobs (demo/commerce/config.ts): harmless to let a tenant admin set.
    envKeys: ["DEMO_SEED", "DEMO_SLOW_MS", "DEMO_CRASH_ON", "DEMO_LIST_CHANGE_ON"],
  },
];

export const ENV_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * Names that change what a process loads or runs, or that hold the app's own secrets: never
 * settable through a registration's envKeys or a connection (upper-cased before the check).
 */
const FORBIDDEN_KEYS = new Set([
  "DATABASE_URL",
  "NEXTAUTH_SECRET",
  "NODE_OPTIONS",
  "NODE_PATH",
  "LD_PRELOAD",
  "LD_LIBRARY_PATH",
  "LD_AUDIT",
  "PATH",
  "HOME",
  "SHELL",
  "BASH_ENV",
  "ENV",
  "PYTHONPATH",
  "PYTHONSTARTUP",
  "PYTHONHOME",
  "PERL5OPT",
  "PERL5LIB",
  "RUBYOPT",
  "RUBYLIB",
  "JAVA_TOOL_OPTIONS",
  "GIT_SSH_COMMAND",
]);
export function isForbiddenEnvKey(key: string): boolean {
  const k = key.toUpperCase();
  return FORBIDDEN_KEYS.has(k) || k.startsWith("DYLD_") || k.startsWith("NPM_CONFIG_");
}

const envKey = z
  .string()
  .regex(ENV_KEY, "must be a variable name (letters, digits, _)")
  .refine((k) => !isForbiddenEnvKey(k), {
    message: "is not allowed (it changes what the process runs or holds the app's secrets)",
  });

const serverSchema = z
  .object({
    id: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9._-]{0,63}$/,
        "must be 1–64 of a–z 0–9 . _ - (starting with a letter or digit)",
      ),
    name: z.string().trim().min(1, "is required").max(80, "must be at most 80 characters"),
    command: z.string().min(1, "is required").max(1000),
    args: z.array(z.string().max(4000)).max(100).default([]),
    envKeys: z.array(envKey).max(50).default([]),
    env: z.record(envKey, z.string().max(8000)).optional(),
    cwd: z.string().min(1).max(1000).optional(),
  })
  .strict();

const registrySchema = z.array(serverSchema).max(100);

export class StdioRegistryError extends Error {
  /** The problem without the variable's name (lib/env.ts prefixes it itself). */
  readonly detail: string;
  constructor(detail: string) {
    super(`${STDIO_SERVERS_VAR}: ${detail}`);
    this.name = "StdioRegistryError";
    this.detail = detail;
  }
}

/**
 * The registry from the variable's value: unset/empty → the demo server only; `@path` → that JSON
 * file (relative to `cwd`); otherwise inline JSON. A bad value throws a StdioRegistryError naming
 * the variable and the offending entry.
 */
export function parseStdioRegistry(value: string | undefined, opts: { cwd?: string } = {}): StdioServer[] {
  const text = value?.trim();
  if (!text) return DEFAULT_STDIO_SERVERS.map((s) => ({ ...s }));
  let json = text;
  let where = "";
  if (text.startsWith("@")) {
    const file = path.resolve(/*turbopackIgnore: true*/ opts.cwd ?? process.cwd(), text.slice(1).trim());
    where = ` (file ${file})`;
    try {
      json = readFileSync(file, "utf8");
    } catch (e) {
      throw new StdioRegistryError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (e) {
    throw new StdioRegistryError(`not valid JSON${where}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = registrySchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue.path.length > 0 ? `[${issue.path.map(String).join("].[")}] ` : "";
    const expected = Array.isArray(data) ? "" : " (expected a JSON array of servers)";
    throw new StdioRegistryError(`${at}${issue.message}${expected}${where}`.trim());
  }
  const seen = new Set<string>();
  for (const s of parsed.data) {
    if (seen.has(s.id)) throw new StdioRegistryError(`duplicate server id "${s.id}"${where}`);
    seen.add(s.id);
  }
  return parsed.data;
}

export function findStdioServer(registry: readonly StdioServer[], id: unknown): StdioServer | undefined {
  return typeof id === "string" ? registry.find((s) => s.id === id) : undefined;
}

/** Parent variables every child may see: locale and temp dir. PATH/HOME/USER/SHELL/TERM come from the SDK's base. */
const BASE_KEYS = ["PATH", "HOME", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "TZ", "TMPDIR"];

/**
 * The child's environment: the minimal base, then the registration's fixed values, then the
 * connection's values (config knobs, then secrets) — the latter only for names in `allowed`
 * (`"any"` = a free-form command, MCP_STDIO_FREEFORM=true). The app's secrets are never copied, and
 * forbidden names (NODE_OPTIONS, LD_PRELOAD, DATABASE_URL, …) are dropped from connection values.
 */
export function stdioChildEnv(input: {
  allowed: readonly string[] | "any";
  fixed?: Record<string, string>;
  supplied: (Record<string, unknown> | undefined)[];
  parent?: Record<string, string | undefined>;
}): Record<string, string> {
  const parent = input.parent ?? process.env;
  const out: Record<string, string> = {};
  const put = (k: string, v: string) => {
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  };
  for (const k of BASE_KEYS) {
    const v = parent[k];
    if (typeof v === "string" && v !== "") put(k, v);
  }
  for (const [k, v] of Object.entries(input.fixed ?? {})) if (typeof v === "string") put(k, v);
  const allowed = input.allowed === "any" ? undefined : new Set(input.allowed);
  for (const source of input.supplied) {
    for (const [k, v] of Object.entries(source ?? {})) {
      if (typeof v !== "string" || !ENV_KEY.test(k) || isForbiddenEnvKey(k)) continue;
      if (allowed && !allowed.has(k)) continue;
      put(k, v);
    }
  }
  return out;
}
