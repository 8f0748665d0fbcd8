/**
 * Chart performance against a running production server, in Debian Chromium (issue 14,
 * Performance): a conversation asks "orders per month" (the demo's orders, loaded up to the
 * 10,000-row artifact limit, grouped by month); each run reloads it in a fresh browser context and
 * measures from the moment the rows response has fully arrived (Resource Timing `responseEnd`) to
 * the chart's marks in the DOM, and to the next painted frame. Everything between — parsing,
 * TanStack grouping and aggregation of every row, the visx chart and the numbers table — is inside.
 * The probe is plain DOM observers injected by the bench: the app carries no bench code.
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
}

/** Plain JavaScript (tsx would wrap arrow functions in a helper the page does not have). */
const CHART_PROBE = `(() => {
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

export async function runChartBench(opts: { baseUrl: string; runs: number; warmup: number }) {
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

    const samples: ChartSample[] = [];
    for (let i = 0; i < opts.runs + opts.warmup; i++) {
      // A new context each time: no HTTP cache, so the rows really come over the network.
      const context = await browser.newContext({ baseURL: opts.baseUrl, storageState, viewport: VIEWPORT });
      await context.addInitScript({ content: CHART_PROBE });
      const p = await context.newPage();
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
      await context.close();
      if (i < opts.warmup) continue;
      samples.push({
        renderedMs: Math.round((v.rendered - v.arrived) * 10) / 10,
        paintedMs: Math.round((v.painted - v.arrived) * 10) / 10,
        marks: v.marks,
      });
    }
    const result: ChartBenchResult = {
      chromium: browser.version(),
      question: CHART_QUESTION,
      artifact: { id: artifactId, rows, groups },
      runs: opts.runs,
      renderedMs: summarize(samples.map((s) => s.renderedMs)),
      paintedMs: summarize(samples.map((s) => s.paintedMs)),
      samples,
    };
    return result;
  } finally {
    await browser.close();
  }
}
