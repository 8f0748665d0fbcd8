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

/**
 * "Q291cnNlOjE=", "U3VibWlzc2lvbjo1MDA1NA==": a base64 identifier keeps its `=` padding — letters and
 * digits together, one or two `=` that bring its length to a multiple of four, and no word after.
 */
function padding(text: string, word: string, end: number): string {
  const pad = /^={1,2}(?![\p{L}\p{N}=])/u.exec(text.slice(end))?.[0] ?? "";
  if (!pad || !/^[A-Za-z0-9+/]+$/.test(word) || !/\d/.test(word) || !/[A-Za-z]/.test(word)) return "";
  return (word.length + pad.length) % 4 === 0 ? pad : "";
}

/** A phone number in international (E.164) form: a plus, then 8 to 15 digits, the first not 0. */
export const E164_BODY = String.raw`\+[1-9]\d{7,14}`;
export const E164 = new RegExp(`^${E164_BODY}$`);

/** "+447700900123": a phone number in international form keeps its plus. */
const intlPhone = (text: string, word: string, start: number) =>
  text[start - 1] === "+" && !/[\p{L}\p{N}]/u.test(text[start - 2] ?? "") && E164.test(`+${word}`);

export function tokenize(text: string): Token[] {
  return [...text.matchAll(WORD)].map((m) => {
    const at = m.index ?? 0;
    const plus = intlPhone(text, m[0], at);
    const start = plus ? at - 1 : at;
    const word = (plus ? "+" : "") + m[0] + padding(text, m[0], at + m[0].length);
    return { text: word, lower: word.toLowerCase(), norm: singular(word), start, end: start + word.length };
  });
}
