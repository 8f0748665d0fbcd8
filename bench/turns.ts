/**
 * Planner input, classic vs capability, as the catalog grows: the demo world (17 capabilities) and
 * the demo world plus GitHub's REST description (1,200+ operations). For each question the bench runs
 * the real routing + builtin planning + validation (no execution) and records what the planner was
 * given — candidates, full-schema bytes, rendered system-prompt bytes — and how long it took.
 * Writes bench/results/turns.json. Reports medians and ratios; nothing here passes or fails.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { logisticsOpenApi } from "../demo/logistics/openapi";
import { planTurn } from "../lib/agent/run-turn";
import {
  type Capability,
  deriveKbCapability,
  deriveMcpCapabilities,
  deriveOpenApiCapabilities,
  freezeSnapshot,
  inferShape,
} from "../lib/capabilities";
import { commerceTools } from "../lib/capabilities/__fixtures__/commerce-tools";
import { importOpenApi, materialize, type OpenApiSource } from "../lib/connectors/openapi";
import { createBuiltinPlanner } from "../lib/planning";
import { type Summary, summarize } from "./stats";

const QUESTIONS = [
  "Show the orders for Riccardo Lorini",
  "How many orders are pending?",
  "Show all orders",
  "List our warehouses",
  "What is the return policy?",
  "Track order O-100123",
  "Show customers in Torino",
  "What is the stock of SKU-0042 in each warehouse?",
  "Show shipments in transit",
  "Which products are in the outdoor category?",
];

export interface TurnsBenchSide {
  candidates: Summary;
  schemaBytes: Summary;
  promptBytes: Summary;
  routingMs: Summary;
  planningMs: Summary;
  decisions: Record<string, number>;
}

async function catalog(withGithub: boolean) {
  const sources = new Map<string, OpenApiSource>();
  const caps: Capability[] = [
    ...deriveMcpCapabilities({
      connection: { id: "c", slug: "commerce", trusted: true },
      tools: commerceTools(),
    }),
    deriveKbCapability(),
  ];
  const docs: [string, object][] = [["logistics", logisticsOpenApi]];
  if (withGithub) {
    const require = createRequire(import.meta.url);
    const file = path.join(
      path.dirname(require.resolve("@octokit/openapi/package.json")),
      "generated/api.github.com.json",
    );
    docs.push(["github", JSON.parse(readFileSync(file, "utf8"))]);
  }
  for (const [slug, doc] of docs) {
    const source = await importOpenApi(doc);
    sources.set(slug, source);
    caps.push(...deriveOpenApiCapabilities({ source: { slug }, cards: source.cards }));
  }
  return { caps, sources };
}

export function materializer(sources: Map<string, OpenApiSource>) {
  return async (cap: Readonly<Capability>): Promise<Capability> => {
    const source = cap.sourceKind === "api" ? sources.get(cap.sourceId) : undefined;
    if (!source) return cap as Capability;
    const m = materialize(source, cap.localName);
    const shape = inferShape({ name: cap.localName, ...m, entity: cap.entity, operation: cap.operation });
    return {
      ...(cap as Capability),
      ...m,
      collectionPath: shape.collectionPath,
      identityFields: shape.identityFields,
    };
  };
}

const schemaBytes = (caps: Capability[]) =>
  caps.reduce(
    (n, c) => n + JSON.stringify(c.inputSchema).length + JSON.stringify(c.outputSchema ?? {}).length,
    0,
  );

export async function runTurnsBench() {
  const result: Record<string, unknown> = {};
  for (const withGithub of [false, true]) {
    const { caps, sources } = await catalog(withGithub);
    const snapshot = freezeSnapshot({ tenantId: "t", projectId: "p", capabilities: caps });
    const name = withGithub ? "demo+github" : "demo";
    const sides: Record<string, TurnsBenchSide> = {};
    for (const side of ["classic", "capability"] as const) {
      const samples = {
        candidates: [] as number[],
        schema: [] as number[],
        prompt: [] as number[],
        routing: [] as number[],
        planning: [] as number[],
      };
      const decisions: Record<string, number> = {};
      for (let round = 0; round < 3; round++) {
        for (const q of QUESTIONS) {
          const r = await planTurn(
            side,
            {
              planner: createBuiltinPlanner({ now: () => new Date("2025-10-01T12:00:00Z") }),
              materialize: materializer(sources),
              budgetBytes: 49_152,
            },
            snapshot,
            q,
            { selection: null, recent: [], recentFamilies: [] },
          );
          if (round === 0) decisions[r.plan.decision] = (decisions[r.plan.decision] ?? 0) + 1;
          samples.candidates.push(r.candidateCaps.length);
          samples.schema.push(schemaBytes(r.candidateCaps));
          samples.prompt.push(r.promptBytes);
          samples.routing.push(r.timings.routing);
          samples.planning.push(r.timings.planning);
        }
      }
      sides[side] = {
        candidates: summarize(samples.candidates),
        schemaBytes: summarize(samples.schema),
        promptBytes: summarize(samples.prompt),
        routingMs: summarize(samples.routing),
        planningMs: summarize(samples.planning),
        decisions,
      };
    }
    result[name] = { eligible: caps.filter((c) => c.eligible).length, questions: QUESTIONS.length, ...sides };
  }
  return result;
}
