#!/usr/bin/env bash
# Makes sure Debian's Chromium headless shell is there for the e2e suite (playwright.config.ts, decision 0014):
# installs it when missing and we are root, otherwise stops with a one-line instruction. Playwright's own browser
# download is never used. CHROMIUM_PATH points the suite at another Chromium (e.g. the full /usr/bin/chromium).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
# The Debian package that installs it: the full browser for /usr/bin/chromium, else the headless shell.
case "$CHROMIUM" in
  */chromium) PACKAGE=chromium ;;
  *) PACKAGE=chromium-headless-shell ;;
esac
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "$CHROMIUM is missing: installing Debian's $PACKAGE package…"
  # Another apt-get (an unattended upgrade, a second test run) may hold the dpkg or lists lock:
  # wait for it, up to 10 minutes, instead of failing at once.
  APT_WAIT=(-o DPkg::Lock::Timeout=600)
  for _ in $(seq 1 60); do
    apt-get "${APT_WAIT[@]}" update -qq && break
    echo "apt-get update failed (lock held?): retrying in 10 s…" >&2
    sleep 10
  done
  DEBIAN_FRONTEND=noninteractive apt-get "${APT_WAIT[@]}" install -y -qq "$PACKAGE" >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium not found at $CHROMIUM: run 'sudo apt-get install -y $PACKAGE' (or set CHROMIUM_PATH) and try again." >&2
exit 1
