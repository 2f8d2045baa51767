#!/usr/bin/env bash
# Installs inference-perf (kubernetes-sigs/inference-perf) into a virtual environment of its own and prints the
# command that runs tokenpace's acceptance suite against it. `--help` for the arguments.
#
# Where its declared requirements cannot all be met (as on a machine with a partial wheel index), it installs
# what runs instead, and says so:
# - pyproject asks for Python >= 3.12; its code runs on 3.11, so it goes in with --ignore-requires-python;
# - exact pins (transformers==5.13.0 at 7de5ef2) become minimums, upper bounds are dropped;
# - google-cloud-storage, used only to upload reports to Google Cloud Storage, becomes a stub that refuses
#   (google-auth and requests, which it would have brought, are installed).
# None of these touches how it sends requests or stamps their times.
set -euo pipefail
. "$(dirname "$0")/peer-install.sh"

NAME=inference-perf
URL=https://github.com/kubernetes-sigs/inference-perf.git
PINNED=7de5ef2ed6f7934e0ecbc8297e593f79e68430c0

peer_begin "$NAME" "$URL" "$PINNED" . "$@"
[ -f "$SRC/src/pyproject.toml" ] || peer_die "$SOURCE at $REV has no pyproject.toml: not inference-perf?"
ASSET=$SRC/src/inference_perf/assets/shakespeare.txt
if [ ! -f "$ASSET" ]; then
  # Only its "shakespeare" data generator reads it; package data must exist for the build.
  mkdir -p "$(dirname "$ASSET")" && : >"$ASSET"
  echo "inference_perf/assets/shakespeare.txt left empty: the shakespeare data type will have no text" >&2
fi

peer_venv "$TARGET"
if ! "${PEER_PIP[@]}" --ignore-requires-python "$SRC/src"; then
  echo "its requirements as declared cannot be installed here; installing them loosened (see $0)" >&2
  "${PEER_PIP[@]}" --no-deps --ignore-requires-python "$SRC/src"
  mapfile -t DEPS < <(peer_dependencies "$SRC/src/pyproject.toml" | peer_loosen)
  if ! "${PEER_PIP[@]}" "${DEPS[@]}"; then
    # google-auth and requests came with google-cloud-storage; its Prometheus client imports them.
    mapfile -t DEPS < <(printf '%s\n' "${DEPS[@]}" | grep -v '^google-cloud-storage')
    "${PEER_PIP[@]}" "${DEPS[@]}" google-auth requests
    SITE=$("$TARGET/bin/python" -c 'import sysconfig; print(sysconfig.get_path("purelib"))')
    mkdir -p "$SITE/google/cloud"
    printf 'class Client:\n    def __init__(self, *a, **k):\n        raise RuntimeError("google-cloud-storage is not installed")\n' \
      >"$SITE/google/cloud/storage.py"
    printf 'class GoogleCloudError(Exception):\n    pass\n' >"$SITE/google/cloud/exceptions.py"
    echo "google-cloud-storage is not installable here: a stub stands in (reports cannot go to GCS)" >&2
  fi
fi
"$TARGET/bin/inference-perf" --help >/dev/null || peer_die "the installed inference-perf does not start"
peer_record "$TARGET" "$NAME" "$PEER_VERSION"

echo "$NAME $PEER_VERSION installed in $TARGET. Run the suite against it (from the project folder):"
echo "  TOKENPACE_INFERENCE_PERF=$TARGET/bin/inference-perf mvn -B verify -Pinference-perf"
