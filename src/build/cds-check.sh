#!/usr/bin/env bash
# Checks the class-data archive written beside the jar (target/tablebook.jsa) after packaging: the
# hottest methods of a build must be compiled in a run that maps it. An archive dumped by a JVM whose
# optimizing compiler had compiled them left them interpreted in every run that used it (their
# invocation counters never counted again): 13-18% of a large build's CPU
# (docs/performance.md). Each method must also be compiled in a run without the archive, so a
# renamed method fails here instead of passing unseen.
#
#   src/build/cds-check.sh TARGET_DIR DESIGNS_DIR [JAVA]   (JAVA: the java that wrote the archive)
set -euo pipefail
target="$1"
designs="$2"
java="${3:-java}"
jar="$target/tablebook.jar"
archive="$target/tablebook.jsa"
[ -f "$archive" ] || { echo "cds-check: no archive at $archive" >&2; exit 1; }
hot=(
  'freemarker.core.Environment::getVariable'
  'freemarker.core.Environment::getNullableLocalVariable'
  'dev.tablebook.render.MarkdownEscape::escape'
  'dev.tablebook.render.AsciiHtml::escape'
  'dev.tablebook.render.RecordObjectWrapper$ListModel::get'
)
# compiled SHARE: the methods the client compiler compiled in a build of the examples, as the launcher
# runs it (the client compiler with a build's lower thresholds, the parallel collector), with
# -Xshare:on (the archive must map) or off
compiled() {
  local out="$target/cds-check-site-$1"
  "$java" -XX:+PrintCompilation -Djava.awt.headless=true -XX:SharedArchiveFile="$archive" -Xshare:"$1" \
    -Xlog:cds=off -Xlog:cds+dynamic=off -XX:TieredStopAtLevel=1 -XX:CompileThresholdScaling=0.25 -XX:+UseParallelGC \
    -jar "$jar" build --quiet --no-cache "$designs" --out "$out" \
    | awk '{ for (i = 1; i <= NF; i++) if ($i ~ /::/) { print $i; break } }' | sort -u
}
with="$(compiled on)"
without="$(compiled off)"
failed=0
for m in "${hot[@]}"; do
  if ! grep -qxF "$m" <<<"$without"; then
    echo "cds-check: $m is not compiled in a build of $designs even without the archive: update the list in $0" >&2
    failed=1
  elif ! grep -qxF "$m" <<<"$with"; then
    echo "cds-check: the archive leaves $m interpreted (compiled without it, not with it)" >&2
    failed=1
  fi
done
# the archive must hold what the short commands load: picocli and the check's own classes, mapped,
# not read from the jar; and verified when the archive was dumped, not at run time (picocli's jar
# is compiled for Java 5, whose classes JDK 17 archives unverified: the pom compiles its source)
shared="$("$java" -Djava.awt.headless=true -XX:SharedArchiveFile="$archive" -Xshare:on -Xlog:cds=off \
  -Xlog:class+load=info -Xlog:verification=info -XX:TieredStopAtLevel=1 -XX:+UseParallelGC -jar "$jar" check "$designs" --quiet || true)"
verified="$(grep -E 'Verifying class (picocli|dev\.tablebook)\.[^ /]* with' <<<"$shared" || true)"
if [ -n "$verified" ]; then
  echo "cds-check: a check verifies archived classes at run time: $(head -1 <<<"$verified") ($(wc -l <<<"$verified") classes)" >&2
  failed=1
fi
for c in picocli.CommandLine dev.tablebook.cli.CheckCommand dev.tablebook.check.Rules org.yaml.snakeyaml.parser.ParserImpl; do
  if ! grep -qE "\] $c source: shared objects file" <<<"$shared"; then
    echo "cds-check: a check does not map $c from the archive: $(grep -E "\] $c source" <<<"$shared" | head -1)" >&2
    failed=1
  fi
done
[ "$failed" = 0 ] || exit 1
echo "cds-check: the ${#hot[@]} hottest methods of a build are compiled with the archive $archive" > "$target/cds-check.log"
