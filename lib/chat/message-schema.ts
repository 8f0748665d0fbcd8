/**
 * The zod schema of the message protocol (./types.ts), checked against `MessagePart` so the two
 * cannot drift: the conversation repository parses stored `message.parts` and `message.role` with it
 * on read.
 * Kept apart from ./types.ts, which the browser imports, so zod stays out of the client bundle.
 */
import { z } from "zod";
import { type Code, isCode } from "@/lib/errors";
import { AGGREGATES, DATE_BUCKETS, type GroupSpec } from "@/lib/semantics/grouping";
import type { Citation, MessagePart, MessageRole } from "./types";

const groupSpecSchema: z.ZodType<GroupSpec> = z.object({
  by: z.string(),
  bucket: z.enum(DATE_BUCKETS).optional(),
  aggregate: z.enum(AGGREGATES),
  measure: z.string().optional(),
  chart: z.enum(["bar", "line"]),
});

const citationSchema: z.ZodType<Citation> = z.object({
  document: z.string(),
  section: z.string().optional(),
  documentId: z.string().optional(),
  passageId: z.string().optional(),
});

export const messagePartSchema: z.ZodType<MessagePart> = z.discriminatedUnion("type", [
  z.looseObject({ type: z.literal("text"), text: z.string(), citations: z.array(citationSchema).optional() }),
  z.looseObject({
    type: z.literal("artifact"),
    artifactId: z.string(),
    entity: z.string(),
    title: z.string(),
    rowCount: z.number(),
    truncated: z.boolean(),
    purpose: z.enum(["browse", "pick-one"]),
    view: groupSpecSchema.optional(),
  }),
  z.looseObject({
    type: z.literal("record-card"),
    entity: z.string(),
    title: z.string(),
    record: z.record(z.string(), z.unknown()),
    sourceTool: z.string(),
    minorUnits: z.boolean().optional(),
    minorFields: z.array(z.string()).optional(),
  }),
  z.looseObject({
    type: z.literal("selection-card"),
    selectionId: z.string(),
    version: z.number(),
    entity: z.string(),
    label: z.string(),
    count: z.number(),
  }),
  z.looseObject({
    type: z.literal("choices"),
    turnId: z.string(),
    options: z.array(
      z.object({
        index: z.number(),
        label: z.string(),
        args: z.array(z.object({ name: z.string(), value: z.string() })),
      }),
    ),
  }),
  z.looseObject({
    type: z.literal("progress"),
    phase: z.enum(["snapshot", "routing", "planning", "calling", "loading", "answering"]),
    detail: z.string().optional(),
  }),
  z.looseObject({
    type: z.literal("error"),
    // A code of the one vocabulary (lib/errors.ts); one outside it (a row older than the table) reads as internal.
    code: z.custom<Code>(isCode).catch("internal:server"),
    message: z.string(),
    retryable: z.boolean(),
  }),
  z.looseObject({ type: z.literal("notice"), text: z.string() }),
]);

export const messagePartsSchema = z.array(messagePartSchema);

/** `message.role`, a text column: read back as the one `MessageRole`, never cast. */
export const messageRoleSchema: z.ZodType<MessageRole> = z.enum(["user", "assistant"]);
