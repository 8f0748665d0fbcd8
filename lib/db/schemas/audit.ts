/**
 * The `data` of audit events that are read back (issue 11 item 1). Audit rows are append-only
 * records: one that does not match its kind's schema is unusable (read as null by the caller).
 */
import { z } from "zod";

/** A `golden.run` event (lib/admin/golden.ts writes it; the promotion gate reads the latest). */
export const goldenRunDataSchema = z.looseObject({
  passed: z.number(),
  failed: z.number(),
  results: z
    .array(
      z
        .looseObject({
          id: z.string(),
          title: z.string().optional(),
          passed: z.boolean(),
          failures: z.array(z.string()).catch([]),
        })
        // An unreadable result is left out, not the whole run.
        .nullable()
        .catch(null),
    )
    .catch([]),
});
export type GoldenRunData = z.infer<typeof goldenRunDataSchema>;
