/**
 * Names and identifiers as people write them: a proper name is two or more capitalized words
 * ("Tobias Lindqvist", "Acme Industries"); an identifier mixes letters and digits or is a long number.
 */

/** An identifier people type: letters and digits together (`1Z0004011446`, `TCK-004211`) or a long number — not `20` of "20 kg". */
export function looksLikeIdentifier(text: string): boolean {
  return (/\p{L}/u.test(text) && /\d/.test(text)) || /^\d{5,}$/.test(text);
}

export const PROPER_NAME = /\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)+/u;
