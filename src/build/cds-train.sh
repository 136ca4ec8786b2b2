#!/usr/bin/env bash
# Writes target/tablebook.jsa after packaging: a static class-data-sharing archive (AppCDS) of the
# classes the commands people wait on load. Each training run below writes the list of the classes it
# loads (-XX:DumpLoadedClassList); the lists are merged and dumped into one archive (-Xshare:dump), so
# it holds what `--version`, `check` (text, SARIF and JSON), `cost` (designs and a reference-format model),
# `verify` and `build` load, picocli's classes included (compiled from picocli's source by the pom:
# its jar's classes are compiled for Java 5, which JDK 17 archives unverified, and verifies at every
# run with the old type-inferencing verifier). No code runs while the archive is dumped, so no
# method is left in a state the compiler would not take up again (src/build/cds-check.sh checks).
#
#   src/build/cds-train.sh TARGET_DIR DESIGNS_DIR [JAVA]
#
# verify is trained against a closed port (it loads the designs, its engine client and fails at the
# first call): the engines are not there when the jar is packaged. The training runs' output and the
# JVM's notes on the classes it cannot archive go to TARGET_DIR/tablebook.jsa.log.
set -euo pipefail
target="$1"
designs="$2"
java="${3:-java}"
jar="$target/tablebook.jar"
archive="$target/tablebook.jsa"
lists="$target/cds-classlists"
log="$archive.log"
rm -rf "$lists" "$archive" "$target/cds-training-site"
mkdir -p "$lists"
: > "$log"
# the launcher's options for batch commands (the lists do not depend on them, the classes loaded do a little)
opts=(-Djava.awt.headless=true -Xshare:off -XX:TieredStopAtLevel=1 -XX:+UseParallelGC)
one="$(find "$designs" -maxdepth 1 -name '*.yaml' | sort | head -1)"
model="$(dirname "$designs")/src/test/resources/imported/orders-basic.json"
[ -f "$model" ] || model=""
# train NAME EXPECTED_EXIT_CODES ARGS...: one run, its class list in $lists/NAME.lst
train() {
  local name="$1" codes="$2" rc=0
  shift 2
  echo "== $name: tablebook $*" >> "$log"
  "$java" "${opts[@]}" -XX:DumpLoadedClassList="$lists/$name.lst" -jar "$jar" "$@" >/dev/null 2>> "$log" || rc=$?
  if [[ " $codes " != *" $rc "* ]]; then
    echo "cds-train: tablebook $* exited $rc (expected $codes); see $log" >&2
    exit 1
  fi
}
train version "0" --version
train check "0 1" check "$designs"
train check-one "0 1" check "$one"
train check-sarif "0 1" check --format sarif "$designs"
train check-json "0 1" check --format json "$one"
train cost "0 1" cost "$designs"
train cost-json "0 1" cost --format json "$designs" ${model:+"$model"}
train verify "2" verify "$one" --endpoint http://127.0.0.1:9 --retries 1 --timeout 1
train build "0 1" build --quiet --no-cache "$designs" --out "$target/cds-training-site"
# one list: every class once, in the order first loaded (a class's supertypes are loaded before it)
cat "$lists"/{version,check,check-one,check-sarif,check-json,cost,cost-json,verify,build}.lst | grep -v '^#' \
  | awk '!seen[$0]++' > "$lists/all.lst"
echo "== dump: $(grep -vc '^@' "$lists/all.lst") classes" >> "$log"
"$java" -Xshare:dump -XX:SharedClassListFile="$lists/all.lst" -XX:SharedArchiveFile="$archive" \
  -Djava.awt.headless=true -cp "$jar" >> "$log" 2>&1 || { echo "cds-train: the dump failed; see $log" >&2; exit 1; }
