import { describe, expect, it } from "vitest";
import { plainInputSchema, unwrappedArguments } from "./schema-walk";

describe("plainInputSchema", () => {
  it("keeps the outer annotations over the definition's and drops the null default", () => {
    const out = plainInputSchema({
      type: "object",
      properties: {
        state: {
          anyOf: [{ $ref: "#/$defs/State" }, { type: "null" }],
          default: null,
          description: "Filter by state.",
        },
      },
      $defs: { State: { type: "string", enum: ["open", "closed"], description: "A state." } },
    });
    expect(out).toEqual({
      type: "object",
      properties: { state: { type: "string", enum: ["open", "closed"], description: "Filter by state." } },
    });
  });

  it("keeps several real forms, and a non-null default", () => {
    const tags = { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] };
    const out = plainInputSchema({
      type: "object",
      properties: { tags, size: { type: ["integer", "null"], default: 20, nullable: true } },
    });
    expect(out.properties).toEqual({ tags, size: { type: "integer", default: 20 } });
  });

  it("leaves a reference met again inside itself, and keeps the definitions it needs", () => {
    const schema = {
      type: "object",
      properties: { filter: { $ref: "#/$defs/Filter" } },
      $defs: {
        Filter: {
          type: "object",
          properties: {
            field: { type: "string" },
            and: { type: "array", items: { $ref: "#/$defs/Filter" } },
          },
        },
      },
    };
    const out = plainInputSchema(schema);
    expect(out.properties).toEqual({
      filter: {
        type: "object",
        properties: { field: { type: "string" }, and: { type: "array", items: { $ref: "#/$defs/Filter" } } },
      },
    });
    expect(out.$defs).toEqual(schema.$defs);
  });

  it("stops inlining a diamond of references at a bounded size", () => {
    const defs: Record<string, unknown> = { D0: { type: "string", description: "x".repeat(200) } };
    for (let i = 1; i <= 20; i++)
      defs[`D${i}`] = {
        type: "object",
        properties: { a: { $ref: `#/$defs/D${i - 1}` }, b: { $ref: `#/$defs/D${i - 1}` } },
      };
    const out = plainInputSchema({ type: "object", properties: { q: { $ref: "#/$defs/D20" } }, $defs: defs });
    expect(JSON.stringify(out).length).toBeLessThan(400 * 1024);
    expect(out.$defs).toBeDefined();
  });
});

describe("unwrappedArguments", () => {
  // FastMCP: `def list_trips(params: ListTripsInput)` publishes one required `params` whose schema is
  // the input model in `$defs`.
  const model = {
    type: "object",
    title: "list_tripsArguments",
    properties: { params: { $ref: "#/$defs/ListTripsInput" } },
    required: ["params"],
    $defs: {
      Region: { enum: ["north", "south"], title: "Region", type: "string" },
      ListTripsInput: {
        title: "ListTripsInput",
        type: "object",
        properties: {
          region: { anyOf: [{ $ref: "#/$defs/Region" }, { type: "null" }], default: null, title: "Region" },
          guide_id: { type: "integer", title: "Guide Id" },
        },
        required: ["guide_id"],
      },
    },
  };
  it("reads an input model's fields as the tool's parameters, its required ones kept", () => {
    const out = unwrappedArguments(plainInputSchema(model));
    expect(out?.wrapper).toBe("params");
    expect(out?.schema).toEqual({
      type: "object",
      properties: {
        region: { type: "string", enum: ["north", "south"], title: "Region" },
        guide_id: { type: "integer", title: "Guide Id" },
      },
      required: ["guide_id"],
    });
  });
  it("an input model of no fields is a tool of no arguments", () => {
    const out = unwrappedArguments({
      type: "object",
      properties: { params: { type: "object", properties: {} } },
      required: ["params"],
    });
    expect(out).toEqual({ wrapper: "params", schema: { type: "object", properties: {} } });
  });
  it("leaves an optional group of filters, plainly written arguments, a list, a free-form map and a scalar as they are", () => {
    const group = {
      type: "object",
      properties: { filter: { type: "object", properties: { owner_id: { type: "string" } } } },
    };
    expect(unwrappedArguments(group)).toBeUndefined();
    const two = {
      type: "object",
      properties: { a: { type: "string" }, b: { type: "object", properties: {} } },
    };
    expect(unwrappedArguments(two)).toBeUndefined();
    const list = { type: "object", properties: { ids: { type: "array", items: { type: "string" } } } };
    expect(unwrappedArguments(list)).toBeUndefined();
    const map = {
      type: "object",
      properties: { tags: { type: "object", additionalProperties: { type: "string" } } },
    };
    expect(unwrappedArguments(map)).toBeUndefined();
    const scalar = { type: "object", properties: { query: { type: "string" } } };
    expect(unwrappedArguments(scalar)).toBeUndefined();
  });
});
