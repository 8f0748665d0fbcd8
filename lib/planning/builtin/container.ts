/**
 * "list the open tasks", "how many meetings did we have in September?" over a workspace whose tools
 * read the records of ONE container by its id (Notion's `API-post-database-query {database_id}`, a
 * base's `query_collection {collection_id}`): the records the person names are rows of a container
 * they made, so no tool's own word names them. Which container holds them is data the tools know,
 * never the question — the turn asks for it (and says how to find it) instead of "nothing answers
 * this". A word the source's own tools use (`comments` where it has a comment tool, `users`, `pages`)
 * names records the source knows by itself, never a container's rows: that is left alone.
 */
import type { Capability } from "@/lib/capabilities/types";
import { type EntityVocabulary, paramInfos } from "@/lib/semantics/params";
import { isPlural, plural } from "@/lib/semantics/words";
import type { ChangeWords } from "../planner";
import { type ParsedQuestion, valueSpans } from "./question";
import { GENERIC, insideAny, singular } from "./text";

export interface ContainerAsk {
  cap: Capability;
  /** The container's entity (`database`) and the parameter taking its id (`database_id`). */
  container: string;
  param: string;
  /** The records as the person named them (`tasks`). */
  records: string;
}

/**
 * A read tool listing the records inside one record of its own entity, by that record's required id
 * (`database_id` of a database query), when the question names its records by a plural noun no tool
 * of the source uses.
 */
export function containerAsked(
  data: readonly Capability[],
  pq: ParsedQuestion,
  vocab: EntityVocabulary,
  toolWords: ReadonlySet<string>,
  change: ChangeWords | undefined,
): ContainerAsk | undefined {
  const containers = data.flatMap((cap) => {
    if (cap.operation !== "list" && cap.operation !== "search") return [];
    const own = singular(cap.entity);
    const id = paramInfos(cap, vocab).find((p) => p.required && p.entity === own && !p.path);
    return id ? [{ cap, container: own, param: id.name }] : [];
  });
  if (containers.length !== 1) return undefined;
  const sourceWords = new Set([...(change?.actions ?? []), ...(change?.fields ?? [])].map(singular));
  const spans = [...valueSpans(pq), ...pq.ids];
  const noun = pq.tokens.find(
    (t) =>
      /^\p{Ll}+$/u.test(t.text) &&
      isPlural(t.lower) &&
      !GENERIC.has(t.lower) &&
      !insideAny(t, spans) &&
      !vocab.entities.has(t.norm) &&
      !toolWords.has(t.norm) &&
      !toolWords.has(t.lower) &&
      !sourceWords.has(t.norm),
  );
  const [found] = containers;
  return noun && found ? { ...found, records: noun.lower } : undefined;
}

/** The question back: which container holds the records, and how to find it. */
export function containerQuestion(ask: ContainerAsk): string {
  const { cap, container, param, records } = ask;
  return `Which ${container} holds the ${records}? ${cap.localName} reads the records of one ${container}, by its ${param}, and none of the tools names ${records} itself. Give the ${container}'s ${param}, or ask to list the ${plural(container)} to find it.`;
}
