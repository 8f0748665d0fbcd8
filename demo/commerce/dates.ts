/** UTC day arithmetic for the generator: days since 1970-01-01 ⇄ "YYYY-MM-DD". */
const DAY_MS = 86_400_000;

export const toDay = (isoDate: string): number => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
export const fromDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** "YYYY-MM-DDTHH:MM:00Z" for a day plus minutes after midnight. */
export const dateTime = (day: number, minutes: number): string =>
  new Date(day * DAY_MS + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, "Z");
