import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveActor } from "@/lib/auth/actor";
import { artifactRepo } from "@/lib/db/repositories/artifacts";
import { conversationRepo } from "@/lib/db/repositories/conversations";
import { currentSelection, storeSelection } from "@/lib/db/repositories/selections";
import { AppError } from "@/lib/errors";
import { seededActors, testDb } from "../helpers/db";

const db = testDb();
let A: Awaited<ReturnType<typeof seededActors>>;

beforeAll(async () => {
  A = await seededActors(db);
});
afterAll(async () => {
  await db.$disconnect();
});

const code = async (p: Promise<unknown>) => {
  try {
    await p;
    return "ok";
  } catch (e) {
    return e instanceof AppError ? e.code : String(e);
  }
};

describe("tenancy: one tenant's conversations are unreachable from another", () => {
  it("a Globex user cannot read, rename, delete or append to an Acme conversation", async () => {
    const acme = conversationRepo(db, A.acmeMember);
    const c = await acme.create("Acme secrets");
    await acme.append(c.id, "user", [{ type: "text", text: "quarterly numbers" }]);
    const globex = conversationRepo(db, A.globex);

    expect(await globex.find(c.id)).toBeNull();
    expect(await code(globex.messages(c.id))).toBe("not_found:conversation");
    expect(await code(globex.rename(c.id, "pwned"))).toBe("not_found:conversation");
    expect(await code(globex.remove(c.id))).toBe("not_found:conversation");
    expect(await code(globex.append(c.id, "user", [{ type: "text", text: "x" }]))).toBe(
      "not_found:conversation",
    );
    expect((await globex.list()).map((x) => x.id)).not.toContain(c.id);

    // Nothing changed for the owner.
    const after = await acme.get(c.id);
    expect(after.title).toBe("Acme secrets");
    const msgs = await acme.messages(c.id);
    expect(msgs).toHaveLength(1);
    expect(msgs[0].parts).toEqual([{ type: "text", text: "quarterly numbers" }]);
  });

  it("another member of the same tenant cannot open someone else's conversation either", async () => {
    const c = await conversationRepo(db, A.acmeMember).create("mine");
    expect(await conversationRepo(db, A.acmeAdmin).find(c.id)).toBeNull();
  });

  it("rename, delete and ordered appends work for the owner", async () => {
    const repo = conversationRepo(db, A.acmeAdmin);
    const c = await repo.create();
    await repo.rename(c.id, "Renamed");
    await repo.append(c.id, "user", [{ type: "text", text: "one" }]);
    await repo.append(c.id, "assistant", [{ type: "text", text: "two" }]);
    const msgs = await repo.messages(c.id);
    expect(msgs.map((m) => [m.seq, m.role])).toEqual([
      [1, "user"],
      [2, "assistant"],
    ]);
    expect((await repo.get(c.id)).title).toBe("Renamed");
    await repo.remove(c.id);
    expect(await repo.find(c.id)).toBeNull();
    expect(await db.message.count({ where: { conversationId: c.id } })).toBe(0);
  });

  it("a forged tenant/project context falls back to a context the user really has", async () => {
    const forged = await resolveActor(db, {
      userId: A.ids.users["member@acme.test"],
      tenantId: A.ids.tenants.globex.id,
      projectId: A.ids.tenants.globex.projects.research,
    });
    expect(forged.tenantId).toBe(A.ids.tenants.acme.id);
    expect(forged.projectId).toBe(A.ids.tenants.acme.projects.sales);
    // The member has no access to Acme/Support: asking for it yields Sales.
    const support = await resolveActor(db, {
      userId: A.ids.users["member@acme.test"],
      tenantId: A.ids.tenants.acme.id,
      projectId: A.ids.tenants.acme.projects.support,
    });
    expect(support.projectId).toBe(A.ids.tenants.acme.projects.sales);
  });

  it("a user in two tenants can switch, and the role follows the tenant", async () => {
    const inGlobex = await A.actor("consultant@demo.test", "globex");
    expect(inGlobex.tenantName).toBe("Globex");
    expect(inGlobex.contexts.map((c) => c.tenantName).sort()).toEqual(["Acme", "Globex"]);
    const c = await conversationRepo(db, inGlobex).create("globex work");
    const inAcme = await A.actor("consultant@demo.test", "acme");
    expect(await conversationRepo(db, inAcme).find(c.id)).toBeNull();
  });

  it("artifacts and selections of one tenant cannot be loaded or selected from another", async () => {
    const conv = await conversationRepo(db, A.acmeMember).create("with table");
    const art = await artifactRepo(db, A.acmeMember).create({
      conversationId: conv.id,
      entity: "customer",
      title: "Customers",
      sourceTool: "mcp:commerce/customers.search",
      args: { query: "Riccardo Lorini" },
      columns: [{ key: "id", label: "Id", type: "string", declared: true }],
      identityFields: ["id"],
      rows: [
        { id: "C-1042", name: "Riccardo Lorini", city: "Milano" },
        { id: "C-1377", name: "Riccardo Lorini", city: "Torino" },
      ],
      rowCount: 2,
      truncated: false,
      snapshotHash: "h",
    });
    expect(await code(artifactRepo(db, A.globex).getWithRows(art.id))).toBe("not_found:artifact");
    expect(await code(storeSelection(db, A.globex, { artifactId: art.id, rowIndexes: [0] }))).toBe(
      "not_found:artifact",
    );
    expect(await db.selection.count({ where: { artifactId: art.id } })).toBe(0);

    // The same user naming another of their conversations: refused before anything is stored.
    const other = await conversationRepo(db, A.acmeMember).create("other");
    expect(
      await code(
        storeSelection(db, A.acmeMember, { artifactId: art.id, rowIndexes: [0], conversationId: other.id }),
      ),
    ).toBe("not_found:artifact");
    expect(await db.selection.count({ where: { artifactId: art.id } })).toBe(0);

    const s = await storeSelection(db, A.acmeMember, { artifactId: art.id, rowIndexes: [1], single: true });
    expect(s.rows).toEqual([{ id: "C-1377", name: "Riccardo Lorini", city: "Torino" }]);
    expect(s.label).toBe("Riccardo Lorini · Torino · #C-1377");
    expect((await currentSelection(db, A.acmeMember, conv.id))?.version).toBe(s.version);
    // Last write wins; history kept.
    const s2 = await storeSelection(db, A.acmeMember, { artifactId: art.id, rowIndexes: [0] });
    expect(s2.version).toBe(s.version + 1);
    expect((await currentSelection(db, A.acmeMember, conv.id))?.rows[0].id).toBe("C-1042");
    expect(await db.selection.count({ where: { conversationId: conv.id } })).toBe(2);
    expect(await code(storeSelection(db, A.acmeMember, { artifactId: art.id, rowIndexes: [5] }))).toBe(
      "bad_request:input",
    );
  });
});
