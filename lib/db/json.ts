/**
 * Stored JSON crosses one place each way (issue 11 item 1). Writes: a typed value becomes Prisma's
 * JSON input here (its type was checked where it was built). Reads: a column is parsed with the
 * zod schema declared next to its type; a row that does not match is a corrupt row, reported with
 * `internal:stored` (the detail is logged, never shown), never cast into the type it claims.
 */
import type { z } from "zod";
import type { Prisma } from "@/generated/sqlite/client";
import { AppError } from "@/lib/errors";

/**
 * A JSON-compatible value (a typed value, or a masked copy of one: lib/security/mask.ts) as a JSON
 * column input. `undefined` is never passed: a column left out is not written.
 */
export function toJson(value: unknown): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}

/** A stored JSON column read back through its schema; `what` names the column in the error. */
export function fromJson<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new AppError("internal:stored", `${what}: ${r.error.message}`);
  return r.data;
}
