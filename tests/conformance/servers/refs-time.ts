/**
 * Fixture "refs" (time): a server in the style of the reference MCP time server (mcp-server-time):
 * `get_current_time(timezone)` and `convert_time(source_timezone, time, target_timezone)` taking IANA
 * zone names only, answering JSON text `{ timezone, datetime, day_of_week, is_dst }` and
 * `{ source, target, time_difference: "+9.0h" }`; an unknown zone is an error ("Invalid timezone: …").
 * "Now" is fixed (REFS_NOW, ./refs-data.ts) so answers are deterministic. No writes.
 * Run over stdio: `node --import tsx tests/conformance/servers/refs-time.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { REFS_NOW } from "./refs-data";

export const REFS_TIME_READ_TOOLS = ["get_current_time", "convert_time"];

const READ = { readOnlyHint: true };
const text = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }],
});
const fail = (t: string) => ({ isError: true, content: [{ type: "text" as const, text: t }] });

const validZone = (tz: string) => {
  if (!tz.includes("/") && tz !== "UTC") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** Minutes east of UTC of a zone at an instant. */
function offsetMinutes(tz: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(
    +parts.year,
    +parts.month - 1,
    +parts.day,
    +parts.hour,
    +parts.minute,
    +parts.second,
  );
  return Math.round((local - at.getTime()) / 60_000);
}

function isDst(tz: string, at: Date): boolean {
  const y = at.getUTCFullYear();
  const jan = offsetMinutes(tz, new Date(Date.UTC(y, 0, 1)));
  const jul = offsetMinutes(tz, new Date(Date.UTC(y, 6, 1)));
  return jan !== jul && offsetMinutes(tz, at) === Math.max(jan, jul);
}

function described(tz: string, at: Date) {
  const off = offsetMinutes(tz, at);
  const local = new Date(at.getTime() + off * 60_000);
  const sign = off < 0 ? "-" : "+";
  const abs = Math.abs(off);
  const hhmm = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return {
    timezone: tz,
    datetime: `${local.toISOString().slice(0, 19)}${hhmm}`,
    day_of_week: local.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" }),
    is_dst: isDst(tz, at),
  };
}

export function createRefsTimeServer(): McpServer {
  const server = new McpServer({ name: "mcp-time", version: "1.0.0" });
  const now = new Date(REFS_NOW);

  server.registerTool(
    "get_current_time",
    {
      description: "Get current time in a specific timezones",
      inputSchema: {
        timezone: z
          .string()
          .describe(
            "IANA timezone name (e.g., 'America/New_York', 'Europe/London'). Use 'UTC' as local timezone if no timezone provided by the user.",
          ),
      },
      annotations: READ,
    },
    async ({ timezone }) =>
      validZone(timezone)
        ? text(described(timezone, now))
        : fail(`Error processing mcp-server-time query: Invalid timezone: ${timezone}`),
  );

  server.registerTool(
    "convert_time",
    {
      description: "Convert time between timezones",
      inputSchema: {
        source_timezone: z
          .string()
          .describe(
            "Source IANA timezone name (e.g., 'America/New_York', 'Europe/London'). Use 'UTC' as local timezone if no source timezone provided by the user.",
          ),
        time: z.string().describe("Time to convert in 24-hour format (HH:MM)"),
        target_timezone: z
          .string()
          .describe(
            "Target IANA timezone name (e.g., 'Asia/Tokyo', 'America/San_Francisco'). Use 'UTC' as local timezone if no target timezone provided by the user.",
          ),
      },
      annotations: READ,
    },
    async ({ source_timezone, time, target_timezone }) => {
      for (const tz of [source_timezone, target_timezone])
        if (!validZone(tz)) return fail(`Error processing mcp-server-time query: Invalid timezone: ${tz}`);
      const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
      if (!m)
        return fail(
          "Error processing mcp-server-time query: Invalid time format. Expected HH:MM [24-hour format]",
        );
      const day = REFS_NOW.slice(0, 10);
      const naive = Date.parse(`${day}T${m[1].padStart(2, "0")}:${m[2]}:00Z`);
      const srcOff = offsetMinutes(source_timezone, new Date(naive));
      const at = new Date(naive - srcOff * 60_000);
      const diff = (offsetMinutes(target_timezone, at) - offsetMinutes(source_timezone, at)) / 60;
      const shown = Number.isInteger(diff) ? `${diff.toFixed(1)}` : `${diff}`.replace(/(\.\d\d)\d+$/, "$1");
      return text({
        source: described(source_timezone, at),
        target: described(target_timezone, at),
        time_difference: `${diff >= 0 ? "+" : ""}${shown}h`,
      });
    },
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createRefsTimeServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("refs time fixture server failed:", e);
      process.exit(1);
    });
}
