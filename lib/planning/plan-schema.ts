/**
 * The Plan as ONE JSON Schema (2020-12 subset that model providers also accept). The validator
 * checks every plan against it and the LLM planner hands the same object to `jsonSchema()` of `ai`,
 * so what a model is asked for and what the host accepts can never drift apart (DESIGN.md §2, §5).
 *
 * Structure only: whether a tool exists, whether a `$from` path is declared, dependency order and
 * argument conformance are semantic checks in ./validate.ts, which reports them with precise codes.
 */
import type { JsonSchema } from "../capabilities/types";
import { PLAN_DECISIONS } from "./types";

export const PLAN_LIMITS = { maxActions: 8, maxReason: 1000, maxArgs: 32 } as const;

/** `selection` is reserved for the conversation's current_selection in `$from`. */
export const SELECTION_SOURCE = "selection";

export const PLAN_SCHEMA: JsonSchema = {
  title: "Plan",
  type: "object",
  additionalProperties: false,
  required: ["decision", "reason", "actions"],
  properties: {
    decision: {
      type: "string",
      enum: [...PLAN_DECISIONS],
      description:
        "tools: run actions; answer: reply without tools; clarify: ask the user; insufficient: no tool can help",
    },
    reason: { type: "string", maxLength: PLAN_LIMITS.maxReason },
    reasonCode: { type: "string", pattern: "^[a-z][a-z0-9_]{0,63}$" },
    actions: { type: "array", maxItems: PLAN_LIMITS.maxActions, items: { $ref: "#/$defs/action" } },
    choices: {
      type: "array",
      maxItems: 3,
      items: { $ref: "#/$defs/action" },
      description: "With clarify only: up to 3 single calls the user could pick instead",
    },
    named: {
      type: "object",
      additionalProperties: false,
      required: ["value", "listers"],
      description: "With clarify only: a name each choice sends to another kind, and the lister of each kind",
      properties: {
        value: { type: "string", minLength: 1, maxLength: 500 },
        listers: {
          type: "array",
          maxItems: 3,
          items: {
            type: "object",
            additionalProperties: false,
            required: ["choice", "tool"],
            properties: { choice: { type: "string", minLength: 1 }, tool: { type: "string", minLength: 1 } },
          },
        },
      },
    },
    expandFamily: {
      type: "string",
      minLength: 1,
      maxLength: 200,
      description: "Ask the host for an omitted tool family; actions must then be empty",
    },
  },
  $defs: {
    action: {
      type: "object",
      additionalProperties: false,
      required: ["id", "tool", "args", "dependsOn", "expect"],
      properties: {
        id: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_-]{0,31}$", not: { const: SELECTION_SOURCE } },
        tool: { type: "string", minLength: 1, maxLength: 300, description: "Exact id of a listed tool" },
        args: {
          type: "object",
          maxProperties: PLAN_LIMITS.maxArgs,
          additionalProperties: { $ref: "#/$defs/argValue" },
        },
        dependsOn: {
          type: "array",
          uniqueItems: true,
          maxItems: PLAN_LIMITS.maxActions,
          items: { type: "string" },
        },
        expect: { type: "string", enum: ["one", "many"] },
        each: {
          type: "string",
          description:
            "An earlier action listed in dependsOn: run once for each of its records; $from references to it read each record",
        },
        match: {
          type: "object",
          additionalProperties: false,
          required: ["field", "value"],
          description:
            "Only the listed records whose field equals value (a name the tool takes no argument for); with expect one",
          properties: {
            field: { type: "string", minLength: 1, maxLength: 200 },
            value: { type: "string", minLength: 1, maxLength: 500 },
          },
        },
      },
    },
    // A literal JSON value, or a reference. An object carrying `$from` must be a well-formed reference:
    // the executor never forwards a `$from` object as a literal.
    argValue: {
      anyOf: [
        { $ref: "#/$defs/fromReference" },
        { type: ["string", "number", "boolean", "null", "array"] },
        { type: "object", not: { required: ["$from"] } },
      ],
    },
    fromReference: {
      type: "object",
      additionalProperties: false,
      required: ["$from", "path"],
      properties: {
        $from: {
          type: "string",
          minLength: 1,
          description: "An earlier action id listed in dependsOn, or 'selection'",
        },
        path: { type: "string", minLength: 1, maxLength: 200, description: "A dot path the source declares" },
      },
    },
  },
};
