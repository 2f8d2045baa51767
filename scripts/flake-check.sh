#!/usr/bin/env bash
# Runs the acceptance features N times in a row, half of the runs beside CPU burners, and tells
# whether they are trustworthy on this machine: a feature that goes red only under load is a
# timing flake, not a bug. See --help.
set -uo pipefail

LOCK=/tmp/tokenpace-timing.lock
OUT=target/flake-check

usage() {
  cat <<'USAGE'
Usage: scripts/flake-check.sh [--burn all|none|half] [--burners B] N [-- EXTRA_MAVEN_ARGS...]

Runs the acceptance features (RunFeaturesIT, in Failsafe) N times in a row and reports, per run,
whether they were green, how many scenarios failed or were inconclusive, how many reruns the suite
made, and the first line of every failed check. Use it to tell whether a red build on this machine
is a real failure or the timing scenarios reading a busy CPU.

  N                  number of runs (>= 1)
  --burn half        (default) runs 2, 4, ... run beside the burners (`yes > /dev/null`, one core each)
  --burn all|none    every run / no run with the burners
  --burners B        how many burners a loaded run has (default 2: a crowded 2-core CI runner)
  -- ARGS            extra Maven arguments for every run, e.g.
                       -- -Dcucumber.features=features/latency
                       -- -Dcucumber.filter.tags="@latency and not @wip"
  -h, --help         this text

What it does:
  1. compiles once: mvn -B -q -o test-compile (online, and then the runs too, if offline fails
     for another reason than a compile error; a compile error stops the script: retry later);
  2. per run, holding flock /tmp/tokenpace-timing.lock (so no two timing runs on this machine
     overlap; the burner starts only once the lock is held):
       mvn -B -o verify -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=RunFeaturesIT ARGS
     Maven's output goes to target/flake-check/run-K/mvn.log; the burner is killed after each
     run, and on exit or Ctrl-C;
  3. copies what that run wrote to target/failsafe-reports/ and target/cucumber-reports/ into
     target/flake-check/run-K/ and reads them:
       scenarios, failed, skipped  from the Failsafe XML, TEST-dev.tokenpace.acceptance.RunFeaturesIT.xml
                                   (+ the CucumberTestEngine one that -Dcucumber.features adds);
                                   a testcase with <failure> or <error> failed;
       inconclusive                skipped scenarios whose message starts with "inconclusive"
                                   (the step threw org.opentest4j.TestAbortedException);
       reruns                      scenario.log(...) lines in cucumber.ndjson (attachments of type
                                   text/x.cucumber.log+plain) that start with "rerun" or contain
                                   "inconclusive";
       failed checks               testcase name: first line of its failure message
                                   (+ feature:line when cucumber.ndjson names it);
  4. prints a markdown table (also saved as target/flake-check/summary.md):
       | run | burner | result | scenarios | failed | inconclusive | reruns | wall s | failed checks |
     A run is RED when Maven exited non-zero or any scenario failed.

Exit status: 0 if every run was green, 1 if any run was red, 2 on a usage or build error.
USAGE
}

burn=half
burners=2
runs=
extra=()
while (($#)); do
  case $1 in
    -h|--help) usage; exit 0 ;;
    --burn) [[ $# -ge 2 ]] || { echo "--burn needs all|none|half" >&2; exit 2; }; burn=$2; shift 2 ;;
    --burn=*) burn=${1#--burn=}; shift ;;
    --burners) [[ $# -ge 2 ]] || { echo "--burners needs a number" >&2; exit 2; }; burners=$2; shift 2 ;;
    --burners=*) burners=${1#--burners=}; shift ;;
    --) shift; extra=("$@"); break ;;
    -*) echo "unknown option: $1 (see --help)" >&2; exit 2 ;;
    *) [[ -z $runs ]] || { echo "one N only (Maven arguments go after --)" >&2; exit 2; }; runs=$1; shift ;;
  esac
done
[[ $burn == all || $burn == none || $burn == half ]] || { echo "--burn must be all, none or half" >&2; exit 2; }
[[ $burners =~ ^[1-9][0-9]*$ ]] || { echo "--burners must be a number >= 1" >&2; exit 2; }
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "usage: scripts/flake-check.sh [--burn all|none|half] N [-- MAVEN_ARGS...]  (--help)" >&2; exit 2; }

cd "$(dirname "$0")/.." || exit 2

burner_pids=()
stop_burner() {
  if ((${#burner_pids[@]})); then
    kill "${burner_pids[@]}" 2>/dev/null
    wait "${burner_pids[@]}" 2>/dev/null
    burner_pids=()
  fi
}
trap stop_burner EXIT
trap 'stop_burner; echo; echo "interrupted" >&2; exit 130' INT
trap 'stop_burner; exit 143' TERM HUP

with_burner() { # run number -> 0 if it runs beside the burner
  case $burn in all) return 0 ;; none) return 1 ;; half) (( $1 % 2 == 0 )) ;; esac
}

echo "machine: nproc $(nproc), load average $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min)"
echo "runs: $runs, burner: $burn ($burners burners)${extra[*]:+, maven args: ${extra[*]}}"

echo "compiling: mvn -B -q -o test-compile"
offline=(-o)
compile_log=$(mktemp)
if ! mvn -B -q -o test-compile >"$compile_log" 2>&1; then
  if grep -q -e 'COMPILATION ERROR' -e 'Compilation failure' "$compile_log"; then
    # Going online cannot fix a compile error; show its first lines instead.
    grep -m 12 '^\[ERROR\]' "$compile_log" >&2
    echo "the project does not compile (someone may be mid-edit): wait a minute and run again" >&2
    rm -f "$compile_log"
    exit 2
  fi
  echo "offline compile failed; trying online: mvn -B -q test-compile (runs will be online too)"
  offline=()
  if ! mvn -B -q test-compile >"$compile_log" 2>&1; then
    grep -m 12 '^\[ERROR\]' "$compile_log" >&2
    echo "the project does not compile: see the errors above" >&2
    rm -f "$compile_log"
    exit 2
  fi
fi
rm -f "$compile_log"

rm -rf "$OUT"
mkdir -p "$OUT"
stamp=$OUT/.run-start

header='| run | burner | result | scenarios | failed | inconclusive | reruns | wall s | failed checks |'
rule='|---|---|---|---|---|---|---|---|---|'
rows=()
green=0 red=0 b_runs=0 b_green=0 b_red=0

# Reads one run's copied reports; prints the table row and writes result.json into the run folder.
parse_run() {
  python3 - "$@" <<'PY'
import base64, glob, json, os, re, sys
import xml.etree.ElementTree as ET

run_dir, run, burner, rc, wall = sys.argv[1:6]
rc = int(rc)

def first_line(text):
    for line in (text or "").splitlines():
        if line.strip():
            return line.strip()
    return ""

def strip_exception_prefix(msg):
    # "org.opentest4j.TestAbortedException: inconclusive ..." -> "inconclusive ..."
    return re.sub(r"^[\w.$]+(Exception|Error):\s*", "", msg)

def headline(text):
    # The verdict's first line, the exception's name taken off first: a verdict that joins several
    # checks starts on the line after it ("...TestAbortedException: \ninconclusive ...").
    return first_line(strip_exception_prefix((text or "").lstrip()))

def clip(text, limit=200):
    return text if len(text) <= limit else text[: limit - 1] + "…"

# --- cucumber.ndjson: reruns, and feature:line of failing scenarios ---
reruns = 0
where_by_message = {}
nd_checks = []
nd_total = nd_failed = nd_skipped = nd_inconclusive = 0
ndjson = os.path.join(run_dir, "cucumber-reports", "cucumber.ndjson")
have_ndjson = os.path.exists(ndjson)
if have_ndjson:
    lines_of = {}      # gherkin node id -> line
    pickles = {}       # pickle id -> (uri, astNodeIds)
    case_pickle = {}   # testCase id -> pickle id
    started_case = {}  # testCaseStarted id -> testCase id
    worst = {}         # testCaseStarted id -> (rank, result)
    rank = {"PASSED": 0, "SKIPPED": 1, "PENDING": 2, "UNDEFINED": 3, "AMBIGUOUS": 4, "FAILED": 5, "UNKNOWN": 1}

    def walk(node):
        if isinstance(node, dict):
            if "id" in node and isinstance(node.get("location"), dict):
                lines_of[node["id"]] = node["location"].get("line")
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    with open(ndjson, encoding="utf-8") as f:
        for raw in f:
            raw = raw.strip()
            if not raw:
                continue
            try:
                msg = json.loads(raw)
            except ValueError:
                continue
            if "gherkinDocument" in msg:
                walk(msg["gherkinDocument"])
            elif "pickle" in msg:
                p = msg["pickle"]
                pickles[p["id"]] = (p.get("uri", ""), p.get("astNodeIds", []))
            elif "testCase" in msg:
                case_pickle[msg["testCase"]["id"]] = msg["testCase"]["pickleId"]
            elif "testCaseStarted" in msg:
                started_case[msg["testCaseStarted"]["id"]] = msg["testCaseStarted"]["testCaseId"]
            elif "testStepFinished" in msg:
                s = msg["testStepFinished"]
                r = s.get("testStepResult", {})
                k = s.get("testCaseStartedId")
                rk = rank.get(r.get("status"), 0)
                if k not in worst or rk > worst[k][0]:
                    worst[k] = (rk, r)
            elif "attachment" in msg:
                a = msg["attachment"]
                if a.get("mediaType") != "text/x.cucumber.log+plain":
                    continue
                body = a.get("body", "")
                if a.get("contentEncoding") == "BASE64":
                    try:
                        body = base64.b64decode(body).decode("utf-8", "replace")
                    except ValueError:
                        pass
                if body.lstrip().lower().startswith(("rerun", "inconclusive attempt")):
                    reruns += 1
    for started, (rk, r) in worst.items():
        nd_total += 1
        status = r.get("status")
        message = first_line((r.get("exception") or {}).get("message") or r.get("message", ""))
        if status == "SKIPPED":
            nd_skipped += 1
            whole = (r.get("exception") or {}).get("message") or r.get("message", "")
            if headline(whole).lower().startswith("inconclusive"):
                nd_inconclusive += 1
        elif rk >= 2:
            nd_failed += 1
            uri, ast = pickles.get(case_pickle.get(started_case.get(started)), ("", []))
            line = lines_of.get(ast[-1]) if ast else None
            where = f"{uri}:{line}" if line else uri
            nd_checks.append(f"{where or '?'}: {message or status}")
            if message and uri:
                where_by_message.setdefault(message, where)
                where_by_message.setdefault(strip_exception_prefix(message), where)

# --- Failsafe XML: scenarios, failed, skipped, inconclusive, failed checks ---
total = failed = skipped = inconclusive = 0
checks = []
xmls = sorted(glob.glob(os.path.join(run_dir, "failsafe-reports", "TEST-*.xml")))
for path in xmls:
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        checks.append(f"unreadable {os.path.basename(path)}: {e}")
        continue
    for tc in root.iter("testcase"):
        total += 1
        name = tc.get("name", "?")
        bad = tc.find("failure")
        if bad is None:
            bad = tc.find("error")
        skip = tc.find("skipped")
        if bad is not None:
            failed += 1
            line = first_line(bad.get("message")) or first_line(bad.text) or bad.get("type", bad.tag)
            where = where_by_message.get(line) or where_by_message.get(strip_exception_prefix(line))
            checks.append(f"{name}{f' ({where})' if where else ''}: {line}")
        elif skip is not None:
            skipped += 1
            text = headline(skip.get("message")) or headline(skip.text)
            if text.lower().startswith("inconclusive"):
                inconclusive += 1

source = "failsafe"
if not xmls and have_ndjson and nd_total:
    # No Failsafe XML from this run: fall back on Cucumber's own record.
    source = "cucumber.ndjson"
    total, failed, skipped, inconclusive = nd_total, nd_failed, nd_skipped, nd_inconclusive
    checks = list(nd_checks)
passed = total - failed - skipped

if rc != 0 and not checks:
    why = ""
    log = os.path.join(run_dir, "mvn.log")
    if os.path.exists(log):
        with open(log, encoding="utf-8", errors="replace") as f:
            errors = [l[7:].strip() for l in f if l.startswith("[ERROR]") and l[7:].strip()]
        # The most telling line: a compile error's file and message, else the failed goal.
        telling = [e for e in errors if re.search(r"\.java:\[\d+", e)] \
            or [e for e in errors if e.startswith("Failed to execute goal")] or errors
        if telling:
            why = " — " + ("build broke: " if "COMPILATION ERROR :" in errors else "") + telling[0]
    checks.append(f"Maven exit {rc}{' and no test report' if total == 0 else ''}{why} (see {log})")

if rc == 0 and total == 0:
    checks.append("no scenarios ran: check the feature path or tag filter")
result = "RED" if rc != 0 or failed > 0 else "green"
scen = f"{total} ({passed} passed{f', {skipped} skipped' if skipped else ''})"
row = "| " + " | ".join([
    run, "yes" if burner == "1" else "no", result, scen, str(failed), str(inconclusive),
    str(reruns) if have_ndjson else "?", wall, "; ".join(clip(c) for c in checks).replace("|", "\\|") or "—",
]) + " |"
with open(os.path.join(run_dir, "result.json"), "w", encoding="utf-8") as f:
    json.dump({"run": int(run), "burner": burner == "1", "result": result, "maven_exit": rc,
               "scenarios": total, "passed": passed, "failed": failed, "skipped": skipped,
               "inconclusive": inconclusive, "reruns": reruns if have_ndjson else None,
               "wall_s": float(wall), "failed_checks": checks, "counted_from": source}, f, indent=2)
print(result)
print(row)
PY
}

# fd 9 on the lock file for flock; a lock file another user created may only be readable.
if ! { exec 9>>"$LOCK"; } 2>/dev/null && ! { exec 9<"$LOCK"; } 2>/dev/null; then
  echo "cannot open $LOCK for flock" >&2
  exit 2
fi

echo
echo "$header"
echo "$rule"
for ((k = 1; k <= runs; k++)); do
  run_dir=$OUT/run-$k
  mkdir -p "$run_dir"
  burner=0
  with_burner "$k" && burner=1

  # The lock is held across burner and Maven (fd 9 stays with this shell, closed for children), so
  # the burner never loads another timing run that is still going.
  if ! flock -n 9; then
    echo "run $k: waiting for $LOCK (another timing run on this machine)…" >&2
    flock 9
  fi
  if ((burner)); then
    for ((b = 0; b < burners; b++)); do
      yes >/dev/null 9>&- &
      burner_pids+=($!)
    done
  fi
  load_before=$(cut -d' ' -f1 /proc/loadavg)
  echo "run $k/$runs: $( ((burner)) && echo "with $burners burners" || echo "quiet"), load $load_before …" >&2
  touch "$stamp"
  sleep 0.01 # a report written in this run has an mtime strictly after the stamp
  t0=$EPOCHREALTIME
  mvn -B "${offline[@]}" verify -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false \
    -Dit.test=RunFeaturesIT "${extra[@]}" >"$run_dir/mvn.log" 2>&1 9>&-
  rc=$?
  t1=$EPOCHREALTIME
  stop_burner
  flock -u 9

  wall=$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$t0" "$t1")
  # Only what this run wrote (a report left over from an earlier build would count twice), and in
  # failsafe-reports only RunFeaturesIT's files: with -Dcucumber.features the cucumber engine reports
  # beside the suite, and another IT running in this work tree may write its own files meanwhile.
  mkdir -p "$run_dir/failsafe-reports" "$run_dir/cucumber-reports"
  if [[ -d target/failsafe-reports ]]; then
    find target/failsafe-reports -maxdepth 1 -type f -newer "$stamp" \
      \( -name '*dev.tokenpace.acceptance.RunFeaturesIT*' -o -name '*io.cucumber.junit.platform.engine.CucumberTestEngine*' \) \
      -exec cp -p {} "$run_dir/failsafe-reports/" \;
  fi
  if [[ -d target/cucumber-reports ]]; then
    find target/cucumber-reports -maxdepth 1 -type f -newer "$stamp" -exec cp -p {} "$run_dir/cucumber-reports/" \;
  fi
  mapfile -t out < <(parse_run "$run_dir" "$k" "$burner" "$rc" "$wall")
  result=${out[0]:-RED}
  row=${out[1]:-"| $k | $( ((burner)) && echo yes || echo no) | RED | ? | ? | ? | ? | $wall | could not read the reports (Maven exit $rc) |"}
  [[ $result == green || $result == RED ]] || result=RED
  rows+=("$row")
  echo "$row"
  if [[ $result == green ]]; then ((green++)); else ((red++)); fi
  if ((burner)); then
    ((b_runs++))
    if [[ $result == green ]]; then ((b_green++)); else ((b_red++)); fi
  fi
done
rm -f "$stamp"

q_runs=$((runs - b_runs)) q_green=$((green - b_green)) q_red=$((red - b_red))
final="$runs runs: $green green, $red red ($b_runs with burner: $b_green green, $b_red red; $q_runs without: $q_green green, $q_red red)"
table() {
  echo "$header"
  echo "$rule"
  printf '%s\n' "${rows[@]}"
  echo
  echo "$final"
}
{
  echo "Machine: nproc $(nproc); maven args: ${extra[*]:-(none)}; burner: $burn ($burners burners in a loaded run)"
  echo
  table
} >"$OUT/summary.md"
echo
table
echo "(details: $OUT/run-K/, table: $OUT/summary.md)"
((red == 0))
