/**
 * The routing index: built once per catalog version, then queried by term (DESIGN.md §8 "scale is a
 * latency question ... never scan every tool's text per question").
 * BM25F over four fields, weights name > params/enum > description > parameter descriptions. Each
 * posting stores its final BM25 contribution, so a query only sums precomputed numbers.
 */
import { buildFamilyKeys, type FamilyKeys } from "./families";
import { type IntentGroup, operationGroup } from "./intent";
import { type InputInfo, schemaText, topLevelInputs } from "./schema-fields";
import { stem } from "./stem";
import { terms } from "./text";
import type { RoutableTool } from "./types";

export const K1 = 1.2;
export const B = 0.75;

export const FIELDS = ["name", "params", "description", "paramDescription"] as const;
export type Field = (typeof FIELDS)[number];
const FIELD_WEIGHT: Record<Field, number> = { name: 3, params: 1.5, description: 1, paramDescription: 0.5 };

export interface Posting {
  /** Doc numbers, ascending (binary-searchable for reasons). */
  docs: Int32Array;
  /** BM25F contribution of the term to each doc. */
  scores: Float32Array;
  /** Bit i set when the term occurs in FIELDS[i]. */
  fields: Uint8Array;
}

export interface DocInfo {
  tool: RoutableTool;
  entityTerms: string[];
  group: IntentGroup | undefined;
  inputs: InputInfo[];
  /** Stemmed enum values of the inputs (`status=shipped` → `ship`), for the "filter value named" signal. */
  enumTerms: { input: string; value: string; term: string }[];
  /** Unique name + description terms, for the derived co-occurrence vocabulary. */
  topicTerms: string[];
}

export interface RoutingIndex {
  docs: DocInfo[];
  byId: Map<string, number>;
  postings: Map<string, Posting>;
  /**
   * Plain BM25 (k1 1.2, b 0.75) over one field — name, description, parameter names, enum values and
   * parameter descriptions together, unweighted: the baseline the prefilter is fused with (fusion.ts).
   */
  plain: Map<string, Posting>;
  /** Vocabulary, sorted, for prefix lookups. */
  vocabulary: string[];
  families: FamilyKeys;
  docsByFamily: Map<string, number[]>;
  /** Memo for derived expansions; an index never changes once built, so entries never go stale. */
  memo: Map<string, unknown>;
}

const LINK_RE = /\]\([^)]*\)|https?:\/\/\S+/g;

/** Drops URLs (markdown links in OpenAPI descriptions) so `https`, `docs`, `com` don't become terms. */
function clean(text: string): string {
  return text.replace(LINK_RE, "] ");
}

function fieldTexts(tool: RoutableTool): Record<Field, string[]> {
  const schema = schemaText(tool.inputSchema);
  const name = terms(tool.localName);
  for (const t of terms(tool.entity)) if (!name.includes(t)) name.push(t);
  return {
    name,
    // A light card's declared values stay out of the text: read only when nothing else routes.
    params: terms([...schema.names, ...(tool.schemaState === "light" ? [] : schema.enums)].join(" ")),
    description: terms(clean(tool.description ?? "")),
    paramDescription: terms(clean(schema.descriptions.join(" "))),
  };
}

export function buildRoutingIndex(caps: readonly RoutableTool[]): RoutingIndex {
  // Only eligible capabilities are ever ranked (DESIGN.md §3); raw catalogs have no flag and count as approved.
  const tools = caps.filter((c) => c.eligible !== false);
  const n = tools.length;
  const perDoc = tools.map(fieldTexts);
  const avgLen = {} as Record<Field, number>;
  for (const f of FIELDS)
    avgLen[f] = Math.max(1, perDoc.reduce((s, d) => s + d[f].length, 0) / Math.max(1, n));

  // term → per-doc weighted, length-normalized frequency and field mask
  const raw = new Map<string, { docs: number[]; tf: number[]; fields: number[] }>();
  const plainRaw = new Map<string, { docs: number[]; tf: number[]; fields: number[] }>();
  const plainLen = perDoc.map((d) => FIELDS.reduce((s, f) => s + d[f].length, 0));
  const plainAvg = Math.max(1, plainLen.reduce((s, l) => s + l, 0) / Math.max(1, n));
  const add = (into: typeof raw, t: string, doc: number, tf: number, fields: number) => {
    const p = into.get(t) ?? { docs: [], tf: [], fields: [] };
    into.set(t, p);
    p.docs.push(doc);
    p.tf.push(tf);
    p.fields.push(fields);
  };
  perDoc.forEach((d, doc) => {
    const local = new Map<string, { tf: number; count: number; fields: number }>();
    FIELDS.forEach((f, fi) => {
      const norm = 1 - B + B * (d[f].length / avgLen[f]);
      for (const t of d[f]) {
        const e = local.get(t) ?? { tf: 0, count: 0, fields: 0 };
        e.tf += FIELD_WEIGHT[f] / norm;
        e.count++;
        e.fields |= 1 << fi;
        local.set(t, e);
      }
    });
    const plainNorm = 1 - B + B * (plainLen[doc] / plainAvg);
    for (const [t, e] of local) {
      add(raw, t, doc, e.tf, e.fields);
      add(plainRaw, t, doc, e.count / plainNorm, e.fields);
    }
  });

  const toPostings = (from: typeof raw) => {
    const out = new Map<string, Posting>();
    for (const [t, p] of from) {
      const df = p.docs.length;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      out.set(t, {
        docs: Int32Array.from(p.docs),
        scores: Float32Array.from(p.tf, (tf) => (idf * tf * (K1 + 1)) / (K1 + tf)),
        fields: Uint8Array.from(p.fields),
      });
    }
    return out;
  };
  const postings = toPostings(raw);

  const docs: DocInfo[] = tools.map((tool, i) => ({
    tool,
    entityTerms: terms(tool.entity),
    group: operationGroup(tool.operation),
    inputs: topLevelInputs(tool.inputSchema),
    enumTerms: topLevelInputs(tool.inputSchema).flatMap((input) =>
      input.enumValues
        .slice(0, 50)
        .map((value) => ({ input: input.name, value, term: stem(value.toLowerCase()) })),
    ),
    topicTerms: [...new Set([...perDoc[i].name, ...perDoc[i].description])],
  }));
  const docsByFamily = new Map<string, number[]>();
  tools.forEach((t, i) => {
    const list = docsByFamily.get(t.family);
    if (list) list.push(i);
    else docsByFamily.set(t.family, [i]);
  });
  const outsideShare = (word: string, family: string) => {
    const p = postings.get(stem(word));
    if (!p || p.docs.length === 0) return 0;
    let outside = 0;
    for (const d of p.docs) if (tools[d].family !== family) outside++;
    return outside / p.docs.length;
  };
  return {
    docs,
    byId: new Map(tools.map((t, i) => [t.id, i])),
    postings,
    plain: toPostings(plainRaw),
    vocabulary: [...postings.keys()].sort(),
    families: buildFamilyKeys(new Map([...docsByFamily].map(([f, docs]) => [f, docs.length])), outsideShare),
    docsByFamily,
    memo: new Map(),
  };
}
