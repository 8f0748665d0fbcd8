import type { ActionResult, JsonRecord } from "@/lib/execution";
import { echo } from "./prose";
import type { Citation, MessagePartDraft } from "./types";

const MAX_PASSAGES = 5;
const MAX_SNIPPET = 280;

function firstString(record: JsonRecord, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return undefined;
}

function snippet(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > MAX_SNIPPET ? `${line.slice(0, MAX_SNIPPET - 1)}…` : line;
}

/**
 * Knowledge-base passages become text with citations (document, section) instead of a table:
 * a person reads policy text, they do not select it.
 */
export function kbPart(result: ActionResult): MessagePartDraft {
  const passages = result.records.slice(0, MAX_PASSAGES);
  if (passages.length === 0) return { type: "text", text: "The knowledge base has no passage on this." };
  const citations: Citation[] = [];
  const lines = passages.map((record) => {
    const document = echo(
      firstString(record, ["document", "title", "doc", "source", "path"]) ?? "Untitled document",
    );
    const section = firstString(record, ["section", "heading", "anchor"]);
    const citation: Citation = section ? { document, section: echo(section) } : { document };
    citations.push(citation);
    const text = snippet(firstString(record, ["text", "snippet", "content", "chunk", "excerpt"]) ?? "");
    const source = citation.section ? `${citation.document} › ${citation.section}` : citation.document;
    return text ? `- ${text} [${source}]` : `- [${source}]`;
  });
  return { type: "text", text: `From the knowledge base:\n${lines.join("\n")}`, citations };
}
