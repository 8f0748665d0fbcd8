/**
 * Chart performance against a running production server, in Debian Chromium (issue 14,
 * Performance): a conversation asks "orders per month" (the demo's orders, loaded up to the
 * 10,000-row artifact limit, grouped by month); each run reloads it in a fresh browser context and
 * measures from the moment the rows response has fully arrived (Resource Timing `responseEnd`) to
 * the chart's marks in the DOM, and to the next painted frame. Everything between — parsing,
 * grouping and aggregating every row (components/artifacts/group-rows.ts), the visx chart and the
 * numbers table — is inside.
 * The probe is plain DOM observers injected by the bench: the app carries no bench code.
 *
 * On a shared machine the wall time mostly measures the other processes (at load 12 on 2 cores the
 * renderer runs about a third of the time), so a few more runs are traced (BENCH_CHART_CPU_RUNS,
 * Chromium's timeline): the main thread's own CPU time between the same two marks — the work the
 * page does for the chart, which load does not inflate much — is reported beside the wall time.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { conversationWithTable, signIn } from "./chat-perf";
import { type Summary, summarize } from "./stats";

const VIEWPORT = { width: 1280, height: 900 };
const TIMEOUT = 90_000;
export const CHART_QUESTION = "orders per month";

export interface ChartSample {
  renderedMs: number;
  paintedMs: number;
  marks: number;
}

export interface ChartBenchResult {
  chromium: string;
  question: string;
  artifact: { id: string; rows: number; groups: number };
  runs: number;
  renderedMs: Summary;
  paintedMs: Summary;
  samples: ChartSample[];
  /** Traced runs: the renderer main thread's CPU time (thread time) from rows arrived to chart painted. */
  mainThreadCpu: {
    runs: number;
    cpuMs: Summary;
    paintedMs: Summary;
    samples: { cpuMs: number; paintedMs: number }[];
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * The main thread's CPU time between the probe's marks: every task on the thread the marks were
 * made on, its thread time counted in proportion to the part of it inside the window.
 */
export function mainThreadCpuMs(trace: { traceEvents: TraceEvent[] } | TraceEvent[]): number | null {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const from = events.find((e) => e.name === "tt:cpu-from");
  const to = events.find((e) => e.name === "tt:cpu-to");
  if (!from || !to) return null;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== "RunTask" || e.ph !== "X" || e.pid !== from.pid || e.tid !== from.tid) continue;
    const dur = e.dur ?? 0;
    const overlap = Math.min(e.ts + dur, to.ts) - Math.max(e.ts, from.ts);
    if (overlap <= 0 || dur <= 0) continue;
    cpu += ((e.tdur ?? 0) * overlap) / dur;
  }
  return Math.round(cpu / 100) / 10;
}

/** Plain JavaScript (tsx would wrap arrow functions in a helper the page does not have). */
export const CHART_PROBE = `(() => {
  const probe = { arrived: null, rendered: null, painted: null, marks: 0 };
  window.__chartProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (/\\/api\\/artifacts\\/[^/]+\\/rows/.test(e.name)) probe.arrived = e.responseEnd;
  }).observe({ type: "resource", buffered: true });
  const observer = new MutationObserver(() => {
    if (probe.rendered !== null) return;
    const marks = document.querySelectorAll("[data-testid=summary-chart] [data-testid=chart-mark]");
    if (marks.length === 0 || !document.querySelector("[data-testid=summary-row]")) return;
    probe.rendered = performance.now();
    probe.marks = marks.length;
    observer.disconnect();
    requestAnimationFrame(() => {
      probe.painted = performance.now();
      if (probe.arrived === null) return;
      performance.mark("tt:rows-arrived", { startTime: probe.arrived });
      performance.mark("tt:chart-painted", { startTime: probe.painted });
      performance.measure("tt:chart", "tt:rows-arrived", "tt:chart-painted");
    });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

export async function runChartBench(opts: {
  baseUrl: string;
  runs: number;
  warmup: number;
  cpuRuns: number;
}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const setup = await browser.newContext({ baseURL: opts.baseUrl, viewport: VIEWPORT });
    const page = await setup.newPage();
    await signIn(page);
    const { conversationId } = await conversationWithTable(page, CHART_QUESTION);
    const table = page.locator("[data-testid=artifact-table][data-mode=summary]").last();
    await table.getByTestId("summary-chart").waitFor({ timeout: TIMEOUT });
    const artifactId = (await table.getAttribute("data-artifact-id")) ?? "";
    const groups = await table.getByTestId("summary-row").count();
    const rows = Number(
      ((await table.locator("tfoot td").first().textContent()) || "0").replace(/[^\d]/g, ""),
    );
    const storageState = await setup.storageState();
    await setup.close();

    // One run: a new context each time (no HTTP cache, so the rows really come over the network).
    const once = async (traced: boolean) => {
      const context = await browser.newContext({ baseURL: opts.baseUrl, storageState, viewport: VIEWPORT });
      await context.addInitScript({ content: CHART_PROBE });
      const p = await context.newPage();
      if (traced)
        await browser.startTracing(p, {
          categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"],
        });
      await p.goto(`/c/${conversationId}`);
      const handle = await p.waitForFunction(
        () => {
          const probe = (window as unknown as { __chartProbe?: Record<string, number | null> }).__chartProbe;
          return probe && probe.painted !== null && probe.arrived !== null ? probe : null;
        },
        undefined,
        { timeout: TIMEOUT },
      );
      const v = (await handle.jsonValue()) as Record<string, number>;
      let cpuMs: number | null = null;
      if (traced) {
        // The window's ends as marks in the trace (the probe's own marks need the resource entry first).
        await p.evaluate(
          ([from, to]) => {
            performance.mark("tt:cpu-from", { startTime: from });
            performance.mark("tt:cpu-to", { startTime: to });
          },
          [v.arrived, v.painted] as const,
        );
        cpuMs = mainThreadCpuMs(JSON.parse((await browser.stopTracing()).toString("utf8")));
      }
      await context.close();
      return {
        renderedMs: Math.round((v.rendered - v.arrived) * 10) / 10,
        paintedMs: Math.round((v.painted - v.arrived) * 10) / 10,
        marks: v.marks,
        cpuMs,
      };
    };

    const samples: ChartSample[] = [];
    for (let i = 0; i < opts.runs + opts.warmup; i++) {
      const { cpuMs: _, ...sample } = await once(false);
      if (i >= opts.warmup) samples.push(sample);
    }
    const cpuSamples: { cpuMs: number; paintedMs: number }[] = [];
    for (let i = 0; i < opts.cpuRuns; i++) {
      const { cpuMs, paintedMs } = await once(true);
      if (cpuMs !== null) cpuSamples.push({ cpuMs, paintedMs });
    }
    const result: ChartBenchResult = {
      chromium: browser.version(),
      question: CHART_QUESTION,
      artifact: { id: artifactId, rows, groups },
      runs: opts.runs,
      renderedMs: summarize(samples.map((s) => s.renderedMs)),
      paintedMs: summarize(samples.map((s) => s.paintedMs)),
      samples,
      mainThreadCpu: {
        runs: cpuSamples.length,
        cpuMs: summarize(cpuSamples.map((s) => s.cpuMs)),
        paintedMs: summarize(cpuSamples.map((s) => s.paintedMs)),
        samples: cpuSamples,
      },
    };
    return result;
  } finally {
    await browser.close();
  }
}
