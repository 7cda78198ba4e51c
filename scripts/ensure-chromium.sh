#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the e2e suite: installs it when missing and we are root,
# otherwise stops with a one-line instruction. Playwright's own browser download is never used.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium not found at $CHROMIUM: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH) and try again." >&2
exit 1
