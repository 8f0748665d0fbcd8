/**
 * The conformance worlds: the demo and three fixture servers with vocabularies of their own. Each
 * world fills in the same journey table (journeys.ts) with its names and the facts its data makes
 * true (computed from the data modules, never typed twice). A world leaves a fact out when the
 * journey does not apply; it marks a journey `unsupported` when the right answer is a clarify or an
 * honest insufficient because its tools cannot filter that way.
 */
import { getCommerceData } from "@/demo/commerce/data";
import { BILLING_READ_TOOLS, BILLING_WRITE_TOOLS } from "./servers/billing";
import {
  BILL_KNOWN_INDEX,
  BILL_NAMESAKE_NAME,
  BK_KNOWN_BOOKINGS,
  BK_KNOWN_INDEX,
  BK_NAMESAKE_NAME,
  BK_NAMESAKES,
  billingData,
  bookingsData,
  DESK_KNOWN,
  DESK_NAMESAKE_NAME,
  DESK_NAMESAKES,
  deskData,
  FLEET_KNOWN_INDEX,
  FLEET_KNOWN_TRIPS,
  FLEET_NAMESAKE_NAME,
  FLEET_NAMESAKES,
  fleetData,
  WS_KNOWN_INDEX,
  WS_NAMESAKE_NAME,
  WS_NAMESAKES,
  workspaceData,
} from "./servers/data";
import { LIBRARY_READ_TOOLS, LIBRARY_WRITE_TOOLS } from "./servers/library";
import {
  LIB_KNOWN_LOAN_ID,
  LIB_KNOWN_MEMBER,
  LIB_NAMESAKE_NAME,
  LIB_NAMESAKES,
  libraryData,
} from "./servers/library-data";

export type WorldId =
  | "demo"
  | "people"
  | "workspace"
  | "bookings"
  | "fleet"
  | "billing"
  | "library"
  | "sidebyside";

/** How a world is connected (see conformance.db.test.ts). */
export type WorldSource =
  | { kind: "demo" }
  | {
      kind: "mcp";
      slug: string;
      serverId: string;
      readTools: string[];
      writeTools: string[];
      /** The demo commerce server is connected too (sources side by side). */
      withDemo?: boolean;
    }
  | { kind: "openapi"; slug: string; readOps: string[]; writeOps: string[] };

/** One filter fact: the question's words, the arguments it must reach, the rows it must leave. */
export interface World {
  id: WorldId;
  title: string;
  source: WorldSource;
  /** Journeys whose right answer here is clarify/insufficient (no tool filters that way), with why. */
  unsupported: Partial<Record<string, string>>;
  /**
   * Other sources' person lookups a journey that names a person may also try first (issue 9 item 4:
   * an empty lookup in one source tries the other before "not found").
   */
  extraLookups?: string[];
  /**
   * Template values: `{name}` in a journey is replaced by `v.name` (raw when the whole string is one
   * key). `personList` (the tool that lists every person, for counts and "list all") defaults to
   * `personSearch`.
   */
  v: Record<string, string | number | boolean>;
}

const count = <T>(items: T[], f: (x: T) => boolean) => items.filter(f).length;
const inRange = (d: string, from: string, to: string) => d.slice(0, 10) >= from && d.slice(0, 10) <= to;

// Shared question values (the same words in every world).
const DATE_FROM = "2025-03-01";
const DATE_TO = "2025-06-30";

// ---------------------------------------------------------------------------------------------

function demoWorld(): World {
  const d = getCommerceData(42);
  const known = d.customers.find((c) => c.name === "Elisa Lombardi");
  if (!known || count(d.customers, (c) => c.name === known.name) !== 1) throw new Error("demo facts changed");
  const orders = d.orderSummaries.filter((o) => o.customer_id === known.id);
  const dup = d.customers.filter((c) => c.name === "Riccardo Lorini");
  const milano = dup.find((c) => c.city === "Milano");
  return {
    id: "demo",
    title: "demo (commerce MCP + logistics OpenAPI)",
    source: { kind: "demo" },
    unsupported: {
      "amount-filter": "orders.search has no amount parameter",
    },
    v: {
      person: "customer",
      persons: "customers",
      personSearch: "mcp:commerce/customers.search",
      personIdField: "id",
      personEmailField: "email",
      personTotal: d.customers.length,
      listAllComplete: false,
      child: "order",
      children: "orders",
      childList: "mcp:commerce/orders.search",
      childCount: "mcp:commerce/orders.count",
      childGet: "mcp:commerce/orders.get",
      childIdField: "id",
      childIdParam: "order_id",
      childFkParam: "customer_id",
      childFkField: "customer_id",
      childStatusParam: "status",
      childStatusField: "status",
      childDateFromParam: "date_from",
      childDateToParam: "date_to",
      childDateField: "order_date",
      childAmountField: "total",
      knownName: known.name,
      knownId: known.id,
      knownChildren: orders.length,
      statusWord: "refunded",
      statusValue: "refunded",
      statusCount: count(orders, (o) => o.status === "refunded"),
      dateFrom: DATE_FROM,
      dateTo: DATE_TO,
      dateCount: count(orders, (o) => inRange(o.order_date, DATE_FROM, DATE_TO)),
      amountWords: "over 2000 euros",
      amountMin: 2000,
      amountCount: count(orders, (o) => o.total > 2000),
      dupName: "Riccardo Lorini",
      dupCount: dup.length,
      dupPickField: "city",
      dupPickValue: "Milano",
      dupPickId: milano?.id ?? "",
      dupPickChildren: count(d.orderSummaries, (o) => o.customer_id === milano?.id),
      lookupId: "O-100533",
      emailDomain: "example.net",
      emailCount: count(d.customers, (c) => c.email.endsWith("@example.net")),
      mutativeAsk: "Cancel order O-100001 please",
    },
  };
}

function peopleWorld(): World {
  const { users, tickets } = deskData();
  const mine = tickets.filter((t) => t.user_id === DESK_KNOWN.user_id);
  const pick = DESK_NAMESAKES[2];
  return {
    id: "people",
    title: "people (snake_case MCP, JSON text, no output schemas)",
    source: {
      kind: "mcp",
      slug: "helpdesk",
      serverId: "conformance-people",
      readTools: ["search_users", "get_user", "list_tickets", "get_ticket"],
      writeTools: ["close_ticket"],
    },
    unsupported: {},
    v: {
      person: "user",
      persons: "users",
      personSearch: "mcp:helpdesk/search_users",
      personIdField: "user_id",
      personEmailField: "email",
      personTotal: users.length,
      listAllComplete: true,
      child: "ticket",
      children: "tickets",
      childList: "mcp:helpdesk/list_tickets",
      childCount: "mcp:helpdesk/list_tickets",
      childGet: "mcp:helpdesk/get_ticket",
      childIdField: "ticket_id",
      childIdParam: "ticket_id",
      childFkParam: "user_id",
      childFkField: "user_id",
      childStatusParam: "status",
      childStatusField: "status",
      childDateFromParam: "created_after",
      childDateToParam: "created_before",
      childDateField: "created_at",
      knownName: DESK_KNOWN.full_name,
      knownId: DESK_KNOWN.user_id,
      knownChildren: mine.length,
      statusWord: "open",
      statusValue: "open",
      statusCount: count(mine, (t) => t.status === "open"),
      dateFrom: DATE_FROM,
      dateTo: DATE_TO,
      dateCount: count(mine, (t) => inRange(t.created_at, DATE_FROM, DATE_TO)),
      dupName: DESK_NAMESAKE_NAME,
      dupCount: DESK_NAMESAKES.length,
      dupPickField: "city",
      dupPickValue: pick.city,
      dupPickId: pick.user_id,
      dupPickChildren: count(tickets, (t) => t.user_id === pick.user_id),
      lookupId: "TCK-003902",
      emailDomain: "gmail.com",
      emailCount: count(users, (u) => u.email.endsWith("@gmail.com")),
      mutativeAsk: "Close ticket TCK-004211",
    },
  };
}

function workspaceWorld(): World {
  const { members, invoices } = workspaceData();
  const known = members[WS_KNOWN_INDEX];
  const mine = invoices.filter((i) => i.memberRef === known.memberRef);
  const pick = members[WS_NAMESAKES[1].index];
  const lookup = mine[2];
  return {
    id: "workspace",
    title: "workspace (camelCase MCP, data envelope, opaque refs, page tokens)",
    source: {
      kind: "mcp",
      slug: "ledgerly",
      serverId: "conformance-workspace",
      readTools: ["findMembers", "getMember", "findAccounts", "listInvoices", "getInvoice"],
      writeTools: ["voidInvoice"],
    },
    unsupported: {
      "email-domain": "findMembers filters by display name only",
    },
    v: {
      person: "member",
      persons: "members",
      personSearch: "mcp:ledgerly/findMembers",
      personIdField: "memberRef",
      personEmailField: "email",
      personTotal: members.length,
      listAllComplete: true,
      child: "invoice",
      children: "invoices",
      childList: "mcp:ledgerly/listInvoices",
      childCount: "mcp:ledgerly/listInvoices",
      childGet: "mcp:ledgerly/getInvoice",
      childIdField: "invoiceRef",
      childIdParam: "invoiceRef",
      childFkParam: "memberRef",
      childFkField: "memberRef",
      childStatusParam: "state",
      childStatusField: "state",
      childDateFromParam: "issuedAfter",
      childDateToParam: "issuedBefore",
      childDateField: "issuedOn",
      childAmountField: "totalAmount",
      childAmountMinParam: "minAmount",
      knownName: known.displayName,
      knownId: known.memberRef,
      knownChildren: mine.length,
      statusWord: "paid",
      statusValue: "PAID",
      statusCount: count(mine, (i) => i.state === "PAID"),
      dateFrom: DATE_FROM,
      dateTo: DATE_TO,
      dateCount: count(mine, (i) => inRange(i.issuedOn, DATE_FROM, DATE_TO)),
      amountWords: "over 1000 euros",
      amountMin: 1000,
      amountCount: count(mine, (i) => i.totalAmount > 1000),
      dupName: WS_NAMESAKE_NAME,
      dupCount: WS_NAMESAKES.length,
      dupPickField: "team",
      dupPickValue: pick.team,
      dupPickId: pick.memberRef,
      dupPickChildren: count(invoices, (i) => i.memberRef === pick.memberRef),
      lookupId: lookup.invoiceRef,
      emailDomain: "gmail.com",
      emailCount: count(members, (m) => m.email.endsWith("@gmail.com")),
      mutativeAsk: `Void invoice ${lookup.invoiceRef}`,
    },
  };
}

function bookingsWorld(): World {
  const { accounts, bookings } = bookingsData();
  const known = accounts[BK_KNOWN_INDEX];
  const mine = bookings.filter((b) => b.accountId === known.accountId);
  const pick = accounts[BK_NAMESAKES[1].index];
  return {
    id: "bookings",
    title: "bookings (OpenAPI 3.0, path ids, page/per_page, total)",
    source: {
      kind: "openapi",
      slug: "fjordline",
      readOps: ["listAccounts", "getAccount", "listAccountBookings", "getBooking"],
      writeOps: ["createBooking"],
    },
    unsupported: {},
    v: {
      person: "account",
      persons: "accounts",
      personSearch: "api:fjordline/listAccounts",
      personIdField: "accountId",
      personEmailField: "email",
      personTotal: accounts.length,
      listAllComplete: true,
      child: "booking",
      children: "bookings",
      childList: "api:fjordline/listAccountBookings",
      childCount: "api:fjordline/listAccountBookings",
      childGet: "api:fjordline/getBooking",
      childIdField: "bookingCode",
      childIdParam: "bookingCode",
      childFkParam: "accountId",
      childFkField: "accountId",
      childStatusParam: "status",
      childStatusField: "status",
      childDateFromParam: "from",
      childDateToParam: "to",
      childDateField: "checkIn",
      childAmountField: "amount",
      childAmountMinParam: "min_amount",
      knownName: known.holderName,
      knownId: known.accountId,
      knownChildren: mine.length,
      statusWord: "completed",
      statusValue: "completed",
      statusCount: count(mine, (b) => b.status === "completed"),
      dateFrom: DATE_FROM,
      dateTo: DATE_TO,
      dateCount: count(mine, (b) => inRange(b.checkIn, DATE_FROM, DATE_TO)),
      amountWords: "over 1000 euros",
      amountMin: 1000,
      amountCount: count(mine, (b) => b.amount > 1000),
      dupName: BK_NAMESAKE_NAME,
      dupCount: BK_NAMESAKES.length,
      dupPickField: "homeCity",
      dupPickValue: pick.homeCity,
      dupPickId: pick.accountId,
      dupPickChildren: count(bookings, (b) => b.accountId === pick.accountId),
      lookupId: BK_KNOWN_BOOKINGS[0].bookingCode,
      emailDomain: "gmail.com",
      emailCount: count(accounts, (a) => a.email.endsWith("@gmail.com")),
      mutativeAsk: `Create a booking for account ${known.accountId} at Zermatt Chalet from 2025-12-20 for 3 nights`,
    },
  };
}

/** A fleet server written after the planner: kebab-case tools, camelCase references, cursors. */
function fleetWorld(): World {
  const { drivers, trips } = fleetData();
  const known = drivers[FLEET_KNOWN_INDEX];
  const mine = trips.filter((t) => t.driverNo === known.driverNo);
  const pick = drivers[FLEET_NAMESAKES[1]];
  return {
    id: "fleet",
    title: "fleet (kebab-case MCP, camelCase refs, results/next_cursor, JSON text)",
    source: {
      kind: "mcp",
      slug: "haulage",
      serverId: "conformance-fleet",
      readTools: ["find-drivers", "driver-profile", "trips-by-driver", "recent-trips", "trip-lookup"],
      writeTools: ["reassign-trip"],
    },
    unsupported: { "email-domain": "drivers have no email address" },
    v: {
      person: "driver",
      persons: "drivers",
      personSearch: "mcp:haulage/find-drivers",
      personIdField: "driverNo",
      personEmailField: "phone",
      personTotal: drivers.length,
      listAllComplete: true,
      child: "trip",
      children: "trips",
      childList: "mcp:haulage/trips-by-driver",
      childCount: "mcp:haulage/trips-by-driver",
      childGet: "mcp:haulage/trip-lookup",
      childIdField: "tripCode",
      childIdParam: "tripCode",
      childFkParam: "driverNo",
      childFkField: "driverNo",
      childStatusParam: "state",
      childStatusField: "state",
      childDateFromParam: "departedAfter",
      childDateToParam: "departedBefore",
      childDateField: "departedAt",
      childAmountMinParam: "minKm",
      childAmountField: "distanceKm",
      knownName: known.displayName,
      knownId: known.driverNo,
      knownChildren: mine.length,
      statusWord: "completed",
      statusValue: "completed",
      statusCount: count(mine, (t) => t.state === "completed"),
      dateFrom: DATE_FROM,
      dateTo: DATE_TO,
      dateCount: count(mine, (t) => inRange(t.departedAt, DATE_FROM, DATE_TO)),
      amountWords: "longer than 800 km",
      amountMin: 800,
      amountCount: count(mine, (t) => t.distanceKm > 800),
      dupName: FLEET_NAMESAKE_NAME,
      dupCount: FLEET_NAMESAKES.length,
      dupPickField: "depot",
      dupPickValue: pick.depot,
      dupPickId: pick.driverNo,
      dupPickChildren: count(trips, (t) => t.driverNo === pick.driverNo),
      lookupId: FLEET_KNOWN_TRIPS[0].tripCode,
      emailDomain: "gmail.com",
      emailCount: 0,
      mutativeAsk: "Reassign trip TRP-25-00412 to driver DRV-0013",
    },
  };
}

/** The people server with the demo commerce server connected too: the same journeys, two sources. */
function sideBySideWorld(): World {
  const people = peopleWorld();
  if (people.source.kind !== "mcp") throw new Error("people is an MCP world");
  return {
    ...people,
    id: "sidebyside",
    title: "sidebyside (the people server next to the demo commerce server)",
    source: { ...people.source, withDemo: true },
    extraLookups: ["mcp:commerce/customers.search"],
  };
}

/**
 * A payments server in the hosted-API style: `customer` is a foreign key by its description alone,
 * `{ object: "list", data, has_more }` paged by `starting_after` with no total, amounts in cents,
 * Unix-second dates in a nested `created` range (which the planner does not bind: it asks instead).
 */
function billingWorld(): World {
  const { customers, invoices } = billingData();
  const known = customers[BILL_KNOWN_INDEX];
  const mine = invoices.filter((i) => i.customer === known.id);
  const dups = customers.filter((c) => c.name === BILL_NAMESAKE_NAME);
  const pick = dups.find((c) => c.address.city === "Rotterdam");
  if (!pick || dups.filter((c) => c.address.city === "Rotterdam").length !== 1)
    throw new Error("billing facts changed");
  return {
    id: "billing",
    title: "billing (payments API style: cus_/in_ ids, `customer` FK, starting_after, cents, Unix dates)",
    source: {
      kind: "mcp",
      slug: "paydesk",
      serverId: "conformance-billing",
      readTools: BILLING_READ_TOOLS,
      writeTools: BILLING_WRITE_TOOLS,
    },
    unsupported: {
      "date-filter": "invoices filter by a nested range of Unix timestamps, which the planner does not bind",
      "amount-filter": "invoices have no amount filter",
    },
    v: {
      person: "customer",
      persons: "customers",
      personSearch: "mcp:paydesk/search_customers",
      personList: "mcp:paydesk/list_customers",
      personIdField: "id",
      personEmailField: "email",
      personTotal: customers.length,
      listAllComplete: true,
      child: "invoice",
      children: "invoices",
      childList: "mcp:paydesk/list_invoices",
      childCount: "mcp:paydesk/list_invoices",
      childGet: "mcp:paydesk/retrieve_invoice",
      childIdField: "id",
      childIdParam: "invoice",
      childFkParam: "customer",
      childFkField: "customer",
      childStatusParam: "status",
      childStatusField: "status",
      childDateFromParam: "created",
      childDateToParam: "created",
      childDateField: "created",
      childAmountMinParam: "amount_gte",
      childAmountField: "amount_due",
      knownName: known.name,
      knownId: known.id,
      knownChildren: mine.length,
      statusWord: "paid",
      statusValue: "paid",
      statusCount: count(mine, (i) => i.status === "paid"),
      dateFrom: DATE_FROM,
      dateTo: DATE_TO,
      dateCount: 0,
      amountWords: "over 1000 euros",
      amountMin: 1000,
      amountCount: 0,
      dupName: BILL_NAMESAKE_NAME,
      dupCount: dups.length,
      dupPickField: "address.city",
      dupPickValue: "Rotterdam",
      dupPickId: pick.id,
      dupPickChildren: count(invoices, (i) => i.customer === pick.id),
      lookupId: mine[0]?.id ?? "",
      emailDomain: "gmail.com",
      emailCount: count(customers, (c) => c.email.endsWith("@gmail.com")),
      mutativeAsk: `Refund invoice ${mine[0]?.id}`,
    },
  };
}

/**
 * A lending library behind a JSON:API backend, written after the planner: `*_index`/`*_show` tools,
 * bracketed parameters (`filter[member]`, `page[size]`), `{ data: [{ type, id, attributes,
 * relationships }], meta: { total }, links: { next } }` as JSON text, kebab-case attributes, numeric
 * string ids, the member of a loan only as `relationships.member.data.id`.
 */
function libraryWorld(): World {
  const { members, loans } = libraryData();
  const memberOf = (l: (typeof loans)[number]) => l.relationships.member.data.id;
  const known = members.find((m) => m.id === LIB_KNOWN_MEMBER.id);
  if (!known || count(members, (m) => m.attributes.name === known.attributes.name) !== 1)
    throw new Error("library facts changed");
  const mine = loans.filter((l) => memberOf(l) === known.id);
  const dups = members.filter((m) => m.attributes.name === LIB_NAMESAKE_NAME);
  const pick = members.find((m) => m.id === LIB_NAMESAKES[1]);
  // The pick is told apart from its namesakes by its tier.
  if (
    !pick ||
    dups.length !== LIB_NAMESAKES.length ||
    count(dups, (m) => m.attributes.tier === pick.attributes.tier) !== 1
  )
    throw new Error("library facts changed");
  const lookup = loans.find((l) => l.id === LIB_KNOWN_LOAN_ID);
  if (!lookup || mine.length === 0) throw new Error("library facts changed");
  return {
    id: "library",
    title: "library (JSON:API MCP: *_index/*_show, filter[member], page[size], relationships, JSON text)",
    source: {
      kind: "mcp",
      slug: "library",
      serverId: "conformance-library",
      readTools: LIBRARY_READ_TOOLS,
      writeTools: LIBRARY_WRITE_TOOLS,
    },
    unsupported: {
      "date-filter": "loans_index has no loaned-on range, only filter[due-before]",
      "amount-filter": "loans carry no amount and loans_index has no such filter",
      "email-domain": "members_index filters by an exact email address only",
    },
    v: {
      person: "member",
      persons: "members",
      personSearch: "mcp:library/members_index",
      personIdField: "id",
      personEmailField: "attributes.email",
      personTotal: members.length,
      listAllComplete: true,
      child: "loan",
      children: "loans",
      childList: "mcp:library/loans_index",
      childCount: "mcp:library/loans_index",
      childGet: "mcp:library/loans_show",
      childIdField: "id",
      childIdParam: "id",
      childFkParam: "filter[member]",
      childFkField: "relationships.member.data.id",
      childStatusParam: "filter[status]",
      childStatusField: "attributes.status",
      childDateField: "attributes.loaned-on",
      knownName: known.attributes.name,
      knownId: known.id,
      knownChildren: mine.length,
      statusWord: "returned",
      statusValue: "returned",
      statusCount: count(mine, (l) => l.attributes.status === "returned"),
      dateFrom: DATE_FROM,
      dateTo: DATE_TO,
      dateCount: count(mine, (l) => inRange(l.attributes["loaned-on"], DATE_FROM, DATE_TO)),
      amountWords: "over 1000 euros",
      dupName: LIB_NAMESAKE_NAME,
      dupCount: dups.length,
      dupPickField: "attributes.tier",
      dupPickValue: pick.attributes.tier,
      dupPickId: pick.id,
      dupPickChildren: count(loans, (l) => memberOf(l) === pick.id),
      lookupId: lookup.id,
      emailDomain: "post.example",
      emailCount: count(members, (m) => m.attributes.email.endsWith("@post.example")),
      mutativeAsk: `Mark loan ${mine[0].id} as returned`,
    },
  };
}

const withDefaults = (w: World): World => ({ ...w, v: { personList: w.v.personSearch, ...w.v } });

export const WORLDS: World[] = [
  demoWorld(),
  peopleWorld(),
  workspaceWorld(),
  bookingsWorld(),
  fleetWorld(),
  billingWorld(),
  libraryWorld(),
  sideBySideWorld(),
].map(withDefaults);
