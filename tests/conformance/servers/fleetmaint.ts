/**
 * Fixture "fleetmaint": a fleet-maintenance API in the Spring-Data-REST / HAL style, exposed as MCP
 * tools with kebab-case names (`get-vehicles`, `search-vehicles-by-status`, `get-work-orders`,
 * `find-drivers-by-name`, `get-fuel-logs`…). Results are HAL: `{ _embedded: { vehicles: [...] },
 * _links: { self, next? }, page: { size, totalElements, totalPages, number } }` with a zero-based
 * `page`, `size` (default 20) and `sort` ("odometerKm,desc"). Records carry their business key (VIN,
 * `WO-2025-0412`, `D-0193`) and relations only as `_links.<rel>.href` ("/vehicles/<VIN>"); fuel logs
 * have no id at all. Statuses are lowercase with hyphens (`in-service`), dates ISO 8601 with an
 * offset, mileage in km. Written before the planner ran on it. JSON text results, no output schemas.
 * Run over stdio: `node --import tsx tests/conformance/servers/fleetmaint.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  FM_PAGE_SIZE,
  FM_VEHICLE_STATUSES,
  FM_WORK_ORDER_STATUSES,
  type FmDriver,
  fleetMaintData,
} from "./fleetmaint-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads (patch-work-order changes data: never approved). */
export const FLEETMAINT_READ_TOOLS = [
  "get-vehicles",
  "get-vehicle",
  "search-vehicles-by-status",
  "get-work-orders",
  "get-work-order",
  "get-drivers",
  "get-driver",
  "find-drivers-by-name",
  "get-fuel-logs",
];
export const FLEETMAINT_WRITE_TOOLS = ["patch-work-order"];

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
/** Spring Boot's error body. */
const fail = (status: number, error: string, message: string, path: string) => ({
  isError: true,
  content: [
    {
      type: "text" as const,
      text: JSON.stringify({ timestamp: "2025-10-01T09:00:00.000+00:00", status, error, message, path }),
    },
  ],
});

const paging = {
  page: z.number().int().min(0).optional().describe("Zero-based page index (0..N)"),
  size: z.number().int().min(1).max(100).optional().describe("The size of the page to be returned"),
  sort: z
    .string()
    .optional()
    .describe("Sorting criteria in the format: property,(asc|desc). Default sort order is ascending."),
};
const range = {
  from: z.string().optional().describe("ISO 8601 date-time with offset, e.g. 2025-06-01T00:00:00+01:00"),
  to: z.string().optional().describe("ISO 8601 date-time with offset, e.g. 2025-06-30T23:59:59+01:00"),
};

type Row = Record<string, unknown>;
function sortRows<T>(rows: T[], sort: string | undefined): T[] | string {
  if (!sort) return rows;
  const [prop, dir = "asc"] = sort.split(",").map((s) => s.trim());
  if (!rows.length || !(prop in (rows[0] as Row))) return `No property '${prop}' found for type`;
  const sign = dir.toLowerCase() === "desc" ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = (a as Row)[prop] as string | number;
    const y = (b as Row)[prop] as string | number;
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}

/** A HAL collection page; `base` is the path with any filter query already in it. */
function halPage<T>(rel: string, base: string, rows: T[], page = 0, size = FM_PAGE_SIZE) {
  const totalPages = Math.ceil(rows.length / size);
  const sep = base.includes("?") ? "&" : "?";
  const href = (p: number) => `${base}${sep}page=${p}&size=${size}`;
  return {
    _embedded: { [rel]: rows.slice(page * size, page * size + size) },
    _links: {
      self: { href: href(page) },
      ...(page + 1 < totalPages ? { next: { href: href(page + 1) } } : {}),
      ...(page > 0 ? { prev: { href: href(page - 1) } } : {}),
    },
    page: { size, totalElements: rows.length, totalPages, number: page },
  };
}

function instant(value: string | undefined): number | undefined | "bad" {
  if (value === undefined || value === "") return undefined;
  const t = Date.parse(value);
  return Number.isNaN(t) ? "bad" : t;
}
const query = (params: Record<string, string | undefined>) => {
  const q = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]) => `${k}=${encodeURIComponent(v as string)}`)
    .join("&");
  return q ? `?${q}` : "";
};

export function createFleetMaintServer(): McpServer {
  const { vehicles, drivers, workOrders, fuelLogs } = fleetMaintData();
  const server = new McpServer({ name: "fleet-maintenance", version: "3.1.4" });

  server.registerTool(
    "get-vehicles",
    {
      description: "GET /vehicles — the vehicles of the fleet (paged).",
      inputSchema: { ...paging },
      annotations: READ,
    },
    async ({ page, size, sort }) => {
      const rows = sortRows(vehicles, sort);
      if (typeof rows === "string") return fail(400, "Bad Request", rows, "/vehicles");
      return text(halPage("vehicles", "/vehicles", rows, page, size));
    },
  );

  server.registerTool(
    "get-vehicle",
    {
      description: "GET /vehicles/{vin} — one vehicle.",
      inputSchema: { vin: z.string().describe("Vehicle identification number (17 characters)") },
      annotations: READ,
    },
    async ({ vin }) => {
      const v = vehicles.find((x) => x.vin.toLowerCase() === vin.trim().toLowerCase());
      return v ? text(v) : fail(404, "Not Found", `Vehicle ${vin} not found`, `/vehicles/${vin}`);
    },
  );

  server.registerTool(
    "search-vehicles-by-status",
    {
      description: "GET /vehicles/search/findByStatus — vehicles in one status (paged).",
      inputSchema: { status: z.enum(FM_VEHICLE_STATUSES), ...paging },
      annotations: READ,
    },
    async ({ status, page, size, sort }) => {
      const rows = sortRows(
        vehicles.filter((v) => v.status === status),
        sort,
      );
      const base = `/vehicles/search/findByStatus${query({ status })}`;
      if (typeof rows === "string") return fail(400, "Bad Request", rows, base);
      return text(halPage("vehicles", base, rows, page, size));
    },
  );

  server.registerTool(
    "get-work-orders",
    {
      description: "GET /workOrders — maintenance work orders (paged), optionally filtered.",
      inputSchema: {
        vin: z.string().optional().describe("Only work orders of this vehicle"),
        status: z.enum(FM_WORK_ORDER_STATUSES).optional(),
        ...range,
        ...paging,
      },
      annotations: READ,
    },
    async ({ vin, status, from, to, page, size, sort }) => {
      const base = `/workOrders${query({ vin, status, from, to })}`;
      const f = instant(from);
      const t = instant(to);
      if (f === "bad" || t === "bad")
        return fail(400, "Bad Request", "Failed to convert 'from'/'to' to OffsetDateTime", base);
      const hits = workOrders.filter((w) => {
        const at = Date.parse(w.openedAt);
        return (
          (!vin || w._links.vehicle.href === `/vehicles/${vin.trim()}`) &&
          (!status || w.status === status) &&
          (f === undefined || at >= f) &&
          (t === undefined || at <= t)
        );
      });
      const rows = sortRows(hits, sort);
      if (typeof rows === "string") return fail(400, "Bad Request", rows, base);
      return text(halPage("workOrders", base, rows, page, size));
    },
  );

  server.registerTool(
    "get-work-order",
    {
      description: "GET /workOrders/{number} — one work order.",
      inputSchema: { number: z.string().describe("Work order number, e.g. WO-2025-0412") },
      annotations: READ,
    },
    async ({ number }) => {
      const w = workOrders.find((x) => x.number.toLowerCase() === number.trim().toLowerCase());
      return w ? text(w) : fail(404, "Not Found", `Work order ${number} not found`, `/workOrders/${number}`);
    },
  );

  server.registerTool(
    "get-drivers",
    { description: "GET /drivers — all drivers (paged).", inputSchema: { ...paging }, annotations: READ },
    async ({ page, size, sort }) => {
      const rows = sortRows(drivers, sort);
      if (typeof rows === "string") return fail(400, "Bad Request", rows, "/drivers");
      return text(halPage("drivers", "/drivers", rows, page, size));
    },
  );

  server.registerTool(
    "get-driver",
    {
      description: "GET /drivers/{driverNumber} — one driver.",
      inputSchema: { driverNumber: z.string().describe("Employee number, e.g. D-0193") },
      annotations: READ,
    },
    async ({ driverNumber }) => {
      const d = drivers.find((x) => x.employeeNumber.toLowerCase() === driverNumber.trim().toLowerCase());
      return d
        ? text(d)
        : fail(404, "Not Found", `Driver ${driverNumber} not found`, `/drivers/${driverNumber}`);
    },
  );

  server.registerTool(
    "find-drivers-by-name",
    {
      description:
        "GET /drivers/search/findByNameContainingIgnoreCase — drivers whose name contains the text.",
      inputSchema: { name: z.string(), ...paging },
      annotations: READ,
    },
    async ({ name, page, size, sort }) => {
      const words = name.toLowerCase().split(/\s+/).filter(Boolean);
      const full = (d: FmDriver) => `${d.firstName} ${d.lastName}`.toLowerCase();
      const hits = drivers.filter((d) => words.every((w) => full(d).includes(w)));
      const base = `/drivers/search/findByNameContainingIgnoreCase${query({ name })}`;
      const rows = sortRows(hits, sort);
      if (typeof rows === "string") return fail(400, "Bad Request", rows, base);
      return text(halPage("drivers", base, rows, page, size));
    },
  );

  server.registerTool(
    "get-fuel-logs",
    {
      description: "GET /fuelLogs — fuel fill-ups (paged), optionally by vehicle, driver or period.",
      inputSchema: {
        vin: z.string().optional().describe("Only fill-ups of this vehicle"),
        driverNumber: z.string().optional().describe("Only fill-ups by this driver (employee number)"),
        ...range,
        ...paging,
      },
      annotations: READ,
    },
    async ({ vin, driverNumber, from, to, page, size, sort }) => {
      const base = `/fuelLogs${query({ vin, driverNumber, from, to })}`;
      const f = instant(from);
      const t = instant(to);
      if (f === "bad" || t === "bad")
        return fail(400, "Bad Request", "Failed to convert 'from'/'to' to OffsetDateTime", base);
      const hits = fuelLogs.filter((l) => {
        const at = Date.parse(l.filledAt);
        return (
          (!vin || l._links.vehicle.href === `/vehicles/${vin.trim()}`) &&
          (!driverNumber || l._links.driver.href === `/drivers/${driverNumber.trim()}`) &&
          (f === undefined || at >= f) &&
          (t === undefined || at <= t)
        );
      });
      const rows = sortRows(hits, sort);
      if (typeof rows === "string") return fail(400, "Bad Request", rows, base);
      return text(halPage("fuelLogs", base, rows, page, size));
    },
  );

  server.registerTool(
    "patch-work-order",
    {
      description: "PATCH /workOrders/{number} — update a work order (status, priority, summary).",
      inputSchema: {
        number: z.string(),
        status: z.enum(FM_WORK_ORDER_STATUSES).optional(),
        priority: z.enum(["low", "normal", "high", "critical"]).optional(),
        summary: z.string().optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ number, ...patch }) =>
      text({ number, ...patch, _links: { self: { href: `/workOrders/${number}` } } }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createFleetMaintServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("fleetmaint fixture server failed:", e);
      process.exit(1);
    });
}
