/**
 * Input schemas of the admin server actions (app/(admin)/actions.ts). Form text (one argument per
 * line, `KEY=VALUE` env lines, `Name: value` header lines, comma-separated allow-lists) is parsed
 * here, server-side, so the browser never decides what is stored.
 */
import { z } from "zod";
import { PLANNER_MODES } from "@/lib/db/repositories/settings";

const id = z.string().trim().min(1).max(64);
const name = z.string().trim().min(2, "Give the source a name (2–80 characters).").max(80);
const reasonText = (max = 500) => z.string().trim().max(max, `Keep it under ${max} characters.`);

/** Server actions accept at most 1 MB (next.config.ts); leave room for the rest of the form. */
export const MAX_DOCUMENT_CHARS = 900_000;

export const plannerModeInput = z.object({
  mode: z.enum(PLANNER_MODES),
  reason: reasonText().min(3, "Say why you are changing the mode (at least 3 characters)."),
});

export const reviewInput = z.object({
  reportId: id,
  verdict: z.enum(["classic", "capability", "note"]),
  note: reasonText(1000).default(""),
});

export const labelInput = z.object({ reportId: id, value: z.boolean() });

export const promoteInput = z
  .object({ force: z.boolean().default(false), reason: reasonText().default("") })
  .default({ force: false, reason: "" });

export const rollbackInput = z.object({ reason: reasonText().default("") }).default({ reason: "" });

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0 && !l.startsWith("#"));

const ENV_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/;
const FORBIDDEN_HEADERS = new Set(["host", "content-length", "connection", "transfer-encoding"]);

/** `KEY=VALUE` per line → record; a malformed line is an input error naming the line. */
export const envLines = z
  .string()
  .max(8000)
  .default("")
  .transform((text, ctx) => {
    const out: Record<string, string> = {};
    for (const [i, line] of lines(text).entries()) {
      const eq = line.indexOf("=");
      const key = eq > 0 ? line.slice(0, eq).trim() : "";
      if (!ENV_KEY.test(key)) {
        ctx.addIssue({
          code: "custom",
          message: `Environment line ${i + 1}: use KEY=VALUE (letters, digits, _).`,
        });
        return z.NEVER;
      }
      out[key] = line.slice(eq + 1).trim();
    }
    return out;
  });

/** `Name: value` per line → record. */
export const headerLines = z
  .string()
  .max(8000)
  .default("")
  .transform((text, ctx) => {
    const out: Record<string, string> = {};
    for (const [i, line] of lines(text).entries()) {
      const colon = line.indexOf(":");
      const key = colon > 0 ? line.slice(0, colon).trim() : "";
      if (!HEADER_NAME.test(key) || FORBIDDEN_HEADERS.has(key.toLowerCase())) {
        ctx.addIssue({ code: "custom", message: `Header line ${i + 1}: use "Name: value".` });
        return z.NEVER;
      }
      out[key] = line.slice(colon + 1).trim();
    }
    return out;
  });

/** One argument per line (arguments may contain spaces). */
export const argLines = z
  .string()
  .max(4000)
  .default("")
  .transform((text) => lines(text).slice(0, 50));

/** Comma- or newline-separated list of short tokens. */
export const tokenList = z
  .string()
  .max(4000)
  .default("")
  .transform((text) =>
    [
      ...new Set(
        text
          .split(/[,\n]/)
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ].slice(0, 200),
  );

const httpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === "http:" || u.protocol === "https:";
      } catch {
        return false;
      }
    }, `${label} must be an http(s) URL.`);

/**
 * "Add an MCP server": a stdio server is picked from the operator's registry by id (MCP_STDIO_SERVERS);
 * a tenant admin never types a command — an extra `command`/`args` key is refused here. `command` is
 * the free-form variant, accepted by addMcpConnection only when MCP_STDIO_FREEFORM=true.
 */
export const mcpInput = z.discriminatedUnion("transport", [
  z.strictObject(
    {
      transport: z.literal("stdio"),
      name,
      trusted: z.boolean().default(false),
      serverId: z
        .string({ error: "Pick a registered server." })
        .trim()
        .min(1, "Pick a registered server.")
        .max(64),
      env: envLines,
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Pick a registered server; ${issue.keys.map((k) => `"${k}"`).join(", ")} cannot be set here.`
          : undefined,
    },
  ),
  z.strictObject({
    transport: z.literal("command"),
    name,
    trusted: z.boolean().default(false),
    command: z.string().trim().min(1, "Enter the command to start the server.").max(300),
    args: argLines,
    env: envLines,
  }),
  z.strictObject({
    transport: z.literal("http"),
    name,
    trusted: z.boolean().default(false),
    url: httpUrl("The server URL"),
    headers: headerLines,
  }),
]);

export const openApiInput = z
  .object({
    name,
    document: z
      .string()
      .max(
        MAX_DOCUMENT_CHARS,
        `The document is larger than ${MAX_DOCUMENT_CHARS.toLocaleString("en")} characters.`,
      )
      .default(""),
    documentUrl: z
      .string()
      .trim()
      .max(2000)
      .refine(
        (v) => v === "" || /^https?:\/\//.test(v),
        "The document URL must start with http:// or https://.",
      )
      .default(""),
    baseUrl: httpUrl("The base URL"),
    operationIds: tokenList,
    tags: tokenList,
    pathPrefixes: tokenList.refine(
      (list) => list.every((p) => p.startsWith("/")),
      "Path prefixes start with /.",
    ),
  })
  .refine((d) => d.document.trim().length >= 2 || d.documentUrl !== "", {
    message: "Paste or upload the OpenAPI document (JSON), or give its URL.",
  });

export const trustedInput = z.object({ connectionId: id, trusted: z.boolean() });
export const enabledInput = z.object({ connectionId: id, enabled: z.boolean() });
export const toolInput = z.object({ connectionId: id, toolName: z.string().trim().min(1).max(200) });
export const approveInput = toolInput.extend({
  classification: z.enum(["read", "write"]),
  /** The admin confirmed a read classification of a tool whose name says it changes data. */
  confirmNamedChange: z.boolean().optional(),
});
export const connectionInput = z.object({ connectionId: id });
