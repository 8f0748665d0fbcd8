/**
 * Fixture "cal": a calendar in the style of the popular open-source Google Calendar MCP server —
 * kebab-case tools (`list-calendars`, `list-events`, `search-events`, `get-event`, `get-freebusy`,
 * `list-colors`, `get-current-time`), a `calendarId` that is "primary", a calendar id or a calendar's
 * name, time bounds `timeMin`/`timeMax` as ISO 8601 date-times documented only by example
 * ('2024-01-01T00:00:00': without an offset, a time in the calendar's zone, America/New_York), an optional
 * IANA `timeZone`. `search-events` needs a free-text `query` and both bounds; `get-freebusy` takes
 * `calendars: [{ id }]` and answers busy blocks keyed by calendar id. Results are the Google Calendar
 * API's JSON as text (`{ kind, summary, timeZone, items }`), no output schemas. Writes (`create-event`,
 * `update-event`, `delete-event`, `respond-to-event`) are never approved. "Now" is fixed
 * (2025-10-01 09:30 in New York, the suite's AGENT_TODAY). Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/cal.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { CAL_NOW, CAL_ZONE, type CalEvent, COLORS, calData, endMs, startMs } from "./cal-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads, and the ones that change data (never approved). */
export const CAL_READ_TOOLS = [
  "list-calendars",
  "list-events",
  "search-events",
  "get-event",
  "get-freebusy",
  "list-colors",
  "get-current-time",
];
export const CAL_WRITE_TOOLS = ["create-event", "update-event", "delete-event", "respond-to-event"];

const text = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }],
});
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
const ISO_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** The offset of `zone` at the instant `ms`, in minutes east of UTC (Intl: any IANA zone). */
function zoneOffset(zone: string, ms: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(ms));
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const local = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return Math.round((local - ms) / 60_000);
}

/** An ISO 8601 date-time as epoch ms: with an offset as written, without one in `zone`. */
function instant(value: string, zone: string): number | string {
  if (ISO_WITH_ZONE.test(value)) return Date.parse(value);
  if (!ISO_LOCAL.test(value))
    return `Invalid time '${value}': must be ISO 8601 format: '2026-01-01T00:00:00'`;
  const naive = Date.parse(`${value}Z`);
  const first = naive - zoneOffset(zone, naive) * 60_000;
  return naive - zoneOffset(zone, first) * 60_000;
}

function validZone(zone: string | undefined): string | undefined {
  if (zone === undefined) return CAL_ZONE;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** "primary", a calendar id or a calendar's name (as the popular server accepts). */
function calendarOf(idOrName: string): string | undefined {
  const { calendars } = calData();
  const want = idOrName.trim().toLowerCase();
  if (want === "primary") return calendars.find((c) => c.primary)?.id;
  return (
    calendars.find((c) => c.id.toLowerCase() === want)?.id ??
    calendars.find((c) => c.summary.toLowerCase() === want)?.id
  );
}

interface Window {
  min?: number;
  max?: number;
  zone: string;
}
function windowOf(a: { timeMin?: string; timeMax?: string; timeZone?: string }): Window | string {
  const zone = validZone(a.timeZone);
  if (!zone) return `Invalid timeZone '${a.timeZone}': use an IANA time zone such as America/Los_Angeles`;
  const min = a.timeMin === undefined ? undefined : instant(a.timeMin, zone);
  const max = a.timeMax === undefined ? undefined : instant(a.timeMax, zone);
  if (typeof min === "string") return min;
  if (typeof max === "string") return max;
  if (min !== undefined && max !== undefined && max <= min) return "timeMax must be after timeMin";
  return { min, max, zone };
}
const overlaps = (e: CalEvent, w: Window) =>
  (w.max === undefined || startMs(e) < w.max) && (w.min === undefined || endMs(e) > w.min);

const haystack = (e: CalEvent) =>
  [
    e.summary,
    e.description ?? "",
    e.location ?? "",
    e.organizer.email,
    e.organizer.displayName ?? "",
    ...(e.attendees ?? []).flatMap((a) => [a.email, a.displayName ?? ""]),
  ]
    .join(" ")
    .toLowerCase();

const calendarId = z
  .string()
  .describe(
    "Calendar identifier. Accepts calendar IDs (e.g., 'primary', 'user@gmail.com') OR calendar names (e.g., 'Work', 'Personal'). Use 'primary' for the main calendar.",
  );
const timeMinSchema = z.string().describe("Start of time range (ISO 8601, e.g., '2024-01-01T00:00:00').");
const timeMaxSchema = z.string().describe("End of time range (ISO 8601, e.g., '2024-01-31T23:59:59').");
const timeZone = z
  .string()
  .optional()
  .describe("IANA timezone (e.g., 'America/Los_Angeles'). Defaults to calendar's timezone.");

function listing(calId: string, items: CalEvent[], zone: string) {
  const cal = calData().calendars.find((c) => c.id === calId);
  return {
    kind: "calendar#events",
    summary: cal?.summary ?? calId,
    timeZone: zone,
    items,
  };
}

export function createCalServer(): McpServer {
  const server = new McpServer({ name: "google-calendar", version: "2.0.6" });
  const data = calData();

  server.registerTool(
    "list-calendars",
    { description: "List all available calendars", inputSchema: {}, annotations: READ },
    async () => text({ kind: "calendar#calendarList", items: data.calendars }),
  );

  server.registerTool(
    "list-events",
    {
      description: "List events from one or more calendars. Supports both calendar IDs and calendar names.",
      inputSchema: {
        calendarId,
        timeMin: timeMinSchema.optional(),
        timeMax: timeMaxSchema.optional(),
        timeZone,
      },
      annotations: READ,
    },
    async (a) => {
      const id = calendarOf(a.calendarId);
      if (!id)
        return fail(
          `Calendar(s) not found: "${a.calendarId}". Use list-calendars to see available calendars.`,
        );
      const w = windowOf(a);
      if (typeof w === "string") return fail(w);
      return text(
        listing(
          id,
          (data.events[id] ?? []).filter((e) => overlaps(e, w)),
          w.zone,
        ),
      );
    },
  );

  server.registerTool(
    "search-events",
    {
      description: "Search for events in a calendar by text query.",
      inputSchema: {
        calendarId,
        query: z
          .string()
          .describe("Free text search query (searches summary, description, location, attendees, etc.)"),
        timeMin: timeMinSchema,
        timeMax: timeMaxSchema,
        timeZone,
      },
      annotations: READ,
    },
    async (a) => {
      const id = calendarOf(a.calendarId);
      if (!id)
        return fail(
          `Calendar(s) not found: "${a.calendarId}". Use list-calendars to see available calendars.`,
        );
      const w = windowOf(a);
      if (typeof w === "string") return fail(w);
      const words = a.query.toLowerCase().split(/\s+/).filter(Boolean);
      const hits = (data.events[id] ?? []).filter(
        (e) => overlaps(e, w) && words.every((word) => haystack(e).includes(word)),
      );
      return text(listing(id, hits, w.zone));
    },
  );

  server.registerTool(
    "get-event",
    {
      description: "Get details of a specific event by ID.",
      inputSchema: {
        calendarId: z.string().describe("ID of the calendar (use 'primary' for the main calendar)"),
        eventId: z.string().describe("ID of the event to retrieve"),
      },
      annotations: READ,
    },
    async (a) => {
      const id = calendarOf(a.calendarId);
      if (!id) return fail(`Calendar not found: "${a.calendarId}"`);
      const e = (data.events[id] ?? []).find((x) => x.id === a.eventId);
      return e ? text(e) : fail(`Event with ID '${a.eventId}' not found in calendar '${a.calendarId}'.`);
    },
  );

  server.registerTool(
    "get-freebusy",
    {
      description:
        "Query free/busy information for calendars. Note: Time range is limited to a maximum of 3 months between timeMin and timeMax.",
      inputSchema: {
        calendars: z
          .array(
            z.object({ id: z.string().describe("ID of the calendar (use 'primary' for the main calendar)") }),
          )
          .describe("List of calendars and/or groups to query for free/busy information"),
        timeMin: timeMinSchema,
        timeMax: timeMaxSchema,
        timeZone: z.string().optional().describe("IANA timezone for the query."),
      },
      annotations: READ,
    },
    async (a) => {
      const w = windowOf(a);
      if (typeof w === "string") return fail(w);
      if (w.min !== undefined && w.max !== undefined && w.max - w.min > 92 * 86_400_000)
        return fail("The time range cannot exceed 3 months.");
      const out: Record<string, unknown> = {};
      for (const c of a.calendars) {
        const id = calendarOf(c.id);
        if (!id) {
          out[c.id] = { errors: [{ domain: "global", reason: "notFound" }], busy: [] };
          continue;
        }
        const busy = (data.events[id] ?? [])
          .filter(
            (e) =>
              overlaps(e, w) &&
              e.status !== "cancelled" &&
              e.transparency !== "transparent" &&
              !e.attendees?.some((x) => x.self && x.responseStatus === "declined"),
          )
          .map((e) => ({
            start: new Date(Math.max(startMs(e), w.min ?? 0)).toISOString().replace(".000", ""),
            end: new Date(Math.min(endMs(e), w.max ?? Number.MAX_SAFE_INTEGER))
              .toISOString()
              .replace(".000", ""),
          }));
        out[c.id] = { busy };
      }
      return text({
        kind: "calendar#freeBusy",
        timeMin: a.timeMin,
        timeMax: a.timeMax,
        calendars: out,
      });
    },
  );

  server.registerTool(
    "list-colors",
    {
      description: "List available color IDs and their meanings for calendar events",
      inputSchema: {},
      annotations: READ,
    },
    async () => text(COLORS),
  );

  server.registerTool(
    "get-current-time",
    {
      description:
        "Get the current date and time. Call this FIRST before creating, updating, or searching for events to ensure you have accurate date context for scheduling.",
      inputSchema: {
        timeZone: z
          .string()
          .optional()
          .describe("IANA timezone (e.g., 'America/Los_Angeles'). Defaults to calendar's timezone."),
      },
      annotations: READ,
    },
    async (a) => {
      const zone = validZone(a.timeZone);
      if (!zone) return fail(`Invalid timeZone '${a.timeZone}'`);
      const ms = Date.parse(CAL_NOW);
      const off = zoneOffset(zone, ms);
      const local = new Date(ms + off * 60_000).toISOString().slice(0, 19);
      const sign = off < 0 ? "-" : "+";
      const abs = Math.abs(off);
      const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
      return text({
        currentTime: `${local}${offset}`,
        timezone: zone,
        offset,
        isDST: zone === CAL_ZONE,
        utc: new Date(ms).toISOString().replace(".000", ""),
      });
    },
  );

  // Writes: never approved by the admin.
  const eventFields = {
    calendarId: z.string().describe("ID of the calendar (use 'primary' for the main calendar)"),
    summary: z.string().describe("Title of the event"),
    description: z.string().optional().describe("Description/notes for the event"),
    start: z
      .string()
      .describe(
        "Event start time: '2025-01-01T10:00:00' for timed events or '2025-01-01' for all-day events",
      ),
    end: z
      .string()
      .describe("Event end time: '2025-01-01T11:00:00' for timed events or '2025-01-02' for all-day events"),
    location: z.string().optional().describe("Location of the event"),
    attendees: z
      .array(z.object({ email: z.string().describe("Email address of the attendee") }))
      .optional()
      .describe("List of event attendees"),
  };
  const WRITE = { readOnlyHint: false, destructiveHint: false };
  server.registerTool(
    "create-event",
    { description: "Create a new calendar event.", inputSchema: eventFields, annotations: WRITE },
    async (a) => text({ id: "newevt0001", status: "confirmed", ...a }),
  );
  server.registerTool(
    "update-event",
    {
      description: "Update an existing calendar event with recurring event modification scope support.",
      inputSchema: {
        ...eventFields,
        eventId: z.string().describe("ID of the event to update"),
        summary: z.string().optional(),
        start: z.string().optional(),
        end: z.string().optional(),
      },
      annotations: WRITE,
    },
    async (a) => text({ ...a, status: "confirmed" }),
  );
  server.registerTool(
    "delete-event",
    {
      description: "Delete a calendar event.",
      inputSchema: {
        calendarId: z.string().describe("ID of the calendar (use 'primary' for the main calendar)"),
        eventId: z.string().describe("ID of the event to delete"),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async (a) => text({ deleted: a.eventId }),
  );
  server.registerTool(
    "respond-to-event",
    {
      description:
        "Respond to a calendar event invitation with Accept, Decline, Maybe (Tentative), or No Response.",
      inputSchema: {
        calendarId: z.string().describe("ID of the calendar (use 'primary' for the main calendar)"),
        eventId: z.string().describe("ID of the event to respond to"),
        response: z
          .enum(["accepted", "declined", "tentative", "needsAction"])
          .describe("Your response to the event invitation"),
      },
      annotations: WRITE,
    },
    async (a) => text({ id: a.eventId, responseStatus: a.response }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createCalServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("cal fixture server failed:", e);
      process.exit(1);
    });
}
