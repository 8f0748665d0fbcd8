/**
 * What a transport delivers when an answer passes its byte cap while arriving (stdio and
 * Streamable HTTP alike): the prefix that arrived, repaired to its last complete records and
 * flagged in the result's `_meta[CUT_META]`, or a JSON-RPC error TOO_LARGE_ERROR_CODE when no
 * valid prefix can be kept (the pool maps it to too_large:output).
 */
import { type JSONRPCMessage, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { repairJsonPrefixSliced, repairJsonPrefixTextSliced } from "./json-prefix";

export { yieldToLoop } from "./sliced";

/** Result `_meta` key a transport sets on a cut answer; stripped from every server message first. */
export const CUT_META = "tabletalk/cut";
/** JSON-RPC error code of a cut answer with no valid prefix (the pool maps it to too_large:output). */
export const TOO_LARGE_ERROR_CODE = -32_099;

export type Repaired = { id?: unknown; result?: { content?: unknown; _meta?: Record<string, unknown> } };

const CONTENT_TEXT = ["result", "content", "*", "text"];

/** The cut prefix of one JSON-RPC message, repaired (its tool text may itself be cut), in slices. */
export async function repairMessage(prefix: string): Promise<Repaired | undefined> {
  const value = await repairJsonPrefixSliced(prefix, { openStringPath: CONTENT_TEXT });
  return value && typeof value === "object" ? (value as Repaired) : undefined;
}

/**
 * Each cut text item that holds JSON is shortened to its last complete records; plain text stays as
 * it arrived. False when nothing usable is left.
 */
export async function repairContent(
  content: unknown,
  keepChars = Number.POSITIVE_INFINITY,
): Promise<boolean> {
  if (!Array.isArray(content)) return content === undefined;
  // Not one whole item arrived (a 50 MB image): an empty answer would pass for a real one.
  if (content.length === 0) return false;
  for (const item of content as Array<{ type?: unknown; text?: unknown }>) {
    if (item?.type !== "text" || typeof item.text !== "string") continue;
    const trimmed = item.text.trimStart();
    if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) continue;
    const repaired = await repairJsonPrefixTextSliced(
      item.text.length > keepChars ? item.text.slice(0, keepChars) : item.text,
    );
    if (repaired === undefined) return false;
    item.text = repaired;
  }
  return true;
}

/**
 * The message delivered for a cut answer to request `id`: the repaired result flagged with
 * `{ receivedBytes, ...flag }`, or the too-large error.
 */
export async function cutResponse(
  id: string | number,
  repaired: Repaired | undefined,
  receivedBytes: number,
  flag: Record<string, unknown> = {},
): Promise<JSONRPCMessage> {
  const result = repaired?.result;
  // The cap is sized for three times the value bound (pool.ts messageCap): a cut text is kept to a
  // third of it, all the value bound can use, so every later step parses 2 MB instead of 6.
  if (
    result &&
    typeof result === "object" &&
    (await repairContent(result.content, keepCharsFor(receivedBytes)))
  ) {
    result._meta = { ...(result._meta ?? {}), [CUT_META]: { receivedBytes, ...flag } };
    const parsed = JSONRPCMessageSchema.safeParse({ jsonrpc: "2.0", id, result });
    if (parsed.success) return parsed.data;
  }
  return {
    jsonrpc: "2.0",
    id,
    error: { code: TOO_LARGE_ERROR_CODE, message: `answer over ${receivedBytes} bytes with no valid prefix` },
  };
}

const keepCharsFor = (capBytes: number) => Math.ceil(capBytes / 3) + 64 * 1024;

/** Deletes a server's own claim that its answer was cut: the flag is the host's to set. */
export function stripCutFlag(message: JSONRPCMessage): { [CUT_META]?: unknown } | undefined {
  const meta = (message as { result?: { _meta?: Record<string, unknown> } }).result?._meta;
  if (!meta || !(CUT_META in meta)) return undefined;
  const claimed = meta[CUT_META];
  delete meta[CUT_META];
  return { [CUT_META]: claimed };
}

/** The `"id"` of a JSON-RPC text that starts with it (`{"jsonrpc":"2.0","id":7,…`, `{"id":7,…`). */
export function idAtStart(text: string): string | number | undefined {
  const m = /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*(-?\d+|"[^"\\]{0,200}")/.exec(
    text.slice(0, 300),
  );
  if (!m?.[1]) return undefined;
  return m[1].startsWith('"') ? m[1].slice(1, -1) : Number(m[1]);
}

/** The top-level `"id"` of a JSON-RPC text read from its last bytes (`…,"id":7}`, `…"id":7,"jsonrpc":"2.0"}`). */
export function idAtEnd(tail: string): string | number | undefined {
  const m = /"id"\s*:\s*(-?\d+|"[^"\\]{0,200}")\s*(?:,\s*"jsonrpc"\s*:\s*"2\.0"\s*)?}\s*$/.exec(tail);
  if (!m?.[1]) return undefined;
  return m[1].startsWith('"') ? m[1].slice(1, -1) : Number(m[1]);
}
