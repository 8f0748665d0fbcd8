import { describe, expect, it } from "vitest";
import { docstringParams } from "./docstring";

describe("docstringParams: the parameters a tool's docstring describes", () => {
  it("reads a Google-style Args: section, continuation lines joined, and keeps the rest", () => {
    const d = docstringParams(
      "List rooms.\n\nArgs:\n    hk_status: Housekeeping status\n        (clean or dirty).\n    floor (int): Floor number.\n\nReturns:\n    JSON.",
    );
    expect(Object.fromEntries(d.params)).toEqual({
      hk_status: "Housekeeping status (clean or dirty).",
      floor: "Floor number.",
    });
    expect(d.rest).toBe("List rooms.\n\nReturns:\n    JSON.");
  });

  it("reads Sphinx :param lines and a NumPy Parameters section", () => {
    expect(
      Object.fromEntries(
        docstringParams("Find.\n:param str name: Part of the name.\n:param limit: Up to 100.").params,
      ),
    ).toEqual({
      name: "Part of the name.",
      limit: "Up to 100.",
    });
    expect(
      Object.fromEntries(
        docstringParams(
          "Find.\n\nParameters\n----------\nname : str\n    Part of the name.\nlimit : int\n    Page size.\n\nReturns\n-------\ndict",
        ).params,
      ),
    ).toEqual({ name: "Part of the name.", limit: "Page size." });
  });

  it("leaves a description without a parameter section as it is", () => {
    const d = docstringParams("Search orders by status: open or closed.");
    expect(d.params.size).toBe(0);
    expect(d.rest).toBe("Search orders by status: open or closed.");
  });

  it("reads a markdown argument list: a heading, then one bullet per argument", () => {
    const d = docstringParams(
      "## List entries\n\nNewest first.\n\n### Arguments\n- `user_id` *(integer)*: only this user's.\n- `from` *(string)*: on or after (YYYY-MM-DD).\n  Inclusive.\n\n### Example\n```json\n{}\n```",
    );
    expect(Object.fromEntries(d.params)).toEqual({
      user_id: "only this user's.",
      from: "on or after (YYYY-MM-DD). Inclusive.",
    });
    expect(d.rest).toBe("## List entries\n\nNewest first.\n\n### Example\n```json\n{}\n```");
    expect(
      Object.fromEntries(
        docstringParams("Kilns.\n\n**Parameters:**\n- **kiln** (string) — the code.").params,
      ),
    ).toEqual({ kiln: "the code." });
    // A bullet list outside a parameter section is prose.
    expect(docstringParams("Kilns.\n\n- `kiln`: the code.").params.size).toBe(0);
  });
});
