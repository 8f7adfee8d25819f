#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL on loopback: initdb in a temp folder, start on 127.0.0.1,
# export DATABASE_URL, run the command, stop and remove the cluster. Needs Debian's postgresql package
# (.ci/run installs it). Usage: bash scripts/with-postgres.sh npm run test:pg -w @oa/server
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed (Debian: apt-get install -y postgresql)" >&2
  exit 1
fi
port=${PGPORT_TEST:-55432}
data=$(mktemp -d /tmp/oa-postgres.XXXXXX)

# PostgreSQL refuses to run as root: use the postgres user when we are root.
as_owner() {
  if [ "$(id -u)" = "0" ]; then
    chown -R postgres:postgres "$data"
    su postgres -s /bin/sh -c "$*"
  else
    sh -c "$*"
  fi
}

cleanup() {
  as_owner "'$bin/pg_ctl' -D '$data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$data"
}
trap cleanup EXIT

as_owner "'$bin/initdb' -D '$data' -A trust -U postgres -E UTF8 --locale=C.UTF-8" >/dev/null
as_owner "'$bin/pg_ctl' -D '$data' -l '$data/server.log' -w -o \"-c listen_addresses=127.0.0.1 -p $port -k '$data' -c fsync=off -c max_connections=200\" start" >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
# For a command that restarts the cluster itself (scripts/faults: pg_ctl restart -m fast).
export OA_PG_BIN="$bin" OA_PG_DATA="$data"
"$@"
