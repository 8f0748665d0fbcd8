/**
 * Raw catalog file → RoutableTool[] for `npm run route` and the benches: a tools/list result (array,
 * or `{ tools: [...] }`) or an OpenAPI 3.x document (detected by its `openapi` key). Every tool is
 * ranked as if approved; the host's read-only policy does not apply to this offline evaluation.
 * From `_meta["askmydocs/agent-capability"]` only `entity` and `operation` are read, as validated strings.
 */
import { OPERATIONS } from "../capabilities/types";
import { deriveFamilies, inferFromName } from "./catalog-names";
import { openApiTools, type ToolDefinition } from "./catalog-openapi";
import type { RoutableTool } from "./types";

const HINT_KEY = "askmydocs/agent-capability";

function isObj(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function hintOf(def: ToolDefinition): { entity?: string; operation?: string } {
  const hint = isObj(def._meta) ? def._meta[HINT_KEY] : undefined;
  if (!isObj(hint)) return {};
  const entity =
    typeof hint.entity === "string" && /^[\w.-]{1,64}$/.test(hint.entity) ? hint.entity : undefined;
  const op = hint.operation;
  const operation = typeof op === "string" && (OPERATIONS as readonly string[]).includes(op) ? op : undefined;
  return { entity, operation };
}

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
    const family = def.family ?? families[i];
    const inferred = inferFromName(def.name, family);
    const hint = hintOf(def);
    return {
      id: def.name,
      localName: def.name,
      family,
      entity: hint.entity ?? def.entity ?? inferred.entity,
      operation: hint.operation ?? def.operation ?? inferred.operation,
      description: typeof def.description === "string" ? def.description : "",
      inputSchema: isObj(def.inputSchema) ? def.inputSchema : { type: "object" },
      ...(isObj(def.outputSchema) ? { outputSchema: def.outputSchema } : {}),
    };
  });
}
