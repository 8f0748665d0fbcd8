import { MockLanguageModelV4 } from "ai/test";

/** One scripted structured-output reply of the AI SDK mock model, with usage. */
export function scriptedReply(text: string, tokens = { input: 10, output: 5 }) {
  return {
    content: [{ type: "text" as const, text }],
    finishReason: { unified: "stop" as const, raw: undefined },
    usage: {
      inputTokens: {
        total: tokens.input,
        noCache: tokens.input,
        cacheRead: undefined,
        cacheWrite: undefined,
      },
      outputTokens: { total: tokens.output, text: tokens.output, reasoning: undefined },
    },
    warnings: [],
  };
}

/** A mock model answering each call with the next scripted output. */
export function scriptedModel(outputs: string[], tokens?: { input: number; output: number }) {
  return new MockLanguageModelV4({ doGenerate: outputs.map((o) => scriptedReply(o, tokens)) });
}
