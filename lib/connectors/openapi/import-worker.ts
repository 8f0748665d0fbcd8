/**
 * Worker-thread entry of OpenAPI imports (import.ts keeps a few of these alive, each with a heap
 * limit, and terminates one that exceeds the time limit). Each message is one import: the bounded
 * import runs and the source, or the error as plain data, is posted back with the job's id.
 */
import { parentPort } from "node:worker_threads";
import { isOpenApiError, type OpenApiErrorCode } from "./errors";
import { importInThread, messageOf } from "./import-core";
import { type ImportLimitName, type ImportLimits, isImportLimitError } from "./limits";
import type { AllowList, OpenApiSource } from "./types";

export interface ImportJob {
  id: number;
  doc: string | object;
  allowList?: AllowList;
  limits: ImportLimits;
}

export type ImportWorkerReply = { id: number } & (
  | { ok: true; source: OpenApiSource }
  | { ok: false; code: OpenApiErrorCode; message: string; limit?: ImportLimitName }
);

async function run(job: ImportJob): Promise<ImportWorkerReply> {
  try {
    const source = await importInThread(job.doc, { allowList: job.allowList, limits: job.limits });
    return { id: job.id, ok: true, source };
  } catch (error) {
    return {
      id: job.id,
      ok: false,
      code: isOpenApiError(error) ? error.code : "bad_request:openapi",
      message: messageOf(error),
      ...(isImportLimitError(error) ? { limit: error.limit } : {}),
    };
  }
}

parentPort?.on("message", async (job: ImportJob) => {
  parentPort?.postMessage(await run(job));
});
