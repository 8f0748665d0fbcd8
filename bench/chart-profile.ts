/**
 * A Chromium trace of the chart bench's path (issue 14), for reading where the time goes: signs in
 * to a running server (BASE, default http://127.0.0.1:3310, seeded like the bench's), asks the
 * chart question once, then reloads the conversation RUNS times, tracing every reload but the first
 * with the timeline and the V8 sampling profiler. Writes OUT_DIR/TAG-<run>.json (open in Chrome's
 * Performance panel or Perfetto); the window is between the marks tt:cpu-from and tt:cpu-to. Not part of `npm run bench`:
 *   BASE=http://127.0.0.1:3310 RUNS=4 node --import tsx bench/chart-profile.ts
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { CHART_PROBE, CHART_QUESTION } from "./chart";
import { conversationWithTable, signIn } from "./chat-perf";

const base = process.env.BASE ?? "http://127.0.0.1:3310";
const runs = Number(process.env.RUNS ?? 4);
const tag = process.env.TAG ?? "chart";
const outDir = process.env.OUT_DIR ?? "bench/results/traces";
const viewport = { width: 1280, height: 900 };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const setup = await browser.newContext({ baseURL: base, viewport });
  const page = await setup.newPage();
  await signIn(page);
  const { conversationId } = await conversationWithTable(page, CHART_QUESTION);
  const storageState = await setup.storageState();
  await setup.close();
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ baseURL: base, storageState, viewport });
    await context.addInitScript({ content: CHART_PROBE });
    const p = await context.newPage();
    const file = path.join(outDir, `${tag}-${i}.json`);
    if (i > 0)
      await browser.startTracing(p, {
        path: file,
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "blink.user_timing",
          "v8.execute",
          "disabled-by-default-v8.cpu_profiler",
          "loading",
        ],
      });
    await p.goto(`/c/${conversationId}`);
    const handle = await p.waitForFunction(() => {
      const probe = (window as unknown as { __chartProbe?: Record<string, number | null> }).__chartProbe;
      return probe && probe.painted !== null && probe.arrived !== null ? probe : null;
    });
    const v = (await handle.jsonValue()) as Record<string, number>;
    // The window's ends as marks in the trace (the probe's own marks need the resource entry before the frame).
    await p.evaluate(
      ([sent, from, to]) => {
        performance.mark("tt:cpu-sent", { startTime: sent });
        performance.mark("tt:cpu-from", { startTime: from });
        performance.mark("tt:cpu-to", { startTime: to });
      },
      [v.sent, v.arrived, v.painted] as const,
    );
    await p.waitForTimeout(300);
    if (i > 0) await browser.stopTracing();
    console.log(
      `${i}: rendered ${(v.rendered - v.arrived).toFixed(1)} ms, painted ${(v.painted - v.arrived).toFixed(1)} ms (sent → painted ${(v.painted - v.sent).toFixed(1)} ms)${i > 0 ? ` → ${file}` : " (not traced)"}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
