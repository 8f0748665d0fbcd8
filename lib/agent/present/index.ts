export { deriveColumns, humanize, itemSchemaOf } from "./columns";
export { present } from "./present";
export type * from "./types";
