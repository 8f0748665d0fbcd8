/** Public surface of lib/routing (CONVENTIONS.md §5: other folders import only this file). */
export { buildRoutingIndex, type RoutingIndex } from "./build-index";
export { rank, type RankOptions } from "./rank";
export { route, expandFamily, indexFor, MAX_CANDIDATES, MAX_CARDS, type Route, type RouteOptions } from "./router";
export { fitSchemaBudget, schemaBytes, DEFAULT_SCHEMA_BUDGET_BYTES, type BudgetResult } from "./budget";
export { toCard, sanitizeSummary } from "./cards";
export { routableTools, toolDefinitions } from "./catalog";
export { tokenize, terms, splitIdentifier } from "./text";
export type {
  RoutableTool,
  RankContext,
  SelectionContext,
  ScoredTool,
  FamilyScore,
  Ranking,
  RouteCandidate,
  RouteDiagnostic,
  OmittedFamily,
} from "./types";
