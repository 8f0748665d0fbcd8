export { runChoiceEvents } from "./run-choice";
export { runResumeEvents } from "./run-resume";
export { selectRows } from "./select-rows";
export { runTurnEvents } from "./turn-events";
