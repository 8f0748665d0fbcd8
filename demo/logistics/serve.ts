/**
 * Serves the demo logistics API on 127.0.0.1 outside Next (tests, `npm run golden`), and allows its
 * URL for this process's outbound requests, as the app allows its own `/api/demo/logistics`.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { allowOutboundUrl } from "@/lib/connectors/outbound";
import { handleLogisticsRequest } from "./handler";

export async function startLogisticsServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const r = handleLogisticsRequest({
      method: req.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    });
    res.writeHead(r.status, { "content-type": "application/json", ...(r.headers ?? {}) });
    res.end(req.method === "HEAD" ? undefined : JSON.stringify(r.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api/demo/logistics`;
  // The demo's own logistics API is allowed by default (like DEMO_LOGISTICS_BASE_URL): this exact prefix.
  allowOutboundUrl(url);
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
