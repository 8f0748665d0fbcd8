/**
 * The conformance journeys, written once as data: a question and what a user relies on afterwards —
 * the tools called and their key arguments (as the gateway audited them), what was stored (artifact
 * entity, purpose, rows), the turn's status, and the prose facts (a count, citations). `{key}` is
 * filled in from the world (worlds.ts); a journey using a key the world lacks does not apply there.
 */

/** How one argument (or row field) must look. A bare string/number compares loosely ("10" = 10). */
export type Matcher =
  | string
  | number
  | boolean
  | { $date: string; $slackDays?: number }
  | { $number: number | string }
  | { $contains: string }
  | { $fromSelection: string };

export interface CallExpect {
  tool: string;
  /** Every audited call of this tool must carry these arguments (page 2 narrows like page 1). */
  args?: Record<string, Matcher>;
}

export interface RowCheck {
  field: string;
  equals?: Matcher;
  dateFrom?: string;
  dateTo?: string;
  gt?: number | string;
  endsWith?: string;
}

export interface TurnExpect {
  /** The turn's recorded status is one of these (done, suspended, clarify, insufficient, answer, …). */
  status?: string[];
  /** Tools that must be called, in this order (other calls of the same tools, e.g. pages, allowed). */
  calls?: CallExpect[];
  /** Every called tool is one of these (never another entity's tool). */
  onlyTools?: string[];
  /** Nothing was called at all: no audited call, no external call. */
  noCalls?: boolean;
  artifact?: {
    entity: string;
    purpose: "browse" | "pick-one";
    rowCount?: number | string;
    /** The full result size; with `complete` true the table must hold all of it (pages followed). */
    total?: number | string;
    complete?: boolean | string;
    rowsAll?: RowCheck[];
  };
  /** No table artifact at all. */
  noArtifact?: boolean;
  /** No artifact or record card of this entity (a clarify must not show an unfiltered list). */
  noResultOf?: string;
  recordCard?: { entity: string; field: string; equals: Matcher };
  citations?: boolean;
  /** A number the prose must state (thousands separators allowed). */
  statesNumber?: number | string;
  /** A regular expression the prose must match (case-insensitive). */
  text?: string;
}

type RowPick = { where?: Record<string, string | number>; index?: number };

export type Step =
  | { ask: string; expect: TurnExpect }
  | { select: RowPick }
  /** Picks a row of the last pick-one table, as "Use this …" does: the suspended question continues. */
  | { pick: RowPick; expect: TurnExpect };

export interface Journey {
  id: string;
  title: string;
  steps: Step[];
  /** The journey names a person: a world's `extraLookups` (another source's search) may be tried too. */
  personLookup?: boolean;
  /** What a world marked `unsupported` for this journey must do instead: ask back or say it can't. */
  unsupported?: { ask: string; noResultOf: string };
}

const DATE_WORDS = "between March 1 and June 30, 2025";

/** A name several {persons} share: the question suspends on a pick table of all of them. */
const DUPLICATE_NAME_ASKED: Step = {
  ask: "Show the {children} of {dupName}",
  expect: {
    status: ["suspended"],
    calls: [{ tool: "{personSearch}" }],
    onlyTools: ["{personSearch}"],
    artifact: { entity: "{person}", purpose: "pick-one", rowCount: "{dupCount}" },
  },
};

/** The picked one's {children}, and nothing else: only its list is called. */
const PICKED_ONES_CHILDREN: TurnExpect = {
  status: ["done"],
  calls: [{ tool: "{childList}", args: { "{childFkParam}": "{dupPickId}" } }],
  onlyTools: ["{childList}"],
  artifact: {
    entity: "{child}",
    purpose: "browse",
    rowCount: "{dupPickChildren}",
    rowsAll: [{ field: "{childFkField}", equals: "{dupPickId}" }],
  },
};

export const JOURNEYS: Journey[] = [
  {
    id: "list-select-detail",
    personLookup: true,
    title: "list a person's {children} → select one → its details",
    steps: [
      {
        ask: "Show the {children} of {knownName}",
        expect: {
          status: ["done"],
          calls: [
            { tool: "{personSearch}" },
            { tool: "{childList}", args: { "{childFkParam}": "{knownId}" } },
          ],
          onlyTools: ["{personSearch}", "{childList}"],
          artifact: {
            entity: "{child}",
            purpose: "browse",
            rowCount: "{knownChildren}",
            rowsAll: [{ field: "{childFkField}", equals: "{knownId}" }],
          },
        },
      },
      { select: { index: 0 } },
      {
        ask: "show me the details of this {child}",
        expect: {
          status: ["done"],
          calls: [{ tool: "{childGet}", args: { "{childIdParam}": { $fromSelection: "{childIdField}" } } }],
          onlyTools: ["{childGet}"],
          noArtifact: true,
          recordCard: {
            entity: "{child}",
            field: "{childIdField}",
            equals: { $fromSelection: "{childIdField}" },
          },
        },
      },
    ],
  },
  {
    id: "duplicate-name-resume",
    personLookup: true,
    title:
      "a name several {persons} share suspends; picking one continues with its {children}, nothing retyped",
    steps: [
      DUPLICATE_NAME_ASKED,
      {
        pick: { where: { "{dupPickField}": "{dupPickValue}" } },
        // The same turn, now done, with the picked one's list. The search runs again only where its
        // result's shape was unknown when asked (the rest of the question is planned from it now).
        expect: { ...PICKED_ONES_CHILDREN, onlyTools: ["{personSearch}", "{childList}"] },
      },
    ],
  },
  {
    id: "duplicate-name",
    personLookup: true,
    title: "a name several {persons} share suspends with a pick table, then the picked one's {children}",
    steps: [
      DUPLICATE_NAME_ASKED,
      { select: { where: { "{dupPickField}": "{dupPickValue}" } } },
      {
        ask: "show their {children}",
        expect: PICKED_ONES_CHILDREN,
      },
    ],
  },
  {
    id: "lookup-by-id",
    title: "a {child} by its id → a record card",
    steps: [
      {
        ask: "Show {child} {lookupId}",
        expect: {
          status: ["done"],
          calls: [{ tool: "{childGet}", args: { "{childIdParam}": "{lookupId}" } }],
          onlyTools: ["{childGet}"],
          noArtifact: true,
          recordCard: { entity: "{child}", field: "{childIdField}", equals: "{lookupId}" },
        },
      },
    ],
  },
  {
    id: "count",
    title: "how many {persons} → the total, from the {person} tool",
    steps: [
      {
        ask: "How many {persons} are there?",
        expect: {
          status: ["done"],
          calls: [{ tool: "{personList}" }],
          onlyTools: ["{personList}"],
          statesNumber: "{personTotal}",
        },
      },
    ],
  },
  {
    id: "count-filtered",
    personLookup: true,
    title: "how many {statusWord} {children} a person has → resolved person, status passed, the number",
    steps: [
      {
        ask: "How many {statusWord} {children} does {knownName} have?",
        expect: {
          status: ["done"],
          calls: [
            { tool: "{personSearch}" },
            {
              tool: "{childCount}",
              args: { "{childFkParam}": "{knownId}", "{childStatusParam}": "{statusValue}" },
            },
          ],
          onlyTools: ["{personSearch}", "{childCount}", "{childList}"],
          statesNumber: "{statusCount}",
        },
      },
    ],
  },
  {
    id: "status-filter",
    personLookup: true,
    title: "a person's {statusWord} {children} → status passed, only such rows",
    steps: [
      {
        ask: "Show the {statusWord} {children} of {knownName}",
        expect: {
          status: ["done"],
          calls: [
            { tool: "{personSearch}" },
            {
              tool: "{childList}",
              args: { "{childFkParam}": "{knownId}", "{childStatusParam}": "{statusValue}" },
            },
          ],
          onlyTools: ["{personSearch}", "{childList}"],
          artifact: {
            entity: "{child}",
            purpose: "browse",
            rowCount: "{statusCount}",
            rowsAll: [{ field: "{childStatusField}", equals: "{statusValue}" }],
          },
        },
      },
    ],
  },
  {
    id: "date-filter",
    personLookup: true,
    title: `a person's {children} ${DATE_WORDS} → both bounds passed`,
    steps: [
      {
        ask: `Show the {children} of {knownName} ${DATE_WORDS}`,
        expect: {
          status: ["done"],
          calls: [
            { tool: "{personSearch}" },
            {
              tool: "{childList}",
              args: {
                "{childFkParam}": "{knownId}",
                "{childDateFromParam}": { $date: "{dateFrom}", $slackDays: 1 },
                "{childDateToParam}": { $date: "{dateTo}", $slackDays: 1 },
              },
            },
          ],
          onlyTools: ["{personSearch}", "{childList}"],
          artifact: {
            entity: "{child}",
            purpose: "browse",
            rowCount: "{dateCount}",
            rowsAll: [{ field: "{childDateField}", dateFrom: "{dateFrom}", dateTo: "{dateTo}" }],
          },
        },
      },
    ],
  },
  {
    id: "amount-filter",
    personLookup: true,
    title: "a person's {children} {amountWords} → the bound passed, only such rows",
    unsupported: { ask: "Show the {children} of {knownName} {amountWords}", noResultOf: "{child}" },
    steps: [
      {
        ask: "Show the {children} of {knownName} {amountWords}",
        expect: {
          status: ["done"],
          calls: [
            { tool: "{personSearch}" },
            {
              tool: "{childList}",
              args: { "{childFkParam}": "{knownId}", "{childAmountMinParam}": { $number: "{amountMin}" } },
            },
          ],
          onlyTools: ["{personSearch}", "{childList}"],
          artifact: {
            entity: "{child}",
            purpose: "browse",
            rowCount: "{amountCount}",
            rowsAll: [{ field: "{childAmountField}", gt: "{amountMin}" }],
          },
        },
      },
    ],
  },
  {
    id: "email-domain",
    title: "{persons} with a {emailDomain} address → only those rows",
    unsupported: { ask: "Which {persons} have a {emailDomain} address?", noResultOf: "{person}" },
    steps: [
      {
        ask: "Which {persons} have a {emailDomain} address?",
        expect: {
          status: ["done"],
          calls: [{ tool: "{personSearch}" }],
          onlyTools: ["{personSearch}"],
          artifact: {
            entity: "{person}",
            purpose: "browse",
            total: "{emailCount}",
            complete: "{listAllComplete}",
            rowsAll: [{ field: "{personEmailField}", endsWith: "@{emailDomain}" }],
          },
        },
      },
    ],
  },
  {
    id: "list-all",
    title: "list all {persons} → every page loaded (or an honest cap)",
    steps: [
      {
        ask: "List all {persons}",
        expect: {
          status: ["done"],
          calls: [{ tool: "{personList}" }],
          onlyTools: ["{personList}"],
          artifact: {
            entity: "{person}",
            purpose: "browse",
            total: "{personTotal}",
            complete: "{listAllComplete}",
          },
        },
      },
    ],
  },
  {
    id: "kb-howto",
    title: "a how-to question → the knowledge base, with citations",
    steps: [
      {
        ask: "How do I get a VAT invoice?",
        expect: {
          status: ["done"],
          calls: [{ tool: "kb:search" }],
          onlyTools: ["kb:search"],
          noArtifact: true,
          citations: true,
        },
      },
    ],
  },
  {
    id: "kb-policy",
    title: "a policy question → the knowledge base, with citations",
    steps: [
      {
        ask: "Can I return something after 45 days?",
        expect: {
          status: ["done"],
          calls: [{ tool: "kb:search" }],
          onlyTools: ["kb:search"],
          noArtifact: true,
          citations: true,
        },
      },
    ],
  },
  {
    id: "mutative-refused",
    title: "a request to change data is refused and nothing is called",
    steps: [
      {
        ask: "{mutativeAsk}",
        expect: {
          noCalls: true,
          noArtifact: true,
          text: "only reads|read-only|cannot|can't",
        },
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Filling a journey in for one world

const KEY = /\{(\w+)\}/g;

/** The `{keys}` a value uses. */
export function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string") for (const m of value.matchAll(KEY)) out.add(m[1]);
  else if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      keysOf(k, out);
      keysOf(v, out);
    }
  return out;
}

/** Fills `{key}` from `v`; a string that is exactly one `{key}` takes the raw value (numbers stay numbers). */
export function fill<T>(value: T, v: Record<string, unknown>): T {
  const one = (s: string): unknown => {
    const whole = /^\{(\w+)\}$/.exec(s);
    if (whole) return v[whole[1]];
    return s.replace(KEY, (_, k: string) => String(v[k]));
  };
  if (typeof value === "string") return one(value) as T;
  if (Array.isArray(value)) return value.map((x) => fill(x, v)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, x]) => [String(one(k)), fill(x, v)])) as T;
  return value;
}
