/**
 * Routing prefilter benchmark: recall@1/@8/@40, throughput and index build time on
 * - routing-dev (BFCL functions, shared/bench-data/routing-dev; skipped when absent),
 * - realistic-dev / realistic-holdout: user-phrased questions over 13 hand-modelled services
 *   (bench/data/realistic-tools.json) plus every GET operation of GitHub's real OpenAPI description
 *   (@octokit/openapi), tools namespaced by server as in DESIGN.md §8,
 * - realistic-at-scale: the realistic questions with the BFCL functions added as distractors.
 * Each set is also ranked with plain BM25F (no paraphrase layer, no structural signals) for comparison,
 * and with the WordNet layer switched on (it is off by default: lib/routing/wordnet.ts).
 * Writes bench/results/routing.json; `runRoutingBench()` returns the same object for bench/run.ts.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildRoutingIndex,
  type LabelledQuery,
  parseQueries,
  type RankOptions,
  type Recall,
  type RoutableTool,
  rank,
  recallAt,
  routableTools,
} from "../lib/routing";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DATA = path.join(ROOT, "bench/data");
const ROUTING_DEV = process.env.ROUTING_DEV_DIR ?? path.resolve(ROOT, "../shared/bench-data/routing-dev");
const GITHUB_SPEC = path.join(ROOT, "node_modules/@octokit/openapi/generated/api.github.com.json");

export interface RoutingSetResult extends Recall {
  set: string;
  tools: number;
  queries: number;
  qps: number;
  medianMs: number;
  indexBuildMs: number;
  /** The same set ranked with plain BM25F, for the lift. */
  plain: Recall;
  /** The same set with the WordNet paraphrase layer on (everything else default). */
  wordnet: Recall & { qps: number };
}

export interface RoutingBenchResult {
  generatedAt: string;
  node: string;
  sets: RoutingSetResult[];
  skipped: string[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

/** GitHub's read operations, namespaced `github.<operationId>` with one `github` family. */
function githubTools(): RoutableTool[] {
  const doc = readJson(GITHUB_SPEC) as Record<string, unknown>;
  const paths = doc.paths as Record<string, Record<string, unknown>>;
  const readOnly = {
    ...doc,
    paths: Object.fromEntries(
      Object.entries(paths).map(([p, item]) => [p, { parameters: item.parameters, get: item.get }]),
    ),
  };
  return routableTools(readOnly)
    .filter((t) => !t.id.startsWith("GET "))
    .map((t) => ({ ...t, id: `github.${t.id}`, localName: `github.${t.localName}`, family: "github" }));
}

export function realisticCatalog(): RoutableTool[] {
  return [...routableTools(readJson(path.join(DATA, "realistic-tools.json"))), ...githubTools()];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor(s.length / 2)];
}

function rankAll(tools: RoutableTool[], queries: LabelledQuery[], features?: RankOptions["features"]) {
  const t0 = performance.now();
  const index = buildRoutingIndex(tools);
  const indexBuildMs = performance.now() - t0;
  const times: number[] = [];
  const ranked = queries.map((q) => {
    const s = performance.now();
    const ids = rank(index, q.question, {}, { limit: 40, features }).tools.map((t) => t.id);
    times.push(performance.now() - s);
    return ids;
  });
  return { ranked, times, indexBuildMs };
}

function runSet(set: string, tools: RoutableTool[], queries: LabelledQuery[]): RoutingSetResult {
  const known = new Set(tools.map((t) => t.id));
  const unknownGold = queries.flatMap((q) => (q.gold ?? []).filter((g) => !known.has(g)));
  if (unknownGold.length > 0)
    throw new Error(`${set}: gold names not in the catalog: ${unknownGold.slice(0, 5).join(", ")}`);
  rankAll(tools, queries.slice(0, 20)); // warm-up: JIT and memo, so q/s reflects a long-lived index
  const full = rankAll(tools, queries);
  const plain = rankAll(tools, queries, { synonyms: false, derived: false, wordnet: false, signals: false });
  rankAll(tools, queries.slice(0, 20), { wordnet: true }); // warm-up
  const wordnet = rankAll(tools, queries, { wordnet: true });
  const qps = (times: number[]) =>
    Math.round(queries.length / Math.max(times.reduce((s, t) => s + t, 0) / 1000, 1e-9));
  const { labelled: _labelled, ...recall } = recallAt(full.ranked, queries);
  const { labelled: _plainLabelled, ...plainRecall } = recallAt(plain.ranked, queries);
  const { labelled: _wnLabelled, ...wordnetRecall } = recallAt(wordnet.ranked, queries);
  return {
    set,
    tools: tools.length,
    queries: queries.length,
    ...recall,
    qps: qps(full.times),
    medianMs: Math.round(median(full.times) * 1000) / 1000,
    indexBuildMs: Math.round(full.indexBuildMs),
    plain: plainRecall,
    wordnet: { ...wordnetRecall, qps: qps(wordnet.times) },
  };
}

export function runRoutingBench(): RoutingBenchResult {
  const sets: RoutingSetResult[] = [];
  const skipped: string[] = [];
  const devTools = existsSync(ROUTING_DEV)
    ? routableTools(readJson(path.join(ROUTING_DEV, "tools.json")))
    : undefined;
  if (devTools)
    sets.push(
      runSet(
        "routing-dev",
        devTools,
        parseQueries(readFileSync(path.join(ROUTING_DEV, "queries.jsonl"), "utf8")),
      ),
    );
  else skipped.push(`routing-dev: ${ROUTING_DEV} not found`);

  if (existsSync(GITHUB_SPEC)) {
    const catalog = realisticCatalog();
    const dev = parseQueries(readFileSync(path.join(DATA, "realistic-dev.jsonl"), "utf8"));
    const holdout = parseQueries(readFileSync(path.join(DATA, "realistic-holdout.jsonl"), "utf8"));
    sets.push(runSet("realistic-dev", catalog, dev));
    sets.push(runSet("realistic-holdout", catalog, holdout));
    if (devTools) sets.push(runSet("realistic-at-scale", [...catalog, ...devTools], [...dev, ...holdout]));
  } else skipped.push(`realistic: ${GITHUB_SPEC} not found (npm install)`);

  const result: RoutingBenchResult = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    sets,
    skipped,
  };
  mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench/results/routing.json"), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = runRoutingBench();
  for (const s of result.sets) {
    console.log(
      `${s.set.padEnd(20)} tools=${s.tools} q=${s.queries} r@1=${s["recall@1"]} r@8=${s["recall@8"]} r@40=${s["recall@40"]} ` +
        `(plain ${s.plain["recall@1"]}/${s.plain["recall@8"]}/${s.plain["recall@40"]}; ` +
        `wordnet ${s.wordnet["recall@1"]}/${s.wordnet["recall@8"]}/${s.wordnet["recall@40"]} ${s.wordnet.qps} q/s) ` +
        `${s.qps} q/s median ${s.medianMs} ms build ${s.indexBuildMs} ms`,
    );
  }
  for (const s of result.skipped) console.log(`skipped ${s}`);
}
