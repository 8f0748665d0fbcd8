/**
 * Conformance fixture "music": a streaming service's personal-library MCP server written in
 * session 48 as a vocabulary nobody had tuned on, shaped like the community Spotify servers —
 * camelCase tools (`searchSpotify`, `getArtistTopTracks`), ONE search tool whose `type` enum says
 * which kind it returns (track, album, artist, playlist) and whose `query` takes field filters
 * (`artist:`, `year:`, `genre:`), 22-character base62 ids, Spotify's paging object
 * (`items` + `total` + `next` + `offset`) nested under the kind (`{ tracks: { items } }`),
 * timestamps in Unix milliseconds as parameters (`after`, `before`), durations in `duration_ms`,
 * and the listener's own data (playlists, liked songs, recently played, top items) beside the
 * catalogue. Two artists are called Echo. "Today" is 2025-10-01.
 * Run over stdio: `node --import tsx tests/conformance/servers/music.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { createRng, type Rng } from "@/demo/commerce/prng";

export const MUSIC_READ_TOOLS = [
  "searchSpotify",
  "getArtist",
  "getArtistTopTracks",
  "getArtistAlbums",
  "getAlbum",
  "getAlbumTracks",
  "getMyPlaylists",
  "getPlaylistTracks",
  "getRecentlyPlayed",
  "getTopItems",
  "getSavedTracks",
] as const;

const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const idOf = (r: Rng) => Array.from({ length: 22 }, () => B62[r.int(0, 61)]).join("");

/** Artists, their genres and followers; two are called Echo. */
const ARTISTS = [
  ["Nadia Okafor", ["afrobeats", "neo soul"], 1_840_000],
  ["Lumen Drift", ["ambient", "electronica"], 412_000],
  ["The Velvet Meridian", ["indie rock"], 958_000],
  ["Kasper Holm Trio", ["jazz", "nordic jazz"], 73_400],
  ["Echo", ["synthpop"], 260_000],
  ["Echo", ["hip hop", "uk rap"], 1_120_000],
  ["Marisol Vega", ["latin pop", "reggaeton"], 3_400_000],
  ["Iron Orchard", ["metal", "doom metal"], 189_000],
  ["Saffron Skies", ["folk", "indie folk"], 121_000],
  ["DJ Kilowatt", ["house", "deep house"], 655_000],
] as const;

/** Albums: [artist index, name, type, release date, track names (the first few; the rest are seeded)]. */
const ALBUMS: [number, string, "album" | "single" | "compilation", string, string[]][] = [
  [0, "Lagos Summers", "album", "2022-05-20", ["Harmattan", "Lagos Summers", "Eko Nights"]],
  [0, "Golden Hour", "album", "2025-06-13", ["Golden Hour", "Slow Burn", "Mama's Kitchen"]],
  [0, "Paper Moons", "single", "2025-08-29", ["Paper Moons"]],
  [1, "Night Ferries", "album", "2021-02-12", ["Night Ferries", "Port of Call"]],
  [1, "Glass Harbour", "album", "2023-10-06", ["Harbour Lights", "Slow Tide", "Glass Harbour", "Fogbank"]],
  [1, "Tidelines", "single", "2024-07-19", ["Tidelines", "Undertow"]],
  [2, "Static Bloom", "album", "2019-09-27", ["Static Bloom", "Cold Radiator"]],
  [2, "Overpass Hymns", "album", "2024-03-08", ["Overpass Hymns", "Velvet Hour"]],
  [3, "Fjord Standards", "album", "2020-11-20", ["Fjord Blues", "Sankt Hans"]],
  [3, "Live at Jazzhus", "album", "2023-04-14", ["Intro (Live)", "Fjord Blues (Live)"]],
  [4, "Neon Cathedral", "album", "2018-06-01", ["Neon Cathedral", "Analogue Heart"]],
  [5, "Block Letters", "album", "2024-11-15", ["Block Letters", "Postcode"]],
  [5, "Bus Stop Freestyle", "single", "2025-09-19", ["Bus Stop Freestyle"]],
  [6, "Corazón de Neón", "album", "2023-02-24", ["Corazón de Neón", "Bailamos Hoy"]],
  [6, "Verano Eterno", "album", "2025-05-30", ["Verano Eterno", "Playa Roja"]],
  [7, "Rust and Root", "album", "2021-10-29", ["Rust and Root", "Cider Press"]],
  [8, "Hedgerow Songs", "album", "2022-03-18", ["Hedgerow", "Barley Moon"]],
  [8, "Saffron Skies: Best Of", "compilation", "2025-01-24", ["Barley Moon (Remastered)"]],
  [9, "Kilowatt Hours", "album", "2024-09-13", ["Kilowatt Hours", "Power Cut"]],
  [9, "Voltage", "single", "2025-09-26", ["Voltage"]],
];
const WORDS = ["Blue", "River", "Glass", "Morning", "Echoes", "Ember", "Paper", "Signal", "Coast", "Lantern"];
const WORDS2 = ["Song", "Lines", "Light", "Run", "Dream", "Waltz", "Rain", "Engine", "Garden", "Room"];

const PLAYLISTS = [
  ["Road Trip", "Songs for the M6", "Alex Morgan", true],
  ["Focus Flow", "Instrumental concentration", "Alex Morgan", false],
  ["Sunday Morning", "Coffee and papers", "Alex Morgan", true],
  ["Gym Hits", "", "Alex Morgan", false],
  ["Jazz Evenings", "Late, low and slow", "Alex Morgan", true],
  ["Discover Weekly", "Your weekly mixtape of fresh music", "Spotify", false],
] as const;

const DAY = 86_400_000;
const TODAY = Date.parse("2025-10-01T00:00:00Z");

export function musicData() {
  const r = createRng(4848);
  const artists = ARTISTS.map(([name, genres, followers]) => ({
    id: idOf(r),
    name,
    type: "artist" as const,
    genres: [...genres],
    followers: { total: followers },
    popularity: Math.min(95, 30 + Math.round(Math.log10(followers) * 8)),
  }));
  const ref = (a: (typeof artists)[number]) => ({ id: a.id, name: a.name });
  const tracks: {
    id: string;
    name: string;
    artists: { id: string; name: string }[];
    album: { id: string; name: string; release_date: string };
    duration_ms: number;
    explicit: boolean;
    popularity: number;
    track_number: number;
  }[] = [];
  const albums = ALBUMS.map(([ai, name, album_type, release_date, named]) => {
    const a = artists[ai];
    const id = idOf(r);
    const count = album_type === "single" ? named.length : album_type === "compilation" ? 14 : r.int(8, 12);
    const own = Array.from({ length: count }, (_, i) => ({
      id: idOf(r),
      name: named[i] ?? `${r.pick(WORDS)} ${r.pick(WORDS2)}`,
      artists: [ref(a)],
      album: { id, name, release_date },
      duration_ms: r.int(150, 420) * 1000 + r.int(0, 999),
      explicit: ai === 5 || (ai === 7 && r.chance(0.5)),
      popularity: r.int(20, 85),
      track_number: i + 1,
    }));
    if (name === "Paper Moons") own[0].popularity = 91;
    tracks.push(...own);
    return {
      id,
      name,
      album_type,
      release_date,
      total_tracks: count,
      artists: [ref(a)],
      label: ai === 9 ? "Kilowatt Records" : "Wavelength Music",
    };
  });
  const playlists = PLAYLISTS.map(([name, description, owner, isPublic], i) => {
    const picks = Array.from({ length: 8 + i * 3 }, () => r.pick(tracks));
    const items = [...new Map(picks.map((t) => [t.id, t])).values()].map((track, k) => ({
      added_at: new Date(TODAY - (200 - k * 7) * DAY + r.int(0, DAY)).toISOString(),
      track,
    }));
    return {
      id: idOf(r),
      name,
      description,
      owner: { display_name: owner },
      public: isPublic,
      tracks: { total: items.length },
      items,
    };
  });
  // Recently played: the last five days, newest first.
  const played = Array.from({ length: 50 }, (_, i) => {
    const t = r.pick(tracks);
    return { track: t, played_at: new Date(TODAY + DAY - 1 - i * (DAY / 10) - r.int(0, 3_600_000)) };
  }).map((p) => ({ track: p.track, played_at: p.played_at.toISOString() }));
  const saved = Array.from({ length: 64 }, (_, i) => ({
    added_at: new Date(TODAY - i * 4 * DAY - r.int(0, DAY)).toISOString(),
    track: tracks[(i * 7) % tracks.length],
  }));
  return { artists, albums, tracks, playlists, played, saved };
}

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });
const READ = { readOnlyHint: true };
const WRITE = { readOnlyHint: false };

/** Spotify's paging object. */
function page<T>(all: T[], limit = 20, offset = 0, href = "items") {
  const items = all.slice(offset, offset + limit);
  return {
    href,
    items,
    limit,
    offset,
    total: all.length,
    next: offset + limit < all.length ? `${href}?offset=${offset + limit}&limit=${limit}` : null,
  };
}
const limitOf = (max: number) =>
  z.number().int().min(1).max(max).optional().describe(`Maximum number of items to return (1-${max})`);
const offsetOf = () => z.number().int().min(0).optional().describe("Index of the first item to return");

export function createMusicServer(): McpServer {
  const data = musicData();
  const server = new McpServer({ name: "spotify-mcp", version: "0.9.2" });
  const artist = (id: string) => data.artists.find((a) => a.id === id);
  const album = (id: string) => data.albums.find((a) => a.id === id);

  server.registerTool(
    "searchSpotify",
    {
      description:
        "Search Spotify for tracks, albums, artists or playlists. The query may use field filters: " +
        'artist:, album:, track:, year: (a year or range, e.g. year:2020-2023) and genre: (e.g. "genre:jazz").',
      inputSchema: {
        query: z.string().describe("The search query"),
        type: z.enum(["track", "album", "artist", "playlist"]).describe("The type of item to search for"),
        limit: limitOf(50),
      },
      annotations: READ,
    },
    async ({ query, type, limit = 10 }) => {
      const filters: Record<string, string> = {};
      const free = query
        .replace(/(\w+):("[^"]*"|\S+)/g, (_, k: string, v: string) => {
          filters[k.toLowerCase()] = v.replace(/"/g, "").toLowerCase();
          return " ";
        })
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean);
      const has = (text: string, words: string[]) => words.every((w) => text.toLowerCase().includes(w));
      const inYear = (date: string) => {
        if (!filters.year) return true;
        const [from, to = from] = filters.year.split("-");
        const y = date.slice(0, 4);
        return y >= from && y <= to;
      };
      const byArtist = (names: { name: string }[]) =>
        !filters.artist || names.some((a) => has(a.name, filters.artist.split(/\s+/)));
      let found: unknown[];
      if (type === "artist")
        found = data.artists.filter(
          (a) =>
            has(`${a.name} ${a.genres.join(" ")}`, free) &&
            (!filters.genre || a.genres.some((g) => g.includes(filters.genre))) &&
            byArtist([a]),
        );
      else if (type === "album")
        found = data.albums.filter(
          (a) =>
            has(`${a.name} ${a.artists.map((x) => x.name).join(" ")}`, free) &&
            (!filters.album || has(a.name, filters.album.split(/\s+/))) &&
            byArtist(a.artists) &&
            inYear(a.release_date),
        );
      else if (type === "track")
        found = data.tracks
          .filter(
            (t) =>
              has(`${t.name} ${t.artists.map((x) => x.name).join(" ")} ${t.album.name}`, free) &&
              (!filters.track || has(t.name, filters.track.split(/\s+/))) &&
              (!filters.album || has(t.album.name, filters.album.split(/\s+/))) &&
              byArtist(t.artists) &&
              inYear(t.album.release_date) &&
              (!filters.genre ||
                t.artists.some((x) => artist(x.id)?.genres.some((g) => g.includes(filters.genre)))),
          )
          .sort((a, b) => b.popularity - a.popularity);
      else
        found = data.playlists
          .filter((p) => has(`${p.name} ${p.description}`, free))
          .map(({ items: _i, ...p }) => p);
      return json({ [`${type}s`]: page(found, limit, 0, `search?type=${type}`) });
    },
  );

  server.registerTool(
    "getArtist",
    {
      description: "Get an artist: genres, followers and popularity.",
      inputSchema: { artistId: z.string().describe("The Spotify ID of the artist") },
      annotations: READ,
    },
    async ({ artistId }) => {
      const a = artist(artistId);
      return a ? json(a) : fail(`Artist not found: ${artistId}`);
    },
  );

  server.registerTool(
    "getArtistTopTracks",
    {
      description: "An artist's ten most popular tracks.",
      inputSchema: {
        artistId: z.string().describe("The Spotify ID of the artist"),
        market: z.string().optional().describe("An ISO 3166-1 alpha-2 country code, e.g. GB"),
      },
      annotations: READ,
    },
    async ({ artistId }) => {
      if (!artist(artistId)) return fail(`Artist not found: ${artistId}`);
      return json({
        tracks: data.tracks
          .filter((t) => t.artists.some((a) => a.id === artistId))
          .sort((a, b) => b.popularity - a.popularity)
          .slice(0, 10),
      });
    },
  );

  server.registerTool(
    "getArtistAlbums",
    {
      description: "An artist's albums, singles and compilations, newest first.",
      inputSchema: {
        artistId: z.string().describe("The Spotify ID of the artist"),
        include_groups: z
          .string()
          .optional()
          .describe("Comma-separated list of album types to return: album, single, compilation"),
        limit: limitOf(50),
        offset: offsetOf(),
      },
      annotations: READ,
    },
    async ({ artistId, include_groups, limit = 20, offset = 0 }) => {
      if (!artist(artistId)) return fail(`Artist not found: ${artistId}`);
      const groups = include_groups?.split(",").map((g) => g.trim().toLowerCase());
      const found = data.albums
        .filter((a) => a.artists.some((x) => x.id === artistId) && (!groups || groups.includes(a.album_type)))
        .sort((a, b) => b.release_date.localeCompare(a.release_date));
      return json(page(found, limit, offset, `artists/${artistId}/albums`));
    },
  );

  server.registerTool(
    "getAlbum",
    {
      description: "Get an album with its tracks.",
      inputSchema: { albumId: z.string().describe("The Spotify ID of the album") },
      annotations: READ,
    },
    async ({ albumId }) => {
      const a = album(albumId);
      if (!a) return fail(`Album not found: ${albumId}`);
      const tracks = data.tracks.filter((t) => t.album.id === albumId).map(({ album: _a, ...t }) => t);
      return json({ ...a, tracks: page(tracks, 50, 0, `albums/${albumId}/tracks`) });
    },
  );

  server.registerTool(
    "getAlbumTracks",
    {
      description: "The tracks of an album, in order.",
      inputSchema: {
        albumId: z.string().describe("The Spotify ID of the album"),
        limit: limitOf(50),
        offset: offsetOf(),
      },
      annotations: READ,
    },
    async ({ albumId, limit = 20, offset = 0 }) => {
      if (!album(albumId)) return fail(`Album not found: ${albumId}`);
      const tracks = data.tracks.filter((t) => t.album.id === albumId).map(({ album: _a, ...t }) => t);
      return json(page(tracks, limit, offset, `albums/${albumId}/tracks`));
    },
  );

  server.registerTool(
    "getMyPlaylists",
    {
      description: "The current user's playlists.",
      inputSchema: { limit: limitOf(50), offset: offsetOf() },
      annotations: READ,
    },
    async ({ limit = 20, offset = 0 }) =>
      json(
        page(
          data.playlists.map(({ items: _i, ...p }) => p),
          limit,
          offset,
          "me/playlists",
        ),
      ),
  );

  server.registerTool(
    "getPlaylistTracks",
    {
      description: "The tracks of a playlist, with when each was added.",
      inputSchema: {
        playlistId: z.string().describe("The Spotify ID of the playlist"),
        limit: limitOf(100),
        offset: offsetOf(),
      },
      annotations: READ,
    },
    async ({ playlistId, limit = 100, offset = 0 }) => {
      const p = data.playlists.find((x) => x.id === playlistId);
      return p
        ? json(page(p.items, limit, offset, `playlists/${playlistId}/tracks`))
        : fail("Playlist not found");
    },
  );

  server.registerTool(
    "getRecentlyPlayed",
    {
      description: "Tracks the current user played most recently, newest first.",
      inputSchema: {
        limit: limitOf(50),
        after: z
          .number()
          .int()
          .optional()
          .describe("Only plays after this time: a Unix timestamp in milliseconds"),
        before: z
          .number()
          .int()
          .optional()
          .describe("Only plays before this time: a Unix timestamp in milliseconds"),
      },
      annotations: READ,
    },
    async ({ limit = 20, after, before }) => {
      const items = data.played
        .filter((p) => {
          const t = Date.parse(p.played_at);
          return (after === undefined || t > after) && (before === undefined || t < before);
        })
        .slice(0, limit);
      return json({
        items,
        cursors: items.length
          ? {
              after: String(Date.parse(items[0].played_at)),
              before: String(Date.parse(items.at(-1)?.played_at ?? "")),
            }
          : null,
        limit,
      });
    },
  );

  server.registerTool(
    "getTopItems",
    {
      description: "The current user's top artists or tracks over a time range.",
      inputSchema: {
        type: z.enum(["artists", "tracks"]),
        time_range: z
          .enum(["short_term", "medium_term", "long_term"])
          .optional()
          .describe(
            "short_term: about the last 4 weeks; medium_term: about 6 months (default); long_term: about a year",
          ),
        limit: limitOf(50),
      },
      annotations: READ,
    },
    async ({ type, time_range = "medium_term", limit = 20 }) => {
      const seed = { short_term: 1, medium_term: 2, long_term: 3 }[time_range];
      const r = createRng(4800 + seed);
      const pool: unknown[] = type === "artists" ? [...data.artists] : [...data.tracks];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = r.int(0, i);
        [pool[i], pool[j]] = [pool[j], pool[i]];
      }
      return json(page(pool, limit, 0, `me/top/${type}`));
    },
  );

  server.registerTool(
    "getSavedTracks",
    {
      description: "The tracks in the current user's Liked Songs, most recently saved first.",
      inputSchema: { limit: limitOf(50), offset: offsetOf() },
      annotations: READ,
    },
    async ({ limit = 20, offset = 0 }) => json(page(data.saved, limit, offset, "me/tracks")),
  );

  server.registerTool(
    "startPlayback",
    {
      description: "Start playing a track, album or playlist on the active device.",
      inputSchema: { uri: z.string().describe("spotify:track:…, spotify:album:… or spotify:playlist:…") },
      annotations: WRITE,
    },
    async ({ uri }) => json({ playing: uri }),
  );
  server.registerTool(
    "addToQueue",
    {
      description: "Add a track to the playback queue.",
      inputSchema: { trackId: z.string() },
      annotations: WRITE,
    },
    async ({ trackId }) => json({ queued: trackId }),
  );
  server.registerTool(
    "skipToNext",
    { description: "Skip to the next track.", annotations: WRITE },
    async () => json({ skipped: true }),
  );
  server.registerTool(
    "createPlaylist",
    {
      description: "Create a playlist for the current user.",
      inputSchema: { name: z.string(), description: z.string().optional(), public: z.boolean().optional() },
      annotations: WRITE,
    },
    async ({ name }) => json({ id: "new", name }),
  );
  server.registerTool(
    "addTracksToPlaylist",
    {
      description: "Add tracks to a playlist.",
      inputSchema: { playlistId: z.string(), trackIds: z.array(z.string()) },
      annotations: WRITE,
    },
    async ({ playlistId, trackIds }) => json({ playlistId, added: trackIds.length }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createMusicServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("music fixture server failed:", e);
      process.exit(1);
    });
}
