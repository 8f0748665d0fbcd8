/**
 * The single knowledge-base capability. Host-defined end to end (no remote definition), so it is
 * always read-only and low risk; whether a snapshot includes it is the caller's decision (the
 * project's KB setting), not this module's.
 */
import { canonicalHash } from "@/lib/security";
import type { Capability, JsonSchema } from "./types";

export const KB_CAPABILITY_ID = "kb:search";
export const KB_FAMILY = "kb:docs";
export const KB_MAX_LIMIT = 20;

export const KB_INPUT_SCHEMA: JsonSchema = {
  type: "object",
  properties: {
    query: { type: "string", minLength: 1, maxLength: 500, description: "What to look for in the documents" },
    limit: { type: "integer", minimum: 1, maximum: KB_MAX_LIMIT, default: 5 },
  },
  required: ["query"],
  additionalProperties: false,
};

export const KB_OUTPUT_SCHEMA: JsonSchema = {
  type: "object",
  properties: {
    results: {
      type: "array",
      items: {
        type: "object",
        properties: {
          chunk_id: { type: "string" },
          document_id: { type: "string" },
          title: { type: "string" },
          section: { type: "string" },
          text: { type: "string" },
          score: { type: "number" },
        },
        required: ["chunk_id", "document_id", "title", "text"],
      },
    },
  },
  required: ["results"],
};

export function deriveKbCapability(options: { description?: string } = {}): Capability {
  const definition = {
    id: KB_CAPABILITY_ID,
    inputSchema: KB_INPUT_SCHEMA,
    outputSchema: KB_OUTPUT_SCHEMA,
    description: options.description ?? "Search the project's knowledge base documents (policies, guides).",
  };
  return {
    id: KB_CAPABILITY_ID,
    family: KB_FAMILY,
    sourceKind: "kb",
    sourceId: "docs",
    localName: "search",
    entity: "document",
    operation: "search",
    inputSchema: structuredClone(KB_INPUT_SCHEMA),
    outputSchema: structuredClone(KB_OUTPUT_SCHEMA),
    collectionPath: "results",
    identityFields: ["chunk_id"],
    nextTools: [],
    readOnly: true,
    risk: "low",
    eligible: true,
    definitionHash: canonicalHash(definition),
    description: definition.description,
  };
}
