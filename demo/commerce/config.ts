/** Environment of the stdio entry, validated at start-up so a bad knob fails loudly (CONVENTIONS #15). */
import { z } from "zod";
import { DEFAULT_SEED } from "./data";

const envSchema = z.object({
  DEMO_SEED: z.coerce.number().int().default(DEFAULT_SEED),
  DEMO_SLOW_MS: z.coerce.number().int().min(0).default(0),
  DEMO_CRASH_ON: z.string().min(1).optional(),
  DEMO_LIST_CHANGE_ON: z.string().min(1).optional(),
});

export type CommerceEnv = z.infer<typeof envSchema>;

export function readCommerceEnv(env: NodeJS.ProcessEnv = process.env): CommerceEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid demo commerce environment: ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}
