"use client";

import { useState } from "react";
import { addMcpConnectionAction } from "@/app/(admin)/actions";
import { ActionMessage } from "./action-message";
import { useAdminAction } from "./use-admin-action";

/** Env values and headers are sent once, stored server-side, and never shown again (only key names). */
export function AddMcpForm() {
  const [transport, setTransport] = useState<"stdio" | "http">("stdio");
  const { pending, outcome, run } = useAdminAction();

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
          transport === "stdio"
            ? { ...common, transport, command: text("command"), args: text("args"), env: text("env") }
            : { ...common, transport, url: text("url"), headers: text("headers") };
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
      <fieldset className="adm-radio-row">
        <legend>Transport</legend>
        <label className="adm-check">
          <input
            type="radio"
            name="transport"
            checked={transport === "stdio"}
            onChange={() => setTransport("stdio")}
          />
          stdio (spawned by the app)
        </label>
        <label className="adm-check">
          <input
            type="radio"
            name="transport"
            checked={transport === "http"}
            onChange={() => setTransport("http")}
          />
          Streamable HTTP
        </label>
      </fieldset>
      <label className="field">
        Name
        <input type="text" name="name" required minLength={2} maxLength={80} placeholder="e.g. Billing" />
      </label>
      {transport === "stdio" ? (
        <>
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
          <label className="field">
            Environment{" "}
            <span className="muted small">KEY=VALUE per line · stored server-side, shown masked</span>
            <textarea name="env" rows={2} spellCheck={false} autoComplete="off" placeholder="API_KEY=…" />
          </label>
        </>
      ) : (
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
