/**
 * Runs a fixture MCP server with its tools' input schemas written the way another kind of author
 * writes them, so the same questions measure whether the host reads a schema by what it says rather
 * than by how it is spelled (`CONFORMANCE_SCHEMA_STYLE`, tests/conformance/register-servers.ts):
 * - `pydantic` (Python servers, FastMCP): every property titled, an optional one as `anyOf: [<form>,
 *   {type: "null"}]` with `default: null`, an enum as a `$ref` into `$defs`;
 * - `zod` (`.nullable()`): an optional scalar as `type: [<type>, "null"]`, null among an enum's values.
 * A line-delimited JSON-RPC pipe between the host and the server; only `tools/list` results change.
 * Usage: node --import tsx tests/conformance/restyle.ts <style> <server script>
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

type Schema = Record<string, unknown>;
export type SchemaStyle = "pydantic" | "zod";

const isObject = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);
const titled = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[_\s.-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
const SCALARS = new Set(["string", "integer", "number", "boolean"]);

export function restyleInputSchema(schema: unknown, style: SchemaStyle, toolName: string): unknown {
  if (!isObject(schema) || !isObject(schema.properties)) return schema;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const defs: Schema = isObject(schema.$defs) ? { ...schema.$defs } : {};
  const properties: Schema = {};
  for (const [name, raw] of Object.entries(schema.properties)) {
    if (!isObject(raw)) {
      properties[name] = raw;
      continue;
    }
    const optional = !required.has(name);
    if (style === "zod") {
      const scalar = typeof raw.type === "string" && SCALARS.has(raw.type);
      properties[name] =
        optional && scalar
          ? {
              ...raw,
              type: [raw.type, "null"],
              ...(Array.isArray(raw.enum) ? { enum: [...raw.enum, null] } : {}),
            }
          : raw;
      continue;
    }
    const { description, default: given, title: _title, ...form } = raw;
    let inner: Schema = form;
    if (Array.isArray(form.enum)) {
      const defName = titled(name).replace(/ /g, "");
      defs[defName] = { ...form, title: defName };
      inner = { $ref: `#/$defs/${defName}` };
    }
    const annotations = { title: titled(name), ...(description !== undefined ? { description } : {}) };
    properties[name] = optional
      ? { anyOf: [inner, { type: "null" }], default: given ?? null, ...annotations }
      : { ...inner, ...(given !== undefined ? { default: given } : {}), ...annotations };
  }
  return {
    ...schema,
    properties,
    ...(style === "pydantic" ? { title: `${toolName}Arguments` } : {}),
    ...(Object.keys(defs).length > 0 ? { $defs: defs } : {}),
  };
}

function restyleMessage(line: string, style: SchemaStyle): string {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return line;
  }
  if (!isObject(message) || !isObject(message.result) || !Array.isArray(message.result.tools)) return line;
  const tools = message.result.tools.map((t: unknown) =>
    isObject(t) ? { ...t, inputSchema: restyleInputSchema(t.inputSchema, style, String(t.name)) } : t,
  );
  return JSON.stringify({ ...message, result: { ...message.result, tools } });
}

const [style, script] = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("restyle.ts")) {
  if ((style !== "pydantic" && style !== "zod") || !script) {
    process.stderr.write("usage: restyle.ts pydantic|zod <server script>\n");
    process.exit(2);
  }
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    stdio: ["pipe", "pipe", "inherit"],
    env: process.env,
  });
  process.stdin.pipe(child.stdin);
  createInterface({ input: child.stdout }).on("line", (line) => {
    process.stdout.write(`${restyleMessage(line, style)}\n`);
  });
  child.on("exit", (code) => process.exit(code ?? 0));
}
