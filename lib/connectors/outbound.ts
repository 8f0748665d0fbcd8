/**
 * The operator's outbound policy (issue 10 item 3) and the fetch functions the connectors use:
 * OpenAPI documents and base URLs, MCP over Streamable HTTP (bounded on top by
 * lib/connectors/mcp/http-transport.ts). Allowed internal hosts are
 *   - `OUTBOUND_ALLOW_HOSTS` (comma-separated `host[:port]`), read on every request;
 *   - the demo's own logistics API (`DEMO_LOGISTICS_BASE_URL`, default this app's
 *     `/api/demo/logistics`): exactly that origin and path, nothing else on the host;
 *   - URL prefixes registered in-process with `allowOutboundUrl` by code the operator runs, never
 *     by a tenant admin: the demo servers a test or `npm run golden` starts on 127.0.0.1.
 * Everything else must resolve to public addresses only (lib/security/outbound.ts).
 */
import {
  type AllowEntry,
  allowEntryForUrl,
  type OutboundInit,
  type OutboundPolicy,
  outboundFetch,
  parseAllowHosts,
} from "@/lib/security/outbound";

const g = globalThis as unknown as { __ttOutboundAllowed?: AllowEntry[] };
let memo: { raw: string; entries: AllowEntry[] } | undefined;
/** The demo API's entry, parsed again only when its URL changes (the policy is read on every request). */
let demoMemo: { url: string; entry?: AllowEntry } | undefined;

/** The base URL of the demo logistics API (the seeded connection stores no base URL of its own). */
export function demoLogisticsBaseUrl(source: Record<string, string | undefined> = process.env): string {
  if (source.DEMO_LOGISTICS_BASE_URL) return source.DEMO_LOGISTICS_BASE_URL;
  return `${source.NEXTAUTH_URL ?? `http://127.0.0.1:${source.PORT ?? 3000}`}/api/demo/logistics`;
}

/** Allows one URL prefix (origin + path) for this process: for servers the operator's own code starts. */
export function allowOutboundUrl(url: string): void {
  g.__ttOutboundAllowed ??= [];
  g.__ttOutboundAllowed.push(allowEntryForUrl(url));
}

export function outboundPolicy(): OutboundPolicy {
  const raw = process.env.OUTBOUND_ALLOW_HOSTS ?? "";
  if (memo?.raw !== raw) memo = { raw, entries: parseAllowHosts(raw) };
  const demoUrl = demoLogisticsBaseUrl();
  if (demoMemo?.url !== demoUrl) {
    demoMemo = { url: demoUrl };
    try {
      demoMemo.entry = allowEntryForUrl(demoUrl);
    } catch {
      // An unparsable demo URL allows nothing (env validation reports it at start-up).
    }
  }
  const demo = demoMemo.entry ? [demoMemo.entry] : [];
  return { allow: [...memo.entries, ...demo, ...(g.__ttOutboundAllowed ?? [])] };
}

/** `fetch` under the outbound policy: for OpenAPI documents and operations, and MCP over HTTP. */
export function connectorFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  return outboundFetch(input instanceof Request ? input.url : input, init as OutboundInit, outboundPolicy());
}
