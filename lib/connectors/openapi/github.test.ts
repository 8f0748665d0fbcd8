import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importOpenApi, materialize } from "./index";

/**
 * The real broad document: GitHub's REST API (@octokit/openapi, 1,200+ operations). It proves the
 * card index scales and that schemas are only ever materialized for the operations asked for.
 */
const require = createRequire(import.meta.url);
const file = path.join(
  path.dirname(require.resolve("@octokit/openapi/package.json")),
  "generated/api.github.com.json",
);

describe("GitHub REST API document", () => {
  it("builds 1,200+ cards once, only GET operations read-only, without materializing schemas", async () => {
    const text = readFileSync(file, "utf8");
    const started = performance.now();
    const source = await importOpenApi(text);
    const totalMs = Math.round(performance.now() - started);

    const getCount = source.cards.filter((c) => c.method === "GET").length;
    console.info(
      `[github] ${source.cards.length} cards, ${getCount} GET, import ${totalMs} ms ` +
        `(validate+deref ${source.stats.validateMs} ms, cards ${source.stats.cardsMs} ms), ` +
        `card JSON ${Buffer.byteLength(JSON.stringify(source.cards))} bytes`,
    );

    expect(source.cards.length).toBeGreaterThanOrEqual(1_200);
    expect(
      source.cards.filter((c) => c.readOnly).every((c) => c.method === "GET" || c.method === "HEAD"),
    ).toBe(true);
    expect(source.cards.filter((c) => c.readOnly)).toHaveLength(getCount);
    expect(new Set(source.cards.map((c) => c.operationId)).size).toBe(source.cards.length);
    expect(source.cards.every((c) => c.summary.length > 0 && Array.from(c.summary).length <= 200)).toBe(true);
    expect(source.materialized.size).toBe(0);

    const repo = source.cards.find((c) => c.operationId === "repos/get");
    expect(repo).toMatchObject({
      method: "GET",
      path: "/repos/{owner}/{repo}",
      inputFields: ["owner*", "repo*"],
      tag: "repos",
    });

    const issues = materialize(source, "issues/list-for-repo");
    expect(issues.inputSchema.required).toEqual(["owner", "repo"]);
    expect(issues.outputSchema).toMatchObject({
      type: "array",
      items: { properties: { number: { type: "integer" } } },
    });
    expect(issues.bytes).toBeLessThan(20_000);
    expect(source.materialized.size).toBe(1);
  });

  it("restricts a broad document with an allow-list before building cards", async () => {
    const source = await importOpenApi(readFileSync(file, "utf8"), {
      allowList: { tags: ["issues"], operationIds: ["repos/get"] },
    });
    expect(source.stats.operationsInDocument).toBeGreaterThanOrEqual(1_200);
    expect(source.cards.length).toBeLessThan(100);
    expect(source.cards.every((c) => c.tag === "issues" || c.operationId === "repos/get")).toBe(true);
  });
});
