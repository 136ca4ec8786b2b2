#!/usr/bin/env bash
# The scale benchmark: a synthetic repository of N services (the five examples of designs/,
# renamed and varied, seeded: dev.tablebook.bench.SyntheticRepository) and, for each N, wall
# time, CPU time (user+sys) and peak RSS of `build` (in a fixed heap), `check` and `cost`, the
# rebuild after one design changes (and the bytes it writes beyond that service's own files), the
# site's bytes and files, in all and per kind of file (pages, Markdown copies, search index...); then the cost engine in-process
# (JMH, dev.tablebook.bench.CostPerModel) beside the reference calculator's figure, `cost`
# over 1,000 designs in one process beside the reference's, the build's CPU per service beyond
# its fixed part (the slope between the sizes) and the cores the largest build keeps busy.
#
#   bench/scale.sh [--jar JAR] [--sizes "100 300 1000"] [--seed 13] [--heap 1g] [--work DIR]
#                  [--no-jmh] [--keep]
#
# --jar     the tablebook jar to measure with plain `java -Xmx.. -jar JAR` (the in-process figures
#           then run that jar's classes too, so an older jar can be compared); without it, the
#           repository's jar (target/tablebook.jar, built when stale) is measured as users run it:
#           through the launcher ./tablebook, with its JVM options (AppCDS, the compiler it picks)
#           and TABLEBOOK_JAVA_OPTS=-Xmx..
# --sizes   the repository sizes (default "100 300 1000")
# --heap    the -Xmx of every command (default 1g); an OutOfMemoryError is a row marked OOM
# --work    where the repositories and sites go (default a temporary folder, removed at the end
#           unless --keep)
# Timings are of this machine as it is: compare CPU time, not wall time, on a shared machine.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

jar=""
launcher=1
sizes="100 300 1000"
seed=13
heap=1g
work=""
jmh=1
keep=0
while [ $# -gt 0 ]; do
  case "$1" in
    --jar) jar="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; launcher=0; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --heap) heap="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --no-jmh) jmh=0; shift ;;
    --keep) keep=1; shift ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "scale.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

# the reference calculator (the Python script of the cost-model reference) as measured when the
# goal was set: ~700 us per model in-process, 0.74 s and 18 MB for 1,000 models in one process.
# The script is not part of this repository, so these are stated constants, not measured here.
REF_US_PER_MODEL=700
REF_1000_WALL_S=0.74
REF_1000_RSS_MB=18

if [ -z "$jar" ]; then
  jar="$root/target/tablebook.jar"
  if [ ! -f "$jar" ] || [ -n "$(find pom.xml src/main templates -newer "$jar" -print -quit)" ]; then
    echo "scale.sh: building $jar ..." >&2
    mvn -B -q -Dstyle.color=never -DskipTests package >&2
  fi
fi
[ -f "$jar" ] || { echo "scale.sh: no jar at $jar" >&2; exit 2; }

# the generator and the JMH benchmark are test classes
mvn -B -q -Dstyle.color=never test-compile >&2
cp_file="$(mktemp)"
mvn -B -q -Dstyle.color=never dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$cp_file" >&2
test_cp="$root/target/test-classes:$(cat "$cp_file")"
rm -f "$cp_file"

if [ -z "$work" ]; then
  work="$(mktemp -d)"
  [ "$keep" = 1 ] || trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"

if [ "$launcher" = 1 ]; then
  export TABLEBOOK_JAVA_OPTS="-Xmx$heap"
  java_run=("$root/tablebook")
  how="the launcher ./tablebook, TABLEBOOK_JAVA_OPTS=$TABLEBOOK_JAVA_OPTS"
  # a launcher whose class-data archive cannot be mapped (a jar copied or rebuilt since it was
  # written) runs without it, silently: say which, since the figures differ
  archive="$root/target/tablebook.jsa"
  if [ ! -f "$archive" ] || [ ! "$archive" -nt "$jar" ]; then
    how="$how, no class-data archive"
  elif TABLEBOOK_JAVA_OPTS="-Xmx$heap -Xshare:on" "$root/tablebook" --version >/dev/null 2>&1; then
    how="$how, class-data archive mapped"
  else
    how="$how, class-data archive NOT mapped (the runs go without it)"
  fi
else
  java_run=(java "-Xmx$heap" -Djava.awt.headless=true -jar "$jar")
  how="java -Xmx$heap -jar"
fi

# kinds SITE: the bytes and files of a site per kind of file, one row each, and the whole
kinds() {
  (cd "$1" && find . -type f -printf '%s %p\n') | awk '
    { p = $2; sub(/^\.\//, "", p)
      if (p ~ /^packets\//) k = "review packets (packets/)"
      else if (p ~ /^services\/.*\.html$/) k = "service pages (services/*.html)"
      else if (p ~ /^services\/.*\.md$/) k = "Markdown copies (services/*.md)"
      else if (p ~ /^search\//) k = "search index (search/)"
      else if (p ~ /^rules\//) k = "rule catalog (rules/)"
      else if (p ~ /^assets\//) k = "assets (assets/)"
      else k = "index, schema, services.js"
      b[k] += $1; f[k]++; tb += $1 }
    END { for (k in b) printf "  %-34s %6d files %12d bytes %7.1f MB %5.1f%%\n", k, f[k], b[k], b[k] / 1e6, 100 * b[k] / tb }' \
    | sort -k1,1
}

rows=()
row() { rows+=("$(printf '%-6s %-22s %-8s %9s %9s %10s  %s' "$@")"); }

# measure N LABEL OUT CMD... : one run of tablebook, timed; a row of wall, CPU and peak RSS
measure() {
  local n="$1" label="$2" out="$3"
  shift 3
  local tf="$work/time.$$" err="$work/stderr.$$"
  local rc=0
  /usr/bin/time -f '%e %U %S %M' -o "$tf" "${java_run[@]}" "$@" >"$out" 2>"$err" || rc=$?
  local wall user sys kb
  read -r wall user sys kb < <(tail -1 "$tf")
  local status=ok
  if grep -q 'OutOfMemoryError' "$err" "$out" 2>/dev/null; then
    status=OOM
  elif [ "$rc" -ne 0 ]; then
    status="exit $rc"
  fi
  local cpu
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
  row "$n" "$label" "$status" "$wall" "$cpu" "$((kb / 1024))" "$(grep -m1 -E 'OutOfMemoryError|Exception|error' "$err" | cut -c1-60 || true)"
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$label" "$status" "$wall" "$cpu" "$((kb / 1024))" >> "$work/raw.tsv"
  last_status="$status"
}

for n in $sizes; do
  repo="$work/repo-$n"
  rm -rf "$repo"
  mkdir -p "$repo"
  java -cp "$test_cp" dev.tablebook.bench.SyntheticRepository designs "$repo/designs" "$n" "$seed"
  patterns=$(cat "$repo"/designs/*.yaml | grep -c '^  - id:' || true)
  echo "N=$n: $(ls "$repo/designs" | wc -l) designs, $patterns access patterns (seed $seed) in $repo" >&2
  (
    cd "$repo"
    measure "$n" "build (-Xmx$heap)" /dev/null build --quiet --out site designs
    built="$last_status"
    measure "$n" "check" /dev/null check designs
    measure "$n" "cost --format json" "$work/cost-$n.json" cost --format json designs
    if [ "$built" = ok ]; then
      # one design changes: the first file's first rate goes up by one
      local_files=(designs/*.yaml)   # a glob, not ls | head: with pipefail, head's early exit would end the script
      first="${local_files[0]}"
      perl -0pi -e 's/rps: \{ peak: (\d+)/"rps: { peak: " . ($1 + 1)/e' "$first"
      touch "$work/before-rebuild.$$"
      sleep 1   # a file the rebuild writes is newer by the clock's resolution
      measure "$n" "rebuild, 1 changed" /dev/null build --quiet --out site designs
      changed="$(basename "$first" .yaml)"
      own=$(find site -type f -newer "$work/before-rebuild.$$" \( -path "site/services/$changed.*" -o -path "site/search/$changed.js" -o -path "site/packets/$changed.html" \) -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }')
      other=$(find site -type f -newer "$work/before-rebuild.$$" ! \( -path "site/services/$changed.*" -o -path "site/search/$changed.js" -o -path "site/packets/$changed.html" \) -printf '%s\n' | awk '{ s += $1; n++ } END { print s + 0, n + 0 }')
      rows+=("$(printf '%-6s %-22s %-8s rewrote %s bytes of %s own files, %s bytes in %s other files (goal: <= 1 MB)' "$n" "rebuild, bytes written" ok "$own" "$changed" ${other})")
      bytes=$(du -sb site | cut -f1)
      files=$(find site -type f | wc -l)
      rows+=("$(printf '%-6s %-22s %-8s %9s files, %s MB (%s bytes)' "$n" "site" ok "$files" "$((bytes / 1000000))" "$bytes")")
      while IFS= read -r k; do rows+=("$(printf '%-6s %-22s %s' "$n" "site, by kind" "$k")"); done < <(kinds site)
    else
      row "$n" "rebuild, 1 changed" "skipped" "-" "-" "-" "the build failed"
      row "$n" "site" "none" "-" "-" "-" "no site written"
    fi
    printf '%s\n' "${rows[@]}" > "$work/rows-$n"
    printf '%s\n' "${rows[@]}" >&2   # as it goes, so a long run shows its rows before the table
  )
  cat "$work/rows-$n" >> "$work/rows"
done

# cost over 1,000 designs in one process (the N=1000 repository's when it was measured)
if [ ! -f "$work/rows-1000" ]; then
  repo="$work/repo-1000"
  mkdir -p "$repo"
  java -cp "$test_cp" dev.tablebook.bench.SyntheticRepository designs "$repo/designs" 1000 "$seed"
  (cd "$repo" && measure 1000 "cost --format json" "$work/cost-1000.json" cost --format json designs \
    && printf '%s\n' "${rows[@]}" > "$work/rows-1000x")
  cat "$work/rows-1000x" >> "$work/rows"
fi

echo
# the machine's pace at the end of the run: the JVM's start (`--version`), the median of five; on a
# virtual machine whose speed moves (0.18 s to 0.39 s has been seen), figures taken at different
# paces are not comparable
starts=()
for _ in 1 2 3 4 5; do
  /usr/bin/time -f '%e' -o "$work/start.$$" "${java_run[@]}" --version >/dev/null 2>&1 || true
  starts+=("$(tail -1 "$work/start.$$")")
done
start_median=$(printf '%s\n' "${starts[@]}" | sort -n | sed -n 3p)
echo "tablebook: $jar ($(java -jar "$jar" --version 2>/dev/null | head -1)), run by $how, $(nproc) cores;" \
  "JVM start (--version) ${start_median} s, the median of five"
printf '%-6s %-22s %-8s %9s %9s %10s  %s\n' "N" "step" "status" "wall s" "CPU s" "RSS MB" "note"
cat "$work/rows"
echo
IFS=$'\t' read -r _ _ _ c_wall c_cpu c_rss < <(awk -F'\t' '$1 == 1000 && $2 ~ /^cost/' "$work/raw.tsv" | head -1)
echo "cost, 1,000 designs, one process: ${c_wall} s wall, ${c_cpu} s CPU, ${c_rss} MB peak RSS;" \
  "reference calculator: ${REF_1000_WALL_S} s, ${REF_1000_RSS_MB} MB (stated, not measured here)"
# the build's CPU per service beyond its fixed part (JVM start, compilation, the rule and template
# set-up): the slope between sizes, each pair and smallest to largest; and the cores it keeps busy
grep -P '^\d+\tbuild' "$work/raw.tsv" | sort -n -k1,1 | awk -F'\t' '
  $3 == "ok" { k++; n[k] = $1; w[k] = $4; c[k] = $5 }
  END {
    if (k < 2) { print "build CPU per service: needs builds of two sizes"; exit }
    for (i = 2; i <= k; i++)
      printf "build CPU per service, %d to %d services: %.1f ms\n", n[i-1], n[i], 1000 * (c[i] - c[i-1]) / (n[i] - n[i-1])
    slope = (c[k] - c[1]) / (n[k] - n[1])
    printf "build CPU per service beyond the fixed part: %.1f ms (%d to %d services; the fixed part %.1f s of CPU); goal: 10 ms\n",
      1000 * slope, n[1], n[k], c[1] - slope * n[1]
    printf "cores kept busy by the %d-service build: %.2f (CPU / wall)\n", n[k], c[k] / w[k]
  }'

if [ "$jmh" = 1 ]; then
  # the jar first, so its classes are the ones measured; JMH and the benchmark from the test classpath
  jmh_out="$work/jmh.txt"
  java -cp "$jar:$test_cp" org.openjdk.jmh.Main 'dev.tablebook.bench.CostPerModel.cost$' \
    -p designs="$root/designs,$root/src/test/resources/imported" -wi 3 -w 1 -i 5 -r 1 -f 1 -prof gc \
    >"$jmh_out" 2>&1 || { tail -20 "$jmh_out" >&2; exit 1; }
  echo
  echo "cost engine in-process (JMH; per model, the mean over the designs of each folder):"
  awk -v ref="$REF_US_PER_MODEL" '
    $1 == "CostPerModel.cost" { us[$2] = $5; err[$2] = $7 }
    $1 == "CostPerModel.cost:cpuNanos" { cpu[$2] = $5 }
    $1 == "CostPerModel.cost:calls" { calls[$2] = $5 }
    $1 == "CostPerModel.cost:gc.alloc.rate.norm" { alloc[$2] = $5 }
    END {
      for (d in us) {
        n = split(d, parts, "/"); name = parts[n - 1] "/" parts[n]
        c = calls[d] > 0 ? cpu[d] / calls[d] / 1000 : us[d]
        printf "  %-20s CPU %9.1f us (wall %9.1f +- %.1f), %7.0f KB allocated; reference calculator ~%d us (stated): %.3fx its speed\n",
          name, c, us[d], err[d], alloc[d] / 1024, ref, ref / c
      }
    }' "$jmh_out"
fi
