import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { searchKb } from "./search";

/** A database whose full-text query is sent and never answers (a slow or locked engine). */
function stalledDb(sent: string[]): Db {
  return {
    $queryRawUnsafe: (sql: string) => {
      sent.push(sql);
      return new Promise(() => {});
    },
  } as unknown as Db;
}

const scope = { tenantId: "t", projectId: "p", dbUrl: "file:./unused.db" };

describe("a knowledge-base search under the turn's signal (issue 11 item 5)", () => {
  it("sends no query for a turn already cancelled", async () => {
    const sent: string[] = [];
    const controller = new AbortController();
    controller.abort(new Error("turn timed out"));
    await expect(
      searchKb(stalledDb(sent), scope, "returns policy", 5, { signal: controller.signal }),
    ).rejects.toThrow("turn timed out");
    expect(sent).toEqual([]);
  });

  it("stops waiting for a query already sent when the turn is cancelled", async () => {
    const sent: string[] = [];
    const controller = new AbortController();
    const search = searchKb(stalledDb(sent), scope, "returns policy", 5, { signal: controller.signal });
    expect(sent).toHaveLength(1);
    controller.abort(new Error("turn timed out"));
    await expect(search).rejects.toThrow("turn timed out");
  });
});
