#!/usr/bin/env bash
# Part of `npm test` (scripts/test-all.sh), run inside scripts/with-db.ts: the integration tests on this embedded
# PostgreSQL (DATABASE_URL; each test file clones its own database) while the e2e production build runs beside them
# on its own database, ghomes_e2e (scripts/e2e.ts --build-only, which reuses this PostgreSQL: EMBEDDED_PG_PORT).
# The build's output is printed after the tests'; either failing fails the step.
#   bash scripts/integration-and-build.sh <reports dir>
set -uo pipefail
cd "$(dirname "$0")/.."
reports="$1"

began=$(date +%s)
(
  env -u DATABASE_URL npx tsx scripts/e2e.ts --build-only
  status=$?
  printf '=== the e2e production build took %d s ===\n' $(( $(date +%s) - began ))
  exit "$status"
) >"$reports/build.log" 2>&1 &
build=$!

npx jest --selectProjects integration --runInBand --json --outputFile="$reports/integration.json"
tests=$?
printf '=== integration tests took %d s ===\n' $(( $(date +%s) - began ))

wait "$build"
built=$?
printf '\n--- the e2e production build (alongside the integration tests) ---\n'
cat "$reports/build.log"
printf '=== integration tests and the build took %d s (build exit %d) ===\n' $(( $(date +%s) - began )) "$built"
[ "$tests" -eq 0 ] && [ "$built" -eq 0 ]
