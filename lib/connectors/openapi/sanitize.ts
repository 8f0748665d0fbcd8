/**
 * Remote text (summaries, descriptions, upstream error messages) is untrusted data (DESIGN.md §3).
 * The one sanitizer lives in lib/security; OpenAPI summaries use a shorter cap.
 */
import { sanitizeDescription } from "@/lib/security";

export const SUMMARY_MAX_CHARS = 200;

export function sanitizeText(text: unknown, maxChars: number = SUMMARY_MAX_CHARS): string {
  return sanitizeDescription(text, maxChars);
}
