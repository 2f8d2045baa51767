#!/usr/bin/env python3
"""How long each request of a run takes to reach an independent server, first request against the
rest: with and without tokenpace's warm-up.

A stdlib ThreadingHTTPServer streams 10 chunks, 20 ms apart, and notes (CLOCK_MONOTONIC, the clock
of Java's System.nanoTime on Linux) when each request's headers were parsed. The way to the server
is that receipt minus the request's start_time in tokenpace's per-request report.

Usage: scripts/first-request.py [--runs N] [--requests N] [--jar target/tokenpace.jar]
"""
import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from http.server import ThreadingHTTPServer
from pathlib import Path

from chunked_stream import ChunkedStream

RECEIPTS = {}


class Streaming(ChunkedStream):
    def do_POST(self):
        RECEIPTS[self.headers.get("X-Request-Id")] = time.monotonic_ns()
        self.start_stream()
        for i in range(10):
            time.sleep(0.02)
            delta = {"choices": [{"index": 0, "delta": {"content": f" w{i}"}}]}
            self.chunk(f"data: {json.dumps(delta)}\n\n")
        self.end_stream()


def run_once(jar, port, requests, warm, out):
    config = out / "bench.yaml"
    config.write_text(
        f"""api: {{type: chat, streaming: true}}
server: {{type: vllm, base_url: "http://127.0.0.1:{port}", model_name: m}}
load:
  type: concurrent
  stages: [{{concurrency_level: 1, num_requests: {requests}}}]
data: {{type: mock}}
report: {{request_lifecycle: {{summary: true, per_stage: false, per_request: true}}}}
storage: {{local_storage: {{path: "{out / 'reports'}"}}}}
""")
    command = ["java", "-jar", jar, "run", "--config", str(config)]
    if not warm:
        command.append("--no-warm-up")
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    entries = json.loads((out / "reports" / "per_request_lifecycle_metrics.json").read_text())
    entries.sort(key=lambda e: e["start_time"])
    ways = [(RECEIPTS[e["request_id"]] / 1e9 - e["start_time"]) * 1e3 for e in entries]
    return ways[0], statistics.median(ways[1:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--requests", type=int, default=20)
    parser.add_argument("--jar", default="target/tokenpace.jar")
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Streaming)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print("| warm-up | run | first request, start to receipt (ms) | the rest, median (ms) |")
    print("|---|---|---|---|")
    for warm in (False, True):
        for run in range(args.runs):
            with tempfile.TemporaryDirectory() as tmp:
                first, rest = run_once(args.jar, server.server_port, args.requests, warm, Path(tmp))
            print(f"| {'on' if warm else 'off'} | {run + 1} | {first:.2f} | {rest:.2f} |")
            sys.stdout.flush()
    server.shutdown()


if __name__ == "__main__":
    main()
