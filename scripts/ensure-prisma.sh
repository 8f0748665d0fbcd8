#!/usr/bin/env bash
# Generates both Prisma clients (generated/sqlite, generated/postgresql) when either is missing or older
# than prisma/models.prisma. Run by ensure-deps.sh (npm start, npm test) and first by every npm script
# that loads lib/db (golden, bench, db:seed, dev, build, typecheck, test:unit), so each works right
# after `npm ci` on a fresh clone, where generated/ does not exist yet.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f generated/sqlite/client.ts ] || [ ! -f generated/postgresql/client.ts ] || \
   [ prisma/models.prisma -nt generated/sqlite/client.ts ]; then
  node --import tsx scripts/prisma-schemas.ts >/dev/null
  # stderr: a script's own output (npm run --silent …) stays clean.
  bash scripts/prisma-generate.sh >&2
fi
