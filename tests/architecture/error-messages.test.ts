/**
 * One error vocabulary (issue 11 item 2): a user message of `lib/errors.ts` is written there only.
 * Elsewhere a failure names its code and takes the table's message (`ERRORS[code].message`,
 * `AppError`, `toPublic`), so the two never drift apart. A message that adds a detail written for
 * the person ("…Using the latest selection: Orders.") is its own sentence and allowed.
 *
 * The check reads the syntax tree of every source file of `app/`, `components/` and `lib/`: a string
 * literal (or a template without substitutions) equal to one of the table's messages is a copy.
 */
import fs from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ERRORS } from "@/lib/errors";
import { relative, sourceFiles } from "./source-files";

const MESSAGES = new Set<string>(
  Object.values(ERRORS).flatMap((e) => ("answer" in e ? [e.message, e.answer.message] : [e.message])),
);

/** The string literals of one source text that repeat a message of the table. */
function copiedMessages(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && MESSAGES.has(node.text))
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("error messages", () => {
  it("a message of the error table is written in lib/errors.ts only", () => {
    const copies = sourceFiles()
      .map((file) => [relative(file), copiedMessages(file, fs.readFileSync(file, "utf8"))] as const)
      .filter(([file, found]) => file !== "lib/errors.ts" && found.length > 0)
      .map(([file, found]) => `${file}: ${found.join(" | ")}`);
    expect(copies).toEqual([]);
  });

  it("recognises a copied message and ignores a sentence that adds to one", () => {
    const text = [
      'skip({ code: "timeout:turn", message: "The turn was cancelled." });',
      "const m = `The request was not valid.`;",
      'const n = "The request was not valid. Check the form."; // "The turn was cancelled."',
    ].join("\n");
    expect(copiedMessages("x.ts", text)).toEqual(["The turn was cancelled.", "The request was not valid."]);
  });
});
