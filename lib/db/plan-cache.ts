/**
 * Prisma's query compiler turns every operation into a query plan (its JSON query in, a plan out)
 * in WebAssembly, and Prisma 6 compiles again each time — a fifth of a turn's CPU in the load
 * benchmark's profile, though about half of a turn's operations are exactly ones it compiled before
 * (the session's version and the actor of every request, the conversation check, the recent turns,
 * the tenant's leases and connections, …). The plan is a pure function of the client's schema and
 * that JSON text, and the interpreter only reads it, so the same text compiled by the same compiler
 * gets the same plan back from here.
 *
 * Safe across tenants and users: the key is the whole query text, every value in it (tenant, project,
 * user, ids) included, so a plan is only ever reused for the very same query; a plan holds the query,
 * never a result. Bounded: at most PLAN_CACHE_MAX plans per compiler (least recently used forgotten
 * first); a write, and a query text longer than PLAN_CACHE_MAX_KEY characters, never repeat and are
 * compiled and not kept.
 *
 * Installed on the query compiler classes the generated clients load (both providers' runtime
 * modules, `config.compilerWasm.getRuntime` in generated/{sqlite,postgresql}/internal/class.ts),
 * once per process. `planCacheStats()` says whether it is in effect (the db tests check it).
 * PRISMA_PLAN_CACHE=off leaves Prisma as it is (to compare, or should a Prisma upgrade change what a
 * plan is).
 */
import * as pgCompiler from "@prisma/client/runtime/query_compiler_bg.postgresql.mjs";
import * as sqliteCompiler from "@prisma/client/runtime/query_compiler_bg.sqlite.mjs";
import { BoundedMap } from "@/lib/bounded-map";

export const PLAN_CACHE_MAX = 2_000;
export const PLAN_CACHE_MAX_KEY = 4_096;

interface Compiler {
  compile(query: string): unknown;
}
type CompilerClass = { prototype: Compiler & { __ttPlanCache?: true } };

const stats = { hits: 0, misses: 0 };
const caches = new WeakMap<object, BoundedMap<string, unknown>>();

/**
 * A write (create, update, upsert, delete, raw execute): its text carries the new row's values, ids and
 * timestamps, so it never comes again — of a load-bench journey's 24 compiles that missed, every
 * one was a write. Compiled and not kept: a write's plan holds its payload (several KB), and kept it
 * would only push out the reads that do come again.
 */
const WRITE_ACTION =
  /^\{(?:"modelName":"[^"]*",)?"action":"(?:create|update|upsert|delete)[A-Za-z]*"|^\{(?:"modelName":"[^"]*",)?"action":"executeRaw"/;
export const isWrite = (query: string) => WRITE_ACTION.test(query);

/** The compiled plan for `query`, from this compiler's cache when it compiled that text before. */
export function cachedCompile(compiler: object, compile: (query: string) => unknown, query: string): unknown {
  if (query.length > PLAN_CACHE_MAX_KEY || isWrite(query)) {
    stats.misses++;
    return compile(query);
  }
  let cache = caches.get(compiler);
  if (!cache) {
    cache = new BoundedMap(PLAN_CACHE_MAX);
    caches.set(compiler, cache);
  }
  const hit = cache.get(query);
  if (hit !== undefined) {
    stats.hits++;
    return hit;
  }
  stats.misses++;
  const plan = compile(query); // a query that does not compile throws: nothing kept
  cache.set(query, plan);
  return plan;
}

function install(mod: unknown) {
  const cls = (mod as { QueryCompiler?: CompilerClass }).QueryCompiler;
  const proto = cls?.prototype;
  if (!proto || typeof proto.compile !== "function" || proto.__ttPlanCache) return;
  const compile = proto.compile;
  proto.compile = function (this: Compiler, query: string) {
    return cachedCompile(this, (q) => compile.call(this, q), query);
  };
  proto.__ttPlanCache = true;
}

if (process.env.PRISMA_PLAN_CACHE !== "off") {
  install(sqliteCompiler);
  install(pgCompiler);
}

/** Plans served from the cache and compiled, since the process started. */
export function planCacheStats(): { hits: number; misses: number; installed: boolean } {
  const installed = [sqliteCompiler, pgCompiler].every(
    (m) => (m as { QueryCompiler?: CompilerClass }).QueryCompiler?.prototype.__ttPlanCache === true,
  );
  return { ...stats, installed };
}
