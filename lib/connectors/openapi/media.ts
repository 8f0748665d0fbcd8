type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** `application/json`, `application/vnd.github+json`, `application/json; charset=utf-8`. */
export function isJsonMediaType(mediaType: string): boolean {
  const base = mediaType.split(";")[0].trim().toLowerCase();
  return base === "application/json" || (base.startsWith("application/") && base.endsWith("+json"));
}

/** Schema of the first JSON media type in a `content` map, if any. */
export function jsonContentSchema(content: unknown): Json | undefined {
  if (!isObject(content)) return undefined;
  for (const [mediaType, media] of Object.entries(content)) {
    if (isJsonMediaType(mediaType) && isObject(media)) return isObject(media.schema) ? media.schema : {};
  }
  return undefined;
}

export interface SuccessResponse {
  status: string;
  /** Undefined when the 2xx response has no JSON body (204, binary, text). */
  schema?: Json;
}

/** The lowest 2xx response (exact codes before the `2XX` range), which is what a read returns. */
export function successResponse(operation: Json): SuccessResponse | undefined {
  if (!isObject(operation.responses)) return undefined;
  const responses = operation.responses;
  const codes = Object.keys(responses)
    .filter((code) => /^2(\d\d|XX)$/i.test(code))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const code = codes[0];
  if (code === undefined) return undefined;
  const response = responses[code];
  return { status: code, schema: isObject(response) ? jsonContentSchema(response.content) : undefined };
}

/** JSON request body schema and whether the body is required. */
export function jsonRequestBody(operation: Json): { schema: Json; required: boolean } | undefined {
  const body = operation.requestBody;
  if (!isObject(body)) return undefined;
  const schema = jsonContentSchema(body.content);
  return schema ? { schema, required: body.required === true } : undefined;
}
