import type { Metadata } from "next";
import { headers } from "next/headers";
import "./globals.css";

export const metadata: Metadata = {
  title: "Tabletalk",
  description: "Chat with your live data",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading the request makes every page render per request, so Next.js can put this request's
  // CSP nonce (set by proxy.ts) on its scripts; a prerendered page would carry none and not run.
  await headers();
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
