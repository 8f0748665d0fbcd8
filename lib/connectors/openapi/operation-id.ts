/**
 * OperationIds are remote text. One that is missing or not a plain identifier is replaced by a
 * name synthesized from method + path (`GET /repos/{owner}/{repo}` → `get_repos_owner_repo`), so
 * capability ids stay predictable and free of hostile characters.
 */
const SAFE_OPERATION_ID = /^[A-Za-z0-9_./-]{1,128}$/;

export function isSafeOperationId(value: unknown): value is string {
  return typeof value === "string" && SAFE_OPERATION_ID.test(value);
}

export function synthesizeOperationId(method: string, path: string): string {
  const slug = path
    .replace(/[{}]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .toLowerCase();
  return `${method.toLowerCase()}_${slug || "root"}`.slice(0, 128);
}
