import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// `npm run bench` is documented in the README: the script must load every benchmark module under the
// flags package.json gives it (the turn bench reaches server-only modules, which need the
// react-server condition). An unknown BENCH_ONLY part loads them all and stops with a clear error
// before any benchmark runs, so this is cheap.
describe("npm run bench", () => {
  it("loads all benchmark modules and refuses an unknown BENCH_ONLY part by name", () => {
    const run = spawnSync("npm", ["run", "--silent", "bench"], {
      env: { ...process.env, BENCH_ONLY: "no-such-part" },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.stderr).toContain("BENCH_ONLY must be one of routing, turns,");
    expect(run.stderr).toContain('(got "no-such-part")');
    expect(run.status).toBe(2);
  }, 150_000);
});
