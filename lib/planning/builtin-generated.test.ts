import pluralize from "pluralize";
import { describe, expect, it } from "vitest";
import { type Capability, deriveMcpCapabilities } from "@/lib/capabilities";
import type { McpToolDefinition } from "@/lib/capabilities/derive-mcp";
import { route } from "@/lib/routing/router";
import { planBuiltin } from "./builtin-planner";
import { changeWordsOf, type PlannerSelection } from "./planner";
import type { Plan } from "./types";
import { selectionShapeOf, validatePlan } from "./validate";

// Issue 9's "done when": a standard MCP server written in a few lines, with names of its own, works for
// list → select → detail without touching the planner. Here such servers are generated — pairs of
// record kinds nobody tuned on (a parent that owns children), each written in five naming conventions
// with four spellings of the foreign key — and every one goes through the same journeys, routed over
// its whole catalog, planned by the builtin planner and held by the validator, as a turn does.
const NOW = new Date("2025-10-01T10:00:00Z");
const READ = { readOnlyHint: true };

/** Parent kind, child kind, a parent's name, a child's id as the server writes it. */
const PAIRS = [
  ["gardener", "plant", "Ines Duarte", "PLT-1042"],
  ["captain", "voyage", "Tomas Berg", "VOY-2201"],
  ["chef", "recipe", "Mara Lindqvist", "RCP-0310"],
  ["landlord", "tenancy", "Owen Pryce", "TEN-5521"],
  ["breeder", "puppy", "Hana Sato", "PUP-0077"],
  ["curator", "exhibit", "Leo Marchetti", "EXH-0904"],
  ["coach", "athlete", "Ruth Okafor", "ATH-3310"],
  ["surveyor", "parcel", "Ivo Petrov", "PCL-7781"],
] as const;

type Style = "snake" | "camel" | "kebab" | "dotted" | "pascal";
const STYLES: Style[] = ["snake", "camel", "kebab", "dotted", "pascal"];
type FkStyle = "id" | "Id" | "ref" | "bare" | "described";
const FK_STYLES: FkStyle[] = ["id", "Id", "ref", "bare", "described"];

const cap = (w: string) => w[0].toUpperCase() + w.slice(1);
function toolName(style: Style, verb: string, noun: string): string {
  switch (style) {
    case "snake":
      return `${verb}_${noun}`;
    case "camel":
      return `${verb}${cap(noun)}`;
    case "kebab":
      return `${verb}-${noun}`;
    case "dotted":
      return `${noun}.${verb}`;
    case "pascal":
      return `${cap(verb)}${cap(noun)}`;
  }
}
function field(style: Style, ...words: string[]): string {
  if (style === "snake" || style === "dotted") return words.join("_");
  if (style === "kebab") return words.join("_");
  const camel = words[0] + words.slice(1).map(cap).join("");
  return style === "pascal" ? cap(camel) : camel;
}

interface World {
  label: string;
  schemas: "declared" | "none";
  style: Style;
  field: (...words: string[]) => string;
  caps: Capability[];
  parent: string;
  child: string;
  parentName: string;
  childId: string;
  fk: string;
  childKey: string;
  parentKey: string;
  names: { searchParents: string; listChildren: string; getChild: string; deleteChild: string };
}

function world(
  pair: (typeof PAIRS)[number],
  style: Style,
  fkStyle: FkStyle,
  keys: "own" | "plain",
  schemas: "declared" | "none",
): World {
  const [parent, child, parentName, childId] = pair;
  const parents = pluralize(parent);
  const children = pluralize(child);
  // Records keyed by their own kind's id (`plant_id`), or by a bare `id` as many APIs do.
  const parentKey = keys === "own" ? field(style, parent, "id") : "id";
  const childKey = keys === "own" ? field(style, child, "id") : "id";
  const fk =
    fkStyle === "id"
      ? field(style, parent, "id")
      : fkStyle === "Id"
        ? `${parent}Id`
        : fkStyle === "ref"
          ? field(style, parent, "ref")
          : fkStyle === "bare"
            ? parent
            : // Named for its role only; the description says whose id it holds.
              field(style, "owner");
  const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
    type: "object" as const,
    properties,
    required,
  });
  const names = {
    searchParents: toolName(style, "search", parents),
    listChildren: toolName(style, "list", children),
    getChild: toolName(style, "get", child),
    deleteChild: toolName(style, "delete", child),
  };
  const tools: McpToolDefinition[] = [
    {
      name: names.searchParents,
      description: `Search ${parents} by name.`,
      inputSchema: obj({ query: { type: "string" }, limit: { type: "integer", maximum: 100 } }),
      outputSchema: obj({
        [parents]: {
          type: "array",
          items: obj({ [parentKey]: { type: "string" }, name: { type: "string" } }),
        },
      }),
      annotations: READ,
    },
    {
      name: names.listChildren,
      description: `List ${children}.`,
      inputSchema: obj({
        [fk]: { type: "string", description: `Only ${children} of this ${parent} (its id).` },
        status: { type: "string", enum: ["active", "archived"] },
        [field(style, "created", "after")]: { type: "string", format: "date" },
        [field(style, "created", "before")]: { type: "string", format: "date" },
        [field(style, "min", "fee")]: { type: "number", description: "Minimum fee in EUR." },
        [field(style, "max", "fee")]: { type: "number", description: "Maximum fee in EUR." },
        limit: { type: "integer", maximum: 100 },
      }),
      outputSchema: obj({
        items: {
          type: "array",
          items: obj({
            [childKey]: { type: "string" },
            title: { type: "string" },
            status: { type: "string" },
            [field(style, "created", "at")]: { type: "string", format: "date-time" },
            fee: { type: "number" },
            [fk]: { type: "string" },
          }),
        },
      }),
      annotations: READ,
    },
    {
      name: names.getChild,
      description: `Get one ${child} by id.`,
      inputSchema: obj({ [childKey]: { type: "string", examples: [childId] } }, [childKey]),
      annotations: READ,
    },
    {
      name: names.deleteChild,
      description: `Delete a ${child}.`,
      inputSchema: obj({ [childKey]: { type: "string" } }, [childKey]),
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
  ];
  // A server without output schemas answers JSON text: nothing says what its records hold.
  if (schemas === "none") for (const t of tools) delete t.outputSchema;
  const slug = `gen-${parent}-${style}-${fkStyle}-${keys}-${schemas}`;
  const caps = deriveMcpCapabilities({ connection: { id: slug, slug, trusted: true }, tools });
  return {
    label: `${parent}/${child} ${style} fk=${fk} keys=${keys} schemas=${schemas}`,
    style,
    field: (...words: string[]) => field(style, ...words),
    schemas,
    caps,
    parent,
    child,
    parentName,
    childId,
    fk,
    childKey,
    parentKey,
    names,
  };
}

/** Routes the question over the whole catalog, plans on the route, validates: what a turn does. */
function turn(w: World, question: string, selection?: PlannerSelection): Plan {
  const eligible = w.caps.filter((c) => c.eligible);
  const r = route(
    eligible,
    question,
    selection ? { selection: { entity: selection.entity, row: selection.rows[0] ?? {} } } : {},
  );
  const candidates = r.candidates.map((c) => eligible.find((e) => e.id === c.id) ?? c) as Capability[];
  const plan = planBuiltin({ question, candidates, selection, changeWords: changeWordsOf(w.caps) }, NOW);
  const checked = validatePlan(plan, {
    snapshotCaps: w.caps,
    routeIds: candidates.map((c) => c.id),
    selection: selection ? selectionShapeOf(selection) : undefined,
  });
  if (!checked.valid) throw new Error(`invalid plan for "${question}": ${JSON.stringify(checked.issues)}`);
  return checked.plan;
}
const idOf = (w: World, local: string) => w.caps.find((c) => c.localName === local)?.id;

const WORLDS = PAIRS.flatMap((pair, i) =>
  // Every pair in two styles and two key spellings, rotating, so each style, key spelling, record key
  // and schema presence is met.
  [0, 1].map((k) =>
    world(
      pair,
      STYLES[(i + k) % STYLES.length],
      FK_STYLES[(i + 3 * k) % FK_STYLES.length],
      (i + k) % 2 ? "plain" : "own",
      (Math.floor(i / 2) + k) % 2 ? "none" : "declared",
    ),
  ),
);

describe.each(WORLDS.map((w) => [w.label, w] as const))("a server written in a few lines: %s", (_, w) => {
  const children = pluralize(w.child);

  it(`lists: "show all ${children}"`, () => {
    const p = turn(w, `show all ${children}`);
    expect(p.decision, p.reason).toBe("tools");
    expect(p.actions.map((a) => a.tool)).toEqual([idOf(w, w.names.listChildren)]);
    expect(p.actions[0].args[w.fk]).toBeUndefined();
  });

  it(`counts: "how many ${children} are there?"`, () => {
    const p = turn(w, `how many ${children} are there?`);
    expect(p.decision, p.reason).toBe("tools");
    expect(p.actions.map((a) => a.tool)).toEqual([idOf(w, w.names.listChildren)]);
  });

  it(`filters by a declared value: "archived ${children}"`, () => {
    const p = turn(w, `archived ${children}`);
    expect(p.decision, p.reason).toBe("tools");
    expect(p.actions[0]?.tool).toBe(idOf(w, w.names.listChildren));
    expect(p.actions[0]?.args.status).toBe("archived");
  });

  it.each([
    `show the ${children} of ${w.parentName}`,
    `${w.parentName}'s ${children}`,
    `which ${children} does ${w.parentName} have?`,
    `list ${children} for ${w.parentName}`,
  ])(`looks a parent up by name, then lists through the key: "%s"`, (q) => {
    const p = turn(w, q);
    expect(p.decision, p.reason).toBe("tools");
    expect(p.actions[0]).toMatchObject({
      tool: idOf(w, w.names.searchParents),
      args: expect.objectContaining({ query: w.parentName }),
    });
    if (w.schemas === "declared")
      expect(p.actions[1]).toMatchObject({
        tool: idOf(w, w.names.listChildren),
        args: expect.objectContaining({ [w.fk]: { $from: "a1", path: w.parentKey } }),
      });
    // Without output schemas the search shows whom it found (a pick follows); never every record.
    for (const a of p.actions.filter((x) => x.tool === idOf(w, w.names.listChildren)))
      expect(a.args[w.fk]).toBeDefined();
  });

  it(`a selected ${w.parent} feeds the key: "show their ${children}"`, () => {
    const selection: PlannerSelection = {
      entity: w.parent,
      sourceTool: idOf(w, w.names.searchParents) ?? "",
      identityFields: [w.parentKey],
      rows: [{ [w.parentKey]: "p-17", name: w.parentName }],
    };
    const p = turn(w, `show their ${children}`, selection);
    expect(p.decision, p.reason).toBe("tools");
    expect(p.actions.map((a) => [a.tool, a.args])).toEqual([
      [
        idOf(w, w.names.listChildren),
        expect.objectContaining({ [w.fk]: { $from: "selection", path: w.parentKey } }),
      ],
    ]);
  });

  it(`a selected ${w.child}'s details: "show the details of this ${w.child}"`, () => {
    const selection: PlannerSelection = {
      entity: w.child,
      sourceTool: idOf(w, w.names.listChildren) ?? "",
      identityFields: [w.childKey],
      rows: [{ [w.childKey]: w.childId, title: "First", status: "active" }],
    };
    const p = turn(w, `show the details of this ${w.child}`, selection);
    expect(p.decision, p.reason).toBe("tools");
    expect(p.actions.map((a) => [a.tool, a.args])).toEqual([
      [idOf(w, w.names.getChild), { [w.childKey]: { $from: "selection", path: w.childKey } }],
    ]);
  });

  it(`filters by dates people write: "${children} created in September 2025"`, () => {
    const p = turn(w, `${children} created in September 2025`);
    expect(p.decision, p.reason).toBe("tools");
    expect(p.actions[0]?.tool).toBe(idOf(w, w.names.listChildren));
    expect(p.actions[0]?.args).toMatchObject({
      [w.field("created", "after")]: "2025-09-01",
      [w.field("created", "before")]: expect.stringMatching(/^2025-(09-30|10-01)$/),
    });
  });

  it(`filters by amounts people write: "${children} with a fee over 200 euros"`, () => {
    const p = turn(w, `${children} with a fee over 200 euros`);
    expect(p.decision, p.reason).toBe("tools");
    expect(p.actions[0]?.tool).toBe(idOf(w, w.names.listChildren));
    expect(p.actions[0]?.args).toMatchObject({ [w.field("min", "fee")]: 200 });
  });

  it(`two constraints at once: "archived ${children} of ${w.parentName} since June"`, () => {
    const p = turn(w, `archived ${children} of ${w.parentName} since June`);
    expect(p.decision, p.reason).toBe("tools");
    const list = p.actions.find((a) => a.tool === idOf(w, w.names.listChildren));
    if (w.schemas === "declared")
      expect(list?.args).toMatchObject({
        status: "archived",
        [w.field("created", "after")]: "2025-06-01",
        [w.fk]: { $from: "a1", path: w.parentKey },
      });
    else expect(list === undefined || list.args[w.fk] !== undefined).toBe(true);
  });

  it.each([
    `${children} located in Berlin`,
    `${children} that are on hold`,
    `${children} with a rating above 4`,
    `${children} tagged urgent`,
  ])(`never widens a constraint no parameter takes: "%s"`, (q) => {
    const p = turn(w, q);
    // Asked or refused; a list of every record is never presented as the answer.
    expect(["clarify", "insufficient"], `${p.decision}: ${JSON.stringify(p.actions)}`).toContain(p.decision);
    expect(p.actions).toEqual([]);
  });

  it(`looks one up by its id: "what about ${w.child} ${w.childId}?"`, () => {
    const p = turn(w, `what about ${w.child} ${w.childId}?`);
    expect(p.decision, p.reason).toBe("tools");
    expect(p.actions.map((a) => [a.tool, a.args])).toEqual([
      [idOf(w, w.names.getChild), { [w.childKey]: w.childId }],
    ]);
  });

  it(`refuses a change: "delete ${w.child} ${w.childId}"`, () => {
    const p = turn(w, `delete ${w.child} ${w.childId}`);
    expect(p.actions).toEqual([]);
    expect(p.reasonCode).toBe("read_only_refusal");
  });

  it(`never answers a name it cannot use with every ${w.child}: "${children} of Nobody Known" with no ${w.parent} search`, () => {
    const alone: World = { ...w, caps: w.caps.filter((c) => c.localName !== w.names.searchParents) };
    const p = turn(alone, `show the ${children} of ${w.parentName}`);
    expect(p.actions.filter((a) => a.tool === idOf(w, w.names.listChildren) && !a.args[w.fk])).toEqual([]);
  });

  it(`children listed only through their parent (a nested resource): "${w.parentName}'s ${children}", "show their ${children}"`, () => {
    // `GET /gardeners/{gardener_id}/plants` as an MCP tool: the key is required and names the parent.
    const key = w.parentKey === "id" ? w.field(w.parent, "id") : w.parentKey;
    const nestedName = toolName(w.style, "list", `${w.parent}_${children}`);
    const nested = deriveMcpCapabilities({
      connection: { id: `${w.label}-nested`, slug: "nested", trusted: true },
      tools: [
        {
          name: nestedName,
          description: `List the ${children} of one ${w.parent}.`,
          inputSchema: { type: "object", properties: { [key]: { type: "string" } }, required: [key] },
          annotations: READ,
        },
      ],
    });
    const only: World = {
      ...w,
      caps: [...w.caps.filter((c) => c.localName !== w.names.listChildren), ...nested],
    };
    const through = nested[0].id;
    const p = turn(only, `${w.parentName}'s ${children}`);
    expect(p.actions[0]).toMatchObject({ tool: idOf(w, w.names.searchParents) });
    if (w.schemas === "declared")
      expect(p.actions[1]).toMatchObject({
        tool: through,
        args: { [key]: { $from: "a1", path: w.parentKey } },
      });
    const selection: PlannerSelection = {
      entity: w.parent,
      sourceTool: idOf(w, w.names.searchParents) ?? "",
      identityFields: [w.parentKey],
      rows: [{ [w.parentKey]: "p-17", name: w.parentName }],
    };
    const q = turn(only, `show their ${children}`, selection);
    expect(q.actions.map((a) => [a.tool, a.args])).toEqual([
      [through, { [key]: { $from: "selection", path: w.parentKey } }],
    ]);
  });
});
