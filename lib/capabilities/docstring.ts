/**
 * Parameters described in a tool's docstring. Python MCP servers (FastMCP and the like) publish a
 * function's docstring as the tool's description and a schema whose properties carry no description
 * of their own: what `arrival_to` means ("Latest arrival date, YYYY-MM-DD (inclusive)") or how large
 * `limit` may be ("max 200") is written only in an `Args:` section. This reads the three common
 * docstring styles — Google (`Args:` / `Arguments:` / `Parameters:` then indented `name: text` or
 * `name (type): text`), Sphinx (`:param name: text`) and NumPy (`Parameters` over a dashed rule, then
 * `name : type` with the text indented below) — and the markdown TypeScript servers write (a heading
 * `### Arguments` / `**Parameters:**`, then a bullet per parameter: ``- `name` *(integer)*: text``) —
 * into a description per parameter, and the description without the parameter section. Pure; the text stays untrusted remote data and is
 * sanitized by the caller like any other description.
 */

export interface DocstringParams {
  /** Parameter name → its text, continuation lines joined. */
  params: Map<string, string>;
  /** The description without the parameter section (unchanged when there is none). */
  rest: string;
}

const GOOGLE_HEADER = /^(\s*)(?:Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments)\s*:\s*$/;
const NUMPY_HEADER = /^(\s*)Parameters\s*$/;
const NUMPY_RULE = /^\s*-{3,}\s*$/;
/** Any other section header of the same styles ends the parameter section (`Returns:`, `Raises`). */
const OTHER_HEADER =
  /^\s*(?:Returns?|Yields?|Raises|Examples?|Notes?|Example Usage|See Also|Warnings?|Attributes|Todo)\s*:?\s*$/;
const GOOGLE_ENTRY = /^(\s*)\*{0,2}([A-Za-z_][A-Za-z0-9_]*)\s*(?:\([^)]*\))?\s*:\s*(.*)$/;
const NUMPY_ENTRY = /^(\s*)([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*.*)?$/;
const SPHINX_ENTRY = /^\s*:param\s+(?:[^:\s]+\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(.*)$/;
/** A markdown heading of the parameter section: `## Arguments`, `**Parameters:**`, `#### Inputs`. */
const MARKDOWN_HEADER =
  /^\s*(?:#{1,6}\s*(?:\*\*)?|\*\*)(?:Args|Arguments|Parameters|Params|Inputs?)\s*:?\s*(?:\*\*)?\s*:?\s*$/i;
/** Any markdown heading (`## Returns`, `**Example:**`) ends the section. */
const MARKDOWN_OTHER_HEADER = /^\s*(?:#{1,6}\s|\*\*[^*]+\*\*\s*:?\s*$)/;
/**
 * One bullet per parameter: the name (in backticks or bold, or bare), an optional parenthesized type
 * (`*(integer, required)*`), then `:` or a dash and the text.
 */
const MARKDOWN_ENTRY =
  /^(\s*)[-*+]\s+(?:`|\*\*)?([A-Za-z_][A-Za-z0-9_]*)(?:`|\*\*)?\s*(?:\*?\([^)]*\)\*?)?\s*(?::|\s[-\u2013\u2014])\s*(.*)$/;

const indent = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0;

export function docstringParams(description: string | undefined): DocstringParams {
  const params = new Map<string, string>();
  if (!description) return { params, rest: description ?? "" };
  const lines = description.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  const add = (name: string, text: string) => {
    const prior = params.get(name);
    params.set(name, prior ? `${prior} ${text}`.trim() : text.trim());
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const sphinx = SPHINX_ENTRY.exec(line);
    if (sphinx) {
      let text = sphinx[2];
      const base = indent(line);
      i++;
      while (i < lines.length && lines[i].trim() && indent(lines[i]) > base && !/^\s*:/.test(lines[i]))
        text += ` ${lines[i++].trim()}`;
      add(sphinx[1], text);
      continue;
    }
    if (MARKDOWN_HEADER.test(line)) {
      i = markdownSection(lines, i + 1, add);
      continue;
    }
    const google = GOOGLE_HEADER.exec(line);
    const numpy = !google && NUMPY_HEADER.test(line) && NUMPY_RULE.test(lines[i + 1] ?? "");
    if (!google && !numpy) {
      kept.push(line);
      i++;
      continue;
    }
    const headerIndent = indent(line);
    i += google ? 1 : 2;
    let current: { name: string; indent: number } | undefined;
    for (; i < lines.length; i++) {
      const l = lines[i];
      if (!l.trim()) continue;
      if (OTHER_HEADER.test(l) || GOOGLE_HEADER.test(l)) break;
      if (NUMPY_RULE.test(lines[i + 1] ?? "") && indent(l) <= headerIndent) break;
      // A line back at the header's margin ends a Google section (the summary's prose resumes).
      if (google && indent(l) <= headerIndent) break;
      const entry = google ? GOOGLE_ENTRY.exec(l) : NUMPY_ENTRY.exec(l);
      const entryIndent = indent(l);
      if (entry && (!current || entryIndent <= current.indent)) {
        current = { name: entry[2], indent: entryIndent };
        add(entry[2], google ? entry[3] : "");
      } else if (current) add(current.name, l.trim());
      else break;
    }
  }
  return { params, rest: params.size ? kept.join("\n").trim() : description };
}

/**
 * The bullets of a markdown parameter section from line `i`; returns the first line after it. A
 * line indented under a bullet continues its text; another heading, or prose back at the margin,
 * ends the section.
 */
function markdownSection(lines: string[], i: number, add: (name: string, text: string) => void): number {
  let current: { name: string; indent: number } | undefined;
  for (; i < lines.length; i++) {
    const l = lines[i];
    if (!l.trim()) continue;
    if (MARKDOWN_HEADER.test(l) || MARKDOWN_OTHER_HEADER.test(l)) break;
    const entry = MARKDOWN_ENTRY.exec(l);
    if (entry && (!current || indent(l) <= current.indent)) {
      current = { name: entry[2], indent: indent(l) };
      add(entry[2], entry[3].replace(/`/g, ""));
    } else if (current && indent(l) > current.indent) add(current.name, l.trim().replace(/`/g, ""));
    else break;
  }
  return i;
}
