/**
 * MCP tool listing → Capabilities. Structure comes from the host (DESIGN.md §3): the registered name,
 * JSON Schemas, the pinned definition hash, the host policy decision. From the remote side only the
 * validated hint and a sanitized description are kept; the raw `_meta` and annotations do not leave
 * this function except through policy.ts's boolean reading.
 */
import {
  canonicalHash,
  describeJsonBounds,
  exceedsJsonBounds,
  type JsonBounds,
  sanitizeDescription,
  schemaProblem,
  sha256,
} from "@/lib/security";
import {
  isArraySchema,
  isObject,
  plainInputSchema,
  propertiesOf,
  schemaAtPath,
  unwrappedArguments,
} from "@/lib/semantics/schema-walk";
import { identifierParts, singular } from "@/lib/semantics/words";
import { docstringParams } from "./docstring";
import { readHint } from "./hint";
import {
  changeVerbOfName,
  inferShape,
  itemSchemaOf,
  namesPutVerbLast,
  RUNTIME_SHAPE_DIAGNOSTIC,
  reconcileEntities,
  sharedNamePrefix,
  verbLastName,
  withoutPrefix,
} from "./infer";
import { decideMcpEligibility, type McpToolAnnotations, type ToolApproval } from "./policy";
import {
  MAX_INPUT_SCHEMA_BYTES,
  MAX_INPUT_SCHEMA_TEXT,
  MAX_OUTPUT_SCHEMA_BYTES,
  sanitizeSchemaText,
  schemaBytes,
} from "./schema-text";
import type { Capability, JsonSchema } from "./types";

/**
 * The records a prefix-and-operation tool's description names after the prefix ("Search Jira
 * issues" → issue), or a tool without a prefix opens with — only where another tool's name, without the
 * prefix, names them too.
 */
function describedRecords(
  description: string | undefined,
  prefix: string | undefined,
  names: ReadonlySet<string>,
  own: string,
): string | undefined {
  if (!description) return undefined;
  // Without a prefix: the records a description opens with ("Tracks the current user played most
  // recently" of `getRecentlyPlayed`).
  const noun = (
    prefix
      ? new RegExp(`\\b${prefix}\\s+([a-z]+s)\\b`, "i").exec(description)
      : /^([A-Z][a-z]+s)\b/.exec(description)
  )?.[1]?.toLowerCase();
  const one = noun ? singular(noun) : undefined;
  if (!one || one === noun) return undefined;
  const named = [...names].some(
    (n) =>
      n !== own && identifierParts(prefix ? withoutPrefix(n, prefix) : n).some((w) => singular(w) === one),
  );
  return named ? one : undefined;
}

/** One entry of an MCP `tools/list` result, as received. */
export interface McpToolDefinition {
  name: string;
  title?: string;
  description?: string;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  annotations?: McpToolAnnotations;
  _meta?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface McpConnectionRef {
  id: string;
  slug: string;
  /** Set by an admin; lets `readOnlyHint` annotations count (policy.ts). */
  trusted: boolean;
}

/**
 * Shape bounds of one listed tool definition (issue 10 item 2), checked iteratively before anything
 * recursive (hashing, sanitizing, Ajv) touches it. Input schemas are capped at 32 KB and output
 * schemas at 64 KB anyway; these catch a definition built to overflow the stack or the CPU.
 */
export const MCP_TOOL_BOUNDS: JsonBounds = { maxNodes: 50_000, maxDepth: 64 };

/** Why a listed tool definition is refused by MCP_TOOL_BOUNDS (naming the limit), or undefined. */
export function mcpToolProblem(tool: unknown): string | undefined {
  const exceeded = exceedsJsonBounds(tool, MCP_TOOL_BOUNDS);
  return exceeded ? `definition is ${describeJsonBounds(exceeded)}` : undefined;
}

/** MCP tool names (spec: 1–128 of A–Z a–z 0–9 _ - . and, in practice, /). */
const TOOL_NAME = /^[A-Za-z0-9_./-]{1,128}$/;

export function mcpFamily(slug: string): string {
  return `mcp:${slug}`;
}

export function mcpCapabilityId(slug: string, toolName: string): string {
  return `mcp:${slug}/${toolName}`;
}

/** Pin of a tool: sha256 of the canonical JSON of the whole definition as listed. */
export function mcpDefinitionHash(tool: unknown): string {
  return canonicalHash(tool);
}

export function deriveMcpCapabilities(input: {
  connection: McpConnectionRef;
  tools: readonly McpToolDefinition[];
  approvals?: ReadonlyMap<string, ToolApproval>;
}): Capability[] {
  const { connection, tools } = input;
  const approvals = input.approvals ?? new Map<string, ToolApproval>();

  const first = new Map<string, McpToolDefinition>();
  const extra = new Map<string, string[]>();
  const invalid: Capability[] = [];
  for (const tool of tools) {
    const name = isObject(tool) ? tool.name : undefined;
    if (typeof name !== "string" || !TOOL_NAME.test(name)) {
      invalid.push(invalidName(connection, tool));
      continue;
    }
    const problem = mcpToolProblem(tool);
    if (problem) {
      invalid.push(oversized(connection, name, problem));
      continue;
    }
    const kept = first.get(name);
    if (!kept) {
      first.set(name, tool);
      continue;
    }
    const same = mcpDefinitionHash(kept) === mcpDefinitionHash(tool);
    const notes = extra.get(name) ?? [];
    notes.push(
      `duplicate tool name "${name}" in listing: later ${same ? "identical" : "different"} definition ignored`,
    );
    extra.set(name, notes);
  }

  const names = new Set(first.keys());
  const prefix = sharedNamePrefix([...names]);
  const verbLast = namesPutVerbLast([...names].map((n) => withoutPrefix(n, prefix)));
  const derived = [...first.values()].map((tool) =>
    deriveOne(
      connection,
      tool,
      approvals.get(tool.name),
      names,
      extra.get(tool.name) ?? [],
      prefix,
      verbLast,
    ),
  );
  const hinted = new Set(
    [...first.values()].filter((t) => readHint(t._meta).hint?.entity).map((t) => t.name),
  );
  return [...reconcileEntities(derived, (c) => !hinted.has(c.localName)), ...invalid];
}

function deriveOne(
  connection: McpConnectionRef,
  tool: McpToolDefinition,
  approval: ToolApproval | undefined,
  names: ReadonlySet<string>,
  listingNotes: string[],
  prefix?: string,
  verbLast = false,
): Capability {
  const diagnostics = [...listingNotes];
  const definitionHash = mcpDefinitionHash(tool);
  const policy = decideMcpEligibility({
    annotations: isObject(tool.annotations) ? tool.annotations : undefined,
    serverTrusted: connection.trusted,
    approval,
    definitionHash,
    nameVerb: changeVerbOfName(withoutPrefix(tool.name, prefix)),
  });
  let eligible = policy.eligible;
  let exclusionReason = policy.exclusionReason;
  diagnostics.push(...policy.notes.map((note) => `policy: ${note}`));

  // Schemas: structure from the host's point of view, text inside them cleaned, size bounded.
  let inputSchema: JsonSchema = { type: "object", properties: {} };
  if (!isObject(tool.inputSchema)) {
    diagnostics.push("inputSchema missing or not an object; treated as an empty object schema");
  } else if (schemaBytes(tool.inputSchema) > MAX_INPUT_SCHEMA_BYTES) {
    if (eligible)
      [eligible, exclusionReason] = [false, `input schema exceeds ${MAX_INPUT_SCHEMA_BYTES} bytes`];
  } else {
    inputSchema = plainInputSchema(sanitizeSchemaText(tool.inputSchema, MAX_INPUT_SCHEMA_TEXT));
  }
  const unwrapped = unwrappedArguments(inputSchema);
  if (unwrapped) {
    inputSchema = unwrapped.schema;
    diagnostics.push(`arguments read inside the one object parameter "${unwrapped.wrapper}"`);
  }
  // A docstring's `Args:` section describes the parameters the schema leaves undescribed (Python
  // servers publish the function's docstring as the description); the description keeps the rest.
  const doc = docstringParams(tool.description);
  inputSchema = describeFromDocstring(inputSchema, doc.params);
  const problem = schemaProblem(inputSchema);
  if (problem && eligible) [eligible, exclusionReason] = [false, `input schema unusable: ${problem}`];

  let outputSchema: JsonSchema | undefined;
  if (isObject(tool.outputSchema)) {
    if (schemaBytes(tool.outputSchema) > MAX_OUTPUT_SCHEMA_BYTES) {
      diagnostics.push(`outputSchema exceeds ${MAX_OUTPUT_SCHEMA_BYTES} bytes; ignored`);
    } else {
      outputSchema = sanitizeSchemaText(tool.outputSchema);
    }
  }

  const { hint, diagnostics: hintNotes } = readHint(tool._meta);
  diagnostics.push(...hintNotes);
  // The name without the source's shared prefix (`jira_get_agile_boards` → board); a name that is
  // only the prefix and an operation (`jira_search`) keeps the prefix as its noun.
  const shapeOf = (name: string) => {
    // `list_get` beside `campaigns_list`, `campaign_get`: the verb is last, the mailing list a noun.
    const named = hint?.entity ? undefined : verbLastName(name, verbLast);
    return inferShape({
      name,
      inputSchema,
      outputSchema,
      entity: hint?.entity ?? named?.entity,
      operation: hint?.operation ?? named?.operation,
    });
  };
  const bare = shapeOf(withoutPrefix(tool.name, prefix));
  // `jira_search` "Search Jira issues using JQL": the records its description names right after the
  // prefix, where another tool of the source is named for them (`jira_get_issue`).
  const described =
    bare.entity === "item" && !hint?.entity
      ? describedRecords(tool.description, prefix, names, tool.name)
      : undefined;
  const shape = described
    ? inferShape({
        name: withoutPrefix(tool.name, prefix),
        inputSchema,
        outputSchema,
        entity: described,
        operation: hint?.operation,
      })
    : bare.entity === "item" && !hint?.entity
      ? shapeOf(tool.name)
      : bare;
  diagnostics.push(...shape.diagnostics);

  // A hinted path is believed only if the output schema (when there is one) declares an array there.
  let collectionPath = shape.collectionPath;
  if (hint?.collection_path !== undefined) {
    if (!outputSchema || isArraySchema(schemaAtPath(outputSchema, hint.collection_path))) {
      collectionPath = hint.collection_path;
    } else {
      diagnostics.push(
        `hint collection_path "${hint.collection_path}" is not an array in the output schema; ignored`,
      );
    }
  }

  let identityFields = shape.identityFields;
  if (hint?.identity_fields && hint.identity_fields.length > 0) {
    const item = itemSchemaOf(outputSchema, collectionPath, shape.entity);
    const declared = item && outputSchema ? propertiesOf(outputSchema, item) : undefined;
    const kept = hint.identity_fields.filter((f) => !declared || declared.has(f.split(".")[0]));
    for (const f of hint.identity_fields.filter((field) => !kept.includes(field))) {
      diagnostics.push(`hint identity field "${f}" is not declared by the result items; ignored`);
    }
    if (kept.length > 0) identityFields = kept;
  }
  // What only the remote says is an identity: the host's own inference did not find it.
  const hintedIdentityFields = identityFields.filter((f) => !shape.identityFields.includes(f));

  const nextTools: string[] = [];
  for (const next of hint?.next_tools ?? []) {
    if (next !== tool.name && names.has(next)) nextTools.push(mcpCapabilityId(connection.slug, next));
    else if (next !== tool.name)
      diagnostics.push(`hint next_tools entry "${next}" is not a tool of this connection; ignored`);
  }

  if (!policy.mutative && !outputSchema && collectionPath === undefined)
    diagnostics.push(RUNTIME_SHAPE_DIAGNOSTIC);

  const capability: Capability = {
    id: mcpCapabilityId(connection.slug, tool.name),
    family: mcpFamily(connection.slug),
    sourceKind: "mcp",
    sourceId: connection.slug,
    localName: tool.name,
    entity: shape.entity,
    operation: shape.operation,
    inputSchema,
    identityFields,
    nextTools,
    readOnly: policy.readOnly,
    risk: policy.risk,
    eligible,
    definitionHash,
    description: sanitizeDescription((tool.description ? doc.rest : undefined) ?? tool.title ?? ""),
  };
  if (outputSchema) capability.outputSchema = outputSchema;
  if (unwrapped) capability.argumentsWrapper = unwrapped.wrapper;
  if (collectionPath !== undefined) capability.collectionPath = collectionPath;
  if (hintedIdentityFields.length > 0) capability.hintedIdentityFields = hintedIdentityFields;
  if (!eligible) capability.exclusionReason = exclusionReason ?? "excluded";
  if (hint?.intent_tags?.length) capability.intentTags = hint.intent_tags;
  if (hint?.requires?.length) capability.requires = hint.requires;
  if (hint?.produces?.length) capability.produces = hint.produces;
  if (diagnostics.length > 0) capability.diagnostics = diagnostics;
  return capability;
}

/**
 * The arguments as the remote tool declared them: the checked arguments inside the one object
 * parameter the derivation read its fields from (`argumentsWrapper`), else as they are.
 */
export function wrappedArguments(
  cap: Pick<Capability, "argumentsWrapper">,
  args: Record<string, unknown>,
): Record<string, unknown> {
  return cap.argumentsWrapper === undefined ? args : { [cap.argumentsWrapper]: args };
}

/** The input schema with each undescribed top-level property given its docstring text, sanitized. */
function describeFromDocstring(schema: JsonSchema, texts: ReadonlyMap<string, string>): JsonSchema {
  const props = schema.properties;
  if (texts.size === 0 || !isObject(props)) return schema;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(props)) {
    const text = texts.get(name);
    if (text && isObject(prop) && typeof prop.description !== "string") {
      Object.defineProperty(out, name, {
        value: { ...prop, description: sanitizeDescription(text, 300) },
        enumerable: true,
        writable: true,
        configurable: true,
      });
      changed = true;
    } else
      Object.defineProperty(out, name, { value: prop, enumerable: true, writable: true, configurable: true });
  }
  return changed ? { ...schema, properties: out } : schema;
}

/**
 * A tool whose definition exceeds MCP_TOOL_BOUNDS: listed for the admin with the limit named,
 * never callable. Its hash covers the name and the problem only (the definition cannot be hashed).
 */
function oversized(connection: McpConnectionRef, name: string, problem: string): Capability {
  return {
    id: mcpCapabilityId(connection.slug, name),
    family: mcpFamily(connection.slug),
    sourceKind: "mcp",
    sourceId: connection.slug,
    localName: name,
    entity: "item",
    operation: "get",
    inputSchema: { type: "object", properties: {} },
    identityFields: [],
    nextTools: [],
    readOnly: false,
    risk: "high",
    eligible: false,
    exclusionReason: `tool ${problem}`,
    definitionHash: sha256(`oversized:${name}:${problem}`),
    description: "",
    diagnostics: [`tool ${problem}`],
  };
}

/** A tool whose name the host cannot address safely: listed for the admin, never callable. */
function invalidName(connection: McpConnectionRef, tool: unknown): Capability {
  const definitionHash = mcpDefinitionHash(tool ?? null);
  const raw = isObject(tool) && typeof tool.name === "string" ? tool.name : "";
  const shown = sanitizeDescription(raw, 64);
  return {
    id: mcpCapabilityId(connection.slug, `invalid-name-${definitionHash.slice(0, 12)}`),
    family: mcpFamily(connection.slug),
    sourceKind: "mcp",
    sourceId: connection.slug,
    localName: shown,
    entity: "item",
    operation: "get",
    inputSchema: { type: "object", properties: {} },
    identityFields: [],
    nextTools: [],
    readOnly: false,
    risk: "high",
    eligible: false,
    exclusionReason: "invalid tool name: use 1–128 of A–Z a–z 0–9 _ - . /",
    definitionHash,
    description: "",
    diagnostics: [`tool name ${JSON.stringify(shown)} rejected`],
  };
}
