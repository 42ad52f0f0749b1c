#!/usr/bin/env bash
# `npm test`: every layer, the fast ones first, so a lint error, a type error or a failing unit test stops the run in
# minutes rather than after the browser suite. Prints how long each stage took, also when one fails.
# `scripts/test.sh quick` runs the layers before the build: lint, typecheck and the unit tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Stages in one quoted word run side by side: lint and typecheck each keep one core busy. In a word joined by '|', the
# chain before it runs beside the chain after it: lint, typecheck and the unit tests beside the build and the browser
# suite, whose one Playwright worker leaves the machine waiting on pages much of the time (docs/testing.md).
stages=(system 'lint typecheck unit|build e2e')
[[ ${1:-} == quick ]] && stages=('lint typecheck' unit)

run_stage() {
  case $1 in
    system) bash scripts/check-system.sh ;;
    lint) npm run --silent lint ;;
    typecheck) npm run --silent typecheck ;;
    unit) npm run --silent test:unit -- ${UNIT_WORKERS:+--maxWorkers=$UNIT_WORKERS} ;;
    build) npm run --silent build ;;
    # The build above is the one the browser suite serves.
    e2e) E2E_SKIP_BUILD=1 npm run --silent test:e2e ;;
  esac
}

timings=()
report() {
  echo
  echo 'Stage times:'
  for line in "${timings[@]}"; do echo "  $line"; done
}
trap report EXIT

record() {
  timings+=("$(printf '%-10s %4d s%s' "$1" "$2" "$([[ $3 -eq 0 ]] || echo "  FAILED (exit $3)")")")
}

# Runs the stages named in $1 at once, each into its own log, and prints each log whole once all have ended.
run_together() {
  local dir name failed=0
  dir=$(mktemp -d)
  for name in $1; do
    (
      started=$SECONDS
      status=0
      run_stage "$name" >"$dir/$name.log" 2>&1 || status=$?
      echo "$status $((SECONDS - started))" >"$dir/$name.result"
    ) &
  done
  wait
  for name in $1; do
    local status elapsed
    read -r status elapsed <"$dir/$name.result"
    echo "==> $name"
    cat "$dir/$name.log"
    record "$name" "$elapsed" "$status"
    [[ $status -eq 0 ]] || failed=$status
  done
  rm -rf "$dir"
  return "$failed"
}

# Runs the stages named in $1 one after another, each one's name, status and time appended to the file $2; stops at
# the first that fails.
run_chain() {
  local name started status
  for name in $1; do
    echo "==> $name"
    started=$SECONDS
    status=0
    run_stage "$name" || status=$?
    echo "$name $status $((SECONDS - started))" >>"$2"
    [[ $status -eq 0 ]] || return "$status"
  done
}

# Stops the chain whose process group is $1 as Ctrl-C would: Playwright then closes the servers it started, which a
# TERM leaves running on their ports. Whatever is still there after a few seconds is terminated.
stop_chain() {
  kill -INT -- "-$1" 2>/dev/null || return 0
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    kill -0 -- "-$1" 2>/dev/null || return 0
    sleep 1
  done
  kill -TERM -- "-$1" 2>/dev/null || true
}

# Runs the chain of stages named in $1 beside the chain named in $2: the second's output as it comes, the first's log
# whole once it ends. A failure in the first stops the second at once; a failure in the second ends it.
run_beside() {
  local dir beside_pid chain_pid name status elapsed failed=0 stopped=''
  dir=$(mktemp -d)
  touch "$dir/beside.results" "$dir/chain.results"
  (
    # Half the cores: the chain beside it has the other half.
    UNIT_WORKERS=$(($(nproc) / 2 > 1 ? $(nproc) / 2 : 1))
    export UNIT_WORKERS
    run_chain "$1" "$dir/beside.results" >"$dir/beside.log" 2>&1
  ) &
  beside_pid=$!
  set -m
  run_chain "$2" "$dir/chain.results" &
  chain_pid=$!
  set +m
  wait -n "$beside_pid" "$chain_pid" || true
  if grep -qv ' 0 [0-9]*$' "$dir/beside.results"; then
    stop_chain "$chain_pid"
    stopped="stopped as $(grep -v ' 0 [0-9]*$' "$dir/beside.results" | cut -d' ' -f1) failed: $2"
  fi
  wait "$beside_pid" "$chain_pid" || true
  cat "$dir/beside.log"
  while read -r name status elapsed; do
    record "$name" "$elapsed" "$status"
    [[ $status -eq 0 ]] || failed=$status
  done < <(cat "$dir/beside.results" "$dir/chain.results")
  [[ -z $stopped ]] || timings+=("$stopped")
  rm -rf "$dir"
  return "$failed"
}

for stage in "${stages[@]}"; do
  status=0
  if [[ $stage == *'|'* ]]; then
    run_beside "${stage%%|*}" "${stage#*|}" || status=$?
  elif [[ $stage == *' '* ]]; then
    run_together "$stage" || status=$?
  else
    echo "==> $stage"
    started=$SECONDS
    run_stage "$stage" || status=$?
    record "$stage" "$((SECONDS - started))" "$status"
  fi
  [[ $status -eq 0 ]] || exit "$status"
done
timings+=("$(printf '%-10s %4d s' total "$SECONDS")")
