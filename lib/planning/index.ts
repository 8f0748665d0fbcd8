/** Public surface of lib/planning (CONVENTIONS.md §5): other folders import from here only. */

export {
  type DeclaredShape,
  declaredRecordShape,
  isSpeculativePath,
  selectionFields,
} from "@/lib/semantics/declared-paths";
export { type BuiltinPlannerOptions, createBuiltinPlanner, planBuiltin } from "./builtin-planner";
export {
  type CorrectedPlan,
  type CorrectionRecord,
  fallbackPlan,
  MAX_ATTEMPTS,
  planWithCorrection,
} from "./correct";
export { buildPlannerPrompt, createLlmPlanner, type LlmPlannerOptions } from "./llm-planner";
export {
  createLanguageModel,
  createPlanner,
  createPlannerFromEnv,
  MODEL_PROVIDERS,
  type ModelConfig,
  type ModelConfigResult,
  type ModelProvider,
  readModelConfig,
} from "./models";
export { PLAN_LIMITS, PLAN_SCHEMA, SELECTION_SOURCE } from "./plan-schema";
export {
  type ChangeWords,
  changeWordsOf,
  defaultPromptFlags,
  type KbEvidence,
  type OmittedFamilySummary,
  type Planner,
  type PlannerInput,
  type PlannerOutput,
  type PlannerSelection,
  type PromptFlags,
  type RecentTurn,
} from "./planner";
export {
  MAX_SYSTEM_PROMPT_BYTES,
  type PromptCard,
  renderSystemPrompt,
  type SystemPromptOptions,
  toPromptCard,
} from "./prompt";
export { type TurnProvenance, turnProvenance } from "./turn-provenance";
export type * from "./types";
export { PLAN_DECISIONS } from "./types";
export { renderUserMessage } from "./user-message";
export { type SelectionShape, selectionShapeOf, type ValidatePlanContext, validatePlan } from "./validate";
export { betraysRole, type ResolvedSource } from "./validate-reference-roles";
export { argumentReferences } from "./validate-refs";
