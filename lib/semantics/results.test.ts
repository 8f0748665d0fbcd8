import { describe, expect, it } from "vitest";
import {
  continuationFor,
  declaredOrder,
  findCollection,
  hasMoreOf,
  nextPageOf,
  recordOf,
  totalOf,
} from "./results";

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
    [
      "a GraphQL connection under the query's own field name",
      {
        data: {
          teamMembers: {
            edges: people.map((node) => ({ node, cursor: "x" })),
            pageInfo: { endCursor: "e2", hasNextPage: true },
            totalCount: 40,
          },
        },
      },
      "data.teamMembers.edges",
      40,
      "e2",
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
    // Links and meta beside the wrapper are its metadata (JSON:API, HAL-ish documents).
    const loan = { type: "loans", id: "5521", attributes: { status: "active" } };
    expect(recordOf({ data: loan, links: { self: "/loans/5521" } }, "loan")).toEqual(loan);
    expect(recordOf({ invoice, meta: { requestId: "r1" } }, "invoice")).toEqual(invoice);
  });
});

describe("paging facts of a result", () => {
  it("has_more / hasNextPage say whether more pages follow", () => {
    const stripe = findCollection({ object: "list", data: people, has_more: true }, "charge");
    expect(stripe && hasMoreOf(stripe)).toBe(true);
    const graph = findCollection({ data: { edges: [], pageInfo: { hasNextPage: false } } }, "member");
    expect(graph && hasMoreOf(graph)).toBe(false);
    const silent = findCollection({ users: people, total: 2 }, "user");
    expect(silent && hasMoreOf(silent)).toBeUndefined();
  });

  it("a snake_case next_cursor beside the items is the continuation", () => {
    const found = findCollection({ orders: people, total: 12_000, next_cursor: "cur_x" }, "order");
    expect(found && nextPageOf(found)).toEqual({ field: "next_cursor", value: "cur_x" });
  });

  it("a next-page link gives the page parameter's value, never the link itself", () => {
    const link = { field: "next", value: "https://api.example.com/v2/users?cursor=abc%3D&limit=50" };
    expect(continuationFor(link, "cursor")).toBe("abc=");
    expect(continuationFor(link, "pageToken")).toBeUndefined();
    expect(continuationFor({ field: "next", value: "/users?page=3" }, "page")).toBe("3");
    expect(continuationFor({ field: "nextPageToken", value: "t2" }, "pageToken")).toBe("t2");
    expect(continuationFor({ field: "next_offset", value: 200 }, "offset")).toBe(200);
  });
});

describe("hypermedia list documents (HAL, JSON:API) over several vocabularies", () => {
  const halPage = (key: string, items: unknown[], next?: string) => ({
    _embedded: { [key]: items },
    _links: {
      self: { href: "https://api.example.com/x?page=0&size=2" },
      ...(next ? { next: { href: next } } : {}),
    },
    page: { size: 2, totalElements: 57, totalPages: 29, number: 0 },
  });

  it.each([
    ["tenants", "tenant", [{ tenantId: "T-1", fullName: "Ann" }]],
    ["ownerList", "owner", [{ ownerNo: 7, lastName: "Baker" }]],
    ["shipments", "shipment", [{ trackingCode: "ZX1", state: "in_transit" }]],
  ])(
    "HAL: `_embedded.%s` is the collection, `page.totalElements` its total, `_links.next.href` its next page",
    (key, entity, items) => {
      const next = "https://api.example.com/x?page=1&size=2";
      const found = findCollection(halPage(key, items, next), entity);
      expect(found?.path).toBe(`_embedded.${key}`);
      expect(found?.items).toEqual(items);
      if (!found) return;
      expect(totalOf(found)).toBe(57);
      expect(nextPageOf(found)?.value).toBe(next);
      expect(continuationFor(nextPageOf(found) as NonNullable<ReturnType<typeof nextPageOf>>, "page")).toBe(
        "1",
      );
      expect(hasMoreOf(found)).toBe(true);
      // The last page has no next link: nothing follows it.
      const last = findCollection(halPage(key, items), entity);
      expect(last && nextPageOf(last)).toBeUndefined();
      expect(last && hasMoreOf(last)).toBeUndefined();
    },
  );

  it.each([
    ["leases", "lease", { status: "active", monthlyRent: 1260 }],
    ["maintenance-requests", "request", { priority: "high", reportedAt: "2025-09-01T10:00:00Z" }],
    ["articles", "article", { title: "JSON:API paints my bikeshed!" }],
  ])(
    "JSON:API: `data` of %s resources, `meta.total`, `links.next` (null on the last page)",
    (type, entity, attributes) => {
      const data = [
        { type, id: "1", attributes, relationships: { author: { data: { type: "people", id: "9" } } } },
      ];
      const next = `https://api.example.com/${type}?page%5Bnumber%5D=2&page%5Bsize%5D=1`;
      const found = findCollection({ data, meta: { total: 3 }, links: { self: "s", next } }, entity);
      expect(found?.path).toBe("data");
      if (!found) return;
      expect(totalOf(found)).toBe(3);
      expect(nextPageOf(found)?.value).toBe(next);
      expect(continuationFor({ field: "next", value: next }, "page[number]")).toBe("2");
      const last = findCollection({ data, meta: { total: 3 }, links: { self: "s", next: null } }, entity);
      expect(last && nextPageOf(last)).toBeUndefined();
      // One resource: the document shows as the resource, its links being metadata.
      expect(recordOf({ data: data[0], links: { self: "s" } }, entity)).toEqual(data[0]);
    },
  );

  it("a HAL record shows whole: its `_links` are metadata, not a wrapper", () => {
    const unit = { unitId: "U-103-04", bedrooms: 3, _links: { self: { href: "/units/U-103-04" } } };
    expect(recordOf(unit, "unit")).toEqual(unit);
  });
});

describe("the order a tool declares for its results", () => {
  it.each([
    ["List shipments, newest first.", { field: "date", dir: "desc" }],
    [
      "The invoices are returned sorted by creation date, with the most recently created invoices appearing first.",
      { field: "date", dir: "desc" },
    ],
    ["Returns a list of your customers, most recently created first.", { field: "date", dir: "desc" }],
    ["Events in reverse chronological order.", { field: "date", dir: "desc" }],
    ["Entries in chronological order.", { field: "date", dir: "asc" }],
    ["Biggest orders first", { field: "amount", dir: "desc" }],
    ["Returns a list of your products.", undefined],
  ])("%s", (description, order) => expect(declaredOrder(description)).toEqual(order));
});

describe("items that wrap their record under one key with no identity of their own (issue 9)", () => {
  // An HL7 FHIR searchset Bundle: `entry[].resource`, links beside it; and Typesense-style search hits.
  const bundle = (resources: { id: string; name: string }[]) => ({
    resourceType: "Bundle",
    id: "b7f3c2",
    type: "searchset",
    total: resources.length,
    link: [{ relation: "self", url: "https://fhir.example/Patient?name=berg" }],
    entry: resources.map((resource) => ({
      fullUrl: `https://fhir.example/Patient/${resource.id}`,
      resource,
      search: { mode: "match" },
    })),
  });
  const hits = (documents: { id: string; title: string }[]) => ({
    found: documents.length,
    out_of: 500,
    hits: documents.map((document) => ({ document, highlights: [{ field: "title" }], text_match: 578 })),
  });

  it.each([
    [
      "FHIR Bundle",
      bundle([
        { id: "45", name: "Tom Berg" },
        { id: "46", name: "Ann Berg" },
      ]),
      "entry",
      2,
    ],
    [
      "search hits",
      hits([
        { id: "d1", title: "Tea" },
        { id: "d2", title: "Tent" },
      ]),
      "hits",
      undefined,
    ],
  ] as const)("%s: the records are the wrapped objects", (_name, data, path, total) => {
    const found = findCollection(data, "item");
    expect(found?.path).toBe(path);
    expect(found?.items.map((i) => i.id)).toEqual(path === "entry" ? ["45", "46"] : ["d1", "d2"]);
    expect(totalOf(found as NonNullable<typeof found>)).toBe(total);
  });

  it("an empty Bundle is an empty collection, never its list of links", () => {
    const found = findCollection(bundle([]), "patient");
    expect(found?.path).toBe("entry");
    expect(found?.items).toEqual([]);
  });

  it("items with an identity of their own stay the records (their objects are fields)", () => {
    const orders = { orders: [{ id: "o1", customer: { id: "c1", name: "Ann" } }] };
    expect(findCollection(orders, "order")?.items[0]?.id).toBe("o1");
  });
});

describe("s46 an item of many fields is the record, its nested object with an id a reference (issue 9)", () => {
  // A LIMS's sample hits (`study: { code, title }`) and a ferry line's bookings (`sailing: { id, … }`):
  // neither item has an id of its own that the reader knows, and each has one nested object that does.
  it.each([
    [
      {
        hits: [
          {
            sample_no: "S24-0001",
            study: { code: "ST-03", title: "RESP" },
            matrix: "serum",
            state: "completed",
            priority: "routine",
          },
        ],
        hit_count: 1,
      },
      "sample",
      "S24-0001",
      "sample_no",
    ],
    [
      [{ ref: "BK-77", sailing: { id: "SL-9", port: "Oban" }, passengers: 2, cabin: "B4", paid: true }],
      "booking",
      "BK-77",
      "ref",
    ],
  ])("%#: the rows are the items themselves", (data, entity, value, field) => {
    const found = findCollection(data, entity);
    expect(found?.wrapper).toBeUndefined();
    expect(found?.items[0]?.[field]).toBe(value);
  });
});

describe("s46 a '<records> count' is the total, a bare cursor beside the list the next page (issue 9)", () => {
  it.each([
    [{ hits: [{ code: "A" }, { code: "B" }], hit_count: 83, cursor: "MjU" }, "hits", 83, "MjU"],
    [{ rows: [{ id: 1 }], row_count: 7, cursor: "c2" }, "rows", 7, "c2"],
  ])("%#: the total and the next page are read", (data, path, total, next) => {
    const found = findCollection(data);
    expect(found?.path).toBe(path);
    expect(totalOf(found as NonNullable<typeof found>)).toBe(total);
    expect(nextPageOf(found as NonNullable<typeof found>)?.value).toBe(next);
  });
});
