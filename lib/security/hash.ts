import { createHash } from "node:crypto";
import { canonicalJson } from "./canonical-json";

/** Lower-case hex sha256 of a UTF-8 string or raw bytes. */
export function sha256(input: string | Uint8Array): string {
  return createHash("sha256").update(input).digest("hex");
}

/** sha256 of the canonical JSON of a value: the pinning hash of definitions and snapshots. */
export function canonicalHash(value: unknown): string {
  return sha256(canonicalJson(value));
}
