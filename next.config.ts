import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  serverExternalPackages: [
    "better-sqlite3",
    "@prisma/adapter-better-sqlite3",
    "@prisma/adapter-pg",
    "pg",
    "@modelcontextprotocol/sdk",
    "@apidevtools/swagger-parser",
  ],
  poweredByHeader: false,
  // A separate build directory lets several builds (tests, benchmarks) coexist in one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  typedRoutes: false,
  experimental: { serverActions: { bodySizeLimit: "1mb" } },
};

export default nextConfig;
