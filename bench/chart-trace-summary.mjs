/**
 * Where the main thread's script time goes between the chart bench's marks (issue 14): reads traces
 * written by bench/chart-profile.ts (timeline + V8 sampling profiler; marks tt:cpu-from / tt:cpu-to)
 * or by bench/chart-lab.ts with LAB_PROFILE_DIR (FROM=lab:from TO=lab:to), and prints
 *   - the window's tasks on the marks' thread with their thread time and main events;
 *   - the V8 samples inside the window (or, TASK=longest, inside its longest task), by function:
 *     inclusive and self share, counted in samples — the sampler's wall-clock spacing stretches on a
 *     loaded machine (a descheduled thread's next sample carries the gap), a count does not.
 * Function names and columns are the built bundle's (the chunk the frame's script came from).
 *   node bench/chart-trace-summary.mjs bench/results/traces/chart-*.json [TOP]
 */
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const TOP = /^\d+$/.test(args.at(-1) ?? "") ? Number(args.pop()) : 40;
const FROM = process.env.FROM ?? "tt:cpu-from";
const TO = process.env.TO ?? "tt:cpu-to";
const chunkOf = (url) => (url ? url.split("/").pop().replace(/\?.*$/, "") : "");
const nameOf = (cf) => `${cf.functionName || "(anonymous)"} ${chunkOf(cf.url)}:${cf.columnNumber}`;

const inclusive = new Map();
const self = new Map();
let samplesTotal = 0;
for (const file of args) {
  const events = JSON.parse(readFileSync(file, "utf8")).traceEvents;
  const from = events.find((e) => e.name === FROM);
  const to = events.find((e) => e.name === TO);
  if (!from || !to) {
    console.error(`${file}: no ${FROM} / ${TO} marks`);
    continue;
  }
  const thread = events.filter((e) => e.pid === from.pid && e.tid === from.tid && e.ph === "X");
  const tasks = thread
    .filter((e) => e.name === "RunTask" && e.ts + e.dur > from.ts && e.ts < to.ts)
    .sort((a, b) => a.ts - b.ts);
  const cpu = tasks.reduce((n, t) => n + (t.tdur ?? 0), 0) / 1000;
  console.log(
    `${file}: window ${((to.ts - from.ts) / 1000).toFixed(1)} ms, tasks' thread time ${cpu.toFixed(1)} ms`,
  );
  for (const t of tasks) {
    if ((t.tdur ?? 0) < 1000) continue;
    const inner = thread.filter(
      (c) => c !== t && c.name !== "RunTask" && c.ts >= t.ts && c.ts <= t.ts + t.dur && (c.tdur ?? 0) >= 300,
    );
    const what = inner.map(
      (c) =>
        `${c.name}${c.args?.data?.functionName ? `(${c.args.data.functionName})` : ""} ${(c.tdur / 1000).toFixed(1)}`,
    );
    console.log(
      `  +${((t.ts - from.ts) / 1000).toFixed(1)} ms: ${(t.tdur / 1000).toFixed(1)} ms — ${what.join(", ")}`,
    );
  }
  const [start, end] =
    process.env.TASK === "longest"
      ? (() => {
          const big = [...tasks].sort((a, b) => b.tdur - a.tdur)[0];
          return [big.ts, big.ts + big.dur];
        })()
      : [from.ts, to.ts];
  // The profile of the marks' thread: a Profile event, then ProfileChunks (nodes, samples, time deltas).
  const profile =
    events.find((e) => e.name === "Profile" && e.pid === from.pid && e.tid === from.tid) ??
    events.find((e) => e.name === "Profile" && e.pid === from.pid);
  if (!profile) continue;
  const nodes = new Map();
  let t = profile.args.data.startTime;
  for (const c of events.filter(
    (e) => e.name === "ProfileChunk" && e.id === profile.id && e.pid === profile.pid,
  )) {
    const cp = c.args.data.cpuProfile ?? {};
    for (const n of cp.nodes ?? []) nodes.set(n.id, n);
    const samples = cp.samples ?? [];
    const deltas = c.args.data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      t += deltas[i] ?? 0;
      if (t < start || t > end) continue;
      samplesTotal++;
      let n = nodes.get(samples[i]);
      if (!n) continue;
      self.set(nameOf(n.callFrame), (self.get(nameOf(n.callFrame)) ?? 0) + 1);
      const seen = new Set();
      for (; n; n = nodes.get(n.parent)) {
        const k = nameOf(n.callFrame);
        if (seen.has(k)) continue;
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + 1);
      }
    }
  }
}
const pct = (v) => `${((100 * v) / Math.max(1, samplesTotal)).toFixed(1).padStart(5)}%`;
console.log(
  `\n${samplesTotal} samples${process.env.TASK === "longest" ? " in each window's longest task" : " in the windows"}: inclusive, self, function`,
);
for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, TOP))
  console.log(`  ${pct(v)} ${pct(self.get(k) ?? 0)}  ${k}`);
console.log("\nlargest self shares:");
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Math.min(TOP, 20)))
  console.log(`  ${pct(v)}  ${k}`);
