import { describe, expect, it } from "vitest";
import { demoCapability, deriveDemoCommerce } from "@/lib/capabilities/__fixtures__/demo";
import type { Capability } from "@/lib/capabilities/types";
import {
  allowListSummary,
  capabilityView,
  displayUrl,
  eligibilityOf,
  hasInferredShape,
  secretKeyLabels,
  transportSummary,
} from "./connection-view";

// The demo's products.search as the host derives it (issue 11: fixtures), with what these views are about.
const products = demoCapability(deriveDemoCommerce(), "mcp:commerce/products.search");
const cap = (over: Partial<Capability> = {}): Capability => ({ ...products, ...over });

describe("capability view", () => {
  it("maps eligibility from the host's decision and its reason", () => {
    expect(eligibilityOf(cap())).toBe("eligible");
    expect(eligibilityOf(cap({ eligible: false, exclusionReason: "mutative HTTP method" }))).toBe("excluded");
    expect(
      eligibilityOf(
        cap({ eligible: false, exclusionReason: "definition changed since approval; re-approve" }),
      ),
    ).toBe("quarantined");
    expect(eligibilityOf(cap({ eligible: false, exclusionReason: "quarantined by an admin" }))).toBe(
      "quarantined",
    );
  });

  it("warns on eligible read tools with neither output schema nor collection path", () => {
    expect(hasInferredShape(cap())).toBe(true);
    expect(hasInferredShape(cap({ outputSchema: { type: "object" } }))).toBe(false);
    expect(hasInferredShape(cap({ collectionPath: "items" }))).toBe(false);
    expect(hasInferredShape(cap({ eligible: false, readOnly: false }))).toBe(false);
    expect(hasInferredShape(cap({ schemaState: "light" }))).toBe(false);
    expect(hasInferredShape(cap({ schemaState: "full" }))).toBe(true);
  });

  it("offers approve for quarantined or unknown tools, never read-approval of a server-declared mutative tool", () => {
    const m = { manageable: true };
    expect(capabilityView(cap(), undefined, m).actions).toEqual({
      approveRead: false,
      classifyWrite: true,
      quarantine: true,
    });
    expect(
      capabilityView(
        cap({ eligible: false, exclusionReason: "definition changed since approval; re-approve" }),
        undefined,
        m,
      ).actions.approveRead,
    ).toBe(true);
    expect(
      capabilityView(
        cap({ eligible: false, exclusionReason: "not approved: read-only status unknown" }),
        undefined,
        m,
      ).actions.approveRead,
    ).toBe(true);
    expect(
      capabilityView(
        cap({ eligible: false, exclusionReason: "mutative: server declares destructiveHint: true" }),
        undefined,
        m,
      ).actions,
    ).toEqual({ approveRead: false, classifyWrite: false, quarantine: false });
    expect(
      capabilityView(
        cap({ eligible: false, exclusionReason: "mutative: admin classified it as write" }),
        undefined,
        m,
      ).actions.approveRead,
    ).toBe(true);
    expect(capabilityView(cap(), undefined, { manageable: false }).actions).toEqual({
      approveRead: false,
      classifyWrite: false,
      quarantine: false,
    });
  });
});

describe("secrets never leave as values", () => {
  it("lists env and header key names with a fixed mask", () => {
    const labels = secretKeyLabels(
      {
        env: { API_KEY: "sk-live-123456789012345678", REGION: "eu" },
        headers: { Authorization: "Bearer xyz" },
      },
      { env: { LEGACY_TOKEN: "t0k3n" } },
    );
    expect(labels).toEqual(["API_KEY=••••", "REGION=••••", "Authorization: ••••", "LEGACY_TOKEN=••••"]);
    expect(JSON.stringify(labels)).not.toMatch(/sk-live|xyz|t0k3n|eu"/);
    expect(secretKeyLabels({}, { env: {} })).toEqual([]);
  });

  it("masks URL credentials and query values", () => {
    expect(displayUrl("https://user:pw@mcp.example.com/mcp?api_key=abc&x=1")).toBe(
      "https://••••@mcp.example.com/mcp?api_key=••••&x=••••",
    );
    expect(displayUrl("not a url")).toBe("(invalid URL)");
  });

  it("summarizes transports without secrets", () => {
    expect(
      transportSummary({
        kind: "mcp",
        config: {
          transport: {
            kind: "stdio",
            command: "node",
            args: ["server.js", "--token", "ghp_abcdefghijklmnopqrstuvwxyz0123"],
          },
        },
      }),
    ).toBe("stdio · free-form · node server.js --token [masked:token]");
    const names = new Map([["demo-commerce", "Demo commerce server"]]);
    expect(
      transportSummary(
        { kind: "mcp", config: { transport: { kind: "stdio", serverId: "demo-commerce" } } },
        names,
      ),
    ).toBe("stdio · Demo commerce server (demo-commerce)");
    expect(
      transportSummary({ kind: "mcp", config: { transport: { kind: "stdio", serverId: "gone" } } }, names),
    ).toBe("stdio · gone (not registered)");
    expect(
      transportSummary({
        kind: "mcp",
        config: { transport: { kind: "http", url: "https://h.test/mcp?key=1" } },
      }),
    ).toBe("Streamable HTTP · https://h.test/mcp?key=••••");
    expect(
      transportSummary({ kind: "openapi", config: { baseUrl: "http://127.0.0.1:3000/api/demo/logistics" } }),
    ).toBe("OpenAPI · base URL http://127.0.0.1:3000/api/demo/logistics");
    expect(
      allowListSummary({ allowList: { operationIds: ["a", "b"], tags: [], pathPrefixes: ["/x"] } }),
    ).toBe("operations: a, b · paths: /x");
    expect(allowListSummary({ allowList: {} })).toBeNull();
  });
});
