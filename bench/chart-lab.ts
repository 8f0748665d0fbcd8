/**
 * Where the chart's main-thread time goes (issue 14), without a Next build and readable on a busy
 * machine: the real grouped view (components/artifacts/summary-view.tsx, bundled with esbuild, React
 * in production mode) draws "orders per month" in Debian Chromium from the same body the chart's
 * request receives (10,000 orders' `order_date` by column lines, ISO days, newest first), in a fresh
 * page each run, after React has rendered something else (the chat page is hydrated before the rows
 * come; the table's loading skeleton, with its shimmer animations, is what the view replaces, as in
 * the app). Reported as thread time (Chromium's timeline `tdur`), which load inflates far less than wall
 * time, min and median over the runs:
 *   - view: the rows' text read, grouped and drawn by React (one `flushSync`, as use-artifact-rows does);
 *   - frame: the next frame's tasks (style, layout, paint) up to a message posted from its rAF;
 *   - chart only / group only / parse: the same steps for the chart alone, the grouping alone (cold),
 *     and reading the body's date column alone.
 * Not part of `npm run bench`: `node --import tsx bench/chart-lab.ts` (RUNS, default 9; STEPS, default
 * view,chart,group,parse). LAB_PROFILE_DIR=dir also writes each run's trace with the V8 sampling
 * profiler there (the bundle keeps its function names): read them with
 * `FROM=lab:from TO=lab:to TASK=longest node bench/chart-trace-summary.mjs dir/view-*.json`.
 * esbuild is the one tsx runs on (node_modules/.bin/esbuild). Restored in session 34 (committed in
 * 3fdd107, lost from main since).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import type { TraceEvent } from "./chart";
import { ROOT } from "./server";

const RUNS = Number(process.env.RUNS ?? 9);
/** LAB_PROFILE_DIR: each run's trace (with the V8 sampling profiler) written there, marks lab:from/lab:to. */
const PROFILE_DIR = process.env.LAB_PROFILE_DIR;
let traced = 0;

/** The page's script: `window.lab.view()`, `.chart()`, `.group()` each do one step in the calling task. */
const ENTRY = `
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { toColumnLines } from "@/lib/chat/rows-layout";
import { parseRowsText } from "@/components/artifacts/rows-payload";
import { SummaryView } from "@/components/artifacts/summary-view";
import { SummaryChart } from "@/components/artifacts/summary-chart";
import { groupValues } from "@/components/artifacts/group-rows";
import { formatNumber } from "@/components/artifacts/format";
import { TableSkeleton } from "@/components/artifacts/selectable-table";
const columns = [
  { key: "id", label: "Id", type: "string" }, { key: "customer_id", label: "Customer", type: "string" },
  { key: "customer_name", label: "Customer name", type: "string" }, { key: "status", label: "Status", type: "status" },
  { key: "order_date", label: "Order date", type: "date" },
  { key: "total", label: "Total", type: "money", currencyKey: "currency" },
  { key: "currency", label: "Currency", type: "string" }, { key: "items_count", label: "Items", type: "integer" },
];
const rows = [];
for (let i = 0; i < 10000; i++)
  rows.push({ order_date: new Date(Date.UTC(2025, 9, 1) - Math.floor((i * 880) / 10000) * 86400000).toISOString().slice(0, 10) });
const text = toColumnLines({ columns, identityFields: ["id"], rowCount: 10000, truncated: false, projection: ["order_date"] }, rows, ["order_date"]);
const spec = { by: "order_date", bucket: "month", aggregate: "count", chart: "line" };
formatNumber(10000, true); // the table's skeleton made this formatter before the rows came
const root = createRoot(document.getElementById("root"));
flushSync(() => root.render(<div><header><h3>t</h3><button type="button">b</button></header>
  {Array.from({ length: 40 }, (_, i) => <p key={i}><span>{i}</span><a href="#x">l</a></p>)}
  <form><textarea defaultValue="x" /><button type="submit">s</button></form></div>));
flushSync(() => root.render(<section aria-busy="true"><TableSkeleton label="10,000 orders" /></section>));
window.lab = {
  view() {
    const data = parseRowsText(text);
    flushSync(() => root.render(<SummaryView data={data} spec={spec} onSpecChange={() => {}} entity="order" title="Orders" />));
  },
  chart() {
    const data = parseRowsText(text);
    const groups = groupValues(data.valuesOf("order_date"), undefined, spec);
    flushSync(() => root.render(<SummaryChart groups={groups} spec={spec} title="Number of orders per month" description="" formatValue={(n) => formatNumber(n, true)} />));
  },
  group() {
    const data = parseRowsText(text);
    groupValues(data.valuesOf("order_date"), undefined, spec);
  },
  parse() {
    parseRowsText(text).valuesOf("order_date");
  },
};
`;

function bundle(): { js: string; css: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "chart-lab-"));
  try {
    // The entry on stdin resolves its imports from ROOT (the working directory).
    execFileSync(
      path.join(ROOT, "node_modules/.bin/esbuild"),
      [
        "--loader=tsx",
        "--sourcefile=chart-lab-entry.tsx",
        "--bundle",
        "--format=iife",
        // LAB_PROFILE_DIR: names kept, so the profile reads by function.
        ...(PROFILE_DIR ? ["--minify-syntax", "--minify-whitespace"] : ["--minify"]),
        `--alias:@=${ROOT}`,
        "--jsx=automatic",
        "--loader:.css=local-css",
        `--outfile=${path.join(dir, "lab.js")}`,
        "--log-level=warning",
        '--define:process.env.NODE_ENV="production"',
      ],
      { cwd: ROOT, input: ENTRY, stdio: ["pipe", "inherit", "inherit"] },
    );
    return {
      js: readFileSync(path.join(dir, "lab.js"), "utf8"),
      css:
        readFileSync(path.join(ROOT, "app/globals.css"), "utf8") +
        readFileSync(path.join(dir, "lab.css"), "utf8"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const FRAME_PARTS = ["UpdateLayoutTree", "Layout", "Paint"];

/** One fresh page: the step in its own task, then the frame; thread times in ms. */
async function once(
  browser: import("@playwright/test").Browser,
  code: { js: string; css: string },
  step: string,
) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.setContent(
      `<html><head><style>${code.css}</style></head><body><div id="root"></div></body></html>`,
    );
    await page.addScriptTag({ content: code.js });
    await page.waitForTimeout(100);
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "blink.user_timing",
        ...(PROFILE_DIR ? ["v8.execute", "disabled-by-default-v8.cpu_profiler"] : []),
      ],
    });
    await page.evaluate(`new Promise((done) => setTimeout(() => {
      performance.mark("lab:from");
      window.lab[${JSON.stringify(step)}]();
      requestAnimationFrame(() => {
        const c = new MessageChannel();
        c.port1.onmessage = () => { performance.mark("lab:to"); setTimeout(done, 30); };
        c.port2.postMessage(null);
      });
    }, 10))`);
    const traceText = (await browser.stopTracing()).toString("utf8");
    if (PROFILE_DIR) writeFileSync(path.join(PROFILE_DIR, `${step}-${++traced}.json`), traceText);
    const events = JSON.parse(traceText).traceEvents as TraceEvent[];
    const from = events.find((e) => e.name === "lab:from");
    const to = events.find((e) => e.name === "lab:to");
    if (!from || !to) throw new Error("marks missing from the trace");
    const thread = events.filter((e) => e.pid === from.pid && e.tid === from.tid && e.ph === "X");
    const tasks = thread.filter((e) => e.name === "RunTask");
    const step0 = tasks.find((t) => t.ts <= from.ts && t.ts + (t.dur ?? 0) >= from.ts);
    if (!step0) throw new Error("the step's task is missing from the trace");
    const end = step0.ts + (step0.dur ?? 0);
    const out: Record<string, number> = { step: (step0.tdur ?? 0) / 1000, frame: 0 };
    for (const t of tasks) {
      if (t.ts <= end || t.ts >= to.ts) continue;
      out.frame += (t.tdur ?? 0) / 1000;
      for (const e of thread)
        if (FRAME_PARTS.includes(e.name) && e.ts >= t.ts && e.ts <= t.ts + (t.dur ?? 0))
          out[e.name] = (out[e.name] ?? 0) + (e.tdur ?? 0) / 1000;
    }
    return out;
  } finally {
    await page.close();
  }
}

const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(" ");
const code = bundle();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`load ${load()}; ${RUNS} fresh pages per step; thread ms min / median`);
  for (const step of (process.env.STEPS ?? "view,chart,group,parse").split(",")) {
    const runs: Record<string, number>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(browser, code, step));
    const line = Object.keys(runs[0])
      .map((k) => {
        const v = runs.map((r) => r[k] ?? 0).sort((a, b) => a - b);
        return `${k} ${v[0].toFixed(1)} / ${v[Math.floor(v.length / 2)].toFixed(1)}`;
      })
      .join(", ");
    console.log(`  ${step.padEnd(5)} ${line}`);
  }
  console.log(`load ${load()}`);
} finally {
  await browser.close();
}
