import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: "Tabletalk",
  description: "Chat with your live data",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
