#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests: initdb in a temp dir as a non-root user, 127.0.0.1 only,
# on a free port. `pg-temp.sh start` prints the URL to use; `pg-temp.sh stop DIR` removes it.
# shared_buffers 512 MB: bench:search's 200 000-product search table, its GIN index and the product rows
# stay cached when queries alternate (the default 128 MB evicts them between queries).
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
case "${1:-}" in
  start)
    dir=$(mktemp -d /tmp/wanju-pg.XXXXXX)
    port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as=()
    if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; as=(runuser -u postgres --); fi
    "${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
    "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=512MB" start >/dev/null
    echo "$dir postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir="$2"
    as=()
    [ "$(id -u)" -eq 0 ] && as=(runuser -u postgres --)
    "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start | stop DIR" >&2; exit 2 ;;
esac
