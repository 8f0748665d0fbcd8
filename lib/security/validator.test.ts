import Ajv2020 from "ajv/dist/2020.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatSchemaErrors, schemaProblem, validator } from "./validator";

afterEach(() => vi.restoreAllMocks());

const orderArgs = {
  type: "object",
  properties: {
    order_id: { type: "string", pattern: "^O-\\d{6}$" },
    date_from: { type: "string", format: "date" },
    limit: { type: "integer", minimum: 1, maximum: 100 },
  },
  required: ["order_id"],
  additionalProperties: false,
};

describe("validator", () => {
  it("returns the data when valid", () => {
    const result = validator<{ order_id: string }>(orderArgs)({ order_id: "O-100001" });
    expect(result).toEqual({ valid: true, data: { order_id: "O-100001" } });
  });

  it("reports every error with a JSON pointer path", () => {
    const result = validator(orderArgs)({ date_from: "2024-13-45", limit: 0, extra: 1 });
    expect(result.valid).toBe(false);
    if (result.valid) return;
    const paths = result.errors.map((e) => e.path).sort();
    expect(paths).toEqual(["/date_from", "/extra", "/limit", "/order_id"]);
    expect(result.errors.find((e) => e.path === "/order_id")?.keyword).toBe("required");
    expect(formatSchemaErrors(result.errors)).toContain("/limit must be >= 1");
  });

  it("compiles each schema once, keyed by canonical content", () => {
    const core = Object.getPrototypeOf(Ajv2020.prototype) as { compile: (...args: unknown[]) => unknown };
    const spy = vi.spyOn(core, "compile");
    const schema = { type: "object", properties: { zz_once: { type: "string" }, b: { type: "number" } } };
    const reordered = { properties: { b: { type: "number" }, zz_once: { type: "string" } }, type: "object" };
    validator(schema)({ zz_once: "x" });
    validator(reordered)({ zz_once: 1 });
    validator(schema)({});
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("tolerates draft-07 schemas, including tuple items and definitions", () => {
    const draft7 = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "array",
      items: [{ type: "string" }, { $ref: "#/definitions/n" }],
      definitions: { n: { type: "number" } },
    };
    expect(validator(draft7)(["a", 1]).valid).toBe(true);
    expect(validator(draft7)(["a", "b"]).valid).toBe(false);
    const noDeclaration = { type: "array", items: [{ type: "string" }] };
    expect(validator(noDeclaration)([1]).valid).toBe(false);
  });

  it("supports 2020-12 keywords and ignores unknown keywords and formats", () => {
    const schema = {
      type: "array",
      prefixItems: [{ type: "string" }],
      items: { type: "integer", format: "int64", "x-vendor": true },
    };
    expect(validator(schema)(["a", 1, 2]).valid).toBe(true);
    expect(validator(schema)(["a", 1.5]).valid).toBe(false);
  });

  it("strips $schema dialects it has no meta-schema for", () => {
    expect(
      schemaProblem({ $schema: "https://json-schema.org/draft/2019-09/schema", type: "string" }),
    ).toBeUndefined();
    expect(
      schemaProblem({ $schema: "http://json-schema.org/draft-04/schema#", type: "string" }),
    ).toBeUndefined();
  });

  it("never throws on unusable schemas: every value is rejected with a schema error", () => {
    const broken = validator({ type: "strin" });
    const result = broken("x");
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.errors[0].message).toMatch(/schema could not be compiled/);
    expect(schemaProblem({ $ref: "#/nowhere" })).toMatch(/could not be compiled/);
    expect(schemaProblem("nope")).toBe("schema must be a JSON object");
    expect(schemaProblem({ type: "object" })).toBeUndefined();
  });

  it("keeps schemas with the same $id apart", () => {
    const a = validator({ $id: "https://example.com/s", type: "string" });
    const b = validator({ $id: "https://example.com/s", type: "number" });
    expect(a("x").valid).toBe(true);
    expect(b(1).valid).toBe(true);
    expect(b("x").valid).toBe(false);
  });

  it("does not mutate the data (no defaults, no coercion)", () => {
    const data = { limit: "5" };
    const result = validator({
      type: "object",
      properties: { limit: { type: "integer", default: 1 }, q: { default: "x" } },
    })(data);
    expect(result.valid).toBe(false);
    expect(data).toEqual({ limit: "5" });
  });
});

describe("hostile schemas (issue 10 item 2)", () => {
  const deep = (levels: number) => {
    let node: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < levels; i++) node = { type: "object", properties: { x: node } };
    return node;
  };

  it("a 60,000-level schema is unusable with the limit named, not a stack overflow", () => {
    const problem = schemaProblem(deep(60_000));
    expect(problem).toBe(
      "schema is too large to compile: nested deeper than 128 levels (limit maxDepth = 128)",
    );
    const result = validator(deep(60_000))({ x: 1 });
    expect(result.valid).toBe(false);
    expect(JSON.stringify(result)).not.toMatch(/call stack/i);
    expect(schemaProblem(deep(20))).toBeUndefined();
  });

  it("too many nodes is unusable too", () => {
    const wide = {
      type: "object",
      properties: Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`p${i}`, { type: "string" }])),
    };
    expect(schemaProblem(wide)).toMatch(/more than 100,000 JSON values \(limit maxNodes = 100,000\)/);
  });

  it("30 levels of anyOf [$ref, $ref] are refused at once: validating a non-match would take 2^30 steps", () => {
    const chain = (levels: number) => {
      const $defs: Record<string, unknown> = { [`L${levels}`]: { type: "string" } };
      for (let i = 0; i < levels; i++)
        $defs[`L${i}`] = { anyOf: [{ $ref: `#/$defs/L${i + 1}` }, { $ref: `#/$defs/L${i + 1}` }] };
      return { type: "object", properties: { q: { $ref: "#/$defs/L0" } }, $defs };
    };
    const started = performance.now();
    expect(schemaProblem(chain(30))).toBe(
      "schema is too large to compile: more than 200,000 nodes once its $refs are followed (limit maxExpandedNodes = 200,000)",
    );
    expect(validator(chain(30))({ q: 1 }).valid).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
    // Shared and recursive $defs of ordinary size stay usable.
    expect(validator(chain(8))({ q: "x" }).valid).toBe(true);
    const tree = {
      type: "object",
      properties: { root: { $ref: "#/$defs/node" } },
      $defs: {
        node: { type: "object", properties: { kids: { type: "array", items: { $ref: "#/$defs/node" } } } },
      },
    };
    expect(validator(tree)({ root: { kids: [{ kids: [] }] } }).valid).toBe(true);
  });

  it("plugs into the MCP SDK client as its jsonSchemaValidator", async () => {
    const { mcpJsonSchemaValidator } = await import("./validator");
    const sdk: import("@modelcontextprotocol/sdk/validation/types.js").jsonSchemaValidator =
      mcpJsonSchemaValidator;
    const check = sdk.getValidator<{ order_id: string }>(orderArgs as never);
    expect(check({ order_id: "O-100001" })).toEqual({
      valid: true,
      data: { order_id: "O-100001" },
      errorMessage: undefined,
    });
    expect(check({}).errorMessage).toMatch(/order_id/);
    expect(sdk.getValidator(deep(60_000) as never)("x")).toMatchObject({
      valid: false,
      errorMessage: expect.stringMatching(/maxDepth/),
    });
  });
});
