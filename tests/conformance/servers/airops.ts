/**
 * Conformance fixture "airops": an airline operations MCP server written in session 46 as a
 * vocabulary nobody had tuned on — camelCase verb-first tool names (`getFlights`, `findCrewMember`),
 * terse or missing descriptions, results as bare JSON arrays (no envelope, no totals) or one object,
 * date-times with a local offset, and the codes of the trade: flight numbers without a separator
 * (`TW117`), aircraft registrations (`G-TWAB`), IATA airport codes (`LHR`), numeric staff numbers.
 * Two crew members share a name. Run over stdio: `node --import tsx tests/conformance/servers/airops.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

export const AIROPS_READ_TOOLS = [
  "getFlights",
  "getFlightStatus",
  "findCrewMember",
  "getCrewRoster",
  "listAircraft",
] as const;

const AIRPORTS = ["LHR", "LGW", "MAN", "EDI", "JFK", "CDG", "AMS", "FCO", "MAD", "DUB"] as const;
const STATUSES = ["scheduled", "boarding", "departed", "landed", "delayed", "cancelled", "diverted"] as const;
const RANKS = ["captain", "first_officer", "purser", "cabin_crew"] as const;
const BASES = ["LHR", "LGW", "MAN", "EDI"] as const;
const TYPES = ["A320", "A321neo", "B787-9"] as const;
const AC_STATUS = ["in_service", "maintenance", "aog"] as const;

const CREW = [
  ["204117", "Dana Okafor", "captain", "LHR"],
  ["204118", "Chris Walker", "captain", "LGW"],
  ["204119", "Priya Nair", "first_officer", "LHR"],
  ["204120", "Tom Becker", "first_officer", "MAN"],
  ["204121", "Chris Walker", "purser", "EDI"],
  ["204122", "Ines Moreau", "captain", "MAN"],
  ["204123", "Hamish Reid", "first_officer", "EDI"],
  ["204124", "Lucia Ferri", "purser", "LHR"],
  ["204125", "Ade Bello", "cabin_crew", "LGW"],
  ["204126", "Maren Solberg", "cabin_crew", "LHR"],
  ["204127", "Yusuf Kaya", "captain", "EDI"],
  ["204128", "Niamh Doyle", "first_officer", "LGW"],
].map(([staffNo, fullName, rank, base]) => ({ staffNo, fullName, rank, base }));

const AIRCRAFT = [
  ["G-TWAA", "A320", "in_service", 180, "LHR"],
  ["G-TWAB", "A320", "in_service", 180, "LGW"],
  ["G-TWAC", "A320", "maintenance", 180, "MAN"],
  ["G-TWAD", "A321neo", "in_service", 220, "LHR"],
  ["G-TWAE", "A321neo", "aog", 220, "EDI"],
  ["G-TWAF", "A321neo", "in_service", 220, "LGW"],
  ["G-TWBA", "B787-9", "in_service", 290, "LHR"],
  ["G-TWBB", "B787-9", "maintenance", 290, "LHR"],
  ["G-TWAG", "A320", "in_service", 180, "EDI"],
].map(([registration, type, status, seats, base]) => ({ registration, type, status, seats, base }));

/** A small deterministic generator, so every run serves the same schedule. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 22695477 + 1) >>> 0;
    return s / 2 ** 32;
  };
}

export function airopsData() {
  const r = rng(4646);
  // Forty routes, each flown once a day from 22 September to 8 October 2025 (today is 1 October).
  const routes = Array.from({ length: 40 }, (_, i) => {
    const origin = AIRPORTS[i % 4] as string;
    const dests = AIRPORTS.filter((a) => a !== origin);
    return {
      flightNumber: `TW${101 + i * 3}`,
      origin,
      destination: dests[(i * 7) % dests.length] as string,
      hour: 6 + ((i * 5) % 15),
    };
  });
  const flights = [];
  for (let d = 0; d < 17; d++) {
    const date = new Date(Date.UTC(2025, 8, 22 + d)).toISOString().slice(0, 10);
    for (const [i, rt] of routes.entries()) {
      const past = date < "2025-10-01";
      const today = date === "2025-10-01";
      const u = r();
      const status = past
        ? u < 0.04
          ? "cancelled"
          : u < 0.06
            ? "diverted"
            : "landed"
        : today
          ? rt.hour < 9
            ? "landed"
            : rt.hour < 11
              ? "departed"
              : rt.hour < 12
                ? "boarding"
                : u < 0.2
                  ? "delayed"
                  : u < 0.24
                    ? "cancelled"
                    : "scheduled"
          : "scheduled";
      const captains = CREW.filter((c) => c.rank === "captain");
      const fos = CREW.filter((c) => c.rank === "first_officer");
      const ac = AIRCRAFT.filter((a) => a.status === "in_service")[(i + d) % 6];
      flights.push({
        flightNumber: rt.flightNumber,
        origin: rt.origin,
        destination: rt.destination,
        scheduledDeparture: `${date}T${String(rt.hour).padStart(2, "0")}:${i % 2 ? "35" : "05"}:00+01:00`,
        status,
        delayMinutes: status === "delayed" ? 15 + Math.floor(r() * 150) : 0,
        gate: rt.origin === "LHR" ? `B${1 + (i % 40)}` : `${1 + (i % 30)}`,
        aircraftReg: ac?.registration,
        captain: captains[(i + d) % captains.length]?.staffNo,
        firstOfficer: fos[(i * 3 + d) % fos.length]?.staffNo,
      });
    }
  }
  return { flights, crew: CREW, aircraft: AIRCRAFT };
}

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });
const READ = { readOnlyHint: true };
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createAiropsServer(): McpServer {
  const data = airopsData();
  const server = new McpServer({ name: "tailwind-ops", version: "0.9.2" });

  server.registerTool(
    "getFlights",
    {
      description: "Flights by route, day and status.",
      inputSchema: {
        origin: z.string().optional().describe("IATA code"),
        destination: z.string().optional().describe("IATA code"),
        date: z.string().optional().describe("Scheduled departure day, YYYY-MM-DD"),
        status: z.enum(STATUSES).optional(),
      },
      annotations: READ,
    },
    async ({ origin, destination, date, status }) =>
      json(
        data.flights
          .filter(
            (f) =>
              (!origin || same(f.origin, origin)) &&
              (!destination || same(f.destination, destination)) &&
              (!date || f.scheduledDeparture.startsWith(date)) &&
              (!status || f.status === status),
          )
          .slice(0, 300)
          .map(({ captain: _c, firstOfficer: _f, ...f }) => f),
      ),
  );

  server.registerTool(
    "getFlightStatus",
    {
      description: "Live status of one flight: gate, delay, aircraft and flight deck crew.",
      inputSchema: {
        flightNumber: z.string().describe("e.g. TW117"),
        date: z.string().optional().describe("YYYY-MM-DD, default today"),
      },
      annotations: READ,
    },
    async ({ flightNumber, date = "2025-10-01" }) => {
      const f = data.flights.find(
        (x) => same(x.flightNumber, flightNumber) && x.scheduledDeparture.startsWith(date),
      );
      if (!f) return fail(`no flight ${flightNumber} on ${date}`);
      const name = (staffNo?: string) => data.crew.find((c) => c.staffNo === staffNo)?.fullName;
      return json({ ...f, captainName: name(f.captain), firstOfficerName: name(f.firstOfficer) });
    },
  );

  server.registerTool(
    "findCrewMember",
    {
      inputSchema: {
        name: z.string().optional(),
        rank: z.enum(RANKS).optional(),
        base: z.enum(BASES).optional(),
      },
      annotations: READ,
    },
    async ({ name, rank, base }) => {
      const words = (name ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      return json(
        data.crew.filter(
          (c) =>
            words.every((w) => c.fullName.toLowerCase().includes(w)) &&
            (!rank || c.rank === rank) &&
            (!base || c.base === base),
        ),
      );
    },
  );

  server.registerTool(
    "getCrewRoster",
    {
      description: "Duties of one crew member.",
      inputSchema: {
        staffNo: z.string().describe("Staff number, six digits"),
        from: z.string().optional().describe("YYYY-MM-DD"),
        to: z.string().optional().describe("YYYY-MM-DD"),
      },
      annotations: READ,
    },
    async ({ staffNo, from, to }) => {
      const duties = data.flights.flatMap((f) => {
        const day = f.scheduledDeparture.slice(0, 10);
        if ((from && day < from) || (to && day > to)) return [];
        const role =
          f.captain === staffNo ? "captain" : f.firstOfficer === staffNo ? "first_officer" : undefined;
        return role
          ? [{ date: day, flightNumber: f.flightNumber, origin: f.origin, destination: f.destination, role }]
          : [];
      });
      return json(duties);
    },
  );

  server.registerTool(
    "listAircraft",
    {
      description: "The fleet.",
      inputSchema: { type: z.enum(TYPES).optional(), status: z.enum(AC_STATUS).optional() },
      annotations: READ,
    },
    async ({ type, status }) =>
      json(data.aircraft.filter((a) => (!type || a.type === type) && (!status || a.status === status))),
  );

  server.registerTool(
    "cancelFlight",
    {
      description: "Cancel a flight.",
      inputSchema: { flightNumber: z.string(), date: z.string(), reason: z.string() },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ flightNumber }) => json({ flightNumber, status: "cancelled" }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createAiropsServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("airops fixture server failed:", e);
      process.exit(1);
    });
}
