#!/usr/bin/env bash
# The README's run command: set up a fresh machine and start the whole marketplace
# (production builds on separate origins + API on the embedded database with seed data).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh pnpm
pnpm install --frozen-lockfile
pnpm start
