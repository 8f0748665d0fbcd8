/**
 * Bounded imports (issue 10 item 2): a small hostile document is refused quickly, by a limit that
 * the error names, and the server's event loop keeps running meanwhile; normal documents still import.
 */
import { describe, expect, it } from "vitest";
import { logisticsOpenApi } from "@/demo/logistics/openapi";
import { petstore30 } from "./__fixtures__/petstore-30";
import { IMPORT_LIMITS, ImportLimitError, importOpenApi, materialize, tryImportOpenApi } from "./index";
import { toJsonSchema } from "./json-schema";
import { ConversionBudget } from "./limits";

/** `levels` levels of `anyOf: [$ref next, $ref next]`: 2^levels schema nodes once dereferenced. */
function exponentialDoc(levels: number) {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < levels; i++) {
    const next = { $ref: `#/components/schemas/S${i + 1}` };
    schemas[`S${i}`] = { anyOf: [next, { ...next }] };
  }
  schemas[`S${levels}`] = { type: "string" };
  return {
    openapi: "3.0.3",
    info: { title: "Exponential", version: "1" },
    paths: {
      "/a": {
        get: {
          operationId: "getA",
          responses: {
            "200": {
              description: "ok",
              content: { "application/json": { schema: { $ref: "#/components/schemas/S0" } } },
            },
          },
        },
      },
    },
    components: { schemas },
  };
}

/** `levels` nested objects in one JSON text: `{"x":{"x":…}}`, inside a valid-looking document. */
function deepText(levels: number): string {
  return `{"openapi":"3.0.3","info":{"title":"Deep","version":"1"},"paths":{},"x-deep":${'{"x":'.repeat(levels)}1${"}".repeat(levels)}}`;
}

/** Largest pause of the event loop while `work` runs, sampled every 10 ms. */
async function longestPause<T>(work: () => Promise<T>): Promise<{ result: T | Error; pauseMs: number }> {
  let last = performance.now();
  let pauseMs = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    pauseMs = Math.max(pauseMs, now - last);
    last = now;
  }, 10);
  try {
    return { result: await work().catch((e: Error) => e), pauseMs };
  } finally {
    clearInterval(tick);
  }
}

describe("bounded OpenAPI imports", () => {
  it("refuses 30 levels of anyOf [$ref, $ref] quickly, naming the limit, without blocking the event loop", async () => {
    const text = JSON.stringify(exponentialDoc(30));
    expect(text.length).toBeLessThan(4_000);
    const started = performance.now();
    const { result, pauseMs } = await longestPause(() => importOpenApi(text));
    const ms = performance.now() - started;
    expect(result).toBeInstanceOf(ImportLimitError);
    const e = result as ImportLimitError;
    expect(e.code).toBe("bad_request:openapi");
    expect(e.limit).toBe("maxSchemaNodes");
    expect(e.message).toMatch(
      /^OpenAPI import limit exceeded \(maxSchemaNodes = 100,000 schema nodes\): converting the schemas of operation "getA"/,
    );
    // 2^30 nodes unbounded (18 levels took 17.5 s); bounded, it stops after 100,000.
    expect(ms).toBeLessThan(15_000);
    // The work ran in a worker: the event loop was never held for long.
    expect(pauseMs).toBeLessThan(1_000);
    // The form's non-throwing variant carries the same message.
    const r = await tryImportOpenApi(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/maxSchemaNodes/);
  });

  it("refuses a 60,000-level document with an error naming the limit, not a stack overflow", async () => {
    const text = deepText(60_000);
    for (const input of [text, JSON.parse(text) as object]) {
      const r = await tryImportOpenApi(input);
      expect(r.ok).toBe(false);
      const message = r.ok ? "" : r.error.message;
      expect(message).toBe(
        "OpenAPI import limit exceeded (maxDocumentDepth = 256 levels): the document is nested deeper than 256 levels",
      );
      expect(message).not.toMatch(/call stack/i);
    }
  });

  it("refuses a long chain of $refs (schema nesting) with a named limit, not a stack overflow", async () => {
    const schemas: Record<string, unknown> = {};
    const n = 3_000;
    for (let i = 0; i < n; i++) schemas[`C${i}`] = { anyOf: [{ $ref: `#/components/schemas/C${i + 1}` }] };
    schemas[`C${n}`] = { type: "string" };
    const doc = exponentialDoc(1);
    (doc.paths["/a"].get.responses["200"].content["application/json"].schema as { $ref: string }).$ref =
      "#/components/schemas/C0";
    doc.components.schemas = schemas;
    const r = await tryImportOpenApi(doc);
    expect(r.ok).toBe(false);
    const message = r.ok ? "" : r.error.message;
    expect(message).toMatch(/^OpenAPI import limit exceeded \((maxSchemaNesting|maxDocumentDepth) = /);
    expect(message).not.toMatch(/call stack/i);
  });

  it("stops an import at the time limit and the next import still works", async () => {
    const r = await tryImportOpenApi(logisticsOpenApi, { limits: { timeMs: 1 } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/^OpenAPI import limit exceeded \(timeMs = 1 ms\)/);
    const ok = await importOpenApi(logisticsOpenApi);
    expect(ok.cards.length).toBeGreaterThan(0);
  });

  it("stops an import at the heap limit of its worker", async () => {
    const big = petstore30() as { paths: Record<string, unknown> };
    // About 40 MB of text: far beyond a 16 MB heap once parsed.
    const filler = Object.fromEntries(
      Array.from({ length: 4_000 }, (_, i) => [`x-${i}`, "y".repeat(10_000)]),
    );
    const r = await tryImportOpenApi({ ...big, "x-filler": filler }, { limits: { memoryMb: 16 } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/^OpenAPI import limit exceeded \(memoryMb = 16 MB\)/);
  });

  it("imports normal documents: the demo logistics API, petstore", async () => {
    const logistics = await importOpenApi(logisticsOpenApi);
    expect(logistics.cards.length).toBeGreaterThan(2);
    for (const c of logistics.cards)
      expect(materialize(logistics, c.operationId).inputSchema.type).toBe("object");
    expect((await importOpenApi(petstore30())).cards).toHaveLength(6);
  });
});

describe("the schema conversion's own budget (also used when an operation is materialized)", () => {
  it("counts nodes of a shared DAG as the tree it expands to", () => {
    let node: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 40; i++) node = { anyOf: [node, node] };
    const started = performance.now();
    expect(() => toJsonSchema(node, { dialect: "3.0", maxDepth: 6, descriptionChars: 0 })).toThrow(
      /limit exceeded \(maxSchemaNodes = 100,000 schema nodes\)/,
    );
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("counts output bytes: one large enum shared by many properties", () => {
    const big = {
      type: "string",
      enum: Array.from({ length: 5_000 }, (_, i) => `value-${i}-${"v".repeat(40)}`),
    };
    const schema = {
      type: "object",
      properties: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`p${i}`, big])),
    };
    const budget = new ConversionBudget({ ...IMPORT_LIMITS }, "the test schema");
    expect(() => toJsonSchema(schema, { dialect: "3.0", maxDepth: 6, descriptionChars: 0, budget })).toThrow(
      /\(maxSchemaBytes = 4,194,304 bytes\): converting the test schema produces a JSON Schema larger than allowed/,
    );
  });
});
