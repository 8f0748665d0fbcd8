/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, JSON number and string
 * formatting (the RFC 8785 / JCS ordering for the values we handle). Used for definition pinning
 * and snapshot hashes, so two semantically equal values always hash the same (DESIGN.md §3).
 *
 * Follows JSON.stringify semantics for edge cases: `toJSON` is honoured, `undefined`/functions/
 * symbols are omitted from objects and become `null` in arrays, non-finite numbers become `null`.
 * Cycles and BigInt throw: a value that is not JSON has no canonical form.
 */
export function canonicalJson(value: unknown): string {
  const out = serialize(value, new Set<object>());
  // Top-level undefined has no JSON text; mirror JSON.stringify's absence with `null`.
  return out ?? "null";
}

function serialize(value: unknown, stack: Set<object>): string | undefined {
  if (
    value !== null &&
    typeof value === "object" &&
    typeof (value as { toJSON?: unknown }).toJSON === "function"
  ) {
    value = (value as { toJSON: () => unknown }).toJSON();
  }
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? JSON.stringify(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      throw new TypeError("canonicalJson: BigInt is not JSON");
    case "undefined":
    case "function":
    case "symbol":
      return undefined;
    case "object":
      break;
  }
  if (value === null) return "null";
  const obj = value as object;
  if (stack.has(obj)) throw new TypeError("canonicalJson: circular structure");
  stack.add(obj);
  try {
    if (Array.isArray(obj)) {
      return `[${obj.map((item) => serialize(item, stack) ?? "null").join(",")}]`;
    }
    const record = obj as Record<string, unknown>;
    const parts: string[] = [];
    for (const key of Object.keys(record).sort()) {
      const text = serialize(record[key], stack);
      if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${parts.join(",")}}`;
  } finally {
    stack.delete(obj);
  }
}
