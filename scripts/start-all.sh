#!/usr/bin/env bash
# The README's run command: set up a fresh machine and start the whole marketplace
# (production builds on separate origins: the shell rendered on its Node server, the remotes as static
# files; the API on the embedded database with seed data). `pnpm start:static` serves the shell statically.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh pnpm
pnpm install --frozen-lockfile
pnpm start
