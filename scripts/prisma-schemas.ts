// Writes one schema.prisma per provider from the single model source prisma/models.prisma.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const models = readFileSync(path.join(root, "prisma/models.prisma"), "utf8");

for (const provider of ["sqlite", "postgresql"] as const) {
  const header = `// GENERATED from prisma/models.prisma by scripts/prisma-schemas.ts — do not edit.
generator client {
  provider   = "prisma-client"
  output     = "../../generated/${provider}"
  engineType = "client"
  moduleFormat = "esm"
}

datasource db {
  provider = "${provider}"
  url      = env("DATABASE_URL")
}
`;
  const dir = path.join(root, "prisma", provider);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "schema.prisma"), `${header}\n${models}`);
}
console.log("wrote prisma/sqlite/schema.prisma and prisma/postgresql/schema.prisma");
