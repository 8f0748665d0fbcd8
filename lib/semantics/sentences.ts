/**
 * Whole sentences of prose or markdown, in reading order (issue 14 item 4: an answer quotes
 * sentences, never a cut). Sentence boundaries come from ICU's sentence segmenter (Intl.Segmenter),
 * which keeps "€4.90", "acme.example", "e.g." and "3 p.m." inside their sentence. Markdown structure
 * is read first: a list item or a table row is a unit of its own (its marker dropped), headings and
 * fenced code are not sentences, and lines of one paragraph are joined before segmenting.
 */
const SEGMENTER = new Intl.Segmenter("en", { granularity: "sentence" });

const LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s/;
const FENCE = /^\s*(```|~~~)/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}/;

/** Blocks of text that sentences never cross: paragraphs, list items, table rows. */
function blocks(text: string): string[] {
  const out: string[] = [];
  let paragraph: string[] = [];
  let inFence = false;
  const flush = () => {
    if (paragraph.length) out.push(paragraph.join(" "));
    paragraph = [];
  };
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    if (FENCE.test(line)) {
      flush();
      inFence = !inFence;
      continue;
    }
    if (inFence || HEADING.test(line) || TABLE_RULE.test(line)) {
      flush();
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item || line.trim() === "" || line.trim().startsWith("|")) flush();
    if (item) out.push(item[1]);
    else if (line.trim().startsWith("|"))
      out.push(
        line
          .split("|")
          .map((c) => c.trim())
          .filter(Boolean)
          .join(" — "),
      );
    else if (line.trim() !== "") paragraph.push(line.trim());
  }
  flush();
  return out;
}

export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const block of blocks(text)) {
    for (const { segment } of SEGMENTER.segment(block)) {
      const s = segment.replace(/\s+/g, " ").trim();
      if (/[\p{L}\p{N}]/u.test(s)) out.push(s);
    }
  }
  return out;
}
