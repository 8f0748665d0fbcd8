/**
 * Long synchronous work on a cut answer (megabytes to decode, repair, parse and bound) written once
 * as a generator that yields at safe points, run either to completion (`runSync`, for small inputs
 * and tests) or in slices of a few milliseconds with the event loop let run between them
 * (`runSliced`): one hostile server's 6 MB answer never stalls every other user's requests.
 */
import { StringDecoder } from "node:string_decoder";

/** A computation that yields (nothing) whenever it may be paused, and returns T. */
export type Sliced<T> = Generator<void, T, void>;

/** Longest synchronous run between two turns of the event loop. */
export const SLICE_MS = 4;

/** Lets timers and other I/O run between two long synchronous steps. */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function runSync<T>(steps: Sliced<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the steps, giving the event loop a turn whenever SLICE_MS has passed. */
export async function runSliced<T>(steps: Sliced<T>, sliceMs = SLICE_MS): Promise<T> {
  let until = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= until) {
      await yieldToLoop();
      until = performance.now() + sliceMs;
    }
  }
}

/** UTF-8 text of the parts, decoded part by part (a character torn between two parts is kept whole). */
export function* decodeSteps(parts: readonly Uint8Array[]): Sliced<string> {
  const decoder = new StringDecoder("utf8");
  let text = "";
  for (const part of parts) {
    text += decoder.write(Buffer.from(part.buffer, part.byteOffset, part.byteLength));
    yield;
  }
  return text + decoder.end();
}

/** The first `bytes` bytes of the parts, decoded (to read an id at the start without decoding megabytes). */
export function headOf(parts: readonly Uint8Array[], bytes: number): string {
  const head: Uint8Array[] = [];
  let size = 0;
  for (const part of parts) {
    if (size >= bytes) break;
    head.push(part);
    size += part.byteLength;
  }
  return Buffer.concat(head, Math.min(size, bytes)).toString("utf8");
}
