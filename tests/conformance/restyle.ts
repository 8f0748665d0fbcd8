/**
 * Runs a fixture MCP server with its tools' input schemas written the way another kind of author
 * writes them, so the same questions measure whether the host reads a schema by what it says rather
 * than by how it is spelled (`CONFORMANCE_SCHEMA_STYLE`, tests/conformance/register-servers.ts):
 * - `pydantic` (Python servers, FastMCP): every property titled, an optional one as `anyOf: [<form>,
 *   {type: "null"}]` with `default: null`, an enum as a `$ref` into `$defs`;
 * - `zod` (`.nullable()`): an optional scalar as `type: [<type>, "null"]`, null among an enum's values;
 * - `wrapped` (FastMCP with a Pydantic input model, `def list_orders(params: ListOrdersInput)`): the
 *   pydantic spelling inside one required object parameter `params` whose schema is a `$ref` into
 *   `$defs`; a call's `params` is unwrapped before it reaches the server, which never knows.
 * A line-delimited JSON-RPC pipe between the host and the server; only `tools/list` results (and, for
 * `wrapped`, `tools/call` arguments) change.
 * Usage: node --import tsx tests/conformance/restyle.ts <style> <server script>
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

type Schema = Record<string, unknown>;
export type SchemaStyle = "pydantic" | "zod" | "wrapped";
const STYLES: readonly string[] = ["pydantic", "zod", "wrapped"];

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
  if (style === "wrapped") {
    const { $defs, title: _title, ...model } = restyleInputSchema(schema, "pydantic", toolName) as Schema;
    const name = `${titled(toolName).replace(/ /g, "")}Input`;
    return {
      type: "object",
      properties: { params: { $ref: `#/$defs/${name}` } },
      required: ["params"],
      title: `${toolName}Arguments`,
      $defs: { ...(isObject($defs) ? $defs : {}), [name]: { ...model, title: name } },
    };
  }
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

/**
 * Host → server, `wrapped`: a `tools/call`'s `params` object unwrapped into the arguments the server
 * declares; a call without it gets the error a Pydantic server answers ("Field required"), never the
 * server's unfiltered answer. `{ forward }` goes on to the server, `{ reply }` straight back to the host.
 */
export function unwrapCall(line: string): { forward: string } | { reply: string } {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return { forward: line };
  }
  if (!isObject(message) || message.method !== "tools/call" || !isObject(message.params))
    return { forward: line };
  const args = message.params.arguments;
  if (isObject(args) && isObject(args.params) && Object.keys(args).length === 1)
    return { forward: JSON.stringify({ ...message, params: { ...message.params, arguments: args.params } }) };
  const text = `1 validation error for ${String(message.params.name)}Arguments\nparams\n  Field required`;
  return {
    reply: JSON.stringify({
      jsonrpc: "2.0",
      id: message.id,
      result: { content: [{ type: "text", text }], isError: true },
    }),
  };
}

const [style, script] = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("restyle.ts")) {
  if (!STYLES.includes(style ?? "") || !script) {
    process.stderr.write("usage: restyle.ts pydantic|zod|wrapped <server script>\n");
    process.exit(2);
  }
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    stdio: ["pipe", "pipe", "inherit"],
    env: process.env,
  });
  createInterface({ input: process.stdin }).on("line", (line) => {
    const call = style === "wrapped" ? unwrapCall(line) : { forward: line };
    if ("reply" in call) process.stdout.write(`${call.reply}\n`);
    else child.stdin.write(`${call.forward}\n`);
  });
  process.stdin.on("end", () => child.stdin.end());
  createInterface({ input: child.stdout }).on("line", (line) => {
    process.stdout.write(`${restyleMessage(line, style as SchemaStyle)}\n`);
  });
  child.on("exit", (code) => process.exit(code ?? 0));
}
