import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { library31 } from "./__fixtures__/library-31";
import { petstore30 } from "./__fixtures__/petstore-30";
import { importOpenApi, materialize } from "./index";

/** Strict ajv, as the plan validator uses it: a stray OpenAPI keyword would fail to compile. */
const strictAjv = () => {
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  return ajv;
};

describe("materialize", () => {
  it("builds schemas lazily, one operation at a time, and caches them", async () => {
    const source = await importOpenApi(petstore30());
    expect(source.materialized.size).toBe(0);
    const first = materialize(source, "listPets");
    expect(source.materialized.size).toBe(1);
    expect(materialize(source, "listPets")).toBe(first);
    materialize(source, "getPet");
    expect(source.materialized.size).toBe(2);
    expect(source.materialized.size).toBeLessThan(source.cards.length);
  });

  it("input schema: path/query params as properties, header and cookie params excluded", async () => {
    const source = await importOpenApi(petstore30());
    const { inputSchema } = materialize(source, "listPets");
    expect(inputSchema).toEqual({
      type: "object",
      properties: {
        // 3.0 boolean exclusiveMinimum becomes the numeric form; `example` is dropped.
        limit: {
          type: "integer",
          exclusiveMinimum: 0,
          maximum: 100,
          description: "How many items to return",
        },
        status: { type: "string", enum: ["available", "sold"] },
        tags: { type: "array", items: { type: "string" } },
      },
      additionalProperties: false,
    });
    const get = materialize(source, "getPet").inputSchema;
    expect(get).toMatchObject({
      properties: { petId: { type: "string", minLength: 1, description: "The pet id" } },
      required: ["petId"],
    });
  });

  it("JSON request bodies become `body`", async () => {
    const source = await importOpenApi(petstore30());
    const { inputSchema } = materialize(source, "createPet");
    expect(inputSchema.required).toEqual(["body"]);
    expect((inputSchema.properties as Record<string, unknown>).body).toMatchObject({
      type: "object",
      required: ["name"],
      properties: { name: { type: "string" }, tag: { type: ["string", "null"] } },
    });
  });

  it("output schema: allOf of objects flattened, nullable converted, unknown formats dropped", async () => {
    const source = await importOpenApi(petstore30());
    const { outputSchema, diagnostics } = materialize(source, "listPets");
    expect(outputSchema).toEqual({
      type: "array",
      items: {
        type: "object",
        properties: {
          name: { type: "string" },
          tag: { type: ["string", "null"] },
          born: { type: "string", format: "date" },
          chip: { type: "string" },
          id: { type: "integer", format: "int64" },
        },
        required: ["name", "id"],
      },
    });
    expect(diagnostics).toContain('unknown format "microchip-id" dropped');
  });

  it("cuts recursive schemas instead of looping", async () => {
    const source = await importOpenApi(petstore30());
    const { outputSchema, diagnostics } = materialize(source, "getCategory");
    expect(outputSchema).toMatchObject({ properties: { parent: { type: "object" } } });
    expect(JSON.stringify(outputSchema).length).toBeLessThan(500);
    expect(diagnostics.some((d) => d.startsWith("recursive schema cut"))).toBe(true);
  });

  it("keeps 3.1 keywords (type arrays, const, numeric exclusiveMinimum) and drops prefixItems", async () => {
    const source = await importOpenApi(library31());
    const list = materialize(source, "listBooks");
    expect(list.inputSchema).toMatchObject({
      properties: { author: { type: ["string", "null"] }, limit: { type: "integer", exclusiveMinimum: 0 } },
    });
    const book = materialize(source, "getBook");
    expect(book.inputSchema).toMatchObject({
      properties: { isbn: { pattern: "^[0-9-]{10,17}$" } },
      required: ["isbn"],
    });
    expect(book.outputSchema).toMatchObject({
      description: "The book",
      properties: { kind: { const: "book" }, prefix: { type: "array" } },
    });
    expect(JSON.stringify(book.outputSchema)).not.toContain("prefixItems");
  });

  it("every materialized schema compiles under strict ajv", async () => {
    const ajv = strictAjv();
    for (const source of [await importOpenApi(petstore30()), await importOpenApi(library31())]) {
      for (const card of source.cards) {
        const m = materialize(source, card.operationId);
        expect(() => ajv.compile(m.inputSchema)).not.toThrow();
        if (m.outputSchema) expect(() => ajv.compile(m.outputSchema as object)).not.toThrow();
        expect(m.bytes).toBeGreaterThan(0);
      }
    }
  });
});
