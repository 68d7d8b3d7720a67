#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit tests, API tests on PGlite (and on PostgreSQL when DATABASE_URL
# is set), the regression suites, then browser tests in Debian Chromium. Ends with one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT

section() { printf '\n\033[1m▶ %s\033[0m  (at %d s)\n' "$1" "$SECONDS"; }
vitest_in() { # workspace, lane, extra npm script
  local ws="$1" lane="$2" script="$3"
  npm run "$script" -w "$ws" --silent -- --reporter=default --reporter=json \
    --outputFile.json="$results/$lane.json"
}

# Lanes that run side by side: `lane NAME command…` starts one in the background with its own log;
# `await_lanes` waits for them in start order, printing each lane's log under its name as soon as it and
# the lanes before it are done, and fails when any lane failed.
lane_names=()
lane_pids=()
lane() {
  local name="$1"
  shift
  "$@" >"$results/$name.log" 2>&1 &
  lane_pids+=($!)
  lane_names+=("$name")
}
await_lanes() {
  local status=0 ok i
  for i in "${!lane_pids[@]}"; do
    if wait "${lane_pids[$i]}"; then ok=1; else ok=0; status=1; fi
    printf '\n\033[1m── %s%s\033[0m\n' "${lane_names[$i]}" "$([ $ok = 1 ] || echo " FAILED")"
    cat "$results/${lane_names[$i]}.log"
  done
  lane_names=()
  lane_pids=()
  return "$status"
}

section "system packages"
bash scripts/setup-system.sh test

section "lint"
npx biome ci .

# The typecheck and the unit lanes share nothing, so they run side by side (each into its own log, printed
# in order). The course content (the API and browser tests use the built catalogue) is built once the web's
# unit lane is done, beside the server's longer one, and long after the content's own unit tests.
section "typecheck and unit tests, then the course content"
content_after_web_unit() {
  vitest_in apps/web unit-web test:unit && echo "── course content" && npm run build -w content --silent
}
lane typecheck npm run typecheck --silent
lane unit-exercises vitest_in packages/exercises unit-exercises test:unit
lane unit-contracts vitest_in packages/contracts unit-contracts test:unit
lane unit-content vitest_in content unit-content test:unit
lane unit-server vitest_in apps/server unit-server test:unit
lane unit-web-then-content content_after_web_unit
await_lanes || exit 1

# The two API lanes use separate databases and the build touches neither, so they run side by side;
# each writes its own log, printed when all three are done.
section "API tests on PGlite$([ -n "${DATABASE_URL:-}" ] && echo " and on PostgreSQL ($DATABASE_URL)"), and the build"
if [ -n "${DATABASE_URL:-}" ]; then
  # the API fuzz payloads are split between the two lanes: each is sent once, on one of the databases
  HIBIKI_FUZZ_SAMPLE=2 HIBIKI_FUZZ_OFFSET=0 lane api-pglite vitest_in apps/server api-pglite test:api
  HIBIKI_FUZZ_SAMPLE=2 HIBIKI_FUZZ_OFFSET=1 lane api-postgres vitest_in apps/server api-postgres test:pg
else
  lane api-pglite vitest_in apps/server api-pglite test:api
  echo "DATABASE_URL is not set: skipping the PostgreSQL lane"
fi
build() { npm run build -w apps/web --silent && npm run build -w apps/server --silent; }
lane build build
await_lanes || exit 1

# The cross-school access matrix and the kill -9 durability test (apps/server/src/regression/), on PGlite
# and on PostgreSQL when DATABASE_URL is set, run beside the browser tests: the journeys mostly wait for
# audio, timers and the page, so the two share the machine well (about two minutes off the run). So do the
# web size budgets: gzipped JS+CSS of sign-in, home and each exercise player; a route that grows past its
# budget (or, while still over it, past its ceiling) fails the run at the end. Their logs are printed once
# the browser tests are done, and a failing one fails the run after the summary, which repeats the figures
# the regression suites print.
section "browser tests (Chromium), beside the regression suites (access matrix, kill -9 durability) and the web size budgets"
# The regression lane starts once the browser tests' server is up (its migrations, seed and dictionary
# import are the busiest minute of the phase), or after 3 minutes if no word of it comes.
export HIBIKI_E2E_READY_FILE="$results/e2e-server-ready"
regression_after_e2e_start() {
  for _ in $(seq 1 180); do [ -e "$HIBIKI_E2E_READY_FILE" ] && break; sleep 1; done
  vitest_in apps/server regression test:regression
}
lane regression regression_after_e2e_start
lane web-size node bench/web-size.mjs
e2e=0
npm run test:e2e -w apps/web --silent | tee "$results/e2e.log" || e2e=1
lanes=0
await_lanes || lanes=1

node scripts/test-summary.mjs "$results" || exit 1
[ "$e2e" = 0 ] || exit 1
[ "$lanes" = 0 ] || { echo "a lane beside the browser tests failed (its log above: the regression suites, or bench/web-size.mjs: the web app grew past its size budgets or ceilings)"; exit 1; }
