#!/usr/bin/env bash
# Prints how long the cost engine takes for 1, 100 and 1,000 designs (median of 5 runs after a
# warm-up). Run from anywhere: ./bench/cost.sh [design folders...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
mvn -B -q -Dstyle.color=never test-compile
cp_file="$(mktemp)"
trap 'rm -f "$cp_file"' EXIT
mvn -B -q -Dstyle.color=never dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$cp_file" >&2
exec java -Xms512m -cp "target/classes:target/test-classes:$(cat "$cp_file")" dev.tablebook.cost.CostBenchmark "$@"
