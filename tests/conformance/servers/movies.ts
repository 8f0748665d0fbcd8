/**
 * Fixture "movies": a film database in the style of the public TMDB MCP servers — snake_case tools with
 * terse descriptions (`search_movies`, `discover_movies`, `get_genres`, `get_movie`, `get_movie_credits`,
 * `search_people`, `get_person`, `get_person_movie_credits`, `get_trending`, `get_watch_providers`),
 * results as JSON text without output schemas, TMDB's shapes: pages of 20 as `{ page, total_pages,
 * total_results, results }`, movies with integer ids, `title`, `original_title`, `release_date`
 * (YYYY-MM-DD), `genre_ids` (ids only: genres are reached by id through `get_genres`), `vote_average`,
 * `vote_count`, `original_language` (ISO 639-1); `runtime`, `revenue` and `genres` in details only.
 * discover_movies filters with TMDB's dotted parameter names (`primary_release_date.gte`,
 * `vote_average.gte`, `with_runtime.lte`). Two writes, `rate_movie` and `add_to_watchlist`, are never
 * approved. Written before the planner ran on it. Run over stdio:
 * `node --import tsx tests/conformance/servers/movies.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { GENRES, type Movie, moviesData, type Person } from "./movies-data";

const READ = { readOnlyHint: true };
export const MOVIES_READ_TOOLS = [
  "search_movies",
  "discover_movies",
  "get_genres",
  "get_movie",
  "get_movie_credits",
  "search_people",
  "get_person",
  "get_person_movie_credits",
  "get_trending",
  "get_watch_providers",
];
export const MOVIES_WRITE_TOOLS = ["rate_movie", "add_to_watchlist"];

const PAGE = 20;
const text = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }],
});
/** TMDB's error body: `{ success: false, status_code, status_message }`. */
const fail = (status_code: number, status_message: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: JSON.stringify({ success: false, status_code, status_message }) }],
});
const notFound = () => fail(34, "The resource you requested could not be found.");

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9가-힣ぁ-んァ-ン一-龯 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const listed = (m: Movie) => ({
  adult: false,
  id: m.id,
  title: m.title,
  original_title: m.original_title,
  original_language: m.original_language,
  overview: m.overview,
  release_date: m.release_date,
  genre_ids: m.genre_ids,
  popularity: m.popularity,
  vote_average: m.vote_average,
  vote_count: m.vote_count,
  poster_path: `/p${m.id}.jpg`,
});

function paged<T>(items: T[], page: number | undefined) {
  const p = page ?? 1;
  const total_pages = Math.max(1, Math.ceil(items.length / PAGE));
  return {
    page: p,
    total_pages: Math.min(total_pages, 500),
    total_results: items.length,
    results: items.slice((p - 1) * PAGE, p * PAGE),
  };
}

const pageArg = z.number().int().min(1).max(500).optional();
const byPopularity = (a: Movie, b: Movie) => b.popularity - a.popularity || a.id - b.id;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const SORTS = [
  "popularity.desc",
  "popularity.asc",
  "vote_average.desc",
  "vote_average.asc",
  "release_date.desc",
  "release_date.asc",
  "revenue.desc",
  "revenue.asc",
  "vote_count.desc",
] as const;

const PROVIDERS: Record<string, { provider_id: number; provider_name: string }[]> = {
  US: [
    { provider_id: 8, provider_name: "Netflix" },
    { provider_id: 9, provider_name: "Amazon Prime Video" },
    { provider_id: 1899, provider_name: "Max" },
    { provider_id: 337, provider_name: "Disney Plus" },
    { provider_id: 15, provider_name: "Hulu" },
  ],
  GB: [
    { provider_id: 8, provider_name: "Netflix" },
    { provider_id: 9, provider_name: "Amazon Prime Video" },
    { provider_id: 39, provider_name: "Now TV" },
    { provider_id: 337, provider_name: "Disney Plus" },
    { provider_id: 11, provider_name: "MUBI" },
  ],
  FR: [
    { provider_id: 8, provider_name: "Netflix" },
    { provider_id: 381, provider_name: "Canal+" },
    { provider_id: 337, provider_name: "Disney Plus" },
    { provider_id: 11, provider_name: "MUBI" },
  ],
  DE: [
    { provider_id: 8, provider_name: "Netflix" },
    { provider_id: 9, provider_name: "Amazon Prime Video" },
    { provider_id: 30, provider_name: "WOW" },
    { provider_id: 337, provider_name: "Disney Plus" },
  ],
};
const SHOPS = [
  { provider_id: 2, provider_name: "Apple TV" },
  { provider_id: 3, provider_name: "Google Play Movies" },
  { provider_id: 10, provider_name: "Amazon Video" },
];

export function createMoviesServer(): McpServer {
  const server = new McpServer({ name: "tmdb-mcp-server", version: "1.3.0" });
  const d = moviesData();
  const movieOf = (id: number) => d.movies.find((m) => m.id === id);
  const personOf = (id: number) => d.people.find((p) => p.id === id);
  const personListed = (p: Person) => ({
    adult: false,
    id: p.id,
    name: p.name,
    gender: p.gender,
    known_for_department: p.known_for_department,
    popularity: p.popularity,
    profile_path: `/h${p.id}.jpg`,
    known_for: d.movies
      .filter((m) => m.credits.some((c) => c.personId === p.id))
      .sort(byPopularity)
      .slice(0, 3)
      .map((m) => ({ id: m.id, title: m.title, release_date: m.release_date, media_type: "movie" })),
  });

  server.registerTool(
    "search_movies",
    {
      description: "Search for movies by title.",
      inputSchema: { query: z.string(), year: z.number().int().optional(), page: pageArg },
      annotations: READ,
    },
    async ({ query, year, page }) => {
      const q = fold(query);
      if (!q) return fail(22, "query must be provided");
      const hits = d.movies
        .filter(
          (m) =>
            (fold(m.title).includes(q) || fold(m.original_title).includes(q)) &&
            (year === undefined || m.release_date.startsWith(String(year))),
        )
        .sort(byPopularity);
      return text(paged(hits.map(listed), page));
    },
  );

  server.registerTool(
    "discover_movies",
    {
      description: "Discover movies by filters.",
      inputSchema: {
        with_genres: z.string().optional().describe("Comma-separated genre ids"),
        primary_release_year: z.number().int().optional(),
        "primary_release_date.gte": z.string().optional().describe("YYYY-MM-DD"),
        "primary_release_date.lte": z.string().optional().describe("YYYY-MM-DD"),
        "vote_average.gte": z.number().min(0).max(10).optional(),
        "vote_count.gte": z.number().int().min(0).optional(),
        "with_runtime.gte": z.number().int().min(0).optional().describe("Minutes"),
        "with_runtime.lte": z.number().int().min(0).optional().describe("Minutes"),
        with_original_language: z.string().optional().describe("ISO 639-1 code, e.g. en, fr, ko"),
        sort_by: z.enum(SORTS).optional().describe("Default popularity.desc"),
        page: pageArg,
      },
      annotations: READ,
    },
    async (args) => {
      const genres = (args.with_genres ?? "")
        .split(/[,|]/)
        .map((s) => s.trim())
        .filter(Boolean);
      for (const g of genres)
        if (!/^\d+$/.test(g) || !GENRES.some((x) => x.id === Number(g)))
          return fail(22, `Invalid id: with_genres '${g}' is not a valid genre id.`);
      const gte = args["primary_release_date.gte"];
      const lte = args["primary_release_date.lte"];
      for (const v of [gte, lte])
        if (v && !datePattern.test(v)) return fail(22, `Invalid date: '${v}', expected YYYY-MM-DD.`);
      const lang = args.with_original_language?.toLowerCase();
      if (lang && !/^[a-z]{2}$/.test(lang))
        return fail(22, `Invalid parameter: with_original_language '${lang}' is not an ISO 639-1 code.`);
      const hits = d.movies.filter(
        (m) =>
          genres.every((g) => m.genre_ids.includes(Number(g))) &&
          (args.primary_release_year === undefined ||
            m.release_date.startsWith(String(args.primary_release_year))) &&
          (!gte || m.release_date >= gte) &&
          (!lte || m.release_date <= lte) &&
          (args["vote_average.gte"] === undefined || m.vote_average >= args["vote_average.gte"]) &&
          (args["vote_count.gte"] === undefined || m.vote_count >= args["vote_count.gte"]) &&
          (args["with_runtime.gte"] === undefined || m.runtime >= args["with_runtime.gte"]) &&
          (args["with_runtime.lte"] === undefined || m.runtime <= args["with_runtime.lte"]) &&
          (!lang || m.original_language === lang),
      );
      const [key, dir] = (args.sort_by ?? "popularity.desc").split(".") as [string, "asc" | "desc"];
      const value = (m: Movie) =>
        key === "vote_average"
          ? m.vote_average
          : key === "release_date"
            ? Date.parse(m.release_date)
            : key === "revenue"
              ? m.revenue
              : key === "vote_count"
                ? m.vote_count
                : m.popularity;
      hits.sort((a, b) => (dir === "asc" ? value(a) - value(b) : value(b) - value(a)) || a.id - b.id);
      return text(paged(hits.map(listed), args.page));
    },
  );

  server.registerTool(
    "get_genres",
    { description: "List movie genres.", inputSchema: {}, annotations: READ },
    async () => text({ genres: GENRES }),
  );

  server.registerTool(
    "get_movie",
    {
      description: "Get movie details.",
      inputSchema: { movie_id: z.number().int() },
      annotations: READ,
    },
    async ({ movie_id }) => {
      const m = movieOf(movie_id);
      if (!m) return notFound();
      return text({
        adult: false,
        budget: m.budget,
        genres: GENRES.filter((g) => m.genre_ids.includes(g.id)),
        homepage: "",
        id: m.id,
        imdb_id: `tt${String(m.id * 7).padStart(7, "0")}`,
        original_language: m.original_language,
        original_title: m.original_title,
        overview: m.overview,
        popularity: m.popularity,
        release_date: m.release_date,
        revenue: m.revenue,
        runtime: m.runtime,
        status: "Released",
        tagline: "",
        title: m.title,
        vote_average: m.vote_average,
        vote_count: m.vote_count,
      });
    },
  );

  server.registerTool(
    "get_movie_credits",
    {
      description: "Get the cast and crew of a movie.",
      inputSchema: { movie_id: z.number().int() },
      annotations: READ,
    },
    async ({ movie_id }) => {
      const m = movieOf(movie_id);
      if (!m) return notFound();
      const cast = m.credits
        .filter((c) => c.character !== undefined)
        .map((c, order) => {
          const p = personOf(c.personId) as Person;
          return {
            id: p.id,
            name: p.name,
            known_for_department: p.known_for_department,
            character: c.character,
            credit_id: `${m.id.toString(16)}c${p.id.toString(16)}`,
            order,
          };
        });
      const crew = m.credits
        .filter((c) => c.job !== undefined)
        .map((c) => {
          const p = personOf(c.personId) as Person;
          return {
            id: p.id,
            name: p.name,
            known_for_department: p.known_for_department,
            department: "Directing",
            job: c.job,
            credit_id: `${m.id.toString(16)}d${p.id.toString(16)}`,
          };
        });
      return text({ id: m.id, cast, crew });
    },
  );

  server.registerTool(
    "search_people",
    {
      description: "Search for people by name.",
      inputSchema: { query: z.string(), page: pageArg },
      annotations: READ,
    },
    async ({ query, page }) => {
      const q = fold(query);
      if (!q) return fail(22, "query must be provided");
      const hits = d.people
        .filter((p) => fold(p.name).includes(q))
        .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
      return text(paged(hits.map(personListed), page));
    },
  );

  server.registerTool(
    "get_person",
    {
      description: "Get person details.",
      inputSchema: { person_id: z.number().int() },
      annotations: READ,
    },
    async ({ person_id }) => {
      const p = personOf(person_id);
      if (!p) return notFound();
      return text({
        adult: false,
        also_known_as: [],
        biography: "",
        birthday: p.birthday,
        deathday: null,
        gender: p.gender,
        id: p.id,
        imdb_id: `nm${String(p.id).padStart(7, "0")}`,
        known_for_department: p.known_for_department,
        name: p.name,
        place_of_birth: p.place_of_birth,
        popularity: p.popularity,
      });
    },
  );

  server.registerTool(
    "get_person_movie_credits",
    {
      description: "Get the movie credits of a person.",
      inputSchema: { person_id: z.number().int() },
      annotations: READ,
    },
    async ({ person_id }) => {
      const p = personOf(person_id);
      if (!p) return notFound();
      const cast: unknown[] = [];
      const crew: unknown[] = [];
      for (const m of d.movies)
        for (const c of m.credits) {
          if (c.personId !== p.id) continue;
          if (c.character !== undefined) cast.push({ ...listed(m), character: c.character });
          if (c.job !== undefined) crew.push({ ...listed(m), department: "Directing", job: c.job });
        }
      return text({ id: p.id, cast, crew });
    },
  );

  server.registerTool(
    "get_trending",
    {
      description: "Trending movies.",
      inputSchema: { time_window: z.enum(["day", "week"]), page: pageArg },
      annotations: READ,
    },
    async ({ time_window, page }) => {
      const recent = d.movies.filter(
        (m) => m.release_date >= (time_window === "day" ? "2025-01-01" : "2024-01-01"),
      );
      const score = (m: Movie) =>
        time_window === "day" ? m.popularity * (1 + (m.id % 7) / 10) : m.popularity;
      const hits = recent.sort((a, b) => score(b) - score(a) || a.id - b.id);
      return text(
        paged(
          hits.map((m) => ({ ...listed(m), media_type: "movie" })),
          page,
        ),
      );
    },
  );

  server.registerTool(
    "get_watch_providers",
    {
      description: "Where to watch a movie.",
      inputSchema: {
        movie_id: z.number().int(),
        region: z.string().describe("ISO 3166-1 country code, e.g. US, GB"),
      },
      annotations: READ,
    },
    async ({ movie_id, region }) => {
      const m = movieOf(movie_id);
      if (!m) return notFound();
      const r = region.toUpperCase();
      const offered = PROVIDERS[r];
      if (!offered) return text({ id: m.id, region: r, results: {} });
      const pick = <T>(items: T[], salt: number) =>
        items.filter((_, i) => (m.id + salt * 7 + i * 3) % 4 === 0);
      return text({
        id: m.id,
        region: r,
        link: `https://www.themoviedb.org/movie/${m.id}/watch?locale=${r}`,
        flatrate: pick(offered, r.charCodeAt(0)).map((p, i) => ({ ...p, display_priority: i + 1 })),
        rent: SHOPS.slice(0, 2).map((p, i) => ({ ...p, display_priority: i + 1 })),
        buy: SHOPS.map((p, i) => ({ ...p, display_priority: i + 1 })),
      });
    },
  );

  server.registerTool(
    "rate_movie",
    {
      description: "Rate a movie.",
      inputSchema: { movie_id: z.number().int(), value: z.number().min(0.5).max(10) },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async () => text({ success: true, status_code: 1, status_message: "Success." }),
  );

  server.registerTool(
    "add_to_watchlist",
    {
      description: "Add a movie to the watchlist.",
      inputSchema: { movie_id: z.number().int(), watchlist: z.boolean().optional() },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async () => text({ success: true, status_code: 1, status_message: "Success." }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createMoviesServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("movies fixture server failed:", e);
      process.exit(1);
    });
}
