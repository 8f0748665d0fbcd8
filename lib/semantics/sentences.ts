/**
 * Whole sentences of prose or markdown, in reading order (issue 14 item 4: an answer quotes
 * sentences, never a cut). Sentence boundaries come from ICU's sentence segmenter (Intl.Segmenter),
 * which keeps "€4.90", "acme.example", "e.g." and "3 p.m." inside their sentence. Markdown structure
 * is read first: a list item or a table row is a unit of its own (its marker dropped; a row reads
 * with its header's names, "Tier: Gold; Days: 60"), headings and fenced code are not sentences, and
 * lines of one paragraph are joined before segmenting.
 *
 * A unit quoted alone can lose what it needs to be read (`units`): a sentence that opens with
 * "This", "It" or "They" points back at the sentence before it, and a list item or table row
 * continues the sentence that introduces its list ("Price protection does not apply to:"), or the
 * heading right above it. Each unit names that unit as its `context`, so an answer that quotes it
 * can quote its context too.
 */
const SEGMENTER = new Intl.Segmenter("en", { granularity: "sentence" });

const LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}/;
const TABLE_ROW = /^\s*\|/;

/**
 * Words that open a sentence by pointing back at the one before it ("It covers …", "In all other
 * cases …"). "This page …" / "This policy …" name the document itself and stand alone.
 */
const ANAPHOR =
  /^(?:(?:this|that|these|those)(?!\s+(?:page|document|policy|guide|article|section|notice)\b)|it|its|they|their|them|such|otherwise|in (?:this|that|such|either|these|those|other|all other|any other) cases?|if so|if not)\b/i;

export type UnitKind = "sentence" | "item" | "row" | "heading";

export interface Unit {
  text: string;
  kind: UnitKind;
  /** The block (paragraph, list item, table row, heading) the unit is in; sentences of one paragraph share it. */
  block: number;
  /** Index of the unit this one needs to be read: its antecedent, its list's lead-in, or the heading above. */
  context?: number;
}

type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "item"; text: string; list: number }
  | { kind: "row"; cells: string[]; header?: string[]; list: number }
  | { kind: "heading"; text: string };

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => c.trim());

/** Blocks of text that sentences never cross: paragraphs, list items, table rows, headings. */
function blocks(text: string): Block[] {
  const out: Block[] = [];
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let paragraph: string[] = [];
  let inFence = false;
  // Consecutive items (or rows) form one list; a paragraph, heading or fence ends it.
  let list = -1;
  let header: string[] | undefined;
  let inTable = false;
  const flush = () => {
    if (paragraph.length) out.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  const endList = () => {
    list = -1;
    header = undefined;
    inTable = false;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (FENCE.test(line)) {
      flush();
      endList();
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      endList();
      if (heading[1]) out.push({ kind: "heading", text: heading[1] });
      continue;
    }
    if (TABLE_RULE.test(line)) continue;
    if (!TABLE_ROW.test(line)) inTable = false;
    if (line.trim() === "") {
      flush();
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      if (list < 0 || out[out.length - 1]?.kind === "row") list = out.length;
      out.push({ kind: "item", text: item[1], list });
      continue;
    }
    if (TABLE_ROW.test(line)) {
      flush();
      if (!inTable) {
        list = out.length;
        header = undefined;
      }
      inTable = true;
      const cells = cellsOf(line);
      // The row above a |---| rule names the columns: it reads into every row, not as a row.
      if (header === undefined && TABLE_RULE.test(lines[i + 1] ?? "")) header = cells;
      else out.push({ kind: "row", cells, header, list });
      continue;
    }
    // A paragraph line right after a list item continues that item's text (a lazy continuation).
    const last = out[out.length - 1];
    if (paragraph.length === 0 && last?.kind === "item" && lines[i - 1]?.trim() !== "") {
      last.text = `${last.text} ${line.trim()}`;
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  flush();
  return out;
}

function rowText(cells: string[], header: string[] | undefined): string {
  const named = cells
    .map((c, i) => [header?.[i] ?? "", c] as const)
    .filter(([, c]) => c !== "")
    .map(([h, c]) => (h ? `${h}: ${c}` : c));
  return named.join(header ? "; " : " — ");
}

const clean = (s: string) => s.replace(/\s+/g, " ").trim();
const hasWords = (s: string) => /[\p{L}\p{N}]/u.test(s);
/** The first word without markdown emphasis or an opening quote. */
const opening = (s: string) => s.replace(/^[\s*_"'“‘(]+/, "");

/** Every unit of the text in reading order, each with the unit it needs (see the module comment). */
export function units(text: string): Unit[] {
  const out: Unit[] = [];
  // Per block: the index of its last unit, and for a list, the unit that introduces it.
  const lastOfBlock: (number | undefined)[] = [];
  const leadOfList = new Map<number, number | undefined>();
  const bs = blocks(text);
  bs.forEach((b, bi) => {
    const prev = bs[bi - 1];
    const prevLast = bi > 0 ? lastOfBlock[bi - 1] : undefined;
    if (b.kind === "heading") {
      out.push({ text: clean(b.text), kind: "heading", block: bi });
    } else if (b.kind === "paragraph") {
      let first = true;
      for (const { segment } of SEGMENTER.segment(b.text)) {
        const s = clean(segment);
        if (!hasWords(s)) continue;
        const unit: Unit = { text: s, kind: "sentence", block: bi };
        if (ANAPHOR.test(opening(s))) {
          // Inside a paragraph: the sentence before. Opening a paragraph: the previous paragraph's last.
          if (!first) unit.context = out.length - 1;
          else if (prev?.kind === "paragraph" && prevLast !== undefined) unit.context = prevLast;
        }
        out.push(unit);
        first = false;
      }
    } else {
      if (!leadOfList.has(b.list)) {
        // The list's lead-in: a sentence ending with ":" right before it, else the heading right above.
        const before = bs[b.list - 1];
        const at = b.list > 0 ? lastOfBlock[b.list - 1] : undefined;
        const lead =
          at === undefined
            ? undefined
            : before?.kind === "heading" || (before?.kind === "paragraph" && /:$/.test(out[at].text))
              ? at
              : undefined;
        leadOfList.set(b.list, lead);
      }
      const text = clean(b.kind === "item" ? b.text : rowText(b.cells, b.header));
      if (hasWords(text)) {
        const unit: Unit = { text, kind: b.kind, block: bi };
        const lead = leadOfList.get(b.list);
        if (lead !== undefined) unit.context = lead;
        out.push(unit);
      }
    }
    lastOfBlock[bi] = out.length > 0 && out[out.length - 1].block === bi ? out.length - 1 : prevLast;
  });
  return out;
}

/** The quotable units of the text (headings are not sentences), as text. */
export function sentences(text: string): string[] {
  return units(text)
    .filter((u) => u.kind !== "heading")
    .map((u) => u.text);
}

/** The units `index` needs, nearest first (its context, that one's context, …), at most `depth`. */
export function contextOf(all: readonly Unit[], index: number, depth = 2): number[] {
  const out: number[] = [];
  for (let c = all[index]?.context; c !== undefined && out.length < depth; c = all[c]?.context) {
    if (out.includes(c) || c === index) break;
    out.push(c);
  }
  return out;
}
