#!/usr/bin/env bash
# Times `npm start` to the first page served: `bash scripts/measure-start.sh [PORT]` from a checkout.
# Run it in a fresh clone for the cold figure (install, build, migrate, demo data), again for the warm one.
set -euo pipefail
port=${1:-8080}
cd "$(dirname "$0")/.."
log=$(mktemp)
start=$(date +%s%N)
PORT=$port setsid npm start >"$log" 2>&1 &
pid=$!
# npm start runs in its own process group: stop the whole group (npm, the start script, the server).
trap 'kill -- -$pid 2>/dev/null || true' EXIT
until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/" || true)" = 200 ]; do
  kill -0 $pid 2>/dev/null || { echo "npm start exited:"; tail -20 "$log"; exit 1; }
  sleep 0.2
done
echo "first page after $(( ($(date +%s%N) - start) / 1000000 )) ms"
grep -E '用时' "$log" || true
