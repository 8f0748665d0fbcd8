/**
 * Fixture "refs" (memory): a knowledge-graph server in the style of the reference MCP memory server
 * (@modelcontextprotocol/server-memory): `read_graph()`, `search_nodes(query)` (a case-insensitive
 * substring of an entity's name, type or observations; the relations among the entities found),
 * `open_nodes(names)` (the named entities and the relations among them), each answering JSON text
 * `{ entities: [{ name, entityType, observations }], relations: [{ from, to, relationType }] }`; the writes
 * `create_entities`, `create_relations`, `add_observations`, `delete_entities`, `delete_observations`,
 * `delete_relations` are never approved. About forty entities (./refs-data.ts): people — two named
 * Dana —, companies, projects, places and events. Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/refs-memory.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { type Entity, type Relation, refsGraph } from "./refs-data";

export const REFS_MEMORY_READ_TOOLS = ["read_graph", "search_nodes", "open_nodes"];
export const REFS_MEMORY_WRITE_TOOLS = [
  "create_entities",
  "create_relations",
  "add_observations",
  "delete_entities",
  "delete_observations",
  "delete_relations",
];

const READ = { readOnlyHint: true };
const text = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }],
});

const entitySchema = z.object({
  name: z.string().describe("The name of the entity"),
  entityType: z.string().describe("The type of the entity"),
  observations: z.array(z.string()).describe("An array of observation contents associated with the entity"),
});
const relationSchema = z.object({
  from: z.string().describe("The name of the entity where the relation starts"),
  to: z.string().describe("The name of the entity where the relation ends"),
  relationType: z.string().describe("The type of the relation"),
});

export function createRefsMemoryServer(): McpServer {
  const server = new McpServer({ name: "memory-server", version: "0.6.3" });
  const graph = refsGraph();
  const among = (entities: Entity[]): { entities: Entity[]; relations: Relation[] } => {
    const names = new Set(entities.map((e) => e.name));
    return { entities, relations: graph.relations.filter((r) => names.has(r.from) && names.has(r.to)) };
  };

  server.registerTool(
    "read_graph",
    { description: "Read the entire knowledge graph", inputSchema: {}, annotations: READ },
    async () => text(graph),
  );

  server.registerTool(
    "search_nodes",
    {
      description: "Search for nodes in the knowledge graph based on a query",
      inputSchema: {
        query: z
          .string()
          .describe("The search query to match against entity names, types, and observation content"),
      },
      annotations: READ,
    },
    async ({ query }) => {
      const q = query.toLowerCase();
      return text(
        among(
          graph.entities.filter(
            (e) =>
              e.name.toLowerCase().includes(q) ||
              e.entityType.toLowerCase().includes(q) ||
              e.observations.some((o) => o.toLowerCase().includes(q)),
          ),
        ),
      );
    },
  );

  server.registerTool(
    "open_nodes",
    {
      description: "Open specific nodes in the knowledge graph by their names",
      inputSchema: { names: z.array(z.string()).describe("An array of entity names to retrieve") },
      annotations: READ,
    },
    async ({ names }) => text(among(graph.entities.filter((e) => names.includes(e.name)))),
  );

  const refused = async () => ({
    isError: true,
    content: [{ type: "text" as const, text: "this fixture never writes" }],
  });
  const write = { readOnlyHint: false, destructiveHint: false };
  const destroy = { readOnlyHint: false, destructiveHint: true };
  server.registerTool(
    "create_entities",
    {
      description: "Create multiple new entities in the knowledge graph",
      inputSchema: { entities: z.array(entitySchema) },
      annotations: write,
    },
    refused,
  );
  server.registerTool(
    "create_relations",
    {
      description:
        "Create multiple new relations between entities in the knowledge graph. Relations should be in active voice",
      inputSchema: { relations: z.array(relationSchema) },
      annotations: write,
    },
    refused,
  );
  server.registerTool(
    "add_observations",
    {
      description: "Add new observations to existing entities in the knowledge graph",
      inputSchema: {
        observations: z.array(
          z.object({
            entityName: z.string().describe("The name of the entity to add the observations to"),
            contents: z.array(z.string()).describe("An array of observation contents to add"),
          }),
        ),
      },
      annotations: write,
    },
    refused,
  );
  server.registerTool(
    "delete_entities",
    {
      description: "Delete multiple entities and their associated relations from the knowledge graph",
      inputSchema: { entityNames: z.array(z.string()).describe("An array of entity names to delete") },
      annotations: destroy,
    },
    refused,
  );
  server.registerTool(
    "delete_observations",
    {
      description: "Delete specific observations from entities in the knowledge graph",
      inputSchema: {
        deletions: z.array(
          z.object({
            entityName: z.string().describe("The name of the entity containing the observations"),
            observations: z.array(z.string()).describe("An array of observations to delete"),
          }),
        ),
      },
      annotations: destroy,
    },
    refused,
  );
  server.registerTool(
    "delete_relations",
    {
      description: "Delete multiple relations from the knowledge graph",
      inputSchema: { relations: z.array(relationSchema).describe("An array of relations to delete") },
      annotations: destroy,
    },
    refused,
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createRefsMemoryServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("refs memory fixture server failed:", e);
      process.exit(1);
    });
}
