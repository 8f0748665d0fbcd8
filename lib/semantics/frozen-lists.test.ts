import { describe, expect, it } from "vitest";
import { deepFreeze } from "@/lib/capabilities";
import { describedKinds, entityAliases } from "./aliases";
import { frozenListKey, oncePerFrozenList } from "./frozen-lists";
import { entityVocabulary, idFormats } from "./params";

const tool = (entity: string, description: string, id = "") => ({
  entity,
  description,
  localName: `list_${entity}s`,
  inputSchema: {
    type: "object",
    properties: id ? { [`${entity}_id`]: { type: "string", pattern: id } } : {},
  },
  identityFields: [`${entity}_id`],
});

describe("oncePerFrozenList: what is read from a list of frozen capabilities, once per list", () => {
  it("reads a list of the same frozen objects once, whatever array holds them", () => {
    let reads = 0;
    const count = oncePerFrozenList((list: readonly object[]) => {
      reads++;
      return list.length;
    });
    const a = Object.freeze({ n: 1 });
    const b = Object.freeze({ n: 2 });
    expect(count([a, b])).toBe(2);
    expect(count([a, b])).toBe(2);
    expect(reads).toBe(1);
    // Another order, another list: read again.
    expect(count([b, a])).toBe(2);
    expect(reads).toBe(2);
  });

  it("reads a list with an object that is not frozen every time (it may change between calls)", () => {
    let reads = 0;
    const names = oncePerFrozenList((list: readonly { name: string }[]) => {
      reads++;
      return list.map((x) => x.name).join(",");
    });
    const open = { name: "quill" };
    expect(names([Object.freeze({ name: "vellum" }), open])).toBe("vellum,quill");
    open.name = "nib";
    expect(names([Object.freeze({ name: "vellum" }), open])).toBe("vellum,nib");
    expect(reads).toBe(2);
    expect(frozenListKey([open])).toBeUndefined();
  });

  it("gives the aliases, kinds, vocabulary and id formats of frozen tools as read afresh, and each caller its own map", () => {
    const tools = [
      tool("lantern", "List lanterns (beacons, flares) of the keep", "^LN-\\d+$"),
      tool("lantern", "Get a brass lantern by id"),
      tool("lantern", "Search brass lanterns"),
      tool("warden", "List wardens of the keep", "^WD-\\d+$"),
    ];
    const fresh = {
      aliases: entityAliases(tools),
      kinds: describedKinds(tools),
      formats: idFormats(tools, entityVocabulary(tools)),
    };
    const frozen = tools.map((t) => deepFreeze(structuredClone(t)));
    for (let i = 0; i < 2; i++) {
      const aliases = entityAliases(frozen);
      expect(aliases).toEqual(fresh.aliases);
      // A caller adding to its map changes no other caller's.
      aliases.set("lamp", "lantern");
      expect(describedKinds([...frozen])).toEqual(fresh.kinds);
      expect(
        idFormats([...frozen], entityVocabulary([...frozen])).map((f) => [f.entity, f.pattern.source]),
      ).toEqual(fresh.formats.map((f) => [f.entity, f.pattern.source]));
    }
    expect(entityAliases(frozen).has("lamp")).toBe(false);
    expect(entityVocabulary([...frozen])).toBe(entityVocabulary(frozen));
    expect([fresh.aliases.size, fresh.kinds.size, fresh.formats.length].every((n) => n > 0)).toBe(true);
  });
});
