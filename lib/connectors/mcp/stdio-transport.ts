/**
 * Client stdio transport with a linear read buffer and a hard cap per message. The SDK's own
 * ReadBuffer concatenates and rescans the whole buffer for every chunk (quadratic on a 50 MB
 * answer, all on the server's event loop) and bounds nothing until the message is complete.
 * Here bytes are counted as they arrive; past the cap the message is cut at once: the prefix that
 * arrived is repaired to its last complete records and delivered flagged (`CUT_META`), and the rest
 * of that line is skipped without being stored, so the session keeps working for the next call.
 */
import { type ChildProcess, spawn } from "node:child_process";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { type JSONRPCMessage, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { cutResponse, idAtEnd, idAtStart, repairMessage, stripCutFlag } from "./cut";
import { decodeSteps, headOf, runSliced } from "./sliced";

export { CUT_META, TOO_LARGE_ERROR_CODE } from "./cut";

/** A server that never ends its line is closed after skipping this much. */
const MAX_SKIPPED_BYTES = 512 * 1024 * 1024;
const NEWLINE = 0x0a;
const GRACE_MS = 2_000;

/** The variables a child inherits from this process: never secrets, never DATABASE_URL. */
const INHERITED_ENV = ["HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER", "LANG", "TZ"] as const;

export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { NODE_ENV: process.env.NODE_ENV ?? "production" };
  for (const key of INHERITED_ENV) {
    const value = process.env[key];
    if (value !== undefined && !value.startsWith("()")) env[key] = value;
  }
  return { ...env, ...extra };
}

export interface BoundedStdioOptions {
  command: string;
  args?: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** Hard cap on one message's raw bytes. */
  maxMessageBytes: number;
}

export class BoundedStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /** Cut answers so far (for stats and tests). */
  cuts = 0;
  /** performance.now() when the last cut answer reached the cap (for the benchmark). */
  capReachedAt?: number;
  private child?: ChildProcess;
  private parts: Buffer[] = [];
  private size = 0;
  private skipping = false;
  private skipped = 0;
  /** The raw prefix of the answer being skipped, until its id is read from the line's end. */
  private pendingCut?: Buffer[];
  /** Last bytes of the skipped line: servers often write `"id"` after the result. */
  private tail = "";
  /** Requests sent and not yet answered: a cut answer's id must be one of them. */
  private readonly outstanding = new Set<string | number>();
  private readonly stderrListeners = new Set<(chunk: Buffer) => void>();

  constructor(private readonly options: BoundedStdioOptions) {}

  /** The child's process id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  onStderr(listener: (chunk: Buffer) => void): void {
    this.stderrListeners.add(listener);
  }

  start(): Promise<void> {
    if (this.child) throw new Error("BoundedStdioTransport already started");
    return new Promise((resolve, reject) => {
      const child = spawn(this.options.command, this.options.args ?? [], {
        env: childEnvironment(this.options.env),
        cwd: this.options.cwd,
        stdio: ["pipe", "pipe", "pipe"],
        shell: false,
      });
      this.child = child;
      child.on("error", (error) => {
        reject(error);
        this.onerror?.(error);
      });
      child.on("spawn", () => resolve());
      child.on("close", () => {
        this.child = undefined;
        this.onclose?.();
      });
      child.stdin?.on("error", (error) => this.onerror?.(error));
      child.stdout?.on("data", (chunk: Buffer) => this.read(chunk));
      child.stdout?.on("error", (error) => this.onerror?.(error));
      child.stderr?.on("data", (chunk: Buffer) => {
        for (const listener of this.stderrListeners) listener(chunk);
      });
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin) return reject(new Error("Not connected"));
      if ("id" in message && "method" in message) this.outstanding.add(message.id);
      if (stdin.write(`${JSON.stringify(message)}\n`)) resolve();
      else stdin.once("drain", resolve);
    });
  }

  async close(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    this.reset();
    if (!child) return;
    const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
    const wait = () => Promise.race([closed, new Promise((r) => setTimeout(r, GRACE_MS).unref())]);
    child.stdin?.end();
    await wait();
    for (const signal of ["SIGTERM", "SIGKILL"] as const) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await wait();
    }
  }

  /** Linear: each byte is looked at once by indexOf, and stored at most once, up to the cap. */
  private read(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length) {
      const newline = chunk.indexOf(NEWLINE, offset);
      const end = newline < 0 ? chunk.length : newline;
      if (this.skipping) {
        this.skipped += end - offset;
        this.tail = (this.tail + chunk.toString("utf8", Math.max(offset, end - TAIL_BYTES), end)).slice(
          -TAIL_BYTES,
        );
        if (newline < 0) {
          if (this.skipped > MAX_SKIPPED_BYTES) {
            this.onerror?.(new Error(`stdio message never ended after ${this.skipped} bytes`));
            void this.close();
          }
          return;
        }
        this.skipping = false;
        // Unless it was answered already (its id known at the start, or only one request waiting).
        if (this.pendingCut !== undefined) this.finishCut(idAtEnd(this.tail));
        offset = newline + 1;
        continue;
      }
      const room = this.options.maxMessageBytes - this.size;
      if (end - offset > room) {
        this.parts.push(chunk.subarray(offset, offset + room));
        this.size += room;
        this.capReachedAt = performance.now();
        // Kept as the bytes that arrived: decoded later, in slices (6 MB at once blocks the loop).
        const prefix = this.parts;
        this.reset();
        this.cuts += 1;
        this.skipping = newline < 0;
        this.skipped = 0;
        this.tail = "";
        // Repaired later, in its own step: here only the id is looked for, at the start.
        this.pendingCut = prefix;
        // The id at the start, or the one request waiting, answers now; otherwise the id is read
        // when the line ends (SDK servers write it last).
        const id = idAtStart(headOf(prefix, HEAD_BYTES));
        if (typeof id === "string" || typeof id === "number") this.finishCut(id);
        else if (!this.skipping || this.outstanding.size === 1) this.finishCut(undefined);
        offset = newline < 0 ? chunk.length : newline + 1;
        continue;
      }
      this.parts.push(chunk.subarray(offset, end));
      this.size += end - offset;
      if (newline < 0) return;
      this.deliver(this.take());
      offset = newline + 1;
    }
  }

  private take(): string {
    const text = Buffer.concat(this.parts, this.size).toString("utf8");
    this.reset();
    return text;
  }

  private reset(): void {
    this.parts = [];
    this.size = 0;
  }

  private deliver(line: string): void {
    const text = line.endsWith("\r") ? line.slice(0, -1) : line;
    if (text.trim() === "") return;
    let message: JSONRPCMessage;
    try {
      message = JSONRPCMessageSchema.parse(JSON.parse(text));
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    // The flag is the host's to set: a server cannot claim its own answer was cut.
    stripCutFlag(message);
    if (!("method" in message) && "id" in message && message.id !== undefined) {
      this.outstanding.delete(message.id);
    }
    this.onmessage?.(message);
  }

  /**
   * Delivers the repaired prefix of a cut answer to its request, or a too-large error for it. A
   * cut answer whose request cannot be told (no id, not an outstanding request, and more than one
   * waiting) is dropped with an error: those calls end by their own timeout.
   */
  private finishCut(idFromTail: string | number | undefined): void {
    const prefix = this.pendingCut ?? [];
    this.pendingCut = undefined;
    const receivedBytes = this.options.maxMessageBytes;
    const only = this.outstanding.size === 1 ? [...this.outstanding][0] : undefined;
    const claimed = idAtStart(headOf(prefix, HEAD_BYTES)) ?? idFromTail;
    const id =
      (typeof claimed === "string" || typeof claimed === "number") && this.outstanding.has(claimed)
        ? claimed
        : only;
    if (id === undefined) {
      this.onerror?.(new Error(`stdio message over ${receivedBytes} bytes for no known request`));
      return;
    }
    this.outstanding.delete(id);
    // Decoded, repaired, parsed, its content repaired: in slices, the event loop runs between.
    void (async () => {
      const repaired = await repairMessage(await runSliced(decodeSteps(prefix)));
      this.onmessage?.(await cutResponse(id, repaired, receivedBytes));
    })();
  }
}

const TAIL_BYTES = 512;
/** Enough bytes for the 300 characters idAtStart reads (4 bytes at most per character). */
const HEAD_BYTES = 1_200;
