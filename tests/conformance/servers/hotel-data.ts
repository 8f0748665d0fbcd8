/**
 * Deterministic data of the "hotel" fixture world: one 60-room city hotel's property-management
 * system as a Mews / Cloudbeds / Opera-like vendor stores it. Rooms "101"–"512" (12 on each of 5
 * floors, `room_no` strings) with a `room_type` and a housekeeping `hk_status` (clean / dirty /
 * inspected / out_of_order); guests 1001–1200 with `first_name`/`last_name`, one `email`, one `phone`,
 * a `loyalty_tier` (none / silver / gold / platinum); reservations 60001… with a six-character
 * `confirmation_no`, plain-date `arrival_date`/`departure_date`, a `nightly_rate` in USD, a `status`
 * (confirmed / checked_in / checked_out / cancelled / no_show) and a booking `channel` (direct /
 * booking_com / expedia / phone); housekeeping tasks 9001… for yesterday, today and tomorrow; a folio
 * of charges per reservation; eight rate plans.
 * Fixed points the questions name: reservation HX7Q2K (60017) of Hannah Lindqvist (guest 1007, gold),
 * in house in room 305 from 2025-09-29 to 2025-10-03 at 189 a night, booked on booking_com, with
 * minibar and restaurant charges on its folio; Tomas Berg (guest 1012, platinum,
 * tomas.berg@fjordmail.example, +47 912 34 567) arriving tomorrow (60022, KJ4M8T, suite, 420 a night,
 * direct); two guests named Maria Gonzalez (1042 silver, 1118 none) and two named James Walker (1066
 * gold, 1151 none), each with reservations; room 412 an occupied, dirty suite on floor 4 (405 and 409
 * dirty too, five dirty rooms on that floor); rooms 208 and 511 out of order. Nobody is named Ingrid Solheim. Everything else is seeded noise.
 * "Today" is 2025-10-01 (a Wednesday), the question suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const HOTEL_TODAY = "2025-10-01";
export const ROOM_TYPES = [
  "standard_queen",
  "standard_king",
  "deluxe_king",
  "junior_suite",
  "suite",
] as const;
export const HK_STATUSES = ["clean", "dirty", "inspected", "out_of_order"] as const;
export const RESERVATION_STATUSES = [
  "confirmed",
  "checked_in",
  "checked_out",
  "cancelled",
  "no_show",
] as const;
export const LOYALTY_TIERS = ["none", "silver", "gold", "platinum"] as const;
export const CHANNELS = ["direct", "booking_com", "expedia", "phone"] as const;
export const TASK_TYPES = [
  "checkout_clean",
  "stayover",
  "turndown",
  "deep_clean",
  "inspection",
  "maintenance",
] as const;
export const TASK_STATUSES = ["open", "in_progress", "done"] as const;

export interface Room {
  room_no: string;
  floor: number;
  room_type: (typeof ROOM_TYPES)[number];
  bed_config: string;
  max_occupancy: number;
  view: "city" | "courtyard" | "river";
  hk_status: (typeof HK_STATUSES)[number];
  occupied: boolean;
  accessible: boolean;
  notes: string | null;
}
export interface Guest {
  guest_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country: string;
  loyalty_tier: (typeof LOYALTY_TIERS)[number];
  loyalty_number: string | null;
  vip: boolean;
  created_at: string;
}
export interface Reservation {
  reservation_id: number;
  confirmation_no: string;
  guest_id: number;
  guest_name: string;
  room_no: string | null;
  room_type: (typeof ROOM_TYPES)[number];
  arrival_date: string;
  departure_date: string;
  nights: number;
  adults: number;
  children: number;
  status: (typeof RESERVATION_STATUSES)[number];
  channel: (typeof CHANNELS)[number];
  rate_plan_code: string;
  nightly_rate: number;
  total_amount: number;
  currency: "USD";
  created_at: string;
  cancelled_at: string | null;
}
export interface HousekeepingTask {
  task_id: number;
  room_no: string;
  task_type: (typeof TASK_TYPES)[number];
  status: (typeof TASK_STATUSES)[number];
  assigned_to: string | null;
  date: string;
  priority: "normal" | "high";
  notes: string | null;
}
export interface Charge {
  charge_id: number;
  posted_on: string;
  description: string;
  category: "room" | "tax" | "food_beverage" | "minibar" | "spa" | "parking" | "fee";
  amount: number;
  currency: "USD";
}
export interface Folio {
  folio_id: number;
  reservation_id: number;
  confirmation_no: string;
  guest_name: string;
  status: "open" | "closed";
  charges: Charge[];
  payments: { payment_id: number; paid_on: string; method: string; amount: number; currency: "USD" }[];
  total_charges: number;
  total_payments: number;
  balance: number;
  currency: "USD";
}
export interface RatePlan {
  rate_plan_code: string;
  name: string;
  description: string;
  refundable: boolean;
  includes_breakfast: boolean;
  min_nights: number;
  discount_pct: number;
  active: boolean;
}
export interface HotelData {
  rooms: Room[];
  guests: Guest[];
  reservations: Reservation[];
  tasks: HousekeepingTask[];
  folios: Map<number, Folio>;
  ratePlans: RatePlan[];
}

const FIRST = [
  "Liam",
  "Sofia",
  "Ethan",
  "Aisha",
  "Lucas",
  "Mei",
  "Daniel",
  "Elif",
  "Gabriel",
  "Nora",
  "Hugo",
  "Priya",
  "Marcus",
  "Yuki",
  "Oscar",
  "Leila",
  "Victor",
  "Ines",
  "Samuel",
  "Anya",
  "Pedro",
  "Grace",
  "Karim",
  "Julia",
];
const LAST = [
  "Andersson",
  "Moreau",
  "Okonkwo",
  "Petrov",
  "Ramirez",
  "Fischer",
  "Yamamoto",
  "O'Brien",
  "Costa",
  "Haddad",
  "Novak",
  "Schultz",
  "Dubois",
  "Mensah",
  "Kaur",
  "Rossi",
  "Jensen",
  "Alvarez",
  "Brennan",
  "Nguyen",
];
const COUNTRIES = ["US", "US", "US", "GB", "DE", "FR", "CA", "JP", "NO", "ES", "BR", "IN"];
const ATTENDANTS = ["Rosa Medina", "Kwame Asante", "Ling Zhou", "Petra Novak", "Samir Haddad"];
const RATE_PLANS: RatePlan[] = [
  {
    rate_plan_code: "BAR",
    name: "Best Available Rate",
    description: "Flexible rate, free cancellation until 6 pm on the day of arrival.",
    refundable: true,
    includes_breakfast: false,
    min_nights: 1,
    discount_pct: 0,
    active: true,
  },
  {
    rate_plan_code: "BB",
    name: "Bed & Breakfast",
    description: "Flexible rate with breakfast for two in the restaurant.",
    refundable: true,
    includes_breakfast: true,
    min_nights: 1,
    discount_pct: 0,
    active: true,
  },
  {
    rate_plan_code: "ADV14",
    name: "Advance Purchase 14",
    description: "Book 14 days ahead and save; prepaid, no refunds.",
    refundable: false,
    includes_breakfast: false,
    min_nights: 1,
    discount_pct: 15,
    active: true,
  },
  {
    rate_plan_code: "LOS7",
    name: "Weekly Stay",
    description: "Seven nights or more at a reduced nightly rate.",
    refundable: true,
    includes_breakfast: false,
    min_nights: 7,
    discount_pct: 20,
    active: true,
  },
  {
    rate_plan_code: "CORP",
    name: "Corporate Negotiated",
    description: "Negotiated rate for contracted companies; breakfast included.",
    refundable: true,
    includes_breakfast: true,
    min_nights: 1,
    discount_pct: 12,
    active: true,
  },
  {
    rate_plan_code: "AAA",
    name: "AAA Member",
    description: "For AAA members with a valid card at check-in.",
    refundable: true,
    includes_breakfast: false,
    min_nights: 1,
    discount_pct: 10,
    active: true,
  },
  {
    rate_plan_code: "PKG-SPA",
    name: "Spa Escape Package",
    description: "Room, breakfast and one spa treatment per guest; prepaid.",
    refundable: false,
    includes_breakfast: true,
    min_nights: 2,
    discount_pct: 0,
    active: true,
  },
  {
    rate_plan_code: "SUMMER25",
    name: "Summer 2025 Promo",
    description: "Summer promotion, closed for sale since 31 August.",
    refundable: true,
    includes_breakfast: false,
    min_nights: 2,
    discount_pct: 18,
    active: false,
  },
];

const BASE_RATE: Record<Room["room_type"], number> = {
  standard_queen: 139,
  standard_king: 159,
  deluxe_king: 199,
  junior_suite: 279,
  suite: 399,
};

const DAY = 86_400_000;
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const addDays = (date: string, n: number) => toDate(dayMs(date) + n * DAY);
const CONF_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

let cached: HotelData | undefined;

export function hotelData(): HotelData {
  if (cached) return cached;
  const rng = createRng(20251001);

  // Rooms: 12 a floor; types by position, a few fixed housekeeping states.
  const rooms: Room[] = [];
  const typeAt = (i: number): Room["room_type"] =>
    i <= 4
      ? "standard_queen"
      : i <= 7
        ? "standard_king"
        : i <= 10
          ? "deluxe_king"
          : i === 11
            ? "junior_suite"
            : "suite";
  for (let floor = 1; floor <= 5; floor++)
    for (let i = 1; i <= 12; i++) {
      const room_type = typeAt(i);
      rooms.push({
        room_no: `${floor}${String(i).padStart(2, "0")}`,
        floor,
        room_type,
        bed_config:
          room_type === "standard_queen" ? "1 queen" : room_type === "suite" ? "1 king + sofa bed" : "1 king",
        max_occupancy: room_type === "suite" ? 4 : room_type === "junior_suite" ? 3 : 2,
        view: i % 3 === 0 ? "river" : i % 3 === 1 ? "city" : "courtyard",
        hk_status: "clean",
        occupied: false,
        accessible: i === 1 || i === 2,
        notes: null,
      });
    }
  const room = (no: string) => rooms.find((r) => r.room_no === no) as Room;
  room("208").notes = "Bathroom leak under repair";
  room("511").notes = "Carpet replacement";

  // Guests.
  const guests: Guest[] = [];
  const FIXED: Record<number, [string, string, Guest["loyalty_tier"], string?, string?]> = {
    1007: ["Hannah", "Lindqvist", "gold", "hannah.lindqvist@mailbox.example", "+46 70 555 0107"],
    1012: ["Tomas", "Berg", "platinum", "tomas.berg@fjordmail.example", "+47 912 34 567"],
    1042: ["Maria", "Gonzalez", "silver"],
    1118: ["Maria", "Gonzalez", "none"],
    1066: ["James", "Walker", "gold"],
    1151: ["James", "Walker", "none"],
  };
  const used = new Set<string>(["Maria Gonzalez", "James Walker", "Hannah Lindqvist", "Tomas Berg"]);
  for (let id = 1001; id <= 1200; id++) {
    let first: string;
    let last: string;
    let tier: Guest["loyalty_tier"];
    const fixed = FIXED[id];
    if (fixed) {
      [first, last, tier] = fixed;
    } else {
      do {
        first = rng.pick(FIRST);
        last = rng.pick(LAST);
      } while (used.has(`${first} ${last}`));
      used.add(`${first} ${last}`);
      tier = rng.weighted([...LOYALTY_TIERS], [55, 22, 15, 8]);
    }
    const slug = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
    const email =
      fixed?.[3] ??
      `${slug}${id % 7 === 0 ? id % 100 : ""}@${rng.pick(["gmail.example", "outlook.example", "icloud.example", "corp.example"])}`;
    const phone = fixed?.[4] ?? `+1 ${rng.int(201, 989)}-555-${String(rng.int(0, 9999)).padStart(4, "0")}`;
    guests.push({
      guest_id: id,
      first_name: first,
      last_name: last,
      email,
      phone,
      country: id === 1007 ? "SE" : id === 1012 ? "NO" : rng.pick(COUNTRIES),
      loyalty_tier: tier,
      loyalty_number: tier === "none" ? null : `LX${String(id * 37).padStart(7, "0")}`,
      vip: tier === "platinum" && rng.chance(0.5),
      created_at: `${2021 + rng.int(0, 4)}-${String(rng.int(1, 9)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}T${String(rng.int(8, 20)).padStart(2, "0")}:14:00Z`,
    });
  }
  const guestOf = (id: number) => guests.find((g) => g.guest_id === id) as Guest;

  // Reservations: arrivals from 2025-08-01 to 2025-11-30, rooms assigned where free.
  const busy = new Map<string, [string, string][]>();
  const free = (no: string, from: string, to: string) =>
    !(busy.get(no) ?? []).some(([a, d]) => a < to && from < d) && no !== "208" && no !== "511";
  const book = (no: string, from: string, to: string) => busy.set(no, [...(busy.get(no) ?? []), [from, to]]);
  const confs = new Set<string>(["HX7Q2K", "KJ4M8T"]);
  const conf = () => {
    let c: string;
    do {
      c = Array.from({ length: 6 }, () => CONF_CHARS[rng.int(0, CONF_CHARS.length - 1)]).join("");
    } while (confs.has(c));
    confs.add(c);
    return c;
  };
  type Draft = Omit<
    Reservation,
    "reservation_id" | "confirmation_no" | "guest_name" | "total_amount" | "currency"
  > & {
    confirmation_no?: string;
    reservation_id?: number;
  };
  const drafts: Draft[] = [];
  const draft = (d: Partial<Draft> & { guest_id: number; arrival_date: string; nights: number }): Draft => {
    const room_type = d.room_type ?? rng.weighted([...ROOM_TYPES], [30, 30, 22, 10, 8]);
    const channel = d.channel ?? rng.weighted([...CHANNELS], [35, 30, 22, 13]);
    const plan =
      d.rate_plan_code ??
      rng.weighted(["BAR", "BB", "ADV14", "CORP", "AAA", "PKG-SPA"], [40, 20, 15, 12, 8, 5]);
    const month = Number(d.arrival_date.slice(5, 7));
    const season = month === 8 ? 1.1 : month === 9 || month === 10 ? 1.05 : 0.9;
    const discount = RATE_PLANS.find((p) => p.rate_plan_code === plan)?.discount_pct ?? 0;
    const rate = Math.round(BASE_RATE[room_type] * season * (1 - discount / 100) + rng.int(-8, 12));
    return {
      guest_id: d.guest_id,
      room_no: null,
      room_type,
      arrival_date: d.arrival_date,
      departure_date: addDays(d.arrival_date, d.nights),
      nights: d.nights,
      adults: d.adults ?? rng.weighted([1, 2, 3], [40, 50, 10]),
      children: d.children ?? (rng.chance(0.15) ? rng.int(1, 2) : 0),
      status: d.status ?? "confirmed",
      channel,
      rate_plan_code: plan,
      nightly_rate: d.nightly_rate ?? rate,
      created_at: "",
      cancelled_at: null,
      confirmation_no: d.confirmation_no,
      reservation_id: d.reservation_id,
    };
  };
  // Fixed reservations.
  const hx = draft({
    guest_id: 1007,
    arrival_date: "2025-09-29",
    nights: 4,
    room_type: "standard_king",
    channel: "booking_com",
    rate_plan_code: "BAR",
    nightly_rate: 189,
    adults: 2,
    children: 0,
    confirmation_no: "HX7Q2K",
    reservation_id: 60017,
  });
  hx.room_no = "305";
  book("305", hx.arrival_date, hx.departure_date);
  const kj = draft({
    guest_id: 1012,
    arrival_date: "2025-10-02",
    nights: 3,
    room_type: "suite",
    channel: "direct",
    rate_plan_code: "BAR",
    nightly_rate: 420,
    adults: 2,
    children: 0,
    confirmation_no: "KJ4M8T",
    reservation_id: 60022,
  });
  drafts.push(hx, kj);
  // The namesakes' stays: one past, one upcoming each.
  drafts.push(
    draft({ guest_id: 1042, arrival_date: "2025-09-12", nights: 2 }),
    draft({ guest_id: 1042, arrival_date: "2025-10-14", nights: 3 }),
    draft({ guest_id: 1118, arrival_date: "2025-10-06", nights: 1 }),
    draft({ guest_id: 1066, arrival_date: "2025-08-21", nights: 5 }),
    draft({ guest_id: 1066, arrival_date: "2025-10-03", nights: 2 }),
    draft({ guest_id: 1151, arrival_date: "2025-09-30", nights: 3 }),
    draft({ guest_id: 1012, arrival_date: "2025-08-08", nights: 2, room_type: "suite", channel: "direct" }),
  );
  // Seeded noise: arrivals spread over August–November, denser around today.
  const start = dayMs("2025-08-01");
  while (drafts.length < 400) {
    const near = rng.chance(0.3);
    const arrival = near ? addDays("2025-09-24", rng.int(0, 16)) : toDate(start + rng.int(0, 121) * DAY);
    let guest = rng.int(1001, 1200);
    if (FIXED[guest]) guest = rng.int(1013, 1041);
    drafts.push(
      draft({
        guest_id: guest,
        arrival_date: arrival,
        nights: rng.weighted([1, 2, 3, 4, 5, 7], [25, 28, 20, 12, 9, 6]),
      }),
    );
  }
  drafts.sort((a, b) => a.arrival_date.localeCompare(b.arrival_date) || a.guest_id - b.guest_id);

  // Ids: the fixed ones keep theirs; others numbered in booking order after 60000.
  let nextId = 60001;
  const reservations: Reservation[] = [];
  for (const d of drafts) {
    let id = d.reservation_id;
    if (id === undefined) {
      while (nextId === 60017 || nextId === 60022) nextId++;
      id = nextId++;
    }
    const g = guestOf(d.guest_id);
    const lead = rng.weighted([1, 3, 10, 21, 45, 90], [10, 15, 25, 25, 15, 10]);
    const created = addDays(d.arrival_date, -lead);
    // Status by the calendar.
    let status: Reservation["status"] = "confirmed";
    const today = HOTEL_TODAY;
    const fixed = d.reservation_id !== undefined;
    if (d.departure_date < today) status = "checked_out";
    else if (d.arrival_date < today)
      status = d.departure_date === today && rng.chance(0.5) ? "checked_out" : "checked_in";
    else if (d.arrival_date === today) status = rng.chance(0.45) ? "checked_in" : "confirmed";
    if (!fixed) {
      if (rng.chance(0.07)) status = "cancelled";
      else if (d.arrival_date < today && d.arrival_date >= "2025-08-01" && rng.chance(0.04))
        status = "no_show";
    }
    // A room for a stay that happened or is happening; some upcoming ones pre-assigned.
    let room_no = d.room_no;
    if (
      !room_no &&
      (status === "checked_in" || status === "checked_out" || (status === "confirmed" && rng.chance(0.3)))
    ) {
      const candidates = rooms.filter(
        (r) => r.room_type === d.room_type && free(r.room_no, d.arrival_date, d.departure_date),
      );
      const any = rooms.filter((r) => free(r.room_no, d.arrival_date, d.departure_date));
      const pick = candidates.length ? rng.pick(candidates) : any.length ? rng.pick(any) : undefined;
      if (pick) {
        room_no = pick.room_no;
        book(room_no, d.arrival_date, d.departure_date);
      } else if (status !== "confirmed") status = "cancelled";
    }
    const cancelled_at =
      status === "cancelled"
        ? addDays(d.arrival_date, -rng.int(1, Math.max(1, Math.min(lead - 1, 20))))
        : null;
    reservations.push({
      reservation_id: id,
      confirmation_no: d.confirmation_no ?? conf(),
      guest_id: d.guest_id,
      guest_name: `${g.first_name} ${g.last_name}`,
      room_no: status === "cancelled" || status === "no_show" ? null : room_no,
      room_type: d.room_type,
      arrival_date: d.arrival_date,
      departure_date: d.departure_date,
      nights: d.nights,
      adults: d.adults,
      children: d.children,
      status,
      channel: d.channel,
      rate_plan_code: d.rate_plan_code,
      nightly_rate: d.nightly_rate,
      total_amount: d.nightly_rate * d.nights,
      currency: "USD",
      created_at: `${created}T${String(rng.int(7, 22)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:00Z`,
      cancelled_at,
    });
  }
  reservations.sort((a, b) => a.reservation_id - b.reservation_id);

  // Housekeeping status from today's stays.
  const inHouse = new Set(reservations.filter((r) => r.status === "checked_in").map((r) => r.room_no));
  const departedToday = new Set(
    reservations
      .filter((r) => r.status === "checked_out" && r.departure_date === HOTEL_TODAY)
      .map((r) => r.room_no),
  );
  for (const r of rooms) {
    r.occupied = inHouse.has(r.room_no);
    if (r.room_no === "208" || r.room_no === "511") r.hk_status = "out_of_order";
    else if (departedToday.has(r.room_no)) r.hk_status = "dirty";
    else if (r.occupied) r.hk_status = rng.chance(0.55) ? "dirty" : "clean";
    else r.hk_status = rng.weighted(["clean", "inspected", "dirty"], [45, 40, 15]);
  }
  for (const no of ["412", "405", "409"]) room(no).hk_status = "dirty";
  room("305").hk_status = "dirty";

  // Housekeeping tasks for yesterday, today and tomorrow.
  const tasks: HousekeepingTask[] = [];
  let taskId = 9001;
  for (const date of [addDays(HOTEL_TODAY, -1), HOTEL_TODAY, addDays(HOTEL_TODAY, 1)]) {
    for (const r of rooms) {
      const stay = reservations.find(
        (x) =>
          x.room_no === r.room_no &&
          x.arrival_date <= date &&
          date <= x.departure_date &&
          x.status !== "cancelled",
      );
      let type: HousekeepingTask["task_type"] | undefined;
      if (r.hk_status === "out_of_order") type = "maintenance";
      else if (stay?.departure_date === date) type = "checkout_clean";
      else if (stay) type = rng.chance(0.2) ? "turndown" : "stayover";
      else if (rng.chance(0.08)) type = "deep_clean";
      else if (r.hk_status === "clean" && date === HOTEL_TODAY && rng.chance(0.4)) type = "inspection";
      if (!type) continue;
      let status: HousekeepingTask["status"];
      if (date < HOTEL_TODAY) status = "done";
      else if (date > HOTEL_TODAY) status = "open";
      else if (r.hk_status === "dirty") status = rng.chance(0.35) ? "in_progress" : "open";
      else if (type === "maintenance") status = "in_progress";
      else status = rng.chance(0.8) ? "done" : "open";
      tasks.push({
        task_id: taskId++,
        room_no: r.room_no,
        task_type: type,
        status,
        assigned_to:
          type === "maintenance"
            ? "Engineering"
            : date > HOTEL_TODAY && rng.chance(0.3)
              ? null
              : ATTENDANTS[(r.floor - 1) % 5],
        date,
        priority:
          stay?.arrival_date === date || (type === "checkout_clean" && rng.chance(0.3)) ? "high" : "normal",
        notes: type === "maintenance" ? r.notes : null,
      });
    }
  }

  // Folios: room nights posted up to today, taxes, extras and payments.
  const folios = new Map<number, Folio>();
  let chargeId = 1;
  let paymentId = 1;
  for (const r of reservations) {
    if (r.status === "cancelled" || r.status === "confirmed") {
      folios.set(r.reservation_id, {
        folio_id: r.reservation_id + 40000,
        reservation_id: r.reservation_id,
        confirmation_no: r.confirmation_no,
        guest_name: r.guest_name,
        status: r.status === "cancelled" ? "closed" : "open",
        charges: [],
        payments: [],
        total_charges: 0,
        total_payments: 0,
        balance: 0,
        currency: "USD",
      });
      continue;
    }
    const charges: Charge[] = [];
    const add = (posted_on: string, description: string, category: Charge["category"], amount: number) =>
      charges.push({ charge_id: chargeId++, posted_on, description, category, amount, currency: "USD" });
    if (r.status === "no_show") {
      add(r.arrival_date, "No-show fee (one night)", "fee", r.nightly_rate);
    } else {
      for (let n = 0; n < r.nights; n++) {
        const night = addDays(r.arrival_date, n);
        if (night >= HOTEL_TODAY) break;
        add(night, `Room ${r.room_no} ${r.rate_plan_code}`, "room", r.nightly_rate);
        add(night, "Occupancy tax 14.75%", "tax", Math.round(r.nightly_rate * 14.75) / 100);
        if (rng.chance(0.25)) add(night, "Restaurant — dinner", "food_beverage", rng.int(38, 140));
        if (rng.chance(0.15)) add(night, "Minibar", "minibar", rng.int(6, 45));
        if (rng.chance(0.1)) add(night, "Valet parking", "parking", 42);
      }
      if (r.reservation_id === 60017) {
        add("2025-09-29", "Minibar", "minibar", 23.5);
        add("2025-09-30", "Restaurant — dinner", "food_beverage", 112.4);
        add("2025-09-30", "Spa — deep tissue massage", "spa", 165);
      }
    }
    const total = Math.round(charges.reduce((s, c) => s + c.amount, 0) * 100) / 100;
    const paid = r.status === "checked_out" || r.status === "no_show" ? total : 0;
    folios.set(r.reservation_id, {
      folio_id: r.reservation_id + 40000,
      reservation_id: r.reservation_id,
      confirmation_no: r.confirmation_no,
      guest_name: r.guest_name,
      status: r.status === "checked_in" ? "open" : "closed",
      charges,
      payments: paid
        ? [
            {
              payment_id: paymentId++,
              paid_on: r.departure_date,
              method: rng.pick(["visa", "mastercard", "amex", "cash"]),
              amount: paid,
              currency: "USD",
            },
          ]
        : [],
      total_charges: total,
      total_payments: paid,
      balance: Math.round((total - paid) * 100) / 100,
      currency: "USD",
    });
  }

  cached = { rooms, guests, reservations, tasks, folios, ratePlans: RATE_PLANS };
  return cached;
}
