import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it, vi } from "vitest";
import { boundedFetch, type CutStats, ParsedJsonResponse } from "./http-transport";

const sse = (chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(c) {
        for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
        c.close();
      },
    }),
    { headers: { "content-type": "text/event-stream" } },
  );

/** A body that never ends (each pull adds more), and whether the reader cancelled it. */
function endless(pull: (c: ReadableStreamDefaultController<Uint8Array>) => void | Promise<void>) {
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull,
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

async function read(res: Response): Promise<string> {
  return await res.text();
}

const post = { method: "POST", body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call" }) };

describe("boundedFetch, SSE", () => {
  it("passes events under the cap through whole, whatever the line ends and chunking", async () => {
    const stats: CutStats = { cuts: 0 };
    const events = 'event: message\r\ndata: {"a":1}\r\n\r\n: keep-alive\n\nid: 4\rdata: {"b":2}\r\r';
    const chunks = events.match(/.{1,3}/gs) ?? [];
    const f = boundedFetch(async () => sse(chunks), {
      maxMessageBytes: 1_000,
      nonce: "n",
      stats,
      held: new Map(),
    });
    expect(await read(await f("http://x", post))).toBe(events);
    expect(stats.cuts).toBe(0);
  });

  it("cuts an event past the cap into the request's answer and ends the stream", async () => {
    const stats: CutStats = { cuts: 0 };
    const big = JSON.stringify({
      result: {
        content: [
          { type: "text", text: JSON.stringify({ rows: Array.from({ length: 500 }, (_, i) => ({ i })) }) },
        ],
      },
      jsonrpc: "2.0",
      id: 7,
    });
    const { body, state } = endless((c) => {
      c.enqueue(new TextEncoder().encode(`event: message\nid: e1\ndata: ${big}`));
    });
    const held = new Map<string, JSONRPCMessage>();
    const f = boundedFetch(
      async () => new Response(body, { headers: { "content-type": "text/event-stream" } }),
      { maxMessageBytes: 2_000, nonce: "n", stats, held },
    );
    const text = await read(await f("http://x", post));
    expect(stats.cuts).toBe(1);
    expect(state.cancelled).toBe(true);
    const [, idLine, dataLine] = text.split("\n");
    expect(idLine).toBe("id: e1");
    // The SDK parses a small stand-in naming the held answer (the transport swaps them).
    const standIn = JSON.parse(dataLine?.slice("data: ".length) ?? "");
    expect(standIn.id).toBe(7);
    const { nonce, ticket } = standIn.result._meta["tabletalk/cut"];
    expect(nonce).toBe("n");
    type Answer = { id: number; result: { _meta: object; content: Array<{ text: string }> } };
    const message = held.get(ticket) as unknown as Answer;
    expect(message.id).toBe(7);
    expect(message.result._meta).toEqual({ "tabletalk/cut": { receivedBytes: 2_000 } });
    const rows = JSON.parse(message.result.content[0].text).rows;
    expect(rows.length).toBeGreaterThan(10);
    expect(rows).toEqual(Array.from({ length: rows.length }, (_, i) => ({ i })));
  });

  it("holds a cut answer only until its stand-in could have come back (a minute)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const held = new Map<string, JSONRPCMessage>();
      const body = `event: message\ndata: {"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"${"x".repeat(3_000)}`;
      const f = boundedFetch(async () => sse([body]), {
        maxMessageBytes: 1_000,
        nonce: "n",
        stats: { cuts: 0 },
        held,
      });
      await read(await f("http://x", post));
      expect(held.size).toBe(1);
      vi.advanceTimersByTime(60_000);
      expect(held.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("skips an oversized event on a stream without a request (GET), keeping the next one", async () => {
    const stats: CutStats = { cuts: 0 };
    const chunks = [`data: ${"x".repeat(5_000)}`, "\n\n", 'data: {"ok":1}\n\n'];
    const f = boundedFetch(async () => sse(chunks), {
      maxMessageBytes: 1_000,
      nonce: "n",
      stats,
      held: new Map(),
    });
    expect(await read(await f("http://x", { method: "GET" }))).toBe('data: {"ok":1}\n\n');
    expect(stats.cuts).toBe(1);
  });
});

describe("boundedFetch, a JSON answer", () => {
  it("is cut while it arrives: a body that never ends is answered from its prefix and cancelled", async () => {
    const stats: CutStats = { cuts: 0 };
    const encode = (s: string) => new TextEncoder().encode(s);
    let started = false;
    const { body, state } = endless(async (c) => {
      // Arrives over time, as from a network.
      await new Promise((r) => setTimeout(r, 1));
      if (!started) {
        started = true;
        c.enqueue(
          encode('{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"{\\"rows\\":['),
        );
      }
      c.enqueue(encode('{\\"i\\":1},'.repeat(50)));
    });
    const held = new Map<string, JSONRPCMessage>();
    const f = boundedFetch(
      async () => new Response(body, { headers: { "content-type": "application/json" } }),
      { maxMessageBytes: 4_000, nonce: "n", stats, held },
    );
    const noAnswer = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("no answer in 5 s: the body was read to its end")), 5_000),
    );
    const standIn = JSON.parse(await Promise.race([f("http://x", post).then(read), noAnswer]));
    expect(stats.cuts).toBe(1);
    expect(state.cancelled).toBe(true);
    expect(standIn.id).toBe(7);
    const { ticket } = standIn.result._meta["tabletalk/cut"];
    const message = held.get(ticket) as unknown as { result: { content: Array<{ text: string }> } };
    const rows = JSON.parse(message.result.content[0].text).rows;
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r: unknown) => JSON.stringify(r) === '{"i":1}')).toBe(true);
  });
});

describe("boundedFetch, a JSON answer under the cap", () => {
  it("is parsed once: json() hands over the value already parsed, the body still reads as the text", async () => {
    const body = JSON.stringify({
      jsonrpc: "2.0",
      id: 7,
      result: { content: [{ type: "text", text: "hi" }] },
    });
    const f = boundedFetch(
      async () => new Response(body, { headers: { "content-type": "application/json; charset=utf-8" } }),
      { maxMessageBytes: 1_000, nonce: "n", stats: { cuts: 0 }, held: new Map() },
    );
    const res = await f("http://x", post);
    expect(res).toBeInstanceOf(ParsedJsonResponse);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const parse = vi.spyOn(JSON, "parse");
    try {
      expect(await res.json()).toEqual(JSON.parse(body));
      expect(parse).toHaveBeenCalledTimes(1); // only the expectation's own parse
    } finally {
      parse.mockRestore();
    }
    expect(await (await f("http://x", post)).text()).toBe(body);
  });

  it("hands the value over once: a second reader parses its own copy", async () => {
    const res = new ParsedJsonResponse(
      '{"a":[1]}',
      { headers: { "content-type": "application/json" } },
      { a: [1] },
    );
    const first = (await res.json()) as { a: number[] };
    first.a.push(2);
    expect(await res.json()).toEqual({ a: [1] });
  });
});
