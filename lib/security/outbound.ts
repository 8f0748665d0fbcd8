/**
 * Outbound requests to public addresses only (issue 10 item 3). Every server-side request to a
 * URL an admin configured (OpenAPI documents and base URLs, MCP over HTTP) goes through
 * `outboundFetch`: the host is resolved and the connection is made only if every address it
 * resolves to is public — never loopback, private, link-local (cloud metadata), CGNAT, multicast
 * or reserved — unless the operator named the host in the allow-list. The check runs inside the
 * socket's own DNS lookup, so the address checked is the address connected to (no rebinding
 * window), and again on every redirect hop; a redirect to another host is refused.
 *
 * Failures are `OutboundError`s whose message names the class of failure only (refused address,
 * refused redirect, unreachable, …): never the upstream body, never the resolved address.
 */
import dns, { type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";
import { Readable } from "node:stream";
import zlib from "node:zlib";

/** One allowed internal host: `host[:port]`, optionally only under a path (the demo's own API). */
export interface AllowEntry {
  host: string;
  port?: number;
  pathPrefix?: string;
}

export interface OutboundPolicy {
  allow: readonly AllowEntry[];
}

export type OutboundFailure =
  | "bad_url"
  | "refused_address"
  | "refused_redirect"
  | "too_many_redirects"
  | "unreachable"
  | "timeout"
  | "malformed";

export class OutboundError extends Error {
  readonly kind: OutboundFailure;
  constructor(kind: OutboundFailure, message: string) {
    super(message);
    this.name = "OutboundError";
    this.kind = kind;
  }
}

export function isOutboundError(e: unknown): e is OutboundError {
  return e instanceof OutboundError;
}

// --- address classes -------------------------------------------------------------------------

const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, incl. 169.254.169.254 cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments (incl. 192.0.0.192 Oracle metadata)
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  NON_PUBLIC.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local (incl. fd00:ec2::254 AWS metadata)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  NON_PUBLIC.addSubnet(net, prefix, "ipv6");

/** The IPv4 address embedded in an IPv4-mapped/compatible, NAT64 or 6to4 IPv6 address, if any. */
function embeddedIpv4(ip: string): string | undefined {
  const lower = ip.toLowerCase();
  const dotted = lower.match(/^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) return dotted[1];
  const words = expandIpv6(lower);
  if (!words) return undefined;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (n: number) => words.slice(0, n).every((w) => w === 0);
  if (zeros(5) && words[5] === 0xffff) return v4(words[6], words[7]); // ::ffff:a.b.c.d
  if (zeros(6) && (words[6] !== 0 || words[7] > 1)) return v4(words[6], words[7]); // ::a.b.c.d
  if (words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((w) => w === 0))
    return v4(words[6], words[7]); // NAT64
  if (words[0] === 0x2002) return v4(words[1], words[2]); // 6to4
  return undefined;
}

function expandIpv6(ip: string): number[] | undefined {
  if (isIP(ip) !== 6 || ip.includes(".")) return undefined;
  const [head, tail] = ip.split("::");
  const part = (s: string | undefined) => (s ? s.split(":").map((h) => Number.parseInt(h, 16)) : []);
  const a = part(head);
  const b = part(tail);
  if (tail === undefined) return a.length === 8 ? a : undefined;
  return [...a, ...new Array(8 - a.length - b.length).fill(0), ...b];
}

/** True only for a globally routable unicast address. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(ip);
  if (family === 0) return false;
  if (family === 4) return !NON_PUBLIC.check(ip, "ipv4");
  const v4 = embeddedIpv4(ip);
  if (v4 !== undefined) return isPublicAddress(v4);
  return !NON_PUBLIC.check(ip, "ipv6");
}

// --- the allow-list ---------------------------------------------------------------------------

/**
 * Parses `OUTBOUND_ALLOW_HOSTS`: comma-separated `host[:port]` (IPv6 in brackets). Throws with a
 * message naming the bad entry.
 */
export function parseAllowHosts(value: string | undefined): AllowEntry[] {
  const out: AllowEntry[] = [];
  for (const raw of (value ?? "").split(",")) {
    const item = raw.trim();
    if (!item) continue;
    const m = item.match(/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/);
    const port = m?.[2] === undefined ? undefined : Number(m[2]);
    if (!m || (port !== undefined && (port < 1 || port > 65535)))
      throw new Error(`"${item.slice(0, 80)}" is not host[:port] (e.g. inventory.internal:8080)`);
    out.push({ host: normalizeHost(m[1]), ...(port !== undefined ? { port } : {}) });
  }
  return out;
}

/** An allow entry for exactly one URL prefix (origin + path), e.g. the demo's own API. */
export function allowEntryForUrl(url: string): AllowEntry {
  const u = new URL(url);
  return {
    host: normalizeHost(u.hostname),
    port: effectivePort(u),
    pathPrefix: u.pathname.replace(/\/+$/, ""),
  };
}

function normalizeHost(host: string): string {
  return host
    .replace(/^\[|\]$/g, "")
    .toLowerCase()
    .replace(/\.$/, "");
}

function effectivePort(u: URL): number {
  return u.port ? Number(u.port) : u.protocol === "https:" ? 443 : 80;
}

export function isAllowedByName(url: URL, policy: OutboundPolicy): boolean {
  const host = normalizeHost(url.hostname);
  const port = effectivePort(url);
  return policy.allow.some((e) => {
    if (e.host !== host) return false;
    if (e.port !== undefined && e.port !== port) return false;
    if (e.pathPrefix === undefined || e.pathPrefix === "") return true;
    return url.pathname === e.pathPrefix || url.pathname.startsWith(`${e.pathPrefix}/`);
  });
}

// --- the request ------------------------------------------------------------------------------

export interface OutboundInit extends RequestInit {
  /** Most redirect hops followed when `redirect` is "follow" (default 5). */
  maxRedirects?: number;
}

const REFUSED_ADDRESS =
  "Outbound request refused: the host is not a public address (loopback, private, link-local and metadata addresses are not allowed; the operator can allow a host with OUTBOUND_ALLOW_HOSTS).";

const keptAlive = () => ({
  "http:": new http.Agent({ keepAlive: true, maxSockets: 64 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 64 }),
});
/** Sockets of these agents were all opened after the public-address check, so reusing them is safe. */
const publicAgents = keptAlive();
/**
 * Sockets to hosts the operator allowed by name (OUTBOUND_ALLOW_HOSTS), kept apart from the public
 * pool: the agent is chosen per request by the same check, and a socket is reused only for the same
 * host and port, so a request that is not allowed never reaches one of these sockets.
 */
const allowedAgents = keptAlive();

/**
 * `fetch` for URLs an admin configured. `redirect: "follow"` (the default) follows same-host
 * redirects only, each hop checked again; "manual" returns the 3xx; "error" throws.
 */
export async function outboundFetch(
  input: string | URL,
  init: OutboundInit = {},
  policy: OutboundPolicy = { allow: [] },
): Promise<Response> {
  let url = toUrl(input);
  let method = (init.method ?? "GET").toUpperCase();
  let body = await bodyBytes(init.body);
  const mode = init.redirect ?? "follow";
  const maxRedirects = init.maxRedirects ?? 5;
  for (let hop = 0; ; hop++) {
    const res = await requestOnce(
      url,
      method,
      new Headers(init.headers),
      body,
      init.signal ?? undefined,
      policy,
    );
    const location = res.headers.get("location");
    if (!isRedirect(res.status) || !location || mode === "manual") return res;
    await res.body?.cancel().catch(() => undefined);
    if (mode === "error")
      throw new OutboundError("refused_redirect", "Outbound request refused: a redirect.");
    if (hop >= maxRedirects)
      throw new OutboundError("too_many_redirects", "Outbound request refused: too many redirects.");
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new OutboundError("refused_redirect", "Outbound request refused: an invalid redirect.");
    }
    if (normalizeHost(next.hostname) !== normalizeHost(url.hostname) || !/^https?:$/.test(next.protocol))
      throw new OutboundError("refused_redirect", "Outbound request refused: a redirect to another host.");
    if (url.protocol === "https:" && next.protocol === "http:")
      throw new OutboundError("refused_redirect", "Outbound request refused: a redirect from https to http.");
    if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === "POST")) {
      method = method === "HEAD" ? "HEAD" : "GET";
      body = undefined;
    }
    url = next;
  }
}

function toUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new OutboundError("bad_url", "Outbound request refused: not a valid URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new OutboundError("bad_url", "Outbound request refused: only http and https URLs are allowed.");
  if (url.username || url.password)
    throw new OutboundError("bad_url", "Outbound request refused: credentials in the URL are not allowed.");
  return url;
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

async function bodyBytes(body: RequestInit["body"]): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return Buffer.from(body, "utf8");
  if (body instanceof URLSearchParams) return Buffer.from(body.toString(), "utf8");
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof Blob) return Buffer.from(await body.arrayBuffer());
  throw new OutboundError("bad_url", "Outbound request refused: unsupported request body.");
}

/** DNS lookup that refuses the connection unless every resolved address is public. */
function guardedLookup(): NonNullable<http.RequestOptions["lookup"]> {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err);
      const list = addresses as LookupAddress[];
      if (list.length === 0 || list.some((a) => !isPublicAddress(a.address)))
        return callback(new OutboundError("refused_address", REFUSED_ADDRESS));
      if (options.all) callback(null, list);
      else callback(null, list[0].address, list[0].family);
    });
  }) as NonNullable<http.RequestOptions["lookup"]>;
}

function requestOnce(
  url: URL,
  method: string,
  headers: Headers,
  body: Buffer | undefined,
  signal: AbortSignal | undefined,
  policy: OutboundPolicy,
): Promise<Response> {
  const allowed = isAllowedByName(url, policy);
  const literal = isIP(url.hostname.replace(/^\[|\]$/g, "")) !== 0;
  if (!allowed && literal && !isPublicAddress(url.hostname))
    return Promise.reject(new OutboundError("refused_address", REFUSED_ADDRESS));
  if (!headers.has("accept-encoding")) headers.set("accept-encoding", "gzip, deflate, br");
  if (body && !headers.has("content-length")) headers.set("content-length", String(body.byteLength));
  const lib = url.protocol === "https:" ? https : http;
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) return reject(new OutboundError("timeout", "Outbound request was cancelled."));
    const req = lib.request(url, {
      method,
      headers: Object.fromEntries(headers.entries()),
      agent: (allowed ? allowedAgents : publicAgents)[url.protocol as "http:" | "https:"],
      ...(allowed ? {} : { lookup: guardedLookup() }),
      signal,
    });
    req.on("error", (e) => reject(classify(e, signal)));
    req.on("response", (res) => {
      try {
        resolve(toResponse(res, method));
      } catch (e) {
        res.destroy();
        reject(classify(e, signal));
      }
    });
    req.end(body);
  });
}

function toResponse(res: IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
    try {
      headers.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
    } catch {
      // A header the Fetch API cannot hold is dropped.
    }
  }
  const status = res.statusCode ?? 502;
  if (status < 200 || status > 599)
    throw new OutboundError("malformed", "The server's answer was malformed.");
  const nullBody = method === "HEAD" || [204, 205, 304].includes(status);
  if (nullBody) {
    res.resume();
    return new Response(null, { status, statusText: res.statusMessage, headers });
  }
  let stream: Readable = res;
  const encoding = (headers.get("content-encoding") ?? "").trim().toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : undefined;
  if (decoder) {
    stream = res.pipe(decoder);
    res.on("error", (e) => decoder.destroy(e));
    headers.delete("content-encoding");
    headers.delete("content-length");
  }
  stream.on("error", () => undefined);
  // Aborting the request's signal destroys the socket, which errors this stream too.
  const web = Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
  return new Response(web, { status, statusText: res.statusMessage, headers });
}

const NETWORK_WORDS: Record<string, string> = {
  ENOTFOUND: "the host name was not found",
  EAI_AGAIN: "the host name could not be resolved",
  ECONNREFUSED: "the connection was refused",
  ECONNRESET: "the connection was reset",
  EHOSTUNREACH: "the host is unreachable",
  ENETUNREACH: "the network is unreachable",
  ETIMEDOUT: "the connection timed out",
  EPIPE: "the connection was closed",
};

function classify(e: unknown, signal: AbortSignal | undefined): OutboundError {
  if (e instanceof OutboundError) return e;
  if (signal?.aborted || (e as { name?: string })?.name === "AbortError")
    return new OutboundError("timeout", "Outbound request was cancelled or timed out.");
  const code = String((e as { code?: unknown })?.code ?? "");
  if (code.startsWith("ERR_TLS") || /CERT|SSL|TLS/.test(code))
    return new OutboundError(
      "unreachable",
      "The server could not be reached: its TLS certificate was not accepted.",
    );
  const words = NETWORK_WORDS[code];
  return new OutboundError(
    "unreachable",
    words ? `The server could not be reached: ${words}.` : "The server could not be reached.",
  );
}
