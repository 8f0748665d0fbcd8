/**
 * Conformance fixture "fitness": an athlete's training log MCP server written in session 49 as a
 * vocabulary nobody had tuned on, shaped like the community Strava servers — kebab-case tools
 * (`get-recent-activities`, `get-athlete-stats`), large integer ids, distances in metres, times in
 * seconds, speeds in metres per second, `start_date` in UTC beside `start_date_local`, one activity
 * lister whose filters are ISO dates and an array of activity types, totals nested per sport and
 * period (`ytd_run_totals`), the athlete's gear inside the profile, starred segments with the
 * athlete's efforts on them, clubs and routes. Every record belongs to the signed-in athlete; no tool
 * takes an athlete id. "Today" is Wednesday 2025-10-01 (Europe/London, BST).
 * Run over stdio: `node --import tsx tests/conformance/servers/fitness.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { createRng } from "@/demo/commerce/prng";

export const FITNESS_READ_TOOLS = [
  "get-athlete-profile",
  "get-athlete-stats",
  "get-athlete-zones",
  "get-recent-activities",
  "get-all-activities",
  "get-activity-details",
  "get-activity-laps",
  "list-athlete-clubs",
  "list-starred-segments",
  "get-segment",
  "list-segment-efforts",
  "list-athlete-routes",
  "get-route",
] as const;

const DAY = 86_400_000;
/** Activities start on 2025-01-01; the last one is this morning's run. */
const START = Date.parse("2025-01-01T00:00:00Z");
const NOW = Date.parse("2025-10-01T07:45:00Z");

type Sport =
  | "Run"
  | "TrailRun"
  | "Ride"
  | "GravelRide"
  | "VirtualRide"
  | "Swim"
  | "Walk"
  | "Hike"
  | "WeightTraining";
const TYPE_OF: Record<Sport, string> = {
  Run: "Run",
  TrailRun: "Run",
  Ride: "Ride",
  GravelRide: "Ride",
  VirtualRide: "VirtualRide",
  Swim: "Swim",
  Walk: "Walk",
  Hike: "Hike",
  WeightTraining: "WeightTraining",
};

export const GEAR = {
  bikes: [
    { id: "b8120331", name: "Canyon Endurace CF 7", primary: true, distance: 8_421_300 },
    { id: "b9011207", name: "Brompton C Line", primary: false, distance: 1_187_400 },
  ],
  shoes: [
    { id: "g1500042", name: "Nike Pegasus 41", primary: true, distance: 612_800 },
    { id: "g1500077", name: "Hoka Speedgoat 6", primary: false, distance: 238_150 },
  ],
};

/** Named days: [local date, hour, sport, name, metres, moving seconds, climb, workout_type, kudos]. */
const SPECIAL: [string, number, Sport, string, number, number, number, number, number][] = [
  ["2025-04-27", 10, "Run", "London Marathon", 42_480, 12_581, 96, 1, 96],
  ["2025-06-07", 8, "Hike", "Snowdon via the Pyg Track", 12_100, 16_200, 1_020, 0, 31],
  ["2025-06-15", 7, "Ride", "Dragon Ride", 153_400, 23_400, 2_310, 0, 57],
  ["2025-07-19", 8, "Swim", "Clevedon lake swim", 1_900, 2_460, 0, 0, 14],
  ["2025-08-23", 9, "Ride", "Cheddar Gorge loop", 82_400, 11_050, 1_240, 0, 38],
  ["2025-09-14", 9, "Run", "Bristol Half Marathon", 21_180, 5_892, 84, 1, 48],
  ["2025-10-01", 7, "Run", "Morning Run", 8_050, 2_710, 41, 0, 3],
];

export interface Activity {
  id: number;
  name: string;
  type: string;
  sport_type: Sport;
  distance: number;
  moving_time: number;
  elapsed_time: number;
  total_elevation_gain: number;
  start_date: string;
  start_date_local: string;
  timezone: string;
  average_speed: number;
  max_speed: number;
  average_heartrate?: number;
  max_heartrate?: number;
  kudos_count: number;
  comment_count: number;
  achievement_count: number;
  trainer: boolean;
  commute: boolean;
  gear_id: string | null;
  workout_type: number | null;
}

/** British Summer Time: the last Sunday of March to the last Sunday of October, 2025. */
const offsetHours = (localDate: string) => (localDate >= "2025-03-30" && localDate < "2025-10-26" ? 1 : 0);

export function fitnessData() {
  const r = createRng(4949);
  const activities: Activity[] = [];
  let seq = 0;
  const add = (
    date: string,
    hour: number,
    sport: Sport,
    name: string,
    distance: number,
    moving: number,
    climb: number,
    workout: number | null,
    kudos: number,
  ) => {
    const minute = r.int(0, 50);
    const off = offsetHours(date);
    const local = `${date}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`;
    const start = new Date(Date.parse(local) - off * 3_600_000).toISOString().replace(".000", "");
    const run = TYPE_OF[sport] === "Run" || sport === "Walk" || sport === "Hike";
    const ride = TYPE_OF[sport] === "Ride" || sport === "VirtualRide";
    activities.push({
      id: 13_254_000_000 + seq++ * 3_137 + r.int(0, 999),
      name,
      type: TYPE_OF[sport],
      sport_type: sport,
      distance,
      moving_time: moving,
      elapsed_time: moving + r.int(0, Math.round(moving / 12)),
      total_elevation_gain: climb,
      start_date: start,
      start_date_local: local,
      timezone: `(GMT+0${off}:00) Europe/London`,
      average_speed: distance ? Math.round((distance / moving) * 1000) / 1000 : 0,
      max_speed: distance ? Math.round((distance / moving) * 1.6 * 1000) / 1000 : 0,
      ...(sport === "WeightTraining" || sport === "Swim"
        ? {}
        : { average_heartrate: r.int(128, 158), max_heartrate: r.int(165, 189) }),
      kudos_count: kudos,
      comment_count: r.int(0, 4),
      achievement_count: workout === 1 ? r.int(3, 9) : r.int(0, 3),
      trainer: sport === "VirtualRide",
      commute: name === "Evening commute",
      gear_id: run
        ? sport === "TrailRun" || sport === "Hike"
          ? GEAR.shoes[1].id
          : GEAR.shoes[0].id
        : ride
          ? name === "Evening commute"
            ? GEAR.bikes[1].id
            : GEAR.bikes[0].id
          : null,
      workout_type: run ? workout : ride ? (workout === 1 ? 11 : 10) : null,
    });
  };
  for (let t = START; t <= NOW; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    const special = SPECIAL.filter((s) => s[0] === date);
    if (special.length) {
      for (const s of special) add(...s);
      continue;
    }
    const dow = new Date(t).getUTCDay();
    const winter = date < "2025-03-01";
    const km = (lo: number, hi: number) => r.int(lo * 10, hi * 10) * 100 + r.int(0, 99);
    const pace = (m: number, secPerKm: number) => Math.round((m / 1000) * (secPerKm + r.int(-15, 15)));
    if (dow === 1 && r.chance(0.7)) {
      const m = r.int(20, 28) * 100;
      add(date, 7, "Swim", "Pool swim", m, Math.round(m * 1.1), 0, null, r.int(1, 8));
    } else if (dow === 2) {
      const m = km(8, 11);
      add(date, 18, "Run", "Tempo run", m, pace(m, 285), r.int(30, 90), 3, r.int(4, 16));
    } else if (dow === 3) {
      if (winter)
        add(
          date,
          19,
          "VirtualRide",
          "Zwift - Watopia",
          km(25, 40),
          r.int(3_600, 5_400),
          r.int(150, 500),
          null,
          2,
        );
      else
        add(
          date,
          17,
          "Ride",
          "Evening commute",
          9_800 + r.int(0, 99),
          r.int(1_900, 2_200),
          64,
          null,
          r.int(0, 3),
        );
    } else if (dow === 4) {
      const m = km(6, 9);
      add(date, 7, "Run", "Easy run", m, pace(m, 330), r.int(20, 80), 0, r.int(2, 12));
    } else if (dow === 5 && r.chance(0.5)) {
      add(date, 12, "WeightTraining", "Lunch gym session", 0, r.int(2_400, 3_300), 0, null, r.int(0, 4));
    } else if (dow === 6) {
      add(date, 9, "Run", "Parkrun", 5_000, pace(5_000, 262), 28, 0, r.int(6, 20));
      if (!winter && r.chance(0.5)) {
        const m = km(40, 70);
        add(date, 13, "Ride", "Saturday spin", m, Math.round(m / 7.4), r.int(300, 900), null, r.int(5, 22));
      }
    } else if (dow === 0) {
      if (r.chance(0.2)) {
        const m = km(10, 16);
        add(date, 8, "TrailRun", "Leigh Woods trails", m, pace(m, 390), r.int(250, 480), 2, r.int(5, 18));
      } else {
        const m = km(16, 24);
        add(date, 8, "Run", "Sunday long run", m, pace(m, 320), r.int(80, 220), 2, r.int(8, 26));
      }
    }
  }
  activities.sort((a, b) => b.start_date.localeCompare(a.start_date));
  const clubs = [
    {
      id: 231_407,
      name: "Bristol Harriers",
      sport_type: "running",
      city: "Bristol",
      member_count: 412,
      private: false,
    },
    {
      id: 188_562,
      name: "Southville Cycling Club",
      sport_type: "cycling",
      city: "Bristol",
      member_count: 268,
      private: false,
    },
    {
      id: 907_113,
      name: "Avon Open Water",
      sport_type: "other",
      city: "Clevedon",
      member_count: 96,
      private: true,
    },
    {
      id: 56_021,
      name: "Zwift Riders UK",
      sport_type: "cycling",
      city: "",
      member_count: 18_904,
      private: false,
    },
  ];
  const segments = [
    [29_514_203, "Harbourside sprint", "Run", 812, 0.3, 0, 118],
    [7_741_920, "Ashton Court hill", "Run", 1_420, 5.2, 0, 402],
    [3_551_776, "Downs loop", "Run", 3_510, 0.8, 0, 1_104],
    [612_045, "Gorge Road climb", "Ride", 3_220, 6.1, 3, 541],
    [1_049_118, "Cheddar Gorge", "Ride", 5_110, 4.9, 2, 899],
  ].map(([id, name, activity_type, distance, grade, cat, pr], i) => ({
    id: id as number,
    name: name as string,
    activity_type: activity_type as string,
    distance: distance as number,
    average_grade: grade as number,
    maximum_grade: Math.round((grade as number) * 2.1 * 10) / 10,
    climb_category: cat as number,
    city: i === 4 ? "Cheddar" : "Bristol",
    country: "United Kingdom",
    starred: true,
    athlete_pr_effort: {
      pr_elapsed_time: pr as number,
      pr_date: ["2025-05-17", "2025-07-06", "2025-08-31", "2025-06-21", "2025-08-23"][i],
    },
  }));
  const efforts = segments.flatMap((s) =>
    Array.from({ length: 6 + (s.id % 5) }, (_, k) => {
      const date = new Date(Date.parse("2025-09-28") - k * 17 * DAY).toISOString().slice(0, 10);
      return {
        id: 3_400_000_000_000 + s.id * 10 + k,
        segment: { id: s.id, name: s.name },
        name: s.name,
        elapsed_time: s.athlete_pr_effort.pr_elapsed_time + (k === 3 ? 0 : r.int(4, 60)),
        start_date_local: `${date}T09:${String(r.int(10, 59)).padStart(2, "0")}:00Z`,
        pr_rank: k === 3 ? 1 : null,
      };
    }),
  );
  const routes = [
    {
      id: 3_301_245_118,
      name: "Harbour 10k",
      type: 2,
      distance: 10_050,
      elevation_gain: 46,
      estimated_moving_time: 3_000,
      created_at: "2024-11-02T10:12:00Z",
      starred: true,
    },
    {
      id: 3_301_877_904,
      name: "Cheddar loop",
      type: 1,
      distance: 82_400,
      elevation_gain: 1_240,
      estimated_moving_time: 11_400,
      created_at: "2025-03-15T18:40:00Z",
      starred: true,
    },
    {
      id: 3_302_016_550,
      name: "Commute to work",
      type: 1,
      distance: 9_800,
      elevation_gain: 64,
      estimated_moving_time: 2_050,
      created_at: "2025-03-02T08:00:00Z",
      starred: false,
    },
    {
      id: 3_302_441_006,
      name: "Leigh Woods trail loop",
      type: 2,
      distance: 13_200,
      elevation_gain: 410,
      estimated_moving_time: 5_100,
      created_at: "2025-05-10T07:55:00Z",
      starred: false,
    },
  ];
  return { activities, clubs, segments, efforts, routes };
}

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });
const READ = { readOnlyHint: true };
const WRITE = { readOnlyHint: false };

function totals(list: Activity[]) {
  return {
    count: list.length,
    distance: Math.round(list.reduce((s, a) => s + a.distance, 0)),
    moving_time: list.reduce((s, a) => s + a.moving_time, 0),
    elapsed_time: list.reduce((s, a) => s + a.elapsed_time, 0),
    elevation_gain: list.reduce((s, a) => s + a.total_elevation_gain, 0),
  };
}

export function createFitnessServer(): McpServer {
  const data = fitnessData();
  const server = new McpServer({ name: "strava-mcp-server", version: "1.4.0" });
  const activity = (id: number) => data.activities.find((a) => a.id === id);

  server.registerTool(
    "get-athlete-profile",
    {
      description:
        "Fetches the profile of the authenticated athlete: name, location, weight, FTP, and their bikes and shoes with the distance on each (metres).",
      annotations: READ,
    },
    async () =>
      json({
        id: 40_118_274,
        username: "samrivera",
        firstname: "Sam",
        lastname: "Rivera",
        city: "Bristol",
        state: "England",
        country: "United Kingdom",
        sex: "F",
        premium: true,
        created_at: "2019-03-11T19:02:41Z",
        weight: 61.5,
        ftp: 231,
        measurement_preference: "meters",
        bikes: GEAR.bikes,
        shoes: GEAR.shoes,
      }),
  );

  server.registerTool(
    "get-athlete-stats",
    {
      description:
        "Activity totals of the authenticated athlete for runs, rides and swims: recent (the last 4 weeks), " +
        "year to date and all time. Distances in metres, times in seconds.",
      annotations: READ,
    },
    async () => {
      const of = (types: string[], since?: number) =>
        totals(
          data.activities.filter(
            (a) => types.includes(a.type) && (!since || Date.parse(a.start_date) >= since),
          ),
        );
      const recent = NOW - 28 * DAY;
      const ytd = Date.parse("2025-01-01T00:00:00Z");
      // All-time totals include the years before this log (2019–2024).
      const before = { run: [612, 6_204_300], ride: [388, 21_450_800], swim: [143, 301_900] };
      const all = (t: ReturnType<typeof totals>, [count, distance]: number[]) => ({
        ...t,
        count: t.count + count,
        distance: t.distance + distance,
        moving_time: t.moving_time + Math.round(distance / 3.1),
        elapsed_time: t.elapsed_time + Math.round(distance / 2.9),
        elevation_gain: t.elevation_gain + Math.round(distance / 95),
      });
      const rides = data.activities.filter((a) => a.type === "Ride");
      return json({
        biggest_ride_distance: Math.max(...rides.map((a) => a.distance)),
        biggest_climb_elevation_gain: Math.max(...rides.map((a) => a.total_elevation_gain)),
        recent_run_totals: of(["Run"], recent),
        recent_ride_totals: of(["Ride", "VirtualRide"], recent),
        recent_swim_totals: of(["Swim"], recent),
        ytd_run_totals: of(["Run"], ytd),
        ytd_ride_totals: of(["Ride", "VirtualRide"], ytd),
        ytd_swim_totals: of(["Swim"], ytd),
        all_run_totals: all(of(["Run"]), before.run),
        all_ride_totals: all(of(["Ride", "VirtualRide"]), before.ride),
        all_swim_totals: all(of(["Swim"]), before.swim),
      });
    },
  );

  server.registerTool(
    "get-athlete-zones",
    {
      description: "The authenticated athlete's heart rate zones (beats per minute) and power zones (watts).",
      annotations: READ,
    },
    async () =>
      json({
        heart_rate: {
          custom_zones: false,
          zones: [
            { min: 0, max: 123 },
            { min: 123, max: 153 },
            { min: 153, max: 169 },
            { min: 169, max: 184 },
            { min: 184, max: -1 },
          ],
        },
        power: {
          zones: [
            { min: 0, max: 127 },
            { min: 128, max: 173 },
            { min: 174, max: 208 },
            { min: 209, max: 242 },
            { min: 243, max: 277 },
            { min: 278, max: 346 },
            { min: 347, max: -1 },
          ],
        },
      }),
  );

  server.registerTool(
    "get-recent-activities",
    {
      description: "Fetches the authenticated athlete's most recent activities, newest first.",
      inputSchema: {
        perPage: z
          .number()
          .int()
          .min(1)
          .max(200)
          .optional()
          .describe("Number of activities to return (default 30)"),
      },
      annotations: READ,
    },
    async ({ perPage = 30 }) => json(data.activities.slice(0, perPage)),
  );

  server.registerTool(
    "get-all-activities",
    {
      description:
        "Fetches the athlete's activity history, newest first, optionally between two dates and only of some types. " +
        "Handles paging for you.",
      inputSchema: {
        startDate: z
          .string()
          .optional()
          .describe("ISO date (YYYY-MM-DD): only activities on or after this date"),
        endDate: z
          .string()
          .optional()
          .describe("ISO date (YYYY-MM-DD): only activities on or before this date"),
        activityTypes: z
          .array(z.string())
          .optional()
          .describe(
            "Activity types to include, e.g. Run, Ride, Swim, Walk, Hike, VirtualRide, WeightTraining",
          ),
        maxActivities: z
          .number()
          .int()
          .min(1)
          .max(1000)
          .optional()
          .describe("Stop after this many (default 500)"),
      },
      annotations: READ,
    },
    async ({ startDate, endDate, activityTypes, maxActivities = 500 }) => {
      const bad = [startDate, endDate].find((d) => d !== undefined && !/^\d{4}-\d{2}-\d{2}/.test(d));
      if (bad) return fail(`Invalid date: ${bad}. Use YYYY-MM-DD.`);
      const types = activityTypes?.map((t) => t.toLowerCase());
      const found = data.activities.filter((a) => {
        const day = a.start_date_local.slice(0, 10);
        return (
          (!startDate || day >= startDate.slice(0, 10)) &&
          (!endDate || day <= endDate.slice(0, 10)) &&
          (!types || types.includes(a.type.toLowerCase()) || types.includes(a.sport_type.toLowerCase()))
        );
      });
      return json(found.slice(0, maxActivities));
    },
  );

  server.registerTool(
    "get-activity-details",
    {
      description:
        "Fetches detailed information about one activity: description, calories, gear, device and best efforts.",
      inputSchema: { activityId: z.number().int().describe("The unique identifier of the activity") },
      annotations: READ,
    },
    async ({ activityId }) => {
      const a = activity(activityId);
      if (!a) return fail(`Activity ${activityId} not found`);
      const gear = [...GEAR.bikes, ...GEAR.shoes].find((g) => g.id === a.gear_id) ?? null;
      const bests =
        a.type === "Run" && a.distance >= 5_000
          ? [
              { name: "1k", distance: 1_000, elapsed_time: Math.round((1_000 / a.average_speed) * 0.93) },
              { name: "5k", distance: 5_000, elapsed_time: Math.round((5_000 / a.average_speed) * 0.97) },
            ]
          : [];
      return json({
        ...a,
        description: a.workout_type === 1 ? "Race day!" : "",
        calories: Math.round((a.moving_time / 60) * (a.type === "Ride" ? 9.5 : 11.2)),
        device_name: a.type === "VirtualRide" ? "Zwift" : "Garmin Forerunner 965",
        gear,
        best_efforts: bests,
      });
    },
  );

  server.registerTool(
    "get-activity-laps",
    {
      description: "The laps of an activity (one per kilometre for runs recorded with auto-lap).",
      inputSchema: { id: z.number().int().describe("The identifier of the activity") },
      annotations: READ,
    },
    async ({ id }) => {
      const a = activity(id);
      if (!a) return fail(`Activity ${id} not found`);
      const n = Math.max(1, Math.ceil(a.distance / 1000));
      return json(
        Array.from({ length: n }, (_, i) => {
          const distance = i === n - 1 ? a.distance - (n - 1) * 1000 : 1000;
          const moving = Math.round((distance / a.average_speed || 60) * (0.96 + ((i * 7) % 9) / 100));
          return {
            lap_index: i + 1,
            name: `Lap ${i + 1}`,
            distance,
            moving_time: moving,
            elapsed_time: moving,
            average_speed: Math.round((distance / moving) * 1000) / 1000,
          };
        }),
      );
    },
  );

  server.registerTool(
    "list-athlete-clubs",
    { description: "The clubs the authenticated athlete is a member of.", annotations: READ },
    async () => json(data.clubs),
  );

  server.registerTool(
    "list-starred-segments",
    {
      description: "The segments the authenticated athlete has starred, with their personal record on each.",
      annotations: READ,
    },
    async () => json(data.segments),
  );

  server.registerTool(
    "get-segment",
    {
      description:
        "Detailed information about a segment: distance, grade, elevation, how many efforts and athletes.",
      inputSchema: { segmentId: z.number().int().describe("The identifier of the segment") },
      annotations: READ,
    },
    async ({ segmentId }) => {
      const s = data.segments.find((x) => x.id === segmentId);
      if (!s) return fail(`Segment ${segmentId} not found`);
      return json({
        ...s,
        elevation_low: 12,
        elevation_high: Math.round(12 + (s.distance * s.average_grade) / 100),
        effort_count: s.id % 9000,
        athlete_count: s.id % 2100,
        star_count: s.id % 310,
        athlete_segment_stats: {
          pr_elapsed_time: s.athlete_pr_effort.pr_elapsed_time,
          pr_date: s.athlete_pr_effort.pr_date,
          effort_count: data.efforts.filter((e) => e.segment.id === s.id).length,
        },
      });
    },
  );

  server.registerTool(
    "list-segment-efforts",
    {
      description:
        "The authenticated athlete's efforts on a segment, newest first, optionally between two dates.",
      inputSchema: {
        segmentId: z.number().int().describe("The identifier of the segment"),
        startDateLocal: z.string().optional().describe("ISO 8601 date-time: efforts after this"),
        endDateLocal: z.string().optional().describe("ISO 8601 date-time: efforts before this"),
        perPage: z.number().int().min(1).max(200).optional(),
      },
      annotations: READ,
    },
    async ({ segmentId, startDateLocal, endDateLocal, perPage = 30 }) => {
      if (!data.segments.some((s) => s.id === segmentId)) return fail(`Segment ${segmentId} not found`);
      const found = data.efforts.filter(
        (e) =>
          e.segment.id === segmentId &&
          (!startDateLocal || e.start_date_local >= startDateLocal) &&
          (!endDateLocal || e.start_date_local <= endDateLocal),
      );
      return json(found.slice(0, perPage));
    },
  );

  server.registerTool(
    "list-athlete-routes",
    {
      description: "The routes the authenticated athlete created. type 1 = ride, 2 = run.",
      inputSchema: {
        page: z.number().int().min(1).optional(),
        perPage: z.number().int().min(1).max(200).optional(),
      },
      annotations: READ,
    },
    async ({ page = 1, perPage = 30 }) => json(data.routes.slice((page - 1) * perPage, page * perPage)),
  );

  server.registerTool(
    "get-route",
    {
      description: "One route: distance, elevation gain and estimated moving time.",
      inputSchema: { routeId: z.number().int().describe("The identifier of the route") },
      annotations: READ,
    },
    async ({ routeId }) => {
      const route = data.routes.find((x) => x.id === routeId);
      return route ? json(route) : fail(`Route ${routeId} not found`);
    },
  );

  server.registerTool(
    "star-segment",
    {
      description: "Star or unstar a segment for the authenticated athlete.",
      inputSchema: { segmentId: z.number().int(), starred: z.boolean() },
      annotations: WRITE,
    },
    async ({ segmentId, starred }) => json({ id: segmentId, starred }),
  );
  server.registerTool(
    "create-manual-activity",
    {
      description: "Record an activity by hand (no GPS file).",
      inputSchema: {
        name: z.string(),
        sport_type: z.string(),
        start_date_local: z.string(),
        elapsed_time: z.number().int(),
        distance: z.number().optional(),
      },
      annotations: WRITE,
    },
    async ({ name }) => json({ id: 1, name }),
  );
  server.registerTool(
    "update-activity",
    {
      description: "Rename an activity or change its description, type or gear.",
      inputSchema: {
        activityId: z.number().int(),
        name: z.string().optional(),
        description: z.string().optional(),
        gear_id: z.string().optional(),
      },
      annotations: WRITE,
    },
    async ({ activityId, name }) => json({ id: activityId, name }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createFitnessServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("fitness fixture server failed:", e);
      process.exit(1);
    });
}
