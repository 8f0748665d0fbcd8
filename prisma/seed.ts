// `npm run db:seed`: seeds the demo world once (idempotent). Skipped when SEED_DEMO=false.

import { seedDemo } from "@/demo/seed-all";
import { createDb } from "@/lib/db/client";
import { env } from "@/lib/env";

const e = env();
if (!e.SEED_DEMO) {
  console.log("SEED_DEMO=false: demo world not seeded");
} else {
  const db = createDb(e.DATABASE_URL);
  const t0 = Date.now();
  await seedDemo(db);
  await db.$disconnect();
  console.log(`demo world seeded in ${Date.now() - t0} ms`);
}
// The MCP sessions opened while syncing keep the event loop alive; seeding is done.
process.exit(0);
