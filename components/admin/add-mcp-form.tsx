"use client";

import { useId, useState } from "react";
import { addMcpConnectionAction } from "@/app/(admin)/actions";
import { ActionMessage } from "./action-message";
import { useAdminAction } from "./use-admin-action";

export interface StdioServerChoice {
  id: string;
  name: string;
  envKeys: string[];
}

const HTTP = "http";
const COMMAND = "command";

/**
 * Stdio servers are the operator's choice (MCP_STDIO_SERVERS): the admin picks one by name and may
 * set only the variables its registration allows. A free-form command appears only when the
 * operator enabled MCP_STDIO_FREEFORM. Env values and headers are sent once, stored server-side,
 * and never shown again (only key names).
 */
export function AddMcpForm({ servers, freeform }: { servers: StdioServerChoice[]; freeform: boolean }) {
  const [choice, setChoice] = useState<string>(servers[0]?.id ?? HTTP);
  const { pending, outcome, run } = useAdminAction();
  const selectId = useId();
  const server = servers.find((s) => s.id === choice);

  return (
    <form
      className="stack adm-form"
      aria-label="Add an MCP server"
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const f = new FormData(form);
        const text = (k: string) => String(f.get(k) ?? "");
        const common = { name: text("name"), trusted: f.get("trusted") === "on" };
        const input =
          choice === HTTP
            ? { ...common, transport: "http", url: text("url"), headers: text("headers") }
            : choice === COMMAND
              ? {
                  ...common,
                  transport: "command",
                  command: text("command"),
                  args: text("args"),
                  env: text("env"),
                }
              : { ...common, transport: "stdio", serverId: choice, env: text("env") };
        run(
          () => addMcpConnectionAction(input),
          (r) => {
            form.reset();
            const s = r.data.sync;
            return s.ok
              ? `Added ${r.data.slug}: ${s.toolCount} tools listed, ${s.added.length} pinned.`
              : `Added ${r.data.slug}, but the first sync failed: ${s.error ?? "unknown error"}. Fix it and re-sync.`;
          },
        );
      }}
    >
      <div className="field">
        <label htmlFor={selectId}>Server</label>
        <select id={selectId} name="server" value={choice} onChange={(e) => setChoice(e.target.value)}>
          {servers.length > 0 ? (
            <optgroup label="Registered by the operator (stdio)">
              {servers.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          <option value={HTTP}>Streamable HTTP</option>
          {freeform ? <option value={COMMAND}>Custom command (stdio)</option> : null}
        </select>
      </div>
      <label className="field">
        Name
        <input type="text" name="name" required minLength={2} maxLength={80} placeholder="e.g. Billing" />
      </label>
      {choice === HTTP ? (
        <>
          <label className="field">
            Server URL
            <input type="url" name="url" required placeholder="https://mcp.example.com/mcp" />
          </label>
          <label className="field">
            Headers{" "}
            <span className="muted small">Name: value per line · stored server-side, shown masked</span>
            <textarea
              name="headers"
              rows={2}
              spellCheck={false}
              autoComplete="off"
              placeholder="Authorization: Bearer …"
            />
          </label>
        </>
      ) : (
        <>
          {choice === COMMAND ? (
            <>
              <p className="muted small" role="note">
                Free-form commands run on this server as the app&apos;s user. The operator enabled them
                (MCP_STDIO_FREEFORM); do not use them where several tenants share the server.
              </p>
              <label className="field">
                Command
                <input type="text" name="command" required maxLength={300} placeholder="npx" />
              </label>
              <label className="field">
                Arguments <span className="muted small">one per line</span>
                <textarea
                  name="args"
                  rows={3}
                  spellCheck={false}
                  placeholder={"-y\n@modelcontextprotocol/server-everything"}
                />
              </label>
            </>
          ) : null}
          {choice === COMMAND || (server && server.envKeys.length > 0) ? (
            <label className="field">
              Environment{" "}
              <span className="muted small">
                KEY=VALUE per line
                {server ? ` · allowed: ${server.envKeys.join(", ")}` : ""} · stored server-side, shown masked
              </span>
              <textarea
                name="env"
                rows={2}
                spellCheck={false}
                autoComplete="off"
                placeholder={`${server?.envKeys[0] ?? "API_KEY"}=…`}
              />
            </label>
          ) : (
            <p className="muted small" data-testid="mcp-no-settings">
              This server takes no settings.
            </p>
          )}
        </>
      )}
      <label className="adm-check">
        <input type="checkbox" name="trusted" />
        Trust this server&apos;s read-only annotations (otherwise each tool waits for approval)
      </label>
      <div className="adm-row">
        <button type="submit" className="btn primary" disabled={pending}>
          {pending ? "Connecting…" : "Add MCP server"}
        </button>
      </div>
      <ActionMessage outcome={outcome} testId="add-mcp-result" />
    </form>
  );
}
