/**
 * Chart performance against a running production server, in Debian Chromium (issue 14,
 * Performance): a conversation asks "orders per month" (the demo's orders, loaded up to the
 * 10,000-row artifact limit, grouped by month); each run reloads it in a fresh browser context and
 * measures from the moment the rows response has fully arrived (Resource Timing `responseEnd`) to
 * the chart's marks in the DOM, and to the end of the next frame (its style, layout and paint done). Everything between — parsing,
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
  /** From the chart's request sent (the resource's `startTime`: `fetch` called) to the chart painted. */
  sentToPaintedMs: number;
  marks: number;
}

export interface CpuSample {
  cpuMs: number;
  bodyMs: number;
  scriptMs: number;
  otherMs: number;
  paintedMs: number;
  /** The main thread's CPU time from the chart's request sent to the chart painted. */
  sentCpuMs: number;
}

export interface ChartBenchResult {
  chromium: string;
  question: string;
  artifact: { id: string; rows: number; groups: number };
  runs: number;
  renderedMs: Summary;
  paintedMs: Summary;
  /** The user-visible time: the chart's request sent → chart painted (server, network, body and page). */
  sentToPaintedMs: Summary;
  samples: ChartSample[];
  /** Traced runs: the renderer main thread's CPU time (thread time) from rows arrived to chart painted. */
  mainThreadCpu: {
    runs: number;
    cpuMs: Summary;
    /** Of cpuMs: receiving and decoding the rows' body; running script (parse, group, render); the rest. */
    bodyMs: Summary;
    scriptMs: Summary;
    otherMs: Summary;
    paintedMs: Summary;
    /** The main thread's CPU time from the chart's request sent to the chart painted. */
    sentCpuMs: Summary;
    samples: CpuSample[];
  };
}

/** One event of a Chromium timeline trace (the fields the benches read). */
export interface TraceEvent {
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
  return mainThreadCpuSplit(trace)?.cpuMs ?? null;
}

/** Script that a task runs (the rows' parse, the grouping, React's render and commit, rAF callbacks). */
const SCRIPT_EVENTS = new Set([
  "RunMicrotasks",
  "FunctionCall",
  "EvaluateScript",
  "TimerFire",
  "FireAnimationFrame",
]);
/** The rows' response body reaching the page (Blink receives and decodes it: `res.text()`). */
const BODY_EVENTS = new Set(["ResourceReceivedData", "ResourceFinish"]);

/**
 * `mainThreadCpuMs` split by what each task did: `bodyMs`, tasks that only receive the response
 * body (Blink's loader decoding the text `res.text()` resolves with — native, no script); `scriptMs`,
 * tasks that run script (the rows parsed, grouped and drawn by React); `otherMs`, the rest (style,
 * layout and paint of a frame that began before the chart painted, other loads).
 */
export function mainThreadCpuSplit(
  trace: { traceEvents: TraceEvent[] } | TraceEvent[],
  fromMark = "tt:cpu-from",
): { cpuMs: number; bodyMs: number; scriptMs: number; otherMs: number } | null {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const from = events.find((e) => e.name === fromMark);
  const to = events.find((e) => e.name === "tt:cpu-to");
  if (!from || !to) return null;
  const onThread = events.filter((e) => e.pid === from.pid && e.tid === from.tid);
  const tasks = onThread.filter((e) => e.name === "RunTask" && e.ph === "X").sort((a, b) => a.ts - b.ts);
  const sum = { cpu: 0, body: 0, script: 0, other: 0 };
  for (const e of tasks) {
    const dur = e.dur ?? 0;
    const overlap = Math.min(e.ts + dur, to.ts) - Math.max(e.ts, from.ts);
    if (overlap <= 0 || dur <= 0) continue;
    const cpu = ((e.tdur ?? 0) * overlap) / dur;
    let script = false;
    let body = false;
    for (const c of onThread) {
      if (c === e || c.ts < e.ts || c.ts > e.ts + dur) continue;
      if (SCRIPT_EVENTS.has(c.name)) script = true;
      else if (BODY_EVENTS.has(c.name)) body = true;
    }
    sum.cpu += cpu;
    if (script) sum.script += cpu;
    else if (body) sum.body += cpu;
    else sum.other += cpu;
  }
  const ms = (us: number) => Math.round(us / 100) / 10;
  return { cpuMs: ms(sum.cpu), bodyMs: ms(sum.body), scriptMs: ms(sum.script), otherMs: ms(sum.other) };
}

/** Plain JavaScript (tsx would wrap arrow functions in a helper the page does not have). */
export const CHART_PROBE = `(() => {
  const probe = { sent: null, arrived: null, rendered: null, painted: null, marks: 0 };
  window.__chartProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (probe.painted === null && /\\/api\\/artifacts\\/[^/]+\\/rows/.test(e.name)) {
        probe.sent = e.startTime; // fetch called
        probe.arrived = e.responseEnd; // the response the chart drew, not the rows fetched after it
      }
  }).observe({ type: "resource", buffered: true });
  const observer = new MutationObserver(() => {
    if (probe.rendered !== null) return;
    const marks = document.querySelectorAll("[data-testid=summary-chart] [data-testid=chart-mark]");
    if (marks.length === 0 || !document.querySelector("[data-testid=summary-row]")) return;
    probe.rendered = performance.now();
    probe.marks = marks.length;
    observer.disconnect();
    // A requestAnimationFrame callback runs before the frame's style, layout and paint; a message
    // posted from it is handled after them — the time the chart is on screen.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.painted = performance.now();
        if (probe.arrived === null) return;
        performance.mark("tt:rows-arrived", { startTime: probe.arrived });
        performance.mark("tt:chart-painted", { startTime: probe.painted });
        performance.measure("tt:chart", "tt:rows-arrived", "tt:chart-painted");
      };
      channel.port2.postMessage(null);
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
      let cpu: (NonNullable<ReturnType<typeof mainThreadCpuSplit>> & { sentCpuMs: number }) | null = null;
      if (traced) {
        // The window's ends as marks in the trace (the probe's own marks need the resource entry first).
        await p.evaluate(
          ([sent, from, to]) => {
            performance.mark("tt:cpu-sent", { startTime: sent });
            performance.mark("tt:cpu-from", { startTime: from });
            performance.mark("tt:cpu-to", { startTime: to });
          },
          [v.sent, v.arrived, v.painted] as const,
        );
        const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
        const split = mainThreadCpuSplit(trace);
        const sent = mainThreadCpuSplit(trace, "tt:cpu-sent");
        cpu = split && sent ? { ...split, sentCpuMs: sent.cpuMs } : null;
      }
      await context.close();
      return {
        renderedMs: Math.round((v.rendered - v.arrived) * 10) / 10,
        paintedMs: Math.round((v.painted - v.arrived) * 10) / 10,
        sentToPaintedMs: Math.round((v.painted - v.sent) * 10) / 10,
        marks: v.marks,
        cpu,
      };
    };

    const samples: ChartSample[] = [];
    for (let i = 0; i < opts.runs + opts.warmup; i++) {
      const { cpu: _, ...sample } = await once(false);
      if (i >= opts.warmup) samples.push(sample);
    }
    const cpuSamples: CpuSample[] = [];
    for (let i = 0; i < opts.cpuRuns; i++) {
      const { cpu, paintedMs } = await once(true);
      if (cpu !== null) cpuSamples.push({ ...cpu, paintedMs });
    }
    const result: ChartBenchResult = {
      chromium: browser.version(),
      question: CHART_QUESTION,
      artifact: { id: artifactId, rows, groups },
      runs: opts.runs,
      renderedMs: summarize(samples.map((s) => s.renderedMs)),
      paintedMs: summarize(samples.map((s) => s.paintedMs)),
      sentToPaintedMs: summarize(samples.map((s) => s.sentToPaintedMs)),
      samples,
      mainThreadCpu: {
        runs: cpuSamples.length,
        cpuMs: summarize(cpuSamples.map((s) => s.cpuMs)),
        bodyMs: summarize(cpuSamples.map((s) => s.bodyMs)),
        scriptMs: summarize(cpuSamples.map((s) => s.scriptMs)),
        otherMs: summarize(cpuSamples.map((s) => s.otherMs)),
        paintedMs: summarize(cpuSamples.map((s) => s.paintedMs)),
        sentCpuMs: summarize(cpuSamples.map((s) => s.sentCpuMs)),
        samples: cpuSamples,
      },
    };
    return result;
  } finally {
    await browser.close();
  }
}
