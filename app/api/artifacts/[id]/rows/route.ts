import { requireActor } from "@/lib/auth";
import { displayColumn } from "@/lib/chat/columns";
import { toColumnLines, toColumns } from "@/lib/chat/rows-layout";
import { db } from "@/lib/db";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import { errorResponse } from "@/lib/errors";

export const dynamic = "force-dynamic";

/**
 * Rows of one artifact, loaded by id and scoped to the actor (another tenant's id is a 404).
 * `?layout=columns` sends the same rows by column, `?layout=column-lines` the same columns one line
 * per field (lib/chat/rows-layout.ts: what a table that opens on its chart asks for); the default
 * body keeps `rows: [{…}, …]`.
 */
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const t0 = performance.now();
  try {
    const actor = await requireActor();
    const { id } = await params;
    const a = await artifactRepo(db(), actor).getWithRows(id);
    const layout = new URL(req.url).searchParams.get("layout");
    const head = {
      id: a.id,
      entity: a.entity,
      title: a.title,
      columns: a.columns.map(displayColumn),
      identityFields: a.identityFields,
      rowCount: a.rowCount,
      ...(a.totalCount !== null ? { totalCount: a.totalCount } : {}),
      truncated: a.truncated,
    };
    const lines = layout === "column-lines";
    const body = lines
      ? toColumnLines(head, a.rows)
      : JSON.stringify({
          ...head,
          ...(layout === "columns" ? { layout: "columns", ...toColumns(a.rows) } : { rows: a.rows }),
        });
    return new Response(body, {
      headers: {
        // column-lines: one JSON value per line (the body's head, then each field's values).
        "content-type": lines ? "application/x-ndjson" : "application/json",
        // Rows are tenant data: never kept in a shared or browser cache.
        "cache-control": "private, no-store",
        "server-timing": `db;dur=${(performance.now() - t0).toFixed(1)}`,
      },
    });
  } catch (e) {
    return errorResponse(e);
  }
}
