/**
 * "PO 10249's supplier", "PET-000512's owner": one record of another entity, owned by the record an
 * identifier names. The answer is that other record, reached through the one the identifier names —
 * never a search of the owned entity for the identifier as if it were a name, and never the
 * identified record shown as though it were the answer. Built only by structure: a get tool that
 * takes the identifier, a field of its records that refers to the owned entity, and a get tool of
 * the owned entity keyed by that reference.
 */
import type { Capability } from "@/lib/capabilities/types";
import type { JsonSchema } from "@/lib/json-schema";
import { declaredRecordShape } from "@/lib/semantics/declared-paths";
import { paramInfos, referencedEntity } from "@/lib/semantics/params";
import { identifierParts, singular } from "@/lib/semantics/words";
import { type BindScope, bindCapability } from "./bind";
import type { Chain, Scored } from "./score";

/**
 * What the question's possessive asks: the owned record through a chain, the identified record when
 * its declared shape carries the owned one (a claim's `adjuster: { id, name }`), or undefined.
 */
export function possessedChain(
  ranked: readonly Scored[],
  data: readonly Capability[],
  scope: BindScope,
): Scored | undefined {
  const poss = scope.pq.possessive;
  if (!poss) return undefined;
  const owned = poss.owned.norm;
  // The identified record: a get tool of another entity that takes the identifier and needs nothing else.
  const withId: BindScope = { ...scope, pq: { ...scope.pq, ids: [...scope.pq.ids, poss.id] } };
  const owners = data.flatMap((cap) => {
    if (cap.operation !== "get" || singular(cap.entity) === owned) return [];
    const binding = bindCapability(cap, withId);
    const name = binding.identified.find((n) => String(binding.args[n]) === poss.id.text);
    return name && binding.missingRequired.length === 0 ? [{ cap, binding, name }] : [];
  });
  if (owners.length !== 1) return undefined;
  const [owner] = owners as [(typeof owners)[number]];
  // Where its records refer to the owned entity; unknown until seen when no result shape is declared.
  const paths = owner.cap.outputSchema ? [...declaredRecordShape(owner.cap).paths.keys()] : undefined;
  const shape = owner.cap.outputSchema ? declaredRecordShape(owner.cap).paths : undefined;
  const found = paths?.filter(
    (k) =>
      !owner.cap.identityFields.includes(k) &&
      (referencedEntity(k, scope.vocab) === owned || namedReference(k, owned, shape?.get(k))),
  );
  // A record under an envelope is declared at both paths (`data.tenantId`, `tenantId`): one field.
  const refs = found?.filter((k) => !found.some((r) => r !== k && k.endsWith(`.${r}`)));
  const targets = ranked.flatMap((s) => {
    if (s.cap.operation !== "get" || singular(s.cap.entity) !== owned) return [];
    const [missing, ...more] = s.binding.missingRequired;
    const param = paramInfos(s.cap, scope.vocab).find((p) => p.name === missing);
    return param && more.length === 0 && param.entity === owned ? [{ s, param }] : [];
  });
  const [target] = targets;
  if (target && targets.length === 1 && (refs === undefined || refs.length === 1)) {
    const chain: Chain = {
      source: owner.cap,
      sourceParam: owner.name,
      sourceArgs: owner.binding.args,
      param: target.param,
      path: refs?.[0],
      query: poss.id.text,
      named: false,
    };
    return {
      ...target.s,
      chain,
      feasible: true,
      relevant: true,
      reasons: [...target.s.reasons, `its ${owned} through ${owner.cap.localName} of ${poss.id.text}`],
    };
  }
  // No way on to the owned record: the identified one answers when it embeds the owned one whole
  // (fields beside its reference: `adjuster.name`), never when it holds only an identifier.
  const embeds = paths?.some((k) => {
    const parts = k.split(".");
    const at = parts.findIndex(
      (p) =>
        referencedEntity(p, scope.vocab) === owned || identifierParts(p).map(singular).join(" ") === owned,
    );
    const rest = at >= 0 ? parts.slice(at + 1) : [];
    return rest.length > 0 && !rest.some((r) => identifierParts(r).includes("id"));
  });
  if (!embeds) return undefined;
  return {
    cap: owner.cap,
    binding: owner.binding,
    score: 0,
    feasible: true,
    relevant: true,
    reasons: [`${owner.cap.localName} of ${poss.id.text} carries its ${owned}`],
  };
}

/**
 * A field that holds the owned record's identifier under the entity's own name: `customer:
 * "cus_…"` (a string named by the entity), or the `id` of an object named by it (`tenant: { id }`,
 * JSON:API's `relationships.tenant.data.id`). An object's other fields (`tenant.data.type`) are not.
 */
function namedReference(path: string, owned: string, schema: JsonSchema | undefined): boolean {
  const parts = path.split(".");
  const named = (p: string) => identifierParts(p).map(singular).join(" ") === owned;
  const last = parts[parts.length - 1] ?? "";
  if (named(last)) return schema?.type === "string";
  const at = parts.findIndex(named);
  return at >= 0 && last.toLowerCase() === "id" && parts.slice(at + 1, -1).every((p) => !named(p));
}
