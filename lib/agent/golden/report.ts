/** Text report of a question-suite run: the right / wrong / non-answer table, then the failures. Pure. */
import type { Split } from "./questions";
import type { QuestionResult, SkippedQuestion, SplitCounts } from "./run-questions";

const pct = (n: number, d: number) => (d ? `${Math.round((100 * n) / d)} %` : "—");
const clip = (s: string, n: number) => {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};

export function formatCall(c: QuestionResult["calls"][number]): string {
  const tool = c.tool.slice(c.tool.indexOf("/") + 1);
  return `${tool} ${JSON.stringify(c.args)} → ${c.status}${c.status === "ok" ? ` (${c.records})` : ""}`;
}

export function formatExpect(e: QuestionResult["expect"]): string {
  const bits: string[] = [e.outcome];
  if (e.tools?.length) bits.push(e.tools.join(" + "));
  if (e.args) bits.push(JSON.stringify(e.args));
  if (e.entity) bits.push(`entity ${e.entity}`);
  if (e.doc) bits.push(`doc “${e.doc}”`);
  if (e.accept?.length) bits.push(`accept ${e.accept.join("/")}`);
  return bits.join(" · ");
}

export function formatQuestionReport(
  results: readonly QuestionResult[],
  skipped: readonly SkippedQuestion[],
  counts: Record<Split, SplitCounts>,
  detail: Split | "all",
): string {
  const lines: string[] = ["Question suite (golden/questions.jsonl)"];
  const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(9) : c.padStart(11))).join("");
  lines.push(row(["split", "right", "wrong", "non-answer", "total", "right %", "skipped"]));
  for (const s of ["dev", "holdout"] as const) {
    const c = counts[s];
    lines.push(
      row([
        s,
        `${c.right}`,
        `${c.wrong}`,
        `${c.nonAnswer}`,
        `${c.total}`,
        pct(c.right, c.total),
        `${c.skipped}`,
      ]),
    );
  }
  const worlds = [...new Set(skipped.map((s) => s.world))];
  for (const w of worlds)
    lines.push(
      `skipped: ${skipped.filter((s) => s.world === w).length} questions of world "${w}" (${skipped.find((s) => s.world === w)?.reason})`,
    );
  for (const s of ["dev", "holdout"] as const) {
    if (detail !== "all" && detail !== s) continue;
    const misses = results.filter((r) => r.split === s && r.verdict !== "right");
    if (misses.length === 0) continue;
    lines.push("", `${s} failures (${misses.length}):`);
    for (const verdict of ["wrong", "non-answer"] as const) {
      for (const r of misses.filter((m) => m.verdict === verdict)) {
        lines.push(`✘ ${verdict.padEnd(10)} ${r.id}  “${r.q}”`);
        lines.push(`    expected: ${formatExpect(r.expect)}`);
        lines.push(
          `    got: ${r.observed} · status ${r.status} · ${r.calls.length ? r.calls.map(formatCall).join(" ; ") : "no calls"}`,
        );
        if (r.reasons.length) lines.push(`    why: ${r.reasons.join("; ")}`);
        if (r.text) lines.push(`    reply: ${clip(r.text, 140)}`);
      }
    }
  }
  return lines.join("\n");
}
