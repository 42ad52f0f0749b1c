#!/usr/bin/env bash
# `npm test`: every layer, the fast ones first, so a lint error, a type error or a failing unit test stops the run in
# minutes rather than after the browser suite. Prints how long each stage took, also when one fails.
# `scripts/test.sh quick` runs the layers before the build: lint, typecheck and the unit tests.
set -euo pipefail
cd "$(dirname "$0")/.."

stages=(system lint typecheck unit build e2e)
[[ ${1:-} == quick ]] && stages=(lint typecheck unit)

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

for stage in "${stages[@]}"; do
  echo "==> $stage"
  started=$SECONDS
  status=0
  run_stage "$stage" || status=$?
  elapsed=$((SECONDS - started))
  timings+=("$(printf '%-10s %4d s%s' "$stage" "$elapsed" "$([[ $status -eq 0 ]] || echo "  FAILED (exit $status)")")")
  [[ $status -eq 0 ]] || exit "$status"
done
timings+=("$(printf '%-10s %4d s' total "$SECONDS")")
