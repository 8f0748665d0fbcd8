/** Compares one recorded turn against a golden step's expectations. Pure. */
import type { MessagePart } from "@/lib/chat/types";
import type { GoldenExpect } from "./types";

export interface ObservedTurn {
  status: string;
  decision: string;
  called: string[];
  parts: MessagePart[];
  artifactArgs: Record<string, unknown>[];
  selectionRow?: Record<string, unknown>;
}

export function checkTurn(exp: GoldenExpect, t: ObservedTurn): string[] {
  const f: string[] = [];
  if (exp.status && t.status !== exp.status) f.push(`status ${t.status}, expected ${exp.status}`);
  if (exp.decision && t.decision !== exp.decision) f.push(`decision ${t.decision}, expected ${exp.decision}`);
  if (exp.called && JSON.stringify([...t.called].sort()) !== JSON.stringify([...exp.called].sort()))
    f.push(`called [${t.called.join(", ")}], expected [${exp.called.join(", ")}]`);
  const arts = t.parts.filter((p) => p.type === "artifact");
  if (exp.artifacts) {
    if (arts.length !== exp.artifacts.length) {
      // What the turn said instead (an upstream error, a question back) is what a reader needs to see.
      const said = t.parts
        .find((p) => p.type === "text")
        ?.text.replace(/\s+/g, " ")
        .slice(0, 200);
      f.push(
        `${arts.length} artifacts, expected ${exp.artifacts.length}${said ? ` (answered: "${said}")` : ""}`,
      );
    }
    exp.artifacts.forEach((a, i) => {
      const got = arts[i];
      if (!got) return;
      if (got.entity !== a.entity) f.push(`artifact ${i} entity ${got.entity}, expected ${a.entity}`);
      if (a.rowCount !== undefined && got.rowCount !== a.rowCount)
        f.push(`artifact ${i} has ${got.rowCount} rows, expected ${a.rowCount}`);
      if (a.purpose && got.purpose !== a.purpose)
        f.push(`artifact ${i} purpose ${got.purpose}, expected ${a.purpose}`);
    });
  }
  if (exp.recordCard) {
    const card = t.parts.find((p) => p.type === "record-card");
    if (!card) f.push("no record card");
    else {
      if (card.entity !== exp.recordCard.entity) f.push(`record card entity ${card.entity}`);
      const key = exp.recordCard.idFromSelection;
      if (key && card.record[key] !== t.selectionRow?.[key])
        f.push(`record card ${key} ${String(card.record[key])}, selected ${String(t.selectionRow?.[key])}`);
    }
  }
  if (exp.argsFromSelection) {
    for (const [arg, field] of Object.entries(exp.argsFromSelection)) {
      const want = t.selectionRow?.[field];
      if (want === undefined || !t.artifactArgs.some((a) => a[arg] === want))
        f.push(`no call with ${arg} = selection.${field} (${String(want)})`);
    }
  }
  const texts = t.parts.filter((p) => p.type === "text");
  if (exp.citations && !texts.some((p) => (p.citations?.length ?? 0) > 0)) f.push("no citations");
  if (exp.textMatches && !texts.some((p) => new RegExp(exp.textMatches as string, "i").test(p.text)))
    f.push(`no text matching /${exp.textMatches}/`);
  return f;
}
