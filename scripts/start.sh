#!/usr/bin/env bash
# The mall and its operations console (/ops/) on one origin: builds both front ends and the server, then serves both with the embedded
# database at http://${HOST:-127.0.0.1}:${PORT:-8080}. DATA_DIR and DATABASE_URL are honoured.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh deps
echo "start: building the mall and the operations console"
pnpm --filter @mall/mall build --logLevel warn
pnpm --filter @mall/ops build --logLevel warn
echo "start: building the server"
pnpm --filter @mall/api build
# The server runs from apps/api; a relative DATA_DIR (default .data) means the checkout's folder.
export DATA_DIR="$(realpath -m "${DATA_DIR:-.data}")"
echo "start: serving at http://${HOST:-127.0.0.1}:${PORT:-8080} (data in $DATA_DIR)"
# Compiled JavaScript on plain node (issue #17); one process, PGlite unless DATABASE_URL is set.
cd apps/api
exec node dist/main.js
