/**
 * Conformance fixture "windfarm": a wind-fleet operations MCP server written in session 45 as a
 * vocabulary nobody had tuned on — dotted tool names (`turbines.search`), camelCase fields, results in
 * an envelope (`{ result: { records, page }, totalRecords }`), no output schemas, only `readOnlyHint`.
 * Sites hold turbines; turbines raise faults and get inspections by technicians.
 * Run over stdio: `node --import tsx tests/conformance/servers/windfarm.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

export const WINDFARM_READ_TOOLS = [
  "sites.list",
  "turbines.search",
  "turbines.get",
  "faults.list",
  "inspections.list",
  "technicians.find",
] as const;

const SITES = [
  { siteId: "NMR", name: "Northmoor Ridge", region: "Scotland", commissioned: "2014-05-12" },
  { siteId: "GLF", name: "Glenfarrow", region: "Scotland", commissioned: "2017-09-01" },
  { siteId: "HBK", name: "Hollin Bank", region: "Wales", commissioned: "2012-03-20" },
  { siteId: "SCA", name: "Scarth Sands", region: "North Sea", commissioned: "2020-06-30" },
  { siteId: "BRW", name: "Brackenwell", region: "Cumbria", commissioned: "2016-11-15" },
];
const MODELS = [
  { model: "V112-3.45", ratedKw: 3450 },
  { model: "SG 5.0-145", ratedKw: 5000 },
  { model: "E-82", ratedKw: 2300 },
  { model: "N117-3.6", ratedKw: 3600 },
];
const STATES = ["running", "stopped", "maintenance", "curtailed"] as const;
const SEVERITIES = ["low", "medium", "high", "critical"] as const;
const COMPONENTS = ["gearbox", "pitch", "yaw", "generator", "converter", "blade"] as const;
const RESULTS = ["pass", "fail", "follow-up"] as const;
const KINDS = ["annual", "blade", "drone", "electrical"] as const;
const TECHNICIANS = [
  ["T-101", "Sam Okoro", "NMR"],
  ["T-102", "Sam Lindqvist", "SCA"],
  ["T-103", "Priya Raman", "GLF"],
  ["T-104", "Callum Reid", "NMR"],
  ["T-105", "Ines Duarte", "HBK"],
  ["T-106", "Tomasz Wrona", "BRW"],
  ["T-107", "Grace Adeyemi", "SCA"],
  ["T-108", "Owen Price", "HBK"],
  ["T-109", "Mairi Campbell", "GLF"],
  ["T-110", "Jonas Berg", "SCA"],
].map(([technicianId, name, baseSite], i) => ({
  technicianId,
  name,
  baseSite,
  certifications: i % 3 === 0 ? ["GWO-BST", "HV"] : i % 3 === 1 ? ["GWO-BST", "rope-access"] : ["GWO-BST"],
  phone: `+44 7700 9${String(10000 + i * 371).slice(-5)}`,
}));

/** A small deterministic generator, so every run serves the same fleet. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function windfarmData() {
  const r = rng(4511);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const turbines = Array.from({ length: 60 }, (_, i) => {
    const site = SITES[i % SITES.length];
    const m = MODELS[(i * 7) % MODELS.length];
    return {
      turbineId: `WTG-${String(i + 1).padStart(3, "0")}`,
      siteId: site.siteId,
      model: m.model,
      ratedKw: m.ratedKw,
      hubHeightM: 80 + Math.floor(r() * 50),
      state: i % 9 === 4 ? "maintenance" : i % 11 === 7 ? "stopped" : i % 13 === 5 ? "curtailed" : STATES[0],
      commissioned: site.commissioned,
      lifetimeMwh: 20000 + Math.floor(r() * 90000),
    };
  });
  const day = (offset: number) => new Date(Date.UTC(2025, 9, 1) - offset * 86400000).toISOString();
  const faults = Array.from({ length: 480 }, (_, i) => {
    const raised = day(Math.floor(r() * 300) + r());
    const open = i % 7 === 0;
    return {
      faultId: `FLT-${20400 + i}`,
      turbineId: turbines[Math.floor(r() * turbines.length)].turbineId,
      component: pick(COMPONENTS),
      severity: SEVERITIES[Math.min(3, Math.floor(r() * r() * 5))],
      code: `${pick(["TEMP", "PRESS", "VIB", "COMM", "OVERSPEED"])}-${1 + Math.floor(r() * 9)}`,
      raisedAt: raised,
      clearedAt: open
        ? null
        : new Date(Date.parse(raised) + Math.floor(r() * 72 + 1) * 3600000).toISOString(),
    };
  });
  const inspections = Array.from({ length: 180 }, (_, i) => {
    const t = turbines[Math.floor(r() * turbines.length)];
    const tech = TECHNICIANS[Math.floor(r() * TECHNICIANS.length)];
    return {
      inspectionId: `INS-${String(3001 + i)}`,
      turbineId: t.turbineId,
      technicianId: tech.technicianId,
      kind: pick(KINDS),
      date: day(Math.floor(r() * 360)).slice(0, 10),
      result: r() < 0.7 ? RESULTS[0] : r() < 0.6 ? RESULTS[2] : RESULTS[1],
    };
  });
  return { sites: SITES, turbines, faults, inspections, technicians: TECHNICIANS };
}

const envelope = (records: readonly unknown[], page: number, pageSize: number) => ({
  content: [
    {
      type: "text" as const,
      text: JSON.stringify({
        result: {
          records: records.slice((page - 1) * pageSize, page * pageSize),
          page: { number: page, size: pageSize, next: page * pageSize < records.length ? page + 1 : null },
        },
        totalRecords: records.length,
      }),
    },
  ],
});
const one = (record: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify({ result: record }) }],
});
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });
const READ = { readOnlyHint: true };
const paging = {
  page: z.number().int().min(1).optional().describe("Page number, from 1"),
  pageSize: z.number().int().min(1).max(200).optional().describe("Records per page (default 50)"),
};

export function createWindfarmServer(): McpServer {
  const data = windfarmData();
  const server = new McpServer({ name: "gridwind-ops", version: "2.3.0" });

  server.registerTool(
    "sites.list",
    { description: "All wind sites of the fleet with their region.", inputSchema: {}, annotations: READ },
    async () => envelope(data.sites, 1, 50),
  );

  server.registerTool(
    "turbines.search",
    {
      description: "Search wind turbine generators (WTGs). Filters combine with AND.",
      inputSchema: {
        siteId: z.string().optional().describe("Site code, e.g. NMR"),
        state: z.enum(STATES).optional().describe("Operating state"),
        model: z.string().optional().describe("Turbine model, e.g. V112-3.45"),
        ...paging,
      },
      annotations: READ,
    },
    async ({ siteId, state, model, page = 1, pageSize = 50 }) => {
      const hits = data.turbines.filter(
        (t) =>
          (!siteId || t.siteId.toLowerCase() === siteId.toLowerCase()) &&
          (!state || t.state === state) &&
          (!model || t.model.toLowerCase() === model.toLowerCase()),
      );
      return envelope(hits, page, pageSize);
    },
  );

  server.registerTool(
    "turbines.get",
    {
      description: "One turbine by its id (WTG-nnn), with its site and open fault count.",
      inputSchema: { turbineId: z.string().describe("Turbine id, e.g. WTG-007") },
      annotations: READ,
    },
    async ({ turbineId }) => {
      const t = data.turbines.find((x) => x.turbineId.toLowerCase() === turbineId.toLowerCase());
      if (!t) return fail(`turbine ${turbineId} not found`);
      const site = data.sites.find((s) => s.siteId === t.siteId);
      const openFaults = data.faults.filter((f) => f.turbineId === t.turbineId && !f.clearedAt).length;
      return one({ ...t, siteName: site?.name, region: site?.region, openFaults });
    },
  );

  server.registerTool(
    "faults.list",
    {
      description: "Fault events raised by turbines, newest first unless order says otherwise.",
      inputSchema: {
        turbineId: z.string().optional(),
        severity: z.enum(SEVERITIES).optional(),
        component: z.enum(COMPONENTS).optional(),
        openOnly: z.boolean().optional().describe("Only faults not yet cleared"),
        raisedAfter: z.string().optional().describe("ISO 8601 date-time"),
        raisedBefore: z.string().optional().describe("ISO 8601 date-time"),
        order: z.enum(["newest", "oldest"]).optional(),
        ...paging,
      },
      annotations: READ,
    },
    async ({
      turbineId,
      severity,
      component,
      openOnly,
      raisedAfter,
      raisedBefore,
      order,
      page = 1,
      pageSize = 50,
    }) => {
      const hits = data.faults
        .filter(
          (f) =>
            (!turbineId || f.turbineId.toLowerCase() === turbineId.toLowerCase()) &&
            (!severity || f.severity === severity) &&
            (!component || f.component === component) &&
            (!openOnly || !f.clearedAt) &&
            (!raisedAfter || f.raisedAt >= raisedAfter) &&
            (!raisedBefore || f.raisedAt < raisedBefore),
        )
        .sort((a, b) => (order === "oldest" ? 1 : -1) * a.raisedAt.localeCompare(b.raisedAt));
      return envelope(hits, page, pageSize);
    },
  );

  server.registerTool(
    "inspections.list",
    {
      description: "Inspection records of turbines.",
      inputSchema: {
        turbineId: z.string().optional(),
        technicianId: z.string().optional(),
        result: z.enum(RESULTS).optional(),
        from: z.string().optional().describe("Inspection date on or after (YYYY-MM-DD)"),
        to: z.string().optional().describe("Inspection date on or before (YYYY-MM-DD)"),
        ...paging,
      },
      annotations: READ,
    },
    async ({ turbineId, technicianId, result, from, to, page = 1, pageSize = 50 }) => {
      const hits = data.inspections
        .filter(
          (x) =>
            (!turbineId || x.turbineId.toLowerCase() === turbineId.toLowerCase()) &&
            (!technicianId || x.technicianId.toLowerCase() === technicianId.toLowerCase()) &&
            (!result || x.result === result) &&
            (!from || x.date >= from) &&
            (!to || x.date <= to),
        )
        .sort((a, b) => b.date.localeCompare(a.date));
      return envelope(hits, page, pageSize);
    },
  );

  server.registerTool(
    "technicians.find",
    {
      description: "Field technicians, by name (any part).",
      inputSchema: { name: z.string().optional(), ...paging },
      annotations: READ,
    },
    async ({ name, page = 1, pageSize = 50 }) => {
      const words = (name ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const hits = data.technicians.filter((t) => words.every((w) => t.name.toLowerCase().includes(w)));
      return envelope(hits, page, pageSize);
    },
  );

  server.registerTool(
    "faults.acknowledge",
    {
      description: "Acknowledge a fault.",
      inputSchema: { faultId: z.string(), note: z.string().optional() },
      annotations: { destructiveHint: false, readOnlyHint: false },
    },
    async ({ faultId }) => one({ faultId, acknowledged: true }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createWindfarmServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("windfarm fixture server failed:", e);
      process.exit(1);
    });
}
