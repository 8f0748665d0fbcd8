import type { ChoiceOption } from "./types";

/** Said of a choice that passes no argument: it lists everything, and the button says so. */
export const NO_FILTER = "no filter";

/** "Search orders — status: pending, limit: 20": the words of a choice button and of the turn it becomes. */
export function choiceText(option: Pick<ChoiceOption, "label" | "args">): string {
  const args = option.args.map((a) => `${a.name}: ${a.value}`).join(", ");
  return `${option.label} — ${args || NO_FILTER}`;
}
