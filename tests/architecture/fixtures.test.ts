/**
 * Fixtures stand for the code they name (issue 11, "fixtures drift"): every capability a fixture
 * module under `lib/` exports — directly or inside an exported list — equals what the host derives
 * for the same tool from the demo world (lib/capabilities/__fixtures__/demo.ts: the commerce listing
 * through deriveMcpCapabilities, the logistics document through the OpenAPI import and
 * deriveOpenApiCapabilities, kb:search through deriveKbCapability). A capability of a tool the demo
 * does not have is allowed only under an export named `testOnly`, so a test-only extra says so. The
 * stored commerce listing those derivations start from is, in turn, what demo/commerce/server.ts
 * publishes in tools/list.
 */
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { describe, expect, it } from "vitest";
import { createCommerceServer } from "@/demo/commerce/server";
import { commerceTools } from "@/lib/capabilities/__fixtures__/commerce-tools";
import { deriveDemoCommerce, deriveDemoLogistics } from "@/lib/capabilities/__fixtures__/demo";
import type { Capability } from "@/lib/capabilities/types";
import { ROOT, relative } from "./source-files";

/** The builder and the test-only factory themselves; they are what the rule compares against. */
const BUILDERS = new Set([
  "lib/capabilities/__fixtures__/demo.ts",
  "lib/capabilities/__fixtures__/capability.ts",
]);

/** Every `lib/**\/__fixtures__/*.ts` module that mentions the Capability type. */
function capabilityFixtureModules(dir = path.join(ROOT, "lib"), out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) capabilityFixtureModules(full, out);
    else if (
      path.basename(dir) === "__fixtures__" &&
      /\.ts$/.test(entry.name) &&
      /\bCapability\b/.test(fs.readFileSync(full, "utf8"))
    )
      out.push(relative(full));
  }
  return out;
}

const isCapability = (v: unknown): v is Capability =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Capability).id === "string" &&
  typeof (v as Capability).family === "string" &&
  typeof (v as Capability).sourceKind === "string" &&
  typeof (v as Capability).localName === "string";

/** [export path, capability] for every capability exported by a module, lists opened one level. */
function exportedCapabilities(mod: Record<string, unknown>): [string, Capability][] {
  const out: [string, Capability][] = [];
  for (const [name, value] of Object.entries(mod)) {
    if (name === "testOnly") continue;
    if (isCapability(value)) out.push([name, value]);
    else if (Array.isArray(value))
      value.forEach((v, i) => {
        if (isCapability(v)) out.push([`${name}[${i}]`, v]);
      });
  }
  return out;
}

/** What the demo commerce server answers to tools/list, over an in-memory pair. */
async function listedByDemoServer(): Promise<unknown[]> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createCommerceServer().connect(serverSide);
  const client = new Client({ name: "fixtures", version: "1.0.0" });
  await client.connect(clientSide);
  try {
    return (await client.listTools()).tools;
  } finally {
    await client.close();
  }
}

describe("test fixtures are derived from the demo world", () => {
  it("the stored commerce listing is what the demo server publishes", async () => {
    const listed = await listedByDemoServer();
    if (process.env.UPDATE_DEMO_LISTING === "1") {
      const file = path.join(ROOT, "lib/capabilities/__fixtures__/commerce-tools.json");
      fs.writeFileSync(file, `${JSON.stringify(listed, null, 2)}\n`);
      return;
    }
    expect(commerceTools()).toEqual(listed);
  });

  const modules = capabilityFixtureModules().filter((m) => !BUILDERS.has(m));

  it("finds the fixture modules it checks", () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        "lib/planning/__fixtures__/commerce.ts",
        "lib/execution/__fixtures__/commerce.ts",
      ]),
    );
  });

  it("every exported capability equals the derived one for the same tool", async () => {
    const derived = new Map(
      [...deriveDemoCommerce(), ...(await deriveDemoLogistics())].map((c) => [c.id, c] as const),
    );
    const problems: string[] = [];
    let checked = 0;
    for (const file of modules) {
      const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      for (const [name, cap] of exportedCapabilities(mod)) {
        checked += 1;
        const real = derived.get(cap.id);
        if (!real) problems.push(`${file} ${name}: "${cap.id}" is no demo tool (export it under testOnly)`);
        else if (!isDeepStrictEqual(cap, real)) {
          const a = cap as unknown as Record<string, unknown>;
          const b = real as unknown as Record<string, unknown>;
          const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
            (k) => !isDeepStrictEqual(a[k], b[k]),
          );
          problems.push(`${file} ${name}: "${cap.id}" differs from the derived tool in ${keys.join(", ")}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });
});
