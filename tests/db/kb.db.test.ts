import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { chunkMarkdown } from "@/lib/connectors/kb/chunk";
import { searchKb } from "@/lib/connectors/kb/search";
import { testDb, testDbUrl } from "../helpers/db";
import { isolatedWorld } from "../helpers/world";

// Full-text search through the database's own engine (SQLite FTS5 or PostgreSQL tsvector).
const db = testDb();
let acme: Actor;
let other: Actor;

async function load(actor: Actor, slug: string) {
  const { title, chunks } = chunkMarkdown(slug, readFileSync(`demo/kb/${slug}.md`, "utf8"));
  const doc = await db.kbDocument.create({
    data: { tenantId: actor.tenantId, projectId: actor.projectId, slug, title },
  });
  for (const c of chunks)
    await db.kbChunk.create({
      data: {
        documentId: doc.id,
        tenantId: actor.tenantId,
        projectId: actor.projectId,
        ord: c.ord,
        section: c.section,
        text: c.text,
      },
    });
}

beforeAll(async () => {
  ({ actor: acme } = await isolatedWorld(db, "kb-a"));
  ({ actor: other } = await isolatedWorld(db, "kb-b"));
  for (const s of ["returns-policy", "warranty", "shipping-times", "refunds"]) await load(acme, s);
});
afterAll(async () => {
  await db.$disconnect();
});

const scope = (a: Actor) => ({ tenantId: a.tenantId, projectId: a.projectId, dbUrl: testDbUrl() });

describe("knowledge-base search", () => {
  it("finds the returns policy with document, section and snippet", async () => {
    const hits = await searchKb(db, scope(acme), "What is the return policy?", 5);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0].title.toLowerCase()).toMatch(/return/);
    expect(hits[0].section.length).toBeGreaterThan(0);
    expect(hits[0].text.length).toBeGreaterThan(20);
    expect(hits[0].chunk_id).toBeTruthy();
    expect(hits.every((h, i) => i === 0 || hits[i - 1].score >= h.score)).toBe(true);
  });

  it("ranks the warranty document first for a warranty question", async () => {
    const hits = await searchKb(db, scope(acme), "how long is the warranty", 3);
    expect(hits[0]?.title.toLowerCase()).toMatch(/warrant/);
  });

  it("is scoped to the tenant and project", async () => {
    expect(await searchKb(db, scope(other), "return policy warranty", 5)).toEqual([]);
  });

  it("survives punctuation and operators in the query", async () => {
    await expect(
      searchKb(db, scope(acme), `"return" OR (policy) AND -refund* ' ; DROP TABLE`, 5),
    ).resolves.toBeInstanceOf(Array);
    expect(await searchKb(db, scope(acme), "???", 5)).toEqual([]);
  });
});
