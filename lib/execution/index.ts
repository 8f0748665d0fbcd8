export { authorizeCall, gateAction } from "./authorization";
export { describeShape, displayRecord, extractCollection, identifiersOf, sampleKeysOf } from "./collection";
export { buildEvidence, normalizeError } from "./evidence";
export { executePlan, isOfferedRow, offeredRow, resumeAfterSelection } from "./executor";
export type { ReferenceContext, ReferenceSource, ResolveArgsResult } from "./references";
export { getPath, isFromReference, resolveArgs } from "./references";
export type * from "./types";
