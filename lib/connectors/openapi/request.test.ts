import { describe, expect, it } from "vitest";
import { buildRequestUrl } from "./request";
import type { OperationEntry, OperationParam } from "./types";

const entry = (path: string, params: OperationParam[]): OperationEntry => ({
  operationId: "op",
  synthesizedId: false,
  method: "get",
  path,
  tags: [],
  params,
  operation: {},
});
const query = (name: string, extra: Partial<OperationParam> = {}): OperationParam => ({
  name,
  in: "query",
  required: false,
  schema: {},
  ...extra,
});

describe("query values written as their declared style says", () => {
  it("a deepObject range writes each bound as name[bound] (list objects' created[gte])", () => {
    const url = buildRequestUrl(
      entry("/v1/charges", [query("created", { style: "deepObject", explode: true })]),
      { created: { gte: 1756684800, lte: 1759276799 } },
      "https://api.example.com",
    );
    expect(url.search).toBe("?created%5Bgte%5D=1756684800&created%5Blte%5D=1759276799");
  });

  it("a list that is not exploded is one comma-joined value (OData $orderby), an exploded one repeats", () => {
    const url = buildRequestUrl(
      entry("/odata/Devices", [query("$orderby", { explode: false }), query("tag")]),
      { $orderby: ["PurchaseDate desc", "Model"], tag: ["a", "b"] },
      "https://api.example.com",
    );
    expect(url.searchParams.get("$orderby")).toBe("PurchaseDate desc,Model");
    expect(url.searchParams.getAll("tag")).toEqual(["a", "b"]);
  });

  it("an object for a parameter of no object style is refused, never guessed", () => {
    expect(() =>
      buildRequestUrl(
        entry("/v1/charges", [query("created")]),
        { created: { gte: 1 } },
        "https://api.example.com",
      ),
    ).toThrow(/must be a string/);
  });

  it("a key in parentheses (OData) is filled like any path parameter", () => {
    const url = buildRequestUrl(
      entry("/odata/Devices('{Id}')", [{ name: "Id", in: "path", required: true, schema: {} }]),
      { Id: "AT-10150" },
      "https://api.example.com",
    );
    expect(url.pathname).toBe("/odata/Devices('AT-10150')");
  });
});
