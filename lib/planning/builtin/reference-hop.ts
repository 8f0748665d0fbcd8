/**
 * "who is Tom Park's manager's manager?", "other purchase orders from the supplier of PO 10303",
 * "who else reports to Omar Doe's manager?": a record the question names (by a name or an
 * identifier), then one or two of the reference fields its records declare (`ManagerId`,
 * `supplierId`, `relationships.author.data.id`), read off the found record and followed — each hop the
 * same validated call of a get tool keyed by that reference; the last one either that record, or the
 * records a list takes it as a filter for. Bounded: at most {@link MAX_HOPS} references. A name that
 * matches several records suspends for a pick (the lookup expects one); an empty reference is said
 * ("no manager on record", by the executor); a chain that cannot be built safely is asked about —
 * never the first record found presented as the answer, never its own key sent where its
 * reference's belongs ("Tom's manager's team" is not Tom's reports).
 */
import type { Capability } from "@/lib/capabilities/types";
import { declaredRecordShape } from "@/lib/semantics/declared-paths";
import {
  ownRoleWords,
  type ParamInfo,
  paramInfos,
  referencedEntity,
  referenceRoleWords,
  searchesNames,
} from "@/lib/semantics/params";
import {
  CONTACT_WORDS,
  identifierParts,
  identifierWords,
  isPlural,
  managedWords,
  sameRoot,
  saysRole,
  singular,
  withoutPossessive,
} from "@/lib/semantics/words";
import type { PlannerInput } from "../planner";
import type { Plan, PlanAction } from "../types";
import { type BindScope, bindCapability } from "./bind";
import { chainLookup, plan, sendable } from "./compose";
import type { ParsedQuestion } from "./question";
import { elseAsked, expectFor, type Scored } from "./score";
import { GENERIC, RELATION_PREPOSITIONS, type Token } from "./text";

/** The most references one question follows ("X's manager's manager"): more is asked about. */
export const MAX_HOPS = 2;

/** One reference a record's kind declares: where its records hold it, and whose key it is. */
interface RoleField {
  /** The declared path on the record; undefined while the records' shape is not yet known. */
  path?: string;
  words: string[];
  target: string;
}

/** A subject and the references the question follows from it. */
interface Found {
  subject: { text: string; start: number; end: number; id?: Token };
  roles: { token: Token; field: RoleField }[];
  /** Tokens of the chain (subject, role words, "of", articles). */
  span: Set<Token>;
}

const AUXILIARY = new Set(["does", "do", "did"]);
const OF = new Set(["of", "on", "for"]);

/** A word that shapes the request ("who's", "the", "other"), never a role or a constraint. */
const generic = (t: Token) => GENERIC.has(t.lower) || GENERIC.has(t.norm);
const possessive = (t: Token | undefined) => t !== undefined && /['’]s?$/.test(t.text);
const capitalized = (t: Token | undefined) => t !== undefined && /^\p{Lu}[\p{Ll}'’-]+$/u.test(t.text);

/** The references records of `entity` declare, by their declared fields, else by the list filters of the same name. */
function roleFields(entity: string, data: readonly Capability[], scope: BindScope): RoleField[] {
  const own = data.filter((c) => singular(c.entity) === entity);
  const params = own.flatMap((c) => paramInfos(c, scope.vocab).filter((p) => p.entity && !p.required));
  const leaf = (name: string) => (name.split(".").at(-1) ?? name).toLowerCase();
  const declared = own.filter((c) => c.outputSchema && declaredRecordShape(c).paths.size > 0);
  const byFilters = () =>
    params.flatMap((p) => {
      const target = knownTarget(p, data);
      const words = target === entity ? ownRoleWords(p, entity) : referenceRoleWords(p.name);
      return target && words.length > 0 ? [{ words, target }] : [];
    });
  if (declared.length > 0) {
    const out = new Map<string, RoleField>();
    for (const c of declared) {
      const shape = declaredRecordShape(c);
      const paths = [...shape.paths.keys()];
      for (const path of paths) {
        if (c.identityFields.includes(path) || shape.collectionPath === path) continue;
        // An object's own path (`relationships.member`) is no reference: the key inside it is.
        if (paths.some((k) => k.startsWith(`${path}.`))) continue;
        const inner = shape.collectionPath ? path.replace(`${shape.collectionPath}.`, "") : path;
        if (out.has(inner)) continue;
        const byParam = params.find((p) => leaf(p.name) === leaf(inner) && !inner.includes("."));
        const words = referenceRoleWords(inner);
        // The records' own key under a wrapper (`Warden.WardenId`) is no reference to follow.
        if (words.join(" ") === entity) continue;
        const target =
          knownTarget(byParam, data) ??
          known(referencedEntity(inner.replace(/\.(?:data\.)?id$/i, ""), scope.vocab), data) ??
          (/\bid$/i.test(inner) ? filteredBy(words, entity, data, scope) : undefined);
        if (target && words.length > 0) out.set(inner, { path: path, words, target });
      }
    }
    // A reference the lists filter by that the shape learned does not hold (`relationships` seen as
    // one object): still a reference of these records — its place on them is unknown, so it is
    // asked about rather than read.
    const found = [...out.values()];
    const said = new Set(found.map((f) => `${f.target} ${f.words.join(" ")}`));
    return [...found, ...byFilters().filter((f) => !said.has(`${f.target} ${f.words.join(" ")}`))];
  }
  return byFilters();
}

/**
 * The kind of records a nested key names (`relationships.member.data.id`, `claim.adjuster.id`) when
 * no routed tool is of that kind: the one kind a list's filter of the same role words takes the key
 * of (`filter[member]`, `filter.adjusterId`).
 */
function filteredBy(
  words: readonly string[],
  entity: string,
  data: readonly Capability[],
  scope: BindScope,
): string | undefined {
  if (words.length === 0) return undefined;
  const kinds = new Set(
    data.flatMap((c) =>
      c.operation === "list" || c.operation === "search"
        ? paramInfos(c, scope.vocab).flatMap((p) =>
            p.entity && p.entity !== entity && referenceRoleWords(p.name).join(" ") === words.join(" ")
              ? [p.entity]
              : [],
          )
        : [],
    ),
  );
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

/** A tool that looks one record up by its key: a get, or a detail ("DescribeWarden"). */
const looksUpOne = (cap: Capability) => cap.operation === "get" || cap.operation === "detail";

/** `entity` when some tool is of that kind of records. */
const known = (entity: string | undefined, data: readonly Capability[]) =>
  entity !== undefined && data.some((c) => singular(c.entity) === entity) ? entity : undefined;

/**
 * The kind of records a reference filter takes the key of: its entity when tools are of it, else the
 * kind whose own key its description names ("Only wardens who answer to this supervisor (a WardenId)").
 */
function knownTarget(p: ParamInfo | undefined, data: readonly Capability[]): string | undefined {
  if (!p) return undefined;
  const entity = known(p.entity, data);
  if (entity) return entity;
  const said = new Set(
    (typeof p.schema.description === "string" ? p.schema.description.slice(0, 200) : "").match(/\w{4,}/g) ??
      [],
  );
  const kinds = new Set(
    data.filter((c) => c.identityFields.some((f) => said.has(f))).map((c) => singular(c.entity)),
  );
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

/** The one reference of `entity`'s records a question word names ("boss" of `ManagerId`). */
function roleNamed(t: Token | undefined, fields: readonly RoleField[]): RoleField | undefined {
  if (!t || generic(t)) return undefined;
  const word = singular(withoutPossessive(t.lower));
  const hits = fields.filter((f) => f.words.length === 1 && saysRole(word, f.words));
  // One reference declared at another place by each tool (`harvest.picker.id` of a get, `picker.id`
  // of a list's records) is one role: what tells roles apart is the kind each refers to.
  const distinct = new Set(hits.map((f) => `${f.target} ${f.words.join(" ")}`));
  return distinct.size === 1 ? hits[0] : undefined;
}

/** The subject's kind and the call that finds it (a lookup by name or a get by identifier). */
interface SubjectCall {
  entity: string;
  action: PlanAction;
  cap: Capability;
}

function subjectCall(
  subject: Found["subject"],
  ranked: readonly Scored[],
  data: readonly Capability[],
  scope: BindScope,
  input: PlannerInput,
  kindNoun: string | undefined,
  firstRole: Token | undefined,
): SubjectCall[] {
  if (subject.id) {
    const id = subject.id;
    const withId: BindScope = {
      ...scope,
      pq: { ...scope.pq, ids: [...scope.pq.ids.filter((x) => x !== id), id] },
    };
    const got = data.flatMap((cap) => {
      if (!looksUpOne(cap)) return [];
      if (kindNoun && singular(cap.entity) !== kindNoun) return [];
      const binding = bindCapability(cap, withId);
      const name = binding.identified.find((n) => String(binding.args[n]) === id.text);
      if (!name || binding.missingRequired.length > 0) return [];
      const args = { [name]: binding.args[name] };
      const action = {
        id: "a1",
        tool: cap.id,
        args: sendable(args, cap, input),
        dependsOn: [],
        expect: "one" as const,
      };
      return [{ entity: singular(cap.entity), action, cap }];
    });
    // No lookup takes the identifier ("HIST-310" where courses are got by a global id): the search
    // that finds its record by it, as a name's ("CS-101's assignments" looks the course up first).
    if (got.length > 0) return got;
  }
  const seen = new Set<string>();
  // A search of the subject's kind that takes the name itself ("FindWardens NameLike: Ada Quill").
  const searched = ranked.flatMap((s) => {
    // An identifier bound as a search's words may be a name search's: only a chain's lookup finds it.
    if (subject.id || s.chain || (s.cap.operation !== "search" && s.cap.operation !== "list")) return [];
    const entry = Object.entries(s.binding.args).find(
      ([, v]) => typeof v === "string" && v.toLowerCase() === subject.text.toLowerCase(),
    );
    if (!entry || seen.has(s.cap.id)) return [];
    seen.add(s.cap.id);
    const action: PlanAction = {
      id: "a1",
      tool: s.cap.id,
      args: sendable({ [entry[0]]: entry[1] }, s.cap, input),
      dependsOn: [],
      expect: "one",
    };
    return [{ entity: singular(s.cap.entity), action, cap: s.cap }];
  });
  const chained = ranked.flatMap((s) => {
    const chain = s.chain ?? s.chains?.[0];
    if (!chain || chain.hop || chain.query.toLowerCase() !== subject.text.toLowerCase()) return [];
    if (seen.has(chain.source.id)) return [];
    seen.add(chain.source.id);
    const action = chainLookup(chain, input);
    return [{ entity: singular(chain.source.entity), action, cap: chain.source }];
  });
  const all = [...searched, ...chained];
  if (all.length > 0) return all.filter((x, i) => all.findIndex((y) => y.cap.id === x.cap.id) === i);
  if (subject.id) return [];
  // The name went to the reference its role names ("Ada Quill's supervisor" as a supervisor filter):
  // the one search of a kind whose records declare that role, by its name parameter.
  const byName = data.flatMap((cap) => {
    if (cap.operation !== "search" && cap.operation !== "list") return [];
    const entity = singular(cap.entity);
    if (!roleNamed(firstRole, roleFields(entity, data, scope))) return [];
    const names = paramInfos(cap, scope.vocab).filter((p) => searchesNames(p, cap.description));
    if (names.length !== 1) return [];
    const name = (names[0] as ParamInfo).name;
    const action: PlanAction = {
      id: "a1",
      tool: cap.id,
      args: sendable({ [name]: subject.text }, cap, input),
      dependsOn: [],
      expect: "one",
    };
    return [{ entity, action, cap }];
  });
  return byName;
}

/** A get tool of `entity` keyed by its identifier alone. */
function getterOf(entity: string, data: readonly Capability[], scope: BindScope) {
  const found = data.flatMap((cap) => {
    if (!looksUpOne(cap) || singular(cap.entity) !== entity) return [];
    const required = paramInfos(cap, scope.vocab).filter((p) => p.required);
    const [key] = required;
    return key && required.length === 1 && (key.entity === undefined || key.entity === entity)
      ? [{ cap, key }]
      : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

/** Words of the tail that only ask to see a record: question words, its fields, contact words. */
function asksRecord(tail: readonly Token[], target: string, data: readonly Capability[]): boolean {
  const fields = new Set(
    data
      .filter((c) => singular(c.entity) === target)
      .flatMap((c) => [...declaredRecordShape(c).paths.keys()].flatMap((k) => identifierWords(k)))
      .map((w) => singular(w.toLowerCase())),
  );
  return tail.every(
    (t) => generic(t) || /^\W*$/.test(t.text) || CONTACT_WORDS.has(t.norm) || fields.has(t.norm),
  );
}

/** The list whose filter takes a `target` key, and whose records the tail names (or the filter's relation). */
function listTaking(
  tail: readonly Token[],
  target: string,
  ranked: readonly Scored[],
  data: readonly Capability[],
  scope: BindScope,
): { s: Scored; param: ParamInfo } | undefined {
  const fits = ranked.flatMap((s) => {
    if (s.cap.operation !== "list" && s.cap.operation !== "search") return [];
    const own = singular(s.cap.entity);
    const params = paramInfos(s.cap, scope.vocab).filter(
      (p) => !p.required && (knownTarget(p, data) ?? p.entity) === target,
    );
    if (params.length !== 1) return [];
    const [param] = params as [ParamInfo];
    const description =
      typeof param.schema.description === "string" ? param.schema.description.slice(0, 200) : "";
    const said = [
      ...managedWords(ownRoleWords(param, own)),
      ...identifierWords(description).filter((w) => w.length >= 4 && !GENERIC.has(w) && w !== target),
    ];
    const last = identifierParts(own).at(-1)?.toLowerCase() ?? own;
    const named = tail.some(
      (t) =>
        t.norm === own ||
        singular(t.lower) === last ||
        (!generic(t) && said.some((w) => sameRoot(t.lower, w))),
    );
    return named ? [{ s, param }] : [];
  });
  const tools = new Set(fits.map((f) => f.s.cap.id));
  return tools.size === 1 ? fits[0] : undefined;
}

/** The chain the question writes: "S's r1['s r2]", "r of S['s r1]", "the r of <kind> <id>". */
interface Written {
  subject: Found["subject"];
  after: Token[];
  before: { role: Token; of: Token; the?: Token }[];
  /** "the" right before the subject ("the supplier of the PO 10303"). */
  article?: Token;
  kind?: string;
  /** The role is asked before the record ("which member is loan 5733 for?"). */
  asked?: true;
  span: Set<Token>;
}

function chainIn(pq: ParsedQuestion): Written | undefined {
  const tokens = pq.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    // "book 311's author": the possessed identifier is kept out of `ids` (see `possessive`), yet it
    // is the chain's subject all the same.
    const id = [...pq.ids, ...(pq.possessive ? [pq.possessive.id] : [])].find((x) => x.start === t.start);
    let subject: Found["subject"] | undefined;
    const first = i;
    let last = i;
    if (id) subject = { text: id.text, start: id.start, end: id.end, id };
    else if (capitalized(t) && !generic(t)) {
      let j = i;
      while (j + 1 < tokens.length && j - i < 2 && !possessive(tokens[j]) && capitalized(tokens[j + 1])) j++;
      if (j === i || !possessive(tokens[j])) continue;
      const end = (tokens[j] as Token).end - ((tokens[j] as Token).text.match(/['’]s?$/)?.[0].length ?? 0);
      subject = { text: pq.raw.slice(t.start, end), start: t.start, end };
      last = j;
    }
    if (!subject) continue;
    const span = new Set<Token>(tokens.slice(first, last + 1));
    // Roles after the subject's possessive: "X's manager's manager".
    const after: Token[] = [];
    if (possessive(tokens[last])) {
      let k = last + 1;
      while (k < tokens.length) {
        const r = tokens[k] as Token;
        after.push(r);
        if (!possessive(r)) break;
        k++;
      }
    }
    // Roles before it: "the manager of X's manager", "the supplier of PO 10303".
    let kind: string | undefined;
    let b = first - 1;
    if (id && tokens[b] && !generic(tokens[b] as Token) && !OF.has((tokens[b] as Token).lower)) {
      kind = (tokens[b] as Token).norm;
      span.add(tokens[b] as Token);
      b--;
    }
    const article = tokens[b]?.lower === "the" ? (tokens[b] as Token) : undefined;
    if (article) b--;
    // Pairs of a role word and the "of" after it, innermost first.
    const before: { role: Token; of: Token; the?: Token }[] = [];
    while (
      b >= 1 &&
      OF.has((tokens[b] as Token).lower) &&
      tokens[b - 1] &&
      !generic(tokens[b - 1] as Token)
    ) {
      const pair: { role: Token; of: Token; the?: Token } = {
        role: tokens[b - 1] as Token,
        of: tokens[b] as Token,
      };
      b -= 2;
      if (tokens[b]?.lower === "the") {
        pair.the = tokens[b] as Token;
        b--;
      }
      before.push(pair);
    }
    // "which member is loan 5733 for?", "which vehicle does driver D-0124 drive?": the role asked
    // first, the identified record after the verb, and at most one word of relation after it.
    const asked =
      id && after.length === 0 && before.length === 0 ? askedRole(tokens, b, subject.end) : undefined;
    if (asked) {
      before.push({ role: asked.role, of: asked.verb });
      for (const t of asked.relation) span.add(t);
    }
    if (after.length === 0 && before.length === 0) continue;
    return {
      subject,
      after,
      before,
      ...(kind ? { kind } : {}),
      ...(article ? { article } : {}),
      ...(asked ? { asked: true as const } : {}),
      span,
    };
  }
  return undefined;
}

/**
 * The role a question opens with before an identified record ("which member is loan 5733 for?",
 * "what sailing does booking BK-1 belong to?"): "which|what", one singular role word, the copula or
 * auxiliary right before the record (`at`), and what follows the record — at most one word that is
 * no question word (the relation: "for", "drive", "belong to").
 */
function askedRole(
  tokens: readonly Token[],
  at: number,
  end: number,
): { role: Token; verb: Token; relation: Token[] } | undefined {
  const verb = tokens[at];
  const role = tokens[at - 1];
  if (at !== 2 || !verb || !role || !ASKED_WITH.has(verb.lower) || generic(role)) return undefined;
  if (!QUESTION_WORDS.has((tokens[0] as Token).lower) || isPlural(role.lower)) return undefined;
  const relation = tokens.filter((t) => t.start >= end);
  return relation.filter((t) => !generic(t) && !/^\W*$/.test(t.text)).length <= 1
    ? { role, verb, relation }
    : undefined;
}
const QUESTION_WORDS = new Set(["which", "what"]);
const ASKED_WITH = new Set([...AUXILIARY, "is", "was"]);

/**
 * The plan of a question that follows references from a named or identified record, or a question
 * back when it cannot be followed safely; undefined when the question writes no such chain.
 */
export function referenceHopPlan(
  ranked: readonly Scored[],
  data: readonly Capability[],
  scope: BindScope,
  input: PlannerInput,
): Plan | undefined {
  const pq = scope.pq;
  const written = chainIn(pq);
  if (!written) return undefined;
  const subjects = subjectCall(
    written.subject,
    ranked,
    data,
    scope,
    input,
    written.kind,
    written.after[0] ?? written.before[0]?.role,
  );
  if (subjects.length === 0 && written.subject.id) {
    // "how many courses does HIST-310's instructor teach?" where no lookup takes that identifier: one
    // record's reference its role names ("HIST-310's instructor", "the instructor of HIST-105") is
    // asked about, never the identifier searched as words. Records of a kind ("assignments of
    // CS-101") are left to a list filtered by the record.
    const pair = written.before[0];
    const role = written.after[0] ?? (pair?.the ? pair.role : undefined);
    const one = role !== undefined && !isPlural(withoutPossessive(role.lower));
    const kinds = new Set(data.map((c) => singular(c.entity)));
    if (one && [...kinds].some((k) => roleNamed(role, roleFields(k, data, scope)) !== undefined))
      return plan(
        "clarify",
        `I cannot look up ${written.subject.text} to follow its ${withoutPossessive(role?.text ?? "")}. Select the record in a table and ask about it, or name it.`,
        "missing_input",
      );
  }
  if (subjects.length !== 1) return undefined;
  const [subject] = subjects as [SubjectCall];
  // Follow the role words from the subject's kind: after its possessive first, then the "of" ones outward.
  const roles: Found["roles"] = [];
  let entity = subject.entity;
  const span = new Set(written.span);
  const follow = (token: Token): boolean => {
    const field = roleNamed(token, roleFields(entity, data, scope));
    if (!field) return false;
    roles.push({ token, field });
    span.add(token);
    entity = field.target;
    return true;
  };
  for (const token of written.after) if (!follow(token)) break;
  // "the manager of X's manager": the "of" roles apply once every role after the possessive did.
  const unread = written.after.filter((t) => !span.has(t));
  if (unread.length === 0 || (unread.length === 1 && !possessive(unread[0])))
    for (const pair of written.before) {
      if (roles.length >= MAX_HOPS + 1 || !follow(pair.role)) break;
      span.add(pair.of);
      if (pair.the) span.add(pair.the);
    }
  if (roles.length === 0) return undefined;
  // A role asked before the record whose kind no tool looks up one by one ("which ward is S-10023
  // in?" with no ward lookup): the identified record holds the answer, as before.
  if (written.asked && !getterOf(entity, data, scope)) return undefined;
  if (written.article && roles.some((r) => written.before.some((p) => p.role === r.token)))
    span.add(written.article);
  const self = roles.every((r) => r.field.target === subject.entity);
  const named =
    written.kind && written.subject.id ? `${written.kind} ${written.subject.text}` : written.subject.text;
  const question = `${named}'s ${roles.map((r) => withoutPossessive(r.token.text)).join("'s ")}`;
  const cannot = plan(
    "clarify",
    `I can find ${named}, but I cannot follow ${question} to answer this. Select the record in a table and ask about it, or name it.`,
    "missing_input",
  );
  // The role verb after the chain ("who does X's manager report to?") is one more reference to follow.
  const first = pq.tokens.findIndex((t) => span.has(t));
  const verb = pq.tokens.find((t) => t.start > written.subject.end && !span.has(t) && !generic(t));
  let subjectOfVerb =
    AUXILIARY.has(pq.tokens[first - 1]?.lower ?? "") &&
    verb !== undefined &&
    verb.start > (pq.tokens[first]?.start ?? 0);
  let tail = pq.tokens.filter((t) => !span.has(t));
  if (subjectOfVerb) {
    const fields = roleFields(entity, data, scope);
    const lists = data.flatMap((c) =>
      singular(c.entity) === entity
        ? paramInfos(c, scope.vocab).filter((p) => knownTarget(p, data) === entity)
        : [],
    );
    const described = lists.filter((p) => {
      const d = typeof p.schema.description === "string" ? p.schema.description.slice(0, 200) : "";
      return verb !== undefined && identifierWords(d).some((w) => w.length >= 4 && sameRoot(verb.lower, w));
    });
    const role = described.length === 1 ? referenceRoleWords((described[0] as ParamInfo).name) : [];
    const field = fields.find((f) => role.length > 0 && f.words.join(" ") === role.join(" "));
    if (!verb || !field || roles.length >= MAX_HOPS) {
      // "what else does product 77's supplier make?": the verb names no reference, and other records
      // are asked — the records of the identified one's kind the reached record is referenced by, or
      // a question back; never the reached record itself.
      if (!elseAsked(tail)) return roles.length > 1 || self ? cannot : undefined;
      const kindToken = written.kind ? [...written.span].find((t) => t.norm === written.kind) : undefined;
      if (!kindToken || roles.length > 1) return cannot;
      tail = [...tail, kindToken];
      subjectOfVerb = false;
    } else {
      roles.push({ token: verb, field });
      tail = tail.filter((t) => t !== verb && !(RELATION_PREPOSITIONS.has(t.lower) && t.start > verb.start));
    }
  }
  if (roles.length > MAX_HOPS) return cannot;
  if (unread.some((t) => possessive(t))) return cannot;
  const target = roles.at(-1)?.field.target ?? entity;
  const getsRecord = !subjectOfVerb || tail.every((t) => generic(t) || /^\W*$/.test(t.text));
  // Each hop: the record the previous one's field refers to, by a get of its kind.
  const actions: PlanAction[] = [subject.action];
  const hopTo = (count: number): boolean => {
    for (let i = 0; i < count; i++) {
      const { field } = roles[i] as Found["roles"][number];
      const getter = getterOf(field.target, data, scope);
      const from = actions.at(-1) as PlanAction;
      const path = pathOn(from, roles, i, data);
      if (!getter || path === undefined) return false;
      actions.push({
        id: `a${actions.length + 1}`,
        tool: getter.cap.id,
        args: sendable({ [getter.key.name]: { $from: from.id, path } }, getter.cap, input),
        dependsOn: [from.id],
        expect: "one",
      });
    }
    return true;
  };
  // A lookup whose records' shape is already known (declared, or learned from a result) that does
  // not hold the reference: running it again shows nothing new — asked about.
  const learnedOrLookup = () =>
    shapeKnown(actions.at(-1) as PlanAction, data) ? cannot : lookupFirst(actions);
  if (getsRecord && asksRecord(tail, target, data) && !elseAsked(tail)) {
    if (!hopTo(roles.length)) return learnedOrLookup();
    return plan("tools", `${question}: ${roles.length} reference(s) followed`, undefined, actions);
  }
  if (subjectOfVerb) return cannot;
  // The records a list takes the last reference for ("who else reports to X's manager", "other
  // purchase orders from the supplier of PO 10303"): fed by the field itself, one hop fewer.
  const listed = listTaking(tail, target, ranked, data, scope);
  // "what else do we buy from PO 10528's supplier?": other records are asked — the record the chain
  // reaches is no answer to it.
  if (!listed) return roles.length > 1 || self || elseAsked(tail) ? cannot : undefined;
  // A list is planned only over declared shapes: an undeclared one is not looked up first on a guess.
  const unknown = roles.length > 1 || self ? cannot : undefined;
  if (!hopTo(roles.length - 1)) return unknown;
  const from = actions.at(-1) as PlanAction;
  const path = pathOn(from, roles, roles.length - 1, data);
  // The reference's place is not declared yet: the lookups run first and the host plans again over
  // the shape they show (the record found on the way is never presented as the answer).
  if (path === undefined)
    // A record named by an identifier only: a name is left to the lookups that ask which one is meant.
    return (roles[roles.length - 1] as Found["roles"][number]).field.path === undefined &&
      written.subject.id !== undefined
      ? learnedOrLookup()
      : unknown;
  const kept = keptArgs(listed.s, listed.param, span, written.subject.text);
  if (!kept) return cannot;
  actions.push({
    id: `a${actions.length + 1}`,
    tool: listed.s.cap.id,
    args: sendable({ ...kept, [listed.param.name]: { $from: from.id, path } }, listed.s.cap, input),
    dependsOn: [from.id],
    expect: expectFor(listed.s.cap),
  });
  return plan("tools", `${question}: ${listed.s.cap.localName} by ${listed.param.name}`, undefined, actions);
}

/** Where the record of `from` holds the i-th reference: its declared path on that tool, if declared. */
function pathOn(
  from: PlanAction,
  roles: Found["roles"],
  i: number,
  data: readonly Capability[],
): string | undefined {
  const cap = data.find((c) => c.id === from.tool);
  if (!cap) return undefined;
  const shape = declaredRecordShape(cap);
  const field = roles[i]?.field;
  if (!field?.path) return undefined;
  const inner = shape.collectionPath ? field.path.replace(`${shape.collectionPath}.`, "") : field.path;
  const candidates = [
    field.path,
    inner,
    ...(shape.collectionPath ? [`${shape.collectionPath}.${inner}`] : []),
  ];
  const found = candidates.find((p) => shape.paths.has(p));
  if (found) return found;
  // Declared by another tool at another depth: the one path of this tool's records that ends the same.
  const tail = field.path.split(".").slice(-2).join(".");
  const ends = [...shape.paths.keys()].filter(
    (p) => p.endsWith(`.${tail}`) && ![...shape.paths.keys()].some((k) => k.startsWith(`${p}.`)),
  );
  return ends.length === 1 ? ends[0] : undefined;
}

/** Whether the records of the tool `action` calls have a known shape (declared or learned). */
function shapeKnown(action: PlanAction, data: readonly Capability[]): boolean {
  const cap = data.find((c) => c.id === action.tool);
  return cap !== undefined && declaredRecordShape(cap).paths.size > 0;
}

/**
 * The path of a hop is not declared yet (the records' shape is learned from a first call): the calls
 * up to there run alone and the host plans again from what they return.
 */
function lookupFirst(actions: PlanAction[]): Plan {
  return plan(
    "tools",
    "the records' shape is not declared yet: the lookups run first",
    "lookup_first",
    actions,
  );
}

/** The list's other arguments, read from the question outside the chain; undefined when something said would be dropped. */
function keptArgs(
  s: Scored,
  param: ParamInfo,
  span: ReadonlySet<Token>,
  subject: string,
): Record<string, unknown> | undefined {
  const chainWords = new Set([...span].map((t) => t.lower.replace(/['’]s?$/, "")));
  const spoken = (text: string) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .every((w) => chainWords.has(w.replace(/['’]s?$/, "")) || GENERIC.has(w));
  if (s.binding.unexpressed.some((u) => !spoken(u))) return undefined;
  // Words no parameter took ("from Lisbon" where the list takes no port by that word) are never dropped.
  const residual = s.binding.residual.trim();
  if (residual && !spoken(residual) && !residual.toLowerCase().includes(subject.toLowerCase()))
    return undefined;
  const params = paramInfos(s.cap);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(s.binding.args)) {
    if (name === param.name) continue;
    if (value && typeof value === "object" && "$from" in (value as object)) continue;
    const p = params.find((x) => x.name === name);
    if (
      typeof value === "string" &&
      (value.toLowerCase().includes(subject.toLowerCase()) || (p?.freeText && spoken(value)))
    )
      continue;
    if (p?.freeText) return undefined;
    out[name] = value;
  }
  return out;
}
