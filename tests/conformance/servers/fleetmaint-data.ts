/**
 * Deterministic data of the "fleetmaint" fixture world: a fleet-maintenance backend in the
 * Spring-Data-REST / HAL style. Records carry their business key (VIN for vehicles, `WO-2025-0412`
 * for work orders, employee number `D-0193` for drivers) and relations only as `_links.*.href`
 * (a work order's vehicle is `_links.vehicle.href = "/vehicles/<VIN>"`); fuel logs have no id field
 * at all, only `_links.self`. Fixed points the questions name: vehicle 1HGCM82633A004352 (Volvo FH,
 * the highest odometer, driven by Aisha Khan D-0193), work order WO-2025-0412 (open, on that
 * vehicle), two drivers named Daniel Reyes (D-0107, D-0231). Everything else is seeded noise.
 * "Today" is 2025-10-01, the question suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const FM_TODAY = "2025-10-01";
export const FM_PAGE_SIZE = 20;
export const FM_VEHICLE_STATUSES = ["in-service", "out-of-service", "retired"] as const;
export const FM_WORK_ORDER_STATUSES = ["open", "in-progress", "completed", "cancelled"] as const;
export const FM_DEPOTS = ["Leeds", "Bristol", "Glasgow", "Norwich"] as const;

type Href = { href: string };
export interface FmVehicle {
  vin: string;
  registration: string;
  make: string;
  model: string;
  modelYear: number;
  bodyType: "van" | "rigid-truck" | "tractor-unit";
  status: (typeof FM_VEHICLE_STATUSES)[number];
  odometerKm: number;
  depot: (typeof FM_DEPOTS)[number];
  lastServiceDate: string;
  _links: { self: Href; vehicle: Href; workOrders: Href; fuelLogs: Href; assignedDriver?: Href };
}
export interface FmDriver {
  employeeNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  licenceCategory: "B" | "C1" | "C" | "C+E";
  depot: (typeof FM_DEPOTS)[number];
  hiredOn: string;
  _links: { self: Href; driver: Href; vehicle?: Href };
}
export interface FmWorkOrder {
  number: string;
  summary: string;
  category: "preventive-maintenance" | "repair" | "inspection" | "tyres";
  status: (typeof FM_WORK_ORDER_STATUSES)[number];
  priority: "low" | "normal" | "high" | "critical";
  openedAt: string;
  closedAt: string | null;
  odometerKm: number;
  costEur: number | null;
  _links: { self: Href; workOrder: Href; vehicle: Href };
}
export interface FmFuelLog {
  filledAt: string;
  litres: number;
  pricePerLitreEur: number;
  totalCostEur: number;
  odometerKm: number;
  station: string;
  _links: { self: Href; fuelLog: Href; vehicle: Href; driver: Href };
}

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const MAKES: [string, string, FmVehicle["bodyType"]][] = [
  ["Volvo", "FH 460", "tractor-unit"],
  ["Scania", "R 450", "tractor-unit"],
  ["DAF", "XF 480", "tractor-unit"],
  ["MAN", "TGM 18.250", "rigid-truck"],
  ["Iveco", "Eurocargo", "rigid-truck"],
  ["Mercedes-Benz", "Sprinter 316", "van"],
  ["Ford", "Transit 350", "van"],
  ["Renault", "Master", "van"],
];
const FIRST = [
  "Olivia",
  "Marcus",
  "Priya",
  "Tomasz",
  "Grace",
  "Kwame",
  "Elena",
  "Hamish",
  "Nadia",
  "Liam",
  "Sofia",
  "Connor",
  "Mei",
  "Farid",
  "Bethany",
  "Rhys",
  "Ines",
  "Callum",
  "Zara",
  "Ewan",
];
const LAST = [
  "Patel",
  "O'Brien",
  "Kowalski",
  "MacLeod",
  "Mensah",
  "Novak",
  "Fraser",
  "Haddad",
  "Walsh",
  "Lindqvist",
  "Campbell",
  "Okoro",
  "Ferris",
  "Dunmore",
  "Achterberg",
  "Quinn",
  "Sutherland",
  "Baptiste",
];
const STATIONS = [
  "Shell M62 J27",
  "BP Avonmouth",
  "Esso Eurocentral",
  "Texaco Thickthorn",
  "Applegreen Ferrybridge",
  "Certas Bristol Depot",
];
const SUMMARIES: [FmWorkOrder["category"], string][] = [
  ["preventive-maintenance", "Scheduled 40,000 km service"],
  ["preventive-maintenance", "Oil and filter change"],
  ["repair", "Replace front brake pads"],
  ["repair", "Coolant leak at water pump"],
  ["repair", "Tail-lift hydraulic fault"],
  ["repair", "AdBlue sensor warning"],
  ["inspection", "Annual MOT inspection"],
  ["inspection", "Tachograph calibration"],
  ["tyres", "Replace steer-axle tyres"],
  ["tyres", "Puncture repair, drive axle"],
];

const pad = (n: number, w: number) => String(n).padStart(w, "0");
const day = (d: Date) => d.toISOString().slice(0, 10);
/** Local wall-clock time in the UK with its offset (+01:00 in summer time, +00:00 otherwise). */
function ukTime(date: string, hh: number, mm: number): string {
  const month = Number(date.slice(5, 7));
  const offset = month >= 4 && month <= 10 ? "+01:00" : "+00:00";
  return `${date}T${pad(hh, 2)}:${pad(mm, 2)}:00${offset}`;
}
function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return day(d);
}

export interface FleetMaintData {
  vehicles: FmVehicle[];
  drivers: FmDriver[];
  workOrders: FmWorkOrder[];
  fuelLogs: FmFuelLog[];
}

let cached: FleetMaintData | undefined;
export function fleetMaintData(): FleetMaintData {
  if (cached) return cached;
  const rng = createRng(20251001);

  // ---------------------------------------------------------------- drivers (42)
  const drivers: FmDriver[] = [];
  const usedNumbers = new Set<string>();
  const addDriver = (no: number, firstName: string, lastName: string, depot: FmDriver["depot"]) => {
    const employeeNumber = `D-${pad(no, 4)}`;
    usedNumbers.add(employeeNumber);
    drivers.push({
      employeeNumber,
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${no}`.toLowerCase().replace(/[^a-z0-9.]/g, "") + "@haulmark.example",
      licenceCategory: rng.pick(["C+E", "C+E", "C", "C1", "B"] as const),
      depot,
      hiredOn: addDays("2012-01-01", rng.int(0, 4800)),
      _links: {
        self: { href: `/drivers/${employeeNumber}` },
        driver: { href: `/drivers/${employeeNumber}` },
      },
    });
  };
  addDriver(193, "Aisha", "Khan", "Leeds");
  addDriver(107, "Daniel", "Reyes", "Bristol");
  addDriver(231, "Daniel", "Reyes", "Glasgow");
  const names = new Set(["Aisha Khan", "Daniel Reyes"]);
  while (drivers.length < 42) {
    const f = rng.pick(FIRST);
    const l = rng.pick(LAST);
    let no = rng.int(100, 399);
    if (names.has(`${f} ${l}`)) continue;
    while (usedNumbers.has(`D-${pad(no, 4)}`)) no++;
    names.add(`${f} ${l}`);
    addDriver(no, f, l, rng.pick(FM_DEPOTS));
  }
  drivers.sort((a, b) => a.employeeNumber.localeCompare(b.employeeNumber));

  // ---------------------------------------------------------------- vehicles (64)
  const vehicles: FmVehicle[] = [];
  const vin = () => Array.from({ length: 17 }, () => rng.pick([...VIN_CHARS])).join("");
  const plate = () =>
    `${rng.pick(["KT", "YX", "BX", "SN", "AV", "LN"])}${pad(rng.int(15, 74), 2)} ${Array.from({ length: 3 }, () => rng.pick([..."ABCDEFGHJKLMNPRSTUVWXYZ"])).join("")}`;
  const addVehicle = (v: Omit<FmVehicle, "_links">, driverNo?: string) => {
    const self = `/vehicles/${v.vin}`;
    vehicles.push({
      ...v,
      _links: {
        self: { href: self },
        vehicle: { href: self },
        workOrders: { href: `${self}/workOrders` },
        fuelLogs: { href: `${self}/fuelLogs` },
        ...(driverNo ? { assignedDriver: { href: `/drivers/${driverNo}` } } : {}),
      },
    });
  };
  addVehicle(
    {
      vin: "1HGCM82633A004352",
      registration: "KT19 VBX",
      make: "Volvo",
      model: "FH 500",
      modelYear: 2019,
      bodyType: "tractor-unit",
      status: "in-service",
      odometerKm: 684210,
      depot: "Leeds",
      lastServiceDate: "2025-07-14",
    },
    "D-0193",
  );
  const driverPool = drivers.filter((d) => d.employeeNumber !== "D-0193").map((d) => d.employeeNumber);
  while (vehicles.length < 64) {
    const [make, model, bodyType] = rng.pick(MAKES);
    const status = rng.weighted([...FM_VEHICLE_STATUSES], [40, 9, 6]);
    const modelYear = rng.int(2013, 2025);
    const age = 2025 - modelYear;
    const perYear = bodyType === "van" ? rng.int(25000, 45000) : rng.int(60000, 95000);
    const driverNo = status === "in-service" && driverPool.length ? driverPool.shift() : undefined;
    addVehicle(
      {
        vin: vin(),
        registration: plate(),
        make,
        model,
        modelYear,
        bodyType,
        status,
        odometerKm: Math.min(650000, Math.max(1200, Math.round(age * perYear + rng.int(0, 20000)))),
        depot: rng.pick(FM_DEPOTS),
        lastServiceDate: addDays("2024-06-01", rng.int(0, 480)),
      },
      driverNo,
    );
  }
  for (const v of vehicles) {
    const href = v._links.assignedDriver?.href;
    const d = href && drivers.find((x) => x._links.self.href === href);
    if (d) d._links.vehicle = { href: v._links.self.href };
  }

  // ---------------------------------------------------------------- work orders (150)
  const workOrders: FmWorkOrder[] = [];
  const fixedVin = "1HGCM82633A004352";
  let seq = 300;
  const addWo = (
    v: FmVehicle,
    opened: string,
    status: FmWorkOrder["status"],
    fixed?: Partial<FmWorkOrder>,
  ) => {
    seq += rng.int(1, 3);
    const number = fixed?.number ?? `WO-${opened.slice(0, 4)}-${pad(seq, 4)}`;
    const [category, summary] = rng.pick(SUMMARIES);
    const closed = status === "completed" || status === "cancelled" ? addDays(opened, rng.int(0, 12)) : null;
    const closedAt = closed && closed < FM_TODAY ? closed : closed ? addDays(FM_TODAY, -1) : null;
    workOrders.push({
      number,
      summary,
      category,
      status,
      priority: rng.weighted(["low", "normal", "high", "critical"] as const, [3, 8, 3, 1]),
      openedAt: ukTime(opened, rng.int(6, 17), rng.int(0, 59)),
      closedAt: closedAt ? ukTime(closedAt, rng.int(8, 18), rng.int(0, 59)) : null,
      odometerKm: Math.max(0, v.odometerKm - rng.int(0, 30000)),
      costEur: status === "completed" ? rng.int(80, 4200) : null,
      ...fixed,
      _links: {
        self: { href: `/workOrders/${number}` },
        workOrder: { href: `/workOrders/${number}` },
        vehicle: { href: v._links.self.href },
      },
    });
  };
  const opens = Array.from({ length: 149 }, () => addDays("2024-11-01", rng.int(0, 333))).sort();
  for (const opened of opens) {
    const v = rng.next() < 0.06 ? vehicles[0] : rng.pick(vehicles.filter((x) => x.vin !== fixedVin));
    const recent = opened >= "2025-09-01";
    const status = recent
      ? rng.weighted([...FM_WORK_ORDER_STATUSES], [5, 4, 3, 1])
      : rng.weighted([...FM_WORK_ORDER_STATUSES], [1, 1, 10, 2]);
    addWo(v, opened, status);
  }
  addWo(vehicles[0], "2025-09-22", "open", {
    number: "WO-2025-0412",
    summary: "Replace front brake pads and discs",
    category: "repair",
    priority: "high",
    odometerKm: 684020,
  });
  workOrders.sort((a, b) => a.openedAt.localeCompare(b.openedAt));

  // ---------------------------------------------------------------- fuel logs (320)
  const fuelLogs: FmFuelLog[] = [];
  const active = vehicles.filter((v) => v.status !== "retired" && v._links.assignedDriver);
  const fillDays = Array.from({ length: 320 }, () => addDays("2025-01-02", rng.int(0, 271))).sort();
  let logId = 8000;
  for (const [i, date] of fillDays.entries()) {
    const v = i % 9 === 0 ? vehicles[0] : rng.pick(active);
    const driverHref =
      v.vin === fixedVin && i % 27 === 9
        ? "/drivers/D-0231"
        : (v._links.assignedDriver?.href ?? "/drivers/D-0107");
    const litres = v.bodyType === "van" ? rng.int(40, 80) : rng.int(180, 620);
    const price = 1.42 + rng.int(0, 30) / 100;
    logId += rng.int(1, 4);
    fuelLogs.push({
      filledAt: ukTime(date, rng.int(5, 21), rng.int(0, 59)),
      litres,
      pricePerLitreEur: Number(price.toFixed(2)),
      totalCostEur: Number((litres * price).toFixed(2)),
      odometerKm: Math.max(
        0,
        v.odometerKm - (271 - Math.round((Date.parse(date) - Date.parse("2025-01-02")) / 864e5)) * 250,
      ),
      station: rng.pick(STATIONS),
      _links: {
        self: { href: `/fuelLogs/${logId}` },
        fuelLog: { href: `/fuelLogs/${logId}` },
        vehicle: { href: v._links.self.href },
        driver: { href: driverHref },
      },
    });
  }
  cached = { vehicles, drivers, workOrders, fuelLogs };
  return cached;
}
