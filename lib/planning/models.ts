/**
 * Planner selection by environment (DESIGN.md §5). `builtin` is the default and needs nothing; an AI
 * SDK provider needs its model id and key. A bad value is reported by name (CONVENTIONS.md §15) —
 * `readModelConfig` returns the problem, `createPlannerFromEnv` throws it at start-up.
 *
 *   AGENT_MODEL_PROVIDER = builtin | openai | anthropic | openai-compatible   (default builtin)
 *   AGENT_MODEL          model id (required for every non-builtin provider)
 *   OPENAI_API_KEY / ANTHROPIC_API_KEY
 *   OPENAI_COMPATIBLE_BASE_URL (required), OPENAI_COMPATIBLE_API_KEY (optional: Ollama needs none)
 */
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { type BuiltinPlannerOptions, createBuiltinPlanner } from "./builtin-planner";
import { createLlmPlanner } from "./llm-planner";
import type { Planner } from "./planner";

export const MODEL_PROVIDERS = ["builtin", "openai", "anthropic", "openai-compatible"] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

export type ModelConfig =
  | { provider: "builtin" }
  | { provider: "openai" | "anthropic"; model: string; apiKey: string }
  | { provider: "openai-compatible"; model: string; baseURL: string; apiKey?: string };

export type ModelConfigResult = { ok: true; config: ModelConfig } | { ok: false; error: string };

type Env = Record<string, string | undefined>;

export function readModelConfig(env: Env = process.env): ModelConfigResult {
  const get = (name: string) => env[name]?.trim() || undefined;
  const provider = (get("AGENT_MODEL_PROVIDER") ?? "builtin") as ModelProvider;
  if (!MODEL_PROVIDERS.includes(provider)) {
    return {
      ok: false,
      error: `AGENT_MODEL_PROVIDER must be one of ${MODEL_PROVIDERS.join(", ")} (got "${provider}")`,
    };
  }
  if (provider === "builtin") return { ok: true, config: { provider } };
  const model = get("AGENT_MODEL");
  if (!model) return { ok: false, error: `AGENT_MODEL is required when AGENT_MODEL_PROVIDER=${provider}` };
  if (provider === "openai-compatible") {
    const baseURL = get("OPENAI_COMPATIBLE_BASE_URL");
    if (!baseURL || !/^https?:\/\//.test(baseURL)) {
      return {
        ok: false,
        error:
          "OPENAI_COMPATIBLE_BASE_URL must be an http(s) URL when AGENT_MODEL_PROVIDER=openai-compatible",
      };
    }
    return { ok: true, config: { provider, model, baseURL, apiKey: get("OPENAI_COMPATIBLE_API_KEY") } };
  }
  const keyName = provider === "openai" ? "OPENAI_API_KEY" : "ANTHROPIC_API_KEY";
  const apiKey = get(keyName);
  if (!apiKey) return { ok: false, error: `${keyName} is required when AGENT_MODEL_PROVIDER=${provider}` };
  return { ok: true, config: { provider, model, apiKey } };
}

export function createLanguageModel(config: Exclude<ModelConfig, { provider: "builtin" }>): LanguageModel {
  switch (config.provider) {
    case "openai":
      return createOpenAI({ apiKey: config.apiKey })(config.model);
    case "anthropic":
      return createAnthropic({ apiKey: config.apiKey })(config.model);
    case "openai-compatible":
      // Ollama, vLLM and LM Studio accept `response_format: json_schema`.
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: config.baseURL,
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(config.model);
  }
}

export function createPlanner(config: ModelConfig, builtin: BuiltinPlannerOptions = {}): Planner {
  return config.provider === "builtin"
    ? createBuiltinPlanner(builtin)
    : createLlmPlanner(createLanguageModel(config));
}

/** Start-up entry: throws a message naming the offending variable. */
export function createPlannerFromEnv(env: Env = process.env, builtin: BuiltinPlannerOptions = {}): Planner {
  const read = readModelConfig(env);
  if (!read.ok) throw new Error(read.error);
  return createPlanner(read.config, builtin);
}
