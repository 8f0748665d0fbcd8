export { boundValue, resultValue } from "./bound-output";
export { MCP_ERROR_CODES, McpConnectorError } from "./errors";
export { McpPool } from "./pool";
export type { Session as McpSession } from "./session";
export { credentialFingerprint, sessionKey } from "./session-key";
export type {
  CallToolOptions,
  ConnectionStats,
  ListToolsOptions,
  McpConnection,
  McpPoolOptions,
  McpToolResult,
  McpTransportSpec,
  ToolsChangedEvent,
} from "./types";
