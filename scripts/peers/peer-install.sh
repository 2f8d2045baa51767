# Shared steps of the install-*.sh scripts next to this file; they source it, it runs nothing itself.
#
# Where the source comes from (SOURCE, the installer's second argument):
# - a git URL (https://..., git@..., file://...): REV (a full commit hash or a tag) is fetched alone, at depth 1;
# - a git directory (bare, or a clone's .git): REV is read out of it file by file, so a partial copy that
#   lacks some blobs (large test data) still installs; each file it lacks is named on stderr;
# - a checkout (a work tree): its files as they are, edits included, so a client's own CI can judge the code it
#   is testing; its version is `git describe --always --dirty` when it is a git work tree.
# The version installed is written to TARGET/tokenpace-client-version ("NAME VERSION"), where the suite reads
# it: a tag as given, else the commit's short hash.
#
# pip: plain `pip install`, so PIP_INDEX_URL, PIP_EXTRA_INDEX_URL and pip's own config apply as usual.

PYTHON=${PYTHON:-python3}

peer_die() {
  echo "$(basename "$0"): $*" >&2
  exit 2
}

# peer_usage NAME DEFAULT_URL DEFAULT_REV: the usage text every installer shares.
peer_usage() {
  cat >&2 <<EOF
Usage: $(basename "$0") TARGET [SOURCE [REV]]
  Installs $1 into the folder TARGET (a Python virtual environment) and prints the command that runs
  tokenpace's acceptance suite against it.
  SOURCE  a git URL, a git directory or a checkout of $1 (default: $2)
  REV     the commit (full hash) or tag to install from a URL or git directory (default: $3);
          a checkout is installed as it is
Environment: PYTHON (default python3; 3.11 or later); pip's own (PIP_INDEX_URL, ...).
EOF
  exit 2
}

# peer_begin LABEL DEFAULT_URL DEFAULT_REV FOLDER ARGS...: what every installer does first. Reads its arguments,
# TARGET [SOURCE [REV]] (the usage text for none or --help), and fetches the client's files under FOLDER ("." for
# all) into $SRC/src, SRC a temporary folder removed on exit; sets TARGET, SOURCE, REV, SRC and PEER_VERSION.
peer_begin() {
  local label=$1 url=$2 pinned=$3 folder=$4
  shift 4
  case "${1:-}" in "" | -h | --help) peer_usage "$label" "$url" "$pinned" ;; esac
  TARGET=$1 SOURCE=${2:-$url} REV=${3:-$pinned}
  SRC=$(mktemp -d)
  trap 'rm -rf "$SRC"' EXIT
  peer_fetch "$SOURCE" "$REV" "$SRC/src" "$folder"
}

# peer_fetch SOURCE REV DEST [FOLDER]: puts the client's files (only those under FOLDER, when given) in DEST
# (created) and sets PEER_VERSION.
peer_fetch() {
  local source=$1 rev=$2 dest=$3 folder=${4:-.}
  mkdir -p "$dest"
  case "$source" in
    http://* | https://* | git@* | ssh://* | git://* | file://*)
      local git_dir="$dest.git"
      git init -q --bare "$git_dir"
      git --git-dir="$git_dir" fetch -q --depth 1 "$source" "refs/tags/$rev:refs/tags/$rev" 2>/dev/null \
        || git --git-dir="$git_dir" fetch -q --depth 1 "$source" "$rev" \
        || peer_die "cannot fetch $rev from $source"
      local fetched=FETCH_HEAD
      git --git-dir="$git_dir" rev-parse -q --verify "refs/tags/$rev" >/dev/null && fetched=$rev
      peer_extract "$git_dir" "$fetched" "$dest" "$folder"
      PEER_VERSION=$(peer_name_of "$git_dir" "$fetched" "$rev")
      rm -rf "$git_dir"
      ;;
    *)
      [ -d "$source" ] || peer_die "no such folder: $source"
      if [ "$(git -C "$source" rev-parse --is-bare-repository 2>/dev/null)" = true ] \
          || [ "$(git -C "$source" rev-parse --is-inside-git-dir 2>/dev/null)" = true ]; then
        local git_dir
        git_dir=$(git -C "$source" rev-parse --absolute-git-dir)
        git --git-dir="$git_dir" rev-parse -q --verify "$rev^{commit}" >/dev/null \
          || peer_die "$source has no commit or tag $rev"
        peer_extract "$git_dir" "$rev" "$dest" "$folder"
        PEER_VERSION=$(peer_name_of "$git_dir" "$rev" "$rev")
      else
        [ -d "$source/$folder" ] || peer_die "$source has no folder $folder"
        (cd "$source" && tar --exclude=.git -cf - "$folder") | (cd "$dest" && tar -xf -)
        PEER_VERSION=$(git -C "$source" describe --tags --always --dirty 2>/dev/null || echo "checkout")
      fi
      ;;
  esac
}

# peer_extract GIT_DIR REV DEST FOLDER: every file of REV under FOLDER that the git directory holds, into DEST.
peer_extract() {
  local git_dir=$1 rev=$2 dest=$3 folder=$4 mode type hash path
  git --git-dir="$git_dir" ls-tree -r "$rev" -- "$folder" | while read -r mode type hash path; do
    [ "$type" = blob ] || continue
    mkdir -p "$dest/$(dirname "$path")"
    if ! git --git-dir="$git_dir" cat-file blob "$hash" >"$dest/$path" 2>/dev/null; then
      rm -f "$dest/$path"
      echo "not in this copy of the repository, skipped: $path" >&2
    fi
  done
}

# peer_name_of GIT_DIR REV ASKED: ASKED when it is a tag, else the commit's hash, PEER_ABBREV (default 7) digits.
peer_name_of() {
  local git_dir=$1 rev=$2 asked=$3
  if git --git-dir="$git_dir" rev-parse -q --verify "refs/tags/$asked" >/dev/null; then
    echo "$asked"
  else
    git --git-dir="$git_dir" rev-parse --short="${PEER_ABBREV:-7}" "$rev^{commit}"
  fi
}

# peer_venv TARGET: a fresh virtual environment in TARGET (which must not hold anything else); sets PEER_PIP.
peer_venv() {
  local target=$1
  if [ -e "$target" ] && [ -n "$(ls -A "$target")" ] && [ ! -f "$target/pyvenv.cfg" ]; then
    peer_die "$target exists and is not a virtual environment; name a new or empty folder"
  fi
  "$PYTHON" -m venv --clear "$target" || peer_die "$PYTHON cannot make a virtual environment"
  PEER_PIP=("$target/bin/python" -m pip install -q)
}

# peer_record TARGET NAME VERSION: the file the suite reads the client's version from.
peer_record() {
  echo "$2 $3" >"$1/tokenpace-client-version"
}

# peer_dependencies PYPROJECT: the [project] dependencies it declares, one a line.
peer_dependencies() {
  "$PYTHON" - "$1" <<'EOF'
import sys
try:
    import tomllib
except ImportError:  # Python < 3.11
    import tomli as tomllib
with open(sys.argv[1], "rb") as f:
    print("\n".join(tomllib.load(f)["project"].get("dependencies", [])))
EOF
}

# peer_loosen: requirements on stdin, one a line, with upper bounds dropped and exact pins made minimums
# ("click>=8.0.0,<8.2.0" -> "click>=8.0.0", "transformers==5.13.0" -> "transformers>=5.13.0"), for an index that
# lacks the versions a release pinned.
peer_loosen() {
  "$PYTHON" -c '
import re, sys
for line in sys.stdin.read().split("\n"):
    m = re.match(r"\s*([A-Za-z0-9_.\-]+(?:\[[^\]]*\])?)\s*([^;]*)(;.*)?$", line)
    if not m or not line.strip():
        continue
    kept = [s.strip().replace("==", ">=", 1) for s in m.group(2).split(",")
            if s.strip() and not s.strip().startswith("<")]
    print(m.group(1) + ",".join(kept) + (m.group(3) or ""))
'
}
