#!/usr/bin/env python3
"""The conformance table's columns, kept as data, and the table written from them.

Usage:
  conformance.py column [--note TEXT] RUN.ndjson [RUN.ndjson ...] > COLUMN.json
  conformance.py differ EARLIER.json LATER.json
  conformance.py table COLUMN.json [COLUMN.json ...] > docs/conformance.md

A RUN is target/cucumber-reports/cucumber.ndjson of one `mvn verify` against one client
(scripts/conformance.sh makes them); several runs of one client make one column, a later run's
verdict over an earlier one's where it ran the scenario. A column (docs/conformance/CLIENT.json)
keeps each scenario's verdict and the first line of its message, so a client run again replaces its
own column and the others stay as their passes left them, each naming its commit in its note.
`differ` counts the scenarios two passes of one client put in different classes. `table` writes
every cell as a class: right; **wrong** (red: the client reports the field and its number is not
the definition's); not reported (the client has no such field); labelled otherwise (the expected
failure family in the client's words); plays otherwise (another load than the scenario's, whose
numbers the client reported as the model gave them); cannot play (the client refuses the scenario);
not judged (the machine was too busy); not run (the run was stopped before the scenario, or the
column's pass predates it). For all but right, the first line of the message that said why. The
summary counts each client's classes and lists its wrong numbers, grouped by metric, with the reason
its claims give (the source line of its code); then one row per scenario. Nothing here is typed by
hand.

Scenarios are matched across columns by feature file, name and their order among scenarios of that
name, not by line, so a column run before an edit that moved lines still lines up.
"""
import json
import re
import sys
from collections import OrderedDict

RANK = {"PASSED": 0, "SKIPPED": 1, "PENDING": 1, "UNDEFINED": 2, "AMBIGUOUS": 2, "UNKNOWN": 2, "FAILED": 3}
CLIENT_LOG = "client under test: "
CLAIMED_LOG = "claimed by the client: "
CANNOT_PLAY = "cannot play this scenario: "


def project_path(uri):
    """file:///…/project/features/x.feature as features/x.feature."""
    at = uri.find("/features/")
    return uri[at + 1:] if uri.startswith("file:") and at >= 0 else uri


def read_run(path):
    features = OrderedDict()  # uri -> feature name
    pickles = OrderedDict()  # pickle id -> (uri, name, line)
    lines = {}  # ast node id -> line
    cases = {}  # test case id -> pickle id
    started = {}  # test case started id -> pickle id
    verdicts = {}  # pickle id -> (status, message)
    claimed = {}  # pickle id -> what the client's claims classed (a field it lacks, its own words)
    client = None
    with open(path, encoding="utf-8") as run:
        for raw in run:
            envelope = json.loads(raw)
            if "gherkinDocument" in envelope:
                document = envelope["gherkinDocument"]
                feature = document.get("feature") or {}
                features[project_path(document["uri"])] = feature.get("name", document["uri"])
                for child in feature.get("children", []):
                    for node in [child.get("scenario")] + [
                        c.get("scenario") for c in (child.get("rule") or {}).get("children", [])
                    ]:
                        if not node:
                            continue
                        lines[node["id"]] = node["location"]["line"]
                        for examples in node.get("examples", []):
                            for row in examples.get("tableBody", []):
                                lines[row["id"]] = row["location"]["line"]
            elif "pickle" in envelope:
                pickle = envelope["pickle"]
                line = lines.get(pickle["astNodeIds"][-1], lines.get(pickle["astNodeIds"][0], 0))
                pickles[pickle["id"]] = (project_path(pickle["uri"]), pickle["name"], line)
            elif "testCase" in envelope:
                cases[envelope["testCase"]["id"]] = envelope["testCase"]["pickleId"]
            elif "testCaseStarted" in envelope:
                event = envelope["testCaseStarted"]
                started[event["id"]] = cases[event["testCaseId"]]
            elif "testStepFinished" in envelope:
                event = envelope["testStepFinished"]
                pickle = started[event["testCaseStartedId"]]
                result = event["testStepResult"]
                status = result["status"]
                message = (result.get("exception") or {}).get("message") or result.get("message") or ""
                seen = verdicts.get(pickle)
                if seen is None or RANK.get(status, 2) > RANK.get(seen[0], 2):
                    verdicts[pickle] = (status, message)
            elif "attachment" in envelope:
                body = envelope["attachment"].get("body", "")
                if body.startswith(CLIENT_LOG):
                    client = body[len(CLIENT_LOG):].strip()
                elif body.startswith(CLAIMED_LOG):
                    case = envelope["attachment"].get("testCaseStartedId")
                    if case in started:
                        claimed[started[case]] = body[len(CLAIMED_LOG):].strip()
    for pickle, text in claimed.items():
        status, message = verdicts.get(pickle, ("PASSED", ""))
        if status == "PASSED":
            verdicts[pickle] = ("CLAIMED", text)
    return client or path, features, pickles, verdicts


CLASSES = ("right", "wrong", "not reported", "labelled otherwise", "plays otherwise", "cannot play",
           "not judged", "not run")
WHY = re.compile(r"(?:Note: |in every attempt: )(.*)")


def first_line(message, limit):
    first = " ".join(message.strip().splitlines()[:1]).replace("|", "\\|")
    return first if len(first) <= limit else first[:limit - 1] + "…"


def cell(verdict, limit=400):
    if verdict is None:
        return "not run"
    status, message = verdict
    first = first_line(message, limit)
    if status == "PASSED":
        return "right"
    if status == "CLAIMED":
        # "not reported: …; labelled otherwise: …": the class is the first part's
        return first
    if status in ("SKIPPED", "PENDING"):
        if CANNOT_PLAY in first:
            return "cannot play: " + first.split(CANNOT_PLAY, 1)[1]
        if first.startswith("not judged"):
            return first
        return "not judged: " + first if first else "not judged"
    return "**wrong**: " + first if first else "**wrong**"


def verdict_class(text):
    verdict = text.split(":")[0].strip("*")
    return verdict if verdict in CLASSES else "other"


def wrong_summary(message):
    """The wrong number (the first failed check, without its count) and why, from the client's claims."""
    first = message.strip().splitlines()[0] if message.strip() else ""
    first = re.sub(r"^\d+ checks? failed: ", "", first)
    why = WHY.search(first)
    number = first[:why.start()].rstrip(" .:,") if why else first
    if len(number) > 220:
        number = number[:219] + "…"
    return number.replace("|", "\\|"), (why.group(1).strip() if why else "")


def column(paths, note):
    """One client's cells from its runs: a later run's verdict over an earlier one's where it ran."""
    client, cells = None, OrderedDict()  # (feature, name, occurrence) -> cell
    for path in paths:
        name, _, pickles, verdicts = read_run(path)
        client = client or name
        if name != client:
            sys.exit("%s is a run of %s, not of %s" % (path, name, client))
        for key, (uri, title, line, pid) in keyed(
                (uri, title, line, pid) for pid, (uri, title, line) in pickles.items()).items():
            verdict = verdicts.get(pid)
            if verdict is not None or key not in cells:
                status, message = verdict if verdict else (None, "")
                cells[key] = {"feature": uri, "line": line, "name": title, "status": status,
                              "message": " ".join(message.strip().splitlines()[:1])}
    return {"client": client, "note": note, "cells": sorted(cells.values(), key=lambda c: (c["feature"], c["line"]))}


def keyed(entries):
    """(feature, name, n) for each (uri, name, line, ...): the n-th scenario of that name in the file."""
    seen, keys = {}, OrderedDict()
    for entry in sorted(entries, key=lambda e: (e[0], e[2])):
        n = seen[entry[0], entry[1]] = seen.get((entry[0], entry[1]), 0) + 1
        keys[entry[0], entry[1], n] = entry
    return keys


def write_column(data):
    out = sys.stdout
    out.write('{"client": %s,\n "note": %s,\n "cells": [\n' % (json.dumps(data["client"]), json.dumps(data["note"])))
    out.write(",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in data["cells"]))
    out.write("\n]}\n")


def read_column(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    keys = keyed((c["feature"], c["name"], c["line"], c) for c in data["cells"])
    verdicts = OrderedDict((k, (c["status"], c["message"]) if c["status"] else None) for k, (_, _, _, c) in keys.items())
    lines = {k: c["line"] for k, (_, _, _, c) in keys.items()}
    return data["client"], data.get("note") or "", verdicts, lines


def differ(earlier, later):
    """How many scenarios two passes put in different classes, and which, on one line."""
    _, _, first, _ = read_column(earlier)
    _, _, second, lines = read_column(later)
    changed = []
    for key in sorted(set(first) | set(second), key=lambda k: (k[0], lines.get(k, 0))):
        a, b = verdict_class(cell(first.get(key))), verdict_class(cell(second.get(key)))
        if a != b:
            changed.append("%s:%d %s -> %s" % (short(key[0]), lines.get(key, 0), a, b))
    print("%d of %d cells differ%s" % (len(changed), len(set(first) | set(second)),
                                        (": " + "; ".join(changed)) if changed else ""))


def short(uri):
    return uri.replace("features/", "").replace(".feature", "")


def table(paths):
    columns = [read_column(p) for p in paths]
    clients = [c[0] for c in columns]
    rows, lines = OrderedDict(), {}  # key -> {client: verdict}; the line the first column that has it gives
    for client, _, verdicts, at in columns:
        for key, verdict in verdicts.items():
            rows.setdefault(key, {})[client] = verdict
            lines.setdefault(key, at[key])
    rows = OrderedDict(sorted(rows.items(), key=lambda kv: (kv[0][0], lines[kv[0]])))
    totals = {c: {} for c in clients}
    for by_client in rows.values():
        for c in clients:
            k = verdict_class(cell(by_client.get(c)))
            totals[c][k] = totals[c].get(k, 0) + 1

    print("# Conformance: every feature, every client")
    print()
    print("Written by `scripts/conformance.sh` from real runs of the acceptance suite (one `mvn verify`")
    print("per client and pass, each client's column kept in `docs/conformance/`); every cell is that")
    print("run's class (right, **wrong**, not reported, labelled otherwise, plays otherwise, cannot play,")
    print("not judged; not run when the run was stopped before it or predates the scenario) and, for all")
    print("but right, the first line of the message that said why. Only **wrong** is red. Do not edit by")
    print("hand: run the script. How a client is put under the suite, and what each class means:")
    print("[docs/clients.md](clients.md).")
    print()
    print("Clients: " + ", ".join("**%s**" % c for c in clients) + ".")
    print()
    for client, note, _, _ in columns:
        if note:
            print("- **%s**: %s" % (client, note))
    if any(note for _, note, _, _ in columns):
        print()
    print("## Summary")
    print()
    keys = [k for k in CLASSES + ("other",) if any(k in t for t in totals.values())]
    print("| client | " + " | ".join("**wrong**" if k == "wrong" else k for k in keys) + " |")
    print("|---|" + "---|" * len(keys))
    for c in clients:
        print("| %s | %s |" % (c, " | ".join(str(totals[c].get(k, 0)) for k in keys)))
    print()
    for c in clients:
        wrong = OrderedDict()  # why -> [(where, number)]
        for key, by_client in rows.items():
            verdict = by_client.get(c)
            if verdict is None or verdict_class(cell(verdict)) != "wrong":
                continue
            number, why = wrong_summary(verdict[1])
            metric = re.sub(r" (of|for) (request|the run|stage) .*| of request \\S+", "", number.split(":")[0])
            wrong.setdefault((metric, why), []).append(("%s:%d" % (short(key[0]), lines[key]), number))
        if not wrong:
            print("**%s** reports nothing wrong." % c)
            print()
            continue
        print("**%s** reports these numbers wrong (reported, true; why, from its code):" % c)
        print()
        for (metric, why), cells in wrong.items():
            where = ", ".join("`%s`" % w for w, _ in cells)
            print("- **%s**, %d scenario%s (%s); first: %s.%s" % (
                metric, len(cells), "" if len(cells) == 1 else "s", where, cells[0][1],
                (" *Why*: " + why) if why else ""))
        print()
    print("## By feature")
    print()
    print("| scenario | " + " | ".join(clients) + " |")
    print("|---|" + "---|" * len(clients))
    for key, by_client in rows.items():
        label = "`%s:%d` %s" % (short(key[0]), lines[key], key[1].replace("|", "\\|"))
        cells = []
        for c in clients:
            text = cell(by_client.get(c), 400 if verdict_class(cell(by_client.get(c))) == "wrong" else 200)
            cells.append(text)
        print("| %s | %s |" % (label, " | ".join(cells)))


def main(args):
    if args[:1] == ["column"]:
        note = ""
        if args[1:2] == ["--note"]:
            note, args = args[2], args[2:]
        write_column(column(args[1:], note))
    elif args[:1] == ["differ"] and len(args) == 3:
        differ(args[1], args[2])
    elif args[:1] == ["table"] and len(args) > 1:
        table(args[1:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
