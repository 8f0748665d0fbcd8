/**
 * Deterministic data of the "events" fixture world: an Airtable-style base ("appEvents2025") with
 * four tables — Events, Venues, Attendees, Registrations. Records are `{ id: "rec…", createdTime,
 * fields }` with field names that have spaces and capitals ("Ticket price", "City (from Venue)"),
 * linked records as arrays of record ids, lookups as arrays of values. Fixed points the questions
 * name: the Summer Gala (Tempodrom, Berlin, past), the Design Summit (Kraftwerk Berlin, upcoming),
 * two events called "Tech Meetup" (Berlin and Lisbon), attendee Amelia Hart, three attendees named
 * Daniel Novak and two named Maria Schmidt. Everything else is seeded noise (no Math.random).
 * "Today" is 2025-10-01, the question suite's fixed date.
 */
import { createRng, type Rng } from "@/demo/commerce/prng";

export const EVT_BASE_ID = "appEvents2025";
export const EVT_TODAY = "2025-10-01";
export const EVT_TABLES = ["Events", "Venues", "Attendees", "Registrations"] as const;
export type EvtTable = (typeof EVT_TABLES)[number];
export const EVT_STATUSES = ["Confirmed", "Tentative", "Cancelled"] as const;
export const EVT_CATEGORIES = [
  "Conference",
  "Concert",
  "Workshop",
  "Meetup",
  "Gala",
  "Festival",
  "Exhibition",
] as const;
export const EVT_TICKET_TYPES = ["General", "VIP", "Student", "Early bird"] as const;
export const EVT_REG_STATUSES = ["Registered", "Checked in", "Cancelled", "Waitlisted"] as const;

export interface AirRecord {
  id: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

export interface FieldSpec {
  id: string;
  name: string;
  type: string;
  options?: Record<string, unknown>;
  description?: string;
}
export interface TableSpec {
  id: string;
  name: EvtTable;
  description: string;
  primaryFieldId: string;
  fields: FieldSpec[];
  views: { id: string; name: string; type: "grid" }[];
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
function recId(rng: Rng, prefix = "rec"): string {
  let s = prefix;
  for (let i = 0; i < 14; i++) s += ALNUM[rng.int(0, ALNUM.length - 1)];
  return s;
}
const choices = (names: readonly string[]) => ({ choices: names.map((name) => ({ name })) });

export const EVT_SCHEMA: TableSpec[] = [
  {
    id: "tblEvents0000001",
    name: "Events",
    description: "Every event we run or host, one row per event.",
    primaryFieldId: "fldEvtName000001",
    fields: [
      { id: "fldEvtName000001", name: "Name", type: "singleLineText" },
      { id: "fldEvtDate000002", name: "Date", type: "date", options: { dateFormat: { name: "iso" } } },
      {
        id: "fldEvtVenue00003",
        name: "Venue",
        type: "multipleRecordLinks",
        options: { linkedTableId: "tblVenues0000002" },
      },
      {
        id: "fldEvtCity000004",
        name: "City (from Venue)",
        type: "multipleLookupValues",
        options: { recordLinkFieldId: "fldEvtVenue00003", fieldIdInLinkedTable: "fldVenCity000003" },
      },
      { id: "fldEvtCateg00005", name: "Category", type: "singleSelect", options: choices(EVT_CATEGORIES) },
      { id: "fldEvtCapac00006", name: "Capacity", type: "number", options: { precision: 0 } },
      { id: "fldEvtStatu00007", name: "Status", type: "singleSelect", options: choices(EVT_STATUSES) },
      {
        id: "fldEvtPrice00008",
        name: "Ticket price",
        type: "currency",
        options: { precision: 2, symbol: "€" },
      },
      { id: "fldEvtOrgan00009", name: "Organizer", type: "email" },
    ],
    views: [
      { id: "viwEvtGrid000001", name: "Grid view", type: "grid" },
      { id: "viwEvtUpcom00002", name: "Upcoming", type: "grid" },
    ],
  },
  {
    id: "tblVenues0000002",
    name: "Venues",
    description: "Places events are held.",
    primaryFieldId: "fldVenName000001",
    fields: [
      { id: "fldVenName000001", name: "Name", type: "singleLineText" },
      { id: "fldVenAddr000002", name: "Address", type: "singleLineText" },
      { id: "fldVenCity000003", name: "City", type: "singleLineText" },
      { id: "fldVenCntry00004", name: "Country", type: "singleLineText" },
      { id: "fldVenCapac00005", name: "Capacity", type: "number", options: { precision: 0 } },
      { id: "fldVenAcces00006", name: "Wheelchair accessible", type: "checkbox" },
    ],
    views: [{ id: "viwVenGrid000001", name: "Grid view", type: "grid" }],
  },
  {
    id: "tblAttendees0003",
    name: "Attendees",
    description: "People who registered for at least one event.",
    primaryFieldId: "fldAttName000001",
    fields: [
      { id: "fldAttName000001", name: "Name", type: "singleLineText" },
      { id: "fldAttEmail00002", name: "Email", type: "email" },
      { id: "fldAttCompa00003", name: "Company", type: "singleLineText" },
      { id: "fldAttCity000004", name: "City", type: "singleLineText" },
    ],
    views: [{ id: "viwAttGrid000001", name: "Grid view", type: "grid" }],
  },
  {
    id: "tblRegistration4",
    name: "Registrations",
    description: "Who registered for which event: one row per attendee and event.",
    primaryFieldId: "fldRegName000001",
    fields: [
      {
        id: "fldRegName000001",
        name: "Name",
        type: "formula",
        options: { formula: "{Attendee} & ' · ' & {Event}" },
      },
      {
        id: "fldRegEvent00002",
        name: "Event",
        type: "multipleRecordLinks",
        options: { linkedTableId: "tblEvents0000001" },
      },
      {
        id: "fldRegAtten00003",
        name: "Attendee",
        type: "multipleRecordLinks",
        options: { linkedTableId: "tblAttendees0003" },
      },
      {
        id: "fldRegTicke00004",
        name: "Ticket type",
        type: "singleSelect",
        options: choices(EVT_TICKET_TYPES),
      },
      { id: "fldRegStatu00005", name: "Status", type: "singleSelect", options: choices(EVT_REG_STATUSES) },
      {
        id: "fldRegDate000006",
        name: "Registered on",
        type: "date",
        options: { dateFormat: { name: "iso" } },
      },
      {
        id: "fldRegPaid000007",
        name: "Amount paid",
        type: "currency",
        options: { precision: 2, symbol: "€" },
      },
    ],
    views: [
      { id: "viwRegGrid000001", name: "Grid view", type: "grid" },
      { id: "viwRegCheck00002", name: "Checked in", type: "grid" },
    ],
  },
];

/** Known venues: name, address, city, country, capacity. */
const KNOWN_VENUES: [string, string, string, string, number][] = [
  ["Tempodrom", "Möckernstraße 10", "Berlin", "Germany", 3500],
  ["Kraftwerk Berlin", "Köpenicker Str. 70", "Berlin", "Germany", 1200],
  ["Betahaus", "Rudi-Dutschke-Str. 23", "Berlin", "Germany", 180],
  ["LX Factory", "Rua Rodrigues de Faria 103", "Lisbon", "Portugal", 800],
  ["Beurs van Berlage", "Damrak 243", "Amsterdam", "Netherlands", 1500],
  ["De Hallen", "Hannie Dankbaarpassage 10", "Amsterdam", "Netherlands", 400],
  ["Palau de Congressos", "Av. de la Reina Maria Cristina", "Barcelona", "Spain", 2000],
  ["The Old Truman Brewery", "91 Brick Lane", "London", "United Kingdom", 1000],
  ["Hofburg Vienna", "Heldenplatz", "Vienna", "Austria", 4000],
  ["Zenith München", "Lilienthalallee 29", "Munich", "Germany", 5800],
];
const CITIES: [string, string][] = [
  ["Berlin", "Germany"],
  ["Lisbon", "Portugal"],
  ["Amsterdam", "Netherlands"],
  ["Barcelona", "Spain"],
  ["London", "United Kingdom"],
  ["Vienna", "Austria"],
  ["Munich", "Germany"],
  ["Paris", "France"],
  ["Prague", "Czechia"],
  ["Copenhagen", "Denmark"],
];
const VENUE_WORDS = ["Hall", "Loft", "Studio", "Warehouse", "Forum", "Pavilion", "Gallery", "Arena"];
const VENUE_ADJ = ["North", "Harbour", "Old Town", "Riverside", "Central", "Garden", "Canal", "Market"];
const STREETS = ["Main St", "Station Rd", "Park Ave", "Canal St", "Mill Lane", "Harbour Way"];

const EVENT_TOPICS = [
  "Product",
  "Data",
  "Cloud",
  "Jazz",
  "Photography",
  "UX",
  "Startup",
  "Climate",
  "AI",
  "Coffee",
  "Wine",
  "Indie Games",
  "Architecture",
  "Fintech",
];
const CATEGORY_SUFFIX: Record<string, string[]> = {
  Conference: ["Conference", "Forum", "Days"],
  Concert: ["Night", "Live", "Sessions"],
  Workshop: ["Workshop", "Bootcamp", "Masterclass"],
  Meetup: ["Meetup", "Breakfast", "Drinks"],
  Gala: ["Gala", "Awards Dinner"],
  Festival: ["Festival", "Weekend"],
  Exhibition: ["Exhibition", "Showcase"],
};

const FIRST = [
  "Lena",
  "Jonas",
  "Sofia",
  "Lucas",
  "Chloé",
  "Mateo",
  "Aisha",
  "Noah",
  "Freya",
  "Emil",
  "Ines",
  "Hugo",
  "Zara",
  "Milan",
  "Astrid",
  "Tariq",
  "Nora",
  "Pablo",
  "Elif",
  "Oskar",
  "Yara",
  "Felix",
];
const LAST = [
  "Becker",
  "Silva",
  "de Vries",
  "García",
  "Fischer",
  "Kowalczyk",
  "Dubois",
  "Jensen",
  "Rossi",
  "Horvat",
  "Costa",
  "Lindqvist",
  "Brennan",
  "Okoye",
  "Meyer",
  "Petrov",
  "Janssen",
  "Moreau",
  "Yilmaz",
];
const COMPANIES = [
  "Northwind",
  "Bluefin Labs",
  "Kestrel GmbH",
  "Atelier Nova",
  "Pixelbrook",
  "Hanse Logistics",
  "Solstice Media",
  "Arcadia Health",
  "Freelance",
];

export const EVT_KNOWN = {
  summerGala: "Summer Gala",
  designSummit: "Design Summit",
  techMeetup: "Tech Meetup",
  attendee: "Amelia Hart",
  namesake: "Daniel Novak",
  namesake2: "Maria Schmidt",
};

export const EVT_VENUE_COUNT = 34;
export const EVT_EVENT_COUNT = 140;
export const EVT_ATTENDEE_COUNT = 420;
export const EVT_REGISTRATION_COUNT = 1700;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
};
const created = (date: string, rng: Rng) =>
  `${date}T${String(rng.int(7, 20)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}.000Z`;

export interface EventsData {
  tables: Record<EvtTable, AirRecord[]>;
  schema: TableSpec[];
}

let cached: EventsData | undefined;

export function eventsData(): EventsData {
  if (cached) return cached;
  const rng = createRng(20250917);
  const used = new Set<string>();
  const newId = () => {
    let id = recId(rng);
    while (used.has(id)) id = recId(rng);
    used.add(id);
    return id;
  };

  // Venues: the known ones, then generated ones across the cities.
  const venues: AirRecord[] = [];
  for (const [name, address, city, country, capacity] of KNOWN_VENUES)
    venues.push({
      id: newId(),
      createdTime: created("2024-11-04", rng),
      fields: {
        Name: name,
        Address: address,
        City: city,
        Country: country,
        Capacity: capacity,
        "Wheelchair accessible": true,
      },
    });
  while (venues.length < EVT_VENUE_COUNT) {
    const [city, country] = CITIES[venues.length % CITIES.length];
    const name = `${rng.pick(VENUE_ADJ)} ${rng.pick(VENUE_WORDS)} ${city}`;
    if (venues.some((v) => v.fields.Name === name)) continue;
    const capacity = rng.pick([60, 90, 120, 150, 250, 300, 450, 600, 750, 900, 1800, 2500]);
    const fields: Record<string, unknown> = {
      Name: name,
      Address: `${rng.int(1, 180)} ${rng.pick(STREETS)}`,
      City: city,
      Country: country,
      Capacity: capacity,
    };
    // Airtable leaves an unchecked checkbox out of the record.
    if (rng.chance(0.6)) fields["Wheelchair accessible"] = true;
    venues.push({ id: newId(), createdTime: created("2024-11-05", rng), fields });
  }
  const venueById = new Map(venues.map((v) => [v.id, v]));
  const venueNamed = (name: string) => venues.find((v) => v.fields.Name === name) as AirRecord;

  // Events: known ones first, then generated ones from Jan 2025 to Jun 2026.
  const events: AirRecord[] = [];
  const addEvent = (
    name: string,
    date: string,
    venue: AirRecord,
    category: string,
    status: string,
    price: number,
    capacity?: number,
  ) => {
    const venueCap = venue.fields.Capacity as number;
    const fields: Record<string, unknown> = {
      Name: name,
      Date: date,
      Venue: [venue.id],
      "City (from Venue)": [venue.fields.City],
      Category: category,
      Capacity: capacity ?? Math.min(venueCap, Math.round((venueCap * rng.int(40, 100)) / 1000) * 10 || 20),
      Status: status,
      Organizer: `${name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ".")
        .replace(/^\.|\.$/g, "")}@events.example`,
    };
    if (price > 0) fields["Ticket price"] = price; // a free event has no price: Airtable omits empty fields
    const rec = { id: newId(), createdTime: created(addDays(date, -rng.int(40, 200)), rng), fields };
    events.push(rec);
    return rec;
  };
  addEvent("Summer Gala", "2025-07-12", venueNamed("Tempodrom"), "Gala", "Confirmed", 85, 900);
  addEvent(
    "Design Summit",
    "2025-11-06",
    venueNamed("Kraftwerk Berlin"),
    "Conference",
    "Confirmed",
    249,
    800,
  );
  addEvent("Tech Meetup", "2025-10-15", venueNamed("Betahaus"), "Meetup", "Confirmed", 0, 150);
  addEvent("Tech Meetup", "2025-10-22", venueNamed("LX Factory"), "Meetup", "Tentative", 0, 200);
  addEvent("Winter Gala", "2025-12-13", venueNamed("Hofburg Vienna"), "Gala", "Cancelled", 120, 1500);
  addEvent("Lisbon Data Days", "2025-11-20", venueNamed("LX Factory"), "Conference", "Confirmed", 180, 700);
  addEvent("Berlin Jazz Night", "2025-10-18", venueNamed("Tempodrom"), "Concert", "Cancelled", 45, 2000);
  addEvent("Amsterdam UX Workshop", "2025-10-09", venueNamed("De Hallen"), "Workshop", "Confirmed", 15, 60);
  const names = new Set(events.map((e) => e.fields.Name));
  while (events.length < EVT_EVENT_COUNT) {
    const category = rng.weighted(EVT_CATEGORIES, [5, 3, 4, 4, 1, 2, 2]);
    const venue = venues[rng.int(0, venues.length - 1)];
    const city = venue.fields.City as string;
    const base = `${rng.pick(EVENT_TOPICS)} ${rng.pick(CATEGORY_SUFFIX[category])}`;
    const date = addDays("2025-01-06", rng.int(0, 540));
    const name = rng.chance(0.4) ? `${city} ${base}` : `${base} ${date.slice(0, 4)}`;
    if (names.has(name)) continue;
    names.add(name);
    const status = rng.weighted(EVT_STATUSES, [70, 15, 15]);
    const price =
      category === "Meetup"
        ? rng.chance(0.7)
          ? 0
          : rng.pick([5, 10, 12])
        : category === "Workshop"
          ? rng.pick([15, 19, 25, 49, 99, 149])
          : rng.pick([18, 25, 35, 45, 65, 89, 120, 199, 299, 399]);
    addEvent(name, date, venue, category, status, price);
  }
  // Dates in order, as a base is usually kept.
  events.sort((a, b) => String(a.fields.Date).localeCompare(String(b.fields.Date)));

  // Attendees: the known ones at fixed positions, generated names otherwise (unique).
  const attendees: AirRecord[] = [];
  const knownAt: Record<number, [string, string, string, string]> = {
    11: ["Amelia Hart", "amelia.hart@pixelbrook.io", "Pixelbrook", "London"],
    37: ["Daniel Novak", "daniel.novak@kestrel.de", "Kestrel GmbH", "Munich"],
    148: ["Daniel Novak", "dnovak@bluefinlabs.com", "Bluefin Labs", "Prague"],
    301: ["Daniel Novak", "daniel@novak.studio", "Freelance", "Vienna"],
    64: ["Maria Schmidt", "maria.schmidt@northwind.eu", "Northwind", "Berlin"],
    255: ["Maria Schmidt", "m.schmidt@solstice.media", "Solstice Media", "Hamburg"],
  };
  const taken = new Set(Object.values(knownAt).map((k) => k[0]));
  for (let n = 0; attendees.length < EVT_ATTENDEE_COUNT; n++) {
    const i = attendees.length;
    const known = knownAt[i];
    let fields: Record<string, unknown>;
    if (known) {
      fields = { Name: known[0], Email: known[1], Company: known[2], City: known[3] };
    } else {
      const name = `${FIRST[n % FIRST.length]} ${LAST[(n * 7 + Math.floor(n / FIRST.length)) % LAST.length]}`;
      if (taken.has(name)) continue;
      taken.add(name);
      const company = rng.pick(COMPANIES);
      const slug = name
        .toLowerCase()
        .normalize("NFD")
        .replace(/[^a-z ]/g, "")
        .replace(/ +/g, ".");
      fields = {
        Name: name,
        Email: `${slug}@${company === "Freelance" ? "mail.example" : `${company.toLowerCase().replace(/[^a-z]/g, "")}.example`}`,
        Company: company,
        City: rng.pick(CITIES)[0],
      };
    }
    attendees.push({
      id: newId(),
      createdTime: created(addDays("2024-12-01", rng.int(0, 300)), rng),
      fields,
    });
  }
  const attendeeNamed = (name: string) => attendees.filter((a) => a.fields.Name === name);

  // Registrations: fixed ones for the known people and events, then seeded noise.
  const registrations: AirRecord[] = [];
  const pairs = new Set<string>();
  const eventNamed = (name: string) => events.filter((e) => e.fields.Name === name);
  const register = (event: AirRecord, attendee: AirRecord, status?: string) => {
    const key = `${event.id}/${attendee.id}`;
    if (pairs.has(key)) return;
    pairs.add(key);
    const date = event.fields.Date as string;
    const back = rng.int(3, 90);
    // Nobody registers in the future: an upcoming event's registrations are all before today.
    const on = addDays(date < EVT_TODAY ? date : EVT_TODAY, date < EVT_TODAY ? -back : -Math.ceil(back / 2));
    const ticket = rng.weighted(EVT_TICKET_TYPES, [6, 1, 2, 2]);
    const price = (event.fields["Ticket price"] as number | undefined) ?? 0;
    const st =
      status ??
      (event.fields.Status === "Cancelled"
        ? "Cancelled"
        : date < EVT_TODAY
          ? rng.weighted(EVT_REG_STATUSES, [2, 12, 1, 0])
          : rng.weighted(EVT_REG_STATUSES, [14, 0, 1, 1]));
    const factor = ticket === "VIP" ? 2 : ticket === "Student" ? 0.5 : ticket === "Early bird" ? 0.8 : 1;
    const fields: Record<string, unknown> = {
      Name: `${attendee.fields.Name} · ${event.fields.Name}`,
      Event: [event.id],
      Attendee: [attendee.id],
      "Ticket type": ticket,
      Status: st,
      "Registered on": on,
    };
    if (price > 0 && st !== "Waitlisted") fields["Amount paid"] = Math.round(price * factor * 100) / 100;
    registrations.push({ id: newId(), createdTime: created(on, rng), fields });
  };
  const [amelia] = attendeeNamed("Amelia Hart");
  const [gala] = eventNamed("Summer Gala");
  const [summit] = eventNamed("Design Summit");
  register(summit, amelia, "Registered");
  register(gala, amelia, "Checked in");
  register(eventNamed("Lisbon Data Days")[0], amelia, "Registered");
  register(eventNamed("Tech Meetup")[0], amelia, "Waitlisted");
  register(gala, attendeeNamed("Daniel Novak")[0]);
  register(summit, attendeeNamed("Daniel Novak")[1]);
  register(summit, attendeeNamed("Maria Schmidt")[0]);
  // The Summer Gala and the Design Summit get a crowd of their own.
  for (let i = 0; i < 64; i++) register(gala, attendees[(i * 13 + 5) % attendees.length]);
  for (let i = 0; i < 47; i++) register(summit, attendees[(i * 17 + 9) % attendees.length]);
  const ameliaIdx = attendees.indexOf(amelia);
  while (registrations.length < EVT_REGISTRATION_COUNT) {
    const event = events[rng.int(0, events.length - 1)];
    if (event === gala || event === summit) continue;
    const ai = rng.int(0, attendees.length - 1);
    if (ai === ameliaIdx) continue;
    register(event, attendees[ai]);
  }
  registrations.sort((a, b) => a.createdTime.localeCompare(b.createdTime));

  void venueById;
  cached = {
    tables: { Events: events, Venues: venues, Attendees: attendees, Registrations: registrations },
    schema: EVT_SCHEMA,
  };
  return cached;
}
