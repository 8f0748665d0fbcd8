import { describe, expect, it } from "vitest";
import { decodeSteps, runSliced, runSync, type Sliced } from "./sliced";

/** About `ms` of synchronous work, in steps of a tenth of a millisecond. */
function* busy(ms: number): Sliced<number> {
  const until = performance.now() + ms;
  let steps = 0;
  while (performance.now() < until) {
    const t = performance.now();
    while (performance.now() - t < 0.1) {}
    steps += 1;
    yield;
  }
  return steps;
}

describe("runSliced", () => {
  it("lets timers run while a long computation goes on, and returns what runSync returns", async () => {
    let fired = 0;
    const timer = setInterval(() => {
      fired += 1;
    }, 1);
    const steps = await runSliced(busy(60));
    clearInterval(timer);
    expect(steps).toBeGreaterThan(0);
    // 60 ms in slices of a few: the 1 ms timer ran between them, not once at the end.
    expect(fired).toBeGreaterThan(3);
    expect(runSync(busy(1))).toBeGreaterThan(0);
  });

  it("decodes UTF-8 parts whole, a character torn between two parts included", () => {
    const bytes = Buffer.from("é😀 ok", "utf8");
    const parts = [bytes.subarray(0, 1), bytes.subarray(1, 3), bytes.subarray(3)];
    expect(runSync(decodeSteps(parts))).toBe("é😀 ok");
  });
});
