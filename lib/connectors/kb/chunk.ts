/**
 * Markdown → retrieval chunks. One chunk per `##` section, because a policy section ("Refund
 * timing") is the unit a person asks about and the citation a reply shows. Sections longer than
 * `maxChars` are split on paragraph boundaries (then sentences, then words), never mid-word, so
 * every chunk still reads as prose. Headings inside fenced code blocks are not headings.
 */
export interface KbChunk {
  ord: number;
  /** The `##` heading; text before the first `##` belongs to a section named after the title. */
  section: string;
  text: string;
}

export interface ChunkedDocument {
  title: string;
  chunks: KbChunk[];
}

export const MAX_CHUNK_CHARS = 800;

export function chunkMarkdown(
  slug: string,
  text: string,
  maxChars: number = MAX_CHUNK_CHARS,
): ChunkedDocument {
  const lines = stripFrontMatter(text.replace(/\r\n?/g, "\n")).split("\n");
  let title: string | undefined;
  const sections: { heading: string | undefined; lines: string[] }[] = [{ heading: undefined, lines: [] }];
  let inFence = false;

  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const h1 = inFence ? null : /^#\s+(.+?)\s*#*\s*$/.exec(line);
    const h2 = inFence ? null : /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (h1 && title === undefined) title = h1[1];
    else if (h2) sections.push({ heading: h2[1], lines: [] });
    else sections[sections.length - 1].lines.push(line);
  }

  const docTitle = title ?? titleFromSlug(slug);
  const chunks: KbChunk[] = [];
  for (const section of sections) {
    const body = section.lines.join("\n").trim();
    if (!body) continue;
    for (const piece of splitLong(body, maxChars)) {
      chunks.push({ ord: chunks.length, section: section.heading ?? docTitle, text: piece });
    }
  }
  return { title: docTitle, chunks };
}

function stripFrontMatter(text: string): string {
  const match = /^---\n[\s\S]*?\n---\n/.exec(text);
  return match ? text.slice(match[0].length) : text;
}

function titleFromSlug(slug: string): string {
  const words = slug
    .replace(/\.md$/, "")
    .split(/[-_\s]+/)
    .filter(Boolean);
  const text = words.join(" ");
  return text ? text[0].toUpperCase() + text.slice(1) : "Untitled";
}

/**
 * Splits at the coarsest boundary that works: paragraphs, then lines (list items), then
 * sentences, then words; pieces are packed greedily back up to maxChars with their separator.
 */
function splitLong(body: string, maxChars: number): string[] {
  if (body.length <= maxChars) return [body];
  return pack(
    paragraphs(body).flatMap((p) => splitBlock(p, maxChars)),
    "\n\n",
    maxChars,
  );
}

function splitBlock(block: string, maxChars: number): string[] {
  if (block.length <= maxChars) return [block];
  const lines = block.split("\n");
  if (lines.length > 1 && !/^\s*(```|~~~)/.test(block)) {
    return pack(
      lines.flatMap((l) => splitBlock(l, maxChars)),
      "\n",
      maxChars,
    );
  }
  const sentences = block.split(/(?<=[.!?;:])\s+/);
  if (sentences.length > 1)
    return pack(
      sentences.flatMap((x) => splitBlock(x, maxChars)),
      " ",
      maxChars,
    );
  // A single run without sentence ends: cut on spaces; a "word" longer than maxChars is cut hard.
  const words = block.split(/\s+/).flatMap((w) => w.match(new RegExp(`[^]{1,${maxChars}}`, "g")) ?? []);
  return pack(words, " ", maxChars);
}

function pack(pieces: string[], sep: string, maxChars: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const piece of pieces) {
    if (current && current.length + sep.length + piece.length > maxChars) {
      out.push(current);
      current = piece;
    } else {
      current = current ? current + sep + piece : piece;
    }
  }
  if (current) out.push(current);
  return out;
}

/** Blank-line separated blocks; a fenced code block stays one block even if it contains blank lines. */
function paragraphs(body: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let inFence = false;
  for (const line of body.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (!inFence && line.trim() === "") {
      if (current.length) blocks.push(current.join("\n"));
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.length) blocks.push(current.join("\n"));
  return blocks;
}
