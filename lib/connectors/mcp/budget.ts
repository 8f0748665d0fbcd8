/**
 * One deadline and one cancellation signal per pool operation, covering connection set-up and the
 * request itself. Per-operation (never the caller's signal directly): the SDK never removes its
 * abort listener, so a long-lived caller signal aborted later would cancel a finished request.
 */
export interface Budget {
  signal: AbortSignal;
  /** ms left; at least 1 so a spent budget still times the request out immediately. */
  remaining(): number;
  timedOut(): boolean;
  cancelled(): boolean;
  dispose(): void;
}

export function createBudget(timeoutMs: number, parent?: AbortSignal): Budget {
  const controller = new AbortController();
  const deadline = performance.now() + timeoutMs;
  let timedOut = false;
  let cancelled = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`timed out after ${timeoutMs} ms`));
  }, timeoutMs);
  const onAbort = () => {
    cancelled = true;
    controller.abort(parent?.reason);
  };
  if (parent?.aborted) onAbort();
  else parent?.addEventListener("abort", onAbort, { once: true });
  return {
    signal: controller.signal,
    remaining: () => Math.max(1, Math.ceil(deadline - performance.now())),
    timedOut: () => timedOut,
    cancelled: () => cancelled,
    dispose: () => {
      clearTimeout(timer);
      parent?.removeEventListener("abort", onAbort);
    },
  };
}

/** Waits for a shared promise (a session being opened) without letting one caller's abort cancel it for others. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
