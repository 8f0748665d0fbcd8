/** Canonical JSON and hashing come from lib/security, the one place pinning is defined. */
export { canonicalJson, sha256 as sha256Hex } from "@/lib/security";
