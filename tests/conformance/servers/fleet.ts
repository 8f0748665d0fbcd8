/**
 * Conformance fixture "fleet": a haulage-fleet MCP server written late, to check that the turn
 * understands a server it was not tuned on — kebab-case tool names, camelCase fields, a
 * `{ results, next_cursor, count }` envelope with cursors, references like `DRV-0042` and
 * `TRP-25-00412`, a foreign key (`driverNo`) that is the driver search's identity field, kilometres
 * and dates as bounds. Results are JSON text (no output schemas). Run over stdio:
 * `node --import tsx tests/conformance/servers/fleet.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { FLEET_DEPOTS, FLEET_PAGE_MAX, type FleetTrip, fleetData } from "./data";

const READ = { readOnlyHint: true };
const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });

/** Cursor = the next offset in base 36 behind a prefix: opaque to callers. */
const cursorOf = (offset: number) => `c-${offset.toString(36)}`;
const offsetOf = (cursor?: string) => (cursor ? Number.parseInt(cursor.replace(/^c-/, ""), 36) : 0);
function envelope<T>(items: T[], max = 25, cursor?: string) {
  const offset = offsetOf(cursor);
  if (!Number.isFinite(offset) || offset < 0) return undefined;
  const end = offset + max;
  return {
    results: items.slice(offset, end),
    next_cursor: end < items.length ? cursorOf(end) : null,
    count: items.length,
  };
}

const paging = {
  max: z
    .number()
    .int()
    .min(1)
    .max(FLEET_PAGE_MAX)
    .optional()
    .describe(`How many to return (max ${FLEET_PAGE_MAX})`),
  cursor: z.string().optional().describe("next_cursor of the previous response"),
};
const tripFilters = {
  state: z.enum(["planned", "underway", "completed", "aborted"]).optional(),
  departedAfter: z.string().optional().describe("Earliest departure date (YYYY-MM-DD)"),
  departedBefore: z.string().optional().describe("Latest departure date (YYYY-MM-DD)"),
  minKm: z.number().optional().describe("Minimum trip distance in kilometres"),
};
type TripFilter = { state?: string; departedAfter?: string; departedBefore?: string; minKm?: number };
const keep = (t: FleetTrip, f: TripFilter) =>
  (!f.state || t.state === f.state) &&
  (!f.departedAfter || t.departedAt.slice(0, 10) >= f.departedAfter.slice(0, 10)) &&
  (!f.departedBefore || t.departedAt.slice(0, 10) <= f.departedBefore.slice(0, 10)) &&
  (f.minKm === undefined || t.distanceKm >= f.minKm);

export function createFleetServer(): McpServer {
  const { drivers, trips } = fleetData();
  const newestFirst = [...trips].sort((a, b) => b.departedAt.localeCompare(a.departedAt));
  const server = new McpServer({ name: "haulage", version: "2.3.0" });

  server.registerTool(
    "find-drivers",
    {
      description: "Look up drivers by name, optionally at one depot.",
      inputSchema: {
        q: z.string().optional().describe("Part of the driver's name"),
        depot: z.enum(FLEET_DEPOTS).optional(),
        ...paging,
      },
      annotations: READ,
    },
    async ({ q, depot, max, cursor }) => {
      const words = (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const hits = drivers.filter(
        (d) => (!depot || d.depot === depot) && words.every((w) => d.displayName.toLowerCase().includes(w)),
      );
      return text(envelope(hits, max, cursor) ?? { error: "bad cursor" });
    },
  );

  server.registerTool(
    "driver-profile",
    { description: "One driver's profile.", inputSchema: { driverNo: z.string() }, annotations: READ },
    async ({ driverNo }) => {
      const d = drivers.find((x) => x.driverNo === driverNo);
      return d ? text(d) : fail(`no driver ${driverNo}`);
    },
  );

  server.registerTool(
    "trips-by-driver",
    {
      description: "Trips driven by one driver, newest first.",
      inputSchema: { driverNo: z.string(), ...tripFilters, ...paging },
      annotations: READ,
    },
    async ({ driverNo, max, cursor, ...f }) => {
      if (!drivers.some((d) => d.driverNo === driverNo)) return fail(`no driver ${driverNo}`);
      return text(
        envelope(
          newestFirst.filter((t) => t.driverNo === driverNo && keep(t, f)),
          max,
          cursor,
        ),
      );
    },
  );

  server.registerTool(
    "recent-trips",
    {
      description: "All trips of the fleet, newest departure first.",
      inputSchema: { ...tripFilters, ...paging },
      annotations: READ,
    },
    async ({ max, cursor, ...f }) =>
      text(
        envelope(
          newestFirst.filter((t) => keep(t, f)),
          max,
          cursor,
        ),
      ),
  );

  server.registerTool(
    "trip-lookup",
    {
      description: "A trip with its stops.",
      inputSchema: { tripCode: z.string().describe("e.g. TRP-25-00412") },
      annotations: READ,
    },
    async ({ tripCode }) => {
      const t = trips.find((x) => x.tripCode === tripCode);
      if (!t) return fail(`trip ${tripCode} does not exist`);
      return text({ ...t, stops: [t.origin, t.destination] });
    },
  );

  server.registerTool(
    "reassign-trip",
    {
      description: "Give a trip to another driver.",
      inputSchema: { tripCode: z.string(), driverNo: z.string() },
      annotations: { destructiveHint: true },
    },
    async ({ tripCode, driverNo }) => text({ tripCode, driverNo, ok: true }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createFleetServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("fleet fixture server failed:", e);
      process.exit(1);
    });
}
