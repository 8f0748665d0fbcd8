import { describe, expect, it } from "vitest";
import { resumingStatus } from "@/lib/db/repositories/turns";
import { pickStateOf } from "./pick-state";

const NOW = new Date("2026-12-01T12:00:00Z");
const TABLE = "art-customers";
const pick = { id: "sel-2", version: 2, artifactId: TABLE, label: "Riccardo Lorini · Torino · #C-1377" };
const labels = new Map([
  ["sel-1", "Riccardo Lorini · Milano · #C-1042"],
  ["sel-2", pick.label],
]);
const at = (ms: number) => resumingStatus(new Date(NOW.getTime() + ms));

describe("pickStateOf: what a pick-one table shows, from its turn", () => {
  it("waits for a pick while its turn is suspended, with the reason when the last try failed", () => {
    expect(pickStateOf(TABLE, { status: "suspended", plans: {} }, null, labels, NOW)).toEqual({
      status: "waiting",
    });
    const failed = {
      status: "suspended",
      plans: {
        resumeFailure: {
          selection: { id: "sel-2", version: 2 },
          artifactId: TABLE,
          code: "x",
          message: "No.",
          at: "",
        },
      },
    };
    expect(pickStateOf(TABLE, failed, pick, labels, NOW)).toEqual({
      status: "waiting",
      label: pick.label,
      error: "No.",
      retry: { selectionId: "sel-2", version: 2 },
    });
    // A later selection elsewhere is not what "Try again" would continue with.
    expect(pickStateOf(TABLE, failed, { ...pick, id: "sel-3", artifactId: "other" }, labels, NOW)).toEqual({
      status: "waiting",
      label: pick.label,
      error: "No.",
    });
  });

  it("is continuing while a live claim holds the turn, stalled once the claim lapsed (or had no lease)", () => {
    expect(pickStateOf(TABLE, { status: at(10_000), plans: {} }, pick, labels, NOW)).toEqual({
      status: "continuing",
      label: pick.label,
    });
    for (const status of [at(-1), "resuming"])
      expect(pickStateOf(TABLE, { status, plans: {} }, pick, labels, NOW)).toEqual({
        status: "stalled",
        label: pick.label,
        retry: { selectionId: "sel-2", version: 2 },
      });
  });

  it("is continued once a continuation used a pick from this table, whatever the turn did next", () => {
    const plans = {
      continuations: [
        { artifactId: TABLE, selection: { id: "sel-1", version: 1 }, picked: { id: "C-1042" } },
      ],
    };
    for (const status of ["done", "error", "suspended", at(10_000)])
      expect(pickStateOf(TABLE, { status, plans }, pick, labels, NOW)).toEqual({
        status: "continued",
        label: labels.get("sel-1"),
        row: { id: "C-1042" },
      });
    // The turn's next pick-one table (a further ambiguity) waits for its own pick.
    expect(pickStateOf("art-next", { status: "suspended", plans }, null, labels, NOW)).toEqual({
      status: "waiting",
    });
  });

  it("is closed when its turn no longer waits and never continued from it, or is not found", () => {
    expect(pickStateOf(TABLE, { status: "done", plans: {} }, null, labels, NOW)).toEqual({
      status: "closed",
    });
    expect(pickStateOf(TABLE, undefined, null, labels, NOW)).toEqual({ status: "closed" });
  });
});
