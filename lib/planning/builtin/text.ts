/** Moved to lib/semantics/question-text.ts (routing reads these words too, and may not import the planner). */
export * from "@/lib/semantics/question-text";
