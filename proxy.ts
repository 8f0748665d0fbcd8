/**
 * Runs before every page, action and API request (Next.js 16 proxy, Node.js runtime): a fresh
 * CSP nonce per request (Next.js reads it from the request's Content-Security-Policy header and
 * puts it on its own scripts) and the security headers on every response (issue 10 item 5).
 */
import { type NextRequest, NextResponse } from "next/server";
import { contentSecurityPolicy, newNonce, STATIC_SECURITY_HEADERS } from "@/lib/security/headers";

export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Static build assets carry no HTML; everything else (pages, server actions, API routes) gets the headers.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
