/**
 * Work bounds of an OpenAPI import (issue 10 item 2). A 2 KB document of 18 levels of
 * `anyOf: [$ref next, $ref next]` expands to 2^18 schema nodes once dereferenced: without a bound
 * its conversion blocked the event loop for 17.5 s and took 750 MB. Every limit here is enforced;
 * exceeding one is an `ImportLimitError` (a `bad_request:openapi` import error) that names it.
 *
 * Where each is enforced:
 * - `maxDocumentNodes`, `maxDocumentDepth`: an iterative walk of the raw document, before anything
 *   recursive (the parser, JSON.stringify, structuredClone) touches it;
 * - `maxSchemaNodes`, `maxSchemaBytes`, `maxSchemaNesting`, `convertMs`: every schema conversion
 *   (json-schema.ts), at import for every indexed operation and again when one is materialized;
 * - `timeMs`, `memoryMb`: the import runs in a worker thread (import.ts) that is terminated at
 *   `timeMs` and cannot grow its heap past `memoryMb`.
 */
import { OpenApiError } from "./errors";

export const IMPORT_LIMITS = {
  /** JSON values in the raw document (GitHub's 13 MB REST description holds about 260,000). */
  maxDocumentNodes: 3_000_000,
  /** Nesting of the raw document (GitHub's: 21). */
  maxDocumentDepth: 256,
  /** Schema nodes visited converting one operation's schemas, $refs followed (GitHub's largest: about 4,200). */
  maxSchemaNodes: 100_000,
  /** Bytes of the JSON Schema converted from one operation's schema, before compaction (GitHub's largest: 260 KB). */
  maxSchemaBytes: 4 * 1024 * 1024,
  /** Nested schema levels (properties, items, combinators) followed in one conversion (GitHub's deepest: 11). */
  maxSchemaNesting: 128,
  /** Wall-clock budget of one conversion. */
  convertMs: 5_000,
  /** Wall-clock budget of a whole import (parse, validate, dereference, index, check). */
  timeMs: 60_000,
  /** Heap of the import worker. */
  memoryMb: 1_024,
} as const;

export type ImportLimitName = keyof typeof IMPORT_LIMITS;
export type ImportLimits = { -readonly [K in ImportLimitName]: number };

const UNITS: Record<ImportLimitName, string> = {
  maxDocumentNodes: "JSON values",
  maxDocumentDepth: "levels",
  maxSchemaNodes: "schema nodes",
  maxSchemaBytes: "bytes",
  maxSchemaNesting: "levels",
  convertMs: "ms",
  timeMs: "ms",
  memoryMb: "MB",
};

/** An import refused because it exceeded one of IMPORT_LIMITS; the message names the limit. */
export class ImportLimitError extends OpenApiError {
  readonly limit: ImportLimitName;
  constructor(limit: ImportLimitName, max: number, what: string);
  /** Rebuilds an error received from the import worker (the message already names the limit). */
  constructor(limit: ImportLimitName, message: string);
  constructor(limit: ImportLimitName, maxOrMessage: number | string, what = "") {
    super(
      "bad_request:openapi",
      typeof maxOrMessage === "string"
        ? maxOrMessage
        : `OpenAPI import limit exceeded (${limit} = ${maxOrMessage.toLocaleString("en")} ${UNITS[limit]}): ${what}`,
    );
    this.name = "ImportLimitError";
    this.limit = limit;
  }
}

export function isImportLimitError(e: unknown): e is ImportLimitError {
  return e instanceof ImportLimitError;
}

/**
 * The running cost of one schema conversion: nodes visited, output bytes, elapsed time. Shared by
 * every conversion of one operation, so its input, body and output schemas count together.
 */
export class ConversionBudget {
  private nodes = 0;
  private bytes = 0;
  private readonly deadline: number;

  constructor(
    private readonly limits: Pick<
      ImportLimits,
      "maxSchemaNodes" | "maxSchemaBytes" | "maxSchemaNesting" | "convertMs"
    >,
    private readonly subject: string,
  ) {
    this.deadline = performance.now() + limits.convertMs;
  }

  static forOperation(operationId: string, limits: Partial<ImportLimits> = {}): ConversionBudget {
    return new ConversionBudget(
      { ...IMPORT_LIMITS, ...limits },
      `the schemas of operation "${operationId.slice(0, 120)}"`,
    );
  }

  visit(nesting: number): void {
    this.nodes++;
    if (this.nodes > this.limits.maxSchemaNodes)
      throw new ImportLimitError(
        "maxSchemaNodes",
        this.limits.maxSchemaNodes,
        `converting ${this.subject} visits more schema nodes than allowed once $refs are followed (a $ref repeated inside anyOf/oneOf/allOf, level after level, grows exponentially)`,
      );
    if (nesting > this.limits.maxSchemaNesting)
      throw new ImportLimitError(
        "maxSchemaNesting",
        this.limits.maxSchemaNesting,
        `converting ${this.subject} goes deeper than allowed`,
      );
    if ((this.nodes & 1023) === 0 && performance.now() > this.deadline)
      throw new ImportLimitError(
        "convertMs",
        this.limits.convertMs,
        `converting ${this.subject} took too long`,
      );
  }

  addBytes(n: number): void {
    this.bytes += n;
    if (this.bytes > this.limits.maxSchemaBytes)
      throw new ImportLimitError(
        "maxSchemaBytes",
        this.limits.maxSchemaBytes,
        `converting ${this.subject} produces a JSON Schema larger than allowed`,
      );
  }

  get stats(): { nodes: number; bytes: number } {
    return { nodes: this.nodes, bytes: this.bytes };
  }
}
