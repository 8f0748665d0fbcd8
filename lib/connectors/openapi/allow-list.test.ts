import { describe, expect, it } from "vitest";
import { petstore30 } from "./__fixtures__/petstore-30";
import { executeOperation, hasPathPrefix, type ImportOptions, importOpenApi, materialize } from "./index";

const ids = async (options: ImportOptions) =>
  (await importOpenApi(petstore30(), options)).cards.map((c) => c.operationId);

describe("allow-list", () => {
  it("an empty allow-list indexes every operation", async () => {
    expect(await ids({})).toHaveLength(6);
    expect(await ids({ allowList: { operationIds: [], tags: [], pathPrefixes: [] } })).toHaveLength(6);
  });

  it("filters by operationId, tag and path prefix; entries are grants (union)", async () => {
    expect(await ids({ allowList: { operationIds: ["getPet"] } })).toEqual(["getPet"]);
    expect(await ids({ allowList: { tags: ["store"] } })).toEqual(["get_store_inventory", "getCategory"]);
    expect(await ids({ allowList: { pathPrefixes: ["/store/categories"] } })).toEqual(["getCategory"]);
    expect(await ids({ allowList: { pathPrefixes: ["/pets/"] } })).toHaveLength(4);
    expect(await ids({ allowList: { operationIds: ["listPets"], tags: ["store"] } })).toEqual([
      "listPets",
      "get_store_inventory",
      "getCategory",
    ]);
  });

  it("matches path prefixes on segment boundaries", () => {
    expect(hasPathPrefix("/repos/{owner}", "/repos")).toBe(true);
    expect(hasPathPrefix("/repos", "/repos/")).toBe(true);
    expect(hasPathPrefix("/repositories", "/repos")).toBe(false);
    expect(hasPathPrefix("/anything", "/")).toBe(true);
  });

  it("an excluded operation can be neither materialized nor executed", async () => {
    const source = await importOpenApi(petstore30(), { allowList: { tags: ["store"] } });
    expect(source.stats).toMatchObject({ operationsInDocument: 6, operationsIndexed: 2 });
    expect(() => materialize(source, "getPet")).toThrow(/not indexed/);
    const result = await executeOperation(
      source,
      "getPet",
      { petId: "1" },
      {
        baseUrl: "http://127.0.0.1:9",
        timeoutMs: 100,
        maxBytes: 1000,
        fetchImpl: () => {
          throw new Error("must not be called");
        },
      },
    );
    expect(result.error?.code).toBe("forbidden:tool");
  });
});
