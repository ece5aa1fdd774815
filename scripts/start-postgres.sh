#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the API test suite and prints its DATABASE_URL.
# Usage: eval "$(bash scripts/start-postgres.sh)"   (stop: bash scripts/start-postgres.sh stop)
set -euo pipefail
PGPORT=${CARMARKET_PG_PORT:-55432}
PGDATA=${CARMARKET_PG_DATA:-/tmp/carmarket-pg}
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

run_pg() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

if [ "${1:-}" = stop ]; then
  run_pg "$PGBIN/pg_ctl -D $PGDATA stop -m fast" >/dev/null 2>&1 || true
  exit 0
fi

run_pg "$PGBIN/pg_ctl -D $PGDATA stop -m immediate" >/dev/null 2>&1 || true
rm -rf "$PGDATA"
mkdir -p "$PGDATA"
[ "$(id -u)" = 0 ] && chown postgres "$PGDATA"
run_pg "$PGBIN/initdb -D $PGDATA -A trust -U postgres --no-sync" >/dev/null
run_pg "$PGBIN/pg_ctl -D $PGDATA -o '-p $PGPORT -k /tmp -c fsync=off -c listen_addresses=127.0.0.1' -l $PGDATA/server.log -w start" >/dev/null
echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/postgres"
