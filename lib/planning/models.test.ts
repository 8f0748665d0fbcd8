import { describe, expect, it } from "vitest";
import { createPlannerFromEnv, readModelConfig } from "./models";

describe("readModelConfig", () => {
  it("defaults to the builtin planner", () => {
    expect(readModelConfig({})).toEqual({ ok: true, config: { provider: "builtin" } });
    expect(createPlannerFromEnv({}).kind).toBe("builtin");
  });

  it("names the missing or bad variable", () => {
    expect(readModelConfig({ AGENT_MODEL_PROVIDER: "gpt" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("AGENT_MODEL_PROVIDER"),
    });
    expect(readModelConfig({ AGENT_MODEL_PROVIDER: "openai" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("AGENT_MODEL "),
    });
    expect(readModelConfig({ AGENT_MODEL_PROVIDER: "anthropic", AGENT_MODEL: "m" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("ANTHROPIC_API_KEY"),
    });
    expect(readModelConfig({ AGENT_MODEL_PROVIDER: "openai-compatible", AGENT_MODEL: "m" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("OPENAI_COMPATIBLE_BASE_URL"),
    });
    expect(() => createPlannerFromEnv({ AGENT_MODEL_PROVIDER: "openai", AGENT_MODEL: "m" })).toThrow(
      /OPENAI_API_KEY/,
    );
  });

  it("builds an LLM planner for each provider without calling it", () => {
    const envs = [
      { AGENT_MODEL_PROVIDER: "openai", AGENT_MODEL: "gpt-test", OPENAI_API_KEY: "k" },
      { AGENT_MODEL_PROVIDER: "anthropic", AGENT_MODEL: "claude-test", ANTHROPIC_API_KEY: "k" },
      {
        AGENT_MODEL_PROVIDER: "openai-compatible",
        AGENT_MODEL: "llama3",
        OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:11434/v1",
      },
    ];
    for (const env of envs) expect(createPlannerFromEnv(env).kind).toBe("llm");
  });
});
