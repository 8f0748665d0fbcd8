import type { TurnEvent } from "@/lib/chat/events";

/** Every event of a streamed turn (a question, a choice, a resumed pick), in order. */
export async function collect(events: AsyncIterable<TurnEvent>): Promise<TurnEvent[]> {
  const out: TurnEvent[] = [];
  for await (const ev of events) out.push(ev);
  return out;
}
