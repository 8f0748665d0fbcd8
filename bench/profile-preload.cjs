/**
 * Preloaded into an app instance by bench/load.ts (BENCH_LOAD_PROFILE=DIR; NODE_OPTIONS allows
 * `--require` but not `--cpu-prof`): a V8 CPU profile of the whole process, written on exit as
 * DIR/<pid>.cpuprofile (summarize with bench/profile-summary.mjs, PROFILE_WINDOW cuts it to a level),
 * and process.memoryUsage() sampled every second, its highest values and the last one written as
 * DIR/<pid>.memory.json. Every node process of the instance loads it (npx, next start, next-server);
 * the next-server's pid is the one bench/load.ts prints.
 */
const { Session } = require("node:inspector");
const { writeFileSync } = require("node:fs");
const path = require("node:path");

const dir = process.env.BENCH_PROFILE_DIR;

/** Resident MB by mapping at exit (/proc/self/smaps): anonymous (V8 heap, malloc, WebAssembly), files. */
function residentMb() {
  const by = {};
  let name = "";
  try {
    for (const line of require("node:fs").readFileSync("/proc/self/smaps", "utf8").split("\n")) {
      const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (head) name = head[1] ? path.basename(head[1]) : "(anonymous)";
      const rss = /^Rss:\s+(\d+) kB/.exec(line);
      if (rss) by[name] = (by[name] ?? 0) + Number(rss[1]);
    }
  } catch {
    return {};
  }
  const top = Object.entries(by)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  return Object.fromEntries(top.map(([k, v]) => [k, Math.round(v / 1024)]));
}
if (dir) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 1000 });
  session.post("Profiler.start");
  const max = {};
  let last = {};
  const sample = () => {
    last = process.memoryUsage();
    for (const [k, v] of Object.entries(last)) max[k] = Math.max(max[k] ?? 0, v);
  };
  setInterval(sample, 1000).unref();
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    sample();
    const mb = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v / 2 ** 20)]));
    writeFileSync(
      path.join(dir, `${process.pid}.memory.json`),
      JSON.stringify({ title: process.title, maxMb: mb(max), lastMb: mb(last), residentMb: residentMb() }),
    );
    // The in-process session answers synchronously: the profile is written before the process ends.
    session.post("Profiler.stop", (err, res) => {
      if (!err) writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(res.profile));
    });
  };
  process.on("exit", write);
  // next start ends on SIGTERM through its own handler (process.exit → "exit"); this one only writes.
  process.prependListener("SIGTERM", write);
}
