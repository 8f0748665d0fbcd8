/**
 * Identifiers typed without their separator or with a space for it ("OPS217", "ENG 142", "clm 1077")
 * where the source writes them with one (`ENG-142`, `CLM-1042`): read as the identifier, written in
 * the one form the source declares (issue 9).
 */
import { isEnglishWord } from "./english";
import { entitiesOfIdentifier, entityOfIdentifier } from "./names";
import type { IdFormat } from "./params";

/** The separators an identifier shape keeps between its runs (see `identifierShape`). */
const SEPARATORS = ["-", "_", ":", "#", ".", "/"] as const;

/**
 * Letters then digits, run together or apart by one space, standing alone: not part of a longer
 * code ("ENG-142", "v1.2"), a word ("B2B2C") or a number ("ENG 142.5").
 */
const LOOSE_ID = /(?<![\p{L}\p{N}\-_:#./])(\p{L}{1,6})( ?)(\d{2,})(?![\p{L}\p{N}]|[-_:#./][\p{L}\p{N}])/gu;
/**
 * Letters, a space, then a run of letters and digits ("cus TJcWj7nq2EbAbF"): an identifier whose
 * literal prefix (`cus_…`) is written apart — only ever read as one of a shape that starts so.
 */
const LOOSE_TOKEN =
  /(?<![\p{L}\p{N}\-_:#./])(\p{L}{2,6})( )((?=[A-Za-z]*\d)[A-Za-z0-9]{6,})(?![\p{L}\p{N}]|[-_:#./][\p{L}\p{N}])/gu;

export interface LooseId {
  start: number;
  end: number;
  letters: string;
  digits: string;
  spaced: boolean;
}

export function looseIds(text: string): LooseId[] {
  const read = (m: RegExpMatchArray): LooseId => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    letters: m[1] ?? "",
    digits: m[3] ?? "",
    spaced: m[2] === " ",
  });
  const ids = [...text.matchAll(LOOSE_ID)].map(read);
  const runs = [...text.matchAll(LOOSE_TOKEN)]
    .map(read)
    .filter((r) => !/^\d+$/.test(r.digits) && !ids.some((id) => id.start < r.end && r.start < id.end));
  return [...ids, ...runs].sort((a, b) => a.start - b.start);
}

/** The letters a declared example starts with before its first separator (`E` of `E-10042`). */
const exampleLetters = (example: string | undefined) => /^(\p{L}+)[-_:#./]/u.exec(example ?? "")?.[1];

/**
 * Every way the host may write a loose identifier of `text` with a separator, in the case typed or in
 * capitals ("ops217" → `OPS-217`, `ops_217`…): the values a normalized identifier may take.
 */
export function writtenIdForms(text: string): string[] {
  return looseIds(text).flatMap(({ letters, digits }) =>
    SEPARATORS.flatMap((sep) =>
      [...new Set([letters, letters.toUpperCase(), letters.toLowerCase()])].map((l) => `${l}${sep}${digits}`),
    ),
  );
}

/** A shape that accepts `value` as written, case and all (a learned shape ignores case: `[A-Z]+` reads capitals). */
const exactly = (f: IdFormat, value: string) =>
  new RegExp(f.pattern.source, f.pattern.flags.replace(/[ig]/g, "")).test(value);

/**
 * The one form the declared identifier shapes give a loose identifier, or undefined: none fits, two
 * forms could (the turn cannot tell which is meant), the run as typed already fits a shape, the
 * letters written apart are an ordinary word the shape does not start with ("page 2", "issue 142"),
 * or they abbreviate another entity than the shape's ("PO 10249" beside `SUP-12` of suppliers).
 */
export function declaredIdOf(
  id: LooseId,
  formats: readonly IdFormat[],
  entities: Iterable<string>,
): string | undefined {
  const keys = formats.filter((f) => !f.opaque);
  const typed = `${id.letters}${id.digits}`;
  if (keys.some((f) => f.pattern.test(typed) || f.pattern.test(typed.toUpperCase()))) return undefined;
  const named = entitiesOfIdentifier(typed, entities);
  const forms = new Set<string>();
  for (const f of keys) {
    const prefixed = f.pattern.source.toLowerCase().startsWith(`^${id.letters.toLowerCase()}`);
    // "e10042", "T 30229": one letter is an identifier's only as the very letter its example starts
    // with (`E-10042`); a run of letters and digits only after the literal prefix of its shape (`cus_…`).
    if (id.letters.length === 1 && exampleLetters(f.example)?.toLowerCase() !== id.letters.toLowerCase())
      continue;
    if (!/^\d+$/.test(id.digits) && !prefixed) continue;
    // "issue 142", "top 10": a word of the sentence, not an identifier's letters.
    if (id.spaced && isEnglishWord(id.letters.toLowerCase()) && !prefixed) continue;
    if (named.length > 0 && !named.includes(f.entity)) continue;
    for (const sep of SEPARATORS)
      for (const letters of [id.letters.toUpperCase(), id.letters.toLowerCase(), id.letters]) {
        const value = `${letters}${sep}${id.digits}`;
        if (exactly(f, value)) {
          forms.add(value);
          break;
        }
      }
  }
  return forms.size === 1 ? [...forms][0] : undefined;
}

/** The question with each loose identifier written in its one declared form ("OPS217" → "OPS-217"). */
export function withIdsWritten(
  text: string,
  formats: readonly IdFormat[],
  entities: Iterable<string>,
): string {
  let out = text;
  for (const id of looseIds(text).reverse()) {
    const value = declaredIdOf(id, formats, entities);
    if (value) out = `${out.slice(0, id.start)}${value}${out.slice(id.end)}`;
  }
  return out;
}

/**
 * "pull up inv 1042", "whats the status of po 10248": letters that are no English word, a space, then
 * digits — a record's number after the letters that abbreviate its entity (`entityOfIdentifier`: of
 * several, the one whose words' initials they are). Undefined when none or several fit.
 */
export function abbreviatedEntity(id: LooseId, entities: Iterable<string>): string | undefined {
  if (!id.spaced || !/^\d+$/.test(id.digits) || isEnglishWord(id.letters.toLowerCase())) return undefined;
  return entityOfIdentifier(`${id.letters}-${id.digits}`, entities);
}
