/**
 * Registers the conformance fixture stdio servers in the operator registry (MCP_STDIO_SERVERS)
 * before anything reads the environment, keeping what is already registered (the demo server by
 * default). Imported first, for its side effect, by the conformance suite and the question suite.
 */
import { parseStdioRegistry, type StdioServer } from "@/lib/connectors/mcp-registry";

export const FIXTURE_STDIO_SERVERS: StdioServer[] = [
  {
    id: "conformance-people",
    name: "Conformance: helpdesk (people)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/people.ts"],
    envKeys: [],
  },
  {
    id: "conformance-workspace",
    name: "Conformance: ledgerly (workspace)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/workspace.ts"],
    envKeys: [],
  },
  {
    id: "conformance-fleet",
    name: "Conformance: haulage (fleet)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/fleet.ts"],
    envKeys: [],
  },
  {
    id: "conformance-billing",
    name: "Conformance: paydesk (billing)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/billing.ts"],
    envKeys: [],
  },
  {
    id: "conformance-tracker",
    name: "Conformance: tracker (issues)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/tracker.ts"],
    envKeys: [],
  },
  {
    id: "conformance-staff",
    name: "Conformance: staff directory (HR)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/staff.ts"],
    envKeys: [],
  },
  {
    id: "conformance-library",
    name: "Conformance: lending library (JSON:API)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/library.ts"],
    envKeys: [],
  },
  {
    id: "conformance-warehouse",
    name: "Conformance: inventory OData (warehouse)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/warehouse.ts"],
    envKeys: [],
  },
  {
    id: "conformance-codehost",
    name: "Conformance: code host (codehost)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/codehost.ts"],
    envKeys: [],
  },
  {
    id: "conformance-crm",
    name: "Conformance: CRM (HubSpot-style)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/crm.ts"],
    envKeys: [],
  },
  {
    id: "conformance-events",
    name: "Conformance: events base (Airtable-style)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/events.ts"],
    envKeys: [],
  },
  {
    id: "conformance-windfarm",
    name: "Conformance: gridwind ops (windfarm)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/windfarm.ts"],
    envKeys: [],
  },
  {
    id: "conformance-lab",
    name: "Conformance: Quanta LIMS (lab)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/lab.ts"],
    envKeys: [],
  },
  {
    id: "conformance-airops",
    name: "Conformance: Tailwind airline ops (airops)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/airops.ts"],
    envKeys: [],
  },
  {
    id: "conformance-telco",
    name: "Conformance: Brightwave Mobile customer care (telco)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/telco.ts"],
    envKeys: [],
  },
  {
    id: "conformance-music",
    name: "Conformance: Wavelength music library (music)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/music.ts"],
    envKeys: [],
  },
  {
    id: "conformance-fitness",
    name: "Conformance: PeakPace training log (fitness)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/fitness.ts"],
    envKeys: [],
  },
  {
    id: "conformance-fleetmaint",
    name: "Conformance: fleet maintenance (HAL)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/fleetmaint.ts"],
    envKeys: [],
  },
  {
    id: "conformance-vetclinic",
    name: "Conformance: veterinary practice (dotted tools, nested filter)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/vetclinic.ts"],
    envKeys: [],
  },
  {
    id: "conformance-lms",
    name: "Conformance: learning platform (GraphQL Relay connections)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/lms.ts"],
    envKeys: [],
  },
  {
    id: "conformance-recruiting",
    name: "Conformance: recruiting (Greenhouse-style ATS)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/recruiting.ts"],
    envKeys: [],
  },
  {
    id: "conformance-hotel",
    name: "Conformance: hotel PMS (FastMCP-style docstrings, items/count/offset/limit)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/hotel.ts"],
    envKeys: [],
  },
  {
    id: "conformance-timesheets",
    name: "Conformance: time tracking (camelCase, markdown docs, Harvest page envelope)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/timesheets.ts"],
    envKeys: [],
  },
  {
    id: "conformance-mailer",
    name: "Conformance: email marketing (Mailchimp-style, count/offset, _links)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/mailer.ts"],
    envKeys: [],
  },
  {
    id: "conformance-worktasks",
    name: "Conformance: work management (Asana-style, dotted filters, workspace gid)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/worktasks.ts"],
    envKeys: [],
  },
  {
    id: "conformance-ats",
    name: "Conformance: applicant tracking (snake_case tools, JSON text, page/per_page)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/ats.ts"],
    envKeys: [],
  },
  {
    id: "conformance-claims",
    name: "Conformance: insurance claims (GraphQL Relay, nested filter/orderBy objects)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/claims.ts"],
    envKeys: [],
  },
  {
    id: "conformance-observability",
    name: "Conformance: observability (Sentry-, PagerDuty-, Datadog-style tools)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/observability.ts"],
    envKeys: [],
  },
  {
    id: "conformance-support",
    name: "Conformance: support desk (Zendesk-style tools)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/support.ts"],
    envKeys: [],
  },
  {
    id: "conformance-accounting",
    name: "Conformance: accounting (QuickBooks Online-style tools)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/accounting.ts"],
    envKeys: [],
  },
  {
    id: "conformance-chatops",
    name: "Conformance: chatops (Slack MCP-style tools)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/chatops.ts"],
    envKeys: [],
  },
  {
    id: "conformance-notion",
    name: "Conformance: notion workspace (official Notion MCP server-style tools)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/notion.ts"],
    envKeys: [],
  },
  {
    id: "conformance-fhir",
    name: "Conformance: health records (HL7 FHIR R4-style search, Bundles)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/fhir.ts"],
    envKeys: [],
  },
  {
    id: "conformance-bank",
    name: "Conformance: personal banking (Open Banking-style documents)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/bank.ts"],
    envKeys: [],
  },
  {
    id: "conformance-jira",
    name: "Conformance: work tracker (Atlassian MCP-style tools, JQL)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/jira.ts"],
    envKeys: [],
  },
  {
    id: "conformance-shop",
    name: "Conformance: online store (Shopify Admin MCP-style tools, GraphQL JSON text)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/shop.ts"],
    envKeys: [],
  },
  {
    id: "conformance-oncall",
    name: "Conformance: incident response (PagerDuty-style, array filters, 30-day default)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/oncall.ts"],
    envKeys: [],
  },
  {
    id: "conformance-cluster",
    name: "Conformance: Kubernetes cluster (generic resources_list by kind, nested JSON)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/cluster.ts"],
    envKeys: [],
  },
  {
    id: "conformance-builds",
    name: "Conformance: CI/CD builds (FastMCP-style Python server, answers in prose)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/builds.ts"],
    envKeys: [],
  },
  // hub (session 36): a HubSpot-style CRM behind generic object tools
  {
    id: "conformance-hub",
    name: "Conformance: HubSpot-style CRM (generic object tools, objectType, filterGroups)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/hub.ts"],
    envKeys: [],
  },
  // cal (session 37): a calendar in the style of the popular Google Calendar MCP server
  {
    id: "conformance-cal",
    name: "Conformance: calendar (Google Calendar MCP-style, kebab-case tools)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/cal.ts"],
    envKeys: [],
  },
  // linear (session 38): an issue tracker in the style of Linear's official MCP server
  {
    id: "conformance-linear",
    name: "Conformance: issue tracker (Linear MCP-style, names or ids everywhere)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/linear.ts"],
    envKeys: [],
  },
  // sfdc (session 39): a CRM in the style of the public Salesforce MCP servers
  {
    id: "conformance-sfdc",
    name: "Conformance: Salesforce-style CRM (SOQL by example, REST JSON records)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/sfdc.ts"],
    envKeys: [],
  },
  // snow (session 39): IT service management in the style of ServiceNow MCP servers (Table API)
  {
    id: "conformance-snow",
    name: "Conformance: IT service management (ServiceNow Table API-style, encoded queries)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/snow.ts"],
    envKeys: [],
  },
  // sports (session 40): football league statistics in the style of football-data.org MCP servers
  {
    id: "conformance-sports",
    name: "Conformance: football statistics (football-data.org MCP-style, JSON text)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/sports.ts"],
    envKeys: [],
  },
  // movies (session 41): a film database in the style of the TMDB MCP servers (genres by id)
  {
    id: "conformance-movies",
    name: "Conformance: film database (TMDB MCP-style, JSON text, dotted filter names)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/movies.ts"],
    envKeys: [],
  },
  // mail (session 41): a mailbox in the style of the public Gmail MCP servers (Gmail search syntax)
  {
    id: "conformance-mail",
    name: "Conformance: mailbox (Gmail MCP-style, search operators, text results)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/mail.ts"],
    envKeys: [],
  },
  // homeauto (session 40): a smart home in the style of Home Assistant MCP servers (dotted entity ids)
  {
    id: "conformance-homeauto",
    name: "Conformance: smart home (Home Assistant-style states, history, statistics)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/homeauto.ts"],
    envKeys: [],
  },
  // sqlshop (session 41): a database server in the style of the reference SQLite MCP server
  {
    id: "conformance-sqlshop",
    name: "Conformance: shop database (SQLite MCP-style, read_query takes SQL)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/sqlshop.ts"],
    envKeys: [],
  },
  // refs (session 42): the MCP reference servers — filesystem, memory (knowledge graph) and time — as one world
  {
    id: "conformance-refs-fs",
    name: "Conformance: files (reference filesystem server-style)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/refs-fs.ts"],
    envKeys: [],
  },
  {
    id: "conformance-refs-memory",
    name: "Conformance: knowledge graph (reference memory server-style)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/refs-memory.ts"],
    envKeys: [],
  },
  {
    id: "conformance-refs-time",
    name: "Conformance: time zones (reference time server-style)",
    command: "node",
    args: ["--import", "tsx", "tests/conformance/servers/refs-time.ts"],
    envKeys: [],
  },
];

// `CONFORMANCE_SCHEMA_STYLE=pydantic|zod|wrapped`: each fixture server's tools reach the host with their
// input schemas written that way (tests/conformance/restyle.ts) — the same questions, another author's spelling.
const style = process.env.CONFORMANCE_SCHEMA_STYLE;
const restyled = (s: StdioServer): StdioServer =>
  style === "pydantic" || style === "zod" || style === "wrapped"
    ? { ...s, args: ["--import", "tsx", "tests/conformance/restyle.ts", style, s.args.at(-1) ?? ""] }
    : s;

const registry = parseStdioRegistry(process.env.MCP_STDIO_SERVERS);
for (const s of FIXTURE_STDIO_SERVERS) if (!registry.some((r) => r.id === s.id)) registry.push(restyled(s));
process.env.MCP_STDIO_SERVERS = JSON.stringify(registry);
