import { beforeEach, describe, expect, it } from "vitest";
import { declaredRecordShape } from "@/lib/semantics/declared-paths";
import { deriveMcpCapabilities } from "./derive-mcp";
import { observedGeneration, recordObservedShape, resetObservedShapes, withObservedShape } from "./observed";

const [searchUsers] = deriveMcpCapabilities({
  connection: { id: "people", slug: "people", trusted: true },
  tools: [
    {
      name: "search_users",
      inputSchema: { type: "object", properties: { query: { type: "string" } } },
      annotations: { readOnlyHint: true },
    },
  ],
});

describe("a tool without output schema is understood after one call", () => {
  beforeEach(() => resetObservedShapes());

  it("learns collection path, identity and declared fields from the first result — names and types only", () => {
    if (!searchUsers) throw new Error("no capability");
    expect(withObservedShape("t1", searchUsers)).toBe(searchUsers);
    const before = observedGeneration();
    recordObservedShape("t1", searchUsers, {
      users: [{ user_id: "u-1", name: "Secret Name", city: "Leeds" }],
      total_count: 1,
    });
    expect(observedGeneration()).toBe(before + 1);
    const learned = withObservedShape("t1", searchUsers);
    expect(learned.collectionPath).toBe("users");
    expect(learned.identityFields).toEqual(["user_id"]);
    expect([...declaredRecordShape(learned).paths.keys()]).toEqual(
      expect.arrayContaining(["user_id", "name", "city"]),
    );
    // Structure only: no value of the result is kept.
    expect(JSON.stringify(learned.outputSchema)).not.toContain("Secret Name");
    // Per tenant: another tenant has learned nothing.
    expect(withObservedShape("t2", searchUsers)).toBe(searchUsers);
  });

  it("reads envelopes (data.<things>) and ignores results with no structure", () => {
    if (!searchUsers) throw new Error("no capability");
    recordObservedShape("t1", searchUsers, "plain text answer");
    expect(withObservedShape("t1", searchUsers)).toBe(searchUsers);
    recordObservedShape("t1", searchUsers, { data: { users: [{ userRef: "r1" }] }, nextPageToken: "x" });
    expect(withObservedShape("t1", searchUsers).collectionPath).toBe("data.users");
  });

  it("reads a GraphQL Relay connection: the nodes of data.<things>.edges are the records", () => {
    if (!searchUsers) throw new Error("no capability");
    recordObservedShape("t1", searchUsers, {
      data: {
        users: {
          edges: [{ node: { id: "VXNlcjox", name: "Ann Lee" }, cursor: "c1" }],
          pageInfo: { hasNextPage: false, endCursor: "c1" },
          totalCount: 1,
        },
      },
    });
    const learned = withObservedShape("t1", searchUsers);
    expect(learned.collectionPath).toBe("data.users.edges");
    expect(learned.identityFields).toEqual(["id"]);
    expect([...declaredRecordShape(learned).paths.keys()]).toEqual(expect.arrayContaining(["id", "name"]));
  });
});
