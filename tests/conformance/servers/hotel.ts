/**
 * Fixture "hotel": a property-management system's MCP server in the style of third-party Python
 * FastMCP servers for Mews / Cloudbeds / Opera — snake_case tools whose descriptions are the
 * function's docstring (a summary, then `Args:` and `Returns:` sections; the parameters themselves
 * carry no description), every result JSON text in one content block with no output schema and no
 * annotations, lists in an `{ items, count, offset, limit }` envelope (`count` = all matches) paged by
 * `limit` (max 200) / `offset`, stay dates as plain dates (`arrival_from` / `arrival_to` /
 * `departure_from` / `departure_to`, both ends inclusive), `min_rate` / `max_rate` nightly-rate
 * bounds, reservations found by a six-character `confirmation_no` ("HX7Q2K") or an integer
 * `reservation_id`, rooms by a `room_no` string ("412"), status / tier / channel enums. Three tools
 * change data (`check_in`, `cancel_reservation`, `post_charge`): never approved. Written before the
 * planner ran on it. Run over stdio: `node --import tsx tests/conformance/servers/hotel.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  CHANNELS,
  HK_STATUSES,
  hotelData,
  LOYALTY_TIERS,
  RESERVATION_STATUSES,
  ROOM_TYPES,
  TASK_STATUSES,
  TASK_TYPES,
} from "./hotel-data";

/** The tools an admin approves as reads. */
export const HOTEL_READ_TOOLS = [
  "get_reservations",
  "get_reservation",
  "find_guests",
  "get_guest",
  "list_rooms",
  "get_room",
  "list_housekeeping_tasks",
  "get_folio",
  "list_rate_plans",
];
export const HOTEL_WRITE_TOOLS = ["check_in", "cancel_reservation", "post_charge"];

const text = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }],
});
const fail = (message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: `Error: ${message}` }],
});

const paging = {
  limit: z.number().int().optional().default(50),
  offset: z.number().int().optional().default(0),
};
function page<T>(rows: T[] | Error, limit = 50, offset = 0) {
  if (rows instanceof Error) return fail(rows.message);
  if (limit < 1 || limit > 200) return fail("limit must be between 1 and 200");
  if (offset < 0) return fail("offset must be >= 0");
  return text({ items: rows.slice(offset, offset + limit), count: rows.length, offset, limit });
}
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Checks plain-date arguments as pydantic's `date` would; an Error names the first bad one. */
function badDate(args: Record<string, unknown>, names: string[]): Error | undefined {
  for (const n of names) {
    const v = args[n];
    if (
      v !== undefined &&
      v !== null &&
      (typeof v !== "string" || !DATE.test(v) || Number.isNaN(Date.parse(v)))
    )
      return new Error(`${n}: Input should be a valid date in the format YYYY-MM-DD`);
  }
  return undefined;
}
const date = z.string().optional();
const ARGS = (lines: string[]) => `\n\nArgs:\n${lines.map((l) => `    ${l}`).join("\n")}`;
const LIST_RETURNS =
  "\n\nReturns:\n    JSON object with `items`, `count` (total matches), `offset` and `limit`.";

export function createHotelServer(): McpServer {
  const { rooms, guests, reservations, tasks, folios, ratePlans } = hotelData();
  const server = new McpServer({ name: "pms-mcp", version: "1.3.0" });

  server.registerTool(
    "get_reservations",
    {
      description:
        "Search reservations in the property management system. Results are sorted by arrival date." +
        ARGS([
          "status: Reservation status (confirmed, checked_in, checked_out, cancelled, no_show).",
          "arrival_from: Earliest arrival date, YYYY-MM-DD (inclusive).",
          "arrival_to: Latest arrival date, YYYY-MM-DD (inclusive).",
          "departure_from: Earliest departure date, YYYY-MM-DD (inclusive).",
          "departure_to: Latest departure date, YYYY-MM-DD (inclusive).",
          "guest_id: Only reservations of this guest.",
          "room_no: Only reservations assigned to this room number.",
          "room_type: Booked room type.",
          "channel: Booking channel the reservation came from.",
          "min_rate: Minimum nightly rate (USD).",
          "max_rate: Maximum nightly rate (USD).",
          "limit: Max results to return (default 50, max 200).",
          "offset: Number of results to skip.",
        ]) +
        LIST_RETURNS,
      inputSchema: {
        status: z.enum(RESERVATION_STATUSES).optional(),
        arrival_from: date,
        arrival_to: date,
        departure_from: date,
        departure_to: date,
        guest_id: z.number().int().optional(),
        room_no: z.string().optional(),
        room_type: z.enum(ROOM_TYPES).optional(),
        channel: z.enum(CHANNELS).optional(),
        min_rate: z.number().optional(),
        max_rate: z.number().optional(),
        ...paging,
      },
    },
    async (a) => {
      const bad = badDate(a, ["arrival_from", "arrival_to", "departure_from", "departure_to"]);
      if (bad) return fail(bad.message);
      const rows = reservations
        .filter(
          (r) =>
            (!a.status || r.status === a.status) &&
            (!a.arrival_from || r.arrival_date >= a.arrival_from) &&
            (!a.arrival_to || r.arrival_date <= a.arrival_to) &&
            (!a.departure_from || r.departure_date >= a.departure_from) &&
            (!a.departure_to || r.departure_date <= a.departure_to) &&
            (a.guest_id === undefined || r.guest_id === a.guest_id) &&
            (!a.room_no || r.room_no === a.room_no.trim()) &&
            (!a.room_type || r.room_type === a.room_type) &&
            (!a.channel || r.channel === a.channel) &&
            (a.min_rate === undefined || r.nightly_rate >= a.min_rate) &&
            (a.max_rate === undefined || r.nightly_rate <= a.max_rate),
        )
        .sort((x, y) => x.arrival_date.localeCompare(y.arrival_date) || x.reservation_id - y.reservation_id);
      return page(rows, a.limit, a.offset);
    },
  );

  server.registerTool(
    "get_reservation",
    {
      description:
        "Get a single reservation by confirmation number or reservation ID. Provide one of the two." +
        ARGS([
          'confirmation_no: The six-character confirmation number, e.g. "HX7Q2K".',
          "reservation_id: The numeric reservation ID.",
        ]) +
        "\n\nReturns:\n    The reservation as JSON.",
      inputSchema: { confirmation_no: z.string().optional(), reservation_id: z.number().int().optional() },
    },
    async ({ confirmation_no, reservation_id }) => {
      if (!confirmation_no && reservation_id === undefined)
        return fail("Provide confirmation_no or reservation_id");
      const r = reservations.find((x) =>
        confirmation_no
          ? x.confirmation_no === confirmation_no.trim().toUpperCase()
          : x.reservation_id === reservation_id,
      );
      return r ? text(r) : fail("Reservation not found");
    },
  );

  server.registerTool(
    "find_guests",
    {
      description:
        "Find guest profiles. All filters are optional and combined with AND." +
        ARGS([
          "name: Part of the guest's first or last name.",
          "email: Email address (exact match).",
          "phone: Phone number; digits are compared, formatting is ignored.",
          "loyalty_tier: Loyalty program tier.",
          "limit: Max results to return (default 50, max 200).",
          "offset: Number of results to skip.",
        ]) +
        LIST_RETURNS,
      inputSchema: {
        name: z.string().optional(),
        email: z.string().optional(),
        phone: z.string().optional(),
        loyalty_tier: z.enum(LOYALTY_TIERS).optional(),
        ...paging,
      },
    },
    async (a) => {
      const digits = (s: string) => s.replace(/\D/g, "");
      const words = (a.name ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const rows = guests.filter(
        (g) =>
          words.every((w) => `${g.first_name} ${g.last_name}`.toLowerCase().includes(w)) &&
          (!a.email || g.email.toLowerCase() === a.email.trim().toLowerCase()) &&
          (!a.phone || (digits(a.phone).length > 0 && digits(g.phone).endsWith(digits(a.phone)))) &&
          (!a.loyalty_tier || g.loyalty_tier === a.loyalty_tier),
      );
      return page(rows, a.limit, a.offset);
    },
  );

  server.registerTool(
    "get_guest",
    {
      description:
        "Get a guest profile by ID." +
        ARGS(["guest_id: The guest's ID."]) +
        "\n\nReturns:\n    The guest profile as JSON.",
      inputSchema: { guest_id: z.number().int() },
    },
    async ({ guest_id }) => {
      const g = guests.find((x) => x.guest_id === guest_id);
      return g ? text(g) : fail(`Guest ${guest_id} not found`);
    },
  );

  server.registerTool(
    "list_rooms",
    {
      description:
        "List rooms with their housekeeping status." +
        ARGS([
          "room_type: Room type.",
          "hk_status: Housekeeping status (clean, dirty, inspected, out_of_order).",
          "floor: Floor number.",
          "occupied: True for rooms with a guest in house, False for vacant rooms.",
          "limit: Max results to return (default 50, max 200).",
          "offset: Number of results to skip.",
        ]) +
        LIST_RETURNS,
      inputSchema: {
        room_type: z.enum(ROOM_TYPES).optional(),
        hk_status: z.enum(HK_STATUSES).optional(),
        floor: z.number().int().optional(),
        occupied: z.boolean().optional(),
        ...paging,
      },
    },
    async (a) => {
      const rows = rooms.filter(
        (r) =>
          (!a.room_type || r.room_type === a.room_type) &&
          (!a.hk_status || r.hk_status === a.hk_status) &&
          (a.floor === undefined || r.floor === a.floor) &&
          (a.occupied === undefined || r.occupied === a.occupied),
      );
      return page(rows, a.limit, a.offset);
    },
  );

  server.registerTool(
    "get_room",
    {
      description:
        "Get one room by its number." +
        ARGS(['room_no: Room number, e.g. "412".']) +
        "\n\nReturns:\n    The room as JSON.",
      inputSchema: { room_no: z.string() },
    },
    async ({ room_no }) => {
      const r = rooms.find((x) => x.room_no === room_no.trim());
      return r ? text(r) : fail(`Room ${room_no} not found`);
    },
  );

  server.registerTool(
    "list_housekeeping_tasks",
    {
      description:
        "List housekeeping tasks for a day." +
        ARGS([
          "date: Task date, YYYY-MM-DD. Defaults to today.",
          "status: Task status.",
          "task_type: Kind of task.",
          "room_no: Only tasks for this room.",
          "assigned_to: Name of the attendant the task is assigned to.",
          "limit: Max results to return (default 50, max 200).",
          "offset: Number of results to skip.",
        ]) +
        LIST_RETURNS,
      inputSchema: {
        date,
        status: z.enum(TASK_STATUSES).optional(),
        task_type: z.enum(TASK_TYPES).optional(),
        room_no: z.string().optional(),
        assigned_to: z.string().optional(),
        ...paging,
      },
    },
    async (a) => {
      const bad = badDate(a, ["date"]);
      if (bad) return fail(bad.message);
      const day = a.date ?? "2025-10-01";
      const rows = tasks.filter(
        (t) =>
          t.date === day &&
          (!a.status || t.status === a.status) &&
          (!a.task_type || t.task_type === a.task_type) &&
          (!a.room_no || t.room_no === a.room_no.trim()) &&
          (!a.assigned_to ||
            (t.assigned_to ?? "").toLowerCase().includes(a.assigned_to.trim().toLowerCase())),
      );
      return page(rows, a.limit, a.offset);
    },
  );

  server.registerTool(
    "get_folio",
    {
      description:
        "Get the folio (guest bill) of a reservation: charges, payments and balance." +
        ARGS([
          "reservation_id: The numeric reservation ID.",
          "confirmation_no: The confirmation number, used when reservation_id is not given.",
        ]) +
        "\n\nReturns:\n    The folio as JSON; each charge has an `amount` and a `currency`.",
      inputSchema: { reservation_id: z.number().int().optional(), confirmation_no: z.string().optional() },
    },
    async ({ reservation_id, confirmation_no }) => {
      const r = reservations.find((x) =>
        reservation_id !== undefined
          ? x.reservation_id === reservation_id
          : x.confirmation_no === (confirmation_no ?? "").trim().toUpperCase(),
      );
      const f = r && folios.get(r.reservation_id);
      return f ? text(f) : fail("Reservation not found");
    },
  );

  server.registerTool(
    "list_rate_plans",
    {
      description:
        "List the property's rate plans." +
        ARGS([
          "active_only: Only plans open for sale (default True).",
          "limit: Max results to return (default 50, max 200).",
          "offset: Number of results to skip.",
        ]) +
        LIST_RETURNS,
      inputSchema: { active_only: z.boolean().optional().default(true), ...paging },
    },
    async (a) => page(a.active_only ? ratePlans.filter((p) => p.active) : ratePlans, a.limit, a.offset),
  );

  server.registerTool(
    "check_in",
    {
      description:
        "Check a guest in: marks the reservation checked_in and assigns the room." +
        ARGS(["reservation_id: The numeric reservation ID.", "room_no: Room to assign."]),
      inputSchema: { reservation_id: z.number().int(), room_no: z.string().optional() },
    },
    async ({ reservation_id, room_no }) =>
      text({ reservation_id, status: "checked_in", room_no: room_no ?? null }),
  );

  server.registerTool(
    "cancel_reservation",
    {
      description:
        "Cancel a reservation. Cancellation fees follow the rate plan's policy." +
        ARGS(["confirmation_no: The confirmation number.", "reason: Optional cancellation reason."]),
      inputSchema: { confirmation_no: z.string(), reason: z.string().optional() },
    },
    async ({ confirmation_no }) => text({ confirmation_no, status: "cancelled" }),
  );

  server.registerTool(
    "post_charge",
    {
      description:
        "Post a charge to a reservation's folio." +
        ARGS([
          "reservation_id: The numeric reservation ID.",
          "amount: Charge amount.",
          'currency: ISO currency code, e.g. "USD".',
          "description: Text shown on the guest's bill.",
        ]),
      inputSchema: {
        reservation_id: z.number().int(),
        amount: z.number(),
        currency: z.string().optional().default("USD"),
        description: z.string(),
      },
    },
    async ({ reservation_id, amount, currency }) => text({ reservation_id, amount, currency, posted: true }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createHotelServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("hotel fixture server failed:", e);
      process.exit(1);
    });
}
