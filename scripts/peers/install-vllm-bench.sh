#!/usr/bin/env bash
# Installs vLLM's serving benchmark (benchmarks/benchmark_serving.py of vllm-project/vllm, the script many
# repositories copy) into a virtual environment of its own, with a launcher, bin/vllm-bench-serving, and prints the
# command that runs tokenpace's acceptance suite against it. `--help` for the arguments.
#
# Only its three files go in (benchmark_serving.py, backend_request_func.py, benchmark_utils.py), with the Python
# packages they import; not the vllm package. That works for the commits of early 2025 (about c6db21313c,
# 2025-01-13, to 6a84164add, 2025-02-28, when backend_request_func.py began to import vllm); the default,
# e7ef74e26e (2025-02-24), is one of them.
set -euo pipefail
. "$(dirname "$0")/peer-install.sh"

NAME=vllm-bench
URL=https://github.com/vllm-project/vllm.git
PINNED=e7ef74e26e4dcd7626db82e40baee2b7991c35ac
PEER_ABBREV=10
FILES=(benchmark_serving.py backend_request_func.py benchmark_utils.py)

peer_begin "vLLM's benchmark_serving.py" "$URL" "$PINNED" benchmarks "$@"
for f in "${FILES[@]}"; do
  [ -f "$SRC/src/benchmarks/$f" ] || peer_die "$SOURCE at $REV has no benchmarks/$f"
done

peer_venv "$TARGET"
"${PEER_PIP[@]}" aiohttp numpy tqdm transformers datasets pillow pandas huggingface-hub
mkdir -p "$TARGET/benchmarks"
for f in "${FILES[@]}"; do cp "$SRC/src/benchmarks/$f" "$TARGET/benchmarks/"; done
# Python puts the script's own folder first on its path, so its imports of the other two files resolve.
cat >"$TARGET/bin/vllm-bench-serving" <<'LAUNCHER'
#!/bin/sh
# vLLM's benchmarks/benchmark_serving.py with this environment's Python (installed by tokenpace's
# scripts/peers/install-vllm-bench.sh; the version is in ../tokenpace-client-version).
home=$(cd "$(dirname "$0")/.." && pwd)
exec "$home/bin/python" "$home/benchmarks/benchmark_serving.py" "$@"
LAUNCHER
chmod +x "$TARGET/bin/vllm-bench-serving"
"$TARGET/bin/vllm-bench-serving" --help >/dev/null || peer_die "the installed benchmark_serving.py does not start"
peer_record "$TARGET" "$NAME" "$PEER_VERSION"

echo "vLLM's benchmark_serving.py $PEER_VERSION installed in $TARGET. Run the suite against it (from the project folder):"
echo "  TOKENPACE_VLLM_BENCH=$TARGET/bin/vllm-bench-serving mvn -B verify -Pvllm-bench"
