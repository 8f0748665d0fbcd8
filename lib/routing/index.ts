/** Public surface of lib/routing (CONVENTIONS.md §5: other folders import only this file). */

export { type BudgetResult, DEFAULT_SCHEMA_BUDGET_BYTES, fitSchemaBudget, schemaBytes } from "./budget";
export { buildRoutingIndex, type RoutingIndex } from "./build-index";
export { sanitizeSummary, toCard } from "./cards";
export { routableTools, toolDefinitions } from "./catalog";
export { fusedRank, PART_WEIGHT, plainRank, requestParts } from "./fusion";
export {
  cardText,
  EMBEDDING_TIMEOUT_MS,
  type Embedder,
  type EmbeddingCache,
  HYBRID_EMBEDDING_WEIGHT,
  type HybridRouteOptions,
  MAX_CACHED_EMBEDDINGS,
  routeHybrid,
} from "./hybrid";
export { type RankOptions, rank } from "./rank";
export { rankCatalog } from "./rank-catalog";
export { ALL_GOLDS_KS, type LabelledQuery, parseQueries, RECALL_KS, type Recall, recallAt } from "./recall";
export {
  expandFamily,
  indexFor,
  MAX_CANDIDATES,
  MAX_CARDS,
  type Route,
  type RouteOptions,
  route,
} from "./router";
export { SIGNAL } from "./signals";
export { splitIdentifier, terms, tokenize } from "./text";
export type {
  FamilyScore,
  OmittedFamily,
  RankContext,
  Ranking,
  RoutableTool,
  RouteCandidate,
  RouteDiagnostic,
  ScoredTool,
  SelectionContext,
} from "./types";
