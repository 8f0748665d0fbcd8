/**
 * Deterministic data of the three conformance fixture worlds (issue 9 item 7). Each world has its
 * own vocabulary — none of the demo's names — a few hundred rows where paging matters, one name
 * shared by several people, one person with a fixed, known history, and amounts/dates/statuses to
 * filter on. The fixed points below are what the journeys name; everything else is seeded noise.
 * No Math.random: the same data on every machine.
 */

import { createRng } from "@/demo/commerce/prng";

/** The demo's seeded generator (same sequence), plus opaque tokens for references. */
function rng(seed: number) {
  const { next, int, pick } = createRng(seed);
  const token = (n: number, alphabet = "abcdefghjkmnpqrstuvwxyz23456789") =>
    Array.from({ length: n }, () => alphabet[int(0, alphabet.length - 1)]).join("");
  return { next, int, pick, token };
}

const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const randomDay = (r: ReturnType<typeof rng>, from: string, to: string) =>
  iso(day(from) + r.int(0, Math.round((day(to) - day(from)) / DAY)) * DAY);
const money = (r: ReturnType<typeof rng>, min: number, max: number) =>
  Math.round((min + r.next() * (max - min)) * 100) / 100;
const slug = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[^A-Za-z ]/g, "")
    .toLowerCase();
const emailOf = (r: ReturnType<typeof rng>, name: string, domains: readonly string[], n: number) => {
  const [first, last] = slug(name).split(" ");
  const local = r.pick([`${first}.${last}`, `${first[0]}${last}`, `${first}${last[0]}`, `${first}_${last}`]);
  return `${local}${n % 3 === 0 ? n : ""}@${r.pick(domains)}`;
};

const DOMAINS = [
  "gmail.com",
  "gmail.com",
  "outlook.com",
  "yahoo.com",
  "proton.me",
  "fastmail.com",
  "icloud.com",
  "hey.com",
] as const;

// ---------------------------------------------------------------------------------------------
// a. "people": a support desk (snake_case, JSON text results, no output schemas)

export interface DeskUser {
  user_id: string;
  full_name: string;
  email: string;
  city: string;
  plan: "free" | "team" | "enterprise";
  signed_up: string;
}
export interface DeskTicket {
  ticket_id: string;
  user_id: string;
  subject: string;
  status: "open" | "pending" | "closed";
  priority: "low" | "normal" | "urgent";
  created_at: string;
  updated_at: string;
  channel: "email" | "chat" | "phone";
}

const DESK_FIRST = [
  "Aino",
  "Bram",
  "Caius",
  "Dagny",
  "Eero",
  "Freya",
  "Gunnar",
  "Hedda",
  "Ivo",
  "Jorunn",
  "Kasimir",
  "Liesel",
  "Mads",
  "Nanna",
  "Oskar",
  "Pirjo",
  "Ruben",
  "Saga",
  "Teodor",
  "Ulla",
  "Viggo",
  "Wenke",
  "Yrsa",
  "Zdenek",
];
const DESK_LAST = [
  "Ahlgren",
  "Berggren",
  "Dahlberg",
  "Ekholm",
  "Fagerlund",
  "Grönqvist",
  "Halvorsen",
  "Isaksen",
  "Jokinen",
  "Korhonen",
  "Lundqvist",
  "Mäkelä",
  "Nyström",
  "Østergaard",
  "Paasonen",
  "Rasmussen",
  "Sandvik",
  "Thorsen",
  "Vesterinen",
  "Wikström",
];
const DESK_CITIES = ["Tampere", "Bergen", "Aarhus", "Uppsala", "Turku", "Trondheim", "Odense", "Malmö"];
const DESK_SUBJECTS = [
  "Cannot reset password",
  "Invoice address wrong",
  "Export to CSV fails",
  "Two-factor code not arriving",
  "Seat limit reached",
  "Slow dashboard",
  "Webhook retries",
  "Delete my workspace",
  "SSO setup question",
  "Mobile app crashes on login",
];

/** Five users share this full name; they differ by city and email. */
export const DESK_NAMESAKES = [
  { user_id: "usr_1031", city: "Kraków", email: "marta.kowalczyk@gmail.com" },
  { user_id: "usr_1077", city: "Gdańsk", email: "mkowalczyk@outlook.com" },
  { user_id: "usr_1123", city: "Wrocław", email: "marta_k@proton.me" },
  { user_id: "usr_1168", city: "Poznań", email: "marta.kowalczyk88@yahoo.com" },
  { user_id: "usr_1204", city: "Lublin", email: "m.kowalczyk@fastmail.com" },
] as const;
export const DESK_NAMESAKE_NAME = "Marta Kowalczyk";
/** The one user with a fixed ticket history the journeys filter on. */
export const DESK_KNOWN = { user_id: "usr_1117", full_name: "Tobias Lindqvist", email: "tobias.l@hey.com" };
export const DESK_KNOWN_TICKETS: Omit<DeskTicket, "user_id">[] = [
  t("TCK-004211", "Export to CSV fails", "open", "urgent", "2025-08-28"),
  t("TCK-004170", "Webhook retries", "pending", "normal", "2025-07-30"),
  t("TCK-003988", "Seat limit reached", "closed", "low", "2025-06-12"),
  t("TCK-003902", "SSO setup question", "open", "normal", "2025-05-20"),
  t("TCK-003817", "Invoice address wrong", "closed", "normal", "2025-04-02"),
  t("TCK-003795", "Slow dashboard", "pending", "urgent", "2025-03-11"),
  t("TCK-003640", "Cannot reset password", "closed", "low", "2025-02-14"),
  t("TCK-003522", "Two-factor code not arriving", "open", "urgent", "2025-01-09"),
];
function t(
  ticket_id: string,
  subject: string,
  status: DeskTicket["status"],
  priority: DeskTicket["priority"],
  created: string,
): Omit<DeskTicket, "user_id"> {
  return {
    ticket_id,
    subject,
    status,
    priority,
    created_at: `${created}T09:30:00Z`,
    updated_at: `${created}T16:05:00Z`,
    channel: "email",
  };
}

export const DESK_USER_COUNT = 240;

export function deskData(): { users: DeskUser[]; tickets: DeskTicket[] } {
  const r = rng(7);
  const users: DeskUser[] = [];
  const tickets: DeskTicket[] = [];
  let ticketNo = 4400;
  for (let n = 0; n < DESK_USER_COUNT; n++) {
    const user_id = `usr_${1001 + n}`;
    const namesake = DESK_NAMESAKES.find((s) => s.user_id === user_id);
    const known = user_id === DESK_KNOWN.user_id;
    const full_name = namesake
      ? DESK_NAMESAKE_NAME
      : known
        ? DESK_KNOWN.full_name
        : `${DESK_FIRST[n % DESK_FIRST.length]} ${DESK_LAST[(n * 7 + Math.floor(n / DESK_FIRST.length)) % DESK_LAST.length]}`;
    const user: DeskUser = {
      user_id,
      full_name,
      email: namesake?.email ?? (known ? DESK_KNOWN.email : emailOf(r, full_name, DOMAINS, n)),
      city: namesake?.city ?? r.pick(DESK_CITIES),
      plan: r.pick(["free", "free", "team", "enterprise"] as const),
      signed_up: randomDay(r, "2021-01-01", "2024-12-31"),
    };
    users.push(user);
    if (known) {
      for (const k of DESK_KNOWN_TICKETS) tickets.push({ ...k, user_id });
      continue;
    }
    const count = r.int(1, 5);
    for (let i = 0; i < count; i++) {
      const created = randomDay(r, "2025-01-01", "2025-09-30");
      tickets.push({
        ticket_id: `TCK-${String(ticketNo++).padStart(6, "0")}`,
        user_id,
        subject: r.pick(DESK_SUBJECTS),
        status: r.pick(["open", "pending", "closed", "closed"] as const),
        priority: r.pick(["low", "normal", "normal", "urgent"] as const),
        created_at: `${created}T${String(r.int(7, 19)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}:00Z`,
        updated_at: `${created}T20:00:00Z`,
        channel: r.pick(["email", "chat", "phone"] as const),
      });
    }
  }
  tickets.sort((a, b) => b.created_at.localeCompare(a.created_at));
  return { users, tickets };
}

// ---------------------------------------------------------------------------------------------
// b. "workspace": a billing workspace (camelCase, `data` envelope, opaque refs, page tokens)

export interface WsMember {
  memberRef: string;
  displayName: string;
  email: string;
  team: string;
  officeLocation: string;
  joinedOn: string;
}
export interface WsAccount {
  accountRef: string;
  accountName: string;
  industry: string;
  ownerRef: string;
}
export interface WsInvoice {
  invoiceRef: string;
  invoiceNumber: string;
  accountRef: string;
  memberRef: string;
  state: "DRAFT" | "OPEN" | "PAID" | "VOID";
  totalAmount: number;
  currency: "EUR" | "USD" | "GBP";
  issuedOn: string;
  dueOn: string;
}

const WS_FIRST = [
  "Adaeze",
  "Bongani",
  "Chiara",
  "Dmitri",
  "Esperanza",
  "Farid",
  "Giulietta",
  "Hiroshi",
  "Ines",
  "Jomo",
  "Katarzyna",
  "Leilani",
  "Mateus",
  "Nkechi",
  "Orla",
  "Pavel",
  "Quilla",
  "Rashid",
  "Siobhan",
  "Tendai",
];
const WS_LAST = [
  "Abernathy",
  "Bhattacharya",
  "Castellanos",
  "Delacroix",
  "Eze",
  "Fitzgerald",
  "Gallagher",
  "Hakimi",
  "Iwu",
  "Jaramillo",
  "Kimura",
  "Lindgren",
  "Mbeki",
  "Novak",
  "Oyelaran",
];
const WS_TEAMS = ["Design", "Finance", "Growth", "Platform", "Research", "Sales"];
const WS_OFFICES = ["Lisbon", "Nairobi", "Montréal", "Osaka", "Dublin", "Remote"];
const WS_ACCOUNTS = [
  "Bluefin Analytics",
  "Copperleaf Studio",
  "Driftwood Ventures",
  "Emberline Foods",
  "Foxglove Health",
  "Granite Peak Mining",
  "Harborlight Media",
  "Ironbark Robotics",
  "Juniper Clinics",
  "Kestrel Aviation",
  "Lanternfish Games",
  "Moonrise Hotels",
  "Nettlefield Farms",
  "Oakhollow Schools",
  "Pinecrest Legal",
  "Quartzline Labs",
  "Riverbend Energy",
  "Saltmarsh Brewing",
  "Thistledown Retail",
  "Umberfield Press",
];

/** Three members share this name (different teams, offices, emails). */
export const WS_NAMESAKE_NAME = "Alex Moreau";
export const WS_NAMESAKES = [
  { index: 41, team: "Finance", officeLocation: "Lisbon", email: "alex.moreau@bluefin.example" },
  { index: 133, team: "Sales", officeLocation: "Montréal", email: "amoreau@gmail.com" },
  { index: 250, team: "Platform", officeLocation: "Dublin", email: "alex.m@proton.me" },
] as const;
export const WS_KNOWN_NAME = "Priya Raman";
export const WS_KNOWN_INDEX = 77;
export const WS_MEMBER_COUNT = 300;
export const WS_PAGE_MAX = 50;
/** Priya Raman's invoices: fixed states, amounts and dates. */
export const WS_KNOWN_INVOICES: Pick<WsInvoice, "state" | "totalAmount" | "currency" | "issuedOn">[] = [
  { state: "OPEN", totalAmount: 1840.0, currency: "EUR", issuedOn: "2025-08-19" },
  { state: "PAID", totalAmount: 320.5, currency: "EUR", issuedOn: "2025-07-03" },
  { state: "OPEN", totalAmount: 95.0, currency: "EUR", issuedOn: "2025-06-21" },
  { state: "DRAFT", totalAmount: 4210.75, currency: "EUR", issuedOn: "2025-05-14" },
  { state: "PAID", totalAmount: 760.0, currency: "EUR", issuedOn: "2025-04-30" },
  { state: "VOID", totalAmount: 1200.0, currency: "EUR", issuedOn: "2025-03-18" },
  { state: "PAID", totalAmount: 2999.99, currency: "EUR", issuedOn: "2025-02-07" },
  { state: "OPEN", totalAmount: 45.2, currency: "EUR", issuedOn: "2025-01-15" },
  { state: "PAID", totalAmount: 610.0, currency: "EUR", issuedOn: "2024-12-02" },
];

export function workspaceData(): { members: WsMember[]; accounts: WsAccount[]; invoices: WsInvoice[] } {
  const r = rng(11);
  const members: WsMember[] = [];
  for (let n = 0; n < WS_MEMBER_COUNT; n++) {
    const namesake = WS_NAMESAKES.find((s) => s.index === n);
    const known = n === WS_KNOWN_INDEX;
    const displayName = namesake
      ? WS_NAMESAKE_NAME
      : known
        ? WS_KNOWN_NAME
        : `${WS_FIRST[n % WS_FIRST.length]} ${WS_LAST[(n * 3 + Math.floor(n / WS_FIRST.length)) % WS_LAST.length]}`;
    members.push({
      memberRef: `mbr_${r.token(10)}`,
      displayName,
      email:
        namesake?.email ?? (known ? "priya.raman@quartzline.example" : emailOf(r, displayName, DOMAINS, n)),
      team: namesake?.team ?? (known ? "Finance" : r.pick(WS_TEAMS)),
      officeLocation: namesake?.officeLocation ?? (known ? "Nairobi" : r.pick(WS_OFFICES)),
      joinedOn: randomDay(r, "2020-01-01", "2024-12-31"),
    });
  }
  const accounts: WsAccount[] = WS_ACCOUNTS.map((accountName) => ({
    accountRef: `acc_${r.token(10)}`,
    accountName,
    industry: r.pick(["Retail", "Health", "Energy", "Media", "Education", "Manufacturing"]),
    ownerRef: r.pick(members).memberRef,
  }));
  const invoices: WsInvoice[] = [];
  let number = 1;
  const add = (m: WsMember, v: Pick<WsInvoice, "state" | "totalAmount" | "currency" | "issuedOn">) => {
    invoices.push({
      invoiceRef: `inv_${r.token(12)}`,
      invoiceNumber: `INV-${v.issuedOn.slice(0, 4)}-${String(number++).padStart(5, "0")}`,
      accountRef: r.pick(accounts).accountRef,
      memberRef: m.memberRef,
      ...v,
      dueOn: iso(day(v.issuedOn) + 30 * DAY),
    });
  };
  for (const [n, m] of members.entries()) {
    if (n === WS_KNOWN_INDEX) {
      for (const v of WS_KNOWN_INVOICES) add(m, v);
      continue;
    }
    const count = r.int(1, 6);
    for (let i = 0; i < count; i++)
      add(m, {
        state: r.pick(["DRAFT", "OPEN", "OPEN", "PAID", "PAID", "PAID", "VOID"] as const),
        totalAmount: money(r, 20, 6000),
        currency: r.pick(["EUR", "EUR", "USD", "GBP"] as const),
        issuedOn: randomDay(r, "2024-10-01", "2025-09-30"),
      });
  }
  invoices.sort(
    (a, b) => b.issuedOn.localeCompare(a.issuedOn) || a.invoiceNumber.localeCompare(b.invoiceNumber),
  );
  return { members, accounts, invoices };
}

// ---------------------------------------------------------------------------------------------
// c. "bookings": an OpenAPI 3.0 travel-bookings API (path-parameter ids, page/per_page, total)

export interface BkAccount {
  accountId: string;
  holderName: string;
  email: string;
  homeCity: string;
  tier: "standard" | "gold" | "platinum";
  memberSince: string;
}
export interface BkBooking {
  bookingCode: string;
  accountId: string;
  destination: string;
  checkIn: string;
  nights: number;
  status: "confirmed" | "waitlisted" | "cancelled" | "completed";
  amount: number;
  currency: "EUR" | "CHF" | "NOK";
}

const BK_FIRST = [
  "Annika",
  "Bastian",
  "Cosima",
  "Dorian",
  "Elin",
  "Florian",
  "Greta",
  "Hannes",
  "Ilse",
  "Jannik",
];
const BK_LAST = [
  "Albrecht",
  "Brenner",
  "Engel",
  "Falk",
  "Gruber",
  "Haas",
  "Jung",
  "Kessler",
  "Lorenz",
  "Maurer",
  "Neumann",
  "Pohl",
  "Reiter",
];
const BK_CITIES = ["Graz", "Basel", "Stavanger", "Leipzig", "Linz", "Lausanne"];
const BK_DESTINATIONS = [
  "Lofoten Cabin",
  "Zermatt Chalet",
  "Hallstatt Inn",
  "Bergen Harbour Loft",
  "Lake Bled Villa",
];

export const BK_NAMESAKE_NAME = "Sofia Brandt";
export const BK_NAMESAKES = [
  { index: 18, homeCity: "Graz", email: "sofia.brandt@gmail.com" },
  { index: 97, homeCity: "Basel", email: "sbrandt@icloud.com" },
  { index: 164, homeCity: "Leipzig", email: "sofia_b@outlook.com" },
  { index: 221, homeCity: "Stavanger", email: "brandt.sofia@proton.me" },
] as const;
export const BK_KNOWN_NAME = "Henrik Aalto";
export const BK_KNOWN_INDEX = 59;
export const BK_ACCOUNT_COUNT = 260;
export const BK_PAGE_MAX = 50;
export const BK_KNOWN_BOOKINGS: Pick<
  BkBooking,
  "bookingCode" | "status" | "checkIn" | "amount" | "nights"
>[] = [
  { bookingCode: "BK-7Q2M9X", status: "confirmed", checkIn: "2025-09-12", amount: 1480.0, nights: 4 },
  { bookingCode: "BK-3HT8WD", status: "waitlisted", checkIn: "2025-08-01", amount: 320.0, nights: 1 },
  { bookingCode: "BK-K4N7ZP", status: "completed", checkIn: "2025-06-20", amount: 2150.5, nights: 7 },
  { bookingCode: "BK-9RVC2E", status: "cancelled", checkIn: "2025-05-09", amount: 640.0, nights: 2 },
  { bookingCode: "BK-PX6J3L", status: "completed", checkIn: "2025-04-11", amount: 890.0, nights: 3 },
  { bookingCode: "BK-2ZDW8Q", status: "confirmed", checkIn: "2025-03-07", amount: 3120.0, nights: 10 },
  { bookingCode: "BK-M5YB4T", status: "completed", checkIn: "2025-01-24", amount: 415.75, nights: 2 },
];

export function bookingsData(): { accounts: BkAccount[]; bookings: BkBooking[] } {
  const r = rng(23);
  const accounts: BkAccount[] = [];
  const bookings: BkBooking[] = [];
  const codes = new Set(BK_KNOWN_BOOKINGS.map((b) => b.bookingCode));
  for (let n = 0; n < BK_ACCOUNT_COUNT; n++) {
    const namesake = BK_NAMESAKES.find((s) => s.index === n);
    const known = n === BK_KNOWN_INDEX;
    const holderName = namesake
      ? BK_NAMESAKE_NAME
      : known
        ? BK_KNOWN_NAME
        : `${BK_FIRST[n % BK_FIRST.length]} ${BK_LAST[(n * 5 + Math.floor(n / BK_FIRST.length)) % BK_LAST.length]}`;
    const accountId = `ACC-${30001 + n * 7}`;
    accounts.push({
      accountId,
      holderName,
      email: namesake?.email ?? (known ? "henrik.aalto@fastmail.com" : emailOf(r, holderName, DOMAINS, n)),
      homeCity: namesake?.homeCity ?? r.pick(BK_CITIES),
      tier: r.pick(["standard", "standard", "gold", "platinum"] as const),
      memberSince: randomDay(r, "2018-01-01", "2024-06-30"),
    });
    if (known) {
      for (const b of BK_KNOWN_BOOKINGS)
        bookings.push({
          ...b,
          accountId,
          destination: BK_DESTINATIONS[bookings.length % 5],
          currency: "EUR",
        });
      continue;
    }
    // A namesake always has a few bookings: the journeys pick one and list them.
    const count = namesake ? r.int(2, 4) : r.int(0, 5);
    for (let i = 0; i < count; i++) {
      let code: string;
      do code = `BK-${r.token(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")}`;
      while (codes.has(code));
      codes.add(code);
      bookings.push({
        bookingCode: code,
        accountId,
        destination: r.pick(BK_DESTINATIONS),
        checkIn: randomDay(r, "2024-11-01", "2025-12-31"),
        nights: r.int(1, 12),
        status: r.pick([
          "confirmed",
          "confirmed",
          "waitlisted",
          "cancelled",
          "completed",
          "completed",
        ] as const),
        amount: money(r, 90, 4800),
        currency: r.pick(["EUR", "EUR", "CHF", "NOK"] as const),
      });
    }
  }
  bookings.sort((a, b) => b.checkIn.localeCompare(a.checkIn));
  return { accounts, bookings };
}

// ---------------------------------------------------------------------------------------------
// d. "fleet": a haulage fleet (kebab-case tools, camelCase fields, `{ results, next_cursor, count }`)

export const FLEET_DEPOTS = ["Porto", "Lyon", "Gdansk", "Turin"] as const;
export interface FleetDriver {
  driverNo: string;
  displayName: string;
  depot: (typeof FLEET_DEPOTS)[number];
  licence: "C" | "CE" | "D";
  hiredOn: string;
  phone: string;
}
export interface FleetTrip {
  tripCode: string;
  driverNo: string;
  origin: string;
  destination: string;
  distanceKm: number;
  state: "planned" | "underway" | "completed" | "aborted";
  departedAt: string;
  fuelCost: number;
  currency: "EUR";
}

const FLEET_FIRST = [
  "Ana",
  "Bogdan",
  "Chiara",
  "Dmitri",
  "Elif",
  "Fabien",
  "Greta",
  "Hugo",
  "Ines",
  "Jakub",
  "Katrin",
  "Luca",
];
const FLEET_LAST = [
  "Moreira",
  "Nowak",
  "Rinaldi",
  "Petrov",
  "Demir",
  "Girard",
  "Lund",
  "Castro",
  "Ferreira",
  "Zielinski",
  "Braun",
  "Conti",
  "Sousa",
  "Kaya",
];
const FLEET_PLACES = [
  "Porto",
  "Lyon",
  "Gdansk",
  "Turin",
  "Madrid",
  "Hamburg",
  "Milan",
  "Warsaw",
  "Bordeaux",
  "Vienna",
];

export const FLEET_DRIVER_COUNT = 180;
export const FLEET_PAGE_MAX = 40;
/** Three drivers share this name (at different depots). */
export const FLEET_NAMESAKE_NAME = "Ana Souza";
export const FLEET_NAMESAKES = [12, 77, 140] as const;
/** One driver with a fixed history. */
export const FLEET_KNOWN_NAME = "Mehmet Yilmaz";
export const FLEET_KNOWN_INDEX = 41;
export const FLEET_KNOWN_TRIPS: Omit<FleetTrip, "driverNo" | "currency">[] = [
  {
    tripCode: "TRP-25-00412",
    origin: "Porto",
    destination: "Hamburg",
    distanceKm: 2140,
    state: "completed",
    departedAt: "2025-05-06T05:30:00Z",
    fuelCost: 912.4,
  },
  {
    tripCode: "TRP-25-00977",
    origin: "Hamburg",
    destination: "Warsaw",
    distanceKm: 860,
    state: "aborted",
    departedAt: "2025-05-19T06:10:00Z",
    fuelCost: 204.1,
  },
  {
    tripCode: "TRP-25-01530",
    origin: "Warsaw",
    destination: "Vienna",
    distanceKm: 680,
    state: "completed",
    departedAt: "2025-07-02T04:45:00Z",
    fuelCost: 288.0,
  },
  {
    tripCode: "TRP-25-02214",
    origin: "Vienna",
    destination: "Milan",
    distanceKm: 740,
    state: "underway",
    departedAt: "2025-09-29T07:00:00Z",
    fuelCost: 0,
  },
  {
    tripCode: "TRP-25-02390",
    origin: "Milan",
    destination: "Porto",
    distanceKm: 1890,
    state: "planned",
    departedAt: "2025-10-08T05:00:00Z",
    fuelCost: 0,
  },
];

export const fleetDriverNo = (n: number) => `DRV-${String(n + 1).padStart(4, "0")}`;

export function fleetData(): { drivers: FleetDriver[]; trips: FleetTrip[] } {
  const r = rng(31);
  const drivers: FleetDriver[] = [];
  const trips: FleetTrip[] = [];
  let tripNo = 3000;
  for (let n = 0; n < FLEET_DRIVER_COUNT; n++) {
    const namesake = (FLEET_NAMESAKES as readonly number[]).includes(n);
    const known = n === FLEET_KNOWN_INDEX;
    const displayName = namesake
      ? FLEET_NAMESAKE_NAME
      : known
        ? FLEET_KNOWN_NAME
        : `${FLEET_FIRST[n % FLEET_FIRST.length]} ${FLEET_LAST[(n * 5 + Math.floor(n / FLEET_FIRST.length)) % FLEET_LAST.length]}`;
    const driverNo = fleetDriverNo(n);
    drivers.push({
      driverNo,
      displayName,
      depot: namesake
        ? FLEET_DEPOTS[FLEET_NAMESAKES.indexOf(n as 12) % FLEET_DEPOTS.length]
        : r.pick(FLEET_DEPOTS),
      licence: r.pick(["C", "CE", "CE", "D"] as const),
      hiredOn: randomDay(r, "2015-01-01", "2025-03-31"),
      phone: `+351 9${r.int(10_000_000, 99_999_999)}`,
    });
    if (known) {
      for (const t of FLEET_KNOWN_TRIPS) trips.push({ ...t, driverNo, currency: "EUR" });
      continue;
    }
    const count = r.int(namesake ? 2 : 0, 8);
    for (let i = 0; i < count; i++) {
      const departed = randomDay(r, "2025-01-01", "2025-09-30");
      const origin = r.pick(FLEET_PLACES);
      const distanceKm = r.int(40, 2400);
      const state = r.pick([
        "completed",
        "completed",
        "completed",
        "aborted",
        "underway",
        "planned",
      ] as const);
      trips.push({
        tripCode: `TRP-25-${String(tripNo++).padStart(5, "0")}`,
        driverNo,
        origin,
        destination: r.pick(FLEET_PLACES.filter((p) => p !== origin)),
        distanceKm,
        state,
        departedAt: `${departed}T${String(r.int(3, 20)).padStart(2, "0")}:00:00Z`,
        fuelCost: state === "planned" ? 0 : Math.round(distanceKm * (0.35 + r.next() * 0.15) * 100) / 100,
        currency: "EUR",
      });
    }
  }
  return { drivers, trips };
}

// ---------------------------------------------------------------------------------------------
// f. "billing": a payments API in the style of the big hosted ones (snake_case tools, `{ object:
//    "list", data, has_more }` lists paged by `starting_after`, ids like `cus_…`/`in_…`, a foreign
//    key named after its entity alone (`customer`), amounts in cents, Unix-second timestamps, a
//    nested `created` range, a boolean filter, no total counts)

export interface BillCustomer {
  id: string;
  object: "customer";
  name: string;
  email: string;
  created: number;
  currency: "eur";
  address: { city: string; country: string };
  delinquent: boolean;
}
export interface BillInvoice {
  id: string;
  object: "invoice";
  number: string;
  customer: string;
  status: "draft" | "open" | "paid" | "uncollectible" | "void";
  amount_due: number;
  amount_paid: number;
  currency: "eur";
  created: number;
  due_date: number | null;
}
export interface BillSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: "active" | "past_due" | "canceled" | "trialing";
  plan: { nickname: string; amount: number; interval: "month" | "year" };
  current_period_end: number;
}
export interface BillProduct {
  id: string;
  object: "product";
  name: string;
  active: boolean;
  description: string;
}

const BILL_FIRST = [
  "Amara",
  "Lucas",
  "Ines",
  "Jonas",
  "Leila",
  "Mateo",
  "Nora",
  "Oskar",
  "Priya",
  "Rafael",
  "Sanne",
  "Tomasz",
  "Yara",
  "Elif",
  "Karim",
  "Mirela",
];
const BILL_LAST = [
  "Okafor",
  "Ferreira",
  "Lindgren",
  "Novak",
  "Haddad",
  "Castillo",
  "Jansen",
  "Wójcik",
  "Dubois",
  "Kaya",
  "Moretti",
  "Petrov",
  "Ahmed",
  "Silva",
  "Berg",
  "Kovač",
  "Rossi",
];
const BILL_CITIES: [string, string][] = [
  ["Lisbon", "PT"],
  ["Rotterdam", "NL"],
  ["Kraków", "PL"],
  ["Valencia", "ES"],
  ["Ghent", "BE"],
  ["Tallinn", "EE"],
];
export const BILL_CUSTOMER_COUNT = 220;
/** Three customers share this name (in different cities). */
export const BILL_NAMESAKE_NAME = "Lucas Ferreira";
export const BILL_NAMESAKES = [9, 88, 170] as const;
/** One customer with a fixed history. */
export const BILL_KNOWN_NAME = "Amara Okafor";
export const BILL_KNOWN_INDEX = 63;
const unix = (isoDay: string) => Math.floor(day(isoDay) / 1000);
export const BILL_KNOWN_INVOICES: Pick<BillInvoice, "status" | "amount_due" | "created">[] = [
  { status: "paid", amount_due: 129_900, created: unix("2025-02-11") },
  { status: "paid", amount_due: 48_000, created: unix("2025-03-18") },
  { status: "open", amount_due: 215_050, created: unix("2025-06-02") },
  { status: "uncollectible", amount_due: 9_900, created: unix("2025-07-21") },
  { status: "open", amount_due: 31_400, created: unix("2025-09-09") },
];
export const BILL_PRODUCTS: Omit<BillProduct, "object">[] = [
  { id: "prod_Nb2kQx81LmZ0ap", name: "Starter plan", active: true, description: "For small teams" },
  { id: "prod_Nb2kR0p4TwX9cd", name: "Growth plan", active: true, description: "For growing teams" },
  { id: "prod_Nb2kS7zYh3Vq1e", name: "Scale plan", active: true, description: "For large organisations" },
  { id: "prod_Nb2kT2mNc6Jr4f", name: "Legacy basic", active: false, description: "Retired in 2024" },
  { id: "prod_Nb2kU9wEd5Ks7g", name: "Onboarding workshop", active: true, description: "A half-day session" },
  { id: "prod_Nb2kV4aPf8Lt2h", name: "Priority support", active: true, description: "Four-hour response" },
  { id: "prod_Nb2kW6bRg1Mu5j", name: "Legacy pro", active: false, description: "Retired in 2023" },
];

/** A generated name, never one of the fixed points' (so the known customer and the namesakes stay exactly that). */
function billName(n: number): string {
  for (let shift = 0; ; shift++) {
    const name = `${BILL_FIRST[n % BILL_FIRST.length]} ${BILL_LAST[(n * 7 + Math.floor(n / BILL_FIRST.length) + shift) % BILL_LAST.length]}`;
    if (name !== BILL_KNOWN_NAME && name !== BILL_NAMESAKE_NAME) return name;
  }
}

export function billingData(): {
  customers: BillCustomer[];
  invoices: BillInvoice[];
  subscriptions: BillSubscription[];
  products: BillProduct[];
} {
  const r = rng(47);
  const alnum = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789";
  const customers: BillCustomer[] = [];
  const invoices: BillInvoice[] = [];
  const subscriptions: BillSubscription[] = [];
  for (let n = 0; n < BILL_CUSTOMER_COUNT; n++) {
    const namesake = (BILL_NAMESAKES as readonly number[]).includes(n);
    const known = n === BILL_KNOWN_INDEX;
    const name = namesake ? BILL_NAMESAKE_NAME : known ? BILL_KNOWN_NAME : billName(n);
    const [city, country] = namesake
      ? BILL_CITIES[BILL_NAMESAKES.indexOf(n as 9) % BILL_CITIES.length]
      : r.pick(BILL_CITIES);
    const id = `cus_${r.token(14, alnum)}`;
    customers.push({
      id,
      object: "customer",
      name,
      email: known ? "amara@okafor.studio" : emailOf(r, name, DOMAINS, n),
      created: unix(randomDay(r, "2023-01-01", "2025-08-31")),
      currency: "eur",
      address: { city, country },
      delinquent: false,
    });
    const prefix = `${name.slice(0, 2)}${name.split(" ")[1].slice(0, 2)}`
      .toUpperCase()
      .normalize("NFD")
      .replace(/[^A-Z]/g, "X");
    const history = known
      ? BILL_KNOWN_INVOICES
      : Array.from({ length: r.int(namesake ? 2 : 0, 6) }, () => {
          const status = r.pick(["paid", "paid", "paid", "open", "draft", "void", "uncollectible"] as const);
          return {
            status,
            amount_due: r.int(5, 2500) * 100 - r.int(0, 1) * 1,
            created: unix(randomDay(r, "2025-01-01", "2025-09-30")),
          };
        });
    history.forEach((h, i) => {
      invoices.push({
        id: `in_${r.token(16, alnum)}`,
        object: "invoice",
        number: `${prefix}${n}-${String(i + 1).padStart(4, "0")}`,
        customer: id,
        status: h.status,
        amount_due: h.amount_due,
        amount_paid: h.status === "paid" ? h.amount_due : 0,
        currency: "eur",
        created: h.created,
        due_date: h.status === "draft" ? null : h.created + 30 * 86_400,
      });
    });
    if (known || r.next() < 0.55) {
      const tier = r.pick([
        { nickname: "Starter", amount: 2_900 },
        { nickname: "Growth", amount: 9_900 },
        { nickname: "Scale", amount: 49_900 },
      ]);
      subscriptions.push({
        id: `sub_${r.token(14, alnum)}`,
        object: "subscription",
        customer: id,
        status: known
          ? "active"
          : r.pick(["active", "active", "active", "past_due", "canceled", "trialing"] as const),
        plan: { ...tier, interval: r.next() < 0.8 ? "month" : "year" },
        current_period_end: unix(randomDay(r, "2025-10-01", "2026-09-30")),
      });
    }
  }
  invoices.sort((a, b) => b.created - a.created);
  const products = BILL_PRODUCTS.map((p) => ({ ...p, object: "product" as const }));
  return { customers, invoices, subscriptions, products };
}

// ---------------------------------------------------------------------------------------------
// g. "tracker": an issue tracker in the GraphQL-API style (tools named by bare nouns — `users`,
//    `user`, `issues`, `issue`; `{ nodes, pageInfo: { hasNextPage, endCursor } }` paged by `first`
//    / `after`; uuid ids beside human identifiers like `ENG-142` whose prefix is a team key, not an
//    entity; states with spaces and capitals; a priority number explained only in its description;
//    nested `assignee { id, name }` and `state { name }` objects)

export interface TrUser {
  id: string;
  name: string;
  displayName: string;
  email: string;
  active: boolean;
}
export interface TrIssue {
  id: string;
  identifier: string;
  title: string;
  state: { name: TrState };
  priority: number;
  priorityLabel: string;
  assignee: { id: string; name: string } | null;
  team: { key: string; name: string };
  estimate: number | null;
  createdAt: string;
  updatedAt: string;
}
export const TR_STATES = ["Backlog", "Todo", "In Progress", "In Review", "Done", "Canceled"] as const;
export type TrState = (typeof TR_STATES)[number];
export const TR_PRIORITIES = ["No priority", "Urgent", "High", "Medium", "Low"] as const;
export const TR_TEAMS = [
  { key: "ENG", name: "Engineering" },
  { key: "DES", name: "Design" },
  { key: "OPS", name: "Operations" },
] as const;
const TR_FIRST = [
  "Sam",
  "Noor",
  "Bea",
  "Kofi",
  "Lina",
  "Tariq",
  "Mila",
  "Jun",
  "Rosa",
  "Emil",
  "Ayla",
  "Dario",
];
const TR_LAST = [
  "Okoro",
  "Haas",
  "Lemaire",
  "Sato",
  "Varga",
  "Quist",
  "Nakamura",
  "Bauer",
  "Correia",
  "Mensah",
  "Falk",
];
const TR_TOPICS = [
  "login page times out",
  "export to CSV drops rows",
  "dark mode contrast",
  "billing webhook retries",
  "onboarding checklist copy",
  "search ranking for short queries",
  "mobile nav overlaps header",
  "audit log pagination",
  "SSO with Okta",
  "rate limiter metrics",
  "invoice PDF fonts",
  "on-call rotation sync",
];
export const TR_USER_COUNT = 64;
/** Two people share this name (in different teams' work). */
export const TR_NAMESAKE_NAME = "Alex Kim";
export const TR_NAMESAKES = [7, 40] as const;
/** One person with a fixed set of issues. */
export const TR_KNOWN_NAME = "Sam Okoro";
export const TR_KNOWN_INDEX = 0;
export const TR_KNOWN_ISSUES: (Pick<TrIssue, "identifier" | "title" | "priority" | "createdAt"> & {
  state: TrState;
})[] = [
  {
    identifier: "ENG-142",
    title: "Login page times out behind the proxy",
    state: "In Progress",
    priority: 1,
    createdAt: "2025-08-04T09:12:00Z",
  },
  {
    identifier: "ENG-150",
    title: "Rate limiter metrics missing in staging",
    state: "In Review",
    priority: 3,
    createdAt: "2025-08-21T14:40:00Z",
  },
  {
    identifier: "OPS-31",
    title: "On-call rotation sync fails on holidays",
    state: "Todo",
    priority: 2,
    createdAt: "2025-09-02T08:05:00Z",
  },
  {
    identifier: "ENG-96",
    title: "Export to CSV drops rows over 10k",
    state: "Done",
    priority: 2,
    createdAt: "2025-05-13T11:30:00Z",
  },
];

export function trackerData(): { users: TrUser[]; issues: TrIssue[] } {
  const r = rng(59);
  const hex = "0123456789abcdef";
  const uuid = () =>
    `${r.token(8, hex)}-${r.token(4, hex)}-4${r.token(3, hex)}-a${r.token(3, hex)}-${r.token(12, hex)}`;
  const users: TrUser[] = [];
  for (let n = 0; n < TR_USER_COUNT; n++) {
    const namesake = (TR_NAMESAKES as readonly number[]).includes(n);
    let name = namesake ? TR_NAMESAKE_NAME : n === TR_KNOWN_INDEX ? TR_KNOWN_NAME : "";
    for (let shift = 0; !name; shift++) {
      const candidate = `${TR_FIRST[n % TR_FIRST.length]} ${TR_LAST[(n * 5 + Math.floor(n / TR_FIRST.length) + shift) % TR_LAST.length]}`;
      if (candidate !== TR_KNOWN_NAME && candidate !== TR_NAMESAKE_NAME) name = candidate;
    }
    const [first, last] = slug(name).split(" ");
    users.push({
      id: uuid(),
      name,
      displayName: `${first}${n > 30 ? n : ""}`,
      email: `${first}.${last}${namesake ? n : ""}@tracker.dev`,
      active: n % 11 !== 10,
    });
  }
  const numbers = new Map<string, number>(TR_TEAMS.map((t) => [t.key, 200]));
  const issues: TrIssue[] = [];
  const known = users[TR_KNOWN_INDEX];
  for (const k of TR_KNOWN_ISSUES) {
    const team = TR_TEAMS.find((t) => k.identifier.startsWith(t.key)) ?? TR_TEAMS[0];
    issues.push({
      id: uuid(),
      identifier: k.identifier,
      title: k.title,
      state: { name: k.state },
      priority: k.priority,
      priorityLabel: TR_PRIORITIES[k.priority],
      assignee: { id: known.id, name: known.name },
      team: { ...team },
      estimate: 3,
      createdAt: k.createdAt,
      updatedAt: k.createdAt.replace(/T.*/, "T18:00:00Z"),
    });
  }
  for (let i = 0; i < 420; i++) {
    const team = r.pick(TR_TEAMS);
    const n = (numbers.get(team.key) ?? 200) + 1;
    numbers.set(team.key, n);
    const assignee = r.next() < 0.15 ? null : users[r.int(1, users.length - 1)];
    const created = randomDay(r, "2025-01-01", "2025-09-28");
    const topic = r.pick(TR_TOPICS);
    const priority = r.int(0, 4);
    issues.push({
      id: uuid(),
      identifier: `${team.key}-${n}`,
      title: topic[0].toUpperCase() + topic.slice(1),
      state: { name: r.pick(TR_STATES) },
      priority,
      priorityLabel: TR_PRIORITIES[priority],
      assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
      team: { ...team },
      estimate: r.next() < 0.3 ? null : r.pick([1, 2, 3, 5, 8]),
      createdAt: `${created}T${String(r.int(7, 19)).padStart(2, "0")}:00:00Z`,
      updatedAt: `${iso(day(created) + r.int(0, 20) * DAY)}T12:00:00Z`,
    });
  }
  issues.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { users, issues };
}

// ---------------------------------------------------------------------------------------------
// h. "staff": an HR directory in the cloud-API style (PascalCase tools and fields, `MaxResults` /
//    `NextToken`, SCREAMING_CASE states, a manager who is another employee, departments by id)

export interface HrEmployee {
  EmployeeId: string;
  FullName: string;
  Email: string;
  Title: string;
  DepartmentId: string;
  ManagerId: string | null;
  Status: "ACTIVE" | "ON_LEAVE" | "TERMINATED";
  HireDate: string;
  Location: string;
}
export interface HrDepartment {
  DepartmentId: string;
  Name: string;
  CostCenter: string;
}
export const HR_DEPARTMENTS: HrDepartment[] = [
  { DepartmentId: "dep-01", Name: "Engineering", CostCenter: "CC-100" },
  { DepartmentId: "dep-02", Name: "Sales", CostCenter: "CC-200" },
  { DepartmentId: "dep-03", Name: "Finance", CostCenter: "CC-300" },
  { DepartmentId: "dep-04", Name: "People Operations", CostCenter: "CC-400" },
];
const HR_FIRST = [
  "Jane",
  "Omar",
  "Hanna",
  "Luca",
  "Mei",
  "Pavel",
  "Zara",
  "Felix",
  "Ines",
  "Tomas",
  "Aisha",
  "Nils",
];
const HR_LAST = [
  "Doe",
  "Farouk",
  "Lund",
  "Bianchi",
  "Chen",
  "Novak",
  "Idris",
  "Wagner",
  "Duarte",
  "Kral",
  "Bello",
];
const HR_TITLES = ["Engineer", "Senior Engineer", "Account Executive", "Analyst", "Recruiter", "Designer"];
const HR_PLACES = ["Berlin", "Lisbon", "Remote", "Toronto"];
export const HR_KNOWN_NAME = "Jane Doe";
export const HR_NAMESAKE_NAME = "Luca Bianchi";
export const HR_NAMESAKES = [15, 61] as const;

export function staffData(): { employees: HrEmployee[]; departments: HrDepartment[] } {
  const r = rng(71);
  const employees: HrEmployee[] = [];
  for (let n = 0; n < 140; n++) {
    const namesake = (HR_NAMESAKES as readonly number[]).includes(n);
    let name = n === 0 ? HR_KNOWN_NAME : namesake ? HR_NAMESAKE_NAME : "";
    for (let shift = 0; !name; shift++) {
      const candidate = `${HR_FIRST[n % HR_FIRST.length]} ${HR_LAST[(n * 3 + Math.floor(n / HR_FIRST.length) + shift) % HR_LAST.length]}`;
      if (candidate !== HR_KNOWN_NAME && candidate !== HR_NAMESAKE_NAME) name = candidate;
    }
    const [first, last] = slug(name).split(" ");
    // Jane Doe (E-10000) heads Engineering; the first dozen report to her.
    const dept = n === 0 ? HR_DEPARTMENTS[0] : r.pick(HR_DEPARTMENTS);
    employees.push({
      EmployeeId: `E-${10000 + n}`,
      FullName: name,
      Email: `${first}.${last}${namesake ? n : ""}@staff.example`,
      Title: n === 0 ? "VP Engineering" : r.pick(HR_TITLES),
      DepartmentId: n > 0 && n <= 12 ? HR_DEPARTMENTS[0].DepartmentId : dept.DepartmentId,
      ManagerId: n === 0 ? null : n <= 12 ? "E-10000" : `E-${10000 + r.int(1, 12)}`,
      Status:
        n === 0
          ? "ACTIVE"
          : r.pick(["ACTIVE", "ACTIVE", "ACTIVE", "ACTIVE", "ON_LEAVE", "TERMINATED"] as const),
      HireDate: randomDay(r, "2016-01-01", "2025-09-01"),
      Location: r.pick(HR_PLACES),
    });
  }
  return { employees, departments: HR_DEPARTMENTS };
}
