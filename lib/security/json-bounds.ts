/**
 * Shape bounds of untrusted JSON (issue 10 item 2): how many values a document holds and how deep it
 * nests, measured iteratively — a 60,000-level document is a clear "too deep" answer here instead of
 * "Maximum call stack size exceeded" from the first recursive walker (JSON.stringify, structuredClone,
 * ajv, a schema converter) that meets it. Stops at the first exceeded bound, so the work is bounded too.
 */

export interface JsonBounds {
  /** JSON values (objects, arrays, strings, numbers, …) counted, the root included. */
  maxNodes: number;
  /** Nesting levels: a scalar root is depth 0, `{"a":1}` is depth 1. */
  maxDepth: number;
}

export interface JsonBoundsExceeded {
  limit: "maxNodes" | "maxDepth";
  /** The bound that was exceeded. */
  max: number;
}

/** The first bound `value` exceeds, or undefined when it fits. Cycles count as (bounded) revisits. */
export function exceedsJsonBounds(value: unknown, bounds: JsonBounds): JsonBoundsExceeded | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, depth] = top;
    if (++nodes > bounds.maxNodes) return { limit: "maxNodes", max: bounds.maxNodes };
    if (node === null || typeof node !== "object") continue;
    if (depth + 1 > bounds.maxDepth) {
      // An empty container adds no level.
      if (Array.isArray(node) ? node.length > 0 : Object.keys(node).length > 0)
        return { limit: "maxDepth", max: bounds.maxDepth };
      continue;
    }
    const children = Array.isArray(node) ? node : Object.values(node as Record<string, unknown>);
    for (const child of children) stack.push([child, depth + 1]);
  }
  return undefined;
}

/** A one-line reason naming the limit, e.g. `nested deeper than 64 levels (limit maxDepth = 64)`. */
export function describeJsonBounds(e: JsonBoundsExceeded): string {
  const n = e.max.toLocaleString("en");
  return e.limit === "maxDepth"
    ? `nested deeper than ${n} levels (limit maxDepth = ${n})`
    : `more than ${n} JSON values (limit maxNodes = ${n})`;
}

/**
 * Size of a JSON Schema as a validator walks it: every value counted, and every local `$ref`
 * (`#/$defs/X`, any `#/…` pointer) counted as the size of its target, memoized, so this is linear
 * in the schema. A cycle counts once. `anyOf: [$ref next, $ref next]` repeated N levels deep is
 * 2^N here — the cost of validating a value that matches none of the branches. Saturates just
 * above `cap`. Iterative, so a long chain of $refs cannot overflow the stack either.
 */
export function expandedJsonSize(root: unknown, cap: number): number {
  if (root === null || typeof root !== "object") return 1;
  const memo = new Map<object, number>();
  const open = new Set<object>();
  interface Frame {
    node: object;
    children: unknown[];
    next: number;
    sum: number;
  }
  const frame = (node: object): Frame => {
    open.add(node);
    const children = Array.isArray(node) ? [...node] : Object.values(node);
    const ref = Array.isArray(node) ? undefined : (node as Record<string, unknown>).$ref;
    if (typeof ref === "string" && ref.startsWith("#")) {
      const target = resolveLocal(root, ref);
      if (target !== undefined) children.push(target);
    }
    return { node, children, next: 0, sum: 1 };
  };
  const stack: Frame[] = [frame(root)];
  let result = 1;
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.next < top.children.length) {
      const child = top.children[top.next++];
      if (child === null || typeof child !== "object") top.sum += 1;
      else if (memo.has(child)) top.sum += memo.get(child) ?? 1;
      else if (open.has(child)) top.sum += 1;
      else stack.push(frame(child));
      if (top.sum > cap) top.sum = cap + 1;
      continue;
    }
    stack.pop();
    open.delete(top.node);
    memo.set(top.node, top.sum);
    result = top.sum;
    const parent = stack[stack.length - 1];
    if (parent) parent.sum = Math.min(cap + 1, parent.sum + top.sum);
  }
  return result;
}

function resolveLocal(root: unknown, ref: string): unknown {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    let token: string;
    try {
      token = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    } catch {
      return undefined;
    }
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
