/** Starts huge-http-server.ts in its own process and allows its URL for this process's outbound requests. */
import { spawn } from "node:child_process";
import { allowOutboundUrl } from "@/lib/connectors/outbound";
import type { McpConnection } from "../types";
import { ROOT } from "./connections";

export interface HugeHttpServer {
  /** `http://127.0.0.1:<port>`; MCP endpoints at `/sse` and `/json`. */
  base: string;
  connection(mode: "sse" | "json", id?: string): McpConnection;
  close(): Promise<void>;
}

export async function startHugeHttpServer(): Promise<HugeHttpServer> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "lib/connectors/mcp/__fixtures__/huge-http-server.ts"],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`huge-http-server exited with ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      const line = out.split("\n")[0];
      if (out.includes("\n") && line) resolve(line.trim());
    });
  });
  // Started by the test's own code: allow exactly this server (test servers listen on 127.0.0.1).
  allowOutboundUrl(`${base}/sse`);
  allowOutboundUrl(`${base}/json`);
  return {
    base,
    connection: (mode, id = `huge-${mode}`) => ({
      id,
      tenantId: "t",
      transport: { kind: "http", url: `${base}/${mode}` },
    }),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
