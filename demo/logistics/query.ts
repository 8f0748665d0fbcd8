/** Query values as a route handler receives them: a record (Next `searchParams` objects) or URLSearchParams. */
export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined> | undefined;

/** First value of a query parameter; repeated keys keep the first, as most servers do. */
export function queryValue(query: QueryInput, name: string): string | undefined {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Integer in [min, max]; undefined when absent; NaN signals an invalid value. */
export function queryInt(query: QueryInput, name: string, min: number, max: number): number | undefined {
  const raw = queryValue(query, name);
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  return /^\d+$/.test(raw) && n >= min && n <= max ? n : Number.NaN;
}
