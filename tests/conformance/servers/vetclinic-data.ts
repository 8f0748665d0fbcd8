/**
 * Deterministic data of the "vetclinic" fixture world: the practice-management backend of a small
 * group of veterinary clinics in Oregon. Ids are prefixed and zero-padded (`OWN-000207`,
 * `PET-000512`, `VIS-004821`, `VAC-…`, `INV-010377`, vets `VET-03`), people are split into
 * `first_name`/`last_name`, enums are UPPER_SNAKE (`NO_SHOW`, `FOLLOW_UP`), dates are ISO
 * (`2025-09-18`, visits `2025-09-18T10:30:00-07:00`), amounts in dollars with cents.
 * Fixed points the questions name: owner Rafael Moreno OWN-000207 (Portland) with the dog Biscuit
 * PET-000512 and the cat Miso PET-000513; Biscuit's visit VIS-004821 (COMPLETED 2025-09-18 with
 * Dr. Hannah Okafor VET-03, invoice INV-010377 ISSUED, $412.50), Biscuit's RABIES booster due
 * 2025-10-15; two owners named Emma Collins (OWN-000118 Portland, OWN-000342 Salem), each with
 * pets. Nobody is named Gregory Hampton. Everything else is seeded noise.
 * "Today" is 2025-10-01, the question suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const VC_TODAY = "2025-10-01";
export const VC_SPECIES = ["DOG", "CAT", "RABBIT", "BIRD", "REPTILE"] as const;
export const VC_PET_STATUSES = ["ACTIVE", "DECEASED", "TRANSFERRED"] as const;
export const VC_OWNER_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export const VC_VISIT_STATUSES = ["SCHEDULED", "CHECKED_IN", "COMPLETED", "CANCELLED", "NO_SHOW"] as const;
export const VC_VISIT_TYPES = ["WELLNESS", "SICK", "SURGERY", "DENTAL", "VACCINATION", "FOLLOW_UP"] as const;
export const VC_VACCINES = [
  "RABIES",
  "DHPP",
  "LEPTOSPIROSIS",
  "BORDETELLA",
  "FVRCP",
  "FELV",
  "RHDV2",
] as const;
export const VC_INVOICE_STATUSES = ["DRAFT", "ISSUED", "PAID", "OVERDUE", "VOID"] as const;
export const VC_SPECIALTIES = [
  "GENERAL_PRACTICE",
  "SURGERY",
  "DENTISTRY",
  "EXOTICS",
  "INTERNAL_MEDICINE",
] as const;
export const VC_CITIES = ["Portland", "Salem", "Eugene", "Bend"] as const;

export interface VcVet {
  vet_id: string;
  first_name: string;
  last_name: string;
  specialty: (typeof VC_SPECIALTIES)[number];
  clinic: (typeof VC_CITIES)[number];
}
export interface VcOwner {
  owner_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  city: (typeof VC_CITIES)[number];
  client_since: string;
  account_status: (typeof VC_OWNER_STATUSES)[number];
}
export interface VcPet {
  pet_id: string;
  name: string;
  species: (typeof VC_SPECIES)[number];
  breed: string;
  sex: "MALE" | "FEMALE";
  date_of_birth: string;
  weight_kg: number;
  owner_id: string;
  microchip_no: string | null;
  status: (typeof VC_PET_STATUSES)[number];
}
export interface VcVisit {
  visit_id: string;
  pet_id: string;
  pet_name: string;
  owner_id: string;
  vet_id: string;
  scheduled_at: string;
  visit_type: (typeof VC_VISIT_TYPES)[number];
  reason: string;
  status: (typeof VC_VISIT_STATUSES)[number];
}
export interface VcVaccination {
  vaccination_id: string;
  pet_id: string;
  pet_name: string;
  vaccine: (typeof VC_VACCINES)[number];
  administered_on: string;
  due_on: string;
  lot_number: string;
  vet_id: string;
}
export interface VcInvoice {
  invoice_id: string;
  owner_id: string;
  visit_id: string;
  issued_on: string;
  due_on: string;
  total: number;
  balance_due: number;
  currency: "USD";
  status: (typeof VC_INVOICE_STATUSES)[number];
}
export interface VetClinicData {
  vets: VcVet[];
  owners: VcOwner[];
  pets: VcPet[];
  visits: VcVisit[];
  vaccinations: VcVaccination[];
  invoices: VcInvoice[];
}

const FIRST = [
  "Olivia",
  "Noah",
  "Ava",
  "Ethan",
  "Mia",
  "Lucas",
  "Harper",
  "Mason",
  "Chloe",
  "Logan",
  "Zoe",
  "Caleb",
  "Lily",
  "Owen",
  "Nora",
  "Wyatt",
  "Hazel",
  "Isaac",
  "Ruby",
  "Julian",
  "Leah",
  "Miles",
  "Ivy",
  "Theo",
  "Maya",
  "Diego",
  "Sofia",
  "Andre",
  "Keiko",
  "Tariq",
  "Anya",
  "Bram",
];
const LAST = [
  "Nguyen",
  "Patterson",
  "Alvarez",
  "Brooks",
  "Kim",
  "Sullivan",
  "Reed",
  "Hughes",
  "Foster",
  "Lindgren",
  "Ortiz",
  "Bennett",
  "Yamamoto",
  "Chambers",
  "Dawson",
  "Whitaker",
  "Novak",
  "Ferreira",
  "Holt",
  "Osei",
  "Marsh",
  "Gallagher",
  "Castillo",
  "Pryce",
];
const PET_NAMES = [
  "Bella",
  "Luna",
  "Max",
  "Charlie",
  "Daisy",
  "Cooper",
  "Milo",
  "Lucy",
  "Rocky",
  "Coco",
  "Pepper",
  "Ziggy",
  "Nala",
  "Oliver",
  "Tucker",
  "Willow",
  "Scout",
  "Juniper",
  "Pickles",
  "Mochi",
  "Ginger",
  "Finn",
  "Olive",
  "Toby",
  "Hazel",
  "Sunny",
  "Waffles",
  "Kiwi",
];
const BREEDS: Record<(typeof VC_SPECIES)[number], string[]> = {
  DOG: [
    "Labrador Retriever",
    "German Shepherd",
    "Golden Retriever",
    "French Bulldog",
    "Beagle",
    "Border Collie",
    "Mixed",
  ],
  CAT: ["Domestic Shorthair", "Maine Coon", "Siamese", "Ragdoll", "Bengal"],
  RABBIT: ["Holland Lop", "Netherland Dwarf", "Rex"],
  BIRD: ["Cockatiel", "Budgerigar", "African Grey"],
  REPTILE: ["Bearded Dragon", "Leopard Gecko", "Ball Python"],
};
const VACCINES_OF: Record<(typeof VC_SPECIES)[number], (typeof VC_VACCINES)[number][]> = {
  DOG: ["RABIES", "DHPP", "LEPTOSPIROSIS", "BORDETELLA"],
  CAT: ["RABIES", "FVRCP", "FELV"],
  RABBIT: ["RHDV2"],
  BIRD: [],
  REPTILE: [],
};
const REASONS: Record<(typeof VC_VISIT_TYPES)[number], string[]> = {
  WELLNESS: ["Annual wellness exam", "Senior wellness panel", "Puppy/kitten check"],
  SICK: [
    "Vomiting and lethargy",
    "Limping on left hind leg",
    "Itchy skin, hot spots",
    "Ear infection",
    "Not eating",
  ],
  SURGERY: ["Spay", "Neuter", "Mass removal", "Cruciate ligament repair"],
  DENTAL: ["Dental cleaning under anesthesia", "Tooth extraction"],
  VACCINATION: ["Booster vaccines", "Rabies booster"],
  FOLLOW_UP: ["Recheck after surgery", "Suture removal", "Recheck ear infection"],
};
const PRICE: Record<(typeof VC_VISIT_TYPES)[number], [number, number]> = {
  WELLNESS: [85, 240],
  SICK: [120, 680],
  SURGERY: [650, 3400],
  DENTAL: [420, 1250],
  VACCINATION: [45, 160],
  FOLLOW_UP: [0, 90],
};

const pad = (n: number, w: number) => String(n).padStart(w, "0");
const day = (d: Date) => d.toISOString().slice(0, 10);
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return day(d);
}
/** Pacific time with its offset (-07:00 in daylight saving time, roughly March 9 – November 2). */
function pacific(date: string, hh: number, mm: number): string {
  const md = date.slice(5);
  const offset = md >= "03-09" && md < "11-02" ? "-07:00" : "-08:00";
  return `${date}T${pad(hh, 2)}:${pad(mm, 2)}:00${offset}`;
}
const cents = (n: number) => Math.round(n * 100) / 100;

let cached: VetClinicData | undefined;
export function vetClinicData(): VetClinicData {
  if (cached) return cached;
  const rng = createRng(77120251);

  // ---------------------------------------------------------------- vets (8)
  const vets: VcVet[] = [
    ["Samuel", "Birch", "GENERAL_PRACTICE", "Portland"],
    ["Priya", "Raman", "INTERNAL_MEDICINE", "Portland"],
    ["Hannah", "Okafor", "GENERAL_PRACTICE", "Portland"],
    ["Lucas", "Meyer", "SURGERY", "Salem"],
    ["Aiko", "Tanaka", "EXOTICS", "Eugene"],
    ["Omar", "Haddad", "DENTISTRY", "Salem"],
    ["Grace", "Whitfield", "GENERAL_PRACTICE", "Bend"],
    ["Tomás", "Rivera", "GENERAL_PRACTICE", "Eugene"],
  ].map(([first_name, last_name, specialty, clinic], i) => ({
    vet_id: `VET-${pad(i + 1, 2)}`,
    first_name,
    last_name,
    specialty: specialty as VcVet["specialty"],
    clinic: clinic as VcVet["clinic"],
  }));

  // ---------------------------------------------------------------- owners (150)
  const owners: VcOwner[] = [];
  const used = new Set<number>();
  const names = new Set<string>();
  const addOwner = (
    no: number,
    first_name: string,
    last_name: string,
    city: VcOwner["city"],
    since?: string,
  ) => {
    used.add(no);
    names.add(`${first_name} ${last_name}`);
    owners.push({
      owner_id: `OWN-${pad(no, 6)}`,
      first_name,
      last_name,
      email:
        `${first_name}.${last_name}${no % 100}`.toLowerCase().replace(/[^a-z0-9.]/g, "") + "@mailbox.example",
      phone: `(${rng.pick(["503", "971", "541"])}) 555-${pad(rng.int(100, 9999), 4)}`,
      city,
      client_since: since ?? addDays("2014-01-01", rng.int(0, 4200)),
      account_status: rng.chance(0.1) ? "INACTIVE" : "ACTIVE",
    });
  };
  addOwner(207, "Rafael", "Moreno", "Portland", "2019-04-12");
  owners[0].account_status = "ACTIVE";
  addOwner(118, "Emma", "Collins", "Portland", "2016-08-30");
  addOwner(342, "Emma", "Collins", "Salem", "2022-02-14");
  owners[1].account_status = "ACTIVE";
  owners[2].account_status = "ACTIVE";
  names.add("Gregory Hampton");
  while (owners.length < 150) {
    const f = rng.pick(FIRST);
    const l = rng.pick(LAST);
    if (names.has(`${f} ${l}`)) continue;
    let no = rng.int(100, 999);
    while (used.has(no)) no++;
    addOwner(no, f, l, rng.weighted([...VC_CITIES], [5, 3, 3, 2]));
  }
  owners.sort((a, b) => a.owner_id.localeCompare(b.owner_id));

  // ---------------------------------------------------------------- pets (≈240)
  const pets: VcPet[] = [];
  const petNos = new Set<number>();
  const addPet = (no: number, p: Omit<VcPet, "pet_id">) => {
    petNos.add(no);
    pets.push({ pet_id: `PET-${pad(no, 6)}`, ...p });
  };
  const chip = () => (rng.chance(0.75) ? `985${pad(rng.int(0, 999999999), 12)}` : null);
  addPet(512, {
    name: "Biscuit",
    species: "DOG",
    breed: "Labrador Retriever",
    sex: "MALE",
    date_of_birth: "2018-05-03",
    weight_kg: 34.2,
    owner_id: "OWN-000207",
    microchip_no: "985112004567890",
    status: "ACTIVE",
  });
  addPet(513, {
    name: "Miso",
    species: "CAT",
    breed: "Siamese",
    sex: "FEMALE",
    date_of_birth: "2021-11-20",
    weight_kg: 4.1,
    owner_id: "OWN-000207",
    microchip_no: "985112004567891",
    status: "ACTIVE",
  });
  addPet(129, {
    name: "Pepper",
    species: "DOG",
    breed: "Border Collie",
    sex: "FEMALE",
    date_of_birth: "2017-02-11",
    weight_kg: 18.6,
    owner_id: "OWN-000118",
    microchip_no: "985112000000129",
    status: "ACTIVE",
  });
  addPet(771, {
    name: "Clover",
    species: "RABBIT",
    breed: "Holland Lop",
    sex: "FEMALE",
    date_of_birth: "2023-03-28",
    weight_kg: 1.8,
    owner_id: "OWN-000342",
    microchip_no: null,
    status: "ACTIVE",
  });
  for (const o of owners) {
    const count = o.owner_id === "OWN-000207" ? 0 : rng.weighted([1, 2, 3], [6, 3, 1]);
    for (let i = 0; i < count; i++) {
      const species = rng.weighted([...VC_SPECIES], [50, 35, 7, 5, 3]);
      let no = rng.int(100, 999);
      while (petNos.has(no)) no++;
      const born = addDays("2008-01-01", rng.int(0, 6300));
      const weight =
        species === "DOG"
          ? rng.int(40, 450) / 10
          : species === "CAT"
            ? rng.int(28, 72) / 10
            : species === "RABBIT"
              ? rng.int(12, 30) / 10
              : rng.int(1, 25) / 10;
      const old = born < "2010-06-01";
      addPet(no, {
        name: rng.pick(PET_NAMES),
        species,
        breed: rng.pick(BREEDS[species]),
        sex: rng.chance(0.5) ? "MALE" : "FEMALE",
        date_of_birth: born,
        weight_kg: weight,
        owner_id: o.owner_id,
        microchip_no: species === "DOG" || species === "CAT" ? chip() : null,
        status: old && rng.chance(0.5) ? "DECEASED" : rng.chance(0.04) ? "TRANSFERRED" : "ACTIVE",
      });
    }
  }
  pets.sort((a, b) => a.pet_id.localeCompare(b.pet_id));

  // ---------------------------------------------------------------- visits (≈700)
  const visits: VcVisit[] = [];
  const visitNos = new Set<number>();
  const vetFor = (p: VcPet, type: VcVisit["visit_type"]) => {
    if (p.species === "RABBIT" || p.species === "BIRD" || p.species === "REPTILE") return "VET-05";
    if (type === "SURGERY") return "VET-04";
    if (type === "DENTAL") return "VET-06";
    return rng.pick(["VET-01", "VET-02", "VET-03", "VET-03", "VET-07", "VET-08"]);
  };
  const addVisit = (no: number, p: VcPet, date: string, v: Partial<VcVisit> = {}) => {
    visitNos.add(no);
    const type = v.visit_type ?? rng.weighted([...VC_VISIT_TYPES], [8, 8, 2, 2, 5, 3]);
    const future = date > VC_TODAY;
    const status =
      v.status ??
      (future
        ? rng.weighted(["SCHEDULED", "CANCELLED"] as const, [9, 1])
        : date === VC_TODAY
          ? rng.weighted(["CHECKED_IN", "SCHEDULED"] as const, [1, 1])
          : rng.weighted(["COMPLETED", "CANCELLED", "NO_SHOW"] as const, [14, 2, 1]));
    visits.push({
      visit_id: `VIS-${pad(no, 6)}`,
      pet_id: p.pet_id,
      pet_name: p.name,
      owner_id: p.owner_id,
      vet_id: v.vet_id ?? vetFor(p, type),
      scheduled_at: v.scheduled_at ?? pacific(date, rng.int(8, 17), rng.pick([0, 15, 30, 45])),
      visit_type: type,
      reason: v.reason ?? rng.pick(REASONS[type]),
      status,
    });
  };
  const living = pets.filter((p) => p.status === "ACTIVE");
  const dates = Array.from({ length: 700 }, () => addDays("2024-01-02", rng.int(0, 713))).sort();
  let vno = 3000;
  for (const date of dates) {
    vno += rng.int(1, 3);
    if (vno === 4821) vno++;
    addVisit(vno, rng.pick(living), date);
  }
  const biscuit = pets.find((p) => p.pet_id === "PET-000512") as VcPet;
  const miso = pets.find((p) => p.pet_id === "PET-000513") as VcPet;
  addVisit(2977, biscuit, "2024-10-08", { visit_type: "VACCINATION", status: "COMPLETED", vet_id: "VET-01" });
  addVisit(3622, biscuit, "2025-03-14", {
    visit_type: "SICK",
    status: "COMPLETED",
    vet_id: "VET-03",
    reason: "Limping on left hind leg",
  });
  addVisit(4821, biscuit, "2025-09-18", {
    visit_type: "SICK",
    status: "COMPLETED",
    vet_id: "VET-03",
    reason: "Ear infection",
    scheduled_at: pacific("2025-09-18", 10, 30),
  });
  addVisit(5107, biscuit, "2025-10-15", {
    visit_type: "VACCINATION",
    status: "SCHEDULED",
    vet_id: "VET-03",
    reason: "Rabies booster",
  });
  addVisit(3390, miso, "2025-01-22", { visit_type: "WELLNESS", status: "COMPLETED", vet_id: "VET-02" });
  addVisit(4650, miso, "2025-08-27", { visit_type: "DENTAL", status: "COMPLETED", vet_id: "VET-06" });
  visits.sort(
    (a, b) =>
      a.scheduled_at.slice(0, 10).localeCompare(b.scheduled_at.slice(0, 10)) ||
      a.visit_id.localeCompare(b.visit_id),
  );

  // ---------------------------------------------------------------- vaccinations
  const vaccinations: VcVaccination[] = [];
  let vacNo = 20000;
  const addVac = (p: VcPet, vaccine: VcVaccination["vaccine"], on: string, vet: string, years = 1) => {
    vacNo += rng.int(1, 5);
    vaccinations.push({
      vaccination_id: `VAC-${pad(vacNo, 6)}`,
      pet_id: p.pet_id,
      pet_name: p.name,
      vaccine,
      administered_on: on,
      due_on: addDays(on, 365 * years),
      lot_number: `${vaccine.slice(0, 3)}${rng.int(10, 99)}-${pad(rng.int(0, 9999), 4)}`,
      vet_id: vet,
    });
  };
  for (const p of pets) {
    if (p.pet_id === "PET-000512" || p.pet_id === "PET-000513") continue;
    for (const vaccine of VACCINES_OF[p.species]) {
      if (p.status !== "ACTIVE" && rng.chance(0.5)) continue;
      if (rng.chance(0.2)) continue;
      const on = addDays("2023-06-01", rng.int(0, 840));
      addVac(
        p,
        vaccine,
        on,
        rng.pick(["VET-01", "VET-02", "VET-03", "VET-07", "VET-08"]),
        vaccine === "RABIES" && rng.chance(0.3) ? 3 : 1,
      );
    }
  }
  addVac(biscuit, "RABIES", "2024-10-15", "VET-01");
  addVac(biscuit, "DHPP", "2025-03-14", "VET-03");
  addVac(biscuit, "LEPTOSPIROSIS", "2025-03-14", "VET-03");
  addVac(miso, "FVRCP", "2025-01-22", "VET-02");
  addVac(miso, "RABIES", "2025-01-22", "VET-02", 3);
  vaccinations.sort((a, b) => a.administered_on.localeCompare(b.administered_on));

  // ---------------------------------------------------------------- invoices (one per completed visit)
  const invoices: VcInvoice[] = [];
  let invNo = 9000;
  for (const v of visits) {
    if (v.status !== "COMPLETED") continue;
    const issued = v.scheduled_at.slice(0, 10);
    const due = addDays(issued, 30);
    const fixed = v.visit_id === "VIS-004821";
    invNo += rng.int(1, 3);
    if (invNo === 10377 && !fixed) invNo++;
    const [lo, hi] = PRICE[v.visit_type];
    const total = fixed ? 412.5 : cents(rng.int(lo * 100, hi * 100) / 100);
    const status: VcInvoice["status"] = fixed
      ? "ISSUED"
      : issued >= addDays(VC_TODAY, -2)
        ? "DRAFT"
        : rng.chance(0.03)
          ? "VOID"
          : rng.chance(due < VC_TODAY ? 0.88 : 0.45)
            ? "PAID"
            : due < VC_TODAY
              ? "OVERDUE"
              : "ISSUED";
    invoices.push({
      invoice_id: fixed ? "INV-010377" : `INV-${pad(invNo, 6)}`,
      owner_id: v.owner_id,
      visit_id: v.visit_id,
      issued_on: issued,
      due_on: due,
      total,
      balance_due: status === "PAID" || status === "VOID" ? 0 : total,
      currency: "USD",
      status,
    });
  }
  invoices.sort((a, b) => a.issued_on.localeCompare(b.issued_on) || a.invoice_id.localeCompare(b.invoice_id));

  cached = { vets, owners, pets, visits, vaccinations, invoices };
  return cached;
}
