/**
 * Fixture "library": a lending library whose MCP server wraps a JSON:API backend and passes its
 * documents through as JSON text — `{ data: [{ type, id, attributes, relationships }], meta: { total },
 * links: { next } }`, kebab-case attributes (`published-year`, `copies-available`), numeric-string
 * ids, relationships by type/id only (the names are in `included` when asked with `include`), and
 * parameters named the JSON:API way: `filter[genre]`, `filter[author]`, `page[number]`, `page[size]`,
 * `sort=-published-year`, `include`. Written after the planner. No output schemas. Run over stdio:
 * `node --import tsx tests/conformance/servers/library.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  LIB_GENRES,
  LIB_LANGUAGES,
  LIB_LOAN_STATUSES,
  LIB_PAGE_MAX,
  LIB_PAGE_SIZE,
  LIB_TIERS,
  libraryData,
} from "./library-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads, and the ones that change data (never approved). */
export const LIBRARY_READ_TOOLS = [
  "books_index",
  "books_show",
  "authors_index",
  "authors_show",
  "members_index",
  "members_show",
  "loans_index",
  "loans_show",
];
export const LIBRARY_WRITE_TOOLS = ["loans_create", "loans_update", "members_update"];

const BASE = "https://catalogue.library.example/api";
const text = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value) }],
});
const fail = (status: string, title: string, detail: string) => ({
  isError: true,
  content: [{ type: "text" as const, text: JSON.stringify({ errors: [{ status, title, detail }] }) }],
});
const notFound = (type: string, id: string) =>
  fail("404", "Not Found", `The resource ${type}/${id} does not exist.`);

interface Resource {
  type: string;
  id: string;
  relationships?: Record<string, { data: { type: string; id: string } }>;
}

const paging = {
  "page[number]": z.number().int().min(1).optional().describe("Page number, starting at 1."),
  "page[size]": z
    .number()
    .int()
    .min(1)
    .max(LIB_PAGE_MAX)
    .optional()
    .describe(`Resources per page (default ${LIB_PAGE_SIZE}, max ${LIB_PAGE_MAX}).`),
};

/** A JSON:API collection document: one page of `items`, the total, and page links. */
function collection(
  path: string,
  query: Record<string, unknown>,
  items: Resource[],
  number = 1,
  size = LIB_PAGE_SIZE,
  included: Resource[] = [],
) {
  const last = Math.max(1, Math.ceil(items.length / size));
  const qs = (n: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
    params.set("page[number]", String(n));
    params.set("page[size]", String(size));
    return `${BASE}/${path}?${decodeURIComponent(params.toString())}`;
  };
  const data = items.slice((number - 1) * size, number * size);
  return {
    data,
    ...(included.length ? { included } : {}),
    meta: { total: items.length },
    links: {
      self: qs(number),
      first: qs(1),
      ...(number > 1 ? { prev: qs(number - 1) } : {}),
      ...(number < last ? { next: qs(number + 1) } : {}),
      last: qs(last),
    },
  };
}

const words = (s?: string) => (s ?? "").toLowerCase().split(/\s+/).filter(Boolean);
const matches = (value: string, query?: string) => words(query).every((w) => value.toLowerCase().includes(w));

export function createLibraryServer(): McpServer {
  const { authors, books, members, loans } = libraryData();
  const byKey = new Map<string, Resource>();
  for (const r of [...authors, ...books, ...members, ...loans]) byKey.set(`${r.type}/${r.id}`, r);
  /** The resources `include` names, reached through the relationships of `data`. */
  const include = (data: Resource[], paths?: string) => {
    const out = new Map<string, Resource>();
    for (const rel of (paths ?? "")
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean))
      for (const r of data) {
        const ref = r.relationships?.[rel]?.data;
        const hit = ref && byKey.get(`${ref.type}/${ref.id}`);
        if (hit) out.set(`${hit.type}/${hit.id}`, hit);
      }
    return [...out.values()];
  };
  const server = new McpServer({ name: "library-catalogue", version: "3.2.0" });

  server.registerTool(
    "books_index",
    {
      description:
        "GET /books — the catalogue. Returns a JSON:API document of `books` resources; filters combine with AND.",
      inputSchema: {
        "filter[title]": z.string().optional().describe("Words in the title."),
        "filter[author]": z.string().optional().describe("The id of an `authors` resource."),
        "filter[genre]": z.enum(LIB_GENRES).optional(),
        "filter[language]": z.enum(LIB_LANGUAGES).optional().describe("ISO 639-1 language code."),
        "filter[published-before]": z
          .number()
          .int()
          .optional()
          .describe("Only books first published before this year."),
        "filter[published-after]": z
          .number()
          .int()
          .optional()
          .describe("Only books first published after this year."),
        "filter[available]": z
          .boolean()
          .optional()
          .describe("true: only books with at least one copy on the shelf."),
        sort: z
          .enum(["title", "-title", "published-year", "-published-year"])
          .optional()
          .describe("Sort field; a leading - sorts descending."),
        include: z.enum(["author"]).optional().describe("Related resources to include."),
        ...paging,
      },
      annotations: READ,
    },
    async (args) => {
      let hits = books.filter(
        (b) =>
          matches(b.attributes.title, args["filter[title]"]) &&
          (!args["filter[author]"] || b.relationships.author.data.id === args["filter[author]"]) &&
          (!args["filter[genre]"] || b.attributes.genre === args["filter[genre]"]) &&
          (!args["filter[language]"] || b.attributes.language === args["filter[language]"]) &&
          (args["filter[published-before]"] === undefined ||
            b.attributes["published-year"] < args["filter[published-before]"]) &&
          (args["filter[published-after]"] === undefined ||
            b.attributes["published-year"] > args["filter[published-after]"]) &&
          (args["filter[available]"] === undefined ||
            b.attributes["copies-available"] > 0 === args["filter[available]"]),
      );
      if (args.sort) {
        const desc = args.sort.startsWith("-");
        const field = args.sort.replace(/^-/, "") as "title" | "published-year";
        hits = [...hits].sort((a, b) => {
          const x = a.attributes[field];
          const y = b.attributes[field];
          const c = typeof x === "number" ? x - (y as number) : String(x).localeCompare(String(y));
          return desc ? -c : c;
        });
      }
      const { "page[number]": number, "page[size]": size, ...query } = args;
      const doc = collection("books", query, hits, number, size);
      return text({ ...doc, ...(args.include ? { included: include(doc.data, args.include) } : {}) });
    },
  );

  server.registerTool(
    "books_show",
    {
      description: "GET /books/{id} — one `books` resource.",
      inputSchema: {
        id: z.string().describe("The book's id (a numeric string)."),
        include: z.enum(["author"]).optional(),
      },
      annotations: READ,
    },
    async ({ id, include: inc }) => {
      const b = books.find((x) => x.id === id);
      if (!b) return notFound("books", id);
      return text({
        data: b,
        ...(inc ? { included: include([b], inc) } : {}),
        links: { self: `${BASE}/books/${id}` },
      });
    },
  );

  server.registerTool(
    "authors_index",
    {
      description: "GET /authors — Returns a JSON:API document of `authors` resources.",
      inputSchema: {
        "filter[name]": z.string().optional().describe("Words in the author's name."),
        "filter[nationality]": z.string().optional().describe("ISO 3166-1 alpha-2 country code."),
        ...paging,
      },
      annotations: READ,
    },
    async (args) => {
      const hits = authors.filter(
        (a) =>
          matches(a.attributes.name, args["filter[name]"]) &&
          (!args["filter[nationality]"] ||
            a.attributes.nationality === args["filter[nationality]"].toUpperCase()),
      );
      const { "page[number]": number, "page[size]": size, ...query } = args;
      return text(collection("authors", query, hits, number, size));
    },
  );

  server.registerTool(
    "authors_show",
    {
      description: "GET /authors/{id} — one `authors` resource.",
      inputSchema: { id: z.string().describe("The author's id (a numeric string).") },
      annotations: READ,
    },
    async ({ id }) => {
      const a = authors.find((x) => x.id === id);
      return a ? text({ data: a, links: { self: `${BASE}/authors/${id}` } }) : notFound("authors", id);
    },
  );

  server.registerTool(
    "members_index",
    {
      description: "GET /members — library members. Returns a JSON:API document of `members` resources.",
      inputSchema: {
        "filter[name]": z.string().optional().describe("Words in the member's name."),
        "filter[email]": z.string().optional().describe("The member's exact email address."),
        "filter[tier]": z.enum(LIB_TIERS).optional().describe("Membership tier."),
        sort: z.enum(["name", "-name", "joined-on", "-joined-on"]).optional(),
        ...paging,
      },
      annotations: READ,
    },
    async (args) => {
      let hits = members.filter(
        (m) =>
          matches(m.attributes.name, args["filter[name]"]) &&
          (!args["filter[email]"] ||
            m.attributes.email.toLowerCase() === args["filter[email]"].toLowerCase()) &&
          (!args["filter[tier]"] || m.attributes.tier === args["filter[tier]"]),
      );
      if (args.sort) {
        const desc = args.sort.startsWith("-");
        const field = args.sort.replace(/^-/, "") as "name" | "joined-on";
        hits = [...hits].sort(
          (a, b) => (desc ? -1 : 1) * a.attributes[field].localeCompare(b.attributes[field]),
        );
      }
      const { "page[number]": number, "page[size]": size, ...query } = args;
      return text(collection("members", query, hits, number, size));
    },
  );

  server.registerTool(
    "members_show",
    {
      description: "GET /members/{id} — one `members` resource.",
      inputSchema: { id: z.string().describe("The member's id (a numeric string).") },
      annotations: READ,
    },
    async ({ id }) => {
      const m = members.find((x) => x.id === id);
      return m ? text({ data: m, links: { self: `${BASE}/members/${id}` } }) : notFound("members", id);
    },
  );

  server.registerTool(
    "loans_index",
    {
      description:
        "GET /loans — loans of books to members, newest first. Returns a JSON:API document of `loans` resources; filters combine with AND.",
      inputSchema: {
        "filter[member]": z.string().optional().describe("The id of a `members` resource."),
        "filter[book]": z.string().optional().describe("The id of a `books` resource."),
        "filter[status]": z.enum(LIB_LOAN_STATUSES).optional(),
        "filter[due-before]": z
          .string()
          .optional()
          .describe("ISO 8601 date: only loans due before this day."),
        sort: z.enum(["due-date", "-due-date", "loaned-on", "-loaned-on"]).optional(),
        include: z
          .enum(["book", "member", "book,member"])
          .optional()
          .describe("Related resources to include."),
        ...paging,
      },
      annotations: READ,
    },
    async (args) => {
      let hits = loans
        .filter(
          (l) =>
            (!args["filter[member]"] || l.relationships.member.data.id === args["filter[member]"]) &&
            (!args["filter[book]"] || l.relationships.book.data.id === args["filter[book]"]) &&
            (!args["filter[status]"] || l.attributes.status === args["filter[status]"]) &&
            (!args["filter[due-before]"] ||
              l.attributes["due-date"] < args["filter[due-before]"].slice(0, 10)),
        )
        .sort(
          (a, b) =>
            b.attributes["loaned-on"].localeCompare(a.attributes["loaned-on"]) || Number(b.id) - Number(a.id),
        );
      if (args.sort) {
        const desc = args.sort.startsWith("-");
        const field = args.sort.replace(/^-/, "") as "due-date" | "loaned-on";
        hits = [...hits].sort(
          (a, b) => (desc ? -1 : 1) * a.attributes[field].localeCompare(b.attributes[field]),
        );
      }
      const { "page[number]": number, "page[size]": size, ...query } = args;
      const doc = collection("loans", query, hits, number, size);
      return text({ ...doc, ...(args.include ? { included: include(doc.data, args.include) } : {}) });
    },
  );

  server.registerTool(
    "loans_show",
    {
      description: "GET /loans/{id} — one `loans` resource.",
      inputSchema: {
        id: z.string().describe("The loan's id (a numeric string)."),
        include: z.enum(["book", "member", "book,member"]).optional(),
      },
      annotations: READ,
    },
    async ({ id, include: inc }) => {
      const l = loans.find((x) => x.id === id);
      if (!l) return notFound("loans", id);
      return text({
        data: l,
        ...(inc ? { included: include([l], inc) } : {}),
        links: { self: `${BASE}/loans/${id}` },
      });
    },
  );

  server.registerTool(
    "loans_create",
    {
      description: "POST /loans — lends a book to a member.",
      inputSchema: {
        member: z.string().describe("The id of a `members` resource."),
        book: z.string().describe("The id of a `books` resource."),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ member, book }) =>
      text({
        data: {
          type: "loans",
          id: "9999",
          attributes: { status: "active" },
          relationships: {
            book: { data: { type: "books", id: book } },
            member: { data: { type: "members", id: member } },
          },
        },
      }),
  );

  server.registerTool(
    "loans_update",
    {
      description: "PATCH /loans/{id} — renews a loan (a new due date) or marks it returned.",
      inputSchema: {
        id: z.string(),
        "due-date": z.string().optional().describe("ISO 8601 date."),
        status: z.enum(["returned"]).optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ id }) => text({ data: { type: "loans", id } }),
  );

  server.registerTool(
    "members_update",
    {
      description: "PATCH /members/{id} — changes a member's name, email or tier.",
      inputSchema: {
        id: z.string(),
        name: z.string().optional(),
        email: z.string().optional(),
        tier: z.enum(LIB_TIERS).optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ id }) => text({ data: { type: "members", id } }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createLibraryServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("library fixture server failed:", e);
      process.exit(1);
    });
}
