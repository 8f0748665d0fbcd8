/**
 * Summarize a V8 .cpuprofile (node --cpu-prof, or BENCH_TQ_PROFILE in bench/turn-queries.ts):
 * self time by function and by module (file, node_modules collapsed to the package), and total
 * (inclusive) time of the project's own functions. Run: `node bench/profile-summary.mjs FILE [TOP]`.
 */
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/profile-summary.mjs FILE.cpuprofile [TOP]");
  process.exit(2);
}
const TOP = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// PROFILE_WINDOW=from-to (µs on the monotonic clock, as bench/load.ts prints a level's): only the
// samples taken inside it count (a server's profile cut to one load level).
const [from, to] = (process.env.PROFILE_WINDOW ?? "").split("-").map(Number);
if (from && to) {
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) profile.timeDeltas[i] = 0;
  }
}

/** Self time per node id (µs): each sample's delta goes to the node it was taken in. */
const self = new Map();
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const d = profile.timeDeltas[i] ?? 0;
  total += d;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + d);
}

/** A built chunk's source map (a production server's bundles: the source file each function came from). */
const maps = new Map();
const sourceMapOf = (file) => {
  if (!maps.has(file)) {
    let map = null;
    try {
      if (existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8")));
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return maps.get(file);
};
/** The original file of a call frame in a bundled chunk, or its own url. */
const sourceOf = (f) => {
  const file = f.url?.replace(/^file:\/\//, "");
  const map = file && /\/\.next[^/]*\/server\//.test(file) ? sourceMapOf(file) : null;
  if (!map) return f.url;
  const e = map.findEntry(f.lineNumber, f.columnNumber);
  // Turbopack names sources "turbopack:///[project]/lib/x.ts" (node_modules too).
  return e?.originalSource ? e.originalSource.replace(/^turbopack:\/\/\/\[project\]\//, "/") : f.url;
};
const moduleOf = (url) => {
  if (!url) return "(native)";
  const u = url.replace(/^file:\/\//, "");
  const nm = u.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = u.slice(nm + 13).split("/");
    return `npm:${rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  const m = u.match(/\/(lib|app|bench|components|generated)\/.*$/);
  return m ? m[0].slice(1) : u.startsWith("node:") ? u : u.split("/").slice(-2).join("/");
};
const label = (n) => {
  const f = n.callFrame;
  return `${f.functionName || "(anonymous)"} ${moduleOf(sourceOf(f))}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
};

const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
const byFn = new Map();
const byModule = new Map();
for (const [id, us] of self) {
  const n = nodes.get(id);
  add(byFn, label(n), us);
  add(byModule, moduleOf(sourceOf(n.callFrame)), us);
}

/** Inclusive time of project functions (each function counted once per sample stack). */
const inclusive = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const d = profile.timeDeltas[i] ?? 0;
  const seen = new Set();
  for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
    const n = nodes.get(id);
    const mod = moduleOf(sourceOf(n.callFrame));
    if (!/^(lib|app|generated)\//.test(mod)) continue;
    const k = label(n);
    if (seen.has(k)) continue;
    seen.add(k);
    add(inclusive, k, d);
  }
}

const ms = (us) => (us / 1000).toFixed(1).padStart(9);
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
const show = (title, m) => {
  console.log(`\n== ${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${ms(v)} ms ${pct(v)}  ${k}`);
};
console.log(`total ${ms(total)} ms over ${profile.samples.length} samples`);
show("self time by module", byModule);
show("self time by function", byFn);
show("inclusive time, project functions", inclusive);

/** `node bench/profile-summary.mjs FILE TOP NAME`: who calls functions named NAME (self+inclusive by caller). */
const focus = process.argv[4];
if (focus) {
  const byCaller = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const d = profile.timeDeltas[i] ?? 0;
    const chain = [];
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) chain.push(nodes.get(id));
    const at = chain.findIndex((n) => n.callFrame.functionName === focus);
    if (at < 0) continue;
    const callers = chain
      .slice(at + 1, at + 4)
      .map(
        (n) =>
          `${n.callFrame.functionName || "(anon)"}@${moduleOf(n.callFrame.url).split("/").pop()}:${n.callFrame.columnNumber}`,
      )
      .join(" < ");
    add(byCaller, callers, d);
  }
  show(`callers of ${focus} (inclusive)`, byCaller);
}

/** `node bench/profile-summary.mjs FILE TOP NAME`: what functions named NAME spend their time in (direct callees). */
if (focus) {
  const byCallee = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const d = profile.timeDeltas[i] ?? 0;
    const chain = [];
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) chain.push(nodes.get(id));
    const at = chain.findLastIndex((n) => n.callFrame.functionName === focus);
    if (at < 0) continue;
    const callee = at === 0 ? "(self)" : label(chain[at - 1]);
    add(byCallee, callee, d);
  }
  show(`callees of ${focus} (outermost call, inclusive)`, byCallee);
}
