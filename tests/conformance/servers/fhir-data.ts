/**
 * Deterministic data of the "fhir" fixture world: the records of a small group of outpatient clinics
 * as an HL7 FHIR R4 server holds them. Resources keep FHIR's shapes: `name: [{ use, family, given:
 * [...] }]`, `identifier: [{ system, value }]`, references `{ reference: "Patient/123", display }`,
 * CodeableConcepts `{ coding: [{ system, code, display }], text }`, `valueQuantity: { value, unit,
 * system, code }`, blood pressure as an Observation with two `component`s, `period: { start, end }`.
 * Ids are numeric strings per resource type (Patient 1–300, Practitioner 501–540, Organization
 * 901–904, Encounter 10001…, Observation 20001…, MedicationRequest 30001…).
 * Fixed points the questions name:
 * - Patient/123 Maria Lopez (female, born 1961-05-14, MRN-000123), general practitioner
 *   Practitioner/507 Dr. Anika Shah; blood pressure readings, the latest 2025-09-22 142/88 mm[Hg];
 *   encounters in September 2025 (three finished) and one planned 2025-10-14.
 * - Patient/45 Tom Berg: three active medication requests, two completed, one stopped.
 * - Two patients named John Smith (Patient/77 born 1958-02-03, Patient/212 born 1990-11-20).
 * - Six patients with the family name Garcia. Nobody is named Victor Hale.
 * - Practitioner/507 Anika Shah (family physician), Practitioner/512 Daniel Okafor (cardiologist).
 * Everything else is seeded noise. "Today" is 2025-10-01, the question suite's fixed date.
 */
import { createRng } from "@/demo/commerce/prng";

export const FHIR_TODAY = "2025-10-01";
export const FHIR_BASE = "https://fhir.riverbend-health.example/fhir";
export const ENCOUNTER_STATUSES = ["planned", "in-progress", "finished", "cancelled"] as const;
export const OBSERVATION_STATUSES = ["final", "preliminary", "amended"] as const;
export const MEDREQ_STATUSES = ["active", "completed", "stopped", "on-hold"] as const;
export const ENCOUNTER_CLASSES = [
  { system: "http://terminology.hl7.org/CodeSystem/v3-ActCode", code: "AMB", display: "ambulatory" },
  { system: "http://terminology.hl7.org/CodeSystem/v3-ActCode", code: "VR", display: "virtual" },
  { system: "http://terminology.hl7.org/CodeSystem/v3-ActCode", code: "EMER", display: "emergency" },
  { system: "http://terminology.hl7.org/CodeSystem/v3-ActCode", code: "HH", display: "home health" },
] as const;

export interface Coding {
  system: string;
  code: string;
  display: string;
}
export interface CodeableConcept {
  coding: Coding[];
  text: string;
}
export interface Reference {
  reference: string;
  display: string;
}
export interface HumanName {
  use: "official" | "usual";
  family: string;
  given: string[];
  prefix?: string[];
}
export interface Identifier {
  use?: string;
  system: string;
  value: string;
}
export interface ContactPoint {
  system: "phone" | "email";
  value: string;
  use?: "home" | "work" | "mobile";
}
export interface Address {
  use: "home" | "work";
  line: string[];
  city: string;
  state: string;
  postalCode: string;
  country: string;
}
interface Meta {
  versionId: string;
  lastUpdated: string;
}
export interface Patient {
  resourceType: "Patient";
  id: string;
  meta: Meta;
  identifier: Identifier[];
  active: boolean;
  name: HumanName[];
  telecom: ContactPoint[];
  gender: "male" | "female" | "other" | "unknown";
  birthDate: string;
  address: Address[];
  generalPractitioner: Reference[];
  managingOrganization: Reference;
}
export interface Practitioner {
  resourceType: "Practitioner";
  id: string;
  meta: Meta;
  identifier: Identifier[];
  active: boolean;
  name: HumanName[];
  telecom: ContactPoint[];
  gender: "male" | "female";
  qualification: { code: CodeableConcept }[];
}
export interface Organization {
  resourceType: "Organization";
  id: string;
  meta: Meta;
  identifier: Identifier[];
  active: boolean;
  type: CodeableConcept[];
  name: string;
  telecom: ContactPoint[];
  address: Address[];
}
export interface Encounter {
  resourceType: "Encounter";
  id: string;
  meta: Meta;
  status: (typeof ENCOUNTER_STATUSES)[number];
  class: Coding;
  type: CodeableConcept[];
  subject: Reference;
  participant: { type: CodeableConcept[]; individual: Reference }[];
  period: { start: string; end?: string };
  reasonCode?: CodeableConcept[];
  serviceProvider: Reference;
}
export interface Quantity {
  value: number;
  unit: string;
  system: "http://unitsofmeasure.org";
  code: string;
}
export interface Observation {
  resourceType: "Observation";
  id: string;
  meta: Meta;
  status: (typeof OBSERVATION_STATUSES)[number];
  category: CodeableConcept[];
  code: CodeableConcept;
  subject: Reference;
  encounter: { reference: string };
  effectiveDateTime: string;
  issued: string;
  performer: Reference[];
  valueQuantity?: Quantity;
  component?: { code: CodeableConcept; valueQuantity: Quantity }[];
}
export interface MedicationRequest {
  resourceType: "MedicationRequest";
  id: string;
  meta: Meta;
  status: (typeof MEDREQ_STATUSES)[number];
  intent: "order";
  medicationCodeableConcept: CodeableConcept;
  subject: Reference;
  authoredOn: string;
  requester: Reference;
  dosageInstruction: { text: string }[];
  dispenseRequest: { numberOfRepeatsAllowed: number; quantity: { value: number; unit: string } };
}

export interface FhirData {
  patients: Patient[];
  practitioners: Practitioner[];
  organizations: Organization[];
  encounters: Encounter[];
  observations: Observation[];
  medicationRequests: MedicationRequest[];
}

const LOINC = "http://loinc.org";
const SNOMED = "http://snomed.info/sct";
const RXNORM = "http://www.nlm.nih.gov/research/umls/rxnorm";
const UCUM = "http://unitsofmeasure.org" as const;

/** The observation kinds: LOINC code, display, unit, and a value generator (mean, spread, decimals). */
export const VITALS = [
  { code: "8867-4", display: "Heart rate", unit: "/min", ucum: "/min", mean: 74, spread: 14, dp: 0 },
  { code: "8310-5", display: "Body temperature", unit: "Cel", ucum: "Cel", mean: 36.8, spread: 0.6, dp: 1 },
  { code: "29463-7", display: "Body weight", unit: "kg", ucum: "kg", mean: 78, spread: 18, dp: 1 },
  { code: "8302-2", display: "Body height", unit: "cm", ucum: "cm", mean: 171, spread: 10, dp: 0 },
  {
    code: "39156-5",
    display: "Body mass index (BMI) [Ratio]",
    unit: "kg/m2",
    ucum: "kg/m2",
    mean: 26.5,
    spread: 5,
    dp: 1,
  },
  { code: "9279-1", display: "Respiratory rate", unit: "/min", ucum: "/min", mean: 16, spread: 3, dp: 0 },
  {
    code: "59408-5",
    display: "Oxygen saturation in Arterial blood by Pulse oximetry",
    unit: "%",
    ucum: "%",
    mean: 97,
    spread: 2,
    dp: 0,
  },
] as const;
export const LABS = [
  {
    code: "4548-4",
    display: "Hemoglobin A1c/Hemoglobin.total in Blood",
    unit: "%",
    ucum: "%",
    mean: 6.1,
    spread: 1.2,
    dp: 1,
  },
  {
    code: "2093-3",
    display: "Cholesterol [Mass/volume] in Serum or Plasma",
    unit: "mg/dL",
    ucum: "mg/dL",
    mean: 195,
    spread: 35,
    dp: 0,
  },
  {
    code: "2339-0",
    display: "Glucose [Mass/volume] in Blood",
    unit: "mg/dL",
    ucum: "mg/dL",
    mean: 102,
    spread: 22,
    dp: 0,
  },
  {
    code: "718-7",
    display: "Hemoglobin [Mass/volume] in Blood",
    unit: "g/dL",
    ucum: "g/dL",
    mean: 14,
    spread: 1.6,
    dp: 1,
  },
  {
    code: "2160-0",
    display: "Creatinine [Mass/volume] in Serum or Plasma",
    unit: "mg/dL",
    ucum: "mg/dL",
    mean: 0.95,
    spread: 0.25,
    dp: 2,
  },
] as const;
export const BP = {
  panel: { code: "85354-9", display: "Blood pressure panel with all children optional" },
  systolic: { code: "8480-6", display: "Systolic blood pressure" },
  diastolic: { code: "8462-4", display: "Diastolic blood pressure" },
} as const;
export const MEDICATIONS = [
  {
    code: "860975",
    display: "metformin hydrochloride 500 MG Oral Tablet",
    dose: "1 tablet twice daily with meals",
  },
  { code: "314076", display: "lisinopril 10 MG Oral Tablet", dose: "1 tablet once daily" },
  { code: "197361", display: "amlodipine 5 MG Oral Tablet", dose: "1 tablet once daily" },
  { code: "617312", display: "atorvastatin 20 MG Oral Tablet", dose: "1 tablet at bedtime" },
  { code: "310965", display: "ibuprofen 200 MG Oral Tablet", dose: "1-2 tablets every 6 hours as needed" },
  { code: "313782", display: "acetaminophen 325 MG Oral Tablet", dose: "2 tablets every 6 hours as needed" },
  { code: "966247", display: "levothyroxine sodium 0.05 MG Oral Tablet", dose: "1 tablet every morning" },
  {
    code: "308136",
    display: "amoxicillin 500 MG Oral Capsule",
    dose: "1 capsule three times daily for 7 days",
  },
  {
    code: "311700",
    display: "omeprazole 20 MG Delayed Release Oral Capsule",
    dose: "1 capsule before breakfast",
  },
  { code: "312961", display: "sertraline 50 MG Oral Tablet", dose: "1 tablet once daily" },
] as const;
const ENCOUNTER_TYPES = [
  { code: "185349003", display: "Encounter for check up" },
  { code: "390906007", display: "Follow-up encounter" },
  { code: "185345009", display: "Encounter for symptom" },
  { code: "439740005", display: "Postoperative follow-up visit" },
  { code: "50849002", display: "Emergency room admission" },
] as const;
const REASONS = [
  { code: "38341003", display: "Hypertensive disorder" },
  { code: "44054006", display: "Diabetes mellitus type 2" },
  { code: "195662009", display: "Acute viral pharyngitis" },
  { code: "10509002", display: "Acute bronchitis" },
  { code: "55822004", display: "Hyperlipidemia" },
  { code: "40055000", display: "Chronic sinusitis" },
  { code: "161891005", display: "Backache" },
] as const;

const FEMALE = [
  "Maria",
  "Emma",
  "Olivia",
  "Sofia",
  "Hannah",
  "Grace",
  "Chloe",
  "Amelia",
  "Laura",
  "Nadia",
  "Ines",
  "Priya",
  "Sara",
  "Julia",
  "Elena",
];
const MALE = [
  "James",
  "Liam",
  "Noah",
  "Lucas",
  "Mateo",
  "Daniel",
  "Omar",
  "Ethan",
  "Henry",
  "Samuel",
  "Victor",
  "Jonas",
  "Ravi",
  "Felix",
  "Marco",
];
const FAMILY = [
  "Nguyen",
  "Patel",
  "Kowalski",
  "Andersen",
  "Okafor",
  "Rossi",
  "Murphy",
  "Haddad",
  "Fischer",
  "Silva",
  "Kim",
  "Novak",
  "Dubois",
  "Larsen",
  "Moreau",
  "Chen",
  "Walsh",
  "Bauer",
  "Ibrahim",
  "Costa",
  "Jensen",
  "Romero",
  "Tanaka",
  "Byrne",
];
const CITIES = [
  { city: "Riverbend", postalCode: "97301" },
  { city: "Millbrook", postalCode: "97305" },
  { city: "Cedar Falls", postalCode: "97321" },
];
const STREETS = ["Oak St", "Maple Ave", "River Rd", "Hillcrest Dr", "Church St", "Elm Ct", "Mill Ln"];

const iso = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");
const DAY = 86_400_000;
const meta = (lastUpdated: string): Meta => ({ versionId: "1", lastUpdated });
const round = (v: number, dp: number) => Math.round(v * 10 ** dp) / 10 ** dp;
export const fullName = (n: HumanName) => `${n.given.join(" ")} ${n.family}`;
const displayOf = (n: HumanName) => `${n.given[0]} ${n.family}`;

export function fhirData(): FhirData {
  const rng = createRng(0xf41);
  const gauss = (mean: number, spread: number) =>
    mean + (rng.next() + rng.next() + rng.next() - 1.5) * spread;

  const organizations: Organization[] = [
    ["901", "Riverbend Family Clinic", "prov", "Riverbend"],
    ["902", "Millbrook Medical Center", "prov", "Millbrook"],
    ["903", "Cedar Falls Cardiology Associates", "prov", "Cedar Falls"],
    ["904", "Valley Health Insurance", "ins", "Riverbend"],
  ].map(([id, name, type, city], i) => ({
    resourceType: "Organization",
    id,
    meta: meta("2024-01-10T09:00:00Z"),
    identifier: [
      { system: "http://hl7.org/fhir/sid/us-npi", value: `19${String(73301 + i * 17).padStart(8, "0")}` },
    ],
    active: true,
    type: [
      {
        coding: [
          {
            system: "http://terminology.hl7.org/CodeSystem/organization-type",
            code: type,
            display: type === "prov" ? "Healthcare Provider" : "Insurance Company",
          },
        ],
        text: type === "prov" ? "Healthcare Provider" : "Insurance Company",
      },
    ],
    name,
    telecom: [{ system: "phone", value: `(503) 555-01${String(10 + i).padStart(2, "0")}`, use: "work" }],
    address: [
      {
        use: "work",
        line: [`${100 + i * 12} ${STREETS[i]}`],
        city,
        state: "OR",
        postalCode: CITIES.find((c) => c.city === city)?.postalCode ?? "97301",
        country: "US",
      },
    ],
  }));
  const orgRef = (o: Organization): Reference => ({ reference: `Organization/${o.id}`, display: o.name });

  const QUALS = [
    { code: "MD", display: "Doctor of Medicine", text: "Family medicine" },
    { code: "MD", display: "Doctor of Medicine", text: "Internal medicine" },
    { code: "MD", display: "Doctor of Medicine", text: "Cardiology" },
    { code: "NP", display: "Nurse Practitioner", text: "Nurse practitioner" },
    { code: "DO", display: "Doctor of Osteopathy", text: "Family medicine" },
  ];
  const practitioners: Practitioner[] = [];
  for (let i = 0; i < 40; i++) {
    const id = String(501 + i);
    const female = i % 2 === 0;
    let given = rng.pick(female ? FEMALE : MALE);
    let family = rng.pick(FAMILY);
    let q = rng.pick(QUALS);
    if (id === "507") [given, family, q] = ["Anika", "Shah", QUALS[0]];
    if (id === "512") [given, family, q] = ["Daniel", "Okafor", QUALS[2]];
    if (id !== "507" && family === "Shah") family = "Novak";
    practitioners.push({
      resourceType: "Practitioner",
      id,
      meta: meta("2024-02-01T08:00:00Z"),
      identifier: [{ system: "http://hl7.org/fhir/sid/us-npi", value: String(1_200_000_000 + i * 7919) }],
      active: i % 13 !== 5,
      name: [{ use: "official", family, given: [given], prefix: q.code === "NP" ? [] : ["Dr."] }],
      telecom: [
        { system: "phone", value: `(503) 555-02${String(i).padStart(2, "0")}`, use: "work" },
        {
          system: "email",
          value: `${given.toLowerCase()}.${family.toLowerCase()}@riverbend-health.example`,
          use: "work",
        },
      ],
      gender: id === "512" ? "male" : id === "507" ? "female" : female ? "female" : "male",
      qualification: [
        {
          code: {
            coding: [
              { system: "http://terminology.hl7.org/CodeSystem/v2-0360", code: q.code, display: q.display },
            ],
            text: q.text,
          },
        },
      ],
    });
  }
  const pracRef = (p: Practitioner): Reference => ({
    reference: `Practitioner/${p.id}`,
    display: `${p.name[0].prefix?.length ? "Dr. " : ""}${displayOf(p.name[0])}`,
  });
  const prac = (id: string) => practitioners.find((p) => p.id === id) as Practitioner;

  const patients: Patient[] = [];
  const garciaIds = new Set(["18", "64", "101", "157", "233", "288"]);
  for (let i = 1; i <= 300; i++) {
    const id = String(i);
    let gender: Patient["gender"] = rng.chance(0.5) ? "female" : "male";
    let given = [rng.pick(gender === "female" ? FEMALE : MALE)];
    const second = rng.pick(gender === "female" ? FEMALE : MALE);
    if (rng.chance(0.3) && second !== given[0]) given.push(second);
    let family = rng.pick(FAMILY);
    let birthDate = iso(Date.parse("1935-01-01") + rng.int(0, 80 * 365) * DAY).slice(0, 10);
    if (i % 97 === 0) gender = "other";
    if (garciaIds.has(id)) family = "Garcia";
    if (id === "123")
      [gender, given, family, birthDate] = ["female", ["Maria", "Elena"], "Lopez", "1961-05-14"];
    if (id === "45") [gender, given, family, birthDate] = ["male", ["Tom"], "Berg", "1949-08-30"];
    if (id === "77") [gender, given, family, birthDate] = ["male", ["John"], "Smith", "1958-02-03"];
    if (id === "212") [gender, given, family, birthDate] = ["male", ["John", "Paul"], "Smith", "1990-11-20"];
    // Nobody else shares the fixed names.
    if (!["123", "45", "77", "212"].includes(id) && (given[0] === "John" || given[0] === "Tom"))
      given = ["Jonas"];
    if (id !== "123" && family === "Lopez") family = "Romero";
    if (given[0] === "Victor" && family === "Hale") family = "Haddad";
    const place = rng.pick(CITIES);
    const gp = id === "123" ? prac("507") : practitioners[rng.int(0, 39)];
    const name: HumanName = { use: "official", family, given };
    const login = `${given[0].toLowerCase()}.${family.toLowerCase()}${i}`;
    patients.push({
      resourceType: "Patient",
      id,
      meta: meta(iso(Date.parse("2025-01-01") + rng.int(0, 270) * DAY)),
      identifier: [
        {
          use: "usual",
          system: "urn:oid:2.16.840.1.113883.3.4711.1",
          value: `MRN-${id.padStart(6, "0")}`,
        },
      ],
      active: i % 41 !== 0 || ["123", "45", "77", "212"].includes(id),
      name: [name],
      telecom: [
        {
          system: "phone",
          value: `(503) 555-${String(1000 + i * 7).slice(-4)}`,
          use: rng.pick(["home", "mobile"] as const),
        },
        { system: "email", value: `${login}@mail.example`, use: "home" },
      ],
      gender,
      birthDate,
      address: [
        {
          use: "home",
          line: [`${rng.int(1, 999)} ${rng.pick(STREETS)}`],
          city: place.city,
          state: "OR",
          postalCode: place.postalCode,
          country: "US",
        },
      ],
      generalPractitioner: [pracRef(gp)],
      managingOrganization: orgRef(organizations[CITIES.indexOf(place)]),
    });
  }
  const patRef = (p: Patient): Reference => ({ reference: `Patient/${p.id}`, display: displayOf(p.name[0]) });
  const pat = (id: string) => patients.find((p) => p.id === id) as Patient;

  const encounters: Encounter[] = [];
  const observations: Observation[] = [];
  const medicationRequests: MedicationRequest[] = [];
  let encId = 10001;
  let obsId = 20001;
  let medId = 30001;
  const TODAY_MS = Date.parse(`${FHIR_TODAY}T00:00:00Z`);
  const START_MS = Date.parse("2024-10-01T00:00:00Z");

  const quantity = (value: number, unit: string, code: string): Quantity => ({
    value,
    unit,
    system: UCUM,
    code,
  });
  const concept = (system: string, code: string, display: string): CodeableConcept => ({
    coding: [{ system, code, display }],
    text: display,
  });
  const category = (code: "vital-signs" | "laboratory") =>
    concept(
      "http://terminology.hl7.org/CodeSystem/observation-category",
      code,
      code === "vital-signs" ? "Vital Signs" : "Laboratory",
    );

  const addObservation = (
    e: Encounter,
    p: Patient,
    when: string,
    kind: "bp" | (typeof VITALS)[number] | (typeof LABS)[number],
    status: Observation["status"],
    bp?: [number, number],
  ) => {
    const performer = [e.participant[0].individual];
    const base = {
      resourceType: "Observation" as const,
      id: String(obsId++),
      meta: meta(when),
      status,
      subject: patRef(p),
      encounter: { reference: `Encounter/${e.id}` },
      effectiveDateTime: when,
      issued: when,
      performer,
    };
    if (kind === "bp") {
      const sys = bp?.[0] ?? Math.round(gauss(128, 30));
      const dia = bp?.[1] ?? Math.round(gauss(80, 18));
      observations.push({
        ...base,
        category: [category("vital-signs")],
        code: concept(LOINC, BP.panel.code, BP.panel.display),
        component: [
          {
            code: concept(LOINC, BP.systolic.code, BP.systolic.display),
            valueQuantity: quantity(sys, "mm[Hg]", "mm[Hg]"),
          },
          {
            code: concept(LOINC, BP.diastolic.code, BP.diastolic.display),
            valueQuantity: quantity(dia, "mm[Hg]", "mm[Hg]"),
          },
        ],
      });
      return;
    }
    const isLab = (LABS as readonly { code: string }[]).some((l) => l.code === kind.code);
    observations.push({
      ...base,
      category: [category(isLab ? "laboratory" : "vital-signs")],
      code: concept(LOINC, kind.code, kind.display),
      valueQuantity: quantity(round(gauss(kind.mean, kind.spread), kind.dp), kind.unit, kind.ucum),
    });
  };

  const addEncounter = (
    p: Patient,
    startMs: number,
    status: Encounter["status"],
    who: Practitioner,
    opts: { klass?: Coding; type?: (typeof ENCOUNTER_TYPES)[number] } = {},
  ): Encounter => {
    const start = iso(startMs);
    const minutes = rng.pick([15, 20, 30, 45, 60]);
    const e: Encounter = {
      resourceType: "Encounter",
      id: String(encId++),
      meta: meta(start),
      status,
      class: { ...(opts.klass ?? rng.weighted(ENCOUNTER_CLASSES, [70, 15, 8, 7])) },
      type: [
        (() => {
          const t = opts.type ?? rng.weighted(ENCOUNTER_TYPES, [35, 30, 25, 5, 5]);
          return concept(SNOMED, t.code, t.display);
        })(),
      ],
      subject: patRef(p),
      participant: [
        {
          type: [
            concept(
              "http://terminology.hl7.org/CodeSystem/v3-ParticipationType",
              "PPRF",
              "primary performer",
            ),
          ],
          individual: pracRef(who),
        },
      ],
      period: status === "finished" ? { start, end: iso(startMs + minutes * 60_000) } : { start },
      serviceProvider: p.managingOrganization,
    };
    if (rng.chance(0.7)) {
      const r = rng.pick(REASONS);
      e.reasonCode = [concept(SNOMED, r.code, r.display)];
    }
    encounters.push(e);
    return e;
  };

  const workHour = () =>
    Date.UTC(2000, 0, 1, rng.int(15, 24), rng.pick([0, 15, 30, 45])) - Date.UTC(2000, 0, 1);

  // Maria Lopez (Patient/123): regular blood-pressure follow-ups; the latest reading 2025-09-22 142/88.
  const maria = pat("123");
  const mariaVisits: [string, Encounter["status"], [number, number] | null][] = [
    ["2025-03-11T16:30:00Z", "finished", [150, 94]],
    ["2025-06-17T17:00:00Z", "finished", [146, 90]],
    ["2025-09-03T16:00:00Z", "finished", [139, 86]],
    ["2025-09-15T18:15:00Z", "cancelled", null],
    ["2025-09-22T16:45:00Z", "finished", [142, 88]],
    ["2025-09-29T15:30:00Z", "finished", null],
    ["2025-10-14T16:00:00Z", "planned", null],
  ];
  for (const [when, status, bp] of mariaVisits) {
    const e = addEncounter(maria, Date.parse(when), status, prac("507"), {
      klass: ENCOUNTER_CLASSES[0],
      type: ENCOUNTER_TYPES[1],
    });
    e.reasonCode = [concept(SNOMED, REASONS[0].code, REASONS[0].display)];
    if (bp) addObservation(e, maria, when, "bp", "final", bp);
    if (status === "finished") addObservation(e, maria, when, VITALS[0], "final");
    if (status === "finished") addObservation(e, maria, when, VITALS[2], "final");
  }

  // Tom Berg (Patient/45): three active prescriptions, two completed, one stopped.
  const tom = pat("45");
  const tomGp = prac(tom.generalPractitioner[0].reference.split("/")[1]);
  const tomE = addEncounter(tom, Date.parse("2025-04-08T17:00:00Z"), "finished", tomGp);
  addObservation(tomE, tom, tomE.period.start, "bp", "final");
  const tomMeds: [number, MedicationRequest["status"], string][] = [
    [0, "active", "2025-04-08"],
    [1, "active", "2025-04-08"],
    [3, "active", "2025-06-20"],
    [7, "completed", "2025-01-14"],
    [4, "completed", "2024-11-02"],
    [2, "stopped", "2025-02-10"],
  ];

  const addMed = (
    p: Patient,
    m: (typeof MEDICATIONS)[number],
    status: MedicationRequest["status"],
    day: string,
    who: Reference,
  ) =>
    medicationRequests.push({
      resourceType: "MedicationRequest",
      id: String(medId++),
      meta: meta(`${day}T18:00:00Z`),
      status,
      intent: "order",
      medicationCodeableConcept: concept(RXNORM, m.code, m.display),
      subject: patRef(p),
      authoredOn: day,
      requester: who,
      dosageInstruction: [{ text: m.dose }],
      dispenseRequest: {
        numberOfRepeatsAllowed: rng.int(0, 5),
        quantity: { value: rng.pick([30, 60, 90]), unit: "tablet" },
      },
    });
  for (const [m, status, day] of tomMeds)
    addMed(tom, MEDICATIONS[m], status, day, tom.generalPractitioner[0]);

  // Noise: encounters spread over the year before today and a month after.
  const noisePatients = patients.filter((p) => p.id !== "123" && p.id !== "45");
  while (encounters.length < 1500) {
    const p = rng.pick(noisePatients);
    const gpId = p.generalPractitioner[0].reference.split("/")[1];
    const who = rng.chance(0.75) ? prac(gpId) : practitioners[rng.int(0, 39)];
    const day = rng.int(0, Math.round((TODAY_MS - START_MS) / DAY) + 30);
    const startMs = START_MS + day * DAY + workHour();
    const future = startMs >= TODAY_MS + DAY;
    const isToday = startMs >= TODAY_MS && !future;
    const status: Encounter["status"] = future
      ? rng.chance(0.9)
        ? "planned"
        : "cancelled"
      : isToday
        ? rng.pick(["in-progress", "planned", "finished"] as const)
        : rng.weighted(["finished", "cancelled", "in-progress"] as const, [88, 11, 1]);
    const e = addEncounter(p, startMs, status, who);
    if (status !== "finished") continue;
    const when = e.period.start;
    const obsStatus = () => rng.weighted(OBSERVATION_STATUSES, [90, 6, 4]);
    if (rng.chance(0.8)) addObservation(e, p, when, "bp", obsStatus());
    if (rng.chance(0.8)) addObservation(e, p, when, VITALS[0], obsStatus());
    if (rng.chance(0.45)) addObservation(e, p, when, rng.pick(VITALS.slice(1)), obsStatus());
    if (rng.chance(0.55)) addObservation(e, p, when, rng.pick(LABS), obsStatus());
    if (rng.chance(0.66)) {
      const m = rng.pick(MEDICATIONS);
      const authored = when.slice(0, 10);
      const age = (TODAY_MS - Date.parse(when)) / DAY;
      const status =
        age > 200
          ? rng.weighted(MEDREQ_STATUSES, [25, 55, 15, 5])
          : rng.weighted(MEDREQ_STATUSES, [65, 15, 10, 10]);
      addMed(p, m, status, authored, e.participant[0].individual);
    }
  }
  encounters.sort((a, b) => a.id.localeCompare(b.id));
  return { patients, practitioners, organizations, encounters, observations, medicationRequests };
}
