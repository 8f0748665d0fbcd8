import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunkMarkdown, MAX_CHUNK_CHARS } from "./chunk";

const doc = `# Returns policy

Acme accepts returns of most items.

## Return window

You have **30 days** from delivery.

## How to return

1. Open your order.
2. Print the label.

### Drop-off points

Any BRT point.
`;

describe("chunkMarkdown", () => {
  it("takes the # title and makes one chunk per ## section, with the preamble under the title", () => {
    const { title, chunks } = chunkMarkdown("returns-policy", doc);
    expect(title).toBe("Returns policy");
    expect(chunks).toEqual([
      { ord: 0, section: "Returns policy", text: "Acme accepts returns of most items." },
      { ord: 1, section: "Return window", text: "You have **30 days** from delivery." },
      {
        ord: 2,
        section: "How to return",
        text: "1. Open your order.\n2. Print the label.\n\n### Drop-off points\n\nAny BRT point.",
      },
    ]);
  });

  it("splits long sections on paragraph boundaries, each chunk within the limit", () => {
    const para = (n: number) => `Paragraph ${n}. ${"Lorem ipsum dolor sit amet. ".repeat(8).trim()}`;
    const long = `# T\n\n## Big\n\n${Array.from({ length: 6 }, (_, i) => para(i)).join("\n\n")}\n`;
    const { chunks } = chunkMarkdown("t", long);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.section === "Big" && c.text.length <= MAX_CHUNK_CHARS)).toBe(true);
    // No paragraph is cut: every chunk starts at a paragraph start.
    expect(chunks.every((c) => c.text.startsWith("Paragraph "))).toBe(true);
    expect(chunks.map((c) => c.text).join("\n\n")).toBe(
      Array.from({ length: 6 }, (_, i) => para(i)).join("\n\n"),
    );
    expect(chunks.map((c) => c.ord)).toEqual(chunks.map((_, i) => i));
  });

  it("splits one over-long paragraph at sentences, lists at lines, and never loses words", () => {
    const sentence = "Refunds are issued to the original payment method within ten business days. ";
    const { chunks } = chunkMarkdown(
      "r",
      `# R\n\n## One\n\n${sentence.repeat(30)}\n\n## List\n\n${"- item with some words\n".repeat(60)}`,
    );
    const one = chunks.filter((c) => c.section === "One");
    expect(one.length).toBeGreaterThan(1);
    expect(one.every((c) => c.text.length <= MAX_CHUNK_CHARS && c.text.endsWith("days."))).toBe(true);
    const list = chunks.filter((c) => c.section === "List");
    expect(list.every((c) => c.text.split("\n").every((l) => l === "- item with some words"))).toBe(true);
    expect(list.map((c) => c.text.split("\n").length).reduce((a, b) => a + b, 0)).toBe(60);
  });

  it("hard-cuts only a single unbroken token longer than the limit", () => {
    const { chunks } = chunkMarkdown("x", `# X\n\n## Token\n\n${"a".repeat(2_000)}`);
    expect(chunks.map((c) => c.text.length)).toEqual([800, 800, 400]);
  });

  it("ignores headings inside code fences, CRLF line ends and front matter; falls back to the slug", () => {
    const text =
      "---\nlang: en\n---\r\n## Setup\r\n\r\n```\r\n## not a heading\r\n```\r\n\r\n## Empty\r\n\r\n";
    const { title, chunks } = chunkMarkdown("gift-cards", text);
    expect(title).toBe("Gift cards");
    expect(chunks).toEqual([{ ord: 0, section: "Setup", text: "```\n## not a heading\n```" }]);
  });
});

describe("demo knowledge base", () => {
  const dir = path.resolve(import.meta.dirname, "../../../demo/kb");
  const files = readdirSync(dir).filter((f) => f.endsWith(".md"));

  it("has ~20 policy documents of 150–400 words with a title and several sections", () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const file of files) {
      const text = readFileSync(path.join(dir, file), "utf8");
      const words = text.split(/\s+/).filter((w) => /\w/.test(w)).length;
      expect(words, file).toBeGreaterThanOrEqual(150);
      expect(words, file).toBeLessThanOrEqual(400);
      const { title, chunks } = chunkMarkdown(file, text);
      expect(text.startsWith(`# ${title}\n`), file).toBe(true);
      expect(new Set(chunks.map((c) => c.section)).size, file).toBeGreaterThanOrEqual(3);
      expect(
        chunks.every((c) => c.text.length <= MAX_CHUNK_CHARS),
        file,
      ).toBe(true);
    }
  });
});
