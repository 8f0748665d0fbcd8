/**
 * Routing benchmark (issue 12): every labelled set, each ranked three ways in the same run —
 * - `ours`: the app's ranking (lib/routing/fusion.ts, also `npm run route`): the prefilter fused with
 *   plain BM25, each part of a multi-part request routed on its own;
 * - `prefilter`: the prefilter alone (lib/routing/rank.ts: BM25F + paraphrases + structural signals);
 * - `bm25`: plain BM25 over name, description, parameter names, enum values and parameter
 *   descriptions (one field, stemmed words, no paraphrase, no signal) — the baseline; `bm25Qtf` the
 *   same counting repeated question words (the variant fused into `ours`). `liftAt8` is measured
 *   against the stronger of the two.
 * Metrics: recall@1/@8/@40 (any gold in the top k) and all-golds@8/@40 (every gold in the top k).
 * Halves: each set's questions split by a hash of the question text (`questionHalf`) into `tune` and
 * `check`; routing changes are tuned on `tune` only, and both are reported, so a gain that holds on
 * `check` is less likely to be fitted to the set.
 * Sets: the four development sets of ../shared/bench-data (BFCL `routing-dev`, MetaTool, LiveMCPBench,
 * API-Bank; each skipped when absent, its README's own BM25 figures copied as `readmeBm25`), and the
 * realistic sets of bench/data (13 hand-modelled services + GitHub's GET operations; dev, holdout, and
 * at scale with the BFCL functions as distractors).
 * Throughput: `rankCatalog` (what `npm run route` runs) over a 2,000-tool catalog (BFCL + MetaTool
 * tools) with the BFCL questions, after a warm-up.
 * Writes bench/results/routing.json; `runRoutingBench()` returns the same object for bench/run.ts.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildRoutingIndex,
  fusedRank,
  type LabelledQuery,
  parseQueries,
  plainRank,
  type Recall,
  type RoutableTool,
  rank,
  rankCatalog,
  recallAt,
  routableTools,
} from "../lib/routing";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DATA = path.join(ROOT, "bench/data");
const SHARED = process.env.ROUTING_SETS_DIR ?? path.resolve(ROOT, "../shared/bench-data");
const DEV_SETS = [
  "routing-dev",
  "routing-metatool-dev",
  "routing-livemcpbench-dev",
  "routing-apibank-dev",
] as const;
const GITHUB_SPEC = path.join(ROOT, "node_modules/@octokit/openapi/generated/api.github.com.json");
const THROUGHPUT_TOOLS = 2_000;

export interface RoutingSetResult {
  set: string;
  tools: number;
  queries: number;
  /** Questions with more than one gold tool. */
  multiTool: number;
  ours: Recall;
  prefilter: Recall;
  bm25: Recall;
  bm25Qtf: Recall;
  /** ours − the stronger plain BM25 at recall@8, in points. */
  liftAt8: number;
  /** The same figures on the tune and check halves of the questions (`questionHalf`). */
  halves: Record<Half, { queries: number; ours: Recall; bm25: Recall; bm25Qtf: Recall; liftAt8: number }>;
  /** The plain BM25 figures the set's README states, when it states them. */
  readmeBm25?: Partial<Recall>;
  medianMs: number;
  p95Ms: number;
  indexBuildMs: number;
}

export interface RoutingThroughput {
  tools: number;
  queries: number;
  /** Questions per wall-clock second (depends on what else the machine runs). */
  qps: number;
  /** Questions per second of this process's CPU time (user + system): the figure on an idle core. */
  qpsCpu: number;
  indexBuildMs: number;
  loadAverage: number;
}

export interface RoutingBenchResult {
  generatedAt: string;
  node: string;
  sets: RoutingSetResult[];
  throughput?: RoutingThroughput;
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

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor(s.length * q))];
}

const ms = (x: number) => Math.round(x * 1000) / 1000;

function without<T extends { labelled: number }>(r: T): Omit<T, "labelled"> {
  const { labelled: _labelled, ...rest } = r;
  return rest;
}

export type Half = "tune" | "check";

/** Tune or check half of a question: FNV-1a of its text, even → tune. Stable across runs and sets. */
export function questionHalf(question: string): Half {
  let h = 0x811c9dc5;
  for (let i = 0; i < question.length; i++) {
    h ^= question.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h & 1) === 0 ? "tune" : "check";
}

const liftPoints = (ours: Recall, a: Recall, b: Recall) =>
  Math.round((ours["recall@8"] - Math.max(a["recall@8"], b["recall@8"])) * 1000) / 10;

/** The plain BM25 figures of a bench-data README ("recall@1 0.46, recall@8 0.87 … all-golds@40 0.40"). */
export function readmeFigures(readme: string): Partial<Recall> {
  const out: Partial<Recall> = {};
  for (const key of ["recall@1", "recall@8", "recall@40", "all-golds@8", "all-golds@40"] as const) {
    const m = readme.match(new RegExp(`${key}\\s*≈?\\s*(0?\\.\\d+)`));
    if (m) out[key] = Number(m[1]);
  }
  return out;
}

function runSet(
  set: string,
  tools: RoutableTool[],
  queries: LabelledQuery[],
  readme?: string,
): RoutingSetResult {
  const known = new Set(tools.map((t) => t.id));
  const unknownGold = queries.flatMap((q) => (q.gold ?? []).filter((g) => !known.has(g)));
  if (unknownGold.length > 0)
    throw new Error(`${set}: gold names not in the catalog: ${unknownGold.slice(0, 5).join(", ")}`);
  const t0 = performance.now();
  const index = buildRoutingIndex(tools);
  const indexBuildMs = performance.now() - t0;
  for (const q of queries.slice(0, 20)) fusedRank(index, q.question); // warm-up: JIT and memo
  const times: number[] = [];
  const ours = queries.map((q) => {
    const s = performance.now();
    const ids = fusedRank(index, q.question, {}, { limit: 40 }).tools.map((t) => t.id);
    times.push(performance.now() - s);
    return ids;
  });
  const prefilter = queries.map((q) => rank(index, q.question, {}, { limit: 40 }).tools.map((t) => t.id));
  const plain = (queryTf: boolean) =>
    queries.map((q) => plainRank(index, q.question, 40, { queryTf }).map((h) => index.docs[h.doc].tool.id));
  const plainLists = plain(false);
  const plainQtfLists = plain(true);
  const oursRecall = without(recallAt(ours, queries));
  const bm25Recall = without(recallAt(plainLists, queries));
  const bm25QtfRecall = without(recallAt(plainQtfLists, queries));
  const readmeBm25 = readme ? readmeFigures(readme) : undefined;
  const half = (h: Half) => {
    const at = queries.flatMap((q, i) => (questionHalf(q.question) === h ? [i] : []));
    const qs = at.map((i) => queries[i]);
    const pick = (lists: string[][]) =>
      without(
        recallAt(
          at.map((i) => lists[i]),
          qs,
        ),
      );
    const r = { ours: pick(ours), bm25: pick(plainLists), bm25Qtf: pick(plainQtfLists) };
    return { queries: qs.length, ...r, liftAt8: liftPoints(r.ours, r.bm25, r.bm25Qtf) };
  };
  return {
    set,
    tools: tools.length,
    queries: queries.length,
    multiTool: queries.filter((q) => (q.gold?.length ?? 0) > 1).length,
    ours: oursRecall,
    prefilter: without(recallAt(prefilter, queries)),
    bm25: bm25Recall,
    bm25Qtf: bm25QtfRecall,
    liftAt8: liftPoints(oursRecall, bm25Recall, bm25QtfRecall),
    halves: { tune: half("tune"), check: half("check") },
    ...(readmeBm25 && Object.keys(readmeBm25).length > 0 ? { readmeBm25 } : {}),
    medianMs: ms(quantile(times, 0.5)),
    p95Ms: ms(quantile(times, 0.95)),
    indexBuildMs: Math.round(indexBuildMs),
  };
}

/** `npm run route`'s loop (rankCatalog) on THROUGHPUT_TOOLS tools, after a warm-up. */
function throughput(tools: RoutableTool[], queries: LabelledQuery[]): RoutingThroughput {
  const t0 = performance.now();
  const index = buildRoutingIndex(tools);
  const t1 = performance.now();
  const questions = queries.map((q) => q.question);
  rankCatalog(index, questions.slice(0, 50), 40);
  const t2 = performance.now();
  const cpu0 = process.cpuUsage();
  rankCatalog(index, questions, 40);
  const cpu = process.cpuUsage(cpu0);
  const seconds = (performance.now() - t2) / 1000;
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    tools: tools.length,
    queries: questions.length,
    qps: Math.round(questions.length / Math.max(seconds, 1e-9)),
    qpsCpu: Math.round(questions.length / Math.max(cpuSeconds, 1e-9)),
    indexBuildMs: Math.round(t1 - t0),
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
  };
}

export function runRoutingBench(): RoutingBenchResult {
  const sets: RoutingSetResult[] = [];
  const skipped: string[] = [];
  const loaded = new Map<string, { tools: RoutableTool[]; queries: LabelledQuery[] }>();
  for (const name of DEV_SETS) {
    const dir = path.join(SHARED, name);
    if (!existsSync(path.join(dir, "tools.json"))) {
      skipped.push(`${name}: ${dir} not found`);
      continue;
    }
    const tools = routableTools(readJson(path.join(dir, "tools.json")));
    const queries = parseQueries(readFileSync(path.join(dir, "queries.jsonl"), "utf8"));
    const readmePath = path.join(dir, "README.md");
    const readme = existsSync(readmePath) ? readFileSync(readmePath, "utf8") : undefined;
    loaded.set(name, { tools, queries });
    sets.push(runSet(name, tools, queries, readme));
  }

  const bfcl = loaded.get("routing-dev");
  if (existsSync(GITHUB_SPEC)) {
    const catalog = realisticCatalog();
    const dev = parseQueries(readFileSync(path.join(DATA, "realistic-dev.jsonl"), "utf8"));
    const holdout = parseQueries(readFileSync(path.join(DATA, "realistic-holdout.jsonl"), "utf8"));
    sets.push(runSet("realistic-dev", catalog, dev));
    sets.push(runSet("realistic-holdout", catalog, holdout));
    if (bfcl) sets.push(runSet("realistic-at-scale", [...catalog, ...bfcl.tools], [...dev, ...holdout]));
  } else skipped.push(`realistic: ${GITHUB_SPEC} not found (npm install)`);

  let rate: RoutingThroughput | undefined;
  if (bfcl) {
    const names = new Set(bfcl.tools.map((t) => t.id));
    const extra = [...loaded.values()].flatMap((s) => s.tools).filter((t) => !names.has(t.id));
    const catalog = [...bfcl.tools, ...extra].slice(0, THROUGHPUT_TOOLS);
    rate = throughput(catalog, bfcl.queries);
  } else skipped.push("throughput: needs routing-dev");

  const result: RoutingBenchResult = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    sets,
    ...(rate ? { throughput: rate } : {}),
    skipped,
  };
  mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench/results/routing.json"), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

const fmt = (r: Recall) =>
  `${r["recall@1"]}/${r["recall@8"]}/${r["recall@40"]} all ${r["all-golds@8"]}/${r["all-golds@40"]}`;

/** One line per set, for the console and bench/run.ts. */
export function routingSummary(result: RoutingBenchResult): string[] {
  const lines = result.sets.map(
    (s) =>
      `${s.set.padEnd(26)} tools=${String(s.tools).padStart(4)} q=${String(s.queries).padStart(4)}  ` +
      `ours ${fmt(s.ours)} | bm25 ${fmt(s.bm25)} | bm25 qtf ${fmt(s.bm25Qtf)} | prefilter ${fmt(s.prefilter)} | ` +
      `lift@8 ${s.liftAt8 >= 0 ? "+" : ""}${s.liftAt8} pts, median ${s.medianMs} ms\n` +
      (["tune", "check"] as const)
        .map((h) => {
          const x = s.halves[h];
          return `${"".padEnd(28)}${h.padEnd(5)} q=${String(x.queries).padStart(4)}  ours ${fmt(x.ours)} | bm25 ${fmt(x.bm25)} | bm25 qtf ${fmt(x.bm25Qtf)} | lift@8 ${x.liftAt8 >= 0 ? "+" : ""}${x.liftAt8} pts`;
        })
        .join("\n"),
  );
  const t = result.throughput;
  if (t)
    lines.push(
      `npm run route throughput on ${t.tools} tools: ${t.qps} q/s wall-clock (load average ${t.loadAverage}), ` +
        `${t.qpsCpu} q/s per CPU second (${t.queries} questions, index ${t.indexBuildMs} ms)`,
    );
  for (const s of result.skipped) lines.push(`skipped ${s}`);
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const line of routingSummary(runRoutingBench())) console.log(line);
}
