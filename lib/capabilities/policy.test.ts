import { describe, expect, it } from "vitest";
import { decideMcpEligibility, decideOpenApiEligibility, REASON, type ToolApproval } from "./policy";

const HASH = "a".repeat(64);
const read = { readOnlyHint: true, destructiveHint: false };
const approved = (classification: ToolApproval["classification"], definitionHash = HASH): ToolApproval => ({
  status: "approved",
  classification,
  definitionHash,
});

describe("decideMcpEligibility", () => {
  it("annotations from an untrusted server never make a tool eligible", () => {
    const d = decideMcpEligibility({ annotations: read, serverTrusted: false, definitionHash: HASH });
    expect(d).toMatchObject({
      eligible: false,
      readOnly: false,
      status: "excluded",
      exclusionReason: REASON.unknown,
    });
    expect(d.exclusionReason).toBe("not approved: read-only status unknown");
    expect(d.notes).toContain("readOnlyHint ignored: server is not admin-trusted");
  });

  it("trusted server + readOnlyHint (not destructive) → eligible, low risk", () => {
    expect(
      decideMcpEligibility({ annotations: read, serverTrusted: true, definitionHash: HASH }),
    ).toMatchObject({
      eligible: true,
      readOnly: true,
      risk: "low",
      status: "eligible",
    });
    expect(
      decideMcpEligibility({ annotations: { readOnlyHint: true }, serverTrusted: true, definitionHash: HASH })
        .eligible,
    ).toBe(true);
  });

  it("destructive is never eligible, even from a trusted server or with an admin read classification", () => {
    for (const approval of [undefined, approved("read")]) {
      const d = decideMcpEligibility({
        annotations: { readOnlyHint: true, destructiveHint: true },
        serverTrusted: true,
        approval,
        definitionHash: HASH,
      });
      expect(d).toMatchObject({ eligible: false, mutative: true, risk: "high" });
      expect(d.exclusionReason).toMatch(/^mutative: .*destructiveHint: true/);
    }
  });

  it("readOnlyHint false → excluded as mutative, from any server", () => {
    for (const serverTrusted of [true, false]) {
      const d = decideMcpEligibility({
        annotations: { readOnlyHint: false },
        serverTrusted,
        definitionHash: HASH,
      });
      expect(d).toMatchObject({ eligible: false, mutative: true, risk: "high" });
      expect(d.exclusionReason).toBe("mutative: server declares readOnlyHint: false");
    }
  });

  it("admin classification read works without any annotations, on an untrusted server", () => {
    expect(
      decideMcpEligibility({ serverTrusted: false, approval: approved("read"), definitionHash: HASH }),
    ).toMatchObject({
      eligible: true,
      readOnly: true,
      risk: "low",
    });
  });

  it("admin classification write excludes even a trusted readOnlyHint tool", () => {
    const d = decideMcpEligibility({
      annotations: read,
      serverTrusted: true,
      approval: approved("write"),
      definitionHash: HASH,
    });
    expect(d).toMatchObject({
      eligible: false,
      mutative: true,
      exclusionReason: "mutative: admin classified it as write",
    });
  });

  it("a changed definition is quarantined until re-approved, whatever the annotations say", () => {
    const d = decideMcpEligibility({
      annotations: read,
      serverTrusted: true,
      approval: approved("read", "b".repeat(64)),
      definitionHash: HASH,
    });
    expect(d).toMatchObject({ eligible: false, status: "quarantined", exclusionReason: REASON.changed });
    expect(d.exclusionReason).toBe("definition changed since approval; re-approve");
  });

  it("an admin quarantine holds, and pending/unknown stays excluded", () => {
    const q = decideMcpEligibility({
      annotations: read,
      serverTrusted: true,
      approval: { status: "quarantined", classification: "read", definitionHash: HASH },
      definitionHash: HASH,
    });
    expect(q).toMatchObject({ eligible: false, status: "quarantined", exclusionReason: REASON.quarantined });
    const pending = decideMcpEligibility({
      serverTrusted: false,
      approval: { status: "pending", classification: "read", definitionHash: HASH },
      definitionHash: HASH,
    });
    expect(pending).toMatchObject({ eligible: false, exclusionReason: REASON.unknown });
    expect(decideMcpEligibility({ serverTrusted: true, definitionHash: HASH })).toMatchObject({
      eligible: false,
      exclusionReason: REASON.unknown,
    });
  });

  it("only real booleans count as annotations", () => {
    const d = decideMcpEligibility({
      annotations: { readOnlyHint: "true" as unknown as boolean },
      serverTrusted: true,
      definitionHash: HASH,
    });
    expect(d.eligible).toBe(false);
  });
});

describe("decideOpenApiEligibility", () => {
  it("GET and HEAD are eligible", () => {
    for (const method of ["GET", "get", "HEAD"]) {
      expect(decideOpenApiEligibility({ method, readOnly: true, definitionHash: HASH })).toMatchObject({
        eligible: true,
        risk: "low",
      });
    }
  });

  it("every other method is excluded as a mutative HTTP method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const d = decideOpenApiEligibility({
        method,
        readOnly: false,
        approval: approved("read"),
        definitionHash: HASH,
      });
      expect(d).toMatchObject({
        eligible: false,
        mutative: true,
        risk: "high",
        exclusionReason: "mutative HTTP method",
      });
    }
  });

  it("an admin can still exclude or quarantine a GET", () => {
    expect(
      decideOpenApiEligibility({ method: "GET", approval: approved("write"), definitionHash: HASH })
        .exclusionReason,
    ).toBe("mutative: admin classified it as write");
    expect(
      decideOpenApiEligibility({
        method: "GET",
        approval: approved("read", "c".repeat(64)),
        definitionHash: HASH,
      }).status,
    ).toBe("quarantined");
  });
});
