import { requireActor } from "@/lib/auth";
import { displayColumn } from "@/lib/chat/columns";
import { db } from "@/lib/db";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import { errorResponse } from "@/lib/errors";

export const dynamic = "force-dynamic";

/** Rows of one artifact, loaded by id and scoped to the actor (another tenant's id is a 404). */
export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const t0 = performance.now();
  try {
    const actor = await requireActor();
    const { id } = await params;
    const a = await artifactRepo(db(), actor).getWithRows(id);
    const body = JSON.stringify({
      id: a.id,
      entity: a.entity,
      title: a.title,
      columns: a.columns.map(displayColumn),
      identityFields: a.identityFields,
      rowCount: a.rowCount,
      ...(a.totalCount !== null ? { totalCount: a.totalCount } : {}),
      truncated: a.truncated,
      rows: a.rows,
    });
    return new Response(body, {
      headers: {
        "content-type": "application/json",
        // Rows are tenant data: never kept in a shared or browser cache.
        "cache-control": "private, no-store",
        "server-timing": `db;dur=${(performance.now() - t0).toFixed(1)}`,
      },
    });
  } catch (e) {
    return errorResponse(e);
  }
}
