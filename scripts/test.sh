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

step "unit tests"
"${PNPM[@]}" -r --workspace-concurrency=1 --filter '!@wanju/server' test

step "server integration tests on PGlite"
"${PNPM[@]}" --filter @wanju/server test

step "server integration tests on PostgreSQL"
read -r pgdir pgurl < <(bash scripts/pg-temp.sh start)
trap 'bash scripts/pg-temp.sh stop "$pgdir"' EXIT
trap 'exit 130' INT TERM
TEST_DATABASE_URL="$pgurl" "${PNPM[@]}" --filter @wanju/server test

step "build (apps, server, Storybook)"
"${PNPM[@]}" --filter './apps/*' --workspace-concurrency=1 build
"${PNPM[@]}" run build:storybook

step "Storybook story tests in Chromium"
"${PNPM[@]}" run test:stories

step "browser tests against the real server"
"${PNPM[@]}" run test:e2e

step "全部通过 all passed"
