/**
 * Fixture "warehouse": an inventory server wrapping an OData v4 API, written after the planner —
 * namespaced PascalCase tools (`Products_List`, `PurchaseOrders_Get`), OData envelopes passed through
 * as JSON text (`{ "@odata.context", "@odata.count", value, "@odata.nextLink" }`), `top`/`skip`
 * paging, `orderby` as an OData expression ("UnitPrice desc"), `count` to ask for the total, integer
 * keys (`ProductID`, `SupplierID`, `PurchaseOrderID`), SKUs like `WH-30412`, warehouse codes like
 * `FRA1`, amounts with a separate `Currency`. Also a generic `run_sql_query(sql)` / `list_tables`
 * pair (read-only, but it takes SQL, never a question) and two changes (`PurchaseOrders_Create`,
 * `Products_Update`). No output schemas. Run over stdio:
 * `node --import tsx tests/conformance/servers/warehouse.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { WH_CATEGORIES, WH_PO_STATUSES, warehouseData } from "./warehouse-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads, and the ones that change data (never approved). */
export const WAREHOUSE_READ_TOOLS = [
  "Products_List",
  "Products_Get",
  "Suppliers_List",
  "Suppliers_Get",
  "PurchaseOrders_List",
  "PurchaseOrders_Get",
  "StockLevels_List",
  "Warehouses_List",
  "list_tables",
  "run_sql_query",
];
export const WAREHOUSE_WRITE_TOOLS = ["PurchaseOrders_Create", "Products_Update"];

const ROOT = "https://inventory.example/odata/v4";
const PAGE = 50;
const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (code: string, message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: JSON.stringify({ error: { code, message } }) }],
});

type Row = Record<string, unknown>;

/** `$orderby`: "Field [asc|desc], Field2 …"; undefined when a field is not a property of the rows. */
function order<T extends Row>(
  rows: T[],
  orderby: string | undefined,
  fields: readonly string[],
): T[] | undefined {
  if (!orderby?.trim()) return rows;
  const keys = orderby.split(",").map((part) => {
    const [field, dir] = part.trim().split(/\s+/);
    return {
      field: fields.find((f) => f.toLowerCase() === field.toLowerCase()),
      desc: /^desc$/i.test(dir ?? ""),
    };
  });
  if (keys.some((k) => !k.field)) return undefined;
  return [...rows].sort((a, b) => {
    for (const { field, desc } of keys) {
      if (!field) continue;
      const x = a[field] as string | number;
      const y = b[field] as string | number;
      if (x === y) continue;
      return (x < y ? -1 : 1) * (desc ? -1 : 1);
    }
    return 0;
  });
}

/** An OData collection page: `value`, `@odata.count` when asked, `@odata.nextLink` when more. */
function collection(
  set: string,
  rows: Row[],
  opts: { top?: number; skip?: number; count?: boolean; orderby?: string },
) {
  const fields = rows.length ? Object.keys(rows[0]) : [];
  const ordered = order(rows, opts.orderby, fields);
  if (!ordered) return fail("BadRequest", `Could not find a property named in '$orderby=${opts.orderby}'.`);
  const skip = opts.skip ?? 0;
  const top = Math.min(opts.top ?? PAGE, PAGE);
  const value = ordered.slice(skip, skip + top);
  // Server-driven paging: a nextLink only when the server's page cut short what was asked for.
  const wanted = Math.min(opts.top ?? Number.POSITIVE_INFINITY, Math.max(0, ordered.length - skip));
  return text({
    "@odata.context": `${ROOT}/$metadata#${set}`,
    ...(opts.count ? { "@odata.count": ordered.length } : {}),
    value,
    ...(value.length < wanted
      ? {
          "@odata.nextLink": `${ROOT}/${set}?$skip=${skip + top}${opts.orderby ? `&$orderby=${encodeURIComponent(opts.orderby)}` : ""}`,
        }
      : {}),
  });
}

const entity = (set: string, row: Row) =>
  text({ "@odata.context": `${ROOT}/$metadata#${set}/$entity`, ...row });

const odataPaging = {
  top: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .describe("$top: the maximum number of items to return (server pages at 50)."),
  skip: z.number().int().min(0).optional().describe("$skip: the number of items to skip."),
  orderby: z
    .string()
    .optional()
    .describe('$orderby: a property and direction, for example "UnitPrice desc" or "Name asc".'),
  count: z
    .boolean()
    .optional()
    .describe("$count: include the total number of matching items in @odata.count."),
};

export function createWarehouseServer(): McpServer {
  const { suppliers, products, warehouses, stockLevels, purchaseOrders } = warehouseData();
  const server = new McpServer({ name: "inventory-odata", version: "4.0.3" });

  server.registerTool(
    "Products_List",
    {
      description: "Lists products from the Products entity set. Filters combine with AND.",
      inputSchema: {
        search: z.string().optional().describe("Text to match in the product Name or SKU."),
        category: z.enum(WH_CATEGORIES).optional().describe("The product category."),
        supplierId: z.number().int().optional().describe("Only products from this supplier (SupplierID)."),
        discontinued: z
          .boolean()
          .optional()
          .describe("true: only discontinued products; false: only current ones."),
        minUnitPrice: z.number().optional().describe("Lowest UnitPrice (inclusive)."),
        maxUnitPrice: z.number().optional().describe("Highest UnitPrice (inclusive)."),
        belowReorderLevel: z
          .boolean()
          .optional()
          .describe("true: only products whose UnitsInStock is at or below their ReorderLevel."),
        ...odataPaging,
      },
      annotations: READ,
    },
    async ({
      search,
      category,
      supplierId,
      discontinued,
      minUnitPrice,
      maxUnitPrice,
      belowReorderLevel,
      ...page
    }) => {
      const words = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const hits = products.filter(
        (p) =>
          words.every((w) => p.Name.toLowerCase().includes(w) || p.SKU.toLowerCase().includes(w)) &&
          (!category || p.Category === category) &&
          (supplierId === undefined || p.SupplierID === supplierId) &&
          (discontinued === undefined || p.Discontinued === discontinued) &&
          (minUnitPrice === undefined || p.UnitPrice >= minUnitPrice) &&
          (maxUnitPrice === undefined || p.UnitPrice <= maxUnitPrice) &&
          (!belowReorderLevel || p.UnitsInStock <= p.ReorderLevel),
      );
      return collection("Products", hits as unknown as Row[], page);
    },
  );

  server.registerTool(
    "Products_Get",
    {
      description: "Gets one product by its key.",
      inputSchema: { productId: z.number().int().describe("The ProductID.") },
      annotations: READ,
    },
    async ({ productId }) => {
      const p = products.find((x) => x.ProductID === productId);
      return p
        ? entity("Products", p as unknown as Row)
        : fail("NotFound", `Product ${productId} not found.`);
    },
  );

  server.registerTool(
    "Suppliers_List",
    {
      description: "Lists suppliers from the Suppliers entity set.",
      inputSchema: {
        search: z.string().optional().describe("Text to match in the supplier's CompanyName."),
        country: z.string().optional().describe('The supplier\'s country, for example "Japan".'),
        ...odataPaging,
      },
      annotations: READ,
    },
    async ({ search, country, ...page }) => {
      const words = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const hits = suppliers.filter(
        (s) =>
          words.every((w) => s.CompanyName.toLowerCase().includes(w)) &&
          (!country || s.Country.toLowerCase() === country.toLowerCase()),
      );
      return collection("Suppliers", hits as unknown as Row[], page);
    },
  );

  server.registerTool(
    "Suppliers_Get",
    {
      description: "Gets one supplier by its key.",
      inputSchema: { supplierId: z.number().int().describe("The SupplierID.") },
      annotations: READ,
    },
    async ({ supplierId }) => {
      const s = suppliers.find((x) => x.SupplierID === supplierId);
      return s
        ? entity("Suppliers", s as unknown as Row)
        : fail("NotFound", `Supplier ${supplierId} not found.`);
    },
  );

  server.registerTool(
    "PurchaseOrders_List",
    {
      description: "Lists purchase orders (without their lines). Filters combine with AND.",
      inputSchema: {
        status: z.enum(WH_PO_STATUSES).optional().describe("The purchase order status."),
        supplierId: z
          .number()
          .int()
          .optional()
          .describe("Only orders placed with this supplier (SupplierID)."),
        warehouseCode: z
          .string()
          .optional()
          .describe("Only orders delivered to this warehouse, for example FRA1."),
        orderedAfter: z
          .string()
          .optional()
          .describe("Only orders with an OrderDate on or after this date (ISO 8601)."),
        orderedBefore: z
          .string()
          .optional()
          .describe("Only orders with an OrderDate before this date (ISO 8601)."),
        ...odataPaging,
      },
      annotations: READ,
    },
    async ({ status, supplierId, warehouseCode, orderedAfter, orderedBefore, ...page }) => {
      const hits = purchaseOrders
        .filter(
          (o) =>
            (!status || o.Status === status) &&
            (supplierId === undefined || o.SupplierID === supplierId) &&
            (!warehouseCode || o.WarehouseCode.toLowerCase() === warehouseCode.toLowerCase()) &&
            (!orderedAfter || o.OrderDate >= orderedAfter.slice(0, 10)) &&
            (!orderedBefore || o.OrderDate < orderedBefore.slice(0, 10)),
        )
        .map(({ Lines: _lines, ...o }) => o);
      return collection("PurchaseOrders", hits as unknown as Row[], page);
    },
  );

  server.registerTool(
    "PurchaseOrders_Get",
    {
      description: "Gets one purchase order by its key, with its lines ($expand=Lines).",
      inputSchema: { purchaseOrderId: z.number().int().describe("The PurchaseOrderID, for example 10248.") },
      annotations: READ,
    },
    async ({ purchaseOrderId }) => {
      const o = purchaseOrders.find((x) => x.PurchaseOrderID === purchaseOrderId);
      return o
        ? entity("PurchaseOrders", o as unknown as Row)
        : fail("NotFound", `PurchaseOrder ${purchaseOrderId} not found.`);
    },
  );

  server.registerTool(
    "StockLevels_List",
    {
      description: "Lists stock levels per SKU and warehouse (quantity on hand and reserved).",
      inputSchema: {
        sku: z.string().optional().describe("The product SKU, for example WH-30412."),
        warehouseCode: z.string().optional().describe("The warehouse code, for example FRA1."),
        ...odataPaging,
      },
      annotations: READ,
    },
    async ({ sku, warehouseCode, ...page }) => {
      const hits = stockLevels.filter(
        (s) =>
          (!sku || s.SKU.toLowerCase() === sku.toLowerCase()) &&
          (!warehouseCode || s.WarehouseCode.toLowerCase() === warehouseCode.toLowerCase()),
      );
      return collection("StockLevels", hits as unknown as Row[], page);
    },
  );

  server.registerTool(
    "Warehouses_List",
    { description: "Lists the warehouses.", inputSchema: { ...odataPaging }, annotations: READ },
    async (page) => collection("Warehouses", warehouses as unknown as Row[], page),
  );

  server.registerTool(
    "list_tables",
    {
      description: "Lists the tables of the warehouse database and their columns.",
      inputSchema: {},
      annotations: READ,
    },
    async () =>
      text({
        tables: [
          { name: "products", columns: Object.keys(products[0]) },
          { name: "suppliers", columns: Object.keys(suppliers[0]) },
          { name: "purchase_orders", columns: Object.keys(purchaseOrders[0]).filter((k) => k !== "Lines") },
          {
            name: "purchase_order_lines",
            columns: ["PurchaseOrderID", ...Object.keys(purchaseOrders[0].Lines[0])],
          },
          { name: "stock_levels", columns: Object.keys(stockLevels[0]) },
          { name: "warehouses", columns: Object.keys(warehouses[0]) },
        ],
      }),
  );

  server.registerTool(
    "run_sql_query",
    {
      description: "Runs a read-only SQL SELECT statement against the warehouse database.",
      inputSchema: { sql: z.string().describe("A single SQL SELECT statement.") },
      annotations: READ,
    },
    async ({ sql }) => {
      // A fixture: it accepts only SQL and answers with an empty result set; a question sent as
      // `sql` is a syntax error, as it would be on a real database.
      if (!/^\s*(select|with)\b/i.test(sql))
        return fail("SqlSyntaxError", `near "${sql.split(/\s+/)[0]}": syntax error`);
      return text({ columns: [], rows: [], rowCount: 0 });
    },
  );

  server.registerTool(
    "PurchaseOrders_Create",
    {
      description: "Creates a purchase order for a supplier.",
      inputSchema: {
        supplierId: z.number().int(),
        warehouseCode: z.string(),
        lines: z.array(z.object({ sku: z.string(), quantity: z.number().int().min(1) })),
      },
      annotations: { readOnlyHint: false },
    },
    async ({ supplierId, warehouseCode, lines }) =>
      entity("PurchaseOrders", {
        PurchaseOrderID: 99999,
        Status: "Draft",
        SupplierID: supplierId,
        WarehouseCode: warehouseCode,
        Lines: lines,
      }),
  );

  server.registerTool(
    "Products_Update",
    {
      description: "Updates a product's properties (PATCH).",
      inputSchema: {
        productId: z.number().int(),
        unitPrice: z.number().optional(),
        reorderLevel: z.number().int().optional(),
        discontinued: z.boolean().optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ productId, ...changes }) => entity("Products", { ProductID: productId, ...changes }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createWarehouseServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("warehouse fixture server failed:", e);
      process.exit(1);
    });
}
