#!/usr/bin/env bash
# `npm start`: the embedded default on a fresh machine — installs what is missing, migrates a
# SQLite file, seeds the demo world once (idempotent), builds and serves on http://127.0.0.1:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
export NEXT_TELEMETRY_DISABLED=1
export HOST="${HOST:-127.0.0.1}" PORT="${PORT:-3000}"
export DATABASE_URL="${DATABASE_URL:-file:./data/tabletalk.db}"
export NEXTAUTH_URL="${NEXTAUTH_URL:-http://$HOST:$PORT}"
mkdir -p data
# The demo data ends on 2025-10-01: relative phrases ("last week") resolve against that day in the demo.
if [ "${SEED_DEMO:-true}" != "false" ]; then export AGENT_TODAY="${AGENT_TODAY:-2025-10-01}"; fi
if [ -z "${NEXTAUTH_SECRET:-}" ]; then
  # Demo only: a random secret generated once and kept beside the SQLite file, readable by its owner
  # only (umask for a new file, chmod for one an older version created world-readable).
  [ -f data/.auth-secret ] || (umask 077 && node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))' > data/.auth-secret)
  chmod 600 data/.auth-secret
  NEXTAUTH_SECRET=$(cat data/.auth-secret); export NEXTAUTH_SECRET
fi
node --import tsx scripts/check-env.ts
npx prisma migrate deploy >/dev/null
npm run --silent db:seed
if [ "${SKIP_BUILD:-0}" != "1" ]; then npx next build >/tmp/tabletalk-build.log 2>&1 || { cat /tmp/tabletalk-build.log; exit 1; }; fi
# glibc gives each thread that allocates (libuv's pool: crypto, zlib, files) its own malloc arena,
# up to 8 per core, and keeps their freed memory: two arenas hold the server's RSS about 85 MB lower
# at 50 users (bench/load.ts, session 29). Read by glibc when the process starts; set it to override.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
echo "› Tabletalk on http://$HOST:$PORT (demo sign-in: see README)"
exec npx next start -H "$HOST" -p "$PORT"
