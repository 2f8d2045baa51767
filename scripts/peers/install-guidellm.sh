#!/usr/bin/env bash
# Installs GuideLLM (vllm-project/guidellm) into a virtual environment of its own, with a launcher, bin/guidellm,
# and prints the command that runs tokenpace's acceptance suite against it. `--help` for the arguments.
#
# It runs from its source (python -m guidellm with its src/ on PYTHONPATH) with the packages its pyproject
# declares: building it as a package needs setuptools-git-versioning, which a partial wheel index may lack, and
# nothing it measures depends on how it was installed. Where the index lacks a version its pyproject allows
# (click<8.2 on a partial index), the upper bounds are dropped, and it says so. The default tag, v0.3.1, is the last whose requirements
# are all common packages (later tags need culsans, sanic and eval-type-backport).
set -euo pipefail
. "$(dirname "$0")/peer-install.sh"

NAME=guidellm
URL=https://github.com/vllm-project/guidellm.git
PINNED=v0.3.1

peer_begin "$NAME" "$URL" "$PINNED" . "$@"
[ -f "$SRC/src/src/guidellm/__main__.py" ] || peer_die "$SOURCE at $REV has no src/guidellm/__main__.py: not GuideLLM?"

peer_venv "$TARGET"
mapfile -t DEPS < <(peer_dependencies "$SRC/src/pyproject.toml")
if ! "${PEER_PIP[@]}" "${DEPS[@]}"; then
  echo "its requirements as declared cannot be installed here; installing them without upper bounds" >&2
  mapfile -t DEPS < <(printf '%s\n' "${DEPS[@]}" | peer_loosen)
  "${PEER_PIP[@]}" "${DEPS[@]}"
fi
rm -rf "$TARGET/src" && cp -r "$SRC/src/src" "$TARGET/src"
cat >"$TARGET/bin/guidellm" <<'LAUNCHER'
#!/bin/sh
# GuideLLM from its source with this environment's Python (installed by tokenpace's
# scripts/peers/install-guidellm.sh; the version is in ../tokenpace-client-version).
home=$(cd "$(dirname "$0")/.." && pwd)
PYTHONPATH="$home/src${PYTHONPATH:+:$PYTHONPATH}" exec "$home/bin/python" -m guidellm "$@"
LAUNCHER
chmod +x "$TARGET/bin/guidellm"
"$TARGET/bin/guidellm" --help >/dev/null || peer_die "the installed GuideLLM does not start"
peer_record "$TARGET" "$NAME" "$PEER_VERSION"

echo "$NAME $PEER_VERSION installed in $TARGET. Run the suite against it (from the project folder):"
echo "  TOKENPACE_GUIDELLM=$TARGET/bin/guidellm mvn -B verify -Pguidellm"
