#!/usr/bin/env bash
# Budget check for the README's first command: a fresh clone, `npm ci`, then `npm start`
# until the home page is served; then the idle server's resident memory.
# Usage: bash bench/fresh-start.sh   (prints the figures; changes nothing in this checkout)
set -euo pipefail
src=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
work=$(mktemp -d /tmp/harborline-bench.XXXXXX)
port=${PORT:-3299}
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill -TERM "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

t0=$(now)
git clone -q "$src" "$work/harborline"
cd "$work/harborline"
npm ci --no-audit --no-fund >"$work/npm-ci.log" 2>&1
t1=$(now)
PORT=$port DATA_DIR="$work/data" node_modules/.bin/node scripts/start.ts >"$work/server.log" 2>&1 &
server_pid=$!
until curl -fsS -o /dev/null 2>/dev/null "http://127.0.0.1:$port/"; do
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log"; echo "server exited" >&2; exit 1; }
  sleep 0.2
done
t2=$(now)
sleep 5
rss_kb=$(awk '/VmRSS/ { print $2 }' "/proc/$server_pid/status")

echo "clone + npm ci:            $(elapsed "$t0" "$t1") s"
echo "npm start to first page:   $(elapsed "$t1" "$t2") s (build, migrate, seed, listen)"
echo "fresh clone to first page: $(elapsed "$t0" "$t2") s (budget 90 s)"
echo "idle server resident set:  $((rss_kb / 1024)) MiB (empty embedded database)"
