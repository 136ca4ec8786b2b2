#!/usr/bin/env bash
# The nightly fuzz run: the fuzz suite of `mvn -B verify` with more inputs and a new seed.
#   bench/fuzz.sh [COUNT] [SEED]      (defaults: 10000 inputs, a seed from the clock)
# It prints "fuzz: N inputs, seed S: ..." and fails, naming the input and its mutations, on the
# first crash, hang, stack trace or unpositioned error. Rerun a failure with the seed it printed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
count="${1:-10000}"
seed="${2:-$(date +%s)}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
mvn -B -Dtest=FuzzTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Dtablebook.fuzz.count="$count" -Dtablebook.fuzz.seed="$seed" test >"$log" 2>&1 || status=$?
grep -E "^fuzz:|AssertionError|hang:|not a positioned|exit code|in the output on" "$log" | cut -c1-2000 || true
if [ "$status" -ne 0 ]; then cp "$log" "$log.kept"; echo "fuzz: FAILED with seed $seed (full log: $log.kept)"; fi
exit "$status"
