import { OpenApiError } from "./errors";

/** Resolves a local JSON pointer (`#/components/schemas/Repo`) in a raw document. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith("#"))
    throw new OpenApiError("bad_request:openapi", `External $ref not supported: ${ref.slice(0, 120)}`);
  const tokens = ref === "#" || ref === "#/" ? [] : ref.slice(2).split("/");
  let node: unknown = doc;
  for (const raw of tokens) {
    const token = decodeToken(raw, ref);
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, token)) {
      throw new OpenApiError("bad_request:openapi", `Missing $ref target: ${ref.slice(0, 120)}`);
    }
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

function decodeToken(raw: string, ref: string): string {
  try {
    return decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
  } catch {
    throw new OpenApiError("bad_request:openapi", `Malformed $ref: ${ref.slice(0, 120)}`);
  }
}

/** Every `$ref` string inside a raw (tree-shaped) JSON value. */
export function collectRefs(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, out);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") out.add(child);
      else collectRefs(child, out);
    }
  }
  return out;
}

/**
 * Rejects any `$ref` that is not local. The parser is run with external resolution disabled
 * (no file or network reads on behalf of a remote document), and it leaves such refs in place,
 * so they must be refused here rather than surface later as half-resolved schemas.
 */
export function assertNoExternalRefs(doc: unknown): void {
  for (const ref of collectRefs(doc)) {
    if (!ref.startsWith("#")) {
      throw new OpenApiError("bad_request:openapi", `External $ref not supported: ${ref.slice(0, 120)}`);
    }
  }
}
