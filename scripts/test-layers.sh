#!/usr/bin/env bash
# Part of `npm test` (scripts/test-all.sh), run inside scripts/with-db.ts (DATABASE_URL, EMBEDDED_PG_PORT): every
# layer before the end-to-end tests, with the e2e production build running beside them all on its own database,
# ghomes_e2e (scripts/e2e.ts --build-only reuses this PostgreSQL, which stops only after both are done). The machine's
# cores are shared: the type check beside lint, the build beside everything.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/test-steps.sh

beside "the e2e production build" env -u DATABASE_URL npx tsx scripts/e2e.ts --build-only

step "type check and lint, side by side (tsc --noEmit; ESLint: Next core-web-vitals and TypeScript rules)"
beside "type check" npx tsc --noEmit
npm run --silent lint
finish "type check"

# The unit and node tests need no database (Jest's global setup makes the integration template when DATABASE_URL is set).
step "unit tests"
env -u DATABASE_URL npx jest --selectProjects unit --json --outputFile="$TEST_REPORTS/unit.json"

step "node tests (the import rules, embedded database ownership, page cache handlers on a real redis-server)"
env -u DATABASE_URL npx tsx --test tests/node/*.test.ts | tee "$TEST_REPORTS/node.tap"

step "integration tests (real PostgreSQL)"
npx jest --selectProjects integration --runInBand --json --outputFile="$TEST_REPORTS/integration.json"

step "waiting for the e2e production build"
finish "the e2e production build"
step ""
