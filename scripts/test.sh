#!/usr/bin/env bash
# npm test: installs what is missing, then lint, typecheck, unit tests, the server's integration tests on
# PGlite and on a real PostgreSQL server, the Storybook story tests in Chromium and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM=(npx -y pnpm@10)
started=$(date +%s)
step() { printf '\n\033[1m== %s (%ss)\033[0m\n' "$1" "$(( $(date +%s) - started ))"; }

step "依赖 dependencies"
node scripts/lib.mjs deps
bash scripts/ensure-system.sh

step "lint (Biome, changesets)"
"${PNPM[@]}" exec biome ci .
"${PNPM[@]}" exec changeset status

step "typecheck"
"${PNPM[@]}" -r --workspace-concurrency=1 typecheck

# The server tests on PostgreSQL run beside everything up to the browser tests, one file at a time: they wait
# on the database more than they use the CPU. Their output is shown when they end.
step "server integration tests on PostgreSQL (beside the next steps)"
read -r pgdir pgurl < <(bash scripts/pg-temp.sh start)
pglog=$(mktemp)
TEST_DATABASE_URL="$pgurl" SERVER_TEST_WORKERS=1 "${PNPM[@]}" --filter @wanju/server test >"$pglog" 2>&1 &
pgtests=$!
trap 'kill "$pgtests" 2>/dev/null || true; bash scripts/pg-temp.sh stop "$pgdir"; rm -f "$pglog"' EXIT
trap 'exit 130' INT TERM

step "unit tests"
"${PNPM[@]}" -r --workspace-concurrency=1 --filter '!@wanju/server' test

# The files whose subject is not the database ran in the PostgreSQL pass (apps/server/vitest.config.ts).
step "server integration tests on PGlite"
SERVER_TESTS_SKIP_NEUTRAL=1 "${PNPM[@]}" --filter @wanju/server test

step "build (apps, server, Storybook)"
"${PNPM[@]}" --filter './apps/*' --workspace-concurrency=1 build
"${PNPM[@]}" run build:storybook

step "Storybook story tests in Chromium"
"${PNPM[@]}" run test:stories

step "server integration tests on PostgreSQL (their result)"
pgstatus=0
wait "$pgtests" || pgstatus=$?
cat "$pglog"
[ "$pgstatus" -eq 0 ] || { echo "server integration tests on PostgreSQL failed"; exit "$pgstatus"; }

step "browser tests against the real server"
"${PNPM[@]}" run test:e2e

step "全部通过 all passed"
