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
 * not kept as such. Both, and a read never seen before, share the plan of their shape instead
 * (lib/db/plan-params.ts: the query with its values taken out, compiled once; each query's own
 * values are put back into a copy of it, so a plan still only ever holds that query's values).
 *
 * Installed on the query compiler classes the generated clients load (both providers' runtime
 * modules, `config.compilerWasm.getRuntime` in generated/{sqlite,postgresql}/internal/class.ts),
 * once per process. `planCacheStats()` says whether it is in effect (the db tests check it).
 * PRISMA_PLAN_CACHE=off leaves Prisma as it is (to compare, or should a Prisma upgrade change what a
 * plan is); PRISMA_PLAN_PARAMS=off keeps the plans per query text and compiles every write.
 */
import * as pgCompiler from "@prisma/client/runtime/query_compiler_bg.postgresql.mjs";
import * as sqliteCompiler from "@prisma/client/runtime/query_compiler_bg.sqlite.mjs";
import { BoundedMap } from "@/lib/bounded-map";
import {
  type FieldTypes,
  fieldTypesOf,
  fillTemplate,
  learnTemplate,
  shapeOf,
  type Template,
} from "./plan-params";

export const PLAN_CACHE_MAX = 2_000;
export const PLAN_CACHE_MAX_KEY = 4_096;

interface Compiler {
  compile(query: string): unknown;
}
type CompilerClass = { prototype: Compiler & { __ttPlanCache?: true; __ttCompile?: Compiler["compile"] } };

const stats = { hits: 0, shaped: 0, misses: 0 };
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

/**
 * Each compiler's shapes (lib/db/plan-params.ts): a shape's template, or null when its plans cannot be
 * shared (compiled query by query, as before). Bounded like the plans.
 */
const shapes = new WeakMap<object, BoundedMap<string, Template | null>>();
/**
 * Shapes met once, not yet compiled: a shape is compiled on its second query, so a query whose shape
 * still holds a value that never comes again (an `in` list, a nested write) costs one compile as
 * before, not two — and such shapes never push the templates out.
 */
const metOnce = new WeakMap<object, BoundedMap<string, true>>();
let fieldTypes: FieldTypes | undefined;
const paramsOn = process.env.PRISMA_PLAN_PARAMS !== "off";

/**
 * Tells the cache what the models' fields are (a client's runtime data model: both providers' clients
 * are generated from one model source), which turns on plans per shape. Without it, writes are
 * compiled one by one.
 */
export function knowModels(runtimeDataModel: Parameters<typeof fieldTypesOf>[0]): void {
  fieldTypes ??= fieldTypesOf(runtimeDataModel);
}

function cacheOf<V>(map: WeakMap<object, BoundedMap<string, V>>, compiler: object): BoundedMap<string, V> {
  let cache = map.get(compiler);
  if (!cache) {
    cache = new BoundedMap(PLAN_CACHE_MAX);
    map.set(compiler, cache);
  }
  return cache;
}

/**
 * The compiled plan for `query`: from this compiler's cache when it compiled that text before, else
 * from its shape's template when queries of that shape came before, else compiled.
 */
export function cachedCompile(
  compiler: object,
  compile: (query: string) => unknown,
  query: string,
  types: FieldTypes | undefined = paramsOn ? fieldTypes : undefined,
): unknown {
  const write = isWrite(query);
  const keep = !write && query.length <= PLAN_CACHE_MAX_KEY;
  const cache = keep ? cacheOf(caches, compiler) : undefined;
  const hit = cache?.get(query);
  if (hit !== undefined) {
    stats.hits++;
    return hit;
  }
  const shape = types && query.startsWith('{"modelName"') ? shapeOf(query, types) : null;
  if (shape && shape.key.length <= PLAN_CACHE_MAX_KEY) {
    const byShape = cacheOf(shapes, compiler);
    const template = byShape.get(shape.key);
    if (template) {
      stats.shaped++;
      return fillTemplate(template, shape.values);
    }
    const once = template === undefined ? cacheOf(metOnce, compiler) : undefined;
    if (once && !once.has(shape.key)) once.set(shape.key, true);
    else if (once) {
      once.delete(shape.key);
      stats.misses++;
      const plan = compile(query); // a query that does not compile throws: nothing kept
      let learned: Template | null = null;
      try {
        learned = learnTemplate(compile(shape.text), plan, shape.values);
      } catch {
        // the compiler takes no placeholder there: this shape is compiled query by query
      }
      byShape.set(shape.key, learned);
      cache?.set(query, plan);
      return plan;
    }
  }
  stats.misses++;
  const plan = compile(query); // a query that does not compile throws: nothing kept
  cache?.set(query, plan);
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
  proto.__ttCompile = compile; // Prisma's own, uncached (the tests compare plans with it)
}

if (process.env.PRISMA_PLAN_CACHE !== "off") {
  install(sqliteCompiler);
  install(pgCompiler);
}

/** Plans served from the cache, filled from a shape's template and compiled, since the process started. */
export function planCacheStats(): { hits: number; shaped: number; misses: number; installed: boolean } {
  const installed = [sqliteCompiler, pgCompiler].every(
    (m) => (m as { QueryCompiler?: CompilerClass }).QueryCompiler?.prototype.__ttPlanCache === true,
  );
  return { ...stats, installed };
}
