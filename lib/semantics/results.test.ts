import { describe, expect, it } from "vitest";
import { findCollection, nextPageOf, recordOf, totalOf } from "./results";

const people = [
  { memberRef: "mbr_1", displayName: "Ann" },
  { memberRef: "mbr_2", displayName: "Bo" },
];

describe("result roles over several envelope styles", () => {
  it.each([
    ["top-level array", people, "", undefined, undefined],
    ["one field", { users: people, total: 9 }, "users", 9, undefined],
    [
      "data.<things> with camelCase total and token",
      { data: { members: people }, nextPageToken: "t2", totalSize: 4 },
      "data.members",
      4,
      "t2",
    ],
    ["items with meta", { items: people, meta: { total_count: 12, next_cursor: "c9" } }, "items", 12, "c9"],
    [
      "GraphQL edges",
      {
        data: {
          edges: people.map((node) => ({ node, cursor: "x" })),
          pageInfo: { endCursor: "e1", hasNextPage: true },
          totalCount: 2,
        },
      },
      "data.edges",
      2,
      "e1",
    ],
    ["OData value", { value: people, "@odata.count": 2 }, "value", undefined, undefined],
  ])("%s", (_name, data, path, total, next) => {
    const found = findCollection(data, "member");
    expect(found?.path).toBe(path);
    expect(found?.items).toEqual(people);
    if (!found) return;
    expect(totalOf(found)).toBe(total);
    expect(nextPageOf(found)?.value).toBe(next);
  });

  it("prefers the entity's own array when a result holds several", () => {
    const found = findCollection({ members: people, tags: [{ id: 1 }] }, "member");
    expect(found?.path).toBe("members");
  });

  it("says there is no next page when the envelope says so", () => {
    const found = findCollection(
      { data: people, pageInfo: { endCursor: "e", hasNextPage: false } },
      "member",
    );
    expect(found && nextPageOf(found)).toBeUndefined();
  });

  it("a single record is not a collection", () => {
    expect(findCollection({ memberRef: "mbr_1", displayName: "Ann" }, "member")).toBeUndefined();
  });

  it("shows a single record through its wrappers", () => {
    const invoice = { invoiceRef: "inv_1", amount: 10, lineItems: [{ sku: "a" }] };
    expect(recordOf({ data: { invoice } }, "invoice")).toEqual(invoice);
    expect(recordOf({ invoice, requestId: "r1" }, "invoice")).toEqual(invoice);
    expect(recordOf(invoice, "invoice")).toEqual(invoice);
    // A record whose one object field is a part of it (an address) stays whole.
    const customer = { id: "C-1", name: "Ann", address: { city: "Milano" } };
    expect(recordOf(customer, "customer")).toEqual(customer);
  });
});
