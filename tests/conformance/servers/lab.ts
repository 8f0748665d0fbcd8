/**
 * Conformance fixture "lab": a laboratory information system (LIMS) MCP server written in session 46 as a
 * vocabulary nobody had tuned on — tools named with a vendor prefix and a noun before its verb
 * (`lims_sample_query`, `lims_sample_read`, `lims_analyst_lookup`), snake_case fields, references as
 * nested objects (`study: { code, title }`, `received_by: { analyst_no, display_name }`), results in an
 * Elasticsearch-like envelope (`{ hits, hit_count, cursor }`), parameters that name a related record
 * without an `_id` suffix (`study`, `received_by`, `analyst`), no output schemas, only `readOnlyHint`.
 * Studies hold samples; samples get results measured on instruments and reported by analysts.
 * Run over stdio: `node --import tsx tests/conformance/servers/lab.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

export const LAB_READ_TOOLS = [
  "lims_study_index",
  "lims_sample_query",
  "lims_sample_read",
  "lims_result_query",
  "lims_analyst_lookup",
  "lims_instrument_index",
] as const;

const STUDIES = [
  { code: "ST-01", title: "CARDIO-HF", sponsor: "Helix Pharma", phase: "III", pi: "Dr. Ruth Okafor" },
  { code: "ST-02", title: "GLUCOSE-CONTROL", sponsor: "Norrland Bio", phase: "II", pi: "Dr. Anders Wik" },
  { code: "ST-03", title: "RESP-FLU-25", sponsor: "Public Health Trust", phase: "IV", pi: "Dr. Lena Moss" },
  { code: "ST-04", title: "LIVER-SAFE", sponsor: "Helix Pharma", phase: "I", pi: "Dr. Omar Haddad" },
  {
    code: "ST-05",
    title: "RENAL-OUTCOMES",
    sponsor: "Calder Therapeutics",
    phase: "III",
    pi: "Dr. Ruth Okafor",
  },
  { code: "ST-06", title: "INFLAM-CRP", sponsor: "Norrland Bio", phase: "II", pi: "Dr. Mira Kovac" },
] as const;
const AREAS = ["chemistry", "hematology", "microbiology", "molecular"] as const;
const MATRICES = ["serum", "plasma", "whole blood", "urine", "swab"] as const;
const STATES = ["registered", "received", "in_analysis", "completed", "rejected", "disposed"] as const;
const PRIORITIES = ["routine", "stat"] as const;
const FLAGS = ["normal", "high", "low", "critical"] as const;
const ASSAYS = [
  { code: "GLU", unit: "mmol/L", lo: 3.9, hi: 7.8, matrix: ["serum", "plasma"] },
  { code: "HBA1C", unit: "%", lo: 4, hi: 6, matrix: ["whole blood"] },
  { code: "CRP", unit: "mg/L", lo: 0, hi: 10, matrix: ["serum", "plasma"] },
  { code: "ALT", unit: "U/L", lo: 7, hi: 56, matrix: ["serum"] },
  { code: "CREA", unit: "µmol/L", lo: 60, hi: 110, matrix: ["serum", "urine"] },
  { code: "FLU-PCR", unit: "Ct", lo: 0, hi: 40, matrix: ["swab"] },
] as const;
const ASSAY_CODES = ASSAYS.map((a) => a.code) as [string, ...string[]];
const ANALYSTS = [
  ["AN-201", "Priya Shah", "chemistry"],
  ["AN-202", "Jonah Fairley", "hematology"],
  ["AN-203", "Alex Moreau", "chemistry"],
  ["AN-204", "Mei Tanaka", "molecular"],
  ["AN-205", "Kofi Mensah", "microbiology"],
  ["AN-206", "Hannah Vogel", "chemistry"],
  ["AN-207", "Diego Alvarez", "hematology"],
  ["AN-208", "Sofia Lindgren", "molecular"],
  ["AN-209", "Alex Brennan", "microbiology"],
  ["AN-210", "Tariq Aziz", "chemistry"],
].map(([analyst_no, display_name, lab_area]) => ({
  analyst_no,
  display_name,
  lab_area,
  email: `${display_name.toLowerCase().replace(" ", ".")}@quanta-labs.example`,
}));
const INSTRUMENTS = [
  ["SN-8841", "Cobas c311", "chemistry", "in_service", "2025-10-20"],
  ["SN-8842", "Cobas c311", "chemistry", "calibrating", "2025-10-02"],
  ["SN-9107", "Architect i1000", "chemistry", "in_service", "2026-01-15"],
  ["SN-3310", "Sysmex XN-1000", "hematology", "in_service", "2025-12-01"],
  ["SN-3311", "Sysmex XN-1000", "hematology", "out_of_service", "2025-09-10"],
  ["SN-5520", "VITEK 2", "microbiology", "in_service", "2025-11-05"],
  ["SN-5521", "BacT/ALERT 3D", "microbiology", "out_of_service", "2025-08-30"],
  ["SN-7001", "QuantStudio 5", "molecular", "in_service", "2025-10-28"],
  ["SN-7002", "GeneXpert IV", "molecular", "calibrating", "2026-02-10"],
].map(([serial, model, lab_area, status, calibration_due]) => ({
  serial,
  model,
  lab_area,
  status,
  calibration_due,
}));

/** A small deterministic generator, so every run serves the same lab. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1103515245 + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

export function labData() {
  const r = rng(4607);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const day = (offset: number) => new Date(Date.UTC(2025, 9, 1) - offset * 86400000).toISOString();
  const samples = Array.from({ length: 420 }, (_, i) => {
    const study = STUDIES[(i * 5 + Math.floor(r() * 3)) % STUDIES.length];
    const receiver = ANALYSTS[Math.floor(r() * ANALYSTS.length)];
    const age = Math.floor(r() * 280);
    const state =
      age < 2
        ? pick(["registered", "received"] as const)
        : age < 8
          ? pick(["received", "in_analysis", "in_analysis"] as const)
          : i % 17 === 3
            ? "rejected"
            : i % 23 === 5
              ? "disposed"
              : "completed";
    return {
      sample_no: `S24-${String(i + 1).padStart(4, "0")}`,
      study: { code: study.code, title: study.title },
      matrix: MATRICES[(i + Math.floor(r() * 2)) % MATRICES.length],
      state,
      priority: i % 6 === 1 ? "stat" : "routine",
      collected_on: day(age).slice(0, 10),
      received_by: { analyst_no: receiver.analyst_no, display_name: receiver.display_name },
      storage: `FZ-${1 + (i % 4)}/R${1 + Math.floor(r() * 6)}`,
    };
  });
  const results: {
    result_no: string;
    sample_no: string;
    assay: string;
    value: number;
    unit: string;
    flag: (typeof FLAGS)[number];
    reported_at: string;
    instrument: { serial: string; model: string };
    analyst: string;
  }[] = [];
  for (const s of samples) {
    if (s.state === "registered" || s.state === "received" || s.state === "rejected") continue;
    const assays = ASSAYS.filter((a) => (a.matrix as readonly string[]).includes(s.matrix));
    for (const a of assays) {
      const u = r();
      const value =
        u < 0.7
          ? a.lo + (a.hi - a.lo) * r()
          : u < 0.85
            ? a.hi * (1 + r() * 0.6)
            : u < 0.95
              ? a.lo * (0.5 + r() * 0.4)
              : a.hi * (2 + r());
      const flag: (typeof FLAGS)[number] =
        value > a.hi * 2 ? "critical" : value > a.hi ? "high" : value < a.lo ? "low" : "normal";
      const area = a.code === "FLU-PCR" ? "molecular" : "chemistry";
      const inst = pick(INSTRUMENTS.filter((x) => x.lab_area === area));
      const analyst = pick(ANALYSTS.filter((x) => x.lab_area === area || r() < 0.2));
      const collected = Date.parse(`${s.collected_on}T08:00:00Z`);
      results.push({
        result_no: `R-${50001 + results.length}`,
        sample_no: s.sample_no,
        assay: a.code,
        value: Math.round(value * 10) / 10,
        unit: a.unit,
        flag,
        reported_at: new Date(
          Math.min(collected + (1 + Math.floor(r() * 60)) * 3600000, Date.UTC(2025, 9, 1, 7)),
        ).toISOString(),
        instrument: { serial: inst.serial, model: inst.model },
        analyst: analyst.analyst_no,
      });
    }
  }
  results.sort((a, b) => b.reported_at.localeCompare(a.reported_at));
  return { studies: STUDIES, samples, results, analysts: ANALYSTS, instruments: INSTRUMENTS };
}

/** Cursor paging: the cursor is an opaque offset. */
const hits = (records: readonly unknown[], cursor: string | undefined, maxHits: number) => {
  const from = cursor ? Number.parseInt(Buffer.from(cursor, "base64url").toString(), 10) || 0 : 0;
  const page = records.slice(from, from + maxHits);
  const next =
    from + maxHits < records.length ? Buffer.from(String(from + maxHits)).toString("base64url") : null;
  return {
    content: [
      {
        type: "text" as const,
        text: JSON.stringify({ hits: page, hit_count: records.length, cursor: next }),
      },
    ],
  };
};
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });
const READ = { readOnlyHint: true };
const paging = {
  max_hits: z.number().int().min(1).max(500).optional().describe("Hits per call (default 25, at most 500)"),
  cursor: z.string().optional().describe("Opaque cursor from the previous call"),
};
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createLabServer(): McpServer {
  const data = labData();
  const server = new McpServer({ name: "quanta-lims", version: "7.1.0" });

  server.registerTool(
    "lims_study_index",
    {
      description: "Studies (clinical trial protocols) the lab processes samples for, with sponsor and PI.",
      inputSchema: {},
      annotations: READ,
    },
    async () => hits(data.studies, undefined, 500),
  );

  server.registerTool(
    "lims_sample_query",
    {
      description: "Query specimens logged in the LIMS. All filters are optional and combine.",
      inputSchema: {
        study: z.string().optional().describe("Study code, e.g. ST-03"),
        state: z.enum(STATES).optional().describe("Where the specimen is in its lifecycle"),
        matrix: z.enum(MATRICES).optional().describe("Specimen type"),
        priority: z.enum(PRIORITIES).optional().describe("routine, or stat (urgent)"),
        received_by: z.string().optional().describe("Analyst number (AN-nnn) of whoever received it"),
        collected_from: z.string().optional().describe("Collected on or after (YYYY-MM-DD)"),
        collected_to: z.string().optional().describe("Collected on or before (YYYY-MM-DD)"),
        ...paging,
      },
      annotations: READ,
    },
    async (a) => {
      const out = data.samples
        .filter(
          (s) =>
            (!a.study || same(s.study.code, a.study)) &&
            (!a.state || s.state === a.state) &&
            (!a.matrix || s.matrix === a.matrix) &&
            (!a.priority || s.priority === a.priority) &&
            (!a.received_by || same(s.received_by.analyst_no, a.received_by)) &&
            (!a.collected_from || s.collected_on >= a.collected_from) &&
            (!a.collected_to || s.collected_on <= a.collected_to),
        )
        .sort((x, y) => y.collected_on.localeCompare(x.collected_on));
      return hits(out, a.cursor, a.max_hits ?? 25);
    },
  );

  server.registerTool(
    "lims_sample_read",
    {
      description: "Full record of one specimen by its sample number (e.g. S24-0113), with its result count.",
      inputSchema: { sample_no: z.string().describe("Sample number") },
      annotations: READ,
    },
    async ({ sample_no }) => {
      const s = data.samples.find((x) => same(x.sample_no, sample_no));
      if (!s) return fail(`no specimen ${sample_no}`);
      const result_count = data.results.filter((x) => x.sample_no === s.sample_no).length;
      return {
        content: [{ type: "text" as const, text: JSON.stringify({ sample: { ...s, result_count } }) }],
      };
    },
  );

  server.registerTool(
    "lims_result_query",
    {
      description: "Assay results, most recently reported first.",
      inputSchema: {
        sample_no: z.string().optional().describe("Only results of this sample"),
        assay: z
          .enum(ASSAY_CODES)
          .optional()
          .describe(
            "Assay code: GLU glucose, HBA1C haemoglobin A1c, CRP C-reactive protein, ALT alanine aminotransferase, CREA creatinine, FLU-PCR influenza PCR",
          ),
        flag: z.enum(FLAGS).optional().describe("Result flag against the reference range"),
        analyst: z.string().optional().describe("Analyst number (AN-nnn) who reported the result"),
        reported_since: z.string().optional().describe("ISO 8601 date-time"),
        ...paging,
      },
      annotations: READ,
    },
    async (a) => {
      const out = data.results.filter(
        (x) =>
          (!a.sample_no || same(x.sample_no, a.sample_no)) &&
          (!a.assay || same(x.assay, a.assay)) &&
          (!a.flag || x.flag === a.flag) &&
          (!a.analyst || same(x.analyst, a.analyst)) &&
          (!a.reported_since || x.reported_at >= a.reported_since),
      );
      return hits(out, a.cursor, a.max_hits ?? 25);
    },
  );

  server.registerTool(
    "lims_analyst_lookup",
    {
      description: "Lab staff (analysts) by name or email fragment, or by lab area.",
      inputSchema: {
        q: z.string().optional().describe("Name or email fragment"),
        lab_area: z.enum(AREAS).optional(),
        ...paging,
      },
      annotations: READ,
    },
    async ({ q, lab_area, cursor, max_hits }) => {
      const words = (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const out = data.analysts.filter(
        (x) =>
          words.every((w) => x.display_name.toLowerCase().includes(w) || x.email.includes(w)) &&
          (!lab_area || x.lab_area === lab_area),
      );
      return hits(out, cursor, max_hits ?? 25);
    },
  );

  server.registerTool(
    "lims_instrument_index",
    {
      description: "Analysers and instruments with their calibration due date.",
      inputSchema: {
        lab_area: z.enum(AREAS).optional(),
        status: z.enum(["in_service", "out_of_service", "calibrating"]).optional(),
        calibration_due_before: z.string().optional().describe("YYYY-MM-DD"),
      },
      annotations: READ,
    },
    async ({ lab_area, status, calibration_due_before }) =>
      hits(
        data.instruments.filter(
          (x) =>
            (!lab_area || x.lab_area === lab_area) &&
            (!status || x.status === status) &&
            (!calibration_due_before || x.calibration_due < calibration_due_before),
        ),
        undefined,
        500,
      ),
  );

  server.registerTool(
    "lims_sample_dispose",
    {
      description: "Mark a specimen as disposed.",
      inputSchema: { sample_no: z.string(), reason: z.string().optional() },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ sample_no }) => ({
      content: [{ type: "text" as const, text: JSON.stringify({ sample_no, state: "disposed" }) }],
    }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createLabServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("lab fixture server failed:", e);
      process.exit(1);
    });
}
