#!/usr/bin/env bash
# `npm test`: type check, lint, unit tests, node tests, integration tests on embedded PostgreSQL, end-to-end tests in
# Chromium (two workers; E2E_WORKERS sets another number), then the number of tests of each layer and the ten slowest end-to-end tests.
# scripts/test-layers.sh runs the layers before e2e, with the e2e production build beside them.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each layer's report, for the counts at the end (scripts/test-summary.ts).
TEST_REPORTS=$(mktemp -d)
export TEST_REPORTS E2E_JSON_REPORT="$TEST_REPORTS/e2e.json"
started=$(date +%s)
source scripts/lib/test-steps.sh
trap 'step ""; rm -rf "$TEST_REPORTS"' EXIT

# One embedded PostgreSQL for the integration tests and the build, stopped when both are done (with-db stops only a
# server it started; the build's with-db reuses this one and makes ghomes_e2e afresh).
npx tsx --conditions=react-server scripts/with-db.ts --no-seed -- bash scripts/test-layers.sh

step "end-to-end tests (the build above, Chromium, phone viewport)"
e2e=0
E2E_SKIP_BUILD=1 npx tsx scripts/e2e.ts || e2e=$?

step ""
npx tsx scripts/test-summary.ts "$TEST_REPORTS"
printf '\n=== npm test took %d s ===\n' $(( $(date +%s) - started ))
exit "$e2e"
