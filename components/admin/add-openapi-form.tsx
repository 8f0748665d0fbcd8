"use client";

import { useState } from "react";
import { addOpenApiConnectionAction } from "@/app/(admin)/actions";
import { ActionMessage } from "./action-message";
import { useAdminAction } from "./use-admin-action";

const MAX_CHARS = 900_000;

export function AddOpenApiForm() {
  const [document, setDocument] = useState("");
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [hasUrl, setHasUrl] = useState(false);
  const { pending, outcome, setOutcome, run } = useAdminAction();

  return (
    <form
      className="stack adm-form"
      aria-label="Add an OpenAPI source"
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const f = new FormData(form);
        const text = (k: string) => String(f.get(k) ?? "");
        run(
          () =>
            addOpenApiConnectionAction({
              name: text("name"),
              baseUrl: text("baseUrl"),
              document,
              documentUrl: text("documentUrl"),
              operationIds: text("operationIds"),
              tags: text("tags"),
              pathPrefixes: text("pathPrefixes"),
            }),
          (r) => {
            form.reset();
            setDocument("");
            setHasUrl(false);
            setFileNote(null);
            return r.data.sync.ok
              ? `Added ${r.data.slug}: ${r.data.operations} operations indexed.`
              : `Added ${r.data.slug}, but indexing failed: ${r.data.sync.error ?? "unknown error"}.`;
          },
        );
      }}
    >
      <div className="adm-two tight">
        <label className="field">
          Name
          <input
            type="text"
            name="name"
            required
            minLength={2}
            maxLength={80}
            placeholder="e.g. Warehouse API"
          />
        </label>
        <label className="field">
          Base URL
          <input type="url" name="baseUrl" required placeholder="https://api.example.com/v1" />
        </label>
      </div>
      <label className="field">
        Document URL <span className="muted small">fetched by the server now and on every re-sync</span>
        <input
          type="url"
          name="documentUrl"
          placeholder="https://api.example.com/openapi.json"
          onChange={(e) => setHasUrl(e.target.value.trim().length > 0)}
        />
      </label>
      <label className="field">
        …or upload a document <span className="muted small">JSON, up to 900 KB</span>
        <input
          type="file"
          accept=".json,application/json"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            if (file.size > MAX_CHARS) {
              setOutcome({
                kind: "error",
                text: `${file.name} is larger than 900 KB; import it with an allow-list from a smaller extract.`,
              });
              return;
            }
            setDocument(await file.text());
            setFileNote(`${file.name} · ${(file.size / 1024).toFixed(0)} KB loaded`);
          }}
        />
        {fileNote && <span className="muted small">{fileNote}</span>}
      </label>
      <label className="field">
        …or paste the OpenAPI 3.0 / 3.1 document
        <textarea
          name="document"
          rows={6}
          spellCheck={false}
          className="adm-mono"
          value={document}
          maxLength={MAX_CHARS}
          placeholder='{"openapi": "3.1.0", "info": {...}, "paths": {...}}'
          onChange={(e) => setDocument(e.target.value)}
        />
      </label>
      <fieldset className="adm-fieldset">
        <legend>Allow-list (optional) — filters operations before anything is indexed</legend>
        <div className="adm-three">
          <label className="field">
            Operation ids
            <input type="text" name="operationIds" placeholder="listShipments, getShipment" />
          </label>
          <label className="field">
            Tags
            <input type="text" name="tags" placeholder="shipments" />
          </label>
          <label className="field">
            Path prefixes
            <input type="text" name="pathPrefixes" placeholder="/shipments" />
          </label>
        </div>
      </fieldset>
      <div className="adm-row">
        <button
          type="submit"
          className="btn primary"
          disabled={pending || (document.trim().length < 2 && !hasUrl)}
        >
          {pending ? "Importing…" : "Add OpenAPI source"}
        </button>
      </div>
      <ActionMessage outcome={outcome} testId="add-openapi-result" />
    </form>
  );
}
