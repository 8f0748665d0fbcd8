/**
 * Conformance fixture "telco": a mobile operator's customer-care MCP server written in session 47
 * as a vocabulary nobody had tuned on — dotted PascalCase tool names (`Accounts.Find`,
 * `Lines.List`), a nested `filter` object and a `page` object as parameters, phone numbers as the
 * key of a line in E.164 (`+447700900123`) while people write them nationally (`07700 900123`),
 * account numbers `BW-nnnnnn`, money in pence (`monthly_fee_pence`), usage as bare arrays and the
 * other lists in envelopes of their own (`matches` + `matchCount`, `lines` + `page.next`).
 * Two account holders are called Sam Patel. "Today" is 2025-10-01.
 * Run over stdio: `node --import tsx tests/conformance/servers/telco.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { createRng } from "@/demo/commerce/prng";

export const TELCO_READ_TOOLS = [
  "Accounts.Find",
  "Lines.List",
  "Line.Details",
  "Usage.Records",
  "Outages.Active",
  "Tariffs.Catalogue",
  "Bills.ForAccount",
] as const;

const REGIONS = ["London", "North West", "Scotland", "Wales", "Midlands", "South West"] as const;
const LINE_STATUS = ["active", "suspended", "ported_out", "pending"] as const;
const SEGMENTS = ["consumer", "business"] as const;
const KINDS = ["data", "voice", "sms"] as const;
const SEVERITIES = ["minor", "major", "critical"] as const;
const BILL_STATUS = ["paid", "due", "overdue"] as const;

const TARIFFS = [
  { code: "SIMO-10", name: "SIM Only 10GB", monthly_fee_pence: 1200, data_gb: 10, contract_months: 12 },
  { code: "SIMO-50", name: "SIM Only 50GB", monthly_fee_pence: 1800, data_gb: 50, contract_months: 12 },
  { code: "UNL-5G", name: "Unlimited 5G", monthly_fee_pence: 2800, data_gb: null, contract_months: 24 },
  {
    code: "BIZ-UNL",
    name: "Business Unlimited",
    monthly_fee_pence: 3400,
    data_gb: null,
    contract_months: 24,
  },
  { code: "PAYG", name: "Pay As You Go", monthly_fee_pence: 0, data_gb: 0, contract_months: 0 },
] as const;
const TARIFF_CODES = TARIFFS.map((t) => t.code) as [string, ...string[]];

/** The fixed points the questions name; the rest of the accounts are seeded. */
const NAMED = [
  ["BW-100231", "Sam Patel", "consumer", "Leeds", "sam.patel@example.net"],
  ["BW-100240", "Olivia Grant", "consumer", "London", "olivia.grant@example.com"],
  ["BW-100300", "Harbour Logistics Ltd", "business", "Bristol", "accounts@harbourlogistics.example"],
  ["BW-100412", "Megan Rhys", "consumer", "Cardiff", "megan.rhys@example.org"],
  ["BW-100587", "Sam Patel", "business", "Manchester", "sam@pateljoinery.example"],
  ["BW-100611", "Tomasz Nowak", "consumer", "Glasgow", "t.nowak@example.com"],
  ["BW-100702", "Aisha Bello", "consumer", "Birmingham", "aisha.bello@example.net"],
  ["BW-100815", "Kestrel Dental Group", "business", "Edinburgh", "it@kestreldental.example"],
] as const;
const FIRST = ["Ruth", "Dev", "Callum", "Freya", "Imran", "Lena", "Owen", "Zara", "Marcus", "Holly"];
const LAST = ["Hughes", "Khan", "Murray", "Evans", "Shaw", "Doyle", "Price", "Ahmed", "Lloyd", "Fraser"];
const CITIES = ["London", "Leeds", "Bristol", "Glasgow", "Cardiff", "Manchester", "Birmingham", "Exeter"];

export function telcoData() {
  const r = createRng(4747);
  const accounts = [
    ...NAMED.map(([accountNumber, holder, segment, city, email]) => ({
      accountNumber,
      holder,
      segment,
      city,
      email,
    })),
    ...Array.from({ length: 22 }, (_, i) => {
      const holder = `${r.pick(FIRST)} ${r.pick(LAST)}`;
      return {
        accountNumber: `BW-10${String(1000 + i * 37).padStart(4, "0")}`,
        holder,
        segment: "consumer" as string,
        city: r.pick(CITIES),
        email: `${holder.toLowerCase().replace(" ", ".")}${i}@example.com`,
      };
    }),
  ].map((a, i) => ({
    ...a,
    customerSince: `20${String(12 + (i % 13)).padStart(2, "0")}-0${1 + (i % 9)}-15`,
  }));

  let n = 500;
  const line = (accountNumber: string, tariff: string, status: string) => {
    n += 1 + r.int(0, 3);
    return {
      msisdn: `+447700900${String(n).padStart(3, "0")}`,
      accountNumber,
      tariff,
      status,
      activated: `2024-${String(1 + r.int(0, 11)).padStart(2, "0")}-${String(1 + r.int(0, 27)).padStart(2, "0")}`,
      simIccid: `894410${String(r.int(0, 999999999)).padStart(13, "0")}`,
    };
  };
  const lines = [
    line("BW-100231", "SIMO-50", "active"),
    line("BW-100231", "SIMO-10", "suspended"),
    { ...line("BW-100240", "UNL-5G", "active"), msisdn: "+447700900123" },
    line("BW-100240", "SIMO-10", "active"),
    line("BW-100240", "PAYG", "ported_out"),
    ...Array.from({ length: 12 }, (_, i) => line("BW-100300", "BIZ-UNL", i === 11 ? "pending" : "active")),
    { ...line("BW-100412", "SIMO-50", "suspended"), msisdn: "+447700900456" },
    line("BW-100587", "BIZ-UNL", "active"),
    line("BW-100587", "BIZ-UNL", "active"),
    line("BW-100611", "UNL-5G", "active"),
    line("BW-100702", "PAYG", "active"),
    ...Array.from({ length: 6 }, (_, i) => line("BW-100815", "BIZ-UNL", i === 5 ? "suspended" : "active")),
  ];
  for (const a of accounts.slice(NAMED.length))
    for (let k = r.int(1, 3); k > 0; k--)
      lines.push(
        line(a.accountNumber, r.pick(TARIFF_CODES), r.chance(0.85) ? "active" : r.pick(LINE_STATUS)),
      );
  // Usage: September 2025 and today, a few records a day for every line that was live.
  const usage: {
    msisdn: string;
    at: string;
    kind: string;
    quantity: number;
    unit: string;
    cost_pence: number;
    to?: string;
  }[] = [];
  for (const l of lines) {
    if (l.status === "pending") continue;
    for (let day = 1; day <= 31; day++) {
      const date = day <= 30 ? `2025-09-${String(day).padStart(2, "0")}` : "2025-10-01";
      for (let k = r.int(1, 4); k > 0; k--) {
        const kind = r.pick(KINDS);
        const at = `${date}T${String(r.int(6, 23)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}:00Z`;
        const roaming = l.msisdn === "+447700900123" && day >= 12 && day <= 19;
        if (kind === "data")
          usage.push({
            msisdn: l.msisdn,
            at,
            kind,
            quantity: r.int(20, 900),
            unit: "MB",
            cost_pence: roaming ? r.int(50, 300) : 0,
          });
        else if (kind === "voice")
          usage.push({
            msisdn: l.msisdn,
            at,
            kind,
            quantity: r.int(1, 45),
            unit: "min",
            cost_pence: roaming ? r.int(20, 200) : 0,
            to: `+4479${r.int(10000000, 99999999)}`,
          });
        else
          usage.push({
            msisdn: l.msisdn,
            at,
            kind,
            quantity: 1,
            unit: "sms",
            cost_pence: 0,
            to: `+4479${r.int(10000000, 99999999)}`,
          });
      }
    }
  }
  usage.sort((a, b) => a.at.localeCompare(b.at));
  const outages = [
    {
      ref: "INC-5521",
      region: "London",
      severity: "major",
      services: ["data", "voice"],
      started: "2025-10-01T06:40:00Z",
      postcodes: ["E14", "E15", "E16"],
      eta: "2025-10-01T14:00:00Z",
    },
    {
      ref: "INC-5519",
      region: "Scotland",
      severity: "minor",
      services: ["data"],
      started: "2025-09-30T21:10:00Z",
      postcodes: ["G1", "G2"],
      eta: "2025-10-01T12:00:00Z",
    },
    {
      ref: "INC-5523",
      region: "Wales",
      severity: "critical",
      services: ["data", "voice", "sms"],
      started: "2025-10-01T08:05:00Z",
      postcodes: ["CF10", "CF11", "CF24"],
      eta: null,
    },
    {
      ref: "INC-5524",
      region: "London",
      severity: "minor",
      services: ["sms"],
      started: "2025-10-01T09:30:00Z",
      postcodes: ["N1"],
      eta: "2025-10-01T11:00:00Z",
    },
    {
      ref: "INC-5526",
      region: "Midlands",
      severity: "major",
      services: ["voice"],
      started: "2025-10-01T07:15:00Z",
      postcodes: ["B1", "B2", "B3"],
      eta: "2025-10-01T16:30:00Z",
    },
  ];
  const bills = accounts.flatMap((a, i) =>
    ["2025-06", "2025-07", "2025-08", "2025-09"].map((period, k) => {
      const fee = lines
        .filter((l) => l.accountNumber === a.accountNumber && l.status !== "pending")
        .reduce((s, l) => s + (TARIFFS.find((t) => t.code === l.tariff)?.monthly_fee_pence ?? 0), 0);
      const overdue = (a.accountNumber === "BW-100412" && k >= 2) || (i % 7 === 3 && k === 3);
      return {
        billId: `INV-${period.replace("-", "").slice(2)}-${a.accountNumber.slice(3)}`,
        accountNumber: a.accountNumber,
        period,
        total_pence: fee + r.int(0, 900),
        status: overdue ? "overdue" : k === 3 ? "due" : "paid",
        due_date: `${period}-28`,
      };
    }),
  );
  return { accounts, lines, usage, outages, bills };
}

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const fail = (message: string) => ({ isError: true, content: [{ type: "text" as const, text: message }] });
const READ = { readOnlyHint: true };
const E164 = /^\+44\d{10}$/;

export function createTelcoServer(): McpServer {
  const data = telcoData();
  const server = new McpServer({ name: "brightwave-care", version: "3.1.0" });
  const holderOf = (accountNumber: string) =>
    data.accounts.find((a) => a.accountNumber === accountNumber)?.holder;

  server.registerTool(
    "Accounts.Find",
    {
      description: "Look up customer accounts by holder name, email or account number.",
      inputSchema: {
        q: z.string().optional().describe("Free text: holder name, email or account number"),
        segment: z.enum(SEGMENTS).optional(),
      },
      annotations: READ,
    },
    async ({ q, segment }) => {
      const words = (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const matches = data.accounts.filter(
        (a) =>
          words.every((w) => `${a.holder} ${a.email} ${a.accountNumber}`.toLowerCase().includes(w)) &&
          (!segment || a.segment === segment),
      );
      return json({ matches, matchCount: matches.length });
    },
  );

  server.registerTool(
    "Lines.List",
    {
      description: "Mobile lines (numbers) and their SIMs. Narrow with filter; page with page.after.",
      inputSchema: {
        filter: z
          .object({
            account: z.string().optional().describe("Account number, BW-nnnnnn"),
            status: z.enum(LINE_STATUS).optional(),
            tariff: z.enum(TARIFF_CODES).optional(),
          })
          .optional(),
        page: z
          .object({ size: z.number().int().min(1).max(100).optional(), after: z.string().optional() })
          .optional(),
      },
      annotations: READ,
    },
    async ({ filter = {}, page = {} }) => {
      const all = data.lines.filter(
        (l) =>
          (!filter.account || l.accountNumber.toLowerCase() === filter.account.toLowerCase()) &&
          (!filter.status || l.status === filter.status) &&
          (!filter.tariff || l.tariff === filter.tariff),
      );
      const start = page.after ? Number(Buffer.from(page.after, "base64url").toString()) || 0 : 0;
      const size = page.size ?? 25;
      const slice = all.slice(start, start + size);
      const next = start + size < all.length ? Buffer.from(String(start + size)).toString("base64url") : null;
      return json({ lines: slice, page: { next, total: all.length } });
    },
  );

  server.registerTool(
    "Line.Details",
    {
      description: "Everything about one line: holder, tariff, SIM, this month's data use, roaming.",
      inputSchema: { msisdn: z.string().describe("The number in E.164, e.g. +447700900123") },
      annotations: READ,
    },
    async ({ msisdn }) => {
      if (!E164.test(msisdn)) return fail(`msisdn must be E.164 (+44…), got ${msisdn}`);
      const l = data.lines.find((x) => x.msisdn === msisdn);
      if (!l) return fail(`no line ${msisdn}`);
      const tariff = TARIFFS.find((t) => t.code === l.tariff);
      const used = data.usage
        .filter((u) => u.msisdn === msisdn && u.kind === "data" && u.at >= "2025-10-01")
        .reduce((s, u) => s + u.quantity, 0);
      return json({
        ...l,
        holder: holderOf(l.accountNumber),
        tariffName: tariff?.name,
        dataAllowanceGb: tariff?.data_gb,
        dataUsedMbThisMonth: used,
        roaming: false,
        contractEnd: `${Number(l.activated.slice(0, 4)) + 2}${l.activated.slice(4)}`,
      });
    },
  );

  server.registerTool(
    "Usage.Records",
    {
      description: "Call, text and data records of one line, oldest first.",
      inputSchema: {
        msisdn: z.string().describe("E.164"),
        kind: z.enum(KINDS).optional(),
        since: z.string().optional().describe("ISO 8601 date-time"),
        until: z.string().optional().describe("ISO 8601 date-time"),
      },
      annotations: READ,
    },
    async ({ msisdn, kind, since, until }) => {
      if (!E164.test(msisdn)) return fail(`msisdn must be E.164 (+44…), got ${msisdn}`);
      return json(
        data.usage
          .filter(
            (u) =>
              u.msisdn === msisdn &&
              (!kind || u.kind === kind) &&
              (!since || u.at >= since) &&
              (!until || u.at <= until),
          )
          .map(({ msisdn: _m, ...u }) => u),
      );
    },
  );

  server.registerTool(
    "Outages.Active",
    {
      description: "Network incidents that are still open.",
      inputSchema: { region: z.enum(REGIONS).optional(), severity: z.enum(SEVERITIES).optional() },
      annotations: READ,
    },
    async ({ region, severity }) =>
      json({
        outages: data.outages.filter(
          (o) => (!region || o.region === region) && (!severity || o.severity === severity),
        ),
      }),
  );

  server.registerTool(
    "Tariffs.Catalogue",
    {
      description: "Tariffs on sale. Fees in pence per month; data_gb null means unlimited.",
      annotations: READ,
    },
    async () => json({ tariffs: TARIFFS }),
  );

  server.registerTool(
    "Bills.ForAccount",
    {
      description: "Monthly bills of one account, newest first. Totals in pence.",
      inputSchema: {
        account: z.string().describe("Account number"),
        status: z.enum(BILL_STATUS).optional(),
      },
      annotations: READ,
    },
    async ({ account, status }) => {
      if (!data.accounts.some((a) => a.accountNumber.toLowerCase() === account.toLowerCase()))
        return fail(`unknown account ${account}`);
      return json({
        bills: data.bills
          .filter(
            (b) =>
              b.accountNumber.toLowerCase() === account.toLowerCase() && (!status || b.status === status),
          )
          .reverse(),
      });
    },
  );

  server.registerTool(
    "Lines.Suspend",
    {
      description: "Suspend a line (lost or stolen phone).",
      inputSchema: { msisdn: z.string(), reason: z.string() },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ msisdn }) => json({ msisdn, status: "suspended" }),
  );

  server.registerTool(
    "Sims.Swap",
    {
      description: "Move a line to a new SIM.",
      inputSchema: { msisdn: z.string(), newIccid: z.string() },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ msisdn, newIccid }) => json({ msisdn, simIccid: newIccid }),
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createTelcoServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("telco fixture server failed:", e);
      process.exit(1);
    });
}
