export { runTurnEvents } from "./turn-events";
