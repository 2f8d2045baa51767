#!/usr/bin/env python3
"""Writes docs/conformance.md from the Cucumber message files of real suite runs, one per client.

Usage: conformance.py RUN.ndjson [RUN.ndjson ...] > docs/conformance.md

Each file is target/cucumber-reports/cucumber.ndjson of one `mvn verify` run
(scripts/conformance.sh makes them). Every cell is what that run's report says, as a class:
right; **wrong** (red: the client reports the field and its number is not the definition's);
not reported (the client has no such field); labelled otherwise (the expected failure family in
the client's words); plays otherwise (another load than the scenario's, whose numbers the client
reported as the model gave them); cannot play (the client refuses the scenario); not judged (the machine was
too busy). For all but right, the first line of the message that said why. Nothing here is typed
by hand.
"""
import json
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


def cell(verdict):
    if verdict is None:
        return "not run"
    status, message = verdict
    first = " ".join(message.strip().splitlines()[:1]).replace("|", "\\|")
    if len(first) > 400:
        first = first[:397] + "…"
    if status == "PASSED":
        return "right"
    if status == "CLAIMED":
        # "not reported: …; labelled otherwise: …": the class is the first part's
        return first
    if status in ("SKIPPED", "PENDING"):
        if CANNOT_PLAY in first:
            return "cannot play: " + first.split(CANNOT_PLAY, 1)[1]
        return "not judged: " + first if first else "not judged"
    return "**wrong**: " + first if first else "**wrong**"


def main(paths):
    runs = [read_run(p) for p in paths]
    clients = [r[0] for r in runs]
    features = OrderedDict()
    for _, feats, pickles, _ in runs:
        features.update(feats)
    print("# Conformance: every feature, every client")
    print()
    print("Written by `scripts/conformance.sh` from real runs of the acceptance suite (one `mvn verify`")
    print("per client, `-Dtokenpace.client=…`); every cell is that run's class (right, **wrong**, not")
    print("reported, labelled otherwise, plays otherwise, cannot play, not judged) and, for all but right, the first line of")
    print("the message that said why. Only **wrong** is red. Do not edit by hand: run the script.")
    print("How a client is put under the suite, and what each tag means: [docs/clients.md](clients.md).")
    print()
    print("Clients: " + ", ".join("**%s**" % c for c in clients) + ".")
    print()
    totals = {c: {} for c in clients}
    for uri, name in sorted(features.items()):
        print("## `%s`: %s" % (uri, name))
        print()
        print("| scenario | " + " | ".join(clients) + " |")
        print("|---|" + "---|" * len(clients))
        rows = OrderedDict()
        for client, _, pickles, verdicts in runs:
            for pid, (puri, pname, line) in pickles.items():
                if puri != uri:
                    continue
                rows.setdefault((line, pname), {})[client] = verdicts.get(pid)
        for (line, pname), by_client in sorted(rows.items()):
            cells = []
            for c in clients:
                text = cell(by_client.get(c))
                verdict = text.split(":")[0].strip("*")
                if verdict not in ("right", "wrong", "not reported", "labelled otherwise",
                                   "plays otherwise", "cannot play", "not judged"):
                    verdict = "other"
                totals[c][verdict] = totals[c].get(verdict, 0) + 1
                cells.append(text)
            print("| %s (line %d) | %s |" % (pname.replace("|", "\\|"), line, " | ".join(cells)))
        print()
    print("## Totals")
    print()
    print("| client | " + " | ".join(sorted({k for t in totals.values() for k in t})) + " |")
    keys = sorted({k for t in totals.values() for k in t})
    print("|---|" + "---|" * len(keys))
    for c in clients:
        print("| %s | %s |" % (c, " | ".join(str(totals[c].get(k, 0)) for k in keys)))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
