#!/usr/bin/env python3
"""Writes docs/conformance.md from the Cucumber message files of real suite runs, one per client.

Usage: conformance.py RUN.ndjson[::NOTE] [RUN.ndjson[::NOTE] ...] > docs/conformance.md

Each file is target/cucumber-reports/cucumber.ndjson of one `mvn verify` run
(scripts/conformance.sh makes them). Every cell is what that run's report says, as a class:
right; **wrong** (red: the client reports the field and its number is not the definition's);
not reported (the client has no such field); labelled otherwise (the expected failure family in
the client's words); plays otherwise (another load than the scenario's, whose numbers the client
reported as the model gave them); cannot play (the client refuses the scenario); not judged (the machine was
too busy); not run (the run was stopped before the scenario). For all but right, the first line of
the message that said why. The summary counts each client's classes and lists its wrong numbers,
grouped by metric, with the reason its claims give (the source line of its code); then one row per
scenario. Nothing here is typed by hand.
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


def main(args):
    # RUN.ndjson, or RUN.ndjson::NOTE to say where that column comes from (a stopped run, a commit);
    # several files of one client make one column, a later file's verdict over an earlier one's
    paths = [a.split("::", 1)[0] for a in args]
    notes = [a.split("::", 1)[1] if "::" in a else "" for a in args]
    runs = [read_run(p) for p in paths]
    clients = list(OrderedDict.fromkeys(r[0] for r in runs))
    features = OrderedDict()
    for _, feats, pickles, _ in runs:
        features.update(feats)
    rows = OrderedDict()  # (uri, line, name) -> {client: verdict}
    for client, _, pickles, verdicts in runs:
        for pid, (puri, pname, line) in pickles.items():
            row = rows.setdefault((puri, line, pname), {})
            # several files of one client (a run stopped and finished by another): what ran counts
            if verdicts.get(pid) is not None or client not in row:
                row[client] = verdicts.get(pid)
    rows = OrderedDict(sorted(rows.items()))
    totals = {c: {} for c in clients}
    for by_client in rows.values():
        for c in clients:
            k = verdict_class(cell(by_client.get(c)))
            totals[c][k] = totals[c].get(k, 0) + 1

    print("# Conformance: every feature, every client")
    print()
    print("Written by `scripts/conformance.sh` from real runs of the acceptance suite (one `mvn verify`")
    print("per client); every cell is that run's class (right, **wrong**, not reported, labelled otherwise,")
    print("plays otherwise, cannot play, not judged; not run when the run was stopped before it) and, for")
    print("all but right, the first line of the message that said why. Only **wrong** is red. Do not edit")
    print("by hand: run the script. How a client is put under the suite, and what each class means:")
    print("[docs/clients.md](clients.md).")
    print()
    print("Clients: " + ", ".join("**%s**" % c for c in clients) + ".")
    print()
    for (c, _, _, _), note in zip(runs, notes):
        if note:
            print("- **%s**: %s" % (c, note))
    if any(notes):
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
        for (uri, line, name), by_client in rows.items():
            verdict = by_client.get(c)
            if verdict is None or verdict_class(cell(verdict)) != "wrong":
                continue
            number, why = wrong_summary(verdict[1])
            metric = re.sub(r" (of|for) (request|the run|stage) .*| of request \\S+", "", number.split(":")[0])
            wrong.setdefault((metric, why), []).append(
                ("%s:%d" % (uri.replace("features/", "").replace(".feature", ""), line), number))
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
    last = None
    for (uri, line, name), by_client in rows.items():
        feature = uri.replace("features/", "").replace(".feature", "")
        label = "`%s:%d` %s" % (feature, line, name.replace("|", "\\|"))
        cells = []
        for c in clients:
            text = cell(by_client.get(c), 400 if verdict_class(cell(by_client.get(c))) == "wrong" else 200)
            cells.append(text)
        print("| %s | %s |" % (label, " | ".join(cells)))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
