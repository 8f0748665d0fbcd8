/**
 * Fetches an OpenAPI document from the URL an admin configured (at add time and on every re-sync).
 * Bounded in time and size, http(s) only, public addresses only with same-host redirects, each hop
 * checked (lib/connectors/outbound.ts); the body must be JSON. Error messages name the class of
 * failure, never what answered.
 */
import { connectorFetch } from "@/lib/connectors/outbound";
import { isOutboundError } from "@/lib/security/outbound";
import { OpenApiError } from "./errors";

export interface FetchDocumentOptions {
  timeoutMs?: number;
  maxBytes?: number;
  fetchImpl?: typeof fetch;
}

export async function fetchOpenApiDocument(url: string, opts: FetchDocumentOptions = {}): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OpenApiError("bad_request:openapi", "The document URL is not a valid URL.");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new OpenApiError("bad_request:openapi", "The document URL must use http or https.");
  const maxBytes = opts.maxBytes ?? 20 * 1024 * 1024;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? 15_000);
  try {
    const res = await (opts.fetchImpl ?? connectorFetch)(parsed, {
      signal: controller.signal,
      redirect: "follow",
      headers: { accept: "application/json" },
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new OpenApiError(
        "bad_request:openapi",
        `The document URL answered with an error status (HTTP ${res.status}).`,
      );
    }
    const reader = res.body?.getReader();
    if (!reader) throw new OpenApiError("bad_request:openapi", "The document URL returned no body.");
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new OpenApiError(
          "bad_request:openapi",
          `The document is larger than ${Math.round(maxBytes / 1048576)} MiB.`,
        );
      }
      chunks.push(value);
    }
    const text = Buffer.concat(chunks).toString("utf8");
    try {
      JSON.parse(text);
    } catch {
      throw new OpenApiError("bad_request:openapi", "The document URL did not answer with a JSON document.");
    }
    return text;
  } catch (e) {
    if (e instanceof OpenApiError) throw e;
    if (isOutboundError(e) && e.kind !== "timeout" && e.kind !== "unreachable")
      throw new OpenApiError("bad_request:openapi", `The document URL was refused. ${e.message}`);
    const aborted = controller.signal.aborted;
    throw new OpenApiError(
      "bad_request:openapi",
      aborted ? "The document URL did not answer in time." : "The document URL could not be reached.",
    );
  } finally {
    clearTimeout(timer);
  }
}
