import { OpenApiError } from "./errors";
import type { OperationEntry } from "./types";

/**
 * Builds the request URL from the STORED operation only: the path template comes from the
 * document, the base URL from server-side configuration, and the model supplies nothing but
 * parameter values (DESIGN.md §3: the model never supplies a URL, method, header or server).
 */
export function buildRequestUrl(entry: OperationEntry, args: Record<string, unknown>, baseUrl: string): URL {
  const base = parseBaseUrl(baseUrl);
  const settable = new Set(
    entry.params.filter((p) => p.in === "path" || p.in === "query").map((p) => p.name),
  );
  for (const key of Object.keys(args)) {
    // Unknown keys are refused rather than ignored: a header name or `url` here is an attempt to steer the request.
    if (!settable.has(key))
      throw new OpenApiError("bad_request:arguments", `Unknown argument "${key.slice(0, 60)}"`);
  }

  const path = entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePathValue(name, args[name]));
  const url = new URL(`${base.pathname.replace(/\/+$/, "")}${path}`, base.origin);

  for (const param of entry.params) {
    if (param.in !== "query") continue;
    const value = args[param.name];
    if (value === undefined || value === null || value === "") {
      if (param.required)
        throw new OpenApiError("bad_request:arguments", `Missing required query parameter "${param.name}"`);
      continue;
    }
    appendQuery(url.searchParams, param, value);
  }

  // Defence in depth: whatever the values were, the request stays under the configured base.
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname.replace(/\/+$/, ""))) {
    throw new OpenApiError("bad_request:arguments", "Request would leave the configured base URL");
  }
  return url;
}

/**
 * One query parameter as its declared style writes it (OpenAPI 3 "Style Values"): `form` (the
 * default) repeats the key for each item of a list, or joins the items with commas when not
 * exploded (`$orderby=a,b`); `deepObject` writes each field of an object as `name[field]=value`
 * (`created[gte]=1756684800`). Any other object is refused rather than guessed.
 */
function appendQuery(
  search: URLSearchParams,
  param: { name: string; style?: string; explode?: boolean },
  value: unknown,
): void {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    if (param.style !== "deepObject")
      throw new OpenApiError(
        "bad_request:arguments",
        `Parameter "${param.name}" must be a string, number or boolean`,
      );
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (item === undefined || item === null || item === "") continue;
      search.append(`${param.name}[${key}]`, scalar(param.name, item));
    }
    return;
  }
  const items = Array.isArray(value) ? value : [value];
  if (Array.isArray(value) && param.explode === false && (param.style ?? "form") === "form") {
    search.append(param.name, items.map((item) => scalar(param.name, item)).join(","));
    return;
  }
  for (const item of items) search.append(param.name, scalar(param.name, item));
}

function parseBaseUrl(baseUrl: string): URL {
  let base: URL;
  try {
    base = new URL(baseUrl);
  } catch {
    throw new OpenApiError("unavailable:connector", "Connector base URL is not a valid absolute URL");
  }
  if (base.protocol !== "http:" && base.protocol !== "https:") {
    throw new OpenApiError("unavailable:connector", "Connector base URL must be http or https");
  }
  return base;
}

/**
 * A path value names exactly one segment: it must be present and non-empty, and may not contain
 * `/` or `\` or be a dot-segment, which URL normalization would turn into a different resource
 * (`../admin`). What remains is percent-encoded.
 */
function encodePathValue(name: string, value: unknown): string {
  if (value === undefined || value === null) {
    throw new OpenApiError("bad_request:arguments", `Missing required path parameter "${name}"`);
  }
  const text = scalar(name, value);
  if (text.trim() === "")
    throw new OpenApiError("bad_request:arguments", `Path parameter "${name}" is empty`);
  if (/[/\\]/.test(text) || text === "." || text === ".." || /\p{Cc}/u.test(text)) {
    throw new OpenApiError("bad_request:arguments", `Path parameter "${name}" must be a single path segment`);
  }
  return encodeURIComponent(text);
}

function scalar(name: string, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  throw new OpenApiError("bad_request:arguments", `Parameter "${name}" must be a string, number or boolean`);
}
