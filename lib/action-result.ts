/** Server actions return a status, never throw (CONVENTIONS.md #2). */
import type { z } from "zod";
import { type ErrorCode, toPublic } from "@/lib/errors";

export type ActionResult<T = undefined> =
  | ({ status: "success" } & (T extends undefined ? object : { data: T }))
  | { status: "failed"; code: ErrorCode; message: string }
  | { status: "invalid_data"; message: string };

export async function runAction<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  fn: (data: z.infer<S>) => Promise<T>,
): Promise<ActionResult<T>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    return { status: "invalid_data", message: parsed.error.issues.map((i) => i.message).join("; ") };
  }
  try {
    const data = await fn(parsed.data);
    return { status: "success", data } as ActionResult<T>;
  } catch (e) {
    const p = toPublic(e);
    // A bad request is the person's input: a form shows it as such.
    if (p.code.startsWith("bad_request:")) return { status: "invalid_data", message: p.message };
    return { status: "failed", code: p.code, message: p.message };
  }
}
