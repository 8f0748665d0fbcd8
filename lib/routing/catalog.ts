/**
 * Raw catalog file → RoutableTool[] for `npm run route` and the benches: a tools/list result (array,
 * or `{ tools: [...] }`) or an OpenAPI 3.x document (detected by its `openapi` key). Every tool is
 * ranked as if approved; the host's read-only policy does not apply to this offline evaluation.
 * Entity and operation come from the same code as the app's capabilities (lib/capabilities: the
 * validated `_meta["askmydocs/agent-capability"]` hint, then `inferShape` over the name and schemas),
 * so the figures of `npm run route` describe what the app routes.
 */
import { readHint } from "../capabilities/hint";
import { inferShape } from "../capabilities/infer";
import { OPERATIONS, type Operation } from "../capabilities/types";
import { deriveFamilies } from "./catalog-names";
import { openApiTools, type ToolDefinition } from "./catalog-openapi";
import type { RoutableTool } from "./types";

function isObj(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

const asOperation = (op: unknown): Operation | undefined =>
  typeof op === "string" && (OPERATIONS as readonly string[]).includes(op) ? (op as Operation) : undefined;

export function toolDefinitions(json: unknown): ToolDefinition[] {
  if (isObj(json) && typeof json.openapi === "string") return openApiTools(json);
  const list = Array.isArray(json) ? json : isObj(json) && Array.isArray(json.tools) ? json.tools : undefined;
  if (!list)
    throw new Error("tools file: expected an array of tools, { tools: [...] } or an OpenAPI 3.x document");
  return list.filter((t): t is ToolDefinition => isObj(t) && typeof t.name === "string" && t.name.length > 0);
}

export function routableTools(json: unknown): RoutableTool[] {
  const defs = toolDefinitions(json);
  const families = deriveFamilies(defs.map((d) => d.name));
  return defs.map((def, i) => {
    const { hint } = readHint(def._meta);
    const inputSchema = isObj(def.inputSchema) ? def.inputSchema : { type: "object" };
    const outputSchema = isObj(def.outputSchema) ? def.outputSchema : undefined;
    const shape = inferShape({
      name: def.name,
      inputSchema,
      outputSchema,
      entity: hint?.entity ?? def.entity,
      operation: hint?.operation ?? asOperation(def.operation),
    });
    // A non-read verb of a converted OpenAPI operation (`action`) is kept: it gets no intent signal.
    const operation = hint?.operation ?? def.operation ?? shape.operation;
    return {
      id: def.name,
      localName: def.name,
      family: def.family ?? families[i],
      entity: shape.entity,
      operation,
      description: typeof def.description === "string" ? def.description : "",
      inputSchema,
      ...(outputSchema ? { outputSchema } : {}),
      ...(shape.collectionPath !== undefined ? { collectionPath: shape.collectionPath } : {}),
    };
  });
}
