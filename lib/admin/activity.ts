/**
 * /admin/activity: the audit log, newest first, filtered and paginated (50 a page), with the data
 * column redacted (maskSensitive) and truncated. Filter parsing and redaction are pure; the query
 * in ./activity-data.ts is scoped to the actor's tenant (this project's events and tenant-wide ones).
 */
import { z } from "zod";
import { maskSensitive } from "@/lib/security";

export const PAGE_SIZE = 50;
export const MAX_PAGE = 1000;
export const OUTCOMES = ["ok", "refused", "error"] as const;
export const DATA_PREVIEW_CHARS = 160;
export const DATA_FULL_BYTES = 2048;

export interface ActivityFilters {
  kind: string | null;
  outcome: (typeof OUTCOMES)[number] | null;
  actorId: string | null;
  from: Date | null;
  /** Exclusive upper bound (the day after the chosen "to" date). */
  to: Date | null;
  page: number;
}

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(v: unknown, plusOne = false): Date | null {
  const s = first(v);
  if (typeof s !== "string" || !DAY.test(s)) return null;
  const d = new Date(`${s}T00:00:00.000Z`);
  if (Number.isNaN(d.getTime())) return null;
  return plusOne ? new Date(d.getTime() + 24 * 60 * 60 * 1000) : d;
}

const token = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/** Query string → filters; anything malformed is ignored rather than failing the page. */
export function parseActivityFilters(params: Record<string, string | string[] | undefined>): ActivityFilters {
  const kind = token.safeParse(first(params.kind));
  const actor = token.safeParse(first(params.actor));
  const outcome = first(params.outcome);
  const page = Number(first(params.page));
  return {
    kind: kind.success ? kind.data : null,
    outcome: (OUTCOMES as readonly string[]).includes(outcome as string)
      ? (outcome as ActivityFilters["outcome"])
      : null,
    actorId: actor.success ? actor.data : null,
    from: day(params.from),
    to: day(params.to, true),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** Query string for a filter set (links to other pages keep the filters). */
export function activityQuery(f: ActivityFilters, page: number): string {
  const q = new URLSearchParams();
  if (f.kind) q.set("kind", f.kind);
  if (f.outcome) q.set("outcome", f.outcome);
  if (f.actorId) q.set("actor", f.actorId);
  if (f.from) q.set("from", f.from.toISOString().slice(0, 10));
  if (f.to) q.set("to", new Date(f.to.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10));
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** Redacted data for display: masked, bounded, then a one-line preview and the (bounded) whole. */
export function redactData(data: unknown): { preview: string; full: string; truncated: boolean } | null {
  if (data === null || data === undefined) return null;
  const masked = maskSensitive(data, { maxBytes: DATA_FULL_BYTES });
  const full = JSON.stringify(masked, null, 2) ?? "";
  const oneLine = JSON.stringify(masked) ?? "";
  const truncated = oneLine.length > DATA_PREVIEW_CHARS;
  return {
    preview: truncated ? `${oneLine.slice(0, DATA_PREVIEW_CHARS)}…` : oneLine,
    full,
    truncated,
  };
}
