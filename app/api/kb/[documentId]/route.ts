import { z } from "zod";
import { requireActor } from "@/lib/auth";
import { readKbDocument } from "@/lib/connectors/kb/document";
import { db } from "@/lib/db";
import { AppError, errorResponse } from "@/lib/errors";

export const dynamic = "force-dynamic";

/** Document ids are the slugs the seed and the KB search give (`returns-policy`). */
const DocumentId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/);

/**
 * A knowledge-base document for the source panel, read in the actor's tenant and project only
 * (an id of another tenant is a 404, a malformed one a 400).
 */
export async function GET(_req: Request, { params }: { params: Promise<{ documentId: string }> }) {
  try {
    const actor = await requireActor();
    const parsed = DocumentId.safeParse((await params).documentId);
    if (!parsed.success) throw new AppError("bad_request:input", "malformed document id");
    const doc = await readKbDocument(db(), actor, parsed.data);
    return Response.json(doc, { headers: { "cache-control": "private, no-store" } });
  } catch (e) {
    return errorResponse(e);
  }
}
