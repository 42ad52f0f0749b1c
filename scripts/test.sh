#!/usr/bin/env bash
# `npm test`: every layer, the fast ones first, so a lint error, a type error or a failing unit test stops the run in
# minutes rather than after the browser suite. Prints how long each stage took, also when one fails.
# `scripts/test.sh quick` runs the layers before the build: lint, typecheck and the unit tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Stages in one quoted word run side by side: lint and typecheck each keep one core busy.
stages=(system 'lint typecheck' unit build e2e)
[[ ${1:-} == quick ]] && stages=('lint typecheck' unit)

run_stage() {
  case $1 in
    system) bash scripts/check-system.sh ;;
    lint) npm run --silent lint ;;
    typecheck) npm run --silent typecheck ;;
    unit) npm run --silent test:unit ;;
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

for stage in "${stages[@]}"; do
  status=0
  if [[ $stage == *' '* ]]; then
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
