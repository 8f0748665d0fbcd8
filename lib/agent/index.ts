export { runChoiceEvents } from "./run-choice";
export { runTurnEvents } from "./turn-events";
