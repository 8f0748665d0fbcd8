import { describe, expect, it } from "vitest";
import { deriveMcpCapabilities } from "@/lib/capabilities";
import { isSingleSelect } from "../validate-sql";
import {
  type Composed,
  composedObjectPlan,
  composedSqlPlan,
  composeParts,
  composeSelect,
  objectNamesOf,
  objectQueryArgs,
  objectTableOf,
  objectToolsOf,
  type SqlSchema,
  sqlSchemaOf,
  sqlToolsOf,
  tableNamesOf,
} from "./compose-sql";

// Two made-up databases nobody tuned on: a veterinary clinic (owners, pets, visits with a fee in
// pence) and a rowing club (rowers, boats, outings whose cost says no unit).
const col = (name: string, type: string, pk = false) => ({ name, type, pk });
const clinic: SqlSchema = {
  tables: [
    {
      name: "owners",
      columns: [
        col("owner_ref", "INTEGER", true),
        col("display_name", "TEXT"),
        col("town", "TEXT"),
        col("registered_on", "DATE"),
      ],
    },
    {
      name: "pets",
      columns: [
        col("pet_ref", "INTEGER", true),
        col("owner_ref", "INTEGER"),
        col("species", "TEXT"),
        col("pet_name", "TEXT"),
      ],
    },
    {
      name: "vet_visits",
      columns: [
        col("visit_ref", "INTEGER", true),
        col("pet_ref", "INTEGER"),
        col("seen_at", "TIMESTAMP"),
        col("fee_pence", "INTEGER"),
        col("outcome", "TEXT"),
      ],
    },
  ],
};
const club: SqlSchema = {
  tables: [
    {
      name: "rowers",
      columns: [col("id", "integer", true), col("name", "character varying"), col("county", "text")],
    },
    {
      name: "boats",
      columns: [col("hull_code", "text", true), col("title", "text"), col("seats", "integer")],
    },
    {
      name: "outings",
      columns: [
        col("id", "integer", true),
        col("hull_code", "text"),
        col("rowed_on", "date"),
        col("cost", "numeric"),
      ],
    },
  ],
};
const NOW = new Date("2026-03-10T12:00:00Z");
const sqlOf = (c: Composed | undefined) => (c && "sql" in c ? c.sql : undefined);
const decisionOf = (c: Composed | undefined) => (c && "decision" in c ? c.decision : c ? "tools" : undefined);

describe("a SELECT composed from a described schema", () => {
  it("binds the records named to their table, a count to COUNT(*), a place to the one place column", () => {
    expect(sqlOf(composeSelect("how many owners in Dunmore", clinic, NOW))).toBe(
      "SELECT COUNT(*) AS count FROM owners WHERE LOWER(town) = 'dunmore'",
    );
    expect(sqlOf(composeSelect("rowers from Kentshire", club, NOW))).toBe(
      "SELECT * FROM rowers WHERE LOWER(county) = 'kentshire' LIMIT 200",
    );
    // A table of several words by its last word when no other table ends so.
    expect(sqlOf(composeSelect("how many visits are there", clinic, NOW))).toBe(
      "SELECT COUNT(*) AS count FROM vet_visits",
    );
  });

  it("binds a number after a table to its key, or to the column of the same name in the table listed", () => {
    expect(sqlOf(composeSelect("show owner 12", clinic, NOW))).toBe(
      "SELECT * FROM owners WHERE owner_ref = 12 LIMIT 200",
    );
    expect(sqlOf(composeSelect("pets of owner 7", clinic, NOW))).toBe(
      "SELECT * FROM pets WHERE owner_ref = 7 LIMIT 200",
    );
    expect(sqlOf(composeSelect("how many visits did pet 31 have", clinic, NOW))).toBe(
      "SELECT COUNT(*) AS count FROM vet_visits WHERE pet_ref = 31",
    );
    // A code after a column that is one table's key names that table.
    expect(sqlOf(composeSelect("what is hull code HX-20", club, NOW))).toBe(
      "SELECT * FROM boats WHERE LOWER(hull_code) = 'hx-20' LIMIT 200",
    );
    // No column links the tables: asked, never the table alone.
    expect(decisionOf(composeSelect("boats of rower 3", club, NOW))).toBe("clarify");
  });

  it("binds a proper name to the table's one name column, escaped", () => {
    expect(sqlOf(composeSelect("owner Maeve O'Brien", clinic, NOW))).toBe(
      "SELECT * FROM owners WHERE LOWER(display_name) = 'maeve o''brien' LIMIT 200",
    );
    // A name of another table's record is not looked up through a join that could mix two people.
    expect(decisionOf(composeSelect("pets of owner Maeve O'Brien", clinic, NOW))).toBe("insufficient");
  });

  it("binds a period to the one date column and an order or a superlative to ORDER BY … LIMIT", () => {
    expect(sqlOf(composeSelect("visits last month", clinic, NOW))).toBe(
      "SELECT * FROM vet_visits WHERE seen_at >= '2026-02-01' AND seen_at < '2026-03-01' LIMIT 200",
    );
    expect(sqlOf(composeSelect("owners who registered before 2024", clinic, NOW))).toBe(
      "SELECT * FROM owners WHERE registered_on < '2024-01-01' LIMIT 200",
    );
    expect(sqlOf(composeSelect("the 4 latest visits", clinic, NOW))).toBe(
      "SELECT * FROM vet_visits ORDER BY seen_at DESC LIMIT 4",
    );
    expect(sqlOf(composeSelect("top 3 boats by seats", club, NOW))).toBe(
      "SELECT * FROM boats ORDER BY seats DESC LIMIT 3",
    );
  });

  it("binds money only to a column that says minor units; otherwise the turn asks", () => {
    expect(sqlOf(composeSelect("visits over £40", clinic, NOW))).toBe(
      "SELECT * FROM vet_visits WHERE fee_pence > 4000 LIMIT 200",
    );
    expect(sqlOf(composeSelect("visits between £10 and £20", clinic, NOW))).toBe(
      "SELECT * FROM vet_visits WHERE fee_pence >= 1000 AND fee_pence <= 2000 LIMIT 200",
    );
    // `cost` says no unit: never guessed.
    expect(decisionOf(composeSelect("outings over £40", club, NOW))).toBe("clarify");
  });

  it("lists a column's values, counts per value of a column", () => {
    expect(sqlOf(composeSelect("which species are there", clinic, NOW))).toBe(
      "SELECT DISTINCT species FROM pets ORDER BY species LIMIT 200",
    );
    expect(sqlOf(composeSelect("what towns are our owners in", clinic, NOW))).toBe(
      "SELECT DISTINCT town FROM owners ORDER BY town LIMIT 200",
    );
    expect(sqlOf(composeSelect("how many pets per species", clinic, NOW))).toBe(
      "SELECT species, COUNT(*) AS count FROM pets GROUP BY species ORDER BY count DESC LIMIT 200",
    );
  });

  it("stops at a condition that binds to no column — never a wider query", () => {
    for (const q of [
      "vaccinated pets", // a value of no column known
      "email addresses of owners in Dunmore", // no email column
      "owners in Dunmore or in Ashby", // a disjunction
      "visits that weren't paid", // a denial
      "first ever visit", // an order no column was found for
      "owners in Dunmore'; DROP TABLE owners; --", // SQL between the words
    ])
      expect(decisionOf(composeSelect(q, clinic, NOW)), q).toBe("clarify");
    // Two place columns: which one the place is in is asked.
    const depots: SqlSchema = {
      tables: [{ name: "depots", columns: [col("town", "TEXT"), col("county", "TEXT")] }],
    };
    expect(decisionOf(composeSelect("depots in Ashby", depots, NOW))).toBe("clarify");
    // A question naming no table is not the database's.
    expect(composeSelect("what's the weather in Dunmore", clinic, NOW)).toBeUndefined();
  });
});

describe("the database's tools and schema, by structure", () => {
  const READ = { readOnlyHint: true };
  const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
    type: "object" as const,
    properties,
    required,
  });
  const caps = deriveMcpCapabilities({
    connection: { id: "kennel", slug: "kennel", trusted: true },
    tools: [
      { name: "tables", description: "Lists the tables", inputSchema: obj({}), annotations: READ },
      {
        name: "table_columns",
        description: "Columns of one table",
        inputSchema: obj({ table: { type: "string" } }, ["table"]),
        annotations: READ,
      },
      {
        name: "sql_select",
        description: "Runs a query",
        inputSchema: obj({ sql: { type: "string", description: "A SELECT statement" } }, ["sql"]),
        annotations: READ,
      },
    ] as Parameters<typeof deriveMcpCapabilities>[0]["tools"],
  }).filter((c) => c.eligible);

  it("finds the query tool, the lister and the describer of one server", () => {
    const tools = sqlToolsOf(caps);
    expect(tools?.query.param).toBe("sql");
    expect(tools?.lister.localName).toBe("tables");
    expect(tools?.describer.param).toBe("table");
    // Without a describer there is no schema to compose from.
    expect(sqlToolsOf(caps.filter((c) => c.localName !== "table_columns"))).toBeUndefined();
  });

  it("reads table names and column rows (SQLite's PRAGMA rows, information_schema rows)", () => {
    expect(tableNamesOf([{ name: "owners" }, { table_name: "pets" }])).toEqual(["owners", "pets"]);
    const schema = sqlSchemaOf(
      ["owners", "pets"],
      new Map<string, unknown>([
        ["owners", [{ cid: 0, name: "owner_ref", type: "INTEGER", pk: 1 }]],
        ["pets", [{ column_name: "species", data_type: "text" }]],
      ]),
    );
    expect(schema.tables.map((t) => t.columns.map((c) => [c.name, c.pk]))).toEqual([
      [["owner_ref", true]],
      [["species", false]],
    ]);
  });

  it("plans one SELECT the validator accepts", () => {
    const tools = sqlToolsOf(caps);
    if (!tools) throw new Error("no tools");
    const plan = composedSqlPlan("owners in Dunmore", clinic, tools, NOW)?.plan;
    expect(plan?.decision).toBe("tools");
    const sql = plan?.actions[0].args.sql;
    expect(typeof sql === "string" && isSingleSelect(sql)).toBe(true);
    expect(composedSqlPlan("vaccinated pets", clinic, tools, NOW)?.plan.decision).toBe("clarify");
  });
});

// Two made-up records servers nobody tuned on, each with a query tool that takes an object's name,
// its fields and a filter its description shows by example, and a describer of one object: a kennel
// (`kennel_read`, filter `Breed = 'Beagle' AND Weight > 20`) and a harbour (`harbour_rows`, filter
// `berth = "North" and length > 12`).
describe("a query over a described object, in the filter language the tool shows", () => {
  const READ = { readOnlyHint: true };
  const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
    type: "object" as const,
    properties,
    required,
  });
  const server = (
    id: string,
    query: string,
    describe: string,
    object: string,
    fields: string,
    filter: string,
    example: string,
  ) =>
    deriveMcpCapabilities({
      connection: { id, slug: id, trusted: true },
      tools: [
        {
          name: describe,
          description: "Fields of one object",
          inputSchema: obj({ [object]: { type: "string" } }, [object]),
          annotations: READ,
        },
        {
          name: query,
          description: "Reads records of any object",
          inputSchema: obj(
            {
              [object]: { type: "string" },
              [fields]: { type: "array", items: { type: "string" } },
              [filter]: { type: "string", description: `Filter (e.g., ${example})` },
              orderBy: { type: "string" },
              limit: { type: "number" },
            },
            [object, fields],
          ),
          annotations: READ,
        },
      ] as Parameters<typeof deriveMcpCapabilities>[0]["tools"],
    }).filter((c) => c.eligible);
  const kennel = server(
    "kennel",
    "kennel_read",
    "kennel_object_info",
    "objectName",
    "fieldNames",
    "filter",
    "Breed = 'Beagle' AND Weight > 20",
  );
  const harbour = server(
    "harbour",
    "harbour_rows",
    "harbour_describe",
    "object_type",
    "field_names",
    "where",
    'berth = "North" and length > 12',
  );
  const dogs = objectTableOf("Dog", [
    {
      name: "Dog",
      fields: [
        { name: "Id", type: "id" },
        { name: "Name", type: "string" },
        {
          name: "Breed",
          type: "picklist",
          picklistValues: [{ value: "Beagle" }, { value: "Border Collie" }],
        },
        { name: "Coat", type: "picklist", picklistValues: [{ value: "Short" }, { value: "Brindle" }] },
        { name: "Temper", type: "picklist", picklistValues: [{ value: "Calm" }, { value: "Brindle" }] },
        { name: "Weight", type: "double" },
        { name: "Intake", type: "picklist", picklistValues: [{ value: "Rescue" }, { value: "Transfer" }] },
      ],
    },
  ]);
  const vessels = objectTableOf("vessel", [
    { name: "vessel_id", type: "id" },
    { name: "berth", type: "picklist", picklistValues: ["North", "South Quay"] },
    { name: "length", type: "int" },
  ]);
  if (!dogs || !vessels) throw new Error("no tables");

  it("finds the query tool, its filter language and the describer by structure", () => {
    const k = objectToolsOf(kennel);
    expect([k?.query.object, k?.query.fields, k?.query.where, k?.describer.param]).toEqual([
      "objectName",
      "fieldNames",
      "filter",
      "objectName",
    ]);
    expect(k?.query.style).toMatchObject({ op: "=", join: " AND ", quote: "'" });
    expect(objectToolsOf(harbour)?.query.style).toMatchObject({ op: "=", join: " and ", quote: '"' });
    // Without a describer there are no fields to compose from.
    expect(objectToolsOf(kennel.filter((c) => c.localName !== "kennel_object_info"))).toBeUndefined();
  });

  it("reads an object's fields and listed values, whether the fields are the records or inside one", () => {
    expect(dogs.columns.find((c) => c.name === "Breed")?.values).toEqual(["Beagle", "Border Collie"]);
    expect(vessels.columns.map((c) => [c.name, c.pk])).toEqual([
      ["vessel_id", true],
      ["berth", false],
      ["length", false],
    ]);
    // The records named in the plural are described first.
    expect(objectNamesOf("beagle dogs")).toEqual(["Dog", "Beagle"]);
  });

  it("writes a listed value as the column's condition, in the tool's quote and join, and runs it", () => {
    const k = objectToolsOf(kennel);
    const h = objectToolsOf(harbour);
    if (!k || !h) throw new Error("no tools");
    const beagles = composedObjectPlan("border collie dogs", { tables: [dogs] }, k, NOW);
    expect(beagles?.certain).toBe(true);
    expect(beagles?.plan.actions[0].args).toMatchObject({
      objectName: "Dog",
      filter: "Breed = 'Border Collie'",
    });
    const north = composedObjectPlan("short beagle dogs", { tables: [dogs] }, k, NOW);
    expect(north?.plan.actions[0].args.filter).toBe("Coat = 'Short' AND Breed = 'Beagle'");
    const quay = composedObjectPlan("vessels at South Quay", { tables: [vessels] }, h, NOW);
    expect(quay?.plan.actions[0].args).toMatchObject({
      object_type: "vessel",
      where: 'berth = "South Quay"',
    });
    expect(quay?.certain).toBe(true);
    // "came in by": the verb of arriving is wording, the way it names is the condition.
    const transfers = composedObjectPlan("dogs that came in by transfer", { tables: [dogs] }, k, NOW);
    expect(transfers?.plan.actions[0].args.filter).toBe("Intake = 'Transfer'");
    expect(transfers?.certain).toBe(true);
  });

  it("never runs a reading it is unsure of, nor one of a value two fields list, nor one pointed at", () => {
    const k = objectToolsOf(kennel);
    if (!k) throw new Error("no tools");
    // "Brindle" is a coat and a temper: asked, never given to one of them.
    expect(composedObjectPlan("brindle dogs", { tables: [dogs] }, k, NOW)).toBeUndefined();
    // A field named and bound to nothing ("the coat of …") is offered, never run as the answer.
    const coat = composedObjectPlan("coat of the beagle dogs", { tables: [dogs] }, k, NOW);
    expect(coat?.plan.actions[0].args.filter).toBe("Breed = 'Beagle'");
    expect(coat?.certain).toBe(false);
    // The records pointed at or the person's own: no condition of the fields.
    expect(
      composedObjectPlan("how many beagle dogs do they have", { tables: [dogs] }, k, NOW),
    ).toBeUndefined();
    expect(composedObjectPlan("my beagle dogs", { tables: [dogs] }, k, NOW)).toBeUndefined();
    expect(composedObjectPlan("is that dog a beagle", { tables: [dogs] }, k, NOW)).toBeUndefined();
  });

  it("refuses a value holding the quote, and a comparison a word-operator language cannot write", () => {
    const k = objectToolsOf(kennel);
    if (!k) throw new Error("no tools");
    const parts = composeParts("dogs named Rex Ohara", { tables: [dogs] }, NOW);
    if (!parts || "decision" in parts) throw new Error("not composed");
    parts.where[0] = { ...parts.where[0], value: "Rex O'Hara" };
    expect(objectQueryArgs(parts, k)).toBeUndefined();
    const eqStyle = { ...k, query: { ...k.query, style: { ...k.query.style, op: "eq" } } };
    const heavy = composeParts("dogs with weight over 30", { tables: [dogs] }, NOW);
    if (!heavy || "decision" in heavy) throw new Error("not composed");
    expect(objectQueryArgs(heavy, k)?.args.filter).toBe("Weight > 30");
    expect(objectQueryArgs(heavy, eqStyle)).toBeUndefined();
  });
});
