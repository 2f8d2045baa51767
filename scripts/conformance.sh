#!/usr/bin/env bash
# Runs every feature against benchmark clients, each several times in a row, and writes
# docs/conformance.md from the columns kept in docs/conformance/ (scripts/conformance.py).
#
# Usage: scripts/conformance.sh [--passes N] [CLIENT ...] [-- MAVEN_ARGS ...]
#   CLIENT   tokenpace, inference-perf, vllm-bench or guidellm; by default tokenpace and every client
#            whose launcher is set: TOKENPACE_INFERENCE_PERF (its console script), TOKENPACE_VLLM_BENCH,
#            TOKENPACE_GUIDELLM (their launchers; the installers in scripts/peers/ print them)
#   --passes N  passes in a row per client (default 2): a verdict that changes between two passes of
#            the same code is the suite's defect, so the note counts the cells that differ
#   MAVEN_ARGS  passed to every Maven run (e.g. -o, -Dtokenpace.guidellm.time-limit-seconds=600)
#
# A client run replaces its own column, docs/conformance/CLIENT.json, with its last pass; the other
# columns stay as their passes left them, each naming its commit. A pass of inference-perf or GuideLLM
# takes most of an hour here (a second or more of start-up per scenario), vLLM's about 12 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
passes=2 clients=() maven_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --passes) passes=$2; shift 2 ;;
    --) shift; maven_args=("$@"); break ;;
    -h | --help) sed -n '2,15p' "$0" | cut -c3-; exit 0 ;;
    *) clients+=("$1"); shift ;;
  esac
done
launcher_of() {
  case "$1" in
    tokenpace) echo tokenpace ;;
    inference-perf) echo "${TOKENPACE_INFERENCE_PERF:-}" ;;
    vllm-bench) echo "${TOKENPACE_VLLM_BENCH:-}" ;;
    guidellm) echo "${TOKENPACE_GUIDELLM:-}" ;;
  esac
}
if [ ${#clients[@]} -eq 0 ]; then
  for c in tokenpace inference-perf vllm-bench guidellm; do
    [ -n "$(launcher_of $c)" ] && clients+=("$c")
  done
fi
for c in "${clients[@]}"; do
  case "$c" in tokenpace | inference-perf | vllm-bench | guidellm) ;;
    *) echo "no such client: $c (tokenpace, inference-perf, vllm-bench, guidellm)" >&2; exit 2 ;;
  esac
  [ -n "$(launcher_of "$c")" ] || { echo "$c: its launcher is not set (see --help)" >&2; exit 2; }
done

commit=$(git rev-parse --short HEAD)
git diff --quiet HEAD -- src features pom.xml || commit="$commit with uncommitted changes"
out=target/conformance
mkdir -p docs/conformance

pass() { # CLIENT N: one suite run against the client; its verdicts are the column's, red or green
  local client=$1 n=$2 dir=$out/$1
  local profile=(-Dit.test=RunFeaturesIT -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false)
  [ "$client" = tokenpace ] || profile=(-P"$client")
  mkdir -p "$dir"
  local load_before
  load_before=$(cut -d' ' -f1 /proc/loadavg)
  echo "== $client, pass $n of $passes, $(date -u +%H:%M:%S), load $load_before" >&2
  local began=$SECONDS
  rm -f target/cucumber-reports/cucumber.ndjson # a run that writes none must not pass for the last one's
  mvn -B verify "${profile[@]}" "${maven_args[@]}" >"$dir/pass$n.log" 2>&1 || true
  echo "$((SECONDS - began)) s, load $load_before to $(cut -d' ' -f1 /proc/loadavg)" >"$dir/pass$n.took"
  [ -f target/cucumber-reports/cucumber.ndjson ] || { echo "   no report: see $dir/pass$n.log" >&2; return 1; }
  cp target/cucumber-reports/cucumber.ndjson "$dir/pass$n.ndjson"
  python3 scripts/conformance.py column "$dir/pass$n.ndjson" >"$dir/pass$n.json"
  echo "   took $(cat "$dir/pass$n.took")" >&2
}

for client in "${clients[@]}"; do
  rm -rf "${out:?}/$client"
  took=() differs=""
  for n in $(seq 1 "$passes"); do
    pass "$client" "$n"
    took+=("$(cat "$out/$client/pass$n.took")")
    if [ "$n" -gt 1 ]; then
      python3 scripts/conformance.py differ "$out/$client/pass$((n - 1)).json" "$out/$client/pass$n.json" \
        >"$out/$client/differ$n.txt"
      echo "   against pass $((n - 1)): $(cat "$out/$client/differ$n.txt")" >&2
      differs="$differs; against pass $((n - 1)), $(cat "$out/$client/differ$n.txt")"
    fi
  done
  IFS=";" joined="${took[*]}" && unset IFS
  note="every scenario at $commit, the last of $passes passes in a row (${joined//;/; })$differs"
  python3 scripts/conformance.py column --note "$note" "$out/$client/pass$passes.ndjson" \
    >"docs/conformance/$client.json"
done

columns=()
for c in tokenpace inference-perf vllm-bench guidellm; do
  [ -f "docs/conformance/$c.json" ] && columns+=("docs/conformance/$c.json")
done
python3 scripts/conformance.py table "${columns[@]}" >docs/conformance.md
echo "wrote docs/conformance.md from ${columns[*]}" >&2
