/**
 * Fixture "refs" (filesystem): a server in the style of the reference MCP filesystem server
 * (@modelcontextprotocol/server-filesystem) over a virtual tree under /projects (./refs-data.ts):
 * `list_allowed_directories`, `list_directory` ("[FILE] a.txt" / "[DIR] reports" lines),
 * `list_directory_with_sizes`, `directory_tree` (JSON text), `search_files` (glob or partial name,
 * full paths one a line, "No matches found"), `get_file_info` ("key: value" lines), `read_text_file`
 * (head/tail), `read_multiple_files` ("path:\ncontent" blocks split by "---"); the writes
 * `write_file`, `edit_file`, `create_directory`, `move_file` are never approved. The real server's
 * descriptions (shortened) and annotations; errors as "Error: …" text. Written before the planner ran on it.
 * Run over stdio: `node --import tsx tests/conformance/servers/refs-fs.ts`.
 */
import { pathToFileURL } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { refsFiles, type VFile } from "./refs-data";

export const REFS_FS_READ_TOOLS = [
  "list_allowed_directories",
  "list_directory",
  "list_directory_with_sizes",
  "directory_tree",
  "search_files",
  "get_file_info",
  "read_text_file",
  "read_multiple_files",
];
export const REFS_FS_WRITE_TOOLS = ["write_file", "edit_file", "create_directory", "move_file"];

const ROOT = "/projects";
const READ = { readOnlyHint: true };
const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });
const fail = (t: string) => ({ isError: true, content: [{ type: "text" as const, text: `Error: ${t}` }] });

const bytes = (s: string) => Buffer.byteLength(s, "utf8");
/** Date.prototype.toString's shape, in UTC whatever the machine's zone ("Mon Sep 29 2025 17:42:00 GMT+0000"). */
const stamp = (iso: string) => {
  const [dow, dd, mon, yyyy, hms] = new Date(iso).toUTCString().replace(",", "").split(" ");
  return `${dow} ${mon} ${dd} ${yyyy} ${hms} GMT+0000 (Coordinated Universal Time)`;
};

function globToRegExp(glob: string): RegExp {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*" && glob[i + 1] === "*") {
      re += ".*";
      i++;
      if (glob[i + 1] === "/") i++;
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else re += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`, "i");
}

export function createRefsFsServer(): McpServer {
  const server = new McpServer({ name: "secure-filesystem-server", version: "0.2.0" });
  const files: VFile[] = refsFiles();
  const dirs = new Set<string>([ROOT]);
  for (const f of files) {
    const parts = f.path.split("/");
    for (let i = 2; i < parts.length; i++) dirs.add(parts.slice(0, i).join("/"));
  }
  const dirTimes = (d: string) => {
    const inside = files.filter((f) => f.path.startsWith(`${d}/`));
    return {
      created: inside.map((f) => f.created).sort()[0],
      modified: inside
        .map((f) => f.modified)
        .sort()
        .at(-1) as string,
    };
  };

  /** The real server resolves a path against the allowed directories and refuses anything outside. */
  const resolve = (p: string): string | { error: string } => {
    let abs = p.trim().replace(/\\/g, "/");
    if (abs === "" || abs === ".") abs = ROOT;
    if (abs.startsWith("~"))
      return { error: `Access denied - path outside allowed directories: ${p} not in ${ROOT}` };
    if (!abs.startsWith("/")) abs = `${ROOT}/${abs}`;
    const out: string[] = [];
    for (const seg of abs.split("/")) {
      if (!seg || seg === ".") continue;
      if (seg === "..") out.pop();
      else out.push(seg);
    }
    const norm = `/${out.join("/")}`;
    if (norm !== ROOT && !norm.startsWith(`${ROOT}/`))
      return { error: `Access denied - path outside allowed directories: ${norm} not in ${ROOT}` };
    return norm;
  };
  const fileAt = (p: string) => files.find((f) => f.path === p);
  const children = (d: string) => {
    const names = new Map<string, "file" | "directory">();
    for (const x of dirs)
      if (x.startsWith(`${d}/`) && !x.slice(d.length + 1).includes("/"))
        names.set(x.slice(d.length + 1), "directory");
    for (const f of files)
      if (f.path.startsWith(`${d}/`) && !f.path.slice(d.length + 1).includes("/"))
        names.set(f.path.slice(d.length + 1), "file");
    return [...names.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  const notFound = (p: string) => fail(`ENOENT: no such file or directory, stat '${p}'`);
  const readable = (p: string): { path: string; file: VFile } | { error: ReturnType<typeof fail> } => {
    const r = resolve(p);
    if (typeof r !== "string") return { error: fail(r.error) };
    if (dirs.has(r)) return { error: fail(`EISDIR: illegal operation on a directory, read '${r}'`) };
    const file = fileAt(r);
    if (!file) return { error: fail(`ENOENT: no such file or directory, open '${r}'`) };
    return { path: r, file };
  };

  server.registerTool(
    "read_text_file",
    {
      title: "Read Text File",
      description:
        "Read the complete contents of a file from the file system as text. Handles various text encodings and provides detailed error messages if the file cannot be read. Use this tool when you need to examine the contents of a single file. Use the 'head' parameter to return only the first N lines of a file, or the 'tail' parameter to return only the last N lines of a file. Only works within allowed directories.",
      inputSchema: {
        path: z.string(),
        tail: z.number().optional().describe("If provided, returns only the last N lines of the file"),
        head: z.number().optional().describe("If provided, returns only the first N lines of the file"),
      },
      annotations: READ,
    },
    async ({ path, head, tail }) => {
      if (head !== undefined && tail !== undefined)
        return fail("Cannot specify both head and tail parameters simultaneously");
      const r = readable(path);
      if ("error" in r) return r.error;
      const lines = r.file.content.replace(/\n$/, "").split("\n");
      if (head !== undefined) return text(lines.slice(0, head).join("\n"));
      if (tail !== undefined) return text(lines.slice(-tail).join("\n"));
      return text(r.file.content);
    },
  );

  server.registerTool(
    "read_multiple_files",
    {
      title: "Read Multiple Files",
      description:
        "Read the contents of multiple files simultaneously. This is more efficient than reading files one by one when you need to analyze or compare multiple files. Each file's content is returned with its path as a reference. Failed reads for individual files won't stop the entire operation. Only works within allowed directories.",
      inputSchema: {
        paths: z
          .array(z.string())
          .min(1)
          .describe(
            "Array of file paths to read. Each path must be a string pointing to a valid file within allowed directories.",
          ),
      },
      annotations: READ,
    },
    async ({ paths }) =>
      text(
        paths
          .map((p) => {
            const r = readable(p);
            if ("error" in r) return `${p}: ${r.error.content[0].text}`;
            return `${p}:\n${r.file.content}\n`;
          })
          .join("\n---\n"),
      ),
  );

  server.registerTool(
    "list_directory",
    {
      title: "List Directory",
      description:
        "Get a detailed listing of all files and directories in a specified path. Results clearly distinguish between files and directories with [FILE] and [DIR] prefixes. This tool is essential for understanding directory structure and finding specific files within a directory. Only works within allowed directories.",
      inputSchema: { path: z.string() },
      annotations: READ,
    },
    async ({ path }) => {
      const r = resolve(path);
      if (typeof r !== "string") return fail(r.error);
      if (!dirs.has(r)) return fileAt(r) ? fail(`ENOTDIR: not a directory, scandir '${r}'`) : notFound(r);
      return text(
        children(r)
          .map(([n, t]) => `${t === "directory" ? "[DIR]" : "[FILE]"} ${n}`)
          .join("\n"),
      );
    },
  );

  server.registerTool(
    "list_directory_with_sizes",
    {
      title: "List Directory with Sizes",
      description:
        "Get a detailed listing of all files and directories in a specified path, including sizes. Results clearly distinguish between files and directories with [FILE] and [DIR] prefixes. This tool is useful for understanding directory structure and finding specific files within a directory. Only works within allowed directories.",
      inputSchema: {
        path: z.string(),
        sortBy: z.enum(["name", "size"]).optional().default("name").describe("Sort entries by name or size"),
      },
      annotations: READ,
    },
    async ({ path, sortBy }) => {
      const r = resolve(path);
      if (typeof r !== "string") return fail(r.error);
      if (!dirs.has(r)) return fileAt(r) ? fail(`ENOTDIR: not a directory, scandir '${r}'`) : notFound(r);
      const entries = children(r).map(([n, t]) => ({
        n,
        t,
        size: t === "file" ? bytes(fileAt(`${r}/${n}`)?.content ?? "") : 0,
      }));
      if (sortBy === "size") entries.sort((a, b) => b.size - a.size);
      const fmt = (b: number) => (b < 1024 ? `${b} B` : `${(b / 1024).toFixed(2)} KB`);
      const lines = entries.map(
        (e) =>
          `${e.t === "directory" ? "[DIR]" : "[FILE]"} ${e.n.padEnd(30)} ${e.t === "file" ? fmt(e.size).padStart(10) : ""}`,
      );
      const nFiles = entries.filter((e) => e.t === "file").length;
      lines.push(
        "",
        `Total: ${nFiles} files, ${entries.length - nFiles} directories`,
        `Combined size: ${fmt(entries.reduce((s, e) => s + e.size, 0))}`,
      );
      return text(lines.join("\n"));
    },
  );

  server.registerTool(
    "directory_tree",
    {
      title: "Directory Tree",
      description:
        "Get a recursive tree view of files and directories as a JSON structure. Each entry includes 'name', 'type' (file/directory), and 'children' for directories. Files have no children array, while directories always have a children array (which may be empty). The output is formatted with 2-space indentation for readability. Only works within allowed directories.",
      inputSchema: { path: z.string(), excludePatterns: z.array(z.string()).optional().default([]) },
      annotations: READ,
    },
    async ({ path, excludePatterns }) => {
      const r = resolve(path);
      if (typeof r !== "string") return fail(r.error);
      if (!dirs.has(r)) return notFound(r);
      const ex = excludePatterns.map(globToRegExp);
      type Node = { name: string; type: "file" | "directory"; children?: Node[] };
      const build = (d: string): Node[] =>
        children(d)
          .filter(([n]) => !ex.some((e) => e.test(n)))
          .map(([n, t]) =>
            t === "directory" ? { name: n, type: t, children: build(`${d}/${n}`) } : { name: n, type: t },
          );
      return text(JSON.stringify(build(r), null, 2));
    },
  );

  server.registerTool(
    "search_files",
    {
      title: "Search Files",
      description:
        "Recursively search for files and directories matching a pattern. The patterns should be glob-style patterns that match paths relative to the working directory. Use pattern like '*.ext' to match files in current directory, and '**/*.ext' to match files in all subdirectories. Returns full paths to all matching items. Great for finding files when you don't know their exact location. Only searches within allowed directories.",
      inputSchema: {
        path: z.string(),
        pattern: z.string(),
        excludePatterns: z.array(z.string()).optional().default([]),
      },
      annotations: READ,
    },
    async ({ path, pattern, excludePatterns }) => {
      const r = resolve(path);
      if (typeof r !== "string") return fail(r.error);
      if (!dirs.has(r)) return notFound(r);
      const glob = /[*?]/.test(pattern);
      const re = globToRegExp(pattern);
      const ex = excludePatterns.map(globToRegExp);
      const all = [...[...dirs].filter((d) => d !== r), ...files.map((f) => f.path)]
        .filter((p) => p.startsWith(`${r}/`))
        .sort();
      const hits = all.filter((p) => {
        const rel = p.slice(r.length + 1);
        const name = rel.split("/").at(-1) as string;
        if (ex.some((e) => e.test(rel) || e.test(name))) return false;
        return glob
          ? re.test(rel) || (!pattern.includes("/") && re.test(name) && !rel.includes("/"))
          : name.toLowerCase().includes(pattern.toLowerCase());
      });
      return text(hits.length ? hits.join("\n") : "No matches found");
    },
  );

  server.registerTool(
    "get_file_info",
    {
      title: "Get File Info",
      description:
        "Retrieve detailed metadata about a file or directory. Returns comprehensive information including size, creation time, last modified time, permissions, and type. This tool is perfect for understanding file characteristics without reading the actual content. Only works within allowed directories.",
      inputSchema: { path: z.string() },
      annotations: READ,
    },
    async ({ path }) => {
      const r = resolve(path);
      if (typeof r !== "string") return fail(r.error);
      const file = fileAt(r);
      const isDir = dirs.has(r);
      if (!file && !isDir) return notFound(r);
      const t = file ? { created: file.created, modified: file.modified } : dirTimes(r);
      const info = {
        size: file ? bytes(file.content) : 4096,
        created: stamp(t.created),
        modified: stamp(t.modified),
        accessed: stamp(t.modified),
        isDirectory: isDir,
        isFile: !!file,
        permissions: isDir ? "755" : "644",
      };
      return text(
        Object.entries(info)
          .map(([k, v]) => `${k}: ${v}`)
          .join("\n"),
      );
    },
  );

  server.registerTool(
    "list_allowed_directories",
    {
      title: "List Allowed Directories",
      description:
        "Returns the list of directories that this server is allowed to access. Subdirectories within these allowed directories are also accessible. Use this to understand which directories and their nested paths are available before trying to access files.",
      inputSchema: {},
      annotations: READ,
    },
    async () => text(`Allowed directories:\n${ROOT}`),
  );

  const refused = async () => fail("this fixture never writes");
  server.registerTool(
    "write_file",
    {
      title: "Write File",
      description:
        "Create a new file or completely overwrite an existing file with new content. Use with caution as it will overwrite existing files without warning. Handles text content with proper encoding. Only works within allowed directories.",
      inputSchema: { path: z.string(), content: z.string() },
      annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: true },
    },
    refused,
  );
  server.registerTool(
    "edit_file",
    {
      title: "Edit File",
      description:
        "Make line-based edits to a text file. Each edit replaces exact line sequences with new content. Returns a git-style diff showing the changes made. Only works within allowed directories.",
      inputSchema: {
        path: z.string(),
        edits: z.array(
          z.object({
            oldText: z.string().describe("Text to search for - must match exactly"),
            newText: z.string().describe("Text to replace with"),
          }),
        ),
        dryRun: z.boolean().default(false).describe("Preview changes using git-style diff format"),
      },
      annotations: { readOnlyHint: false, idempotentHint: false, destructiveHint: true },
    },
    refused,
  );
  server.registerTool(
    "create_directory",
    {
      title: "Create Directory",
      description:
        "Create a new directory or ensure a directory exists. Can create multiple nested directories in one operation. If the directory already exists, this operation will succeed silently. Only works within allowed directories.",
      inputSchema: { path: z.string() },
      annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false },
    },
    refused,
  );
  server.registerTool(
    "move_file",
    {
      title: "Move File",
      description:
        "Move or rename files and directories. Can move files between directories and rename them in a single operation. If the destination exists, the operation will fail. Both source and destination must be within allowed directories.",
      inputSchema: { source: z.string(), destination: z.string() },
      annotations: { readOnlyHint: false, idempotentHint: false, destructiveHint: false },
    },
    refused,
  );

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createRefsFsServer()
    .connect(new StdioServerTransport())
    .catch((e) => {
      console.error("refs filesystem fixture server failed:", e);
      process.exit(1);
    });
}
