#!/usr/bin/env bash
# A throw-away PostgreSQL 15 server for the PostgreSQL leg of the tests.
#   scripts/throwaway-postgres.sh start <folder>   prints the connection URL on stdout
#   scripts/throwaway-postgres.sh stop <folder>
#   scripts/throwaway-postgres.sh restart <folder> [fast|immediate]   (bench/two-nodes.ts's faults)
# THROWAWAY_PG_DURABLE=1 keeps synchronous_commit on, so that a commit acknowledged before an
# immediate restart is still there after it (fsync stays off: the kernel keeps what a crashed
# server wrote; only a machine crash would lose it).
# Runs as the `postgres` OS user when started by root (the server refuses to run as root).
set -euo pipefail
cmd=${1:?start or stop}
dir=${2:?folder}
bin=/usr/lib/postgresql/15/bin

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    [ -x "$bin/initdb" ] || { echo "PostgreSQL 15 binaries are missing in $bin" >&2; exit 1; }
    rm -rf "$dir"; mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
    as_pg "$bin/initdb" -D "$dir/data" -U harborline --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1
    sync=off
    [ "${THROWAWAY_PG_DURABLE:-}" = 1 ] && sync=on
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=$sync -c full_page_writes=off" \
      start >/dev/null
    echo "$port" >"$dir/port"
    echo "postgres://harborline@127.0.0.1:$port/postgres"
    ;;
  restart)
    # pg_ctl restart reuses the options the server was started with (postmaster.opts).
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 -m "${3:-fast}" restart >/dev/null
    ;;
  stop)
    if [ -f "$dir/data/postmaster.pid" ]; then as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$dir"
    ;;
  *) echo "unknown command $cmd" >&2; exit 2 ;;
esac
