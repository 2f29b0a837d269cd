#!/usr/bin/env bash
# `npm test`: type check, lint, unit tests, integration tests on embedded PostgreSQL, end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's time, so a slow layer shows in CI's log.
last=$(date +%s)
step() {
  local now
  now=$(date +%s)
  [ -n "${current:-}" ] && printf '=== %s took %d s ===\n' "$current" $((now - last))
  current="$1"
  last=$now
  printf '\n=== %s ===\n' "$1"
}
trap '[ -n "${current:-}" ] && printf "=== %s took %d s ===\n" "$current" $(( $(date +%s) - last ))' EXIT

step "type check"
npx tsc --noEmit

step "lint (ESLint: Next core-web-vitals and TypeScript rules)"
npm run --silent lint

step "unit tests"
npx jest --selectProjects unit

step "node tests (the import rules, embedded database ownership, page cache handlers on a real redis-server)"
npx tsx --test tests/node/*.test.ts

step "integration tests (real PostgreSQL)"
npx tsx --conditions=react-server scripts/with-db.ts --no-seed -- npx jest --selectProjects integration --runInBand

step "end-to-end tests (production build, Chromium, phone viewport)"
npx tsx scripts/e2e.ts
