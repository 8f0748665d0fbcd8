/**
 * The demo seed's queries (demo/seed.ts, demo/seed-all.ts): a named system scope (issue 11 item 3).
 * The seed runs before anyone signs in (`npm run db:seed`, `npm start`, the golden runner, test
 * worlds), so there is no actor: it writes the demo tenants, projects, people, connections and
 * knowledge base by their natural keys, idempotently, and each write names the tenant (and project)
 * it is for. Connections are created through the connection repository, scoped by that project.
 */
import type { Db } from "../client";
import { toJson } from "../json";
import type { McpConfig } from "../schemas/connection";

type Project = { tenantId: string; projectId: string };

export function seedScope(db: Db) {
  return {
    tenant: (slug: string, name: string) =>
      db.tenant.upsert({ where: { slug }, update: {}, create: { slug, name } }),
    project: (tenantId: string, slug: string, name: string) =>
      db.project.upsert({
        where: { tenantId_slug: { tenantId, slug } },
        update: {},
        create: { tenantId, slug, name },
      }),
    /** The person with this email, created once (`passwordHash` is computed only for a new one). */
    async user(u: { email: string; name: string }, passwordHash: () => Promise<string>) {
      const found = await db.user.findUnique({ where: { email: u.email } });
      return (
        found ??
        db.user.create({ data: { email: u.email, name: u.name, passwordHash: await passwordHash() } })
      );
    },
    membership: (userId: string, tenantId: string, role: "admin" | "member") =>
      db.membership.upsert({
        where: { userId_tenantId: { userId, tenantId } },
        update: {},
        create: { userId, tenantId, role },
      }),
    projectAccess: (membershipId: string, projectId: string) =>
      db.projectAccess.upsert({
        where: { membershipId_projectId: { membershipId, projectId } },
        update: {},
        create: { membershipId, projectId },
      }),
    /** Whether the project's knowledge base already holds the document. */
    async hasKbDocument(p: Project, slug: string): Promise<boolean> {
      const found = await db.kbDocument.findUnique({
        where: { tenantId_projectId_slug: { ...p, slug } },
        select: { id: true },
      });
      return found !== null;
    },
    /** One knowledge-base document with its passages, in order. */
    async addKbDocument(
      p: Project,
      doc: { slug: string; title: string; chunks: { ord: number; section: string; text: string }[] },
    ): Promise<void> {
      const created = await db.kbDocument.create({ data: { ...p, slug: doc.slug, title: doc.title } });
      for (const c of doc.chunks) {
        await db.kbChunk.create({
          data: { documentId: created.id, ...p, ord: c.ord, section: c.section, text: c.text },
        });
      }
    },
    /**
     * The project's connection by slug as stored. Its config is read unparsed (`unknown`) only to
     * recognise what seeds before issue 10 stored, which the current schema no longer accepts.
     */
    connectionRow: (p: Project, slug: string) =>
      db.connection.findUnique({ where: { tenantId_projectId_slug: { ...p, slug } } }),
    /** Rewrites an MCP connection's config (the legacy demo command → the registered server id). */
    setMcpConfig: (p: Project, id: string, config: McpConfig) =>
      db.connection.update({
        where: { id, tenantId: p.tenantId, projectId: p.projectId },
        data: { config: toJson(config) },
      }),
  };
}
