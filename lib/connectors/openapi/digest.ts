import { canonicalJson, sha256Hex } from "./canonical";
import { collectRefs, resolvePointer } from "./refs";

/**
 * Operation digests for definition pinning (DESIGN.md §3). A digest covers the raw operation
 * AND the transitive closure of the components it references, so editing a shared schema
 * re-pins every operation that uses it. Per-component digests and direct-ref lists are memoized,
 * which keeps a 1,200-operation document at one canonicalization per component.
 */
export class DigestIndex {
  private readonly componentDigest = new Map<string, string>();
  private readonly componentRefs = new Map<string, Set<string>>();

  constructor(private readonly rawDoc: Record<string, unknown>) {}

  operationDigest(path: string, method: string): string {
    const pathItem = this.pathItem(path);
    const operation = pathItem[method];
    const own = { method, path, pathParameters: pathItem.parameters, operation };
    const closure = this.closure(collectRefs(own));
    const deps = [...closure].sort().map((ref) => `${ref}=${this.digestOf(ref)}`);
    return sha256Hex(`${canonicalJson(own)}\n${deps.join("\n")}`);
  }

  private pathItem(path: string): Record<string, unknown> {
    const paths = this.rawDoc.paths as Record<string, unknown>;
    let item = paths[path] as Record<string, unknown>;
    // A path item may itself be a $ref; follow it (refs are local, checked at import).
    if (typeof item.$ref === "string")
      item = resolvePointer(this.rawDoc, item.$ref) as Record<string, unknown>;
    return item;
  }

  private closure(start: Set<string>): Set<string> {
    const done = new Set<string>();
    const queue = [...start];
    for (let ref = queue.pop(); ref !== undefined; ref = queue.pop()) {
      if (done.has(ref)) continue;
      done.add(ref);
      for (const next of this.refsOf(ref)) if (!done.has(next)) queue.push(next);
    }
    return done;
  }

  private refsOf(ref: string): Set<string> {
    let refs = this.componentRefs.get(ref);
    if (!refs) {
      refs = collectRefs(resolvePointer(this.rawDoc, ref));
      this.componentRefs.set(ref, refs);
    }
    return refs;
  }

  private digestOf(ref: string): string {
    let digest = this.componentDigest.get(ref);
    if (!digest) {
      digest = sha256Hex(canonicalJson(resolvePointer(this.rawDoc, ref)));
      this.componentDigest.set(ref, digest);
    }
    return digest;
  }
}
