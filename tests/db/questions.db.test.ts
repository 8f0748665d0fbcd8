// Must come first: registers the fixture stdio servers before anything reads the environment.
import "../conformance/register-servers";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLogisticsServer } from "@/demo/logistics/serve";
import { loadQuestions } from "@/lib/agent/golden/questions";
import { countBySplit, runQuestions, type SplitCounts } from "@/lib/agent/golden/run-questions";
import { isolatedDemoWorld, setUpFixtureWorlds } from "@/scripts/golden-worlds";
import { testDb } from "../helpers/db";

// The question suite (golden/questions.jsonl) through the real turn, as `npm run golden` runs it,
// held to what was measured: on the dev split no wrong answer but the one known and named below, and
// no more wrong answers or fewer right ones than recorded on the holdout (a regression guard; the
// holdout is never tuned to).
const db = testDb();
let counts: Record<"dev" | "holdout", SplitCounts>;
let devWrong: string[] = [];
/** Dev questions answered from documents that cited another document than expected. */
let devOtherDocument: string[] = [];
// The suite is measured on SQLite, whose knowledge-base search ranks by FTS5 bm25; PostgreSQL ranks
// by ts_rank, which orders some loosely worded questions' passages differently ("do customers pay to
// send things back?" cites Refunds before the Returns policy). On PostgreSQL only, such a question
// — answered from documents, as expected, citing another one — is listed apart, never hidden.
const postgres = (process.env.DATABASE_URL ?? "").startsWith("postgres");
let close = async () => {};

beforeAll(async () => {
  process.env.AGENT_TODAY ??= "2025-10-01";
  const server = await startLogisticsServer();
  process.env.DEMO_LOGISTICS_BASE_URL = server.url;
  const demo = await isolatedDemoWorld(db, server.url);
  const questions = loadQuestions();
  const fixtures = await setUpFixtureWorlds(
    db,
    new Set(questions.map((q) => q.world).filter((w) => w !== "demo")),
  );
  close = async () => {
    await fixtures.close();
    await server.close();
  };
  expect(fixtures.problems).toEqual([]);
  const { results, skipped } = await runQuestions(db, [demo, ...fixtures.worlds], questions);
  counts = countBySplit(results, skipped);
  const wrong = results.filter((r) => r.split === "dev" && r.verdict === "wrong");
  const otherDocument = (r: (typeof wrong)[number]) =>
    postgres && r.expect.outcome === "kb" && r.observed === "kb" && r.reasons.every((x) => /^cited /.test(x));
  devWrong = wrong.filter((r) => !otherDocument(r)).map((r) => r.id);
  devOtherDocument = wrong.filter(otherDocument).map((r) => r.id);
}, 1_200_000);

afterAll(async () => {
  await close();
  const { mcpPool } = await import("@/lib/connectors/runtime");
  await mcpPool().close();
});

describe("the question suite", () => {
  it("gives no new wrong answer on the dev split, and answers at least what was measured", () => {
    expect(counts.dev.skipped).toBe(0);
    // Known, not fixed; any other wrong answer fails here. From a batch written to find wrong answers
    // (session 17): "how many overdue loans does each member have?" lists the overdue loans (no count
    // per member), and "what has Dr. Anika Roy assigned?" searches course titles for her name and says
    // none.
    // Session 19's batch written to find wrong answers (risks8, 105 questions) found seven more on dev,
    // not fixed yet: "who paid invoice …" shows the invoice (no payer field: should be an honest
    // "I can't"), "pets of the same species as Biscuit" drops the species, "users with urgent issues" and
    // "policyholders with denied claims" and "customers with open invoices, how many" list the other
    // entity's records (should ask), "the latest claim" drops the order, "who approved course …" shows
    // the course. (Session 18's "who closed ENG-142?", "who approved claim CLM-1042?", "issues we
    // abandoned" and "codehost.s7.none-approved" are fixed: a deed needs a field naming its doer.)
    const known = new Set([
      "library.risks6.overdue-per-member",
      "lms.twohop.roy-assignments",
      "vetclinic.risks8.who-paid-invoice",
      "vetclinic.risks8.same-species-as-biscuit",
      "tracker.risks8.users-with-urgent",
      "claims.risks8.holders-with-denied",
      "claims.risks8.latest-claim",
      "lms.risks8.who-approved-course",
      "billing.risks8.customers-with-open-count",
    ]);
    expect(devWrong.filter((id) => !known.has(id))).toEqual([]);
    // 1,538 of 1,882 on SQLite when last measured (session 20); PostgreSQL's document ranking (see above)
    // answered 9 fewer in session 10.
    expect(counts.dev.right).toBeGreaterThanOrEqual(1495);
    // PostgreSQL's document ranking (see above) may differ on a few knowledge-base questions; on SQLite
    // none is set apart.
    expect(devOtherDocument.length).toBeLessThanOrEqual(postgres ? 3 : 0);
  });

  it("does not regress on the holdout (78 wrong and 1,276 right of 1,762 when last measured)", () => {
    expect(counts.holdout.skipped).toBe(0);
    // 78 on SQLite in session 20: 69 of session 18's 1,711 questions, 9 of the 47 risks8 questions
    // on the holdout (a batch written to find wrong answers before tuning; rules were tuned on its dev
    // half only).
    expect(counts.holdout.wrong).toBeLessThanOrEqual(78);
    expect(counts.holdout.right).toBeGreaterThanOrEqual(1232);
  });
});
