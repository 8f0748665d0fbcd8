import "server-only";
/**
 * The one way an admin server action runs (CONVENTIONS.md #1–2): zod-parse, `requireActor()` +
 * `assertAdmin()`, then the lib/admin function with the actor. Never throws: every outcome is an
 * ActionResult. A member's (or a replayed) request fails with `forbidden:admin` before anything runs.
 */
import type { z } from "zod";
import { type ActionResult, runAction } from "@/lib/action-result";
import { type Actor, assertAdmin, requireActor } from "@/lib/auth";

export async function adminAction<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  fn: (data: z.infer<S>, actor: Actor) => Promise<T>,
): Promise<ActionResult<T>> {
  return runAction(schema, input, async (data) => {
    const actor = await requireActor();
    assertAdmin(actor);
    return fn(data, actor);
  });
}
