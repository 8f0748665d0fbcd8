import { requireActor } from "@/lib/auth";
import { displayColumn } from "@/lib/chat/columns";
import { toColumnLines, toColumns } from "@/lib/chat/rows-layout";
import { db } from "@/lib/db";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import { AppError, errorResponse } from "@/lib/errors";

export const dynamic = "force-dynamic";

/**
 * Rows of one artifact, loaded by id and scoped to the actor (another tenant's id is a 404).
 * `?layout=columns` sends the same rows by column, `?layout=column-lines` the same columns one line
 * per field (lib/chat/rows-layout.ts: what a table that opens on its chart asks for); the default
 * body keeps `rows: [{…}, …]`. `?columns=a&columns=b` (one field name per parameter) is a projection:
 * only those fields' values are sent, in any layout, and the head lists them as `projection` — the
 * chart asks for the fields it groups and measures, not the whole table. Same scoping either way: the
 * artifact is read for the actor first, a projection only leaves values out.
 */
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const t0 = performance.now();
  try {
    const actor = await requireActor();
    const { id } = await params;
    const a = await artifactRepo(db(), actor).getWithRows(id);
    const search = new URL(req.url).searchParams;
    const layout = search.get("layout");
    const only = projection(search.getAll("columns"));
    const head = {
      id: a.id,
      entity: a.entity,
      title: a.title,
      columns: a.columns.map(displayColumn),
      identityFields: a.identityFields,
      rowCount: a.rowCount,
      ...(a.totalCount !== null ? { totalCount: a.totalCount } : {}),
      truncated: a.truncated,
      ...(only ? { projection: only } : {}),
    };
    const lines = layout === "column-lines";
    const body = lines
      ? toColumnLines(head, a.rows, only)
      : JSON.stringify({
          ...head,
          ...(layout === "columns"
            ? { layout: "columns", ...toColumns(a.rows, only) }
            : { rows: only ? a.rows.map((r) => pick(r, new Set(only))) : a.rows }),
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

/** The fields a projection asks for: each `columns` parameter names one (deduplicated); none → every field. */
function projection(names: string[]): string[] | undefined {
  const fields = [...new Set(names.filter((n) => n.length > 0))];
  if (fields.length > MAX_PROJECTED) throw new AppError("bad_request:input", "too many columns asked for");
  return fields.length > 0 ? fields : undefined;
}
const MAX_PROJECTED = 200;

/** A row with only the projected fields it has (a row that is not an object stays as it is). */
function pick(row: unknown, only: ReadonlySet<string>): unknown {
  if (typeof row !== "object" || row === null || Array.isArray(row)) return row;
  const r = row as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  // Own properties even for a field named "__proto__", in the row's order.
  for (const k of Object.keys(r))
    if (only.has(k))
      Object.defineProperty(out, k, { value: r[k], enumerable: true, writable: true, configurable: true });
  return out;
}
