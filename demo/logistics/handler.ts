/**
 * Pure request handler of the demo logistics API (docs/demo-contract.md). The Next route under
 * `/api/demo/logistics/[...path]` only adapts the HTTP request to this function, so every
 * behaviour (404, 405, 403 on the mutative reroute, limits, filters) is testable without a server.
 */
import { getLogisticsData, type LogisticsData } from "./data";
import { LOGISTICS_BASE_PATH, logisticsOpenApi } from "./openapi";
import { type QueryInput, queryInt, queryValue } from "./query";
import { SHIPMENT_STATUSES, type ShipmentDetail, type ShipmentStatus, type ShipmentSummary } from "./types";

export interface LogisticsRequest {
  method: string;
  /** Path below the API base (`/shipments`); the full app path (`/api/demo/logistics/shipments`) is accepted too. */
  path: string;
  query?: QueryInput;
  body?: unknown;
}

export interface LogisticsResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;

const error = (
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): LogisticsResponse => ({
  status,
  body: { error: { code, message } },
  ...(headers ? { headers } : {}),
});
const ok = (body: unknown): LogisticsResponse => ({ status: 200, body });

type Route = {
  methods: readonly string[];
  run: (params: string[], req: LogisticsRequest, data: LogisticsData) => LogisticsResponse;
};

const READ = ["GET", "HEAD"] as const;

/** Ordered route table; `:` segments capture one path segment. */
const ROUTES: [string, Route][] = [
  ["/openapi.json", { methods: READ, run: () => ok(logisticsOpenApi) }],
  ["/shipments", { methods: READ, run: (_p, req, data) => listShipments(req.query, data) }],
  ["/shipments/:id", { methods: READ, run: ([id], _req, data) => getShipment(id, data) }],
  ["/shipments/:id/reroute", { methods: ["POST"], run: ([id], _req, data) => reroute(id, data) }],
  [
    "/warehouses",
    {
      methods: READ,
      run: (_p, _req, data) => ok({ warehouses: data.warehouses, total: data.warehouses.length }),
    },
  ],
  ["/warehouses/:id", { methods: READ, run: ([id], _req, data) => getWarehouse(id, data) }],
  ["/inventory/:sku", { methods: READ, run: ([sku], _req, data) => getInventory(sku, data) }],
];

export function handleLogisticsRequest(
  req: LogisticsRequest,
  data: LogisticsData = getLogisticsData(),
): LogisticsResponse {
  const method = req.method.toUpperCase();
  const segments = splitPath(req.path);
  if (!segments) return error(400, "bad_request", "Malformed path");

  for (const [pattern, route] of ROUTES) {
    const params = match(pattern, segments);
    if (!params) continue;
    if (!route.methods.includes(method)) {
      return error(405, "method_not_allowed", `${method} is not supported on ${pattern}`, {
        allow: route.methods.join(", "),
      });
    }
    const response = route.run(params, req, data);
    // HEAD answers like GET without a body.
    return method === "HEAD" ? { ...response, body: null } : response;
  }
  return error(404, "not_found", "No such endpoint");
}

function splitPath(path: string): string[] | undefined {
  const withoutQuery = path.split("?")[0];
  const relative = withoutQuery.startsWith(LOGISTICS_BASE_PATH)
    ? withoutQuery.slice(LOGISTICS_BASE_PATH.length)
    : withoutQuery;
  try {
    return relative.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

function match(pattern: string, segments: string[]): string[] | undefined {
  const parts = pattern.split("/").filter(Boolean);
  if (parts.length !== segments.length) return undefined;
  const params: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (parts[i].startsWith(":")) params.push(segments[i]);
    else if (parts[i] !== segments[i]) return undefined;
  }
  return params;
}

const summarize = ({
  warehouse_name: _w,
  destination_postal_code: _p,
  events: _e,
  ...summary
}: ShipmentDetail): ShipmentSummary => summary;

function listShipments(query: QueryInput, data: LogisticsData): LogisticsResponse {
  const status = queryValue(query, "status");
  if (status !== undefined && !SHIPMENT_STATUSES.includes(status as ShipmentStatus)) {
    return error(400, "bad_request", `status must be one of ${SHIPMENT_STATUSES.join(", ")}`);
  }
  const warehouseId = queryValue(query, "warehouse_id");
  if (warehouseId !== undefined && !/^W-\d{2}$/.test(warehouseId))
    return error(400, "bad_request", "warehouse_id must look like W-01");
  const orderId = queryValue(query, "order_id");
  if (orderId !== undefined && !/^O-\d{6}$/.test(orderId))
    return error(400, "bad_request", "order_id must look like O-100001");
  const limit = queryInt(query, "limit", 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
  if (Number.isNaN(limit))
    return error(400, "bad_request", `limit must be an integer between 1 and ${MAX_LIMIT}`);
  // Paging like a real list API (issue 14 item 1): an offset into the matches, the total beside them.
  const offset = queryInt(query, "offset", 0, Number.MAX_SAFE_INTEGER) ?? 0;
  if (Number.isNaN(offset)) return error(400, "bad_request", "offset must be a non-negative integer");

  const matches: ShipmentDetail[] = [];
  // Newest first: ids ascend with time, so walk backwards.
  for (let i = data.shipments.length - 1; i >= 0; i--) {
    const s = data.shipments[i];
    if (status && s.status !== status) continue;
    if (warehouseId && s.warehouse_id !== warehouseId) continue;
    if (orderId && s.order_id !== orderId) continue;
    matches.push(s);
  }
  return ok({ shipments: matches.slice(offset, offset + limit).map(summarize), total: matches.length });
}

function getShipment(id: string, data: LogisticsData): LogisticsResponse {
  const shipment = data.shipmentsById.get(id);
  return shipment ? ok(shipment) : error(404, "not_found", `Shipment ${id.slice(0, 40)} not found`);
}

function reroute(id: string, data: LogisticsData): LogisticsResponse {
  if (!data.shipmentsById.has(id)) return error(404, "not_found", `Shipment ${id.slice(0, 40)} not found`);
  return error(403, "forbidden", "demo is read-only");
}

function getWarehouse(id: string, data: LogisticsData): LogisticsResponse {
  const warehouse = data.warehousesById.get(id);
  return warehouse ? ok(warehouse) : error(404, "not_found", `Warehouse ${id.slice(0, 40)} not found`);
}

function getInventory(sku: string, data: LogisticsData): LogisticsResponse {
  const inventory = data.inventoryBySku.get(sku);
  return inventory ? ok(inventory) : error(404, "not_found", `SKU ${sku.slice(0, 40)} not found`);
}
