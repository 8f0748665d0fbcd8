// The operator's stdio server registry moved below lib/env (lib/mcp-registry.ts), which validates it at
// start-up; this path stays for the imports still naming it.
export * from "@/lib/mcp-registry";
