#!/usr/bin/env bash
# Runs every feature against each benchmark client and writes docs/conformance.md from what those
# runs reported: tokenpace always, inference-perf when TOKENPACE_INFERENCE_PERF names its console
# script, vLLM's benchmark_serving.py when TOKENPACE_VLLM_BENCH names its launcher, and
# GuideLLM when TOKENPACE_GUIDELLM names its launcher (the installers in scripts/peers/
# install them and record their commits or tags, which the table names). Arguments are passed to
# every Maven run (e.g. -o, -Dtokenpace.guidellm.time-limit-seconds=600). Takes a few minutes per
# client; run it on a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."
out=target/conformance
rm -rf "$out" && mkdir -p "$out"
maven_args=("$@")

judge() { # CLIENT MAVEN_ARGS...: one suite run; its verdicts are the table's, red or green
  local client=$1; shift
  echo "== $client $(date -u +%H:%M:%S)" >&2
  local began=$SECONDS
  rm -f target/cucumber-reports/cucumber.ndjson # a run that writes none must not pass for the last one's
  mvn -B verify "$@" "${maven_args[@]}" >"$out/$client.log" 2>&1 || true
  echo "   $client took $((SECONDS - began)) s" >&2
  cp target/cucumber-reports/cucumber.ndjson "$out/$client.ndjson"
  grep -E "Tests run:.*RunFeaturesIT" "$out/$client.log" | tail -1 >&2 || true
}

judge tokenpace -Dit.test=RunFeaturesIT -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false
runs=("$out/tokenpace.ndjson")
if [ -n "${TOKENPACE_INFERENCE_PERF:-}" ]; then
  judge inference-perf -Pinference-perf
  runs+=("$out/inference-perf.ndjson")
else
  echo "TOKENPACE_INFERENCE_PERF is not set: the table has no inference-perf column" >&2
fi
if [ -n "${TOKENPACE_VLLM_BENCH:-}" ]; then
  judge vllm-bench -Pvllm-bench
  runs+=("$out/vllm-bench.ndjson")
else
  echo "TOKENPACE_VLLM_BENCH is not set: the table has no vllm-bench column" >&2
fi
if [ -n "${TOKENPACE_GUIDELLM:-}" ]; then
  judge guidellm -Pguidellm
  runs+=("$out/guidellm.ndjson")
else
  echo "TOKENPACE_GUIDELLM is not set: the table has no guidellm column" >&2
fi
python3 scripts/conformance.py "${runs[@]}" > docs/conformance.md
echo "wrote docs/conformance.md" >&2
