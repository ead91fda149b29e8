#!/usr/bin/env bash
# Backup and restore of the mall's data (deploy/README.md "Backups"):
#   pnpm backup [FILE]             writes one .tar (default backups/mall-<engine>-<time>.tar)
#   pnpm restore FILE [--force]    restores it and checks every table's row count
# The database is the PostgreSQL one at DATABASE_URL (pg_dump -Fc / pg_restore; PG_BIN may name the
# folder of the tools), or else the PGlite one in DATA_DIR (its dumpDataDir archive; stop the server
# first, it holds the folder). DATA_DIR's uploaded photos go along. Relative paths are read from here.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
command=${1:?usage: backup.sh backup [FILE] | restore FILE [--force]}
shift
args=()
for arg in "$@"; do
  case "$arg" in --*) args+=("$arg") ;; *) args+=("$(realpath -m "$arg")") ;; esac
done
cd "$root"
# As for `pnpm start`: a relative DATA_DIR (default .data) is the checkout's folder.
export DATA_DIR="$(realpath -m "${DATA_DIR:-.data}")"
exec apps/api/node_modules/.bin/tsx apps/api/src/db/backupCli.ts "$command" "${args[@]}"
