import { afterEach, describe, expect, it } from "vitest";
import { BoundedStdioTransport, CUT_META } from "./stdio-transport";

// Issue 13 item 5, "cut while it arrives, not after": a server that streams one answer and never
// ends its line. A transport that bounded the answer only once the whole message had arrived would
// never answer; this one must answer the request from the prefix it kept, while the server is
// still writing, and store no more than its cap meanwhile.
const CAP = 1024 * 1024;
// Answers request 1 with a JSON text that grows by 64 KB every 5 ms, forever (SDK servers write
// the id last, so the transport cannot read it from the start).
const ENDLESS = `
process.stdin.on("end", () => process.exit(0));
process.stdin.once("data", () => {
  process.stdout.write('{"result":{"content":[{"type":"text","text":"{\\\\"items\\\\":[');
  const item = '{\\\\"id\\\\":\\\\"I\\\\",\\\\"payload\\\\":\\\\"' + "x".repeat(990) + '\\\\"},';
  const chunk = item.repeat(64);
  setInterval(() => process.stdout.write(chunk), 5);
});
`;

let transport: BoundedStdioTransport | undefined;
afterEach(async () => {
  await transport?.close();
  transport = undefined;
});

describe("BoundedStdioTransport", () => {
  it("answers a request whose answer never ends, from the prefix within its cap, while the server still writes", async () => {
    const t = new BoundedStdioTransport({
      command: process.execPath,
      args: ["-e", ENDLESS],
      maxMessageBytes: CAP,
    });
    transport = t;
    const received: unknown[] = [];
    const answered = new Promise<unknown>((resolve) => {
      t.onmessage = (m) => {
        received.push(m);
        resolve(m);
      };
    });
    await t.start();
    const started = performance.now();
    await t.send({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "dump", arguments: {} } });
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error("no answer in 10 s")), 10_000),
    );
    const message = (await Promise.race([answered, timeout])) as {
      id: number;
      result: { content: { type: string; text: string }[]; _meta: Record<string, { receivedBytes: number }> };
    };
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(t.cuts).toBe(1);
    // The server is still writing the same line: the answer was cut while it arrived.
    expect(t.pid).toBeDefined();
    expect(message.id).toBe(1);
    expect(message.result._meta[CUT_META]).toEqual({ receivedBytes: CAP });
    const data = JSON.parse(message.result.content[0]?.text ?? "") as { items: { payload: string }[] };
    expect(data.items.length).toBeGreaterThan(10);
    expect(data.items.every((i) => i.payload.length === 990)).toBe(true);
    expect(JSON.stringify(message).length).toBeLessThan(CAP);
    // Whatever else the server writes on that line is skipped, not stored and not delivered.
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toHaveLength(1);
  }, 30_000);
});
