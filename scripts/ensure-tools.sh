#!/usr/bin/env bash
# Installs what a fresh machine lacks for the marketplace and its tests: pnpm (from the
# npm registry), Debian's Chromium (Playwright uses it; no browser download), PostgreSQL.
# Usage: source scripts/ensure-tools.sh [pnpm] [chromium] [postgres]
set -euo pipefail

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Need root to run: $*" >&2
    return 1
  fi
}

apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then as_root apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

ensure_pnpm() {
  if ! command -v pnpm >/dev/null || ! pnpm --version | grep -q '^10\.'; then
    echo "Installing pnpm 10"
    npm install -g pnpm@10 --silent >/dev/null 2>&1 || as_root npm install -g pnpm@10 --silent
  fi
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "Installing Debian's Chromium"
    apt_install chromium
  fi
}

ensure_postgres() {
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "Installing PostgreSQL"
    apt_install postgresql
  fi
}

for tool in "$@"; do "ensure_$tool"; done
