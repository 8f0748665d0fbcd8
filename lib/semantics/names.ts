/**
 * Names and identifiers as people write them: a proper name is two or more capitalized words
 * ("Tobias Lindqvist", "Acme Industries"); an identifier mixes letters and digits or is a long number.
 */

/** An identifier people type: letters and digits together (`1Z0004011446`, `TCK-004211`) or a long number — not `20` of "20 kg". */
export function looksLikeIdentifier(text: string): boolean {
  return (/\p{L}/u.test(text) && /\d/.test(text)) || /^\d{5,}$/.test(text);
}

export const PROPER_NAME = /\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)+/u;

/**
 * The entity an identifier's letter prefix abbreviates: `TCK-004211` → ticket, `INV-88` → invoice,
 * `usr_1117` → user, `BK-7Q2M9X` → booking. The prefix (2–4 letters before a separator or digit)
 * must start like the entity and appear in it in order; only one entity may fit.
 */
export function entityOfIdentifier(token: string, entities: Iterable<string>): string | undefined {
  if (!looksLikeIdentifier(token)) return undefined;
  const prefix = /^([A-Za-z]{2,4})(?=[-_:#]?\d|[-_:#])/.exec(token)?.[1]?.toLowerCase();
  if (!prefix) return undefined;
  const fits = [...entities].filter(
    (e) => e[0] === prefix[0] && isSubsequence(prefix, e.replace(/\s+/g, "")),
  );
  return fits.length === 1 ? fits[0] : undefined;
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i += 1;
  return i === short.length;
}
