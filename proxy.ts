/**
 * Runs before every page, action and API request (Next.js 16 proxy, Node.js runtime):
 *   - a malformed server-action request (foreign origin, over 1 MiB, empty, not JSON or multipart)
 *     answers 4xx in the error vocabulary before Next.js parses it (issue 10 item 7);
 *   - a fresh CSP nonce per request (Next.js reads it from the request's Content-Security-Policy
 *     header and puts it on its own scripts) and the security headers on every response (item 5).
 */
import { type NextRequest, NextResponse } from "next/server";
import { refusal, refuseActionBody, refuseActionHead } from "@/lib/security/action-guard";
import { contentSecurityPolicy, newNonce, STATIC_SECURITY_HEADERS } from "@/lib/security/headers";

export async function proxy(request: NextRequest) {
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === "development" });
  const secured = (response: Response) => {
    response.headers.set("Content-Security-Policy", csp);
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
    return response;
  };

  const head = refuseActionHead(request);
  if (head) return secured(refusal(head));
  if (request.method === "POST" && request.headers.has("next-action")) {
    // Next.js buffers the body for the proxy, so reading it here leaves it intact for the action.
    const body = new Uint8Array(await request.clone().arrayBuffer());
    const bad = refuseActionBody(request, body);
    if (bad) return secured(refusal(bad));
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  return secured(NextResponse.next({ request: { headers: requestHeaders } }));
}

export const config = {
  // Static build assets carry no HTML; everything else (pages, server actions, API routes) gets the headers.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
