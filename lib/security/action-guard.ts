/**
 * Malformed server-action requests answer 4xx in the error vocabulary (issue 10 item 7), before
 * Next.js parses them (where a bad body used to be a 500, and an oversized one reset the next
 * request on the connection). Run by proxy.ts on every POST that names a server action. A real
 * action call comes from this origin, is at most 1 MiB (next.config.ts bodySizeLimit), and is
 * either React's JSON reply encoding (text/plain) or multipart form data.
 */
import { ERRORS, type ErrorCode } from "@/lib/errors";

export const ACTION_MAX_BYTES = 1024 * 1024;

export interface ActionRequestHead {
  method: string;
  headers: Headers;
}

/** What the request's headers alone already refuse (origin, declared size, content type). */
export function refuseActionHead(req: ActionRequestHead): ErrorCode | null {
  if (req.method !== "POST" || !req.headers.has("next-action")) return null;
  const origin = req.headers.get("origin");
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (origin !== null) {
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (!originHost || !host || originHost !== host) return "forbidden:origin";
  }
  const length = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(length) && length > ACTION_MAX_BYTES) return "too_large:input";
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("text/plain") && !type.startsWith("multipart/form-data")) return "bad_request:input";
  return null;
}

/** What the body refuses: empty, too large, not JSON (text/plain), or not the declared multipart. */
export function refuseActionBody(req: ActionRequestHead, body: Uint8Array): ErrorCode | null {
  if (body.byteLength === 0) return "bad_request:input";
  if (body.byteLength > ACTION_MAX_BYTES) return "too_large:input";
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    // Binary file parts are fine in multipart; JSON must be UTF-8.
    return type.startsWith("multipart/form-data") ? null : "bad_request:input";
  }
  if (type.startsWith("multipart/form-data")) {
    const boundary = /boundary=("?)([^";]+)\1/i.exec(req.headers.get("content-type") ?? "")?.[2];
    return boundary && text.includes(`--${boundary}`) ? null : "bad_request:input";
  }
  try {
    JSON.parse(text);
    return null;
  } catch {
    return "bad_request:input";
  }
}

/** The 4xx answer for a refused request: `{ error: { code, message } }` from lib/errors.ts. */
export function refusal(code: ErrorCode): Response {
  const { status, message } = ERRORS[code];
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}
