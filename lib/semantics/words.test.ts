import { describe, expect, it } from "vitest";
import {
  identifierParts,
  identifierWords,
  isPlural,
  isPossessive,
  plural,
  readAbbreviations,
  SINGULAR_CACHE_LIMIT,
  singular,
  stem,
  withArticle,
  withoutPossessive,
} from "./words";

describe("word rules (one place for every layer)", () => {
  it.each([
    ["getInventoryBySku", ["get", "inventory", "by", "sku"]],
    ["search_users", ["search", "users"]],
    ["listOpenInvoices", ["list", "open", "invoices"]],
    ["HTTPServer2", ["http", "server", "2"]],
    ["mcp:commerce/orders.get", ["mcp", "commerce", "orders", "get"]],
    ["memberRef", ["member", "ref"]],
  ])("splits %s", (name, parts) => expect(identifierParts(name)).toEqual(parts));

  it.each([
    ["categories", "category"],
    ["people", "person"],
    ["addresses", "address"],
    ["statuses", "status"],
    ["status", "status"],
    ["data", "data"],
    ["inventory", "inventory"],
    ["skus", "sku"],
    ["invoices", "invoice"],
    ["boxes", "box"],
    ["Lorini's", "lorini"],
    ["C-1042", "c-1042"],
    ["its", "its"],
  ])("singular(%s) = %s", (w, s) => expect(singular(w)).toBe(s));

  it("pluralizes and keeps an initial capital", () => {
    expect(plural("order")).toBe("orders");
    expect(plural("Person")).toBe("People");
    expect(plural("category")).toBe("categories");
    expect(isPlural("members")).toBe(true);
    expect(isPlural("member")).toBe(false);
  });

  it("splits then singularizes identifiers", () => {
    expect(identifierWords("listShipments")).toEqual(["list", "shipment"]);
  });

  it.each([
    ["voided", "void"],
    ["void", "void"],
    ["trialing", "trial"],
    ["cancelled", "cancel"],
    ["canceled", "cancel"],
    ["completed", "complet"],
    ["complete", "complet"],
    ["shipped", "ship"],
    ["paid", "paid"],
    ["open", "open"],
  ])("stems %s to %s, so a declared value matches its inflections", (word, s) => expect(stem(word)).toBe(s));
});

describe("singular, answered once per word", () => {
  it("answers a word asked again the same, whatever its case or possessive", () => {
    for (const w of ["Categories", "categories", "people", "customer's", "SKUs", "status", "C-1042"]) {
      const first = singular(w);
      expect(singular(w)).toBe(first);
    }
    expect(singular("Categories")).toBe("category");
    expect(singular("customer's")).toBe("customer");
    expect(singular("SKUs")).toBe("sku");
  });

  it("keeps answering right past its cache limit", () => {
    for (let i = 0; i <= SINGULAR_CACHE_LIMIT; i++)
      singular(`word${String.fromCharCode(97 + (i % 26))}x${i}`);
    expect(singular("invoices")).toBe("invoice");
    expect(singular("people")).toBe("person");
  });
});

describe("the possessive ending (one rule for every layer)", () => {
  it.each([
    ["Tom's", true, "Tom"],
    ["E-10013’s", true, "E-10013"],
    ["its", false, "its"],
    ["status", false, "status"],
    ["boss's", true, "boss"],
  ])("%s", (word, possessive, bare) => {
    expect(isPossessive(word)).toBe(possessive);
    expect(withoutPossessive(word)).toBe(bare);
  });
});

describe("the indefinite article by sound (one rule for every message)", () => {
  it("takes 'an' before a vowel sound and 'a' before a consonant sound", () => {
    expect(["instructor", "adjuster", "order", "employee", "update", "hour"].map(withArticle)).toEqual([
      "an instructor",
      "an adjuster",
      "an order",
      "an employee",
      "an update",
      "an hour",
    ]);
    expect(["student", "user", "unit", "course", "policyholder"].map(withArticle)).toEqual([
      "a student",
      "a user",
      "a unit",
      "a course",
      "a policyholder",
    ]);
  });
});

describe("chat shorthand (readAbbreviations)", () => {
  it("writes shorthand out, but an ampersand in a name and a word of the tools' own values stay", () => {
    expect(readAbbreviations("DMs between tom & priya")).toBe("DMs between tom and priya");
    expect(readAbbreviations("invoices of Oak & Ember Bakery")).toBe("invoices of Oak & Ember Bakery");
    expect(readAbbreviations("clients like Procter & Gamble")).toBe("clients like Procter & Gamble");
    expect(readAbbreviations("which rooms r dirty")).toBe("which rooms are dirty");
    expect(readAbbreviations("staff in hr")).toBe("staff in hour");
    expect(readAbbreviations("staff in hr", (w) => w === "hr")).toBe("staff in hr");
  });
});
