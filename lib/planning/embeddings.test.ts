import { MockEmbeddingModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { createEmbedder, createEmbeddingModel, embedderFor } from "./embeddings";

describe("embedding configuration", () => {
  it("defaults to none: no embedder, lexical routing", () => {
    const e = parseEnv({});
    expect(e.AGENT_EMBEDDING_PROVIDER).toBe("none");
    expect(createEmbedder(e)).toBeUndefined();
  });

  it("names the missing or bad variable at start-up", () => {
    expect(() => parseEnv({ AGENT_EMBEDDING_PROVIDER: "cohere" })).toThrow(/AGENT_EMBEDDING_PROVIDER/);
    expect(() => parseEnv({ AGENT_EMBEDDING_PROVIDER: "openai", OPENAI_API_KEY: "k" })).toThrow(
      /AGENT_EMBEDDING_MODEL: required when AGENT_EMBEDDING_PROVIDER=openai/,
    );
    expect(() => parseEnv({ AGENT_EMBEDDING_PROVIDER: "openai", AGENT_EMBEDDING_MODEL: "m" })).toThrow(
      /OPENAI_API_KEY: required when AGENT_EMBEDDING_PROVIDER=openai/,
    );
    expect(() =>
      parseEnv({ AGENT_EMBEDDING_PROVIDER: "openai-compatible", AGENT_EMBEDDING_MODEL: "m" }),
    ).toThrow(/OPENAI_COMPATIBLE_BASE_URL: required when AGENT_EMBEDDING_PROVIDER=openai-compatible/);
    // The planner provider is independent: builtin planning with an embedding model is valid.
    const e = parseEnv({
      AGENT_EMBEDDING_PROVIDER: "openai-compatible",
      AGENT_EMBEDDING_MODEL: "nomic-embed-text",
      OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:11434/v1",
    });
    expect(e.AGENT_MODEL_PROVIDER).toBe("builtin");
    expect(e.AGENT_EMBEDDING_MODEL).toBe("nomic-embed-text");
  });

  it("builds the configured provider's embedding model without calling it", () => {
    const openai = createEmbeddingModel(
      parseEnv({
        AGENT_EMBEDDING_PROVIDER: "openai",
        AGENT_EMBEDDING_MODEL: "text-embedding-3-small",
        OPENAI_API_KEY: "k",
      }),
    );
    expect(openai).toMatchObject({
      modelId: "text-embedding-3-small",
      provider: expect.stringContaining("openai"),
    });
    const local = createEmbeddingModel(
      parseEnv({
        AGENT_EMBEDDING_PROVIDER: "openai-compatible",
        AGENT_EMBEDDING_MODEL: "nomic-embed-text",
        OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:11434/v1",
      }),
    );
    expect(local).toMatchObject({
      modelId: "nomic-embed-text",
      provider: expect.stringContaining("openai-compatible"),
    });
    // A typed env that skipped parseEnv still gets an error naming the variable.
    expect(() =>
      createEmbedder({ ...parseEnv({}), AGENT_EMBEDDING_PROVIDER: "openai", AGENT_EMBEDDING_MODEL: "m" }),
    ).toThrow(/OPENAI_API_KEY/);
  });
});

describe("embedderFor", () => {
  it("returns one vector per text, in order, across the model's per-call limit", async () => {
    const model = new MockEmbeddingModelV4({
      maxEmbeddingsPerCall: 2,
      doEmbed: async ({ values }) => ({ embeddings: values.map((v) => [v.length, 1]), warnings: [] }),
    });
    const vectors = await embedderFor(model).embed(["a", "bb", "ccc"]);
    expect(vectors).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(model.doEmbedCalls.map((c) => c.values)).toEqual([["a", "bb"], ["ccc"]]);
  });

  it("rejects when the provider fails, so the router can fall back", async () => {
    const model = new MockEmbeddingModelV4({
      doEmbed: async () => {
        throw new Error("connection refused");
      },
    });
    await expect(embedderFor(model).embed(["a"])).rejects.toThrow();
  });
});
