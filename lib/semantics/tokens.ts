/**
 * Words of a question with their positions (so recognised phrases can be cut out of free text) and
 * their lower-case singular form — one tokenizer for the semantics layer and the builtin planner.
 */
import { singular } from "./words";

export interface Token {
  text: string;
  lower: string;
  /** Lower-case singular form, for entity and name matching. */
  norm: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’\-_][\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): Token[] {
  return [...text.matchAll(WORD)].map((m) => {
    const start = m.index ?? 0;
    return { text: m[0], lower: m[0].toLowerCase(), norm: singular(m[0]), start, end: start + m[0].length };
  });
}
