import { handleLogisticsRequest } from "@/demo/logistics/handler";
import { logisticsOpenApi } from "@/demo/logistics/openapi";

export const dynamic = "force-dynamic";

/**
 * The demo logistics REST API (a stand-in for a real upstream service), served by the app itself.
 * Public like a real third-party API would be to its key holder; it carries no tenant data.
 */
async function handle(req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  const p = `/${path.map(encodeURIComponent).join("/")}`;
  if (p === "/openapi.json" && req.method === "GET") return Response.json(logisticsOpenApi);
  const url = new URL(req.url);
  let body: unknown;
  if (req.method !== "GET" && req.method !== "HEAD") body = await req.json().catch(() => undefined);
  const res = handleLogisticsRequest({
    method: req.method,
    path: p,
    query: Object.fromEntries(url.searchParams),
    body,
  });
  return Response.json(res.body, { status: res.status });
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH, handle as HEAD };
