/** Moved to lib/semantics/dates.ts (routing reads dates too, and may not import the planner). */
export * from "@/lib/semantics/dates";
