/**
 * Signed-in users driving the built server over HTTP the way the browser does (shared by the load
 * benches, bench/faults.ts and bench/load.ts): users of the demo tenants added to the bench's own
 * database, a credentials sign-in through next-auth's endpoints with the cookies kept per user, and
 * server actions called as the browser calls them (POST with `Next-Action`, the RSC stream read to
 * its end).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "../lib/auth/password";
import type { Db } from "../lib/db/client";
import { ROOT } from "./server";

export const PASSWORD = "load-user-demo";

/**
 * The turn limits are raised for a load run so that what is measured is the load (or the fault), not
 * a designed refusal (the limits are tested in tests/db/turn-limits.db.test.ts); refusals are counted
 * apart.
 */
export const LOAD_SERVER_ENV = { TURN_RATE_LIMIT: "100000", TURN_CONCURRENCY_PER_TENANT: "1000" };

export interface BenchUser {
  email: string;
  tenant: "acme" | "globex";
  tenantId: string;
  userId: string;
  cookies: Map<string, string>;
}

function store(user: BenchUser, res: Response) {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const eq = pair.indexOf("=");
    user.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
  }
}
export const cookieHeader = (u: BenchUser) => [...u.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

export async function signIn(base: string, user: BenchUser): Promise<void> {
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { cookie: cookieHeader(user) } });
  store(user, csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookieHeader(user),
      origin: base,
      "x-auth-return-redirect": "1",
    },
    body: new URLSearchParams({
      email: user.email,
      password: PASSWORD,
      csrfToken,
      callbackUrl: `${base}/`,
      json: "true",
    }),
  });
  store(user, res);
  await res.text();
  if (![...user.cookies.keys()].some((k) => k.includes("session-token")))
    throw new Error(`sign-in failed for ${user.email} (${res.status})`);
}

export async function callAction(
  base: string,
  user: BenchUser,
  page: string,
  actionId: string,
  args: unknown[],
) {
  const res = await fetch(`${base}${page}`, {
    method: "POST",
    headers: {
      "next-action": actionId,
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      origin: base,
      cookie: cookieHeader(user),
    },
    body: JSON.stringify(args),
  });
  return { status: res.status, text: await res.text() };
}

/** The ids of the chat's server actions in a build (its server-reference manifest). */
export function actionIds(distDir: string, required: string[]): Record<string, string> {
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, distDir, "server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { exportedName?: string; filename?: string }> };
  const ids: Record<string, string> = {};
  // The path is relative to the build root (a worktree built with a wider turbopack.root prefixes it).
  for (const [id, v] of Object.entries(manifest.node))
    if (v.filename && /(^|\/)app\/\(chat\)\/actions\.ts$/.test(v.filename) && v.exportedName)
      ids[v.exportedName] = id;
  for (const name of required)
    if (!ids[name]) throw new Error(`${name} is not in the build's server-reference manifest`);
  return ids;
}

/** A new conversation of `user`; its id. */
export async function newConversation(base: string, user: BenchUser, actionId: string): Promise<string> {
  const r = await callAction(base, user, "/", actionId, []);
  const id = r.text.match(/"status":"success","data":\{"id":"([^"]+)"/)?.[1];
  if (!id)
    throw new Error(`createConversation failed for ${user.email}: ${r.status} ${r.text.slice(0, 200)}`);
  return id;
}

/** `count` members of the demo tenants, alternating acme (sales) and globex (research). */
export async function addUsers(db: Db, count: number): Promise<BenchUser[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i++) {
    const tenant = i % 2 === 0 ? "acme" : "globex";
    const t = await db.tenant.findUniqueOrThrow({ where: { slug: tenant }, include: { projects: true } });
    const project = t.projects.find((p) => p.slug === (tenant === "acme" ? "sales" : "research"));
    if (!project) throw new Error(`no project in ${tenant}`);
    const email = `load-${String(i).padStart(2, "0")}@${tenant}.test`;
    const u = await db.user.create({ data: { email, name: `Load ${i}`, passwordHash } });
    const m = await db.membership.create({ data: { userId: u.id, tenantId: t.id, role: "member" } });
    await db.projectAccess.create({ data: { membershipId: m.id, projectId: project.id } });
    users.push({ email, tenant, tenantId: t.id, userId: u.id, cookies: new Map() });
  }
  return users;
}

/** The error codes in a streamed answer (events and stored error parts). */
export const codesOf = (text: string) =>
  [...text.matchAll(/"(?:type|kind)":"error","code":"([a-z_]+:[a-z0-9_]+)"/g)].map((m) => m[1]);

/** Whether a streamed turn ended with a stored answer and no error. */
export const answered = (r: { status: number; text: string }) =>
  r.status === 200 && r.text.includes('"kind":"assistant"') && codesOf(r.text).length === 0;

/** The processes of a process group (an app instance and the MCP servers it spawned), RSS in KiB. */
export function groupProcesses(pgid: number): { pid: number; rssKb: number; args: string }[] {
  const out = execFileSync("ps", ["-eo", "pid=,pgid=,rss=,args="], { encoding: "utf8" });
  return out
    .split("\n")
    .map((l) => l.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => !!m && Number(m[2]) === pgid)
    .map((m) => ({ pid: Number(m[1]), rssKb: Number(m[3]), args: m[4] }));
}
