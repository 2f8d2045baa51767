#!/usr/bin/env python3
"""What tokenpace adds to TTFT and to each event's delivery at 1, 50 and 200 concurrent streams,
against a server it does not share code with (a stdlib ThreadingHTTPServer) or against the fake.

Each level is one `tokenpace run` of a concurrent stage: the first round opens `streams` new
connections at once, the next rounds reuse them. The servers note (CLOCK_MONOTONIC, the clock of
Java's System.nanoTime on Linux) when each connection was accepted, when each request's headers
were read and when each chunk's write returned. Joined with the per-request report:

  ttft excess   (first content event - start) - (server's first content send - server's receipt)
  delivery      client's stamp of an event - the server's send of the same chunk
  after the first  (client's event k - its first event) - (server's send k - its first send), k > 0:
                delivery less the first event's, for a client that stamps nothing absolute
  first and last   delivery of the first and the last content event only, for a client that keeps
                no stamp between them
  to accept     the server's accept of a new connection - the request's start (client + kernel)
  accept->rcpt  the server's receipt - its accept (the server's own queue)
  from the wire (--capture) (first content event - start) - (server's first content send - the
                request's first packet on loopback): what the client adds, the server's wait for
                its own threads to read a burst (before its receipt stamp) counted as the server's

  connect       the per-request report's connect_duration (tokenpace; new connections only)
  request send  the per-request report's request_send_duration: from start (or connect) to the
                request's last byte written (tokenpace)

With --clients, each level's runs interleave the clients named: `tokenpace` (load.preconnect
false), `tokenpace-pre` (load.preconnect true), `tokenpace-ramp` and `tokenpace-ramp-pre` (the
schedule inference-perf plays for the same concurrent stage: num_requests a second for one second,
at most `streams` in flight, as a constant stage under load.worker_max_concurrency) and
`inference-perf` (its console script,
--inference-perf, with --ip-workers worker processes), `vllm-bench` (benchmark_serving.py as
scripts/peers/install-vllm-bench.sh installs it, --vllm-bench: --max-concurrency streams, as many
prompts as the stage's requests) and `guidellm` (--guidellm: a concurrent rate of `streams`,
synchronous at 1, as many requests). These three name no request (python server only), so the
server names each answer after the request it serves, in its answer id and its first word, and the
chunks or text each kept pair it with the server's truth. vLLM's script stamps nothing absolute, so
it has TTFT excess and delivery after the first event; GuideLLM stamps the wall clock and keeps only
a request's first and last token, put on CLOCK_MONOTONIC by where the wall clock stood against it
around the run (as read by this script).

With --pin, the server's threads run on the first CPU and the client under test on the others
(sched_setaffinity, inherited by every thread either side starts): the same two cores, not shared.

Usage: scripts/streams.py [--server python|fake] [--backlog 5] [--https] [--capture] [--pin] [--streams 1,50,200] [--runs N]
                          [--transport nio] [--jar target/tokenpace.jar] [--java-opt OPT]...
                          [--clients tokenpace,tokenpace-pre,inference-perf,vllm-bench,guidellm]
                          [--inference-perf PATH] [--vllm-bench PATH] [--guidellm PATH] [--dump DIR]
"""
import argparse
import json
import socket
import ssl
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import itertools
import os
from http.server import ThreadingHTTPServer
from pathlib import Path

from chunked_stream import ChunkedStream

CHUNKS = 40
GAP_S = 0.020


class Truth:
    """What the server saw, per request id."""

    def __init__(self):
        self.lock = threading.Lock()
        self.requests = {}

    def clear(self):
        with self.lock:
            self.requests.clear()


class Recording(ThreadingHTTPServer):
    """The stdlib server, default backlog, noting each accept on the accepting thread."""

    daemon_threads = True

    def __init__(self, truth, backlog):
        self.request_queue_size = backlog
        super().__init__(("127.0.0.1", 0), Streaming)
        self.truth = truth
        self.accepts = {}

    def process_request(self, request, client_address):
        self.accepts[request.fileno()] = (time.monotonic_ns(), client_address[1])
        super().process_request(request, client_address)


class Streaming(ChunkedStream):
    tls = None  # an ssl.SSLContext when serving https
    # As uvicorn and vLLM do: with Nagle on, a chunk written while the previous one waits for the
    # client's delayed ACK leaves up to 40 ms after its stamp, and delivery measures the server.
    disable_nagle_algorithm = True
    first_on_connection = True

    def setup(self):
        if self.tls:
            # the handshake runs on this connection's own thread, not on the accepting one
            self.request = self.tls.wrap_socket(self.request, server_side=True)
        super().setup()

    names = itertools.count(1)

    def do_GET(self):
        # /v1/models, as vLLM serves it: what tokenpace's load.preconnect warms each connection with
        body = json.dumps({"object": "list", "data": [{"id": "m", "object": "model"}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()

    def do_POST(self):
        received = time.monotonic_ns()
        accepted, port = self.server.accepts.get(self.connection.fileno(), (None, None))
        if not self.first_on_connection:
            accepted = None
        self.first_on_connection = False
        self.start_stream()
        sends = []
        # the other clients send no request id: the answer's id (inference-perf keeps its chunks)
        # and its first word (vLLM's script and GuideLLM keep its text) name the request for them
        name = self.headers.get("X-Request-Id") or f"srv-{next(Streaming.names)}"
        for i in range(CHUNKS):
            time.sleep(GAP_S)
            content = f" {name}" if i == 0 else f" w{i}"
            delta = {"id": f"chatcmpl-{name}", "choices": [{"index": 0, "delta": {"content": content}}]}
            self.chunk(f"data: {json.dumps(delta)}\n\n")
            sends.append(time.monotonic_ns())
        self.end_stream()
        with self.server.truth.lock:
            self.server.truth.requests[name] = {
                "accepted": accepted, "port": port, "received": received, "sends": sends}


class PythonServer:
    def __init__(self, backlog, workdir, https):
        self.truth = Truth()
        self.server = Recording(self.truth, backlog)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.cert = None
        if https:
            self.cert, key = workdir / "cert.pem", workdir / "key.pem"
            subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                            "-keyout", str(key), "-out", str(self.cert)],
                           check=True, capture_output=True)
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(self.cert, key)
            Streaming.tls = context
            self.url = self.url.replace("http:", "https:")
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def before_run(self):
        self.truth.clear()

    def truths(self):
        return dict(self.truth.requests)

    def close(self):
        self.server.shutdown()


class FakeServer:
    """`tokenpace fake` in its own JVM, playing the same script; truth from its timelines."""

    def __init__(self, jar, java_opts, workdir, https):
        events = [{"after": round(GAP_S * 1000), "content": f" w{i}"} for i in range(CHUNKS)]
        events += [{"finish": "stop"}, {"done": True}]
        profile = workdir / "profile.json"
        profile.write_text(json.dumps({"model": "m", "events": events}))
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"
        self.cert, self.context, tls = None, None, []
        if https:
            keystore, self.cert = workdir / "fake.p12", workdir / "fake.pem"
            keytool = ["keytool", "-storetype", "PKCS12", "-keystore", str(keystore),
                       "-storepass", "tokenpace", "-alias", "fake"]
            subprocess.run(keytool + ["-genkeypair", "-keyalg", "RSA", "-keysize", "2048",
                                      "-validity", "1", "-dname", "CN=127.0.0.1",
                                      "-ext", "SAN=ip:127.0.0.1,dns:localhost"],
                           check=True, capture_output=True)
            subprocess.run(keytool + ["-exportcert", "-rfc", "-file", str(self.cert)],
                           check=True, capture_output=True)
            self.context = ssl.create_default_context(cafile=str(self.cert))
            self.url = self.url.replace("http:", "https:")
            tls = ["--keystore", str(keystore), "--keystore-password", "tokenpace"]
        self.process = subprocess.Popen(
            ["java", *java_opts, "-jar", jar, "fake", "--port", str(port), "--profile", str(profile),
             *tls], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(300):
            try:
                self.timelines()
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the fake did not come up")

    def before_run(self):
        self.seen = {t["requestId"] for t in self.timelines()}

    def timelines(self):
        body = urllib.request.urlopen(self.url + "/__admin/tokenpace/timelines",
                                      context=self.context).read()
        return json.loads(body)["timelines"]

    def truths(self):
        truths = {}
        for t in self.timelines():
            if t["requestId"] in self.seen:
                continue
            sends = [e["sentNanos"] for e in t["events"] if e["kind"] == "content"]
            accepted = t.get("acceptedNanos")
            truths[t["requestId"]] = {
                "accepted": accepted if accepted and accepted > 0 else None, "port": None,
                "received": t["receivedNanos"], "sends": sends}
        return truths

    def close(self):
        self.process.terminate()
        self.process.wait()


WORD_TOKENIZER = Path(__file__).resolve().parent.parent / "src/test/resources/tokenizers/word-level"


def run_level(args, server, streams, out, client="tokenpace"):
    requests = 20 if streams == 1 else 2 * streams
    config = out / "bench.yaml"
    cert = f', cert_path: "{server.cert}"' if server.cert else ""
    extra = ""
    # inference-perf (7de5ef2, main.py:142-149) plays a concurrent stage as num_requests requests a
    # second for one second, at most concurrency_level in flight: a ramp, not a burst. The "-ramp"
    # clients give tokenpace that schedule, so both clients offer the server the same load.
    stage = f"concurrency_level: {streams}, num_requests: {requests}"
    load_type = "concurrent"
    if client.startswith("tokenpace-ramp"):
        stage = f"rate: {requests}, duration: 1"
        load_type = "constant"
        extra += f"  worker_max_concurrency: {streams}\n"
    if client.endswith("-pre"):
        extra += "  preconnect: true\n"
    elif client == "inference-perf":
        extra = f"  num_workers: {args.ip_workers}\n"
    if client in ("vllm-bench", "guidellm"):
        return run_peer(args, server, streams, requests, out, client)
    tokenizer = (f'tokenizer: {{pretrained_model_name_or_path: "{WORD_TOKENIZER}"}}\n'
                 if client == "inference-perf" else "")
    config.write_text(
        f"""api: {{type: chat, streaming: true}}
server: {{type: vllm, base_url: "{server.url}", model_name: m{cert}}}
load:
  type: {load_type}
  stages: [{{{stage}}}]
{extra}data: {{type: mock}}
{tokenizer}report: {{request_lifecycle: {{summary: true, per_stage: false, per_request: true}}}}
storage: {{local_storage: {{path: "{out / 'reports'}"}}}}
""")
    server.before_run()
    overflows = listen_overflows()
    capture = Capture(server.url.rsplit(":", 1)[1]) if args.capture else None
    if client == "inference-perf":
        env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", HF_DATASETS_OFFLINE="1")
        subprocess.run([args.inference_perf, "-c", str(config)], check=True, cwd=out, env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=args.client_cpus)
    else:
        command = ["java", *args.java_opt, "-jar", args.jar, "run", "--config", str(config),
                   "--transport", args.transport]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, preexec_fn=args.client_cpus)
    time.sleep(0.2)  # the server's last bookkeeping after its final write
    syns, posts = capture.stop() if capture else ({}, {})
    report = next((out / "reports").rglob("per_request_lifecycle_metrics.json"))
    entries = json.loads(report.read_text())
    if client == "inference-perf":
        entries = [from_inference_perf(e) for e in entries]
    measured = measure(entries, server.truths(), streams, syns, posts)
    measured["overflows"] = listen_overflows() - overflows
    return measured


def run_peer(args, server, streams, requests, out, client):
    """One closed level of vLLM's benchmark_serving.py (`streams` in flight, `requests` prompts, as
    many as the concurrent stage) or GuideLLM (a concurrent rate of `streams`, synchronous at 1),
    4-token prompts, the word-level tokenizer, its result file read into measure()'s shape."""
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", HF_DATASETS_OFFLINE="1")
    result = out / "result.json"
    if client == "vllm-bench":
        command = [args.vllm_bench, "--backend", "openai-chat", "--base-url", server.url,
                   "--endpoint", "/v1/chat/completions", "--model", "m",
                   "--tokenizer", str(WORD_TOKENIZER), "--dataset-name", "random",
                   "--random-input-len", "4", "--random-output-len", str(CHUNKS),
                   "--random-range-ratio", "1.0", "--num-prompts", str(requests),
                   "--max-concurrency", str(streams), "--disable-tqdm", "--save-result",
                   "--result-dir", str(out), "--result-filename", result.name]
    else:
        rate = (["--rate-type", "synchronous"] if streams == 1
                else ["--rate-type", "concurrent", "--rate", str(streams)])
        command = [args.guidellm, "benchmark", "--target", server.url, "--model", "m",
                   "--processor", str(WORD_TOKENIZER),
                   "--data", f"prompt_tokens=4,output_tokens={CHUNKS}", *rate,
                   "--max-requests", str(requests), "--disable-progress",
                   "--output-path", str(result)]
        env["GUIDELLM__PREFERRED_ROUTE"] = "chat_completions"
    server.before_run()
    overflows = listen_overflows()
    wall = WallClock()
    subprocess.run(command, check=True, cwd=out, env=env, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, preexec_fn=args.client_cpus)
    wall.again()
    time.sleep(0.2)  # the server's last bookkeeping after its final write
    truths = server.truths()
    report = json.loads(result.read_text())
    entries = from_vllm_bench(report) if client == "vllm-bench" else from_guidellm(report, wall)
    # its own check of the server (vLLM's one test prompt, GuideLLM's workers') is no request of
    # the level's: only the answers its result file keeps are measured
    measured = measure(entries, truths, streams, {}, {})
    measured["overflows"] = listen_overflows() - overflows
    return measured


class WallClock:
    """Where the wall clock (GuideLLM's time.time() stamps) stood against CLOCK_MONOTONIC around a
    run, read by this process: one clock pair for the machine, so only an NTP slew between the two
    readings moves it."""

    def __init__(self):
        self.offsets = [time.time_ns() - time.monotonic_ns()]

    def again(self):
        self.offsets.append(time.time_ns() - time.monotonic_ns())

    def to_monotonic(self, wall_seconds):
        return wall_seconds - statistics.mean(self.offsets) / 1e9


def named(text):
    """The request the server named in an answer's first word."""
    words = (text or "").split()
    return words[0] if words and words[0].startswith("srv-") else None


def from_vllm_bench(report):
    """vLLM's result file (benchmark_serving.py at e7ef74e26e): per prompt its TTFT, its gaps
    between chunks with choices (the finish chunk's the last one, not a content chunk) and its
    text. It stamps nothing absolute, so its chunks' times are offsets from its own start."""
    entries = []
    for ttft, itls, text, error in zip(report["ttfts"], report["itls"], report["generated_texts"],
                                       report["errors"]):
        offsets = list(itertools.accumulate([ttft, *itls]))[:CHUNKS]
        name = named(text)
        entries.append({"request_id": name, "success": not error and name is not None,
                        "start_time": None, "offsets": offsets, "events": None})
    return entries


def from_guidellm(report, wall):
    """GuideLLM's result file (v0.3.1): per request its start, first and last token on the wall
    clock, put on CLOCK_MONOTONIC; it keeps no chunk's time between them."""
    entries = []
    for benchmark in report["benchmarks"]:
        for record in benchmark["requests"]["successful"]:
            start = wall.to_monotonic(record["start_time"])
            first = wall.to_monotonic(record["first_token_time"])
            last = wall.to_monotonic(record["last_token_time"])
            name = named(record.get("output"))
            entries.append({"request_id": name, "success": name is not None,
                            "start_time": start, "offsets": [first - start], "events": None,
                            "ends": (first, last)})
    return entries


def from_inference_perf(entry):
    """An inference-perf per-request entry (7de5ef2) in the shape measure() reads: the id from its
    kept chunks' answer id, each kept chunk's time as a content event."""
    metrics = (entry.get("info") or {}).get("response_metrics") or {}
    chunks = metrics.get("response_chunks") or []
    name = json.loads(chunks[0])["id"].removeprefix("chatcmpl-") if chunks else None
    return {"request_id": name, "success": entry.get("error") is None and name is not None,
            "start_time": entry["start_time"],
            "events": [{"kind": "content", "time": t} for t in metrics.get("chunk_times") or []]}


def listen_overflows():
    """The kernel's count of connections dropped because a listen queue was full (nstat)."""
    try:
        out = subprocess.run(["nstat", "-az", "TcpExtListenOverflows"], capture_output=True,
                             text=True, check=True).stdout
        return int(out.split("TcpExtListenOverflows")[1].split()[0])
    except (OSError, subprocess.CalledProcessError, IndexError, ValueError):
        return 0


class Capture:
    """tcpdump's stamps of the packets that open each connection (SYN) and that begin each request
    ("POST"), by the client's port, moved from the wall clock onto CLOCK_MONOTONIC."""

    def __init__(self, port):
        self.offset = time.time_ns() - time.monotonic_ns()
        post = "tcp[((tcp[12:1] & 0xf0) >> 2):4] = 0x504f5354"
        self.process = subprocess.Popen(
            ["tcpdump", "-i", "lo", "-n", "-tt", "--time-stamp-precision=nano", "-l",
             f"dst port {port} and (tcp[tcpflags] & tcp-syn != 0 or {post})"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        while "listening on" not in self.process.stderr.readline():
            pass
        self.lines = []
        self.reader = threading.Thread(target=lambda: self.lines.extend(self.process.stdout))
        self.reader.start()

    def stop(self):
        time.sleep(0.1)
        self.process.terminate()
        self.reader.join()
        syns, posts = {}, {}
        for line in self.lines:
            fields = line.split()
            if len(fields) < 7 or fields[1] != "IP":
                continue
            port = int(fields[2].rsplit(".", 1)[1])
            at = int(fields[0].replace(".", "")) - self.offset
            if fields[6].startswith("[S"):
                syns.setdefault(port, at)
            else:
                posts.setdefault(port, []).append(at)
        return syns, posts


def measure(entries, truths, streams, syns, posts):
    """Each client's requests against the server's truth. A client's entry has its start on
    CLOCK_MONOTONIC (seconds) or none (vLLM's script), its content events' times on that clock or
    none, and its events' offsets from its start (derived from the events when it has them)."""
    for e in entries:
        if e.get("events") is not None:
            e["events"] = [ev["time"] for ev in e["events"] if ev["kind"] == "content"]
            e["offsets"] = [t - e["start_time"] for t in e["events"]]
            e["ends"] = (e["events"][0], e["events"][-1])
    entries = sorted((e for e in entries if e["success"]),
                     key=lambda e: truths[e["request_id"]]["received"])
    excess, deliveries, after_first, ends, to_accept, queue, to_syn, syn_to_accept = [], [], [], [], [], [], [], []
    connects = [e["metrics"]["connect_duration"] * 1e3 for e in entries
                if (e.get("metrics") or {}).get("connect_duration") is not None]
    sends_out = [e["metrics"]["request_send_duration"] * 1e3 for e in entries
                 if (e.get("metrics") or {}).get("request_send_duration") is not None]
    to_wire, first_to_wire, raw, wire_excess, per_request = [], None, [], [], []
    for e in entries:
        truth = truths[e["request_id"]]
        received = truth["received"] / 1e6
        sends = [s / 1e6 for s in truth["sends"]]
        offsets = [o * 1e3 for o in e["offsets"]]
        excess.append(offsets[0] - (sends[0] - received))
        after_first += [(o - offsets[0]) - (s - sends[0]) for o, s in zip(offsets[1:], sends[1:])]
        if e.get("ends"):
            first, last = (t * 1e3 for t in e["ends"])
            ends += [first - sends[0], last - sends[-1]]
        if e.get("events") is None:
            continue
        start = e["start_time"] * 1e3
        events = [t * 1e3 for t in e["events"]]
        deliveries += [c - s for c, s in zip(events, sends)]
        raw += [[s, c - s, i] for i, (c, s) in enumerate(zip(events, sends))]
        if truth["accepted"]:
            to_accept.append(truth["accepted"] / 1e6 - start)
            queue.append(received - truth["accepted"] / 1e6)
        wire = next((p for p in posts.get(truth["port"], []) if p / 1e6 >= start), None)
        written = ((e.get("metrics") or {}).get("request_send_duration") or 0) * 1e3
        per_request.append({"start": start, "written": start + written if written else None,
                            "wire": wire / 1e6 if wire else None, "received": received,
                            "first_send": sends[0], "first_event": events[0]})
        if wire:
            to_wire.append(wire / 1e6 - start)
            wire_excess.append((events[0] - start) - (sends[0] - wire / 1e6))
            if first_to_wire is None:
                first_to_wire = wire / 1e6 - start
        if truth["accepted"]:
            syn = syns.get(truth["port"])
            if syn:
                to_syn.append(syn / 1e6 - start)
                syn_to_accept.append((truth["accepted"] - syn) / 1e6)
    burst = excess[:streams]
    return {
        "first": excess[0], "median": statistics.median(excess), "p99": p99(excess),
        "burst_p99": p99(burst), "delivery_p99": p99(deliveries) if deliveries else None,
        "after_first_p99": p99(after_first) if after_first else None,
        "ends_p99": p99(ends) if ends else None,
        "wire_excess_p99": f"{p99(wire_excess):.2f}" if wire_excess else "-",
        "to_accept": statistics.median(to_accept) if to_accept else float("nan"),
        "to_accept_max": max(to_accept) if to_accept else float("nan"),
        "queue": statistics.median(queue) if queue else float("nan"),
        "queue_max": max(queue) if queue else float("nan"),
        "to_syn": med_max(to_syn), "to_wire": med_max(to_wire),
        "first_to_wire": "-" if first_to_wire is None else f"{first_to_wire:.2f}", "syn_to_accept": med_max(syn_to_accept),
        "connect": (f"{len(connects)}: {statistics.median(connects):.2f} / {p99(connects):.2f} / {max(connects):.2f}"
                    if connects else "-"),
        "send": med_max(sends_out),
        "requests": len(entries), "raw_deliveries": raw, "raw_requests": per_request}


def med_max(values):
    if not values:
        return "-"
    return f"{statistics.median(values):.2f} / {max(values):.2f}"


def p99(values):
    ordered = sorted(values)
    rank = 0.99 * (len(ordered) - 1)
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", choices=["python", "fake"], default="python")
    parser.add_argument("--streams", default="1,50,200")
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--transport", default="nio")
    parser.add_argument("--jar", default="target/tokenpace.jar")
    parser.add_argument("--java-opt", action="append", default=[])
    parser.add_argument("--https", action="store_true",
                        help="serve https with a fresh self-signed certificate")
    parser.add_argument("--capture", action="store_true",
                        help="split the way to accept at the SYN, captured with tcpdump (python only)")
    parser.add_argument("--clients", default="tokenpace",
                        help="comma-separated, interleaved per run: tokenpace, tokenpace-pre, "
                             "tokenpace-ramp, tokenpace-ramp-pre, inference-perf, vllm-bench, guidellm")
    parser.add_argument("--inference-perf", default=os.environ.get("TOKENPACE_INFERENCE_PERF", "inference-perf"))
    parser.add_argument("--vllm-bench", default=os.environ.get("TOKENPACE_VLLM_BENCH", "vllm-bench-serving"))
    parser.add_argument("--guidellm", default=os.environ.get("TOKENPACE_GUIDELLM", "guidellm"))
    parser.add_argument("--ip-workers", type=int, default=2)
    parser.add_argument("--dump", type=Path,
                        help="a folder for each run's deliveries: [server's send, delivery, chunk index] per chunk, ms; and each request's stamps: start, request written (tokenpace), first packet on the wire (--capture), server receipt, first send, first event")
    parser.add_argument("--backlog", type=int, default=5,
                        help="the Python server's listen backlog (the stdlib default is 5)")
    parser.add_argument("--pin", action="store_true",
                        help="the server on the first CPU, the client under test on the others")
    args = parser.parse_args()
    peers = {"inference-perf", "vllm-bench", "guidellm"} & set(args.clients.split(","))
    if peers and args.server != "python":
        parser.error(f"{', '.join(sorted(peers))} name no request: they need --server python, "
                     "which names each answer")
    args.client_cpus = None
    if args.pin:
        cpus = sorted(os.sched_getaffinity(0))
        if len(cpus) < 2:
            parser.error("--pin needs two CPUs")
        # before the server's first thread starts, so that all of its threads inherit the one CPU
        os.sched_setaffinity(0, cpus[:1])
        args.client_cpus = lambda: os.sched_setaffinity(0, cpus[1:])
    summary = {}
    with tempfile.TemporaryDirectory() as tmp:
        server = PythonServer(args.backlog, Path(tmp), args.https) if args.server == "python" else FakeServer(
            args.jar, args.java_opt, Path(tmp), args.https)
        backlog = f" (backlog {args.backlog})" if args.server == "python" else ""
        pinned = ", server and client on their own CPUs" if args.pin else ""
        print(f"server {args.server}{backlog}, transport {args.transport}, {CHUNKS} chunks x "
              f"{GAP_S * 1000:.0f} ms{pinned}; ms")
        print("| streams | run | client | requests | ttft excess first / median | p99 | burst p99 "
              "| delivery p99 | after the first p99 | first and last p99 | start->accept med / max | accept->receipt med / max | listen overflows | start->SYN med / max | SYN->accept med / max | start->POST first; med / max | connect n: p50 / p99 / max | request send med / max | ttft excess from the wire p99 |")
        print("|---:|---:|---|---:|---|---:|---:|---:|---:|---:|---|---|---:|---|---|---|---|---:|")
        try:
            if args.server == "fake":
                # the fake's own JVM is as cold as the client's: warm it, and measure the client
                (Path(tmp) / "fake-warm-up").mkdir()
                run_level(args, server, 50, Path(tmp) / "fake-warm-up")
            for streams in [int(s) for s in args.streams.split(",")]:
                for run, client in itertools.product(range(args.runs), args.clients.split(",")):
                    out = Path(tmp) / f"{streams}-{run}-{client}"
                    out.mkdir()
                    m = run_level(args, server, streams, out, client)
                    if args.dump:
                        args.dump.mkdir(parents=True, exist_ok=True)
                        (args.dump / f"{streams}-{run + 1}-{client}.json").write_text(
                            json.dumps(m["raw_deliveries"]))
                        (args.dump / f"{streams}-{run + 1}-{client}-requests.json").write_text(
                            json.dumps(m["raw_requests"]))
                    print(f"| {streams} | {run + 1} | {client} | {m['requests']} "
                          f"| {m['first']:.2f} / {m['median']:.2f} | {m['p99']:.2f} "
                          f"| {m['burst_p99']:.2f} | {figure(m['delivery_p99'])} "
                          f"| {figure(m['after_first_p99'])} | {figure(m['ends_p99'])} "
                          f"| {m['to_accept']:.2f} / {m['to_accept_max']:.2f} "
                          f"| {m['queue']:.2f} / {m['queue_max']:.2f} | {m['overflows']} | {m['to_syn']} | {m['syn_to_accept']} | {m['first_to_wire']}; {m['to_wire']} | {m['connect']} | {m['send']} | {m['wire_excess_p99']} |")
                    sys.stdout.flush()
                    summary.setdefault((streams, client), []).append(m)
        finally:
            server.close()
    print_medians(summary)


def figure(value):
    return "-" if value is None else f"{value:.2f}"


def print_medians(summary):
    """Per level and client, the median over its runs of each p99: what a ratio is judged by."""
    print("\nmedian over the runs, ms")
    print("| streams | client | runs | ttft excess p99 | delivery p99 | after the first p99 "
          "| first and last p99 |")
    print("|---:|---|---:|---:|---:|---:|---:|")
    for (streams, client), runs in summary.items():
        def median(key):
            values = [m[key] for m in runs if m[key] is not None]
            return figure(statistics.median(values)) if values else "-"
        print(f"| {streams} | {client} | {len(runs)} | {median('p99')} | {median('delivery_p99')} "
              f"| {median('after_first_p99')} | {median('ends_p99')} |")


if __name__ == "__main__":
    main()
