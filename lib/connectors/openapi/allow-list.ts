import type { AllowList } from "./types";

export interface OperationKey {
  operationId: string;
  path: string;
  tags: readonly string[];
}

export function isEmptyAllowList(allow: AllowList | undefined): boolean {
  return !allow?.operationIds?.length && !allow?.tags?.length && !allow?.pathPrefixes?.length;
}

/** Entries are grants: an operation is admitted when any criterion matches (see AllowList). */
export function isAllowed(allow: AllowList | undefined, op: OperationKey): boolean {
  if (!allow || isEmptyAllowList(allow)) return true;
  if (allow.operationIds?.includes(op.operationId)) return true;
  if (allow.tags?.some((tag) => op.tags.includes(tag))) return true;
  return allow.pathPrefixes?.some((prefix) => hasPathPrefix(op.path, prefix)) ?? false;
}

/** Segment-boundary prefix match, so `/repos` never admits `/repositories`. */
export function hasPathPrefix(path: string, prefix: string): boolean {
  const p = prefix.length > 1 ? prefix.replace(/\/+$/, "") : prefix;
  if (p === "/" || p === "") return true;
  return path === p || path.startsWith(`${p}/`);
}
