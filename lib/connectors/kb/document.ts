/**
 * One knowledge-base document as a source panel shows it: title and passages grouped by section, in
 * document order. Read by slug within one tenant and project; a slug of another tenant or project is
 * the same not-found as one that does not exist (nothing tells a forged id from a missing one).
 */
import type { Db } from "@/lib/db/client";
import { kbDocumentBySlug } from "@/lib/db/repositories/kb";
import { AppError } from "@/lib/errors";

export interface KbDocumentView {
  id: string;
  title: string;
  sections: { title: string; passages: { id: string; text: string }[] }[];
}

export async function readKbDocument(
  db: Db,
  scope: { tenantId: string; projectId: string },
  slug: string,
): Promise<KbDocumentView> {
  const doc = await kbDocumentBySlug(db, scope, slug);
  if (!doc) throw new AppError("not_found:document", `kb document ${slug} not in scope`);
  const sections: KbDocumentView["sections"] = [];
  for (const chunk of doc.chunks) {
    const last = sections[sections.length - 1];
    const passage = { id: chunk.id, text: chunk.text };
    if (last && last.title === chunk.section) last.passages.push(passage);
    else sections.push({ title: chunk.section, passages: [passage] });
  }
  return { id: doc.slug, title: doc.title, sections };
}
