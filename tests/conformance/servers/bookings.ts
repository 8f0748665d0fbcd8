/**
 * Conformance fixture "bookings": a travel-bookings REST API described by an OpenAPI 3.0 document —
 * path-parameter ids, `page`/`per_page` paging with a `total`, a booking code format (`BK-7Q2M9X`),
 * and one mutative operation (`POST /bookings`) that must stay excluded. `startBookingsServer()`
 * serves it on 127.0.0.1 for the tests and records every request it receives.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { BK_PAGE_MAX, type BkAccount, type BkBooking, bookingsData } from "./data";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ok = (schema: unknown) => ({
  "200": { description: "OK", content: { "application/json": { schema } } },
  "404": { $ref: "#/components/responses/NotFound" },
});
const pageParams = [{ $ref: "#/components/parameters/Page" }, { $ref: "#/components/parameters/PerPage" }];

export const bookingsOpenApi = {
  openapi: "3.0.3",
  info: { title: "Fjordline Stays API", version: "2024-11-01" },
  servers: [{ url: "https://api.fjordline.example/v1" }],
  tags: [{ name: "accounts" }, { name: "bookings" }],
  paths: {
    "/accounts": {
      get: {
        operationId: "listAccounts",
        tags: ["accounts"],
        summary: "List guest accounts",
        parameters: [
          {
            name: "q",
            in: "query",
            description: "Matches holder name or email",
            schema: { type: "string" },
          },
          ...pageParams,
        ],
        responses: ok({
          type: "object",
          properties: {
            accounts: { type: "array", items: ref("Account") },
            total: { type: "integer" },
            page: { type: "integer" },
          },
        }),
      },
    },
    "/accounts/{accountId}": {
      get: {
        operationId: "getAccount",
        tags: ["accounts"],
        summary: "Get a guest account",
        parameters: [{ $ref: "#/components/parameters/AccountId" }],
        responses: ok(ref("Account")),
      },
    },
    "/accounts/{accountId}/bookings": {
      get: {
        operationId: "listAccountBookings",
        tags: ["bookings"],
        summary: "List the bookings of an account, latest check-in first",
        parameters: [
          { $ref: "#/components/parameters/AccountId" },
          {
            name: "status",
            in: "query",
            schema: { type: "string", enum: ["confirmed", "waitlisted", "cancelled", "completed"] },
          },
          {
            name: "from",
            in: "query",
            description: "Check-in on or after",
            schema: { type: "string", format: "date" },
          },
          {
            name: "to",
            in: "query",
            description: "Check-in on or before",
            schema: { type: "string", format: "date" },
          },
          { name: "min_amount", in: "query", schema: { type: "number" } },
          { name: "max_amount", in: "query", schema: { type: "number" } },
          ...pageParams,
        ],
        responses: ok({
          type: "object",
          properties: {
            bookings: { type: "array", items: ref("Booking") },
            total: { type: "integer" },
            page: { type: "integer" },
          },
        }),
      },
    },
    "/bookings/{bookingCode}": {
      get: {
        operationId: "getBooking",
        tags: ["bookings"],
        summary: "Get a booking",
        parameters: [
          {
            name: "bookingCode",
            in: "path",
            required: true,
            schema: { type: "string", pattern: "^BK-[A-Z0-9]{6}$", example: "BK-7Q2M9X" },
          },
        ],
        responses: ok(ref("BookingDetail")),
      },
    },
    "/bookings": {
      post: {
        operationId: "createBooking",
        tags: ["bookings"],
        summary: "Create a booking",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["accountId", "destination", "checkIn", "nights"],
                properties: {
                  accountId: { type: "string" },
                  destination: { type: "string" },
                  checkIn: { type: "string", format: "date" },
                  nights: { type: "integer" },
                },
              },
            },
          },
        },
        responses: {
          "201": { description: "Created", content: { "application/json": { schema: ref("Booking") } } },
        },
      },
    },
  },
  components: {
    parameters: {
      AccountId: { name: "accountId", in: "path", required: true, schema: { type: "string" } },
      Page: { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 } },
      PerPage: {
        name: "per_page",
        in: "query",
        schema: { type: "integer", minimum: 1, maximum: BK_PAGE_MAX, default: 20 },
      },
    },
    responses: {
      NotFound: {
        description: "Not found",
        content: {
          "application/json": {
            schema: { type: "object", properties: { message: { type: "string" } } },
          },
        },
      },
    },
    schemas: {
      Account: {
        type: "object",
        properties: {
          accountId: { type: "string" },
          holderName: { type: "string" },
          email: { type: "string" },
          homeCity: { type: "string" },
          tier: { type: "string", enum: ["standard", "gold", "platinum"] },
          memberSince: { type: "string", format: "date" },
        },
      },
      Booking: {
        type: "object",
        properties: {
          bookingCode: { type: "string" },
          accountId: { type: "string" },
          destination: { type: "string" },
          checkIn: { type: "string", format: "date" },
          nights: { type: "integer" },
          status: { type: "string", enum: ["confirmed", "waitlisted", "cancelled", "completed"] },
          amount: { type: "number" },
          currency: { type: "string" },
        },
      },
      BookingDetail: {
        allOf: [
          ref("Booking"),
          {
            type: "object",
            properties: {
              guests: { type: "integer" },
              notes: { type: "string" },
            },
          },
        ],
      },
    },
  },
} as const;

export interface BookingsRequestLog {
  method: string;
  path: string;
  query: Record<string, string>;
}

type Result = { status: number; body: unknown };

export function handleBookingsRequest(
  method: string,
  path: string,
  query: Record<string, string>,
  data: { accounts: BkAccount[]; bookings: BkBooking[] } = bookingsData(),
): Result {
  const seg = path
    .replace(/^\/v1/, "")
    .split("/")
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  const notFound = (what: string): Result => ({ status: 404, body: { message: `${what} not found` } });
  const paged = <T>(items: T[], key: string): Result => {
    const page = Math.max(1, Number(query.page ?? 1) || 1);
    const per = Math.min(BK_PAGE_MAX, Math.max(1, Number(query.per_page ?? 20) || 20));
    return {
      status: 200,
      body: { [key]: items.slice((page - 1) * per, page * per), total: items.length, page },
    };
  };
  if (method === "POST" && seg.length === 1 && seg[0] === "bookings")
    return { status: 201, body: { bookingCode: "BK-NEW000" } };
  if (method !== "GET" && method !== "HEAD") return { status: 405, body: { message: "method not allowed" } };
  if (seg[0] === "accounts") {
    if (seg.length === 1) {
      const words = (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      return paged(
        data.accounts.filter((a) =>
          words.every((w) => a.holderName.toLowerCase().includes(w) || a.email.toLowerCase().includes(w)),
        ),
        "accounts",
      );
    }
    const account = data.accounts.find((a) => a.accountId === seg[1]);
    if (!account) return notFound(`account ${seg[1]}`);
    if (seg.length === 2) return { status: 200, body: account };
    if (seg.length === 3 && seg[2] === "bookings") {
      const min = query.min_amount === undefined ? undefined : Number(query.min_amount);
      const max = query.max_amount === undefined ? undefined : Number(query.max_amount);
      return paged(
        data.bookings.filter(
          (b) =>
            b.accountId === account.accountId &&
            (!query.status || b.status === query.status) &&
            (!query.from || b.checkIn >= query.from.slice(0, 10)) &&
            (!query.to || b.checkIn <= query.to.slice(0, 10)) &&
            (min === undefined || b.amount >= min) &&
            (max === undefined || b.amount <= max),
        ),
        "bookings",
      );
    }
  }
  if (seg[0] === "bookings" && seg.length === 2) {
    const b = data.bookings.find((x) => x.bookingCode === seg[1]);
    return b ? { status: 200, body: { ...b, guests: 2, notes: "" } } : notFound(`booking ${seg[1]}`);
  }
  return notFound("route");
}

/** Serves the API at `<url>` (= `http://127.0.0.1:<port>/v1`) and records every request. */
export async function startBookingsServer(): Promise<{
  url: string;
  requests: BookingsRequestLog[];
  close: () => Promise<void>;
}> {
  const data = bookingsData();
  const requests: BookingsRequestLog[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const query = Object.fromEntries(url.searchParams);
    const method = req.method ?? "GET";
    requests.push({ method, path: url.pathname, query });
    const r = handleBookingsRequest(method, url.pathname, query, data);
    res.writeHead(r.status, { "content-type": "application/json" });
    res.end(method === "HEAD" ? undefined : JSON.stringify(r.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
