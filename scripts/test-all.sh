#!/usr/bin/env bash
# `npm test`: type check, lint, unit tests, node tests, integration tests on embedded PostgreSQL, end-to-end tests in
# Chromium. Steps that do not depend on each other share the machine's cores: the type check beside lint, and the
# e2e production build (its own database, ghomes_e2e) beside the integration tests (one database per test file).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each layer's report, for the counts at the end (scripts/test-summary.ts).
reports=$(mktemp -d)
export E2E_JSON_REPORT="$reports/e2e.json"

# Each step's time (wall clock, and CPU seconds of the processes it waited for), so a slow layer shows in CI's log.
# `times` runs in this shell (a subshell would count its own children only); awk reads what it wrote.
cpu() {
  times >"$reports/times"
  cpu_seconds=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$reports/times")
}
last=$(date +%s)
cpu
last_cpu=$cpu_seconds
step() {
  local now now_cpu
  now=$(date +%s)
  cpu
  now_cpu=$cpu_seconds
  [ -n "${current:-}" ] && printf '=== %s took %d s (CPU %d s) ===\n' "$current" $((now - last)) $((now_cpu - last_cpu))
  current="$1"
  last=$now
  last_cpu=$now_cpu
  [ -n "$1" ] && printf '\n=== %s ===\n' "$1"
  return 0
}
started=$(date +%s)
trap '[ -n "${current:-}" ] && printf "=== %s took %d s ===\n" "$current" $(( $(date +%s) - last )); rm -rf "$reports"' EXIT

# Runs a command in the background with its output in a file; `finish NAME` waits for it and prints that output.
declare -A pids logs began
background() {
  local name="$1"
  shift
  logs[$name]="$reports/$name.log"
  began[$name]=$(date +%s)
  "$@" >"${logs[$name]}" 2>&1 &
  pids[$name]=$!
}
finish() {
  local name="$1" status=0
  wait "${pids[$name]}" || status=$?
  printf '\n--- %s (ran alongside, %d s, exit %d) ---\n' "$name" $(( $(date +%s) - began[$name] )) "$status"
  cat "${logs[$name]}"
  return "$status"
}

step "type check and lint, side by side (tsc --noEmit; ESLint: Next core-web-vitals and TypeScript rules)"
background "type check" npx tsc --noEmit
npm run --silent lint
finish "type check"

step "unit tests"
npx jest --selectProjects unit --json --outputFile="$reports/unit.json"

step "node tests (the import rules, embedded database ownership, page cache handlers on a real redis-server)"
npx tsx --test tests/node/*.test.ts | tee "$reports/node.tap"

step "integration tests (real PostgreSQL), with the e2e production build alongside"
# One embedded PostgreSQL for both, started here and stopped when both are done (with-db stops only a server it
# started; the build's with-db reuses this one and makes ghomes_e2e afresh).
npx tsx --conditions=react-server scripts/with-db.ts --no-seed -- bash scripts/integration-and-build.sh "$reports"

step "end-to-end tests (the build above, Chromium, phone viewport, two workers)"
e2e=0
E2E_SKIP_BUILD=1 npx tsx scripts/e2e.ts || e2e=$?

step ""
npx tsx scripts/test-summary.ts "$reports"
printf '\n=== npm test took %d s ===\n' $(( $(date +%s) - started ))
exit "$e2e"
