/**
 * MCP call overhead (issue 12 benchmark 3): the demo commerce server (bench/mcp-server.ts: the demo's
 * own tools and transports, each handler timed where it runs) over stdio and Streamable HTTP, each in
 * its own process. Over HTTP the server answers each POST the SDK's default way, as an SSE stream
 * (`answers: "sse"`, what most SDK-built servers do), and again as one JSON body (`answers: "json"`,
 * the SDK's `enableJsonResponse`, what stateless servers often do). Per transport and tool:
 * - a warm call through the app's McpPool (session already open): wall time of `pool.callTool`, and
 *   its overhead = wall time − the handler's own time (reported by the server with the result);
 * - physical requests per warm call, counted on both ends: JSON-RPC requests the client wrote and
 *   HTTP requests it sent (the pool's transport counters), and messages / HTTP requests the server
 *   received (its own counters, delta between consecutive calls), and the TCP connections they came
 *   on (kept-alive sockets, lib/security/outbound.ts: an allow-listed host such as this loopback
 *   server has its own pool of them, apart from public hosts');
 * - the baseline: a fresh client per call (new pool, connect + initialize, the call, close) — for
 *   stdio that includes spawning the server — as a ratio of medians to the warm call.
 * Writes bench/results/mcp.json. Run alone: `BENCH_ONLY=mcp npm run bench`; BENCH_MCP_CALLS (300 warm
 * calls per tool and transport), BENCH_MCP_FRESH (5 stdio / 3× that over HTTP).
 */
import { spawn } from "node:child_process";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ROOT } from "../lib/connectors/mcp/__fixtures__/connections";
import { McpPool } from "../lib/connectors/mcp/pool";
import type { McpConnection } from "../lib/connectors/mcp/types";
import { allowOutboundUrl } from "../lib/connectors/outbound";
import { machine, runAsChild, writeResult } from "./child";
import { type Summary, sampleLists, summarize } from "./stats";

/** Where bench/mcp-server.ts puts the handler's own time and its counters in a result's `_meta`. */
export const HANDLER_META = "tabletalk-bench/handler";

export const MCP_TARGETS = { overheadP50Ms: 2, requestsPerWarmCall: 1 } as const;

const CALLS = [
  { tool: "customers.search", args: { query: "Riccardo Lorini" } },
  { tool: "orders.search", args: { limit: 100 } },
] as const;

export interface McpSide {
  transport: "stdio" | "http";
  /** How the server answered a POST (HTTP only): an SSE stream (the SDK's default) or one JSON body. */
  answers?: "sse" | "json";
  tool: string;
  resultBytes: number;
  warm: {
    calls: number;
    wallMs: Summary;
    handlerMs: Summary;
    overheadMs: Summary;
    /** CPU time (user + system) of the client process per call: the pool's own work, free of scheduling waits. */
    clientCpuMs: Summary;
    /** Per call, counted by the client: JSON-RPC requests written, HTTP requests sent. */
    clientRequests: Summary;
    clientHttpRequests: Summary;
    /** Per call, counted by the server: messages received, HTTP requests received. */
    serverMessages: Summary;
    serverHttpRequests: Summary;
    /** New TCP connections per call (server side). */
    serverConnections: Summary;
  };
  fresh: {
    calls: number;
    wallMs: Summary;
    clientRequests: Summary;
    clientHttpRequests: Summary;
  };
  /** fresh median / warm median. */
  freshToWarm: number;
}

export interface McpBenchResult {
  generatedAt: string;
  machine: ReturnType<typeof machine>;
  targets: typeof MCP_TARGETS;
  sides: McpSide[];
}

interface HandlerMeta {
  ms: number;
  messages: number;
  httpRequests: number;
  connections: number;
}

/** The raw result's `_meta` of every call the session's client makes (the pool does not return it). */
function recordMeta(client: Client): { last?: HandlerMeta } {
  const seen: { last?: HandlerMeta } = {};
  const callTool = client.callTool.bind(client);
  client.callTool = async (...args: Parameters<Client["callTool"]>) => {
    const result = await callTool(...args);
    seen.last = (result._meta as Record<string, HandlerMeta> | undefined)?.[HANDLER_META];
    return result;
  };
  return seen;
}

async function warm(conn: McpConnection, call: (typeof CALLS)[number], n: number) {
  const pool = new McpPool();
  try {
    const session = await pool.getSession(conn);
    const meta = recordMeta(session.client);
    const s = sampleLists(
      "wall",
      "handler",
      "overhead",
      "cpu",
      "requests",
      "http",
      "serverMessages",
      "serverHttp",
      "serverConnections",
    );
    let resultBytes = 0;
    let previous: HandlerMeta | undefined;
    // 20 unmeasured calls warm the code paths (JIT, validators) on both sides.
    for (let i = -20; i < n; i++) {
      const before = pool.statsFor(conn);
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const r = await pool.callTool(conn, call.tool, { ...call.args });
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const after = pool.statsFor(conn);
      if (!r.ok || !meta.last) throw new Error(`${conn.id} ${call.tool}: ${JSON.stringify(r.error ?? r)}`);
      const m = meta.last;
      if (i >= 0 && previous) {
        s.wall.push(wall);
        s.handler.push(m.ms);
        s.overhead.push(wall - m.ms);
        s.cpu.push((cpu.user + cpu.system) / 1000);
        s.requests.push((after?.requests ?? 0) - (before?.requests ?? 0));
        s.http.push((after?.httpRequests ?? 0) - (before?.httpRequests ?? 0));
        s.serverMessages.push(m.messages - previous.messages);
        s.serverHttp.push(m.httpRequests - previous.httpRequests);
        s.serverConnections.push(m.connections - previous.connections);
      }
      previous = m;
      resultBytes = r.bytes;
    }
    return {
      resultBytes,
      warm: {
        calls: s.wall.length,
        wallMs: summarize(s.wall),
        handlerMs: summarize(s.handler),
        overheadMs: summarize(s.overhead),
        clientCpuMs: summarize(s.cpu),
        clientRequests: summarize(s.requests),
        clientHttpRequests: summarize(s.http),
        serverMessages: summarize(s.serverMessages),
        serverHttpRequests: summarize(s.serverHttp),
        serverConnections: summarize(s.serverConnections),
      },
    };
  } finally {
    await pool.close();
  }
}

async function fresh(conn: McpConnection, call: (typeof CALLS)[number], n: number) {
  const wall: number[] = [];
  const requests: number[] = [];
  const http: number[] = [];
  for (let i = -1; i < n; i++) {
    const pool = new McpPool();
    const t0 = performance.now();
    const r = await pool.callTool(conn, call.tool, { ...call.args });
    await pool.close();
    const ms = performance.now() - t0;
    if (!r.ok) throw new Error(`${conn.id} ${call.tool} (fresh): ${JSON.stringify(r.error)}`);
    const stats = pool.statsFor(conn);
    if (i < 0) continue;
    wall.push(ms);
    requests.push(stats?.requests ?? 0);
    http.push(stats?.httpRequests ?? 0);
  }
  return {
    calls: wall.length,
    wallMs: summarize(wall),
    clientRequests: summarize(requests),
    clientHttpRequests: summarize(http),
  };
}

async function startHttp(answers: "sse" | "json"): Promise<{ url: string; close(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/mcp-server.ts", "http", answers], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`bench/mcp-server.ts http exited with ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      if (out.includes("\n")) resolve(out.split("\n")[0].trim());
    });
  });
  // Started by the bench itself: allow exactly this server (it listens on 127.0.0.1).
  allowOutboundUrl(url);
  return {
    url,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function runMcpBench(): Promise<McpBenchResult> {
  const n = Number(process.env.BENCH_MCP_CALLS) || 300;
  const freshN = Number(process.env.BENCH_MCP_FRESH) || 5;
  const http = await startHttp("sse");
  const httpJson = await startHttp("json");
  const conns: Record<"stdio" | "http" | "httpJson", McpConnection> = {
    stdio: {
      id: "bench-stdio",
      tenantId: "bench",
      transport: {
        kind: "stdio",
        command: process.execPath,
        args: ["--import", "tsx", "bench/mcp-server.ts", "stdio"],
        cwd: ROOT,
      },
    },
    http: { id: "bench-http", tenantId: "bench", transport: { kind: "http", url: http.url } },
    httpJson: { id: "bench-http-json", tenantId: "bench", transport: { kind: "http", url: httpJson.url } },
  };
  const sides: McpSide[] = [];
  try {
    for (const side of ["stdio", "http", "httpJson"] as const)
      for (const call of CALLS) {
        const w = await warm(conns[side], call, n);
        const f = await fresh(conns[side], call, side === "stdio" ? freshN : freshN * 3);
        const transport = side === "stdio" ? "stdio" : "http";
        sides.push({
          transport,
          ...(transport === "http"
            ? { answers: side === "http" ? ("sse" as const) : ("json" as const) }
            : {}),
          tool: call.tool,
          resultBytes: w.resultBytes,
          warm: w.warm,
          fresh: f,
          freshToWarm: Math.round((f.wallMs.median / w.warm.wallMs.median) * 10) / 10,
        });
      }
  } finally {
    await Promise.all([http.close(), httpJson.close()]);
  }
  return {
    generatedAt: new Date().toISOString(),
    machine: machine(),
    targets: MCP_TARGETS,
    sides,
  };
}

async function main() {
  const result = await runMcpBench();
  writeResult("mcp.json", result);
}

runAsChild(import.meta.filename, main);
