/**
 * Runs one piece of turn work while streaming its progress as chat events: the work emits phases,
 * the generator yields them as they come and returns the work's result (or throws its error). Used
 * by a new turn (runTurnEvents) and by a suspended turn's continuation (runResumeEvents).
 */
import type { TurnEvent } from "@/lib/chat/events";
import type { ProgressPhase } from "@/lib/chat/types";

type Emit = (phase: ProgressPhase, detail?: string) => void;

/** A small push-to-pull channel: the work emits progress while the generator yields it. */
function channel<T>() {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  return {
    push(v: T) {
      queue.push(v);
      wake?.();
    },
    async next(done: () => boolean): Promise<T | undefined> {
      while (queue.length === 0 && !done()) await new Promise<void>((r) => (wake = r));
      wake = undefined;
      return queue.shift();
    },
  };
}

/**
 * Phases stream as `progress` events; a notice the work gives (the turn's context changed in another
 * tab) streams at once as a `notice` event.
 */
export async function* withProgress<T>(
  work: (emit: Emit, notify: (text: string) => void) => Promise<T>,
): AsyncGenerator<TurnEvent, T> {
  const events = channel<TurnEvent>();
  let finished = false;
  const running = work(
    (phase, detail) => events.push({ kind: "progress", phase, detail }),
    (text) => events.push({ kind: "notice", text }),
  ).finally(() => {
    finished = true;
    events.push({ kind: "progress", phase: "answering" });
  });
  running.catch(() => {});
  for (;;) {
    const ev = await events.next(() => finished);
    if (!ev || finished) break;
    yield ev;
  }
  return running;
}
