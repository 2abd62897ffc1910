#!/usr/bin/env bash
# Install whatever is missing, then run every check and test of Pasch:
#   fmt, clippy (native and wasm), native cargo test (engine, CLI), 10,000 games per kind
#   between computer players (scripts/bots_check.sh), the release build,
#   wasm component tests in headless Chromium (when there are any), and the browser tests.
# Runs every step even after a failure, prints a summary, and exits non-zero if anything
# failed. The last line is "total: N passed, N failed" (tests, plus each failed step).
#
#   scripts/test.sh        (what .ci/run calls)
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$PASCH_ROOT" || exit 1

LOGS=$(mktemp -d)
trap 'rm -rf "$LOGS"' EXIT
SUMMARY=()
PASSED=0
FAILED=0
ANY_FAILED=0

# step NAME COMMAND...: run it with its output shown and kept, record status and time.
step() {
  local name=$1 start=$SECONDS rc=0
  shift
  echo
  echo "=== $name: $*"
  "$@" 2>&1 | tee "$LOGS/$name.log"
  rc=${PIPESTATUS[0]}
  local took=$((SECONDS - start)) p=0 f=0
  # Count tests: cargo's "test result: ok. 3 passed; 0 failed; ..." lines, the browser
  # runner's final "N passed, N failed".
  read -r p f < <(awk '
    /^test result: / { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
    /^[0-9]+ passed, [0-9]+ failed$/ { p += $1; f += $3 }
    END { print p + 0, f + 0 }' "$LOGS/$name.log")
  # A failed step that counted no failed test (compile error, lint) counts as one failure.
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  PASSED=$((PASSED + p))
  FAILED=$((FAILED + f))
  local status=ok
  if [ "$rc" -ne 0 ]; then
    status=FAIL
    ANY_FAILED=1
  fi
  SUMMARY+=("$(printf '%-5s %-14s %5ss  %s' "$status" "$name" "$took" "$( [ $((p + f)) -gt 0 ] && echo "$p passed, $f failed")")")
  return "$rc"
}

skip() {
  SUMMARY+=("$(printf '%-5s %-14s %5s   %s' skip "$1" - "$2")")
}

# The wasm tests to run: test files under tests/ (top level) with #[wasm_bindgen_test] run as
# `--test NAME`, any in src/ as `--lib`; only these, so the native-only integration tests
# and their dev-dependencies are not compiled for wasm.
wasm_test_args() {
  local args=() f
  for f in $(grep -rlE 'wasm_bindgen_test' tests --include='*.rs' 2>/dev/null); do
    if [ "$(dirname "$f")" = tests ]; then
      args+=(--test "$(basename "$f" .rs)")
    else
      args=(--tests) # a helper module: let cargo find the test targets
      break
    fi
  done
  if [ "${args[0]:-}" != --tests ] && grep -rqE 'wasm_bindgen_test' src 2>/dev/null; then args+=(--lib); fi
  echo "${args[@]}"
}

START=$SECONDS
step setup pasch_setup || {
  echo "setup failed: nothing can run" >&2
  printf '%s\n' "${SUMMARY[@]}"
  echo "total: 0 passed, 1 failed"
  exit 1
}
step fmt cargo fmt --check
step clippy cargo clippy --all-targets --locked -- -D warnings
# The UI only exists for wasm32: lint it there too (all features: the brain's SIMD build too).
step clippy-wasm cargo clippy --target wasm32-unknown-unknown --lib --bins --all-features --locked -- -D warnings
step cargo-test cargo test --locked
step bots scripts/bots_check.sh
WASM_TESTS=$(wasm_test_args)
if [ -n "$WASM_TESTS" ]; then
  # shellcheck disable=SC2086 # word splitting wanted
  step wasm-test cargo test --target wasm32-unknown-unknown --locked $WASM_TESTS
else
  skip wasm-test "no #[wasm_bindgen_test] under tests/ or src/"
fi
if step build pasch_release_build; then
  step browser node tests/browser/run.mjs
else
  skip browser "no build"
fi

echo
echo "=== summary ($((SECONDS - START))s; screenshots in tests/artifacts/)"
printf '%s\n' "${SUMMARY[@]}"
echo "total: $PASSED passed, $FAILED failed"
[ "$ANY_FAILED" -eq 0 ] && [ "$FAILED" -eq 0 ]
