import { createHash } from "node:crypto";

/**
 * Canonical JSON: object keys sorted, `undefined` members dropped, no whitespace. Two documents
 * that differ only in key order hash the same, which is what definition pinning needs (DESIGN.md §3).
 * Input must be a tree (raw parsed JSON); dereferenced graphs may be cyclic and are rejected.
 */
export function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  write(value, parts, new Set());
  return parts.join("");
}

function write(value: unknown, out: string[], stack: Set<object>): void {
  if (value === null || typeof value !== "object") {
    out.push(value === undefined ? "null" : JSON.stringify(value));
    return;
  }
  if (stack.has(value)) throw new TypeError("canonicalJson: cyclic value");
  stack.add(value);
  if (Array.isArray(value)) {
    out.push("[");
    value.forEach((item, i) => {
      if (i > 0) out.push(",");
      write(item, out, stack);
    });
    out.push("]");
  } else {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort();
    out.push("{");
    keys.forEach((key, i) => {
      if (i > 0) out.push(",");
      out.push(JSON.stringify(key), ":");
      write(record[key], out, stack);
    });
    out.push("}");
  }
  stack.delete(value);
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
