#!/usr/bin/env bash
# `npm test`: every test — lint, type-check, unit + integration (SQLite and PostgreSQL), Playwright
# journeys in Debian Chromium, load with faults on the same build — and a closing `N passed, N failed`
# line.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
bash scripts/ensure-deps.sh || exit 1
export NEXT_TELEMETRY_DISABLED=1
OUT="$ROOT/test-results"; rm -rf "$OUT"; mkdir -p "$OUT" data
PASSED=0; FAILED=0
add() { PASSED=$((PASSED + $1)); FAILED=$((FAILED + $2)); }
check() { # name, command… : one pass/fail for a whole tool (lint, type-check)
  local name=$1; shift
  if "$@" >"$OUT/$name.log" 2>&1; then echo "✔ $name"; add 1 0; else echo "✘ $name (see test-results/$name.log)"; tail -30 "$OUT/$name.log"; add 0 1; fi
}
# A file that failed with none of its tests failed (a beforeAll hook timed out, an import threw) is one failure.
vitest_counts() { node -e 'const r=require(process.argv[1]);console.log(r.numPassedTests+" "+(r.numFailedTests+(r.testResults||[]).filter(t=>t.status==="failed"&&!t.assertionResults.some(a=>a.status==="failed")).length))' "$1" 2>/dev/null || echo "0 1"; }

# --- browsers and databases ------------------------------------------------------------------
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "› installing Debian chromium…"; (apt-get update -qq && apt-get install -y -qq chromium) >/dev/null 2>&1
  fi
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "Chromium not found at $CHROMIUM_PATH. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi
export CHROMIUM_PATH
if [ -z "${TEST_POSTGRES_URL:-}" ]; then
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
    echo "› installing PostgreSQL…"; (apt-get update -qq && apt-get install -y -qq postgresql) >/dev/null 2>&1
  fi
  TEST_POSTGRES_URL=$(bash scripts/pg-start.sh) || { echo "PostgreSQL could not be started (set TEST_POSTGRES_URL)" >&2; exit 1; }
fi
PG_BASE="${TEST_POSTGRES_URL%/*}"

# --- static checks ---------------------------------------------------------------------------
check lint npx biome check .
check typecheck npx tsc --noEmit

# --- unit + integration on SQLite ------------------------------------------------------------
SQLITE_DB="$ROOT/data/test-unit.db"; rm -f "$SQLITE_DB"*
DATABASE_URL="file:$SQLITE_DB" npx prisma migrate deploy >/dev/null
echo "› vitest (SQLite)"
DATABASE_URL="file:$SQLITE_DB" npx vitest run --reporter=default --reporter=json --outputFile.json="$OUT/vitest-sqlite.json" 2>&1 | grep -E "FAIL|Test Files|Tests  |AssertionError" | head -60
read -r p f < <(vitest_counts "$OUT/vitest-sqlite.json"); echo "  vitest (SQLite): $p passed, $f failed"; add "$p" "$f"

# --- database-backed tests again on PostgreSQL -----------------------------------------------
PGDB="tabletalk_test_$$"
psql "$PG_BASE/postgres" -qc "DROP DATABASE IF EXISTS $PGDB" -c "CREATE DATABASE $PGDB" >/dev/null
DATABASE_URL="$PG_BASE/$PGDB" npx prisma migrate deploy >/dev/null
echo "› vitest (PostgreSQL, database-backed suites)"
DB_TESTS=$(find lib tests demo app -name '*.db.test.ts' -not -path '*/node_modules/*' | sort)
DATABASE_URL="$PG_BASE/$PGDB" npx vitest run $DB_TESTS \
  --reporter=default --reporter=json --outputFile.json="$OUT/vitest-postgres.json" 2>&1 | grep -E "FAIL|Test Files|Tests  |AssertionError" | head -60
read -r p f < <(vitest_counts "$OUT/vitest-postgres.json"); echo "  vitest (PostgreSQL): $p passed, $f failed"; add "$p" "$f"

# --- Playwright journeys against the built app (SQLite, seeded demo) -------------------------
echo "› Playwright (Chromium)"
E2E_DB="$ROOT/data/test-e2e.db"; rm -f "$E2E_DB"*
export E2E_DATABASE_URL="file:$E2E_DB"
DATABASE_URL="$E2E_DATABASE_URL" npx prisma migrate deploy >/dev/null
DATABASE_URL="$E2E_DATABASE_URL" npm run --silent db:seed
if DATABASE_URL="$E2E_DATABASE_URL" NEXTAUTH_SECRET=e2e-secret-not-for-production npx next build >"$OUT/next-build.log" 2>&1; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright.json" npx playwright test --reporter=list,json 2>&1 | grep -vE '^\s*$' | tail -60
  # A run that could not start (a busy port, a global error) ran nothing: that is a failure, not 0 of 0.
  read -r p f < <(node -e 'const r=require(process.argv[1]);const p=r.stats.expected+r.stats.flaky;const e=(r.errors??[]).length;console.log(p+" "+(r.stats.unexpected+e+(p+r.stats.unexpected===0&&e===0?1:0)))' "$OUT/playwright.json" 2>/dev/null || echo "0 1")
  echo "  playwright: $p passed, $f failed"; add "$p" "$f"

  # --- load with faults (issue 13 item 4) on the same build: bench/faults.ts, one test per check ----
  # 50 signed-in users of two tenants for 60 s while the demo MCP server is killed twice: the scenario
  # ran, no lost messages, no cross-tenant data, errors only inside the measured outage windows, full
  # recovery. Its own fresh database and port; figures in test-results/faults.json.
  echo "› load with faults (50 users, 60 s, the demo MCP server killed twice)"
  BENCH_SKIP_BUILD=1 BENCH_DIST_DIR="${NEXT_DIST_DIR:-.next}" BENCH_PORT="${FAULTS_PORT:-3101}" \
    BENCH_FAULTS_OUT="$OUT/faults.json" timeout -k 15 420 \
    node --conditions=react-server --import tsx bench/faults.ts >"$OUT/faults.log" 2>&1
  grep -E '^(✔|✘) faults:' "$OUT/faults.log"
  # No verdicts (a crash, the time limit) is a failure, not 0 of 0.
  read -r p f < <(node -e 'const c=require(process.argv[1]).checks;const p=c.filter(x=>x.ok).length;console.log(p+" "+(c.length-p+(c.length?0:1)))' "$OUT/faults.json" 2>/dev/null || echo "0 1")
  [ "$f" -eq 0 ] || grep -vE '^(✔|✘) faults:' "$OUT/faults.log" | tail -30
  echo "  load with faults: $p passed, $f failed"; add "$p" "$f"
else
  echo "✘ next build failed (see test-results/next-build.log)"; tail -30 "$OUT/next-build.log"; add 0 1
fi

psql "$PG_BASE/postgres" -qc "DROP DATABASE IF EXISTS $PGDB" >/dev/null 2>&1 || true
echo
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
