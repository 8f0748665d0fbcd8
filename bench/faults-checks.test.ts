import { describe, expect, it } from "vitest";
import { type FaultFacts, type FaultTurn, judgeFaults, outageWindows } from "./faults-checks";

const turn = (
  tenant: string,
  start: number,
  end: number,
  outcome: FaultTurn["outcome"] = "ok",
  mcp = true,
) => ({
  tenant,
  mcp,
  start,
  end,
  outcome,
});

/** A run that passes: two kills at 15 s and 36 s, each breaking the turns in flight of both tenants. */
function passing(): FaultFacts {
  const turns: FaultTurn[] = [
    turn("acme", 0, 5_000),
    turn("globex", 0, 6_000),
    turn("acme", 5_500, 7_000, "ok", false),
    turn("acme", 12_000, 16_000, "error"), // in flight at the first kill
    turn("globex", 14_000, 17_000, "error"),
    turn("acme", 16_500, 18_000, "error"), // started after the kill, before the server answered again
    turn("acme", 17_000, 20_000, "ok", false), // the knowledge base answers during the outage
    turn("acme", 18_500, 21_000), // acme answered again at 21 s
    turn("globex", 18_000, 22_000), // globex at 22 s
    turn("acme", 30_000, 37_000, "error"), // in flight at the second kill
    turn("globex", 36_500, 40_000),
    turn("acme", 38_000, 41_000),
    turn("acme", 45_000, 48_000),
    turn("globex", 50_000, 52_000),
  ];
  return {
    expected: { users: 2, seconds: 60, kills: 2 },
    users: 2,
    tenants: ["acme", "globex"],
    turns,
    kills: [
      { killedAt: 15_000, pids: [11, 12], restartedAt: 16_800 },
      { killedAt: 36_000, pids: [13, 14], restartedAt: 36_900 },
    ],
    probes: [
      { tenant: "acme", ok: true, end: 63_000 },
      { tenant: "globex", ok: true, end: 64_000 },
    ],
    lostMessages: 0,
    sendsChecked: turns.length,
    crossTenant: { problems: [], probes: 2 },
  };
}

/** The checks that fail; every turn counts as a checked send unless `sendsChecked` is the point. */
const failed = (facts: FaultFacts, sendsChecked = facts.turns.length) =>
  judgeFaults({ ...facts, sendsChecked })
    .checks.filter((c) => !c.ok)
    .map((c) => c.name);

describe("load with faults: verdicts", () => {
  it("windows run from each kill to the tenant's first data-source answer started after it", () => {
    const w = outageWindows(passing());
    expect(w.map((x) => [x.kill, x.tenant, x.killedAt, x.backAt])).toEqual([
      [0, "acme", 15_000, 21_000],
      [0, "globex", 15_000, 22_000],
      [1, "acme", 36_000, 41_000],
      [1, "globex", 36_000, 40_000],
    ]);
    expect(w.every((x) => x.closedBy === "turn")).toBe(true);
    // No data-source turn of globex after the second kill: its probe after the load closes the window.
    const f = passing();
    f.turns = f.turns.filter((t) => !(t.tenant === "globex" && t.start > 36_000));
    expect(outageWindows(f).find((x) => x.kill === 1 && x.tenant === "globex")).toMatchObject({
      backAt: 64_000,
      closedBy: "probe",
    });
  });

  it("a run with errors only inside the windows passes every check", () => {
    const v = judgeFaults(passing());
    expect(v.checks.every((c) => c.ok)).toBe(true);
    expect(v.errors).toEqual({ inside: 4, outside: 0, insideNotDataSource: 0 });
    expect(v.afterRecovery).toEqual({ turns: 2, errors: 0 });
  });

  it("an error after the tenant was answered again is outside (a zero-length window would fail too)", () => {
    const f = passing();
    f.turns.push(turn("acme", 23_000, 25_000, "error"));
    expect(failed(f)).toEqual(["errors only inside the outage windows (and only on data-source turns)"]);
    const g = passing();
    g.turns = g.turns.filter((t) => !(t.outcome === "ok" && t.start > 15_000 && t.start < 36_000));
    // Without the answers that closed the first windows, they last until the next answer.
    expect(failed(g)).toEqual([]);
  });

  it("an error before any kill is outside", () => {
    const f = passing();
    f.turns.push(turn("globex", 1_000, 3_000, "error"));
    expect(failed(f)).toEqual(["errors only inside the outage windows (and only on data-source turns)"]);
  });

  it("a knowledge-base turn failing during an outage fails the check", () => {
    const f = passing();
    f.turns.push(turn("acme", 16_000, 19_000, "error", false));
    expect(failed(f)).toEqual(["errors only inside the outage windows (and only on data-source turns)"]);
  });

  it("a lost message, or sends left unchecked, fail", () => {
    expect(failed({ ...passing(), lostMessages: 1 })).toEqual(["no lost messages"]);
    expect(failed(passing(), 3)).toEqual(["no lost messages"]);
  });

  it("a cross-tenant problem, or a probe that did not run, fails", () => {
    expect(
      failed({ ...passing(), crossTenant: { problems: ["acme was shown globex's t1"], probes: 2 } }),
    ).toEqual(["no cross-tenant data"]);
    expect(failed({ ...passing(), crossTenant: { problems: [], probes: 1 } })).toEqual([
      "no cross-tenant data",
    ]);
  });

  it("no recovery: no new process, a tenant never answered again, a failed probe", () => {
    const f = passing();
    f.kills[1].restartedAt = undefined;
    expect(failed(f)).toEqual(["full recovery after each outage"]);
    const g = passing();
    g.turns = g.turns.filter((t) => !(t.tenant === "globex" && t.start > 36_000));
    g.probes[1].ok = false;
    expect(failed(g)).toEqual(["full recovery after each outage"]);
    const h = passing();
    h.probes[0].ok = false;
    expect(failed(h)).toEqual(["full recovery after each outage"]);
  });

  it("a tenant that is never answered again has an open window, and the recovery check fails", () => {
    const f = passing();
    f.turns = f.turns.filter((t) => !(t.tenant === "acme" && t.start > 36_000));
    f.turns.push(turn("acme", 45_000, 47_000, "error"), turn("acme", 50_000, 51_000, "error"));
    f.probes[0].ok = false;
    const v = judgeFaults(f);
    expect(v.windows.find((w) => w.kill === 1 && w.tenant === "acme")?.backAt).toBeUndefined();
    expect(failed(f)).toEqual(["full recovery after each outage"]);
  });

  it("a kill that killed nothing, a missing kill or a tenant without turns is not the scenario", () => {
    const f = passing();
    f.kills[0].pids = [];
    expect(failed(f)).toEqual(["the scenario ran (users, seconds, kills of a running MCP server)"]);
    // (and the turn the missing kill broke is an error outside every window)
    expect(failed({ ...passing(), kills: passing().kills.slice(0, 1) })).toContain(
      "the scenario ran (users, seconds, kills of a running MCP server)",
    );
    const g = passing();
    g.turns = g.turns.filter((t) => t.tenant === "acme");
    expect(failed(g)).toContain("the scenario ran (users, seconds, kills of a running MCP server)");
  });
});
