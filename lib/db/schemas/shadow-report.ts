/**
 * The JSON body a ShadowReport row stores (lib/agent/shadow.ts writes it, masked and bounded to
 * 64 KiB), parsed on read with the plan and issue schemas of the Turn (issue 11 item 1). A report is
 * a record read long after it was written: a part that a size bound cut or an older version did not
 * write reads as its empty value (`catch`), never as a cast look-alike; the rest of the body stays.
 */
import { z } from "zod";
import { boundedArray, planSchema, validationIssueSchema } from "./turn";

const count = z.number().catch(0);
const latency = z.object({ routing: count, planning: count }).nullable().catch(null);
const issuesPerAttempt = boundedArray(boundedArray(validationIssueSchema)).catch([]);
const pair = <T extends z.ZodType>(item: T) => z.object({ classic: item, capability: item });

export const shadowReportBodySchema = z.looseObject({
  snapshot: z
    .object({
      hash: z.string().catch(""),
      size: z.object({ count, bytes: count }).catch({ count: 0, bytes: 0 }),
    })
    .nullable()
    .catch(null),
  candidates: boundedArray(z.looseObject({ id: z.string(), score: count })).catch([]),
  plans: pair(planSchema.nullable().catch(null)).catch({ classic: null, capability: null }),
  comparison: z
    .looseObject({ unsafeProposals: boundedArray(z.string()).catch([]) })
    .catch({ unsafeProposals: [] }),
  corrections: pair(issuesPerAttempt).catch({ classic: [], capability: [] }),
  latencyMs: pair(latency).catch({ classic: null, capability: null }),
  tokens: pair(count).catch({ classic: 0, capability: 0 }),
  externalCalls: z.object({ classic: count, shadow: count }).catch({ classic: 0, shadow: 0 }),
});
export type ShadowReportBody = z.infer<typeof shadowReportBodySchema>;
