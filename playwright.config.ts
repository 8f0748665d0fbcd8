import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";
import { DEFAULT_STDIO_SERVERS } from "./lib/mcp-registry";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = `http://127.0.0.1:${PORT}`;
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? "file:./data/test-e2e.db";
/**
 * The operator's stdio registry for the journeys: the demo server and one server nobody wrote for
 * the demo (tests/conformance/servers/people.ts, snake_case helpdesk), which e2e/helpdesk-mcp.spec.ts
 * connects through the admin page, and the claims desk whose money is `{ amount, currencyCode }`
 * objects (e2e/money.spec.ts).
 */
const MCP_STDIO_SERVERS =
  process.env.E2E_MCP_STDIO_SERVERS ??
  JSON.stringify([
    ...DEFAULT_STDIO_SERVERS,
    {
      id: "conformance-people",
      name: "Conformance: helpdesk (people)",
      command: "node",
      args: ["--import", "tsx", "tests/conformance/servers/people.ts"],
      envKeys: [],
    },
    {
      // A billing API's conventions: Unix-second dates, amounts in cents (e2e/billing-mcp.spec.ts).
      id: "conformance-billing",
      name: "Conformance: billing (paydesk)",
      command: "node",
      args: ["--import", "tsx", "tests/conformance/servers/billing.ts"],
      envKeys: [],
    },
    {
      // Money objects (`{ amount, currencyCode }`) in a table and a record card (e2e/money.spec.ts).
      id: "conformance-claims",
      name: "Conformance: claims desk (money objects)",
      command: "node",
      args: ["--import", "tsx", "tests/conformance/servers/claims.ts"],
      envKeys: [],
    },
    {
      // The injection corpus as an MCP server (e2e/injection.spec.ts).
      id: "security-hostile",
      name: "Security: hostile server (injection corpus)",
      command: "node",
      args: ["--import", "tsx", "tests/security/hostile-stdio.ts"],
      envKeys: [],
    },
  ]);

export default defineConfig({
  testDir: "e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/playwright",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: BASE,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `npx next start -H 127.0.0.1 -p ${PORT}`,
    url: `${BASE}/sign-in`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      DATABASE_URL,
      NEXTAUTH_URL: BASE,
      NEXTAUTH_SECRET: "e2e-secret-not-for-production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
      DEMO_LOGISTICS_BASE_URL: `${BASE}/api/demo/logistics`,
      MCP_STDIO_SERVERS,
      // The journeys ask faster than a person: the per-user turn rate is tested in tests/db/turn-limits.
      TURN_RATE_LIMIT: "10000",
    },
  },
});
