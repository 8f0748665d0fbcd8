import type { QuestionWorld } from "@/lib/agent/golden/run-questions";
import type { Actor } from "@/lib/auth/actor";
import type { Db } from "@/lib/db/client";
import { ACCOUNTING_READ_TOOLS } from "../tests/conformance/servers/accounting";
import { AIROPS_READ_TOOLS } from "../tests/conformance/servers/airops";
import { ATS_READ_TOOLS } from "../tests/conformance/servers/ats";
import { BANK_READ_TOOLS } from "../tests/conformance/servers/bank";
import { BILLING_READ_TOOLS } from "../tests/conformance/servers/billing";
import { BUILDS_READ_TOOLS } from "../tests/conformance/servers/builds";
import { CAL_READ_TOOLS } from "../tests/conformance/servers/cal";
import { CHATOPS_READ_TOOLS } from "../tests/conformance/servers/chatops";
import { CLAIMS_READ_TOOLS } from "../tests/conformance/servers/claims";
import { CLUSTER_READ_TOOLS } from "../tests/conformance/servers/cluster";
import { CODEHOST_READ_TOOLS } from "../tests/conformance/servers/codehost";
import { CRM_READ_TOOLS } from "../tests/conformance/servers/crm";
import { EVENTS_READ_TOOLS } from "../tests/conformance/servers/events";
import { FHIR_READ_TOOLS } from "../tests/conformance/servers/fhir";
import { FITNESS_READ_TOOLS } from "../tests/conformance/servers/fitness";
import { FLEETMAINT_READ_TOOLS } from "../tests/conformance/servers/fleetmaint";
import { HOMEAUTO_READ_TOOLS } from "../tests/conformance/servers/homeauto";
import { HOTEL_READ_TOOLS } from "../tests/conformance/servers/hotel";
import { HUB_READ_TOOLS } from "../tests/conformance/servers/hub";
import { JIRA_READ_TOOLS } from "../tests/conformance/servers/jira";
import { LAB_READ_TOOLS } from "../tests/conformance/servers/lab";
import { LIBRARY_READ_TOOLS } from "../tests/conformance/servers/library";
import { LINEAR_READ_TOOLS } from "../tests/conformance/servers/linear";
import { LMS_READ_TOOLS } from "../tests/conformance/servers/lms";
import { MAIL_READ_TOOLS } from "../tests/conformance/servers/mail";
import { MAILER_READ_TOOLS } from "../tests/conformance/servers/mailer";
import { MOVIES_READ_TOOLS } from "../tests/conformance/servers/movies";
import { MUSIC_READ_TOOLS } from "../tests/conformance/servers/music";
import { NOTION_READ_TOOLS } from "../tests/conformance/servers/notion";
import { OBSERVABILITY_READ_TOOLS } from "../tests/conformance/servers/observability";
import { ONCALL_READ_TOOLS } from "../tests/conformance/servers/oncall";
import { RECRUITING_READ_TOOLS } from "../tests/conformance/servers/recruiting";
import { REFS_FS_READ_TOOLS } from "../tests/conformance/servers/refs-fs";
import { REFS_MEMORY_READ_TOOLS } from "../tests/conformance/servers/refs-memory";
import { REFS_TIME_READ_TOOLS } from "../tests/conformance/servers/refs-time";
import { SFDC_READ_TOOLS } from "../tests/conformance/servers/sfdc";
import { SHOP_READ_TOOLS } from "../tests/conformance/servers/shop";
import { SNOW_READ_TOOLS } from "../tests/conformance/servers/snow";
import { SPORTS_READ_TOOLS } from "../tests/conformance/servers/sports";
import { SQLSHOP_READ_TOOLS } from "../tests/conformance/servers/sqlshop";
import { STAFF_READ_TOOLS } from "../tests/conformance/servers/staff";
import { SUPPORT_READ_TOOLS } from "../tests/conformance/servers/support";
import { TELCO_READ_TOOLS } from "../tests/conformance/servers/telco";
import { TIMESHEETS_READ_TOOLS } from "../tests/conformance/servers/timesheets";
import { TRACKER_READ_TOOLS } from "../tests/conformance/servers/tracker";
import { VETCLINIC_READ_TOOLS } from "../tests/conformance/servers/vetclinic";
import { WAREHOUSE_READ_TOOLS } from "../tests/conformance/servers/warehouse";
import { WINDFARM_READ_TOOLS } from "../tests/conformance/servers/windfarm";
import { WORKTASKS_READ_TOOLS } from "../tests/conformance/servers/worktasks";

export interface FixtureWorlds {
  worlds: QuestionWorld[];
  /** Worlds that could not be set up, with why. */
  problems: { world: string; reason: string }[];
  close: () => Promise<void>;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Adds the fixture stdio servers to MCP_STDIO_SERVERS; false when the fixtures are not there. */
export async function registerFixtureServers(): Promise<boolean> {
  try {
    await import("../tests/conformance/register-servers");
    return true;
  } catch {
    return false;
  }
}

async function loadKb(db: Db, actor: Actor) {
  const { seedKb } = await import("@/demo/seed-all");
  await seedKb(db, actor.tenantId, actor.projectId);
}

interface McpServerOfWorld {
  slug: string;
  serverId: string;
  script: string;
  readTools: readonly string[];
}
/** A world is one MCP server, or several connected side by side (`more`), as a person connects them. */
const MCP_WORLDS: (McpServerOfWorld & { name: string; more?: McpServerOfWorld[] })[] = [
  {
    name: "people",
    slug: "helpdesk",
    serverId: "conformance-people",
    script: "tests/conformance/servers/people.ts",
    readTools: ["search_users", "get_user", "list_tickets", "get_ticket"],
  },
  {
    name: "workspace",
    slug: "ledgerly",
    serverId: "conformance-workspace",
    script: "tests/conformance/servers/workspace.ts",
    readTools: ["findMembers", "getMember", "findAccounts", "listInvoices", "getInvoice"],
  },
  {
    name: "fleet",
    slug: "haulage",
    serverId: "conformance-fleet",
    script: "tests/conformance/servers/fleet.ts",
    readTools: ["find-drivers", "driver-profile", "trips-by-driver", "recent-trips", "trip-lookup"],
  },
  {
    name: "billing",
    slug: "paydesk",
    serverId: "conformance-billing",
    script: "tests/conformance/servers/billing.ts",
    readTools: BILLING_READ_TOOLS,
  },
  {
    name: "tracker",
    slug: "tracker",
    serverId: "conformance-tracker",
    script: "tests/conformance/servers/tracker.ts",
    readTools: TRACKER_READ_TOOLS,
  },
  {
    name: "staff",
    slug: "staff",
    serverId: "conformance-staff",
    script: "tests/conformance/servers/staff.ts",
    readTools: STAFF_READ_TOOLS,
  },
  {
    name: "codehost",
    slug: "codehost",
    serverId: "conformance-codehost",
    script: "tests/conformance/servers/codehost.ts",
    readTools: CODEHOST_READ_TOOLS,
  },
  {
    name: "crm",
    slug: "crm",
    serverId: "conformance-crm",
    script: "tests/conformance/servers/crm.ts",
    readTools: CRM_READ_TOOLS,
  },
  {
    name: "library",
    slug: "library",
    serverId: "conformance-library",
    script: "tests/conformance/servers/library.ts",
    readTools: LIBRARY_READ_TOOLS,
  },
  {
    name: "warehouse",
    slug: "inventory",
    serverId: "conformance-warehouse",
    script: "tests/conformance/servers/warehouse.ts",
    readTools: WAREHOUSE_READ_TOOLS,
  },
  {
    name: "events",
    slug: "events",
    serverId: "conformance-events",
    script: "tests/conformance/servers/events.ts",
    readTools: EVENTS_READ_TOOLS,
  },
  {
    name: "fleetmaint",
    slug: "fleetmaint",
    serverId: "conformance-fleetmaint",
    script: "tests/conformance/servers/fleetmaint.ts",
    readTools: FLEETMAINT_READ_TOOLS,
  },
  {
    name: "vetclinic",
    slug: "vetclinic",
    serverId: "conformance-vetclinic",
    script: "tests/conformance/servers/vetclinic.ts",
    readTools: VETCLINIC_READ_TOOLS,
  },
  {
    name: "windfarm",
    slug: "gridwind",
    serverId: "conformance-windfarm",
    script: "tests/conformance/servers/windfarm.ts",
    readTools: WINDFARM_READ_TOOLS,
  },
  {
    name: "lab",
    slug: "quanta",
    serverId: "conformance-lab",
    script: "tests/conformance/servers/lab.ts",
    readTools: LAB_READ_TOOLS,
  },
  {
    name: "airops",
    slug: "tailwind",
    serverId: "conformance-airops",
    script: "tests/conformance/servers/airops.ts",
    readTools: AIROPS_READ_TOOLS,
  },
  {
    name: "telco",
    slug: "brightwave",
    serverId: "conformance-telco",
    script: "tests/conformance/servers/telco.ts",
    readTools: TELCO_READ_TOOLS,
  },
  {
    name: "music",
    slug: "wavelength",
    serverId: "conformance-music",
    script: "tests/conformance/servers/music.ts",
    readTools: MUSIC_READ_TOOLS,
  },
  {
    name: "fitness",
    slug: "peakpace",
    serverId: "conformance-fitness",
    script: "tests/conformance/servers/fitness.ts",
    readTools: FITNESS_READ_TOOLS,
  },
  {
    name: "lms",
    slug: "lms",
    serverId: "conformance-lms",
    script: "tests/conformance/servers/lms.ts",
    readTools: LMS_READ_TOOLS,
  },
  {
    name: "ats",
    slug: "ats",
    serverId: "conformance-ats",
    script: "tests/conformance/servers/ats.ts",
    readTools: ATS_READ_TOOLS,
  },
  {
    name: "recruiting",
    slug: "recruiting",
    serverId: "conformance-recruiting",
    script: "tests/conformance/servers/recruiting.ts",
    readTools: RECRUITING_READ_TOOLS,
  },
  {
    name: "hotel",
    slug: "pms",
    serverId: "conformance-hotel",
    script: "tests/conformance/servers/hotel.ts",
    readTools: HOTEL_READ_TOOLS,
  },
  {
    name: "timesheets",
    slug: "harvest",
    serverId: "conformance-timesheets",
    script: "tests/conformance/servers/timesheets.ts",
    readTools: TIMESHEETS_READ_TOOLS,
  },
  {
    name: "mailer",
    slug: "mailchimp",
    serverId: "conformance-mailer",
    script: "tests/conformance/servers/mailer.ts",
    readTools: MAILER_READ_TOOLS,
  },
  {
    name: "worktasks",
    slug: "asana",
    serverId: "conformance-worktasks",
    script: "tests/conformance/servers/worktasks.ts",
    readTools: WORKTASKS_READ_TOOLS,
  },
  {
    name: "claims",
    slug: "claimsdesk",
    serverId: "conformance-claims",
    script: "tests/conformance/servers/claims.ts",
    readTools: CLAIMS_READ_TOOLS,
  },
  {
    name: "observability",
    slug: "observability",
    serverId: "conformance-observability",
    script: "tests/conformance/servers/observability.ts",
    readTools: OBSERVABILITY_READ_TOOLS,
  },
  {
    name: "support",
    slug: "support",
    serverId: "conformance-support",
    script: "tests/conformance/servers/support.ts",
    readTools: SUPPORT_READ_TOOLS,
  },
  {
    name: "accounting",
    slug: "accounting",
    serverId: "conformance-accounting",
    script: "tests/conformance/servers/accounting.ts",
    readTools: ACCOUNTING_READ_TOOLS,
  },
  {
    name: "chatops",
    slug: "chatops",
    serverId: "conformance-chatops",
    script: "tests/conformance/servers/chatops.ts",
    readTools: CHATOPS_READ_TOOLS,
  },
  {
    name: "notion",
    slug: "notion",
    serverId: "conformance-notion",
    script: "tests/conformance/servers/notion.ts",
    readTools: NOTION_READ_TOOLS,
  },
  {
    name: "fhir",
    slug: "fhir",
    serverId: "conformance-fhir",
    script: "tests/conformance/servers/fhir.ts",
    readTools: FHIR_READ_TOOLS,
  },
  {
    name: "bank",
    slug: "bank",
    serverId: "conformance-bank",
    script: "tests/conformance/servers/bank.ts",
    readTools: BANK_READ_TOOLS,
  },
  {
    name: "jira",
    slug: "jira",
    serverId: "conformance-jira",
    script: "tests/conformance/servers/jira.ts",
    readTools: JIRA_READ_TOOLS,
  },
  {
    name: "shop",
    slug: "shop",
    serverId: "conformance-shop",
    script: "tests/conformance/servers/shop.ts",
    readTools: SHOP_READ_TOOLS,
  },
  {
    name: "oncall",
    slug: "pagerduty",
    serverId: "conformance-oncall",
    script: "tests/conformance/servers/oncall.ts",
    readTools: ONCALL_READ_TOOLS,
  },
  {
    name: "cluster",
    slug: "kubernetes",
    serverId: "conformance-cluster",
    script: "tests/conformance/servers/cluster.ts",
    readTools: CLUSTER_READ_TOOLS,
  },
  {
    name: "builds",
    slug: "cicd",
    serverId: "conformance-builds",
    script: "tests/conformance/servers/builds.ts",
    readTools: BUILDS_READ_TOOLS,
  },
  // hub (session 36)
  {
    name: "hub",
    slug: "hubspot",
    serverId: "conformance-hub",
    script: "tests/conformance/servers/hub.ts",
    readTools: HUB_READ_TOOLS,
  },
  // cal (session 37)
  {
    name: "cal",
    slug: "calendar",
    serverId: "conformance-cal",
    script: "tests/conformance/servers/cal.ts",
    readTools: CAL_READ_TOOLS,
  },
  // linear (session 38)
  {
    name: "linear",
    slug: "linear",
    serverId: "conformance-linear",
    script: "tests/conformance/servers/linear.ts",
    readTools: LINEAR_READ_TOOLS,
  },
  // sfdc (session 39)
  {
    name: "sfdc",
    slug: "salesforce",
    serverId: "conformance-sfdc",
    script: "tests/conformance/servers/sfdc.ts",
    readTools: SFDC_READ_TOOLS,
  },
  // snow (session 39)
  {
    name: "snow",
    slug: "servicenow",
    serverId: "conformance-snow",
    script: "tests/conformance/servers/snow.ts",
    readTools: SNOW_READ_TOOLS,
  },
  // sports (session 40)
  {
    name: "sports",
    slug: "football",
    serverId: "conformance-sports",
    script: "tests/conformance/servers/sports.ts",
    readTools: SPORTS_READ_TOOLS,
  },
  // movies (session 41)
  {
    name: "movies",
    slug: "tmdb",
    serverId: "conformance-movies",
    script: "tests/conformance/servers/movies.ts",
    readTools: MOVIES_READ_TOOLS,
  },
  // mail (session 41)
  {
    name: "mail",
    slug: "gmail",
    serverId: "conformance-mail",
    script: "tests/conformance/servers/mail.ts",
    readTools: MAIL_READ_TOOLS,
  },
  // homeauto (session 40)
  {
    name: "homeauto",
    slug: "homeassistant",
    serverId: "conformance-homeauto",
    script: "tests/conformance/servers/homeauto.ts",
    readTools: HOMEAUTO_READ_TOOLS,
  },
  // sqlshop (session 41)
  {
    name: "sqlshop",
    slug: "sqlite-db",
    serverId: "conformance-sqlshop",
    script: "tests/conformance/servers/sqlshop.ts",
    readTools: SQLSHOP_READ_TOOLS,
  },
  // refs (session 42): the filesystem, memory and time reference servers in one world
  {
    name: "refs",
    slug: "reference",
    serverId: "conformance-refs-fs",
    script: "tests/conformance/servers/refs-fs.ts",
    readTools: REFS_FS_READ_TOOLS,
    more: [
      {
        slug: "reference-memory",
        serverId: "conformance-refs-memory",
        script: "tests/conformance/servers/refs-memory.ts",
        readTools: REFS_MEMORY_READ_TOOLS,
      },
      {
        slug: "reference-time",
        serverId: "conformance-refs-time",
        script: "tests/conformance/servers/refs-time.ts",
        readTools: REFS_TIME_READ_TOOLS,
      },
    ],
  },
];

export async function setUpFixtureWorlds(db: Db, wanted: ReadonlySet<string>): Promise<FixtureWorlds> {
  const worlds: QuestionWorld[] = [];
  const problems: FixtureWorlds["problems"] = [];
  const servers: { close: () => Promise<void> }[] = [];
  const close = async () => {
    for (const s of servers) await s.close();
  };
  let helpers: typeof import("../tests/helpers/world");
  let admin: typeof import("@/lib/admin/connection-admin");
  try {
    helpers = await import("../tests/helpers/world");
    admin = await import("@/lib/admin/connection-admin");
  } catch (e) {
    for (const w of wanted) problems.push({ world: w, reason: message(e) });
    return { worlds, problems, close };
  }
  const synced = <T extends { sync: { ok: boolean; error?: string } }>(r: T): T => {
    if (!r.sync.ok) throw new Error(`did not sync: ${r.sync.error}`);
    return r;
  };

  for (const w of MCP_WORLDS) {
    if (!wanted.has(w.name)) continue;
    try {
      const { actor } = await helpers.isolatedWorld(db, `questions-${w.name}`);
      await loadKb(db, actor);
      for (const s of [w, ...(w.more ?? [])]) {
        const { conn } = synced(
          await helpers.addConnection(db, actor, {
            slug: s.slug,
            kind: "mcp",
            name: `${s.slug === w.slug ? w.name : s.slug} (conformance fixture)`,
            config: {
              transport: {
                kind: "stdio",
                serverId: s.serverId,
                command: "node",
                args: ["--import", "tsx", s.script],
              },
            },
            trusted: false,
          }),
        );
        for (const toolName of s.readTools)
          await admin.decideTool(db, actor, {
            connectionId: conn.id,
            toolName,
            decision: "approve",
            classification: "read",
          });
      }
      worlds.push({ name: w.name, actor });
    } catch (e) {
      problems.push({ world: w.name, reason: message(e) });
    }
  }

  // The OpenAPI fixture worlds: an in-process HTTP server and its document, connected as an admin would.
  const openApiWorlds = [
    {
      name: "bookings",
      slug: "fjordline",
      load: async () => {
        const m = await import("../tests/conformance/servers/bookings");
        return { document: m.bookingsOpenApi, start: m.startBookingsServer };
      },
    },
    {
      name: "lettings",
      slug: "keyholder",
      load: async () => {
        const m = await import("../tests/conformance/servers/lettings");
        return { document: m.lettingsOpenApi, start: m.startLettingsServer };
      },
    },
    {
      name: "assets",
      slug: "assetline",
      load: async () => {
        const m = await import("../tests/conformance/servers/assets");
        return { document: m.assetsOpenApi, start: m.startAssetsServer };
      },
    },
    {
      name: "payments",
      slug: "stripe",
      load: async () => {
        const m = await import("../tests/conformance/servers/payments");
        return { document: m.paymentsOpenApi, start: m.startPaymentsServer };
      },
    },
    {
      name: "pos",
      slug: "square",
      load: async () => {
        const m = await import("../tests/conformance/servers/pos");
        return { document: m.posOpenApi, start: m.startPosServer };
      },
    },
  ];
  for (const w of openApiWorlds) {
    if (!wanted.has(w.name)) continue;
    try {
      const { document, start } = await w.load();
      const api = await start();
      servers.push(api);
      const { actor } = await helpers.isolatedWorld(db, `questions-${w.name}`);
      await loadKb(db, actor);
      synced(
        await helpers.addConnection(db, actor, {
          slug: w.slug,
          kind: "openapi",
          name: `${w.name} (conformance fixture)`,
          config: { baseUrl: api.url, allowList: {} },
          trusted: false,
          catalog: { document },
        }),
      );
      worlds.push({ name: w.name, actor });
    } catch (e) {
      problems.push({ world: w.name, reason: message(e) });
    }
  }
  for (const w of wanted)
    if (w !== "demo" && !worlds.some((x) => x.name === w) && !problems.some((p) => p.world === w))
      problems.push({ world: w, reason: "no such fixture world" });
  return { worlds, problems, close };
}

/**
 * The demo world (commerce MCP, logistics API, knowledge base) in a tenant of its own, so a test run
 * is not affected by other tests that change the seeded demo tenant's settings or connections.
 */
export async function isolatedDemoWorld(db: Db, logisticsUrl: string): Promise<QuestionWorld> {
  const helpers = await import("../tests/helpers/world");
  const { LOGISTICS_CONNECTION } = await import("@/demo/seed-all");
  const { logisticsOpenApi } = await import("@/demo/logistics/openapi");
  const { actor } = await helpers.isolatedWorld(db, "questions-demo");
  await loadKb(db, actor);
  await helpers.addCommerce(db, actor);
  await helpers.addConnection(db, actor, {
    ...LOGISTICS_CONNECTION,
    config: { ...LOGISTICS_CONNECTION.config, baseUrl: logisticsUrl },
    catalog: { document: logisticsOpenApi },
  });
  return { name: "demo", actor };
}
