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
#                  [--no-jmh] [--keep] [--goals-only] [--rounds 5]
#
# It ends with the goals of issue 32, each a ratio from one paired run (the commands of a row run in
# turn, --rounds times, in the same minutes; the medians of their CPU time compared), with the
# machine's load: `check` of one design and `--version` against `java -version`; `build` CPU per
# service (1,000 services, --no-cache, recorded by JFR, Java threads sampled every millisecond); `cost` over 1,000 reference-format models
# against the reference calculator's one process (/work/shared/bench/reference_loop.py, or
# $REFERENCE_LOOP); the autoscaling simulation's and the charts' shares of that build's execution
# samples, and beside them the same shares of a second build's CPU on every thread (async-profiler,
# from Maven Central, on Linux x86-64). --goals-only runs that table alone (no sizes, no JMH).
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
sweep=1
rounds=5
while [ $# -gt 0 ]; do
  case "$1" in
    --jar) jar="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; launcher=0; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --heap) heap="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --no-jmh) jmh=0; shift ;;
    --goals-only) sweep=0; jmh=0; shift ;;
    --rounds) rounds="$2"; shift 2 ;;
    --keep) keep=1; shift ;;
    -h|--help) sed -n '2,29p' "$0"; exit 0 ;;
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

# the sizes (skipped by --goals-only)
if [ "$sweep" = 1 ]; then
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

fi # sweep

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

# ---- the goals of issue 32, each a ratio from one paired run --------------------------------------
# The commands of a row run in turn, $rounds times (a short command $batch times under one timer, so
# the timer's 10 ms resolution does not decide), in the same minutes; the row compares the medians of
# their CPU times (user + sys of the process and its children), so the machine's pace cancels out.
batch=5
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# cpu_runs COUNT CMD...: the CPU seconds of one run of CMD, the mean of COUNT runs timed together
cpu_runs() {
  local count="$1"
  shift
  /usr/bin/time -f '%U %S' -o "$work/goal-time.$$" bash -c 'n=$1; shift; for ((i = 0; i < n; i++)); do "$@" >/dev/null 2>&1; done' _ "$count" "$@"
  awk -v n="$count" '{ u = $1; s = $2 } END { printf "%.4f\n", (u + s) / n }' "$work/goal-time.$$"
}
load() { cut -d' ' -f1-3 /proc/loadavg; }
# the JVM the launcher runs (java on the PATH)
java_version=(java -version)
goal_rows=()
goal() { goal_rows+=("$(printf '%-58s %-34s %-12s %s' "$@")"); }

echo >&2
echo "goals of issue 32: paired runs, load $(load) ..." >&2
load_start="$(load)"

# 1, 2: check of one design and --version, against java -version
one="$root/designs/orders.yaml"
rc=0
"${java_run[@]}" check "$one" >/dev/null 2>"$work/check-one.err" || rc=$?
[ "$rc" -le 1 ] || { echo "scale.sh: check $one exited $rc:" >&2; cat "$work/check-one.err" >&2; exit 1; }
jv=(); ck=(); ver=()
for ((r = 0; r < rounds; r++)); do
  jv+=("$(cpu_runs "$batch" "${java_version[@]}")")
  ck+=("$(cpu_runs "$batch" "${java_run[@]}" check "$one")")
  ver+=("$(cpu_runs "$batch" "${java_run[@]}" --version)")
done
jv_m=$(printf '%s\n' "${jv[@]}" | median)
ck_m=$(printf '%s\n' "${ck[@]}" | median)
ver_m=$(printf '%s\n' "${ver[@]}" | median)
goal "check of one design (designs/orders.yaml), CPU" \
  "$(awk -v a="$ck_m" -v b="$jv_m" 'BEGIN { printf "%.1fx (%.3f s vs %.3f s)", a / b, a, b }')" "<= 4x" \
  "$(awk -v a="$ck_m" -v b="$jv_m" 'BEGIN { print (a <= 4 * b) ? "met" : "not met" }')"
goal "--version, CPU, against java -version" \
  "$(awk -v a="$ver_m" -v b="$jv_m" 'BEGIN { printf "%.1fx (%.3f s vs %.3f s)", a / b, a, b }')" "<= 2.5x" \
  "$(awk -v a="$ver_m" -v b="$jv_m" 'BEGIN { print (a <= 2.5 * b) ? "met" : "not met" }')"
echo "  check: $(printf '%s ' "${ck[@]}")s; --version: $(printf '%s ' "${ver[@]}")s; java -version: $(printf '%s ' "${jv[@]}")s" >&2

# 3, 5, 6: a build of 1,000 services (--no-cache) recorded by JFR: its CPU per service, and the
# shares of its execution samples whose stack holds the autoscaling simulation or the charts. The
# Java threads are sampled every millisecond (the profile settings' method-profiling=max, not their
# 10 ms): ~3,700 samples a build instead of ~450, so a share moves by a few tenths of a point from run
# to run, not by one or two points (the build's CPU was the same within the noise either way)
repo="$work/goal-repo-1000"
rm -rf "$repo"
java -cp "$test_cp" dev.tablebook.bench.SyntheticRepository designs "$repo/designs" 1000 "$seed"
jfr_file="$work/goal-build.jfr"
jfr_opts="-XX:StartFlightRecording=filename=$jfr_file,settings=profile,method-profiling=max -XX:FlightRecorderOptions=stackdepth=256"
if [ "$launcher" = 1 ]; then
  build_run=(env TABLEBOOK_JAVA_OPTS="$TABLEBOOK_JAVA_OPTS $jfr_opts" "$root/tablebook")
else
  # shellcheck disable=SC2206 # JVM options, split on spaces
  build_run=(java "-Xmx$heap" -Djava.awt.headless=true $jfr_opts -jar "$jar")
fi
/usr/bin/time -f '%e %U %S %M' -o "$work/goal-build.time" "${build_run[@]}" build --quiet --no-cache --out "$repo/site" "$repo/designs" \
  >/dev/null 2>"$work/goal-build.err" || { echo "scale.sh: the 1,000-service build failed:" >&2; tail -5 "$work/goal-build.err" >&2; exit 1; }
read -r b_wall b_user b_sys b_kb < "$work/goal-build.time"
b_ms=$(awk -v u="$b_user" -v s="$b_sys" 'BEGIN { printf "%.1f", 1000 * (u + s) / 1000 }')
goal "build, CPU per service (1,000 services, --no-cache)" "$b_ms ms (${b_wall} s wall, $((b_kb / 1024)) MB)" "<= 10 ms" \
  "$(awk -v a="$b_ms" 'BEGIN { print (a <= 10) ? "met" : "not met" }')"
read -r samples sim chart < <(jfr print --events jdk.ExecutionSample --stack-depth 256 "$jfr_file" | awk '
  /^jdk\.ExecutionSample/ { n++; s = 0; c = 0; next }
  /^}/ { sim += s; chart += c; next }
  /dev\.tablebook\.[A-Za-z.]*ScalingSimulation/ { s = 1 }
  /org\.jfree\.|dev\.tablebook\.render\.chart\./ { c = 1 }
  END { print n + 0, sim + 0, chart + 0 }')
goal "autoscaling simulation, share of build CPU (JFR samples)" \
  "$(awk -v a="$sim" -v n="$samples" 'BEGIN { printf "%.1f%% (%d of %d samples)", 100 * a / n, a, n }')" "<= 2%" \
  "$(awk -v a="$sim" -v n="$samples" 'BEGIN { print (a <= 0.02 * n) ? "met" : "not met" }')"
goal "charts (render/chart; JFreeChart in older jars), share of build CPU" \
  "$(awk -v a="$chart" -v n="$samples" 'BEGIN { printf "%.1f%% (%d of %d samples)", 100 * a / n, a, n }')" "<= 6%" \
  "$(awk -v a="$chart" -v n="$samples" 'BEGIN { print (a <= 0.06 * n) ? "met" : "not met" }')"
# The same two shares from a second build of the same repository profiled by async-profiler
# (tools.profiler:async-profiler from Maven Central, Linux x86-64 only; its cpu event, perf events
# where the kernel allows them, else CPU timers): every thread, every millisecond of CPU. Printed
# beside the rows, which stay JFR's: JFR samples a thread only where it can walk its stack from Java
# code, so it misses the compiler's and the collector's threads and the compiled code's calls into
# the VM (the client compiler calls the VM for each long division), and a change that moves work
# into or out of those calls moves JFR's share the other way from the CPU (docs/performance.md).
ap_version=4.1
ap_jar="$HOME/.m2/repository/tools/profiler/async-profiler/$ap_version/async-profiler-$ap_version-linux-x64.jar"
ap_note="not measured (async-profiler runs on Linux x86-64 only)"
if [ "$(uname -s)-$(uname -m)" = "Linux-x86_64" ]; then
  [ -f "$ap_jar" ] || mvn -B -q -Dstyle.color=never dependency:get \
    -Dartifact="tools.profiler:async-profiler:$ap_version:jar:linux-x64" >&2 || true
  ap_note="not measured (no $ap_jar)"
  if [ -f "$ap_jar" ]; then
    rm -rf "$work/async-profiler" "$repo/site"
    mkdir -p "$work/async-profiler"
    (cd "$work/async-profiler" && unzip -q "$ap_jar")
    ap_lib="$work/async-profiler/linux-x64/libasyncProfiler.so"
    ap_out="$work/goal-build.collapsed"
    ap_opt="-agentpath:$ap_lib=start,event=cpu,interval=1ms,file=$ap_out,collapsed"
    if [ "$launcher" = 1 ]; then
      ap_run=(env TABLEBOOK_JAVA_OPTS="$TABLEBOOK_JAVA_OPTS $ap_opt" "$root/tablebook")
    else
      ap_run=(java "-Xmx$heap" -Djava.awt.headless=true "$ap_opt" -jar "$jar")
    fi
    if "${ap_run[@]}" build --quiet --no-cache --out "$repo/site" "$repo/designs" >/dev/null 2>"$work/goal-ap.err" \
        && [ -s "$ap_out" ]; then
      ap_note="$(awk '{ n = $NF; all += n }
        /dev\/tablebook\/[A-Za-z\/]*ScalingSimulation/ { sim += n }
        /org\/jfree\/|dev\/tablebook\/render\/chart\// { chart += n }
        END { printf "simulation %.1f%%, charts %.1f%% of %d samples", 100 * sim / all, 100 * chart / all, all }' "$ap_out")"
    else
      ap_note="not measured (the profiled build failed: $(tail -1 "$work/goal-ap.err"))"
    fi
  fi
fi
echo "  the same shares, every thread's CPU (async-profiler $ap_version, cpu event): $ap_note" >&2
rm -rf "$repo/site"

# 4: cost over 1,000 reference-format models against the reference calculator's one process. The
# models: the reference-format models of src/test/resources/imported that the reference calculator
# prices, taken in turn, every pattern's rates times 0.5-3.5 and every entity's count times 0.5-2.0
# (seeded), written as JSON
reference_loop="${REFERENCE_LOOP:-$root/../../shared/bench/reference_loop.py}"
[ -f "$reference_loop" ] || reference_loop=/work/shared/bench/reference_loop.py
if [ -f "$reference_loop" ] && command -v python3 >/dev/null; then
  calculator="$(dirname "$reference_loop")/../reference/calculate_costs.py"
  models="$work/goal-models"
  rm -rf "$models"
  mkdir -p "$models"
  bases=()
  for f in "$root"/src/test/resources/imported/*.json; do
    python3 "$calculator" --model "$f" --output "$work/goal-probe.md" >/dev/null 2>&1 && bases+=("$f")
  done
  python3 - "$models" "$seed" "${bases[@]}" <<'PY'
import json, os, random, sys
out, seed, bases = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
for k in range(1000):
    base = bases[k % len(bases)]
    m = json.load(open(base))
    rnd = random.Random(seed * 1000003 + k)
    rates, counts = 0.5 + 3 * rnd.random(), 0.5 + 1.5 * rnd.random()
    for p in m.get("access_patterns", []):
        for f in ("peak_rps", "avg_rps"):
            if isinstance(p.get(f), (int, float)) and not isinstance(p.get(f), bool):
                p[f] = round(p[f] * rates, 3)
    for t in m.get("tables", []):
        for e in t.get("entities", []):
            if isinstance(e.get("estimated_item_count"), int):
                e["estimated_item_count"] = max(1, int(e["estimated_item_count"] * counts))
    name = "%s-%04d.json" % (os.path.basename(base)[:-5], k)
    json.dump(m, open(os.path.join(out, name), "w"), indent=1)
PY
  rc=0
  "${java_run[@]}" cost --quiet --format json "$models" >/dev/null 2>"$work/goal-cost.err" || rc=$?
  [ "$rc" -le 1 ] || { echo "scale.sh: cost of the 1,000 models exited $rc:" >&2; tail -5 "$work/goal-cost.err" >&2; exit 1; }
  tc=(); ref=()
  for ((r = 0; r < (rounds < 3 ? rounds : 3); r++)); do
    ref+=("$(cpu_runs 1 python3 "$reference_loop" "$models" "$work/goal-reference-out")")
    tc+=("$(cpu_runs 1 "${java_run[@]}" cost --quiet --format json "$models")")
  done
  tc_m=$(printf '%s\n' "${tc[@]}" | median)
  ref_m=$(printf '%s\n' "${ref[@]}" | median)
  goal "cost --format json, 1,000 reference models, CPU, vs ref." \
    "$(awk -v a="$tc_m" -v b="$ref_m" 'BEGIN { printf "%.2fx (%.2f s vs %.2f s)", a / b, a, b }')" "<= 1x" \
    "$(awk -v a="$tc_m" -v b="$ref_m" 'BEGIN { print (a <= b) ? "met" : "not met" }')"
  echo "  cost: $(printf '%s ' "${tc[@]}")s; reference: $(printf '%s ' "${ref[@]}")s (${#bases[@]} base models)" >&2
else
  goal "cost, 1,000 reference-format models, vs reference" "not measured" "<= 1x" "no $reference_loop or python3"
fi

echo
echo "goals of issue 32 ($how; java -version: $(java -version 2>&1 | head -1); $(nproc) cores;" \
  "load $load_start at the start, $(load) at the end; medians of $rounds paired rounds, $batch runs a round for the short commands):"
printf '%-58s %-34s %-12s %s\n' "row" "now" "goal" ""
printf '%s\n' "${goal_rows[@]}"
