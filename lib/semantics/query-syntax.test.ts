import { describe, expect, it } from "vitest";
import { joinTerms, type QuerySyntax, querySyntax, windowDays, writeTerms, writeValue } from "./query-syntax";
import { tokenize } from "./tokens";

const syntaxOf = (description: string): QuerySyntax => {
  const s = querySyntax({ type: "string", description });
  if (!s) throw new Error(`no syntax in ${description}`);
  return s;
};
const written = (syntax: QuerySyntax, question: string) => {
  const terms = writeTerms(syntax, {
    tokens: tokenize(question),
    paths: [],
    taken: () => false,
    wording: (t) => /^(?:show|me|the|which|what|all)$/.test(t.lower),
    made: (w) => /^(?:opened|filed|created)$/.test(w),
    records: (t) => /^(?:tickets?|issues?|cases?)$/.test(t.lower),
  });
  return joinTerms(terms, syntax);
};

describe("query-syntax: a key:value language read from its examples", () => {
  const desk = syntaxOf("Search syntax, e.g. 'state:open owner:me', 'tag:urgent', 'created:>=2025-01-01'");
  const forge = syntaxOf("Qualifiers, e.g. 'kind:bug priority:>2', 'label:regression'");
  it("reads each key with the values it shows, compared ones as written", () => {
    expect(desk.style).toBeUndefined();
    expect(desk.qualifiers.map((q) => [q.key, q.values])).toEqual([
      ["state", ["open"]],
      ["owner", ["me"]],
      ["tag", ["urgent"]],
      ["created", [">=2025-01-01"]],
    ]);
    expect(forge.qualifiers.find((q) => q.key === "priority")?.values).toEqual([">2"]);
  });
  it("a key's own word right before a lower-case word writes that word as its value", () => {
    expect(written(desk, "tickets tagged billing")).toBe("tag:billing");
    expect(written(forge, "issues labeled flaky")).toBe("label:flaky");
  });
  it("a shown value is written as shown; a word no key names is no term", () => {
    expect(written(desk, "open tickets")).toBe("state:open");
    expect(written(forge, "bugs")).toBe("kind:bug");
    expect(written(desk, "billing tickets")).toBe("");
  });
  it("a key whose values are no single lower-case words takes no said word", () => {
    expect(written(forge, "issues priority high")).toBe("");
  });
});

describe("query-syntax: a comparison language's person field and windows", () => {
  const jql = syntaxOf(
    [
      "Examples:",
      '- "kind = Task AND team = CORE"',
      "- \"state = 'In Review' AND team = CORE\"",
      '- "changed >= -7d AND team = CORE"',
      '- "owner = me()"',
    ].join("\n"),
  );
  it("a name right after 'to'/'by', with the person field's own word, is that field's value, quoted as the examples quote", () => {
    expect(written(jql, "tickets owned by Priya Raman")).toBe("owner = 'Priya Raman'");
    expect(written(jql, "tickets owned by Priya")).toBe("owner = Priya");
  });
  it("a name in another role, or without one, is no term", () => {
    expect(written(jql, "tickets reported by Priya Raman")).toBe("");
    expect(written(jql, "tickets for Priya Raman")).toBe("");
  });
  it("windowDays reads the windows back from now an expression writes, in days", () => {
    expect(windowDays("created >= -7d AND team = CORE")).toEqual([7]);
    expect(windowDays("updated>=-2w")).toEqual([14]);
    expect(windowDays("created >= 2025-09-01")).toEqual([]);
  });
});

describe("a frozen schema's syntax is read once and stays the same", () => {
  const texts = [
    "Search text, e.g. `colour:teal size:large`",
    'Filter, for example `kennel = NORTH AND breed = "Corgi"`',
    "Plain words to look for",
  ];
  it.each(texts)("frozen or not, asked again, with or without a description (%s)", (description) => {
    const fresh = () => ({ type: "string", description });
    const frozen = Object.freeze(fresh());
    for (const tool of [undefined, "Lists parcels; q takes `depot:east` and `lane:7`", undefined]) {
      const expected = querySyntax(fresh(), tool);
      expect(querySyntax(frozen, tool)).toEqual(expected);
      expect(querySyntax(frozen, tool)).toEqual(expected);
    }
  });
  it("a schema that is not frozen is read again after it changes", () => {
    const schema: { type: string; description: string } = { type: "string", description: "Plain words" };
    expect(querySyntax(schema)).toBeUndefined();
    schema.description = "Search, e.g. `colour:teal size:large`";
    expect(querySyntax(schema)?.qualifiers.map((q) => q.key)).toEqual(["colour", "size"]);
  });
});

describe("query-syntax: a language joined by a tight symbol, and values it cannot carry (s40-querylang)", () => {
  // Made-up: a nursery's encoded filter and a harbour desk's OData-like filter.
  const nursery = syntaxOf("Encoded filter, e.g. bed=north^vigor=1^keeper.name=Ana Ruiz");
  const harbour = syntaxOf("Filter, e.g. `Port eq 'Lisbon' and Hazard eq 2`");
  it("reads the tight join, writes clauses tight and values unquoted", () => {
    expect(nursery.style).toMatchObject({ op: "=", join: "^", quote: "", tight: true });
    expect(
      joinTerms(
        [
          { key: "bed", value: "north" },
          { key: "vigor", value: "1" },
        ],
        nursery,
      ),
    ).toBe("bed=north^vigor=1");
    expect(writeValue(nursery, "Ana Ruiz")).toBe("Ana Ruiz");
    expect(harbour.style).toMatchObject({ op: "eq", join: " and ", quote: "'" });
    expect(writeValue(harbour, "Porto Novo")).toBe("'Porto Novo'");
  });
  it("refuses a value carrying the join, a quote, a comparison or a line break — never escapes it blind", () => {
    expect(writeValue(nursery, "north^vigor=3")).toBeUndefined();
    expect(writeValue(nursery, "north^ORbed=south")).toBeUndefined();
    expect(writeValue(harbour, "Lisbon' or Port ne 'x")).toBeUndefined();
    expect(writeValue(harbour, "O'Brien")).toBeUndefined();
    expect(writeValue(harbour, "a\\b")).toBeUndefined();
    expect(writeValue(harbour, "two\nlines")).toBeUndefined();
  });
  it('a person named after "to" is quoted as the language quotes several words', () => {
    const people = syntaxOf("JQL, e.g. project = PROJ AND assignee = currentUser()");
    expect(written(people, "tickets assigned to Ana Ruiz")).toBe('assignee = "Ana Ruiz"');
  });
});
