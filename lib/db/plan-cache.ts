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
 * first), and a query text longer than PLAN_CACHE_MAX_KEY characters (a write carrying a payload,
 * which never repeats) is compiled and not kept.
 *
 * Plans by shape: most operations differ only in their values (each user's, conversation's and
 * message's ids, a write's timestamp), so the exact text rarely repeats across users — with 50 users the
 * exact cache answered a minority of compiles. A query's SHAPE is its text with the values of its
 * `where` / `data` / `create` / `update` / `cursor` arguments (strings, safe integers, DateTimes) replaced
 * by sentinels; the shape is compiled once with the sentinels (never with anyone's values), and each
 * query of that shape gets that template with its own values put where the sentinels are. Kept only
 * when it is provably the plan the compiler makes: every value appears in the template as a whole
 * string (or number), no sentinel appears inside another string (a Json payload, a LIKE pattern), and
 * the first query's substituted template equals the plan compiled from that query itself; otherwise the
 * shape is remembered as not templatable and its queries use the exact cache. `take`, `skip`,
 * `orderBy`, `select`/`include` and every other argument are part of the shape, never a value (they
 * change the plan), as are null, booleans, fractions and tagged values other than DateTime. Raw
 * queries are never templated (their SQL is a string). Tenant-safe by construction: a template holds
 * only sentinels, every one of them replaced by the current query's own value.
 *
 * Installed on the query compiler classes the generated clients load (both providers' runtime
 * modules, `config.compilerWasm.getRuntime` in generated/{sqlite,postgresql}/internal/class.ts),
 * once per process. `planCacheStats()` says whether it is in effect (the db tests check it).
 * PRISMA_PLAN_SHAPES=off keeps the exact-text cache only; PRISMA_PLAN_CACHE=off leaves Prisma as it is (to compare, or should a Prisma upgrade change what a
 * plan is).
 */
import * as pgCompiler from "@prisma/client/runtime/query_compiler_bg.postgresql.mjs";
import * as sqliteCompiler from "@prisma/client/runtime/query_compiler_bg.sqlite.mjs";
import { BoundedMap } from "@/lib/bounded-map";

export const PLAN_CACHE_MAX = 2_000;
export const PLAN_CACHE_MAX_KEY = 4_096;
/** Shapes kept per compiler (templates, and shapes found not templatable). */
export const PLAN_SHAPES_MAX = 1_000;
/** A query with more values than this is not templated. */
const MAX_VALUES = 256;

interface Compiler {
  compile(query: string): unknown;
}
type CompilerClass = { prototype: Compiler & { __ttPlanCache?: true } };
/** Each installed prototype's own compile, for the tests to compare a cached plan with. */
const originals = new Map<object, (query: string) => unknown>();

const stats = { hits: 0, misses: 0, shapeHits: 0 };
/** PRISMA_PLAN_SHAPES=off: plans by exact text only (to compare). */
const SHAPES = process.env.PRISMA_PLAN_SHAPES !== "off";

/** Where a value goes in a template: the path to it, which value, and as a string or a number. */
interface Point {
  path: (string | number)[];
  index: number;
  asNumber: boolean;
}
/** A shape served by exact text: how often its texts came again (a write's payload never does). */
interface ExactShape {
  exact: true;
  hits: number;
  misses: number;
}
type Shape = { template: unknown; points: Point[] } | ExactShape;
/** A shape whose texts missed this often and never hit is compiled without keeping its plans. */
export const NEVER_REPEATS = 32;
interface Caches {
  exact: BoundedMap<string, unknown>;
  shapes: BoundedMap<string, Shape>;
}
const caches = new WeakMap<object, Caches>();

/** Value kinds a shape abstracts; what the query held, in order. */
type Value =
  | { kind: "string"; value: string }
  | { kind: "int"; value: number }
  | { kind: "date"; value: string };

const MARK = "\u0001tt";
const INT_BASE = 1_987_650_000;
const INT_DIGITS = "198765";
const DATE_PREFIX = "1111-11-11T11:11:";
const sentinelString = (i: number) => `${MARK}${i}\u0001`;
const sentinelInt = (i: number) => INT_BASE + i;
// Distinct valid ISO instants: seconds and milliseconds carry the index (i < 60,000).
const sentinelDate = (i: number) =>
  `${DATE_PREFIX}${String(Math.floor(i / 1000)).padStart(2, "0")}.${String(i % 1000).padStart(3, "0")}Z`;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Arguments whose values are data (filters, written fields); everything else is the shape. */
const VALUE_ARGUMENTS = new Set(["where", "data", "create", "update", "cursor"]);
/** Keys inside those whose values still decide the plan (nested pagination, ordering, modes). */
const SHAPE_KEYS = new Set([
  "take",
  "skip",
  "orderBy",
  "distinct",
  "select",
  "include",
  "omit",
  "mode",
  "path",
]);
const RAW = new Set(["queryRaw", "executeRaw", "runCommandRaw", "findRaw", "aggregateRaw"]);

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * The query's shape text (its values replaced by sentinels) and its values, or undefined when it is
 * not a model operation (raw) or holds a value that could be mistaken for a sentinel.
 */
export function shapeOf(query: string): { shape: string; values: Value[] } | undefined {
  // Anything in the text that looks like a sentinel (a key, a literal, a value): not templated.
  if (
    query.includes("\\u0001") ||
    query.includes("\u0001") ||
    query.includes(INT_DIGITS) ||
    query.includes(DATE_PREFIX)
  )
    return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(query);
  } catch {
    return undefined;
  }
  if (!isPlain(parsed) || typeof parsed.modelName !== "string" || typeof parsed.action !== "string") return;
  if (RAW.has(parsed.action) || !isPlain(parsed.query) || !isPlain(parsed.query.arguments)) return;
  const values: Value[] = [];
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") {
      values.push({ kind: "string", value: v });
      return sentinelString(values.length - 1);
    }
    if (typeof v === "number") {
      if (!Number.isSafeInteger(v)) return v;
      values.push({ kind: "int", value: v });
      return sentinelInt(values.length - 1);
    }
    if (Array.isArray(v)) return v.map(walk);
    if (isPlain(v)) {
      if ("$type" in v) {
        if (v.$type === "DateTime" && typeof v.value === "string" && ISO.test(v.value)) {
          values.push({ kind: "date", value: v.value });
          return { ...v, value: sentinelDate(values.length - 1) };
        }
        return v; // Json, Decimal, FieldRef, Enum, …: part of the shape
      }
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = SHAPE_KEYS.has(k) ? x : walk(x);
      return out;
    }
    return v; // null, booleans
  };
  const args: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(parsed.query.arguments)) args[k] = VALUE_ARGUMENTS.has(k) ? walk(x) : x;
  if (values.length > MAX_VALUES) return;
  const shape = JSON.stringify({ ...parsed, query: { ...parsed.query, arguments: args } });
  return { shape, values };
}

const sentinelText = (v: Value, i: number) =>
  v.kind === "string" ? sentinelString(i) : v.kind === "int" ? String(sentinelInt(i)) : sentinelDate(i);
const realText = (v: Value) => (v.kind === "int" ? String(v.value) : v.value);

/**
 * Where the sentinels are in a plan compiled from the shape, or undefined when the plan is not a
 * template: a sentinel inside a longer string, a value missing from it, anything but JSON in it.
 */
function pointsOf(plan: unknown, values: Value[]): Point[] | undefined {
  const byText = new Map(values.map((v, i) => [sentinelText(v, i), i]));
  const points: Point[] = [];
  const found = new Set<number>();
  let ok = true;
  const visit = (node: unknown, path: (string | number)[]) => {
    if (!ok) return;
    if (typeof node === "string") {
      const i = byText.get(node);
      if (i !== undefined) {
        points.push({ path, index: i, asNumber: false });
        found.add(i);
      } else if (node.includes(MARK) || node.includes(INT_DIGITS) || node.includes(DATE_PREFIX)) ok = false;
    } else if (typeof node === "number") {
      const i = byText.get(String(node));
      if (i !== undefined && values[i].kind === "int") {
        points.push({ path, index: i, asNumber: true });
        found.add(i);
      }
    } else if (Array.isArray(node)) {
      for (let k = 0; k < node.length; k++) visit(node[k], [...path, k]);
    } else if (isPlain(node)) for (const [k, x] of Object.entries(node)) visit(x, [...path, k]);
    else if (node !== null && node !== undefined && typeof node !== "boolean") ok = false;
  };
  visit(plan, []);
  return ok && found.size === values.length ? points : undefined;
}

/** The template with these values in place of its sentinels (only the paths to them are copied). */
function fill(template: unknown, points: Point[], values: Value[]): unknown {
  if (points.length === 0) return template;
  const copied = new Set<unknown>();
  const copy = (node: unknown) => {
    const c = Array.isArray(node) ? [...node] : { ...(node as object) };
    copied.add(c);
    return c;
  };
  const root = copy(template) as Record<string | number, unknown>;
  for (const p of points) {
    let node = root;
    for (let d = 0; d < p.path.length - 1; d++) {
      const k = p.path[d];
      let child = node[k] as Record<string | number, unknown>;
      if (!copied.has(child)) {
        child = copy(child) as Record<string | number, unknown>;
        node[k] = child;
      }
      node = child;
    }
    const v = values[p.index];
    node[p.path[p.path.length - 1]] = p.asNumber ? v.value : realText(v);
  }
  return root;
}

function cachesOf(compiler: object): Caches {
  let c = caches.get(compiler);
  if (!c) {
    c = { exact: new BoundedMap(PLAN_CACHE_MAX), shapes: new BoundedMap(PLAN_SHAPES_MAX) };
    caches.set(compiler, c);
  }
  return c;
}

function exactCompile(
  c: Caches,
  compile: (query: string) => unknown,
  query: string,
  shape?: ExactShape,
): unknown {
  const hit = c.exact.get(query);
  if (hit !== undefined) {
    stats.hits++;
    if (shape) shape.hits++;
    return hit;
  }
  stats.misses++;
  const plan = compile(query); // a query that does not compile throws: nothing kept
  if (shape) shape.misses++;
  // Texts of a shape that never came again (a write carrying its own payload, ids and times) would
  // only fill the cache, pushing out plans that do repeat.
  if (!shape || shape.hits > 0 || shape.misses < NEVER_REPEATS) c.exact.set(query, plan);
  return plan;
}

/** The compiled plan for `query`: from its shape's template, or the exact cache, or compiled. */
export function cachedCompile(compiler: object, compile: (query: string) => unknown, query: string): unknown {
  if (query.length > PLAN_CACHE_MAX_KEY) {
    stats.misses++;
    return compile(query);
  }
  const c = cachesOf(compiler);
  const s = SHAPES ? shapeOf(query) : undefined;
  if (!s) return exactCompile(c, compile, query);
  const known = c.shapes.get(s.shape);
  if (known && "exact" in known) return exactCompile(c, compile, query, known);
  if (known) {
    stats.hits++;
    stats.shapeHits++;
    return fill(known.template, known.points, s.values);
  }
  // A new shape: this query's own plan answers it; the shape's template is kept only when, filled
  // with this query's values, it is exactly that plan.
  stats.misses++;
  const plan = compile(query); // a query that does not compile throws: nothing kept
  let shape: Shape = { exact: true, hits: 0, misses: 1 };
  try {
    const template = s.shape === query ? plan : compile(s.shape);
    const points = pointsOf(template, s.values);
    if (points && JSON.stringify(fill(template, points, s.values)) === JSON.stringify(plan))
      shape = { template, points };
  } catch {
    // the sentinels do not compile (an enum, a validated value): the shape's queries use the exact cache
  }
  c.shapes.set(s.shape, shape);
  if ("exact" in shape) c.exact.set(query, plan);
  return plan;
}

function install(mod: unknown) {
  const cls = (mod as { QueryCompiler?: CompilerClass }).QueryCompiler;
  const proto = cls?.prototype;
  if (!proto || typeof proto.compile !== "function" || proto.__ttPlanCache) return;
  const compile = proto.compile;
  originals.set(proto, compile);
  proto.compile = function (this: Compiler, query: string) {
    return cachedCompile(this, (q) => compile.call(this, q), query);
  };
  proto.__ttPlanCache = true;
}

if (process.env.PRISMA_PLAN_CACHE !== "off") {
  install(sqliteCompiler);
  install(pgCompiler);
}

/** What the compiler itself makes of `query`, the cache bypassed (for tests). */
export function uncachedCompile(compiler: object, query: string): unknown {
  const compile = originals.get(Object.getPrototypeOf(compiler));
  if (!compile) throw new Error("not an installed query compiler");
  return compile.call(compiler, query);
}

/** Plans served from the cache (by exact text or by shape) and compiled, since the process started. */
export function planCacheStats(): { hits: number; misses: number; shapeHits: number; installed: boolean } {
  const installed = [sqliteCompiler, pgCompiler].every(
    (m) => (m as { QueryCompiler?: CompilerClass }).QueryCompiler?.prototype.__ttPlanCache === true,
  );
  return { ...stats, installed };
}
