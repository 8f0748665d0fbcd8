/**
 * Fixture "fhir": a health-records server in the shape of HL7 FHIR R4 REST search, exposed as MCP
 * tools — written after the planner to check that the turn understands a real standard it was not
 * tuned on. Tools per resource type (`search_patient`, `read_patient`, `search_encounter`,
 * `search_observation`, `search_medication_request`, `search_practitioner`, …) take FHIR search
 * parameter names: `name`/`family`/`given` (starts-with on any name part), `birthdate`, `gender`,
 * `identifier` (`system|value` or `value`), `subject`/`patient` as a reference string
 * `"Patient/123"`, `status` with FHIR codes, `date` with FHIR prefixes (`ge2025-01-01`,
 * `lt2025-02-01`; repeat as a list to bound both ends), `code` (LOINC / RxNorm token), `_count`,
 * `_sort` (`-date`). Results are `Bundle` searchsets `{ resourceType, type, total, link: [{ relation:
 * "next", url }], entry: [{ fullUrl, resource, search }] }` with nested FHIR resources; paging is
 * HAPI-style: the `next` link carries `_getpages`/`_getpagesoffset`, which every search tool accepts.
 * Errors are `OperationOutcome`s. JSON text, no output schemas. Two tools write (never approved).
 * Run over stdio: `node --import tsx tests/conformance/servers/fhir.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import {
  ENCOUNTER_STATUSES,
  type Encounter,
  FHIR_BASE,
  fhirData,
  type HumanName,
  type Identifier,
  MEDREQ_STATUSES,
  OBSERVATION_STATUSES,
} from "./fhir-data";

const READ = { readOnlyHint: true };
/** The tools an admin approves as reads, and the ones that change data (never approved). */
export const FHIR_READ_TOOLS = [
  "search_patient",
  "read_patient",
  "search_practitioner",
  "read_practitioner",
  "search_organization",
  "search_encounter",
  "read_encounter",
  "search_observation",
  "search_medication_request",
];
export const FHIR_WRITE_TOOLS = ["create_medication_request", "update_encounter_status"];

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const outcome = (code: "invalid" | "not-found" | "not-supported", diagnostics: string) => ({
  isError: true,
  content: [
    {
      type: "text" as const,
      text: JSON.stringify({
        resourceType: "OperationOutcome",
        issue: [{ severity: "error", code, diagnostics }],
      }),
    },
  ],
});
class Invalid extends Error {}

/* ---------- FHIR search value semantics ---------- */

const PREFIXES = ["eq", "ne", "gt", "lt", "ge", "le", "sa", "eb"] as const;
type Prefix = (typeof PREFIXES)[number];

/** A date search value: an optional prefix and a date of year, month, day or instant precision → [lo, hi). */
function dateRange(value: string): { prefix: Prefix; lo: number; hi: number } {
  const m =
    /^(eq|ne|gt|lt|ge|le|sa|eb)?(\d{4})(?:-(\d{2})(?:-(\d{2})(T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?)?)?$/.exec(
      value.trim(),
    );
  if (!m) throw new Invalid(`Invalid date/time format: "${value}"`);
  const prefix = (m[1] ?? "eq") as Prefix;
  const [y, mo, d] = [Number(m[2]), m[3] ? Number(m[3]) - 1 : undefined, m[4] ? Number(m[4]) : undefined];
  if (m[5]) {
    const t = Date.parse(`${m[2]}-${m[3]}-${m[4]}${m[5]}${/Z|[+-]\d{2}:\d{2}$/.test(m[5]) ? "" : "Z"}`);
    if (Number.isNaN(t)) throw new Invalid(`Invalid date/time format: "${value}"`);
    return { prefix, lo: t, hi: t + 1000 };
  }
  if (mo === undefined) return { prefix, lo: Date.UTC(y, 0, 1), hi: Date.UTC(y + 1, 0, 1) };
  if (d === undefined) return { prefix, lo: Date.UTC(y, mo, 1), hi: Date.UTC(y, mo + 1, 1) };
  return { prefix, lo: Date.UTC(y, mo, d), hi: Date.UTC(y, mo, d + 1) };
}

function dateMatches(values: string | string[] | undefined, instant: string): boolean {
  const list = values === undefined ? [] : Array.isArray(values) ? values : [values];
  const t = Date.parse(instant.length === 10 ? `${instant}T00:00:00Z` : instant);
  return list.every((v) => {
    const { prefix, lo, hi } = dateRange(v);
    switch (prefix) {
      case "eq":
        return t >= lo && t < hi;
      case "ne":
        return t < lo || t >= hi;
      case "gt":
      case "sa":
        return t >= hi;
      case "lt":
      case "eb":
        return t < lo;
      case "ge":
        return t >= lo;
      // le
      default:
        return t < hi;
    }
  });
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
/** FHIR string search: each word of the value starts some part of the name (case- and accent-insensitive). */
function nameMatches(names: HumanName[], value: string | undefined, part?: "family" | "given"): boolean {
  if (!value) return true;
  const parts = names.flatMap((n) =>
    part === "family" ? [n.family] : part === "given" ? n.given : [n.family, ...n.given],
  );
  return fold(value)
    .split(/[\s,]+/)
    .filter(Boolean)
    .every((w) => parts.some((p) => fold(p).startsWith(w)));
}
/** A token search value `system|code`, `|code` or `code`. */
function tokenMatches(
  codings: { system: string; code?: string; value?: string }[],
  value: string | undefined,
): boolean {
  if (!value) return true;
  const bar = value.indexOf("|");
  const system = bar >= 0 ? value.slice(0, bar) : undefined;
  const code = (bar >= 0 ? value.slice(bar + 1) : value).trim().toLowerCase();
  return value.split(",").length > 1
    ? value.split(",").some((v) => tokenMatches(codings, v))
    : codings.some(
        (c) => (!system || c.system === system) && (c.code ?? c.value ?? "").toLowerCase() === code,
      );
}
/** A reference search value: `Type/id`, a bare id, or the absolute URL of the resource. */
function referenceMatches(ref: string, value: string | undefined, type: string): boolean {
  if (!value) return true;
  const v = value.trim().replace(`${FHIR_BASE}/`, "");
  if (v.includes("/")) return v === ref;
  return ref === `${type}/${v}`;
}
const statusList = (v: string | undefined) => (v ? v.split(",").map((s) => s.trim()) : []);

/* ---------- Bundles and paging ---------- */

interface Stored {
  tool: string;
  params: Record<string, unknown>;
}
const encode = (s: Stored) => Buffer.from(JSON.stringify(s)).toString("base64url");
function decode(token: string): Stored {
  try {
    return JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    throw new Invalid(`Search id "${token}" does not exist and may have expired`);
  }
}

function bundle(
  tool: string,
  type: string,
  params: Record<string, unknown>,
  rows: { id: string }[],
  count = 20,
  offset = 0,
) {
  const query = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}=${x}`) : [`${k}=${v}`]))
    .join("&");
  const page = rows.slice(offset, offset + count);
  const token = encode({ tool, params });
  const link: { relation: string; url: string }[] = [
    { relation: "self", url: `${FHIR_BASE}/${type}${query ? `?${query}` : ""}` },
  ];
  if (offset + count < rows.length)
    link.push({
      relation: "next",
      url: `${FHIR_BASE}?_getpages=${token}&_getpagesoffset=${offset + count}&_count=${count}&_bundletype=searchset`,
    });
  if (offset > 0)
    link.push({
      relation: "previous",
      url: `${FHIR_BASE}?_getpages=${token}&_getpagesoffset=${Math.max(0, offset - count)}&_count=${count}&_bundletype=searchset`,
    });
  return {
    resourceType: "Bundle",
    id: token.slice(0, 12),
    meta: { lastUpdated: "2025-10-01T09:00:00Z" },
    type: "searchset",
    total: rows.length,
    link,
    entry: page.map((resource) => ({
      fullUrl: `${FHIR_BASE}/${type}/${resource.id}`,
      resource,
      search: { mode: "match" },
    })),
  };
}

/** `_sort`: comma-separated keys, `-` for descending; only the keys in `keys` are supported. */
function sorter<T>(sort: string | undefined, keys: Record<string, (r: T) => string>) {
  if (!sort) return undefined;
  const parts = sort.split(",").map((s) => s.trim());
  for (const p of parts)
    if (!keys[p.replace(/^-/, "")])
      throw new Invalid(
        `Unknown _sort parameter value "${p}". Valid values: ${Object.keys(keys).join(", ")}`,
      );
  return (a: T, b: T) => {
    for (const p of parts) {
      const desc = p.startsWith("-");
      const k = keys[p.replace(/^-/, "")];
      const c = k(a).localeCompare(k(b));
      if (c !== 0) return desc ? -c : c;
    }
    return 0;
  };
}

const paging = {
  _count: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe("Number of resources per page (default 20, at most 100)."),
  _getpages: z
    .string()
    .optional()
    .describe(
      "Paging: the `_getpages` value from the `next` link of a previous Bundle. With it, the other search parameters are ignored.",
    ),
  _getpagesoffset: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe("Paging: the `_getpagesoffset` value from the `next` link of a previous Bundle."),
};
const dateParam = (what: string) =>
  z
    .array(z.string())
    .optional()
    .describe(
      `${what}. A FHIR date search value: yyyy, yyyy-mm, yyyy-mm-dd or a full dateTime, optionally prefixed by eq, ne, gt, lt, ge, le, sa (starts after) or eb (ends before), e.g. "ge2025-01-01". Give two values to bound both ends: ["ge2025-01-01", "lt2025-02-01"].`,
    );
const referenceParam = (what: string, type: string) =>
  z
    .string()
    .optional()
    .describe(`${what}, as a reference "${type}/[id]" (e.g. "${type}/123") or the bare id.`);

type Args = Record<string, unknown> & { _count?: number; _getpages?: string; _getpagesoffset?: number };

export function createFhirServer(): McpServer {
  const { patients, practitioners, organizations, encounters, observations, medicationRequests } = fhirData();
  const server = new McpServer({ name: "riverbend-fhir", version: "4.0.1" });

  /** Registers a search tool: replays a stored search when `_getpages` is given, wraps errors as OperationOutcomes. */
  function search<A extends Args>(
    name: string,
    type: string,
    description: string,
    inputSchema: Record<string, z.ZodTypeAny>,
    run: (a: A) => { id: string }[],
  ) {
    server.registerTool(
      name,
      { description, inputSchema: { ...inputSchema, ...paging }, annotations: READ },
      // biome-ignore lint/suspicious/noExplicitAny: the schema above types the arguments
      async (raw: any) => {
        try {
          const { _getpages, _getpagesoffset, _count, ...rest } = raw as A;
          let params: Record<string, unknown> = rest;
          let count = _count;
          if (_getpages) {
            const s = decode(_getpages);
            if (s.tool !== name) throw new Invalid(`Search id "${_getpages}" is not a ${type} search`);
            params = s.params;
            count = _count ?? (s.params._count as number | undefined);
          }
          const rows = run(params as A);
          return text(
            bundle(name, type, { ...params, _count: count }, rows, count ?? 20, _getpagesoffset ?? 0),
          );
        } catch (e) {
          if (e instanceof Invalid) return outcome("invalid", e.message);
          throw e;
        }
      },
    );
  }
  function read<T extends { id: string }>(name: string, type: string, rows: T[]) {
    server.registerTool(
      name,
      {
        description: `Read one ${type} resource by its logical id (the id in "${type}/[id]").`,
        inputSchema: { id: z.string().describe(`The ${type} resource id, e.g. "123" (or "${type}/123").`) },
        annotations: READ,
      },
      async ({ id }) => {
        const key = id.trim().replace(`${FHIR_BASE}/`, "").replace(`${type}/`, "");
        const r = rows.find((x) => x.id === key);
        return r ? text(r) : outcome("not-found", `Resource ${type}/${key} is not known`);
      },
    );
  }

  const idents = (ids: Identifier[]) => ids.map((i) => ({ system: i.system, value: i.value }));

  search(
    "search_patient",
    "Patient",
    "Search Patient resources (FHIR R4 Patient search). Returns a searchset Bundle.",
    {
      _id: z.string().optional().describe("Logical id of the patient."),
      name: z
        .string()
        .optional()
        .describe(
          "A portion of any part of the name (family, given, prefix); starts-with, case-insensitive.",
        ),
      family: z.string().optional().describe("A portion of the family name of the patient."),
      given: z.string().optional().describe("A portion of the given name of the patient."),
      birthdate: z
        .string()
        .optional()
        .describe(
          'The patient\'s date of birth, a FHIR date search value optionally prefixed by eq, ne, gt, lt, ge, le (e.g. "1961-05-14", "lt1950-01-01").',
        ),
      gender: z.enum(["male", "female", "other", "unknown"]).optional().describe("Gender of the patient."),
      identifier: z
        .string()
        .optional()
        .describe('A patient identifier, as "system|value" or just the value (e.g. the MRN "MRN-000123").'),
      active: z.boolean().optional().describe("Whether the patient record is active."),
      "general-practitioner": referenceParam("Patient's nominated general practitioner", "Practitioner"),
      _sort: z
        .string()
        .optional()
        .describe('Sort order: birthdate, family, given, _lastUpdated; prefix "-" for descending.'),
    },
    (a: Args) => {
      const s = sorter<(typeof patients)[number]>(a._sort as string | undefined, {
        birthdate: (p) => p.birthDate,
        family: (p) => p.name[0].family,
        given: (p) => p.name[0].given[0],
        _lastUpdated: (p) => p.meta.lastUpdated,
      });
      const hits = patients.filter(
        (p) =>
          (!a._id || p.id === a._id) &&
          nameMatches(p.name, a.name as string | undefined) &&
          nameMatches(p.name, a.family as string | undefined, "family") &&
          nameMatches(p.name, a.given as string | undefined, "given") &&
          (!a.birthdate || dateMatches(a.birthdate as string, p.birthDate)) &&
          (!a.gender || p.gender === a.gender) &&
          tokenMatches(idents(p.identifier), a.identifier as string | undefined) &&
          (a.active === undefined || p.active === a.active) &&
          referenceMatches(
            p.generalPractitioner[0].reference,
            a["general-practitioner"] as string | undefined,
            "Practitioner",
          ),
      );
      return s ? [...hits].sort(s) : hits;
    },
  );
  read("read_patient", "Patient", patients);

  search(
    "search_practitioner",
    "Practitioner",
    "Search Practitioner resources (doctors, nurse practitioners). Returns a searchset Bundle.",
    {
      _id: z.string().optional().describe("Logical id of the practitioner."),
      name: z
        .string()
        .optional()
        .describe("A portion of any part of the name; starts-with, case-insensitive."),
      family: z.string().optional().describe("A portion of the family name."),
      given: z.string().optional().describe("A portion of the given name."),
      identifier: z
        .string()
        .optional()
        .describe('A practitioner identifier (NPI), "system|value" or the value.'),
      active: z.boolean().optional().describe("Whether the practitioner record is active."),
    },
    (a: Args) =>
      practitioners.filter(
        (p) =>
          (!a._id || p.id === a._id) &&
          nameMatches(p.name, a.name as string | undefined) &&
          nameMatches(p.name, a.family as string | undefined, "family") &&
          nameMatches(p.name, a.given as string | undefined, "given") &&
          tokenMatches(idents(p.identifier), a.identifier as string | undefined) &&
          (a.active === undefined || p.active === a.active),
      ),
  );
  read("read_practitioner", "Practitioner", practitioners);

  search(
    "search_organization",
    "Organization",
    "Search Organization resources (clinics, insurers). Returns a searchset Bundle.",
    {
      name: z.string().optional().describe("A portion of the organization's name."),
      type: z.string().optional().describe('A code for the type of organization, e.g. "prov" or "ins".'),
    },
    (a: Args) =>
      organizations.filter(
        (o) =>
          (!a.name || fold(o.name).includes(fold(a.name as string))) &&
          tokenMatches(o.type[0].coding, a.type as string | undefined),
      ),
  );

  const patientRef = (a: Args) => (a.patient ?? a.subject) as string | undefined;
  search(
    "search_encounter",
    "Encounter",
    "Search Encounter resources (visits: office, virtual, emergency, home). Returns a searchset Bundle.",
    {
      patient: referenceParam("The patient present at the encounter", "Patient"),
      subject: referenceParam("The patient present at the encounter (same as patient)", "Patient"),
      practitioner: referenceParam("A practitioner participating in the encounter", "Practitioner"),
      status: z
        .string()
        .optional()
        .describe(
          `Encounter status, one of ${ENCOUNTER_STATUSES.join(" | ")} (comma-separate several, e.g. "planned,in-progress").`,
        ),
      class: z
        .string()
        .optional()
        .describe(
          "Classification of the encounter: AMB (ambulatory), VR (virtual), EMER (emergency), HH (home health).",
        ),
      date: dateParam("The start of the encounter's period"),
      _sort: z
        .string()
        .optional()
        .describe('Sort order: date, _lastUpdated; prefix "-" for descending ("-date").'),
    },
    (a: Args) => {
      const st = statusList(a.status as string | undefined);
      for (const x of st)
        if (!(ENCOUNTER_STATUSES as readonly string[]).includes(x))
          throw new Invalid(`Unknown Encounter status code "${x}"`);
      const s = sorter<Encounter>(a._sort as string | undefined, {
        date: (e) => e.period.start,
        _lastUpdated: (e) => e.meta.lastUpdated,
      });
      const hits = encounters.filter(
        (e) =>
          referenceMatches(e.subject.reference, patientRef(a), "Patient") &&
          referenceMatches(
            e.participant[0].individual.reference,
            a.practitioner as string | undefined,
            "Practitioner",
          ) &&
          (st.length === 0 || st.includes(e.status)) &&
          (!a.class || e.class.code === String(a.class).toUpperCase()) &&
          dateMatches(a.date as string[] | undefined, e.period.start),
      );
      return s ? [...hits].sort(s) : hits;
    },
  );
  read("read_encounter", "Encounter", encounters);

  search(
    "search_observation",
    "Observation",
    "Search Observation resources (vital signs and laboratory results). Blood pressure is one Observation (code 85354-9) with systolic and diastolic components. Returns a searchset Bundle.",
    {
      patient: referenceParam("The subject the observation is about", "Patient"),
      subject: referenceParam("The subject the observation is about (same as patient)", "Patient"),
      encounter: referenceParam("The encounter the observation was made in", "Encounter"),
      code: z
        .string()
        .optional()
        .describe(
          'The code of the observation: a LOINC code as "http://loinc.org|8867-4" or just "8867-4" (comma-separate several). E.g. 8867-4 heart rate, 85354-9 blood pressure, 29463-7 body weight, 8310-5 body temperature, 4548-4 hemoglobin A1c, 2093-3 total cholesterol, 2339-0 glucose.',
        ),
      category: z
        .enum(["vital-signs", "laboratory"])
        .optional()
        .describe("The classification of the observation."),
      status: z
        .string()
        .optional()
        .describe(
          `The status of the observation: ${OBSERVATION_STATUSES.join(" | ")} (comma-separate several).`,
        ),
      date: dateParam("Obtained date/time (effectiveDateTime)"),
      _sort: z
        .string()
        .optional()
        .describe('Sort order: date; prefix "-" for descending ("-date" = newest first).'),
    },
    (a: Args) => {
      const st = statusList(a.status as string | undefined);
      for (const x of st)
        if (!(OBSERVATION_STATUSES as readonly string[]).includes(x))
          throw new Invalid(`Unknown Observation status code "${x}"`);
      const s = sorter<(typeof observations)[number]>(a._sort as string | undefined, {
        date: (o) => o.effectiveDateTime,
        _lastUpdated: (o) => o.meta.lastUpdated,
      });
      const hits = observations.filter(
        (o) =>
          referenceMatches(o.subject.reference, patientRef(a), "Patient") &&
          referenceMatches(o.encounter.reference, a.encounter as string | undefined, "Encounter") &&
          tokenMatches(o.code.coding, a.code as string | undefined) &&
          (!a.category || o.category[0].coding[0].code === a.category) &&
          (st.length === 0 || st.includes(o.status)) &&
          dateMatches(a.date as string[] | undefined, o.effectiveDateTime),
      );
      return s ? [...hits].sort(s) : hits;
    },
  );

  search(
    "search_medication_request",
    "MedicationRequest",
    "Search MedicationRequest resources (prescriptions). Returns a searchset Bundle.",
    {
      patient: referenceParam("The patient the prescription is for", "Patient"),
      subject: referenceParam("The patient the prescription is for (same as patient)", "Patient"),
      requester: referenceParam("Who wrote the prescription", "Practitioner"),
      status: z
        .string()
        .optional()
        .describe(`Status of the prescription: ${MEDREQ_STATUSES.join(" | ")} (comma-separate several).`),
      code: z
        .string()
        .optional()
        .describe(
          'The medication code (RxNorm), as "http://www.nlm.nih.gov/research/umls/rxnorm|860975" or "860975".',
        ),
      authoredon: dateParam("The date the prescription was written"),
      _sort: z
        .string()
        .optional()
        .describe('Sort order: authoredon; prefix "-" for descending ("-authoredon" = newest first).'),
    },
    (a: Args) => {
      const st = statusList(a.status as string | undefined);
      for (const x of st)
        if (!(MEDREQ_STATUSES as readonly string[]).includes(x))
          throw new Invalid(`Unknown MedicationRequest status code "${x}"`);
      const s = sorter<(typeof medicationRequests)[number]>(a._sort as string | undefined, {
        authoredon: (m) => m.authoredOn,
        _lastUpdated: (m) => m.meta.lastUpdated,
      });
      const hits = medicationRequests.filter(
        (m) =>
          referenceMatches(m.subject.reference, patientRef(a), "Patient") &&
          referenceMatches(m.requester.reference, a.requester as string | undefined, "Practitioner") &&
          (st.length === 0 || st.includes(m.status)) &&
          tokenMatches(m.medicationCodeableConcept.coding, a.code as string | undefined) &&
          dateMatches(a.authoredon as string[] | undefined, m.authoredOn),
      );
      return s ? [...hits].sort(s) : hits;
    },
  );

  server.registerTool(
    "create_medication_request",
    {
      description: "Create a MedicationRequest (prescribe a medication to a patient).",
      inputSchema: {
        patient: z.string().describe('The patient, as "Patient/[id]".'),
        code: z.string().describe("RxNorm code of the medication."),
        dosage: z.string().optional().describe("Dosage instruction text."),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ patient, code, dosage }) =>
      text({
        resourceType: "MedicationRequest",
        id: "39999",
        status: "active",
        intent: "order",
        subject: { reference: patient },
        medicationCodeableConcept: { coding: [{ code }] },
        dosageInstruction: dosage ? [{ text: dosage }] : [],
      }),
  );

  server.registerTool(
    "update_encounter_status",
    {
      description: "Change the status of an Encounter (e.g. cancel a planned visit).",
      inputSchema: {
        id: z.string().describe("The Encounter id."),
        status: z.enum(ENCOUNTER_STATUSES),
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ id, status }) => text({ resourceType: "Encounter", id, status }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createFhirServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("fhir fixture server failed:", e);
      process.exit(1);
    });
}
