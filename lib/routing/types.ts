/**
 * Routing vocabulary (DESIGN.md §2 "Route", §3 "Routing and budgets").
 * `RoutableTool` is the minimal structural subset of `Capability` the prefilter needs, so the same
 * code ranks host capabilities and raw catalogs (`npm run route`). `Capability` is assignable to it.
 */
import type { JsonSchema } from "../capabilities/types";

export interface RoutableTool {
  id: string;
  family: string;
  entity: string;
  /** A Capability `Operation`; raw catalogs may carry other verbs (`action`), which get no intent signal. */
  operation: string;
  /** Untrusted text: indexed as data, never echoed to a prompt except through `toCard`'s sanitizer. */
  description: string;
  inputSchema: JsonSchema;
  localName: string;
  outputSchema?: JsonSchema;
  collectionPath?: string;
  /** Absent on raw catalogs (ranked as approved); `false` keeps a capability out of every index. */
  eligible?: boolean;
  /**
   * `light`: an operation card's schema, not yet materialized — its declared values are read only
   * when nothing else routes (router.ts `withDeclaredValues`), never as text.
   */
  schemaState?: "full" | "light";
}

export interface SelectionContext {
  entity: string;
  row: Record<string, unknown>;
}

export interface RankContext {
  selection?: SelectionContext;
  /** Families used by recent turns, most recent first. */
  recentFamilies?: string[];
}

export interface ScoredTool {
  id: string;
  family: string;
  score: number;
  reasons: string[];
}

export interface FamilyScore {
  family: string;
  score: number;
  /** Tools of the family that matched the question, best first. */
  matched: number;
  reasons: string[];
}

export interface Ranking {
  tools: ScoredTool[];
  families: FamilyScore[];
}

export interface RouteCandidate {
  id: string;
  score: number;
  reasons: string[];
}

export interface RouteDiagnostic {
  code: string;
  message: string;
  dropped?: string[];
}

export interface OmittedFamily {
  family: string;
  count: number;
  operations: string[];
}
