#!/usr/bin/env bash
# Part of `npm test` (scripts/test-all.sh), run inside scripts/with-db.ts (DATABASE_URL, EMBEDDED_PG_PORT): every
# layer before the end-to-end tests, on both cores of the machine: the type check beside lint, the unit tests on
# two Jest workers, the node tests, then the e2e production build beside the integration tests, on its own database
# ghomes_e2e (scripts/e2e.ts --build-only reuses this PostgreSQL, which stops only after both are done). The unit
# and node tests run before the build starts: their short waits (Testing Library's 1 s) never share a core with it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/test-steps.sh

step "type check and lint, side by side (tsc --noEmit; ESLint: Next core-web-vitals and TypeScript rules)"
beside "type check" npx tsc --noEmit
npm run --silent lint
finish "type check"

# The unit and node tests need no database (Jest's global setup makes the integration template when DATABASE_URL is set).
step "unit tests (two workers)"
env -u DATABASE_URL npx jest --selectProjects unit --maxWorkers=2 --json --outputFile="$TEST_REPORTS/unit.json"

step "node tests (the import rules, embedded database ownership, page cache handlers on a real redis-server)"
env -u DATABASE_URL npx tsx --test tests/node/*.test.ts | tee "$TEST_REPORTS/node.tap"

# The type check above passed (set -e), so the build skips its own (BUILD_TYPES_CHECKED, next.config.mjs).
beside "the e2e production build" env -u DATABASE_URL BUILD_TYPES_CHECKED=1 npx tsx scripts/e2e.ts --build-only

# Each integration file has its own database (cloned from the migrated template), so two files run at once.
step "integration tests (real PostgreSQL, two workers), the e2e production build beside them"
npx jest --selectProjects integration --maxWorkers=2 --json --outputFile="$TEST_REPORTS/integration.json"

step "waiting for the e2e production build"
finish "the e2e production build"
step ""
