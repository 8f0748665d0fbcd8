/**
 * What every bench run as its own process shares: the machine it ran on (other work on the machine
 * skews timings: the load average is part of every result), writing its JSON to bench/results, and
 * running `main` when the file is the entry point.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./server";

export function machine() {
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
  };
}

export function writeResult(name: string, result: unknown): void {
  const dir = path.join(ROOT, "bench/results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), `${JSON.stringify(result, null, 2)}\n`);
}

/** Runs `main` when `file` (the caller's import.meta.filename) is the process's entry point, then exits. */
export function runAsChild(file: string, main: () => Promise<void>): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== path.resolve(file)) return;
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
