/**
 * The verdicts of the load-with-faults run (issue 13 item 4), apart from the run itself so that they
 * are unit-tested (bench/faults-checks.test.ts) and shared by the benchmark and the CI check: both
 * run bench/faults.ts, which calls `judgeFaults` on what it measured.
 *
 * Outage windows are measured, never assumed: a tenant's window runs from a kill until the data
 * source answered that tenant again — the end of the tenant's first successful data-source turn that
 * started after the kill (or, when no turn of the load was one, its recovery probe after the load).
 * The new process the app spawns is recorded beside it (`restartedAt`), but a process that exists has
 * not necessarily finished its handshake, so it does not end the window. A turn is inside when its span
 * overlaps one of its tenant's windows.
 */

export interface FaultTurn {
  tenant: string;
  /** A data-source question (answered by the MCP server); false: the knowledge base. */
  mcp: boolean;
  start: number;
  end: number;
  outcome: "ok" | "error" | "limited";
}

export interface FaultKill {
  killedAt: number;
  /** The MCP server processes killed. */
  pids: number[];
  /** When a new MCP server process of the app first appeared after the kill. */
  restartedAt?: number;
}

export interface FaultProbe {
  tenant: string;
  ok: boolean;
  end: number;
}

export interface FaultWindow {
  kill: number;
  tenant: string;
  killedAt: number;
  /** The data source answered the tenant again (see the module comment); undefined: never. */
  backAt?: number;
  /** What showed it: a turn of the load, or only the probe once the load had ended. */
  closedBy?: "turn" | "probe";
}

export interface FaultCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface FaultFacts {
  /** What the run was asked for. */
  expected: { users: number; seconds: number; kills: number };
  users: number;
  tenants: string[];
  turns: FaultTurn[];
  kills: FaultKill[];
  probes: FaultProbe[];
  /** Sends whose user message or answer is not stored. */
  lostMessages: number;
  /** Sends checked for lost messages (every turn of the load). */
  sendsChecked: number;
  crossTenant: { problems: string[]; probes: number };
}

export interface FaultVerdict {
  windows: FaultWindow[];
  errors: { inside: number; outside: number; insideNotDataSource: number };
  afterRecovery: { turns: number; errors: number };
  checks: FaultCheck[];
}

/** Each tenant's outage windows, measured from the turns (module comment). */
export function outageWindows(
  facts: Pick<FaultFacts, "tenants" | "turns" | "kills" | "probes">,
): FaultWindow[] {
  const windows: FaultWindow[] = [];
  facts.kills.forEach((k, kill) => {
    for (const tenant of facts.tenants) {
      const answered = facts.turns
        .filter((t) => t.tenant === tenant && t.mcp && t.outcome === "ok" && t.start > k.killedAt)
        .map((t) => t.end);
      const probe = facts.probes.find((p) => p.tenant === tenant && p.ok && p.end > k.killedAt);
      const backAt = answered.length ? Math.min(...answered) : probe?.end;
      const closedBy = answered.length ? "turn" : probe ? "probe" : undefined;
      windows.push({ kill, tenant, killedAt: k.killedAt, backAt, closedBy });
    }
  });
  return windows;
}

const overlaps = (t: FaultTurn, w: FaultWindow) =>
  w.tenant === t.tenant && t.end >= w.killedAt && t.start <= (w.backAt ?? Number.POSITIVE_INFINITY);

export function judgeFaults(facts: FaultFacts): FaultVerdict {
  const windows = outageWindows(facts);
  const inside = (t: FaultTurn) => windows.some((w) => overlaps(t, w));
  const errors = facts.turns.filter((t) => t.outcome === "error");
  const errorsInside = errors.filter(inside);
  const errorsOutside = errors.filter((t) => !inside(t));
  const insideNotDataSource = errorsInside.filter((t) => !t.mcp);
  // A tenant has recovered at the end of its last window; every turn of it started later must succeed.
  const recoveredAt = new Map(
    facts.tenants.map((tenant) => [
      tenant,
      Math.max(
        ...windows.filter((w) => w.tenant === tenant).map((w) => w.backAt ?? Number.POSITIVE_INFINITY),
      ),
    ]),
  );
  const after = facts.turns.filter((t) => t.start > (recoveredAt.get(t.tenant) ?? Number.POSITIVE_INFINITY));
  const afterErrors = after.filter((t) => t.outcome === "error");

  const { expected } = facts;
  const killedNothing = facts.kills.filter((k) => k.pids.length === 0).length;
  const idle = facts.tenants.filter((tenant) => !facts.turns.some((t) => t.tenant === tenant));
  const notRestarted = facts.kills.filter((k) => k.restartedAt === undefined).length;
  const neverBack = windows.filter((w) => w.backAt === undefined);
  const probesOk = facts.tenants.filter((tenant) => facts.probes.some((p) => p.tenant === tenant && p.ok));
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const describe = (w: FaultWindow) =>
    `kill ${w.kill + 1} ${w.tenant} ${secs(w.killedAt)}–${w.backAt === undefined ? "never" : secs(w.backAt)}`;

  const checks: FaultCheck[] = [
    {
      name: "the scenario ran (users, seconds, kills of a running MCP server)",
      ok:
        facts.users === expected.users &&
        facts.kills.length === expected.kills &&
        killedNothing === 0 &&
        idle.length === 0 &&
        facts.turns.length >= facts.users,
      detail: `${facts.users}/${expected.users} users, ${expected.seconds} s, ${facts.turns.length} turns, ${facts.kills.length}/${expected.kills} kills (${facts.kills.map((k) => k.pids.length).join(" + ")} processes killed)${idle.length ? `; no turn from ${idle.join(", ")}` : ""}`,
    },
    {
      name: "no lost messages",
      ok: facts.lostMessages === 0 && facts.sendsChecked === facts.turns.length && facts.sendsChecked > 0,
      detail: `${facts.lostMessages} of ${facts.sendsChecked} sends without their stored message and answer`,
    },
    {
      name: "no cross-tenant data",
      ok: facts.crossTenant.problems.length === 0 && facts.crossTenant.probes === facts.tenants.length,
      detail: `${facts.crossTenant.problems.length} problems${facts.crossTenant.problems.length ? ` (${facts.crossTenant.problems.slice(0, 3).join("; ")})` : ""}, ${facts.crossTenant.probes}/${facts.tenants.length} reads of another tenant's table tried (each must answer 404)`,
    },
    {
      name: "errors only inside the outage windows (and only on data-source turns)",
      ok: errorsOutside.length === 0 && insideNotDataSource.length === 0,
      detail: `${errorsInside.length} inside, ${errorsOutside.length} outside${errorsOutside.length ? ` (started at ${errorsOutside.map((t) => `${t.tenant} ${secs(t.start)}`).join(", ")})` : ""}, ${insideNotDataSource.length} on knowledge-base turns; windows ${windows.map(describe).join(", ")}`,
    },
    {
      name: "full recovery after each outage",
      ok:
        notRestarted === 0 &&
        neverBack.length === 0 &&
        afterErrors.length === 0 &&
        probesOk.length === facts.tenants.length,
      detail: `${facts.kills.length - notRestarted}/${facts.kills.length} kills followed by a new MCP server process, ${windows.length - neverBack.length}/${windows.length} windows closed by an answer from it (${windows.filter((w) => w.closedBy === "probe").length} only by the probe after the load), ${afterErrors.length} errors in ${after.length} turns after the last window, probes after the load ${probesOk.length}/${facts.tenants.length} ok`,
    },
  ];
  return {
    windows,
    errors: {
      inside: errorsInside.length,
      outside: errorsOutside.length,
      insideNotDataSource: insideNotDataSource.length,
    },
    afterRecovery: { turns: after.length, errors: afterErrors.length },
    checks,
  };
}
