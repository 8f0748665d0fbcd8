#!/usr/bin/env bash
# Installs npm packages when node_modules is missing or package-lock.json changed, then generates
# both Prisma clients. Sourced by start.sh and test.sh so a fresh clone needs nothing else.
set -euo pipefail
cd "$(dirname "$0")/.."
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 20 ]; then echo "Node.js 20 or newer is required (found $(node -v))" >&2; exit 1; fi
stamp=node_modules/.tabletalk-lock
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "› installing npm packages (npm ci)…"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
fi
bash scripts/ensure-prisma.sh
