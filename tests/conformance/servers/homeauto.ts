/**
 * Fixture "homeauto": a smart-home / building-telemetry MCP server in the style of the public Home
 * Assistant MCP servers — `get_states(domain?)`, `get_state(entity_id)`, `get_history(entity_id,
 * start_time, end_time?)` (HA's REST shape: a list of lists of state changes), `get_statistics`
 * (long-term statistics: `period` 5minute|hour|day|week|month, `types` mean|min|max|sum|change),
 * `list_areas`, `list_devices(area_id?)`, `get_logbook(start_time, entity_id?)`; and two writes,
 * `call_service` and `set_state`, never approved. Dotted entity ids (`sensor.kitchen_temperature`),
 * states always strings ("on", "21.4", "unavailable"), units in `attributes.unit_of_measurement`, area
 * slugs (`living_room`), timestamps with offsets. Results are JSON text in one content block, no output
 * schemas. Written before the planner ran on it (session 40).
 * Run over stdio: `node --import tsx tests/conformance/servers/homeauto.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { HA_NOW_MS, HA_PERIODS, HA_STAT_TYPES, haTime, homeautoData } from "./homeauto-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads. */
export const HOMEAUTO_READ_TOOLS = [
  "get_states",
  "get_state",
  "get_history",
  "get_statistics",
  "list_areas",
  "list_devices",
  "get_logbook",
];
export const HOMEAUTO_WRITE_TOOLS = ["call_service", "set_state"];

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const error = (message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: message }],
});

const DAY = 86_400_000;
/** An ISO datetime or date; a date alone is midnight UTC. */
const parseTime = (v: string | undefined): number | null => {
  if (v === undefined) return null;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);
  return Number.isNaN(ms) ? Number.NaN : ms;
};

function bucketStart(ms: number, period: (typeof HA_PERIODS)[number]): number {
  const d = new Date(ms);
  switch (period) {
    case "5minute":
      return ms - (ms % 300_000);
    case "hour":
      return ms - (ms % 3_600_000);
    case "day":
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    case "week": {
      const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
      return day - ((d.getUTCDay() + 6) % 7) * DAY;
    }
    case "month":
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
}
function bucketEnd(start: number, period: (typeof HA_PERIODS)[number]): number {
  const d = new Date(start);
  if (period === "month") return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return start + { "5minute": 300_000, hour: 3_600_000, day: DAY, week: 7 * DAY }[period];
}

export function createHomeautoServer(): McpServer {
  const { areas, states, devices, history, logbook, hourly } = homeautoData();
  const server = new McpServer({ name: "home-assistant", version: "2025.9.4" });
  const stateOf = (id: string) => states.find((s) => s.entity_id === id.trim().toLowerCase());
  const notFound = (id: string) => error(`Entity not found: ${id}`);

  server.registerTool(
    "get_states",
    {
      title: "Get states",
      description:
        "Get the current state of all entities, or of one domain (e.g. `light`, `sensor`, `binary_sensor`, `climate`, `switch`, `cover`, `lock`). Each state has entity_id, state, attributes and last_changed.",
      inputSchema: {
        domain: z.string().optional().describe("Only entities of this domain, e.g. `light`."),
      },
      annotations: READ,
    },
    async ({ domain }) =>
      text(domain ? states.filter((s) => s.entity_id.startsWith(`${domain.trim().toLowerCase()}.`)) : states),
  );

  server.registerTool(
    "get_state",
    {
      title: "Get state",
      description: "Get the current state and attributes of one entity.",
      inputSchema: {
        entity_id: z.string().describe("The entity id, e.g. `sensor.living_room_temperature`."),
      },
      annotations: READ,
    },
    async ({ entity_id }) => {
      const s = stateOf(entity_id);
      return s ? text(s) : notFound(entity_id);
    },
  );

  server.registerTool(
    "get_history",
    {
      title: "Get history",
      description:
        "Get the state changes of an entity in a time window. Returns a list with one list of states per entity.",
      inputSchema: {
        entity_id: z.string().describe("The entity id, e.g. `binary_sensor.front_door`."),
        start_time: z.string().describe("Start of the window (ISO 8601), e.g. `2025-09-30T00:00:00+00:00`."),
        end_time: z.string().optional().describe("End of the window (ISO 8601). Default: now."),
      },
      annotations: READ,
    },
    async ({ entity_id, start_time, end_time }) => {
      const s = stateOf(entity_id);
      if (!s) return notFound(entity_id);
      const from = parseTime(start_time);
      const to = parseTime(end_time) ?? HA_NOW_MS;
      if (from === null || Number.isNaN(from) || Number.isNaN(to)) return error("Invalid datetime");
      const mine = history.filter((h) => h.entity_id === s.entity_id);
      const before = mine.filter((h) => Date.parse(h.last_changed) < from).at(-1);
      const inside = mine.filter((h) => {
        const t = Date.parse(h.last_changed);
        return t >= from && t <= to;
      });
      const startsAtFrom = inside.length > 0 && Date.parse(inside[0].last_changed) === from;
      const rows =
        before && !startsAtFrom ? [{ ...before, last_changed: haTime(from, 0) }, ...inside] : inside;
      return text([rows.map((r, i) => (i === 0 ? { ...r, attributes: s.attributes } : r))]);
    },
  );

  server.registerTool(
    "get_statistics",
    {
      title: "Get statistics",
      description: [
        "Get long-term statistics of a sensor (numeric sensors with a state_class), aggregated per period.",
        "`types`: mean, min, max for measurements; sum and change for meters such as energy (kWh).",
        "`change` is how much the meter grew in each period.",
      ].join("\n"),
      inputSchema: {
        statistic_id: z
          .string()
          .describe("The statistic id, usually the entity id, e.g. `sensor.home_energy`."),
        period: z.enum(HA_PERIODS).describe("Aggregation period: 5minute, hour, day, week or month."),
        start_time: z.string().describe("Start (ISO 8601)."),
        end_time: z.string().optional().describe("End (ISO 8601). Default: now."),
        types: z
          .array(z.enum(HA_STAT_TYPES))
          .optional()
          .describe("Which values: mean, min, max, sum, change. Default: all the statistic has."),
      },
      annotations: READ,
    },
    async ({ statistic_id, period, start_time, end_time, types }) => {
      const rows = hourly.get(statistic_id.trim().toLowerCase());
      if (!rows) {
        const s = stateOf(statistic_id);
        return error(
          s
            ? `No statistics for ${statistic_id}: it has no state_class`
            : `Statistic not found: ${statistic_id}`,
        );
      }
      const from = parseTime(start_time);
      const to = parseTime(end_time) ?? HA_NOW_MS;
      if (from === null || Number.isNaN(from) || Number.isNaN(to)) return error("Invalid datetime");
      const meter = rows[0]?.reading !== undefined;
      const want = types?.length ? types : meter ? ["sum", "change"] : ["mean", "min", "max"];
      const buckets = new Map<number, typeof rows>();
      for (const r of rows) {
        if (r.start < from || r.start >= to) continue;
        const b = bucketStart(r.start, period === "5minute" ? "hour" : period);
        const list = buckets.get(b) ?? [];
        list.push(r);
        buckets.set(b, list);
      }
      const first = rows[0]?.reading ?? 0;
      const out = [...buckets.entries()].map(([start, list]) => {
        const prev = rows.filter((r) => r.start < list[0].start).at(-1);
        const base = prev?.reading ?? first;
        const last = list.at(-1)?.reading ?? 0;
        const all: Record<string, number> = {
          mean: Number((list.reduce((a, r) => a + r.mean, 0) / list.length).toFixed(2)),
          min: Math.min(...list.map((r) => r.min)),
          max: Math.max(...list.map((r) => r.max)),
          sum: Number((last - first).toFixed(2)),
          change: Number((last - base).toFixed(2)),
        };
        const row: Record<string, unknown> = {
          start: haTime(start, 0),
          end: haTime(bucketEnd(start, period === "5minute" ? "hour" : period), 0),
        };
        for (const t of want)
          if (meter ? t === "sum" || t === "change" : t !== "sum" && t !== "change") row[t] = all[t];
        return row;
      });
      return text({ [statistic_id.trim().toLowerCase()]: out });
    },
  );

  server.registerTool(
    "list_areas",
    {
      title: "List areas",
      description: "List the areas (rooms) of the home with their area_id.",
      inputSchema: {},
      annotations: READ,
    },
    async () => text(areas),
  );

  server.registerTool(
    "list_devices",
    {
      title: "List devices",
      description: "List devices with their manufacturer, model, area and entities. Filter by area.",
      inputSchema: {
        area_id: z.string().optional().describe("Only devices in this area (an area_id from list_areas)."),
      },
      annotations: READ,
    },
    async ({ area_id }) => {
      if (area_id === undefined) return text(devices);
      const id = area_id.trim();
      if (!areas.some((a) => a.area_id === id))
        return error(`Unknown area_id '${area_id}'. Use list_areas for the valid area ids.`);
      return text(devices.filter((d) => d.area_id === id));
    },
  );

  server.registerTool(
    "get_logbook",
    {
      title: "Get logbook",
      description:
        "Get logbook entries (what happened: doors opened, lights turned on, …) since a time, newest last.",
      inputSchema: {
        start_time: z.string().describe("Start (ISO 8601)."),
        end_time: z.string().optional().describe("End (ISO 8601). Default: now."),
        entity_id: z.string().optional().describe("Only entries of this entity."),
      },
      annotations: READ,
    },
    async ({ start_time, end_time, entity_id }) => {
      const from = parseTime(start_time);
      const to = parseTime(end_time) ?? HA_NOW_MS;
      if (from === null || Number.isNaN(from) || Number.isNaN(to)) return error("Invalid datetime");
      if (entity_id && !stateOf(entity_id)) return notFound(entity_id);
      const id = entity_id?.trim().toLowerCase();
      return text(
        logbook.filter((e) => {
          const t = Date.parse(e.when);
          return t >= from && t <= to && (!id || e.entity_id === id);
        }),
      );
    },
  );

  server.registerTool(
    "call_service",
    {
      title: "Call service",
      description:
        "Call a Home Assistant service, e.g. domain `light` service `turn_off`, or `climate` `set_temperature` with service_data.",
      inputSchema: {
        domain: z.string(),
        service: z.string(),
        entity_id: z.string().optional(),
        service_data: z.record(z.string(), z.unknown()).optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ entity_id }) => text(entity_id ? [stateOf(entity_id) ?? null] : []),
  );

  server.registerTool(
    "set_state",
    {
      title: "Set state",
      description: "Set the state of an entity in Home Assistant's state machine.",
      inputSchema: {
        entity_id: z.string(),
        state: z.string(),
        attributes: z.record(z.string(), z.unknown()).optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ entity_id, state }) => text({ entity_id, state }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createHomeautoServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("homeauto fixture server failed:", e);
      process.exit(1);
    });
}
