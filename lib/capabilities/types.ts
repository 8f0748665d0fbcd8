/**
 * Core capability vocabulary (DESIGN.md §2). Declared once; imported everywhere.
 * Everything here is host-derived except `description`, which is untrusted remote text.
 */

export const OPERATIONS = ["search", "list", "get", "detail", "summary", "count", "check"] as const;
export type Operation = (typeof OPERATIONS)[number];

export const RISKS = ["low", "medium", "high", "critical"] as const;
export type Risk = (typeof RISKS)[number];

export type SourceKind = "kb" | "api" | "mcp";

import type { NormalizedError } from "@/lib/errors";
import type { JsonSchema } from "@/lib/json-schema";

export type { JsonSchema };

export interface Capability {
  /** `kb:search`, `api:<source>/<operationId>`, `mcp:<connection>/<tool>` */
  id: string;
  /** `mcp:commerce`, `api:logistics`, `kb:docs` */
  family: string;
  sourceKind: SourceKind;
  /** Connection / source slug the capability belongs to. */
  sourceId: string;
  /** The name the remote side knows (MCP tool name, OpenAPI operationId). */
  localName: string;
  entity: string;
  operation: Operation;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  /** Dot path to the array of items in the result (`items`, `customers`), when known. */
  collectionPath?: string;
  /**
   * Of a generic tool whose record kind is a parameter value (lib/capabilities/kind-listers.ts):
   * the shape each kind's results were observed to have, by the value sent (`artist` →
   * `{ artists: { items: [...] } }`). Each kind's view declares its own; the tool declares none.
   */
  kindShapes?: Record<string, JsonSchema>;
  identityFields: string[];
  /**
   * The identity fields only a remote hint claims (`identity_fields` the host's own inference did
   * not find): kept for tables and selections, but never trusted to make a field an identifier
   * when a plan's `$from` reference reads it (lib/planning/validate-reference-roles.ts).
   */
  hintedIdentityFields?: string[];
  /** Capability ids this one usually leads to. */
  nextTools: string[];
  readOnly: boolean;
  risk: Risk;
  eligible: boolean;
  exclusionReason?: string;
  /** sha256 of the canonical JSON of the whole remote definition. */
  definitionHash: string;
  /** Untrusted remote text, sanitized and bounded. Data, never instructions. */
  description: string;
  /** Host-side notes an admin sees (inferred shape, dropped hint keys, …). */
  diagnostics?: string[];
  /** Validated routing-hint vocabulary (`intent_tags`); untrusted words, never instructions. */
  intentTags?: string[];
  /** Validated hint `requires` (inputs or entities the tool needs, e.g. `customer_id`). */
  requires?: string[];
  /** Validated hint `produces` (fields or entities the result provides). */
  produces?: string[];
  /**
   * `light` when `inputSchema` was built from an index card's field names only (broad OpenAPI
   * sources); the full schema is materialized for selected operations. Absent means `full`.
   */
  schemaState?: "full" | "light";
  /**
   * The connection's own schemas say its money amounts are in minor units (cents): decided once per
   * connection over every tool, write tools included (`minorUnitsStated`, lib/semantics/fields.ts).
   */
  minorUnits?: true;
  /**
   * The remote tool takes its arguments inside this one object parameter (a Python input model,
   * `params`): `inputSchema` is that object's fields, and the call sends `{ [argumentsWrapper]: args }`
   * (lib/semantics/schema-walk.ts `unwrappedArguments`).
   */
  argumentsWrapper?: string;
}

/** Compact router view of a capability. Bytes-bounded. */
export interface CapabilityCard {
  id: string;
  family: string;
  entity: string;
  operation: Operation;
  /** Input field names; required ones end with `*`. */
  inputs: string[];
  returns: string; // `collection<order>` | `record<order>`
  summary: string;
}

export interface Snapshot {
  readonly hash: string;
  readonly size: { count: number; bytes: number };
  readonly tenantId: string;
  readonly projectId: string;
  readonly createdAt: string;
  readonly capabilities: readonly Readonly<Capability>[];
}

/** Raw result of one physical tool call, bounded: what a connector returns to the executor. */
export interface ToolResult {
  ok: boolean;
  data?: unknown;
  error?: NormalizedError;
  truncated: boolean;
  bytes: number;
}
