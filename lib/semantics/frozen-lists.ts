/**
 * What is read from a list of capabilities (their entities, other names, identifier formats…),
 * computed once per list rather than on every call of every turn. A snapshot's capabilities are
 * deep-frozen objects, the same ones on every turn while the catalog is unchanged (see
 * declared-paths.ts, routing/cards.ts: caches keyed by a frozen capability), but the lists of them
 * (the routed candidates) are new arrays each turn: a list is known by its elements, the same frozen
 * objects in the same order. A list with an element that is not frozen (a capability built for one
 * call) is read afresh every time, as before.
 *
 * The value is shared by every caller given the same list: it must be read-only (a caller that
 * changes it copies it first). Bounded per function; the least recently used list is forgotten first.
 */
import { BoundedMap } from "@/lib/bounded-map";

/** Lists remembered per function: a catalog's few candidate sets per question kind. */
export const FROZEN_LISTS_MAX = 256;

const serials = new WeakMap<object, number>();
let lastSerial = 0;
/** A number per object, for the object's life (a key made of them holds no object alive). */
function serialOf(o: object): number {
  let n = serials.get(o);
  if (n === undefined) {
    n = ++lastSerial;
    serials.set(o, n);
  }
  return n;
}

/**
 * The key of a list of frozen objects (and of the frozen or shared read-only extras it is read
 * with), or undefined when one of them is not frozen.
 */
export function frozenListKey(
  list: readonly object[],
  ...extras: (object | undefined)[]
): string | undefined {
  let key = "";
  for (const o of list) {
    if (!Object.isFrozen(o)) return undefined;
    key += `${serialOf(o)},`;
  }
  for (const o of extras) key += `|${o === undefined ? "" : serialOf(o)}`;
  return key;
}

/** `fn` over a list, once per list of the same frozen objects (see the module comment). */
export function oncePerFrozenList<T extends object, R>(
  fn: (list: readonly T[]) => R,
  max = FROZEN_LISTS_MAX,
): (list: readonly T[]) => R {
  const known = new BoundedMap<string, R>(max);
  return (list) => {
    const key = frozenListKey(list);
    if (key === undefined) return fn(list);
    if (known.has(key)) return known.get(key) as R;
    const value = fn(list);
    known.set(key, value);
    return value;
  };
}
