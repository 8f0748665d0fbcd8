import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The `npm run route` contract (scripts/route.ts), exercised on small fixture catalogs.
const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(import.meta.dirname, "__fixtures__");
const TOOLS = path.join(FIXTURES, "tools.json");
const QUERIES = path.join(FIXTURES, "queries.jsonl");

function run(args: string[]) {
  const r = spawnSync("node", ["--import", "tsx", "scripts/route.ts", ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const lines = (stdout: string) =>
  stdout
    .split("\n")
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l) as { id: string; ranked: string[] });

describe("npm run route", () => {
  it("prints one JSON line per query with exactly k names, best first", () => {
    const stdout = execFileSync(
      "npm",
      ["run", "--silent", "route", "--", "--tools", TOOLS, "--queries", QUERIES, "--k", "3"],
      {
        cwd: ROOT,
        encoding: "utf8",
      },
    );
    const out = lines(stdout);
    expect(out.map((o) => o.id)).toEqual(["q1", "q2", "q3", "q4"]);
    for (const o of out) {
      expect(Object.keys(o)).toEqual(["id", "ranked"]);
      expect(o.ranked).toHaveLength(3);
      expect(new Set(o.ranked).size).toBe(3);
    }
    expect(out[0].ranked[0]).toBe("customers.search");
    expect(out[1].ranked[0]).toBe("orders.get");
    expect(out[2].ranked[0]).toBe("billing.list_invoices");
    expect(out[3].ranked[0]).toBe("team.list_members");
  });

  it("defaults to k = 40 (capped by the catalog size) and reports recall on stderr when gold is present", () => {
    const r = run(["--tools", TOOLS, "--queries", QUERIES]);
    expect(r.status).toBe(0);
    for (const o of lines(r.stdout)) expect(o.ranked).toHaveLength(10);
    expect(r.stderr).toMatch(/recall@1=1 recall@8=1 recall@40=1 all-golds@8=1 all-golds@40=1 \(3 labelled/);
  });

  it("writes to --out and ranks an OpenAPI document", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "route-"));
    const out = path.join(dir, "ranked.jsonl");
    const r = run([
      "--tools",
      path.join(FIXTURES, "logistics.openapi.json"),
      "--queries",
      QUERIES,
      "--k",
      "2",
      "--out",
      out,
    ]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("");
    const ranked = lines(readFileSync(out, "utf8"));
    expect(ranked).toHaveLength(4);
    expect(ranked.every((o) => o.ranked.length === 2)).toBe(true);
  });

  it("fails with a usage message and a non-zero status on bad arguments", () => {
    const r = run(["--tools", TOOLS]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/usage: npm run --silent route/);
  });
});
