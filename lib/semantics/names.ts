/**
 * People and organisations named in a question, and which entities they are looked up in. A
 * proper name is two or more capitalized words ("Tobias Lindqvist", "Acme Industries"). The
 * entities a name is looked up in are found by structure: search tools with a free-text input
 * whose entity other tools point at through foreign keys (orders → customer, tickets → user,
 * invoices → account), the parties of a catalog, most referenced first.
 */
import { entityVocabulary, foreignEntities, paramInfos } from "./params";
import { singular } from "./words";

/** An identifier people type: letters and digits together (`1Z0004011446`, `TCK-004211`) or a long number — not `20` of "20 kg". */
export function looksLikeIdentifier(text: string): boolean {
  return (/\p{L}/u.test(text) && /\d/.test(text)) || /^\d{5,}$/.test(text);
}

export const PROPER_NAME = /\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)+/u;

/** The proper name in a text, if any: the longest run of capitalized words, of two or more. */
export function properName(text: string): string | undefined {
  const names = text.match(new RegExp(PROPER_NAME.source, "gu")) ?? [];
  return names.sort((a, b) => b.length - a.length)[0]?.replace(/['’]s$/, "");
}

interface ToolLike {
  id: string;
  entity: string;
  operation: string;
  inputSchema: Record<string, unknown>;
  identityFields?: readonly string[];
}

/**
 * Search tools that look a name up, most referenced entity first (ties: catalog order). When no
 * tool in view points at another, the one entity searchable by text is the party, if it is alone.
 */
export function nameLookups<T extends ToolLike>(tools: readonly T[]): T[] {
  const referenced = referencedLookups(tools);
  if (referenced.length > 0) return referenced;
  const vocab = entityVocabulary(tools);
  const searchable = tools.filter(
    (t) =>
      (t.operation === "search" || t.operation === "list") &&
      paramInfos(t, vocab).some((p) => p.freeText !== undefined),
  );
  return new Set(searchable.map((t) => singular(t.entity))).size === 1 ? searchable : [];
}

function referencedLookups<T extends ToolLike>(tools: readonly T[]): T[] {
  const vocab = entityVocabulary(tools);
  const refs = new Map<string, number>();
  for (const t of tools) for (const e of foreignEntities(t, vocab)) refs.set(e, (refs.get(e) ?? 0) + 1);
  return tools
    .filter(
      (t) =>
        (t.operation === "search" || t.operation === "list") &&
        (refs.get(singular(t.entity)) ?? 0) > 0 &&
        paramInfos(t, vocab).some((p) => p.freeText !== undefined),
    )
    .sort((a, b) => (refs.get(singular(b.entity)) ?? 0) - (refs.get(singular(a.entity)) ?? 0));
}
