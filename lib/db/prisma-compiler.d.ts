// The query compiler modules the generated clients load (config.compilerWasm.getRuntime); Prisma
// ships them without types. lib/db/plan-cache.ts reads their QueryCompiler class.
declare module "@prisma/client/runtime/query_compiler_bg.sqlite.mjs" {
  export const QueryCompiler: { prototype: { compile(query: string): unknown } } | undefined;
}
declare module "@prisma/client/runtime/query_compiler_bg.postgresql.mjs" {
  export const QueryCompiler: { prototype: { compile(query: string): unknown } } | undefined;
}
