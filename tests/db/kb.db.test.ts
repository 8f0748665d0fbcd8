import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { chunkMarkdown } from "@/lib/connectors/kb/chunk";
import { readKbDocument } from "@/lib/connectors/kb/document";
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

  it("returns whole passages, as stored, so an answer can quote whole sentences", async () => {
    const hits = await searchKb(db, scope(acme), "return window delivery date", 5);
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) {
      const stored = await db.kbChunk.findUniqueOrThrow({ where: { id: h.chunk_id } });
      expect(h.text).toBe(stored.text.trim());
    }
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

describe("reading a knowledge-base document for the source panel", () => {
  it("gives the sections in document order, each cited passage findable by the search's ids", async () => {
    const doc = await readKbDocument(db, acme, "returns-policy");
    expect(doc.title).toBe("Returns policy");
    expect(doc.sections.map((s) => s.title)).toEqual([
      "Returns policy",
      "Return window",
      "Conditions",
      "How to start a return",
      "Return shipping costs",
      "After we receive your return",
    ]);
    const [hit] = await searchKb(db, scope(acme), "Christmas period return", 1);
    const passage = doc.sections.flatMap((s) => s.passages).find((p) => p.id === hit.chunk_id);
    expect(passage?.text).toContain("Christmas period");
    expect(hit.document_id).toBe(doc.id);
  });

  it("is not found in another tenant or project, nor for an unknown slug", async () => {
    await expect(readKbDocument(db, other, "returns-policy")).rejects.toMatchObject({
      code: "not_found:document",
    });
    await expect(readKbDocument(db, acme, "no-such-document")).rejects.toMatchObject({
      code: "not_found:document",
    });
  });
});
