/**
 * A JSON Schema as the host reads it: a plain object, validated by ajv where it matters
 * (lib/security/validator.ts). Declared at the bottom of lib so every layer — semantics,
 * capabilities, connectors — names the same type.
 */
export type JsonSchema = Record<string, unknown>;
