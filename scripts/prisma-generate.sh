#!/usr/bin/env bash
# Generates both Prisma clients (generated/sqlite, generated/postgresql) from the per-provider schemas.
set -euo pipefail
cd "$(dirname "$0")/.."
DATABASE_URL="file:./data/tabletalk.db" npx prisma generate >/dev/null
DATABASE_URL="postgresql://gen@127.0.0.1:1/gen" npx prisma generate >/dev/null
echo "generated prisma clients: generated/sqlite generated/postgresql"
