#!/usr/bin/env bash
# The README's test command: set up a fresh machine and pass every test.
#   typecheck, lint, unit + component + API tests (embedded PGlite), production builds,
#   the shell server's suite on those builds (pnpm test:ssr), Playwright journeys against the builds on
#   separate origins (the shell rendered on its Node server), then the API suite again
#   on a real PostgreSQL server, then the multi-instance suite (two API processes on one fresh
#   database of that server).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh pnpm chromium postgres

pnpm install --frozen-lockfile
pnpm test

echo "== API suite on PostgreSQL"
eval "$(bash scripts/start-postgres.sh)"
trap 'bash scripts/start-postgres.sh stop' EXIT
pnpm --filter api test

echo "== Multi-instance suite (two API processes on PostgreSQL)"
pnpm --filter api test:fleet
