import { describe, expect, it } from "vitest";
import { stem } from "./stem";
import { splitIdentifier, terms, tokenize, words } from "./text";

describe("splitIdentifier", () => {
  it("splits camelCase, acronyms and digit runs", () => {
    expect(splitIdentifier("getUserById")).toEqual(["get", "user", "by", "id"]);
    expect(splitIdentifier("HTTPServer2")).toEqual(["http", "server", "2"]);
  });

  it("keeps short compounds whole as well (brands, letter+digit names)", () => {
    expect(splitIdentifier("GitHub")).toEqual(["git", "hub", "github"]);
    expect(splitIdentifier("ec2")).toEqual(["ec", "2", "ec2"]);
    // a field name is not a compound word
    expect(splitIdentifier("dealId")).toEqual(["deal", "id"]);
  });
});

describe("words / tokenize", () => {
  it("splits snake_case, dot.names and kebab-case", () => {
    expect(words("orders.search customer_id list-releases")).toEqual([
      "orders",
      "search",
      "customer",
      "id",
      "list",
      "releases",
    ]);
  });

  it("lowercases, drops stopwords and bare numbers, and stems", () => {
    expect(tokenize("Show me the 5 latest Invoices")).toEqual([
      { word: "show", term: "show" },
      { word: "latest", term: "latest" },
      { word: "invoices", term: "invoic" },
    ]);
  });

  it("gives identifiers and prose the same terms", () => {
    expect(terms("list_shipments")).toEqual(terms("listing the shipments"));
    expect(terms("calculateArea")).toEqual(terms("calculation of areas"));
  });
});

describe("stem", () => {
  it("conflates inflections and derivations", () => {
    expect(stem("shipped")).toBe(stem("shipping"));
    expect(stem("invoices")).toBe(stem("invoice"));
    expect(stem("repositories")).toBe(stem("repository"));
    expect(stem("statuses")).toBe(stem("status"));
    expect(stem("calculation")).toBe(stem("calculate"));
  });

  it("does not over-stem the business words it protects", () => {
    expect(stem("customers")).toBe("customer");
    expect(stem("customers")).not.toBe(stem("custom"));
  });

  it("leaves short words and non-letters alone, including prototype names", () => {
    expect(stem("id")).toBe("id");
    expect(stem("s3")).toBe("s3");
    expect(stem("constructor")).toBe("constructor");
  });
});
