/**
 * The operator's outbound policy (issue 10 item 3) and the fetch functions the connectors use:
 * OpenAPI documents and base URLs, MCP over Streamable HTTP. Allowed internal hosts are
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
  OutboundError,
  type OutboundInit,
  type OutboundPolicy,
  outboundFetch,
  parseAllowHosts,
} from "@/lib/security/outbound";

const g = globalThis as unknown as { __ttOutboundAllowed?: AllowEntry[] };
let memo: { raw: string; entries: AllowEntry[] } | undefined;

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
  const demo: AllowEntry[] = [];
  try {
    demo.push(allowEntryForUrl(demoLogisticsBaseUrl()));
  } catch {
    // An unparsable demo URL allows nothing (env validation reports it at start-up).
  }
  return { allow: [...memo.entries, ...demo, ...(g.__ttOutboundAllowed ?? [])] };
}

/** `fetch` under the outbound policy: for OpenAPI documents and operations. */
export function connectorFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  return outboundFetch(input instanceof Request ? input.url : input, init as OutboundInit, outboundPolicy());
}

const MCP_JSON_LIMIT = 64 * 1024 * 1024;

/**
 * `fetch` for the MCP Streamable HTTP transport, under the outbound policy. The SDK puts an error
 * answer's body, or the start of a JSON answer that does not parse, into its error messages, which
 * reach admins: an error answer's body is dropped here, and a JSON answer that does not parse is
 * a class-only error.
 */
export async function mcpHttpFetch(input: string | URL, init?: RequestInit): Promise<Response> {
  const res = await connectorFetch(input, init);
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return new Response(null, { status: res.status, statusText: res.statusText, headers: res.headers });
  }
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json") || !res.body) return res;
  const text = await readText(res, MCP_JSON_LIMIT);
  try {
    JSON.parse(text);
  } catch {
    throw new OutboundError("malformed", "The MCP server answered with a body that is not valid JSON.");
  }
  return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
}

async function readText(res: Response, limit: number): Promise<string> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new OutboundError("malformed", "The MCP server's answer was too large.");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
