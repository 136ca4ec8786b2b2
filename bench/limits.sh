#!/usr/bin/env bash
# Time and peak memory of a build with a design at the access-pattern limit (5,000 one-line Scan
# patterns, each firing findings) beside the five example designs, and of one just past the limit.
#   bench/limits.sh            prints "at the limit: S s, M MB peak, page P MB" and the refusal
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
[ -f target/tablebook.jar ] || mvn -B -q -DskipTests package
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
design() { # design SERVICE PATTERNS
  printf 'service: %s\naccess_patterns:\n' "$1"
  for ((i = 0; i < $2; i++)); do printf -- '- {id: S%d, operation: Scan, table: Things}\n' "$i"; done
  printf 'entities: { Thing: { count: 10, attributes: { id: { type: S, bytes: 26 } } } }\n'
  printf 'tables: { Things: { key: { partition: id }, items: { Thing: {} }, pitr: true, deletion_protection: true } }\n'
}
mkdir -p "$work/at" "$work/over"
cp designs/*.yaml "$work/at/"
cp designs/*.yaml "$work/over/"
design at 5000 > "$work/at/at.yaml"
design over 5001 > "$work/over/over.yaml"
/usr/bin/time -f "%e %M" -o "$work/time" java -jar target/tablebook.jar build "$work/at" --out "$work/site" --quiet \
  >/dev/null 2>&1 || true
read -r secs kb < <(tail -1 "$work/time")
page=$(du -m "$work/site/services/at.html" | cut -f1)
echo "at the limit (5,000 patterns + 5 examples): ${secs} s, $((kb / 1024)) MB peak, page ${page} MB"
java -jar target/tablebook.jar check "$work/over" 2>&1 | grep "over.yaml" | head -1 || true
