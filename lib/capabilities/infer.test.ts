import { describe, expect, it } from "vitest";
import { singular as singularize } from "@/lib/semantics/words";
import { commerceTools } from "./__fixtures__/commerce-tools";
import { changeVerbOfName, inferCollectionPath, inferFromName, inferShape, reconcileEntities } from "./infer";

describe("inferFromName", () => {
  it("an HTTP method before a generated name's operation is not its records", () => {
    expect(inferFromName("API-post-search").entity).not.toBe("post");
    expect(inferFromName("api_post_query").entity).not.toBe("post");
    expect(inferFromName("post_comments").entity).toBe("comment");
  });

  it.each([
    ["orders.search", "order", "search"],
    ["customers.search", "customer", "search"],
    ["customers.get", "customer", "get"],
    ["orders.get", "order", "get"],
    ["orders.count", "order", "count"],
    ["products.search", "product", "search"],
    ["get_customer", "customer", "get"],
    ["listShipments", "shipment", "list"],
    ["getShipment", "shipment", "get"],
    ["listWarehouses", "warehouse", "list"],
    ["getWarehouse", "warehouse", "get"],
    ["getInventoryBySku", "inventory", "get"],
    ["get_order_stats", "order", "count"],
    ["count_customers", "customer", "count"],
    ["getOrders", "order", "list"],
    ["search_orders_v2", "order", "search"],
    ["repos/list-for-org", "repo", "list"],
    ["commerce.get_customer", "customer", "get"],
    ["sales_summary", "sale", "summary"],
    ["check_inventory", "inventory", "check"],
    ["describe_warehouse", "warehouse", "detail"],
    // Generated names carry a prefix and an HTTP method before the operation or the records.
    ["API-get-users", "user", "list"],
    ["API-get-user", "user", "get"],
    ["api_get_all_invoices", "invoice", "list"],
    ["list_posts", "post", "list"],
  ])("%s → %s/%s", (name, entity, operation) => {
    expect(inferFromName(name)).toEqual({ entity, operation });
  });

  it("leaves the operation open for an unknown verb (shipments.track)", () => {
    expect(inferFromName("shipments.track")).toEqual({ entity: "shipment", operation: undefined });
  });
});

describe("changeVerbOfName", () => {
  it("reads the data-changing verb a name starts or ends with, unless a word of it reads", () => {
    expect(changeVerbOfName("submit_offer")).toBe("submit");
    expect(changeVerbOfName("bookViewing")).toBe("book");
    expect(changeVerbOfName("API-post-page")).toBe("post");
    expect(changeVerbOfName("issueCreate")).toBeDefined();
    expect(changeVerbOfName("reschedule_visit")).toBe("reschedule");
    for (const reads of [
      "issue_get",
      "email_search",
      "list_bookings",
      "get_refunds",
      "issue",
      "orders.search",
    ])
      expect(changeVerbOfName(reads)).toBeUndefined();
  });
});

describe("singularize", () => {
  it.each([
    ["orders", "order"],
    ["categories", "category"],
    ["boxes", "box"],
    ["addresses", "address"],
    ["status", "status"],
    ["inventory", "inventory"],
    ["people", "person"],
    ["keys", "key"],
  ])("%s → %s", (plural, single) => expect(singularize(plural)).toBe(single));
});

describe("inferCollectionPath", () => {
  it.each([
    ["tenants", "tenant", "tenantId"],
    ["ownerList", "owner", "ownerNo"],
    ["shipments", "shipment", "shipmentRef"],
  ])(
    "reads HAL's `_embedded.%s` (beside `_links` and `page`) as the collection, and its identity",
    (key, entity, idField) => {
      const link = { type: "object", properties: { href: { type: "string" } } };
      const schema = {
        type: "object",
        properties: {
          _embedded: {
            type: "object",
            properties: {
              [key]: {
                type: "array",
                items: {
                  type: "object",
                  properties: { [idField]: { type: "string" }, label: { type: "string" } },
                },
              },
            },
          },
          _links: { type: "object", properties: { self: link, next: link } },
          page: {
            type: "object",
            properties: { size: { type: "integer" }, totalElements: { type: "integer" } },
          },
        },
      };
      expect(inferCollectionPath(schema, entity).path).toBe(`_embedded.${key}`);
      const shape = inferShape({ name: `list_${key}`, outputSchema: schema });
      expect(shape.collectionPath).toBe(`_embedded.${key}`);
      expect(shape.identityFields).toEqual([idField]);
    },
  );

  it("finds the single array-of-objects property", () => {
    const schema = {
      type: "object",
      properties: { orders: { type: "array", items: { type: "object" } }, total: { type: "integer" } },
    };
    expect(inferCollectionPath(schema).path).toBe("orders");
  });

  it("returns '' for a top-level array and follows $ref", () => {
    expect(inferCollectionPath({ type: "array", items: { type: "object" } }).path).toBe("");
    const withRef = {
      type: "object",
      properties: {
        items: { type: "array", items: { $ref: "#/$defs/Item" } },
        tags: { type: "array", items: { type: "string" } },
      },
      $defs: { Item: { type: "object", properties: { id: { type: "string" } } } },
    };
    expect(inferCollectionPath(withRef).path).toBe("items");
  });

  it("looks one level into envelopes like data", () => {
    const schema = {
      type: "object",
      properties: {
        data: { type: "object", properties: { results: { type: "array", items: { type: "object" } } } },
      },
    };
    expect(inferCollectionPath(schema).path).toBe("data.results");
  });

  it("refuses to guess between several arrays unless one is named after the entity", () => {
    const schema = {
      type: "object",
      properties: {
        orders: { type: "array", items: { type: "object" } },
        warnings: { type: "array", items: { type: "object" } },
      },
    };
    expect(inferCollectionPath(schema, "order").path).toBe("orders");
    const ambiguous = inferCollectionPath(schema, "customer");
    expect(ambiguous.path).toBeUndefined();
    expect(ambiguous.diagnostics[0]).toMatch(/several array properties \(orders, warnings\)/);
  });
});

describe("inferShape on the demo listing (no hints used)", () => {
  const tools = Object.fromEntries(commerceTools().map((t) => [t.name, t]));
  const shape = (name: string) =>
    inferShape({ name, inputSchema: tools[name].inputSchema, outputSchema: tools[name].outputSchema });

  it("orders.search → collection orders keyed by id", () => {
    expect(shape("orders.search")).toMatchObject({
      entity: "order",
      operation: "search",
      collectionPath: "orders",
      identityFields: ["id"],
    });
  });

  it("orders.get → a record: the arrays inside the order are not the result set", () => {
    const s = shape("orders.get");
    expect(s).toMatchObject({ entity: "order", operation: "get", identityFields: ["id"] });
    expect(s.collectionPath).toBeUndefined();
  });

  it("customers.get reads the identity of the wrapped record", () => {
    expect(shape("customers.get")).toMatchObject({
      entity: "customer",
      operation: "get",
      identityFields: ["id"],
    });
  });

  it("shipments.track → shipment list keyed by tracking_number, operation from the schema", () => {
    const s = shape("shipments.track");
    expect(s).toMatchObject({
      entity: "shipment",
      operation: "list",
      collectionPath: "shipments",
      identityFields: ["tracking_number"],
    });
    expect(s.diagnostics[0]).toMatch(/inferred "list" from its schemas/);
  });

  it("products.search has no output schema: entity and operation from the name, shape unknown", () => {
    const s = shape("products.search");
    expect(s).toMatchObject({ entity: "product", operation: "search", identityFields: [] });
    expect(s.collectionPath).toBeUndefined();
  });

  it("prefers <entity>_id, sku and uuid when there is no id", () => {
    const items = (properties: Record<string, unknown>) => ({
      type: "object",
      properties: { rows: { type: "array", items: { type: "object", properties } } },
    });
    expect(
      inferShape({ name: "listWarehouses", outputSchema: items({ warehouse_id: {}, city: {} }) })
        .identityFields,
    ).toEqual(["warehouse_id"]);
    expect(
      inferShape({ name: "products.list", outputSchema: items({ sku: {}, name: {} }) }).identityFields,
    ).toEqual(["sku"]);
    expect(
      inferShape({ name: "files.list", outputSchema: items({ uuid: {}, key: {} }) }).identityFields,
    ).toEqual(["uuid"]);
  });
});

describe("reconcileEntities: <resources>_<action> names", () => {
  const caps = (names: string[], entity: (n: string) => string) =>
    names.map((localName) => ({ localName, entity: entity(localName) }));
  it("a trailing word shared by plural resources' tools, never a tool alone, is the action slot", () => {
    const names = ["books_index", "books_show", "loans_index", "loans_show"];
    const out = reconcileEntities(
      caps(names, (n) => inferFromName(n).entity ?? "item"),
      () => true,
    );
    expect(out.map((c) => c.entity)).toEqual(["book", "book", "loan", "loan"]);
  });
  it("leaves customer_orders alone: its first noun is singular", () => {
    const names = ["get_customer", "customer_orders", "get_supplier", "supplier_orders"];
    const out = reconcileEntities(
      caps(names, (n) => inferFromName(n).entity ?? "item"),
      () => true,
    );
    expect(out.map((c) => c.entity)).toEqual(["customer", "order", "supplier", "order"]);
  });
});

describe("a dotted action that opens with a preposition names the key, not the records", () => {
  it("Bills.ForAccount lists bills; hives.by_apiary lists hives; Sailing.ForPort (singular) keeps its operation open", () => {
    expect(inferFromName("Bills.ForAccount")).toEqual({ entity: "bill", operation: "list" });
    expect(inferFromName("hives.by_apiary")).toEqual({ entity: "hive", operation: "list" });
    expect(inferFromName("Sailing.ForPort")).toEqual({ entity: "sailing", operation: undefined });
  });
  it("is not moved to the key's entity when another tool is about that entity", () => {
    const names = ["Accounts.Find", "Bills.ForAccount", "Apiaries.Search", "Hives.ByApiary"];
    const out = reconcileEntities(
      names.map((localName) => ({ localName, entity: inferFromName(localName).entity ?? "item" })),
      () => true,
    );
    expect(out.map((c) => c.entity)).toEqual(["account", "bill", "apiary", "hive"]);
  });
});
