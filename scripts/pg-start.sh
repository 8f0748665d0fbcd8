#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on 127.0.0.1:$PGPORT (default 54329) and prints its DATABASE_URL.
# initdb refuses root, so the cluster runs as the `postgres` user (STACK.md).
set -euo pipefail
PORT="${PGPORT:-54329}"
PGBIN="${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL server binaries not found; install with: apt-get install -y postgresql" >&2
  exit 1
fi
if pg_isready -h 127.0.0.1 -p "$PORT" >/dev/null 2>&1; then
  echo "postgresql://postgres@127.0.0.1:$PORT/postgres"; exit 0
fi
D=$(mktemp -d); chmod 755 "$D"; D="$D/pg"; install -d -o postgres -g postgres "$D"
su postgres -c "$PGBIN/initdb -D $D/data -U postgres --auth=trust -E UTF8 --no-sync" >/dev/null
su postgres -c "$PGBIN/pg_ctl -D $D/data -o \"-c listen_addresses=127.0.0.1 -p $PORT -k $D -c fsync=off -c max_connections=200\" -l $D/log -w start" >/dev/null
echo "$D" > /tmp/tabletalk-pg-dir
echo "postgresql://postgres@127.0.0.1:$PORT/postgres"
