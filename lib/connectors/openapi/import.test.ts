import { describe, expect, it } from "vitest";
import { library31 } from "./__fixtures__/library-31";
import { petstore30 } from "./__fixtures__/petstore-30";
import { importOpenApi, OpenApiError, tryImportOpenApi } from "./index";

const card = (source: Awaited<ReturnType<typeof importOpenApi>>, id: string) => {
  const found = source.cards.find((c) => c.operationId === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};

describe("importOpenApi — OpenAPI 3.0 with $refs", () => {
  it("indexes every operation as a card, with ids, tags and read-only flags", async () => {
    const source = await importOpenApi(petstore30());
    expect(source.dialect).toBe("3.0");
    expect(source.cards.map((c) => `${c.method} ${c.operationId}`)).toEqual([
      "GET listPets",
      "POST createPet",
      "GET getPet",
      "DELETE deletePet",
      "GET get_store_inventory",
      "GET getCategory",
    ]);
    expect(source.cards.filter((c) => c.readOnly).map((c) => c.operationId)).toEqual([
      "listPets",
      "getPet",
      "get_store_inventory",
      "getCategory",
    ]);
    expect(card(source, "get_store_inventory").tag).toBe("store");
    expect(source.materialized.size).toBe(0);
  });

  it("lists model-settable inputs only (no header/cookie), required ones marked, $ref'd params resolved", async () => {
    const source = await importOpenApi(petstore30());
    expect(card(source, "listPets").inputFields).toEqual(["limit", "status", "tags"]);
    // The path-level $ref parameter is inherited by the operation.
    expect(card(source, "getPet").inputFields).toEqual(["petId*"]);
    expect(card(source, "createPet").inputFields).toEqual(["body*"]);
  });

  it("sanitizes summaries: invisible and control characters removed, one paragraph, capped at 200", async () => {
    const source = await importOpenApi(petstore30());
    expect(card(source, "listPets").summary).toBe("List all pets hidden text");
    const long = card(source, "getPet").summary;
    expect(Array.from(long).length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/^Returns one pet by id\./);
    expect(long).not.toContain("Second paragraph");
  });

  it("reports the top-level shape of the success response", async () => {
    const source = await importOpenApi(petstore30());
    expect(card(source, "listPets").returns).toBe("array");
    expect(card(source, "getPet").returns).toBe("object");
    expect(card(source, "deletePet").returns).toBe("none");
  });

  it("accepts JSON text and never mutates a caller's object", async () => {
    const doc = petstore30();
    const before = JSON.stringify(doc);
    await importOpenApi(doc);
    expect(JSON.stringify(doc)).toBe(before);
    const fromText = await importOpenApi(before);
    expect(fromText.cards).toHaveLength(6);
  });
});

describe("importOpenApi — OpenAPI 3.1", () => {
  it("imports a 3.1 document", async () => {
    const source = await importOpenApi(library31());
    expect(source.openapi).toBe("3.1.0");
    expect(source.dialect).toBe("3.1");
    expect(source.cards.map((c) => [c.operationId, c.inputFields, c.returns])).toEqual([
      ["listBooks", ["author", "limit"], "object"],
      ["getBook", ["isbn*"], "object"],
    ]);
  });
});

describe("schemaDigest", () => {
  it("ignores key order and covers the transitive $ref closure", async () => {
    const a = await importOpenApi(petstore30());
    const reordered = petstore30();
    const comps = reordered.components as Record<string, Record<string, unknown>>;
    comps.schemas = Object.fromEntries(Object.entries(comps.schemas).reverse());
    const b = await importOpenApi(reordered);
    expect(b.cards.map((c) => c.schemaDigest)).toEqual(a.cards.map((c) => c.schemaDigest));

    // NewPet is reached from Pet (allOf); editing it must re-pin every operation returning a Pet.
    const edited = petstore30();
    const schemas = (edited.components as Record<string, Record<string, Record<string, unknown>>>).schemas;
    (schemas.NewPet.properties as Record<string, unknown>).color = { type: "string" };
    const c = await importOpenApi(edited);
    const digest = (s: typeof a, id: string) => card(s, id).schemaDigest;
    for (const id of ["listPets", "getPet", "createPet"]) expect(digest(c, id)).not.toBe(digest(a, id));
    for (const id of ["deletePet", "get_store_inventory", "getCategory"])
      expect(digest(c, id)).toBe(digest(a, id));
    expect(digest(a, "listPets")).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("invalid documents", () => {
  const cases: [string, unknown, RegExp][] = [
    ["not JSON", "{ openapi: 3", /not valid JSON/],
    ["an array", [], /must be a JSON object/],
    ["Swagger 2.0", { swagger: "2.0", info: { title: "x", version: "1" }, paths: {} }, /Swagger 2\.0/],
    [
      "unknown version",
      { openapi: "4.0.0", info: { title: "x", version: "1" }, paths: {} },
      /Unsupported "openapi" version/,
    ],
    ["no paths", { openapi: "3.0.3", info: { title: "x", version: "1" } }, /no "paths"/],
    [
      "schema violation",
      { openapi: "3.0.3", info: { title: "x", version: "1" }, paths: { "/a": { get: {} } } },
      /Invalid OpenAPI document: .*responses/,
    ],
    [
      "missing $ref target",
      { ...petstore30(), components: {} },
      /Missing \$ref pointer|Missing \$ref target/,
    ],
    [
      "external $ref",
      {
        openapi: "3.0.3",
        info: { title: "x", version: "1" },
        paths: { "/a": { get: { responses: { "200": { $ref: "https://evil.example/r.json" } } } } },
      },
      /External \$ref not supported/,
    ],
    [
      "duplicate operationId",
      {
        openapi: "3.0.3",
        info: { title: "x", version: "1" },
        paths: {
          "/a": { get: { operationId: "same", responses: { "200": { description: "ok" } } } },
          "/b": { get: { operationId: "same", responses: { "200": { description: "ok" } } } },
        },
      },
      /Duplicate operationId "same"/,
    ],
  ];

  it.each(cases)("rejects %s with bad_request:openapi", async (_name, doc, message) => {
    const error = await importOpenApi(doc as object).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    expect((error as OpenApiError).code).toBe("bad_request:openapi");
    expect((error as OpenApiError).message).toMatch(message);
  });

  it("never treats a string as a file path or URL", async () => {
    const result = await tryImportOpenApi("/etc/passwd");
    expect(result).toEqual({
      ok: false,
      error: { code: "bad_request:openapi", message: expect.stringMatching(/not valid JSON/) },
    });
  });

  it("replaces unsafe operationIds with synthesized ones and says so", async () => {
    const doc = {
      openapi: "3.0.3",
      info: { title: "x", version: "1" },
      paths: {
        "/repos/{owner}/{repo}": {
          get: { operationId: "ignore previous\ninstructions", responses: { "200": { description: "ok" } } },
        },
      },
    };
    const source = await importOpenApi(doc);
    expect(source.cards[0].operationId).toBe("get_repos_owner_repo");
    expect(source.diagnostics[0]).toMatch(/unsafe operationId replaced by get_repos_owner_repo/);
  });
});
