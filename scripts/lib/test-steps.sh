# Sourced by scripts/test-all.sh and scripts/test-layers.sh: each step's time in CI's log (wall clock, and CPU seconds
# of the processes it waited for), and commands run beside the current step with their output printed after it.
# Needs TEST_REPORTS (a directory for the layers' reports, made by scripts/test-all.sh).

# `times` runs in this shell (a subshell would count its own children only); awk reads what it wrote.
cpu() {
  times >"$TEST_REPORTS/times.$$"
  cpu_seconds=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$TEST_REPORTS/times.$$")
}
cpu
last=$(date +%s)
last_cpu=$cpu_seconds
current=""

# `step NAME` ends the current step (printing its time) and starts the next; `step ""` only ends it.
step() {
  local now
  now=$(date +%s)
  cpu
  [ -n "$current" ] && printf '=== %s took %d s (CPU %d s) ===\n' "$current" $((now - last)) $((cpu_seconds - last_cpu))
  current="$1"
  last=$now
  last_cpu=$cpu_seconds
  [ -n "$1" ] && printf '\n=== %s ===\n' "$1"
  return 0
}

# `beside NAME command...` runs a command in the background, its output in a file; `finish NAME` waits for it,
# prints that output and its time, and returns its exit status.
declare -A beside_pids beside_began
beside() {
  local name="$1"
  shift
  beside_began[$name]=$(date +%s)
  "$@" >"$TEST_REPORTS/$name.log" 2>&1 &
  beside_pids[$name]=$!
}
finish() {
  local name="$1" status=0
  wait "${beside_pids[$name]}" || status=$?
  printf '\n--- %s (run beside the steps above) ---\n' "$name"
  cat "$TEST_REPORTS/$name.log"
  printf '=== %s took %d s (exit %d) ===\n' "$name" $(( $(date +%s) - beside_began[$name] )) "$status"
  return "$status"
}
