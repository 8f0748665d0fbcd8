/**
 * The optional embedding model behind hybrid routing (lib/routing/hybrid.ts), chosen by environment
 * (validated in lib/env.ts, CONVENTIONS.md §15):
 *
 *   AGENT_EMBEDDING_PROVIDER = none | openai | openai-compatible   (default none: lexical routing only)
 *   AGENT_EMBEDDING_MODEL    model id (required unless none)
 *   OPENAI_API_KEY, or OPENAI_COMPATIBLE_BASE_URL (+ optional OPENAI_COMPATIBLE_API_KEY) — shared with the planner
 */
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type EmbeddingModel, embedMany } from "ai";
import type { Env } from "@/lib/env";
import type { Embedder } from "@/lib/routing";

export type EmbeddingEnv = Pick<
  Env,
  | "AGENT_EMBEDDING_PROVIDER"
  | "AGENT_EMBEDDING_MODEL"
  | "OPENAI_API_KEY"
  | "OPENAI_COMPATIBLE_BASE_URL"
  | "OPENAI_COMPATIBLE_API_KEY"
>;

/**
 * Upper bound on one background call. The router stops waiting much earlier (EMBEDDING_TIMEOUT_MS)
 * and routes lexically; a call that finishes later still fills the card cache.
 */
const CALL_LIMIT_MS = 30_000;

/** An Embedder over any AI SDK embedding model (`embedMany` splits by the model's per-call limit). */
export function embedderFor(model: EmbeddingModel): Embedder {
  return {
    async embed(texts) {
      const { embeddings } = await embedMany({
        model,
        values: texts,
        maxRetries: 1,
        abortSignal: AbortSignal.timeout(CALL_LIMIT_MS),
      });
      return embeddings;
    },
  };
}

/** Throws naming the variable when a required one is missing (parseEnv reports it at start-up first). */
export function createEmbeddingModel(env: EmbeddingEnv): EmbeddingModel | undefined {
  const provider = env.AGENT_EMBEDDING_PROVIDER;
  if (provider === "none") return undefined;
  const model = env.AGENT_EMBEDDING_MODEL;
  if (!model) throw new Error(`AGENT_EMBEDDING_MODEL is required when AGENT_EMBEDDING_PROVIDER=${provider}`);
  switch (provider) {
    case "openai": {
      if (!env.OPENAI_API_KEY)
        throw new Error("OPENAI_API_KEY is required when AGENT_EMBEDDING_PROVIDER=openai");
      return createOpenAI({ apiKey: env.OPENAI_API_KEY }).embedding(model);
    }
    case "openai-compatible": {
      if (!env.OPENAI_COMPATIBLE_BASE_URL)
        throw new Error(
          "OPENAI_COMPATIBLE_BASE_URL is required when AGENT_EMBEDDING_PROVIDER=openai-compatible",
        );
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: env.OPENAI_COMPATIBLE_BASE_URL,
        apiKey: env.OPENAI_COMPATIBLE_API_KEY,
      }).embeddingModel(model);
    }
  }
}

/** `undefined` when no embedding provider is configured: routing stays lexical. */
export function createEmbedder(env: EmbeddingEnv): Embedder | undefined {
  const model = createEmbeddingModel(env);
  return model ? embedderFor(model) : undefined;
}
