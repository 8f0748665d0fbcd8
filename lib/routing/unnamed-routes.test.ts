import { describe, expect, it } from "vitest";
import { deriveMcpCapabilities } from "@/lib/capabilities";
import { route } from "./router";

// Session 26 (issues 9 and 12): questions whose tool was not among the candidates because the
// question names its records by a relation or a verb ("who borrowed", "headcount") or writes an
// identifier's prefix apart from its digits ("po 10248"). Two vocabularies of their own.
const READ = { readOnlyHint: true };
const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: "object" as const,
  properties,
  required,
});
const derive = (slug: string, tools: unknown[]) =>
  deriveMcpCapabilities({
    connection: { id: slug, slug, trusted: true },
    tools: tools as Parameters<typeof deriveMcpCapabilities>[0]["tools"],
  }).filter((c) => c.eligible);

// snake_case, Rails-style index/show tools.
const lending = derive("lending", [
  {
    name: "loans_index",
    inputSchema: obj({
      member_id: { type: "string" },
      returned: { type: "boolean" },
      status: { type: "string", enum: ["out", "returned", "overdue"] },
    }),
    annotations: READ,
  },
  {
    name: "loans_show",
    inputSchema: obj({ loan_id: { type: "integer" } }, ["loan_id"]),
    annotations: READ,
  },
  { name: "authors_index", inputSchema: obj({ country: { type: "string" } }), annotations: READ },
  { name: "titles_index", inputSchema: obj({ genre: { type: "string" } }), annotations: READ },
  { name: "members_index", inputSchema: obj({ q: { type: "string" } }), annotations: READ },
  {
    name: "requisitions_search",
    inputSchema: obj({ status: { type: "string", enum: ["open", "filled"] } }),
    annotations: READ,
  },
  {
    name: "orders_show",
    inputSchema: obj({ order_id: { type: "string" } }, ["order_id"]),
    annotations: READ,
  },
]);

// PascalCase, cloud-API style, with a two-word entity beside a one-word one of the same initial.
const people = derive("people", [
  {
    name: "ListEmployees",
    description: "Lists employees.",
    inputSchema: obj({ HiredAfter: { type: "string" }, NextToken: { type: "string" } }),
    annotations: READ,
  },
  { name: "ListOffices", description: "Lists offices.", inputSchema: obj({}), annotations: READ },
  {
    name: "ListJobs",
    description: "Lists jobs.",
    inputSchema: obj({ Status: { type: "string", enum: ["OPEN", "CLOSED"] } }),
    annotations: READ,
  },
  {
    name: "PurchaseOrders_Get",
    inputSchema: obj({ purchaseOrderId: { type: "integer" } }, ["purchaseOrderId"]),
    annotations: READ,
  },
  {
    name: "Products_Get",
    inputSchema: obj({ productId: { type: "integer" } }, ["productId"]),
    annotations: READ,
  },
  {
    name: "Invoices_Get",
    inputSchema: obj({ invoiceId: { type: "integer" } }, ["invoiceId"]),
    annotations: READ,
  },
  {
    name: "Jobs_Get",
    inputSchema: obj({ jobId: { type: "integer" } }, ["jobId"]),
    annotations: READ,
  },
  {
    name: "SearchNotes",
    description: "Finds notes containing a text.",
    inputSchema: obj({ Text: { type: "string", description: "Text to search for" } }),
    annotations: READ,
  },
]);

// A table store: generic records of kinds chosen by a declared table name, found by text.
const store = derive("store", [
  {
    name: "list_records",
    description: "Lists records from a table.",
    inputSchema: obj({ table: { type: "string", enum: ["Shows", "Halls", "Guests"] } }, ["table"]),
    annotations: READ,
  },
  {
    name: "search_records",
    description: "Search for records containing specific text.",
    inputSchema: obj(
      {
        table: { type: "string", enum: ["Shows", "Halls", "Guests"] },
        searchTerm: { type: "string", description: "Text to search for in records" },
      },
      ["table", "searchTerm"],
    ),
    annotations: READ,
  },
]);

const routed = (caps: typeof people, question: string) =>
  route(caps, question).candidates.map((c) => c.id.slice(c.id.indexOf("/") + 1));

describe("records named by a relation or a verb reach their tool (session 26)", () => {
  it.each([
    ["who borrowed Dune?", "loans_index", lending],
    ["can I borrow it right now?", "loans_index", lending],
    ["which writers are British?", "authors_index", lending],
    ["how many vacancies do we have?", "requisitions_search", lending],
    ["what's our headcount?", "ListEmployees", people],
    ["how many ppl in Lisbon", "ListEmployees", people],
    ["who joined the company this year?", "ListEmployees", people],
    ["has anyone started since the beginning of the quarter?", "ListEmployees", people],
    ["any vacancies?", "ListJobs", people],
  ])("%s → %s", (question, tool, caps) => {
    expect(routed(caps, question)).toContain(tool);
  });
});

describe("an identifier whose prefix is written apart routes to its getter (session 26)", () => {
  it("the letters' initials decide between two entities they abbreviate", () => {
    expect(routed(people, "whats the status of po 10248")).toContain("PurchaseOrders_Get");
    expect(routed(people, "whats the status of po 10248")).not.toContain("Products_Get");
  });

  it("an abbreviation of one entity routes its getter, in either vocabulary", () => {
    expect(routed(people, "pull up inv 1042")).toContain("Invoices_Get");
    expect(routed(lending, "pull up ord 1042")).toContain("orders_show");
  });

  it("an English word before a number is no identifier's prefix", () => {
    expect(routed(people, "show page 1042")).not.toContain("Products_Get");
    expect(routed(lending, "top 100 titles")).not.toContain("orders_show");
  });
});

describe("a number written after # is the number of a record of the routed entity (session 26)", () => {
  it("every getter keyed by a whole number joins: the planner asks when two kinds fit (session 30)", () => {
    expect(routed(lending, "what's the status of #4512?")).toContain("loans_show");
    expect(routed(people, "what's the status of #4512?")).toContain("Jobs_Get");
    expect(routed(people, "what's the status of #4512?")).toContain("Invoices_Get");
  });

  it("one digit after # is a rank, and a bare number no record's", () => {
    expect(routed(lending, "what's the status of #4?")).not.toContain("loans_show");
    expect(routed(people, "what's the status of 4512?")).not.toContain("Jobs_Get");
  });
});

describe("a name reaches the text searches of a catalog with no search by name (session 26)", () => {
  it("a full name routes the free-text search, in either vocabulary", () => {
    expect(routed(store, "when is the Spring Concert?")).toContain("search_records");
    expect(routed(people, "what's Maya Chen's email?")).toContain("SearchNotes");
  });

  it("no name, no text search", () => {
    expect(routed(store, "when is the concert?")).not.toContain("search_records");
  });
});
