import { describe, expect, it } from "vitest";
import { getPath, resolveArgs } from "./references";

const results = new Map([
  [
    "find",
    {
      record: { id: "C-1042", name: "Riccardo Lorini", address: { city: "Milano" } },
      collectionPath: "customers",
    },
  ],
  ["get", { record: { customer: { id: "C-1377" } } }],
  ["list", { record: undefined }],
]);

describe("resolveArgs", () => {
  it("replaces references with the source record's value and leaves literals alone", () => {
    const out = resolveArgs(
      {
        customer_id: { $from: "find", path: "id" },
        limit: 50,
        filter: { city: { $from: "find", path: "address.city" } },
      },
      { results },
    );
    expect(out).toEqual({
      ok: true,
      args: { customer_id: "C-1042", limit: 50, filter: { city: "Milano" } },
      sources: ["find"],
    });
  });

  it("accepts the collection path and a single-object wrapper as names of the same field", () => {
    expect(resolveArgs({ a: { $from: "find", path: "customers.id" } }, { results })).toMatchObject({
      args: { a: "C-1042" },
    });
    expect(resolveArgs({ a: { $from: "get", path: "customer.id" } }, { results })).toMatchObject({
      args: { a: "C-1377" },
    });
    expect(resolveArgs({ a: { $from: "get", path: "id" } }, { results })).toMatchObject({
      args: { a: "C-1377" },
    });
  });

  it("reads a record inside an envelope beside its links, as the result reader unwraps it (s45)", () => {
    // Two made-up documents: a JSON:API one (`{ data, links }`) and one with paging metadata beside it.
    const documents = new Map([
      [
        "kite",
        {
          record: {
            data: { id: "7", relationships: { maker: { data: { type: "makers", id: "12" } } } },
            links: { self: "/kites/7" },
          },
        },
      ],
      ["lantern", { record: { result: { lantern_no: "L-4", keeper_id: "K-9" }, meta: { took: 3 } } }],
    ]);
    expect(
      resolveArgs({ maker: { $from: "kite", path: "relationships.maker.data.id" } }, { results: documents }),
    ).toMatchObject({ ok: true, args: { maker: "12" } });
    expect(
      resolveArgs({ keeper: { $from: "lantern", path: "keeper_id" } }, { results: documents }),
    ).toMatchObject({
      ok: true,
      args: { keeper: "K-9" },
    });
    // A path the record does not hold is still missing, never guessed.
    expect(
      resolveArgs({ x: { $from: "kite", path: "relationships.owner.data.id" } }, { results: documents }),
    ).toMatchObject({
      ok: false,
    });
  });

  it("reads the first selected row for `selection`", () => {
    const out = resolveArgs(
      { order_id: { $from: "selection", path: "id" } },
      { results, selection: { rows: [{ id: "O-100001" }] } },
    );
    expect(out).toEqual({ ok: true, args: { order_id: "O-100001" }, sources: ["selection"] });
  });

  it("reports a missing path as unresolved_reference instead of inventing a value", () => {
    const out = resolveArgs({ customer_id: { $from: "find", path: "customer_id" } }, { results });
    expect(out).toEqual({
      ok: false,
      code: "unresolved_reference",
      path: "customer_id",
      from: "find",
      arg: "customer_id",
      reason: "missing_path",
    });
  });

  it("tells an empty field (the record has it, holding null) from a missing one: nothing to follow", () => {
    const found = new Map([["find", { record: { WardenId: "W-1", SupervisorId: null } }]]);
    expect(
      resolveArgs({ WardenId: { $from: "find", path: "SupervisorId" } }, { results: found }),
    ).toMatchObject({
      ok: false,
      reason: "empty_path",
      path: "SupervisorId",
    });
    expect(resolveArgs({ WardenId: { $from: "find", path: "MentorId" } }, { results: found })).toMatchObject({
      ok: false,
      reason: "missing_path",
    });
  });

  it("reports a source without a chosen record, or an empty selection, as missing_source", () => {
    expect(resolveArgs({ x: { $from: "list", path: "id" } }, { results })).toMatchObject({
      ok: false,
      reason: "missing_source",
    });
    expect(
      resolveArgs({ x: { $from: "selection", path: "id" } }, { results, selection: { rows: [] } }),
    ).toMatchObject({
      ok: false,
      reason: "missing_source",
    });
  });

  it("never indexes arrays", () => {
    const withItems = new Map([["s", { record: { items: [{ id: "X" }] } }]]);
    expect(resolveArgs({ x: { $from: "s", path: "items.0.id" } }, { results: withItems })).toMatchObject({
      ok: false,
    });
    expect(getPath({ items: [{ id: "X" }] }, "items[0].id")).toBeUndefined();
  });

  it("treats a malformed reference as unresolved, never as a literal argument", () => {
    expect(resolveArgs({ x: { $from: "find" } }, { results })).toMatchObject({
      ok: false,
      code: "unresolved_reference",
    });
  });
});
