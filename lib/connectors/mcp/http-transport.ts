/**
 * Client Streamable HTTP transport with a hard cap per message, counted as the bytes arrive. The
 * SDK reads a JSON answer whole (`response.json()`) and an SSE event whole before bounding
 * anything; here the fetch it uses is wrapped so that past the cap the answer stops being read
 * (its body is cancelled, which closes that connection, not the MCP session), the prefix that
 * arrived is repaired to its last complete records and becomes the answer, flagged (`CUT_META`),
 * or a too-large error when no valid prefix can be kept. The SDK is handed a small stand-in for
 * it (serializing 2 MB for the SDK to parse again would block the event loop twice), which this
 * transport swaps for the held answer. The session keeps working: the next call is a new POST in
 * the same session.
 */
import { randomUUID } from "node:crypto";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport, TransportSendOptions } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, MessageExtraInfo } from "@modelcontextprotocol/sdk/types.js";
import { OutboundError } from "@/lib/security/outbound";
import { CUT_META, cutResponse, repairMessage, stripCutFlag } from "./cut";
import { decodeSteps, runSliced } from "./sliced";

export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

export interface CutStats {
  /** Answers cut so far. */
  cuts: number;
  /** performance.now() when the last cut answer reached the cap (for the benchmark). */
  capReachedAt?: number;
}

export interface BoundedHttpOptions {
  headers?: Record<string, string>;
  /** The policy-checked fetch underneath (outbound address checks, counting). */
  fetch: FetchLike;
  /** Hard cap on one message's raw bytes (a JSON body, or one SSE event). */
  maxMessageBytes: number;
}

/** How long a cut answer waits for its stand-in to come back through the SDK. */
const HELD_MS = 60_000;
/** A GET stream event that never ends is closed after skipping this much. */
const MAX_SKIPPED_BYTES = 512 * 1024 * 1024;
const LF = 0x0a;
const CR = 0x0d;

export class BoundedHttpTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  readonly stats: CutStats = { cuts: 0 };
  readonly inner: StreamableHTTPClientTransport;
  /** Marks this transport's own stand-ins: a server cannot forge one without it. */
  private readonly nonce = randomUUID();
  /** Cut answers by ticket, until their stand-in comes back through the SDK. */
  private readonly held = new Map<string, JSONRPCMessage>();

  constructor(url: URL, options: BoundedHttpOptions) {
    this.inner = new StreamableHTTPClientTransport(url, {
      requestInit: { headers: options.headers },
      fetch: boundedFetch(options.fetch, {
        maxMessageBytes: options.maxMessageBytes,
        nonce: this.nonce,
        stats: this.stats,
        held: this.held,
      }),
    });
    this.inner.onmessage = (message: JSONRPCMessage) => this.onmessage?.(this.checkFlag(message));
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onclose = () => this.onclose?.();
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  get protocolVersion(): string | undefined {
    return this.inner.protocolVersion;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion(version);
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  send(message: JSONRPCMessage | JSONRPCMessage[], options?: TransportSendOptions): Promise<void> {
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    this.held.clear();
    return this.inner.close();
  }

  terminateSession(): Promise<void> {
    return this.inner.terminateSession();
  }

  /** The flag is the host's to set: only a stand-in carrying this transport's nonce becomes its held answer. */
  private checkFlag(message: JSONRPCMessage): JSONRPCMessage {
    const claimed = stripCutFlag(message)?.[CUT_META] as { nonce?: unknown; ticket?: unknown } | undefined;
    if (claimed?.nonce !== this.nonce || typeof claimed.ticket !== "string") return message;
    const held = this.held.get(claimed.ticket);
    this.held.delete(claimed.ticket);
    return held ?? message;
  }
}

interface BoundOptions {
  maxMessageBytes: number;
  nonce: string;
  stats: CutStats;
  /** Where a cut answer waits for its stand-in (BoundedHttpTransport.checkFlag). */
  held: Map<string, JSONRPCMessage>;
}

/**
 * Wraps the fetch the SDK uses: an error answer's body is dropped (the SDK would quote it in
 * error messages that reach admins), a JSON answer and every SSE event are bounded as they arrive.
 */
export function boundedFetch(base: FetchLike, options: BoundOptions): FetchLike {
  return async (url, init) => {
    const res = await base(url, init);
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return new Response(null, { status: res.status, statusText: res.statusText, headers: res.headers });
    }
    if (!res.body) return res;
    const type = (res.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    const id = requestIdOf(init?.body);
    if (type === "application/json") return boundJson(res, id, options);
    if (type === "text/event-stream") {
      return new Response(boundSse(res.body, id, options), {
        status: res.status,
        statusText: res.statusText,
        headers: res.headers,
      });
    }
    return res;
  };
}

/** The id of the one request a POST carries (the SDK sends one message per POST). */
function requestIdOf(body: unknown): string | number | undefined {
  if (typeof body !== "string") return undefined;
  try {
    const message = JSON.parse(body) as { id?: unknown; method?: unknown };
    const id = message?.id;
    return typeof message?.method === "string" && (typeof id === "string" || typeof id === "number")
      ? id
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cut answer (repaired and parsed in slices, the event loop let run between them), held, and
 * the serialized stand-in the SDK parses instead: a result that names the held answer's ticket.
 */
async function cutMessage(prefix: string, id: string | number, options: BoundOptions): Promise<string> {
  const repaired = prefix.trimStart().startsWith("{") ? await repairMessage(prefix) : undefined;
  const ticket = randomUUID();
  options.held.set(ticket, await cutResponse(id, repaired, options.maxMessageBytes));
  // Its stand-in comes back within milliseconds; one whose request was abandoned is not kept.
  setTimeout(() => options.held.delete(ticket), HELD_MS).unref();
  const flag = { nonce: options.nonce, ticket };
  return JSON.stringify({ jsonrpc: "2.0", id, result: { content: [], _meta: { [CUT_META]: flag } } });
}

function noteCut(options: BoundOptions): void {
  options.stats.cuts += 1;
  options.stats.capReachedAt = performance.now();
}

async function boundJson(res: Response, id: string | number | undefined, options: BoundOptions) {
  const cap = options.maxMessageBytes;
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > cap) {
      parts.push(value.subarray(0, cap - size));
      size = cap;
      noteCut(options);
      // Stop reading: the rest of this answer is never stored (the connection closes, the session stays).
      void reader.cancel().catch(() => undefined);
      if (id === undefined) throw new OutboundError("malformed", "The MCP server's answer was too large.");
      const prefix = await runSliced(decodeSteps(parts));
      return jsonResponse(await cutMessage(prefix, id, options), res);
    }
    parts.push(value);
    size += value.byteLength;
  }
  const text = Buffer.concat(parts, size).toString("utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Class only: the SDK would put the start of the body into an error message.
    throw new OutboundError("malformed", "The MCP server answered with a body that is not valid JSON.");
  }
  return new ParsedJsonResponse(text, answerInit(res), value);
}

/**
 * A JSON answer already read and parsed here: `json()` hands over that value instead of parsing the
 * same text a second time (the SDK reads a JSON answer with `response.json()`). The body is still the
 * text, for any other reader; the value is handed over once, so no two readers share one object.
 */
export class ParsedJsonResponse extends Response {
  private parsed: { value: unknown } | undefined;

  constructor(text: string, init: ResponseInit, value: unknown) {
    super(text, init);
    this.parsed = { value };
  }

  override json(): Promise<unknown> {
    const parsed = this.parsed;
    this.parsed = undefined;
    return parsed && !this.bodyUsed ? Promise.resolve(parsed.value) : super.json();
  }
}

function answerInit(res: Response): ResponseInit {
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return { status: res.status, statusText: res.statusText, headers };
}

function jsonResponse(text: string, res: Response): Response {
  return new Response(text, answerInit(res));
}

/**
 * Passes whole SSE events through, each held until complete and counted byte by byte (linear).
 * An event past the cap on a request's stream becomes that request's cut answer and ends the
 * stream; on the standalone GET stream (no request to answer) it is skipped without being stored.
 */
function boundSse(
  body: ReadableStream<Uint8Array>,
  id: string | number | undefined,
  options: BoundOptions,
): ReadableStream<Uint8Array> {
  const cap = options.maxMessageBytes;
  const reader = body.getReader();
  let parts: Uint8Array[] = [];
  let size = 0;
  let lineEmpty = true;
  let afterCR = false;
  let skipping = false;
  let skipped = 0;
  const encoder = new TextEncoder();

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          // An unfinished event at the end is discarded by SSE parsers anyway.
          controller.close();
          return;
        }
        let start = 0;
        let emitted = false;
        // Line ends found with indexOf (native), not byte by byte in JS.
        let lf = -1;
        let cr = -1;
        let at = 0;
        while (at < value.length) {
          if (lf < at) lf = indexOrInfinity(value, LF, at);
          if (cr < at) cr = indexOrInfinity(value, CR, at);
          const i = Math.min(lf, cr);
          if (i === Number.POSITIVE_INFINITY) {
            lineEmpty = false;
            afterCR = false;
            break;
          }
          if (i > at) {
            lineEmpty = false;
            afterCR = false;
          }
          at = i + 1;
          const byte = value[i];
          if (byte === LF && afterCR) {
            afterCR = false;
            continue;
          }
          afterCR = byte === CR;
          if (!lineEmpty) {
            lineEmpty = true;
            continue;
          }
          // A blank line: the event ends here.
          if (skipping) {
            skipping = false;
            skipped = 0;
          } else if (size + (i + 1 - start) <= cap) {
            for (const part of parts) controller.enqueue(part);
            controller.enqueue(value.subarray(start, i + 1));
            emitted = true;
          } else {
            parts.push(value.subarray(start, i + 1));
            size += i + 1 - start;
            if (await cutEvent(controller)) return;
            // No request to answer, and the event already ended: nothing left to skip.
            skipping = false;
          }
          parts = [];
          size = 0;
          start = i + 1;
        }
        if (skipping) {
          skipped += value.length - start;
          if (skipped > MAX_SKIPPED_BYTES) {
            void reader.cancel().catch(() => undefined);
            controller.close();
            return;
          }
        } else if (start < value.length) {
          parts.push(value.subarray(start));
          size += value.length - start;
          if (size > cap && (await cutEvent(controller))) return;
        }
        if (emitted) return;
      }
    },
    cancel(reason) {
      return reader.cancel(reason).catch(() => undefined);
    },
  });

  /** Cuts the held event at the cap. True when the stream ended (a request's answer was delivered). */
  async function cutEvent(controller: ReadableStreamDefaultController<Uint8Array>): Promise<boolean> {
    noteCut(options);
    const held = parts;
    parts = [];
    size = 0;
    if (id === undefined) {
      // No request to answer (the standalone GET stream): skip the rest of this event.
      skipping = true;
      skipped = 0;
      return false;
    }
    void reader.cancel().catch(() => undefined);
    const fields = eventFields(await runSliced(decodeSteps(capped(held, cap))));
    const message = await cutMessage(fields.data, id, options);
    const idLine = fields.id === undefined ? "" : `id: ${fields.id}\n`;
    controller.enqueue(encoder.encode(`event: message\n${idLine}data: ${message}\n\n`));
    controller.close();
    return true;
  }
}

function indexOrInfinity(bytes: Uint8Array, byte: number, from: number): number {
  const at = bytes.indexOf(byte, from);
  return at < 0 ? Number.POSITIVE_INFINITY : at;
}

/** The parts, without what lies past `cap` bytes. */
function capped(parts: Uint8Array[], cap: number): Uint8Array[] {
  const kept: Uint8Array[] = [];
  let size = 0;
  for (const part of parts) {
    if (size >= cap) break;
    kept.push(part.byteLength > cap - size ? part.subarray(0, cap - size) : part);
    size += part.byteLength;
  }
  return kept;
}

/** The lines of a text (CR, LF or CRLF), found with indexOf: a regex split of 6 MB blocks the loop. */
function* lines(text: string): Generator<string> {
  let at = 0;
  // Each line end is found once (cached past the position), so many lines stay linear.
  let lf = -1;
  let cr = -1;
  while (at <= text.length) {
    if (lf < at) lf = indexOrEnd(text, "\n", at);
    if (cr < at) cr = indexOrEnd(text, "\r", at);
    const end = Math.min(lf, cr);
    yield text.slice(at, end);
    at = end + (text[end] === "\r" && text[end + 1] === "\n" ? 2 : 1);
  }
}

function indexOrEnd(text: string, char: string, from: number): number {
  const at = text.indexOf(char, from);
  return at < 0 ? text.length : at;
}

/** The `data` (lines joined) and `id` of one SSE event's text. */
function eventFields(text: string): { data: string; id?: string } {
  const data: string[] = [];
  let id: string | undefined;
  for (const line of lines(text)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(line[colon + 1] === " " ? colon + 2 : colon + 1);
    if (field === "data") data.push(value);
    else if (field === "id" && !value.includes("\u0000")) id = value;
  }
  return { data: data.join("\n"), id };
}
