#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit tests, API tests on PGlite (and on PostgreSQL when DATABASE_URL
# is set), then browser tests in Debian Chromium. Ends with one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT

section() { printf '\n\033[1m▶ %s\033[0m\n' "$1"; }
vitest_in() { # workspace, lane, extra npm script
  local ws="$1" lane="$2" script="$3"
  npm run "$script" -w "$ws" --silent -- --reporter=default --reporter=json \
    --outputFile.json="$results/$lane.json"
}

section "system packages"
bash scripts/setup-system.sh test

section "lint"
npx biome ci .

section "typecheck"
npm run typecheck --silent

section "unit tests"
vitest_in packages/exercises unit-exercises test:unit
vitest_in packages/contracts unit-contracts test:unit
vitest_in content unit-content test:unit
vitest_in apps/server unit-server test:unit
vitest_in apps/web unit-web test:unit

section "course content (the API and browser tests use the built catalogue)"
npm run build -w content --silent

section "API tests on PGlite"
vitest_in apps/server api-pglite test:api

if [ -n "${DATABASE_URL:-}" ]; then
  section "API tests on PostgreSQL ($DATABASE_URL)"
  vitest_in apps/server api-postgres test:pg
else
  echo "DATABASE_URL is not set: skipping the PostgreSQL lane"
fi

section "build"
npm run build -w apps/web --silent
npm run build -w apps/server --silent

section "browser tests (Chromium)"
npm run test:e2e -w apps/web --silent | tee "$results/e2e.log"

node scripts/test-summary.mjs "$results"
