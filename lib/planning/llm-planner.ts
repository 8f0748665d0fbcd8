/**
 * AI SDK planner (DESIGN.md §5): structured output with the plan's JSON Schema via
 * `generateText({ output: Output.object({ schema: jsonSchema(PLAN_SCHEMA) }) })`.
 *
 * The SDK is given no `validate` function on purpose: whatever the model returns that parses as JSON
 * comes back as an untrusted `plan` and is judged by validatePlan, which yields structured issues
 * for the one correction attempt. Output that does not even parse is returned as its raw text, so
 * it, too, fails validation instead of throwing.
 */
import {
  generateText,
  type JSONSchema7,
  jsonSchema,
  type LanguageModel,
  NoObjectGeneratedError,
  Output,
} from "ai";
import { PLAN_SCHEMA } from "./plan-schema";
import { defaultPromptFlags, type Planner, type PlannerInput, type PlannerOutput } from "./planner";
import { renderSystemPrompt, toPromptCard } from "./prompt";
import { renderUserMessage } from "./user-message";

export interface LlmPlannerOptions {
  maxOutputTokens?: number;
  temperature?: number;
  /** How long one model call may take before it is aborted (the request itself is cancelled). */
  timeoutMs?: number;
}

/** One planning call's bound: a provider that never answers must not hold the turn open. */
export const PLANNER_CALL_LIMIT_MS = 60_000;

const planSchema = jsonSchema<unknown>(PLAN_SCHEMA as JSONSchema7);

export function buildPlannerPrompt(input: PlannerInput): {
  system: string;
  prompt: string;
  promptBytes: number;
} {
  const flags = input.promptFlags ?? defaultPromptFlags(input);
  const system = renderSystemPrompt({
    ...flags,
    candidates: input.candidates.map(toPromptCard),
    omittedFamilies: input.omittedFamilies,
  });
  const prompt = renderUserMessage(input);
  return { system: system.text, prompt, promptBytes: system.bytes + Buffer.byteLength(prompt, "utf8") };
}

export function createLlmPlanner(model: LanguageModel, options: LlmPlannerOptions = {}): Planner {
  return {
    kind: "llm",
    async plan(input: PlannerInput): Promise<PlannerOutput> {
      const { system, prompt, promptBytes } = buildPlannerPrompt(input);
      try {
        const result = await generateText({
          model,
          system,
          prompt,
          output: Output.object({ schema: planSchema, name: "plan" }),
          temperature: options.temperature ?? 0,
          maxOutputTokens: options.maxOutputTokens ?? 1200,
          // OpenAI's strict mode cannot express open `args` objects; our validator is the strict gate.
          providerOptions: { openai: { strictJsonSchema: false } },
          abortSignal: AbortSignal.timeout(options.timeoutMs ?? PLANNER_CALL_LIMIT_MS),
        });
        return { plan: result.output, tokens: result.totalUsage.totalTokens, promptBytes };
      } catch (error) {
        if (NoObjectGeneratedError.isInstance(error)) {
          return { plan: error.text ?? null, tokens: error.usage?.totalTokens, promptBytes };
        }
        throw error;
      }
    },
  };
}
