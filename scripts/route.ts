/**
 * npm run --silent route -- --tools <file> --queries <file.jsonl> [--k 40] [--out <file>]
 * Ranks every tool of a catalog (MCP tools/list JSON, `{ tools }`, or OpenAPI 3.x) for each question
 * with the app's ranking (lib/routing/fusion.ts: the prefilter fused with plain BM25, part by part); the index is built once. One JSON line per query on stdout (or
 * --out): {"id":…,"ranked":[names best first]}. With `gold` labels, recall@1/@8/@40 go to stderr.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { buildRoutingIndex, parseQueries, rankCatalog, recallAt, routableTools } from "../lib/routing";

interface Args {
  tools: string;
  queries: string;
  k: number;
  out?: string;
}

function parseArgs(argv: string[]): Args {
  const get = (flag: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const tools = get("--tools");
  const queries = get("--queries");
  const k = Number(get("--k") ?? 40);
  if (!tools || !queries || !Number.isInteger(k) || k < 1) {
    throw new Error(
      "usage: npm run --silent route -- --tools <file> --queries <file.jsonl> [--k 40] [--out <file>]",
    );
  }
  return { tools, queries, k, out: get("--out") };
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const tools = routableTools(JSON.parse(readFileSync(args.tools, "utf8")));
  const queries = parseQueries(readFileSync(args.queries, "utf8"));
  const t0 = performance.now();
  const index = buildRoutingIndex(tools);
  const t1 = performance.now();
  const cpu0 = process.cpuUsage();
  const ranked = rankCatalog(
    index,
    queries.map((q) => q.question),
    args.k,
  );
  const t2 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  const lines = queries.map((q, i) => JSON.stringify({ id: q.id, ranked: ranked[i] }));
  const body = lines.length > 0 ? `${lines.join("\n")}\n` : "";
  if (args.out) writeFileSync(args.out, body);
  else process.stdout.write(body);

  const recall = recallAt(ranked, queries);
  const qps = queries.length / Math.max((t2 - t1) / 1000, 1e-9);
  // Per CPU second too: on a busy machine the wall clock measures the neighbours.
  const qpsCpu = queries.length / Math.max((cpu.user + cpu.system) / 1e6, 1e-9);
  const stats = `${tools.length} tools, index ${(t1 - t0).toFixed(0)} ms, ${queries.length} queries at ${qps.toFixed(0)} q/s (${qpsCpu.toFixed(0)} q/s per CPU second)`;
  if (recall.labelled > 0) {
    process.stderr.write(
      `recall@1=${recall["recall@1"]} recall@8=${recall["recall@8"]} recall@40=${recall["recall@40"]} ` +
        `all-golds@8=${recall["all-golds@8"]} all-golds@40=${recall["all-golds@40"]} (${recall.labelled} labelled; ${stats})\n`,
    );
  } else process.stderr.write(`${stats}\n`);
}

try {
  main();
} catch (err) {
  process.stderr.write(`route: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
