/**
 * Public entry of an OpenAPI import. The work (parse, validate, dereference, index, and the schema
 * check of every indexed operation) runs in a worker thread, off the request's event loop, with a
 * heap limit (`memoryMb`) and a wall-clock limit (`timeMs`, the worker is terminated): a hostile
 * document costs one bounded worker, never the server. The work bounds of import-core.ts apply
 * inside the worker as well. See limits.ts for every limit.
 */
import { Worker } from "node:worker_threads";
import { isOpenApiError, OpenApiError } from "./errors";
import { assertDocumentBounds, type ImportOptions, importInThread, messageOf } from "./import-core";
import type { ImportJob, ImportWorkerReply } from "./import-worker";
import { IMPORT_LIMITS, ImportLimitError, type ImportLimits } from "./limits";
import type { OpenApiSource } from "./types";

export type { ImportOptions } from "./import-core";

/**
 * Run from TypeScript sources (vitest, tsx scripts) the worker needs tsx to load `.ts` (Node 20 does
 * not apply `--import tsx` to a worker's entry, so a tiny eval'd bootstrap registers it first). In
 * the Next.js build the bundler compiles the worker entry to JavaScript.
 */
const FROM_SOURCE = import.meta.url.endsWith(".ts");
const TSX_BOOTSTRAP = `import("tsx/esm/api").then((m) => { m.register(); return import(require("node:worker_threads").workerData.entry); });`;

function spawnWorker(memoryMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb };
  const worker = FROM_SOURCE
    ? new Worker(TSX_BOOTSTRAP, {
        eval: true,
        workerData: { entry: import.meta.url.replace(/\/import\.ts$/, "/import-worker.ts") },
        resourceLimits,
      })
    : new Worker(new URL("./import-worker.ts", import.meta.url), { resourceLimits });
  // An error between imports must not become an uncaught exception here; the worker is dropped.
  worker.on("error", () => undefined);
  worker.once("exit", () => {
    pool.slots = pool.slots.filter((s) => s.worker !== worker);
  });
  return worker;
}

/**
 * Up to MAX_WORKERS import workers, kept alive between imports (a fresh one pays the parser's
 * start-up on every import) and unref'd while idle so they never hold the process open. A worker
 * that exceeds a limit, fails or exits is discarded; the next import starts a new one.
 */
const MAX_WORKERS = 2;
const IDLE_MS = 60_000;

interface Slot {
  worker: Worker;
  busy: boolean;
  dedicated?: boolean;
  idleTimer?: ReturnType<typeof setTimeout>;
}

const g = globalThis as unknown as {
  __ttImportPool?: { slots: Slot[]; waiting: (() => void)[]; nextId: number };
};
g.__ttImportPool ??= { slots: [], waiting: [], nextId: 1 };
const pool = g.__ttImportPool;

function discard(slot: Slot): void {
  clearTimeout(slot.idleTimer);
  pool.slots = pool.slots.filter((s) => s !== slot);
  void slot.worker.terminate();
  pool.waiting.shift()?.();
}

async function acquire(memoryMb: number): Promise<Slot> {
  // Another heap limit (tests) gets a worker of its own, discarded after the import.
  if (memoryMb !== IMPORT_LIMITS.memoryMb)
    return { worker: spawnWorker(memoryMb), busy: true, dedicated: true };
  for (;;) {
    const idle = pool.slots.find((s) => !s.busy);
    if (idle) {
      clearTimeout(idle.idleTimer);
      idle.busy = true;
      idle.worker.ref();
      return idle;
    }
    if (pool.slots.length < MAX_WORKERS) {
      const slot: Slot = { worker: spawnWorker(IMPORT_LIMITS.memoryMb), busy: true };
      pool.slots.push(slot);
      return slot;
    }
    await new Promise<void>((resolve) => pool.waiting.push(resolve));
  }
}

function release(slot: Slot): void {
  slot.busy = false;
  slot.worker.unref();
  slot.idleTimer = setTimeout(() => discard(slot), IDLE_MS);
  slot.idleTimer.unref();
  pool.waiting.shift()?.();
}

/**
 * Validates, dereferences and indexes an OpenAPI 3.0/3.1 document (JSON text or parsed object) in a
 * worker. Throws `OpenApiError("bad_request:openapi")` for anything unusable, an ImportLimitError
 * (same code, the message names the limit) when a limit is exceeded.
 */
export async function importOpenApi(
  docOrText: string | object,
  options: ImportOptions = {},
): Promise<OpenApiSource> {
  const limits: ImportLimits = { ...IMPORT_LIMITS, ...options.limits };
  // Posting an object to the worker clones it recursively: measure it here first, without recursion.
  if (typeof docOrText !== "string") assertDocumentBounds(docOrText, limits);
  if (options.inThread) return importInThread(docOrText, { ...options, limits });
  const slot = await acquire(limits.memoryMb);
  // The worker is reused unless it was killed (time limit) or lost (heap limit, crash, exit).
  let lost = false;
  try {
    return await inWorker(
      slot.worker,
      { id: pool.nextId++, doc: docOrText, allowList: options.allowList, limits },
      () => {
        lost = true;
      },
    );
  } finally {
    if (lost || slot.dedicated) discard(slot);
    else release(slot);
  }
}

function inWorker(worker: Worker, job: ImportJob, onLost: () => void): Promise<OpenApiSource> {
  return new Promise<OpenApiSource>((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const lose = (error: Error) => {
      cleanup();
      onLost();
      reject(error);
    };
    const timer = setTimeout(
      () => lose(new ImportLimitError("timeMs", job.limits.timeMs, "importing the document took too long")),
      job.limits.timeMs,
    );
    const onMessage = (reply: ImportWorkerReply) => {
      if (reply.id !== job.id) return;
      cleanup();
      if (reply.ok) resolve(reply.source);
      else if (reply.limit) reject(new ImportLimitError(reply.limit, reply.message));
      else reject(new OpenApiError(reply.code, reply.message));
    };
    const onError = (error: Error & { code?: string }) =>
      lose(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new ImportLimitError("memoryMb", job.limits.memoryMb, "importing the document needed more memory")
          : new OpenApiError("bad_request:openapi", `The import failed: ${messageOf(error)}`),
      );
    const onExit = (code: number) =>
      lose(new OpenApiError("bad_request:openapi", `The import stopped unexpectedly (exit ${code}).`));
    worker.on("message", onMessage);
    worker.once("error", onError);
    worker.once("exit", onExit);
    worker.postMessage(job);
  });
}

export type ImportResult =
  | { ok: true; source: OpenApiSource }
  | { ok: false; error: { code: OpenApiError["code"]; message: string } };

/** Non-throwing variant for admin forms, which return a status instead of throwing (CONVENTIONS.md §2). */
export async function tryImportOpenApi(
  docOrText: string | object,
  options: ImportOptions = {},
): Promise<ImportResult> {
  try {
    return { ok: true, source: await importOpenApi(docOrText, options) };
  } catch (error) {
    if (isOpenApiError(error)) return { ok: false, error: { code: error.code, message: error.message } };
    return { ok: false, error: { code: "bad_request:openapi", message: messageOf(error) } };
  }
}
