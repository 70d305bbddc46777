#!/usr/bin/env bash
# Times `npm start` to the first page served, twice: `bash scripts/measure-start.sh [PORT]` from a checkout.
# In a fresh clone the first start is the cold one (install, build, migrate, demo data): it is timed to the first
# page, then left running until the background builds (factory console, kiosk, Storybook) are done; the second
# start, on what the first one built and stored, is the warm one.
set -euo pipefail
port=${1:-8080}
cd "$(dirname "$0")/.."
log=$(mktemp)
pid=
# npm start runs in its own process group: stop the whole group (npm, the start script, the server, its builds).
stop() {
  [ -n "$pid" ] || return 0
  kill -- -"$pid" 2>/dev/null || true
  while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
  pid=
}
trap 'stop; rm -f "$log"' EXIT

# Starts npm start and waits for the first page; sets took to the milliseconds it took.
first_page() {
  start=$(date +%s%N)
  PORT=$port setsid npm start >"$log" 2>&1 &
  pid=$!
  until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/" || true)" = 200 ]; do
    kill -0 "$pid" 2>/dev/null || { echo "npm start exited:" >&2; tail -20 "$log" >&2; exit 1; }
    sleep 0.2
  done
  took=$(( ($(date +%s%N) - start) / 1000000 ))
}

first_page
echo "first start: first page after $took ms"
grep -E '用时' "$log" || true
# The builds after the first page (only when something was left to build).
if grep -q '正在后台构建' "$log"; then
  until grep -qE '已构建|后台构建失败' "$log"; do
    kill -0 "$pid" 2>/dev/null || { echo "npm start exited:"; tail -20 "$log"; exit 1; }
    sleep 1
  done
  echo "first start: background builds ended after $(( ($(date +%s%N) - start) / 1000000 )) ms: $(grep -E '已构建|后台构建失败' "$log")"
fi
stop

first_page
echo "second (warm) start: first page after $took ms"
grep -E '用时' "$log" || true
