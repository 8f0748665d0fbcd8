/**
 * One error vocabulary (issue 11 item 2): a failed rows request answers with the status the table in
 * lib/errors.ts gives its code — not a second mapping by prefix (which answered 500 for a person
 * without access to any workspace).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppError, ERRORS, type ErrorCode } from "@/lib/errors";

const failure = vi.hoisted(() => ({ code: "unauthorized:auth" as string }));
vi.mock("@/lib/auth", () => ({
  requireActor: async () => {
    throw new AppError(failure.code as ErrorCode, "detail for the log");
  },
}));

const { GET } = await import("./route");

describe("GET /api/artifacts/:id/rows when the request fails", () => {
  beforeEach(() => {
    failure.code = "unauthorized:auth";
  });
  for (const code of [
    "unauthorized:auth",
    "forbidden:tenant",
    "not_found:artifact",
    "internal:stored",
  ] as const) {
    it(`${code} answers ${ERRORS[code].status} with the table's public message`, async () => {
      failure.code = code;
      const res = await GET(new Request("http://x/api/artifacts/a/rows"), {
        params: Promise.resolve({ id: "a" }),
      });
      expect(res.status).toBe(ERRORS[code].status);
      expect(await res.json()).toEqual({ error: { code, message: ERRORS[code].message } });
    });
  }
});
