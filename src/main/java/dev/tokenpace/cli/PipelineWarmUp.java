package dev.tokenpace.cli;

import dev.tokenpace.Benchmark;
import dev.tokenpace.WarmUpServer;
import dev.tokenpace.client.Transport;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.fake.FakeSettings;
import dev.tokenpace.fake.Profile;
import dev.tokenpace.fake.StreamingFake;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;

/**
 * Plays 512 short answers, then 192 long ones, through the real pipeline (the chosen client, the
 * SSE reader, the tokenizer, the metrics and the summary) against an in-process streaming fake
 * before the user's run, so the first real request does not pay for class loading and a cold JIT
 * (measured: 16 ms more from start to the server's receipt than the requests after it), and the run
 * does not share its cores with the compiler. What the warm-up leaves out gets compiled during the
 * run, beside the stamps: with 48 answers of a few content words and no finish chunk, the per-event
 * path was still being compiled in the run's first seconds, and its first finish chunk threw the
 * compiled reader and classifier away just as 50 streams ended together (docs/performance.md, "The
 * warm-up"). For an https server the fake serves https too ({@link WarmUpTls}), so the JVM's first
 * TLS handshake happens here. When the run writes per-request entries as it goes, the warm-up
 * serializes its own and drops them: building that serializer at the run's first round end cost 100
 * and more compilations just as 50 streams ended. Nothing reaches the user's server, no report is
 * written, and a warm-up that fails only says so: the run goes on.
 */
final class PipelineWarmUp {

  private static final int REQUESTS = 192;

  /**
   * Short answers played first, so that what runs once per request (building and sending it, its
   * timeout, handing it to assembly, its summary) passes the JIT's 200 calls here: after 192 it was
   * still interpreted, and compiled at the run's first round end.
   */
  private static final int SHORT_REQUESTS = 512;

  /** Each answer's words: 45 events, so the per-event path passes the JIT's thresholds here. */
  private static final String[] WORDS =
      "warming the pipeline before the first real request ".repeat(5).strip().split(" ");

  /** Words sent as reasoning before the answer, as a thinking model streams them. */
  private static final int REASONING_WORDS = 5;

  private static final int CONCURRENCY = 8;

  /** Requests a second of an open-loop warm-up: its 512 short answers in a quarter second. */
  private static final int OPEN_LOOP_RATE = 2000;

  private static final Duration GAP = Duration.ofMillis(1);

  private PipelineWarmUp() {}

  /**
   * Warms the path {@code config} will take with {@code transport}, talking only to a fake.
   *
   * @param entries whether the run writes each request's per-request entry as it completes: the
   *     warm-up then serializes its own, to nowhere
   */
  static void run(
      RunConfig config,
      Transport transport,
      boolean entries,
      WarmUpServer server,
      PrintWriter err) {
    Path tlsFiles = null;
    // Said before and after: it takes seconds, and a silent start reads as a hung one.
    err.println(
        "warm-up: "
            + (SHORT_REQUESTS + REQUESTS)
            + " requests through the pipeline against an in-process fake, nothing sent to the"
            + " server (run --no-warm-up skips it)");
    err.flush();
    long start = System.nanoTime();
    try {
      WarmUpTls tls = null;
      if (https(config)) {
        tlsFiles = Files.createTempDirectory("tokenpace-warm-up");
        tls = WarmUpTls.extractTo(tlsFiles);
      }
      warm(config, transport, entries, server, tls);
      err.println(doneLine(System.nanoTime() - start));
      err.flush();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException | RuntimeException e) {
      err.println(
          "warning: the warm-up did not run (" + e.getMessage() + "); the run goes on cold");
      err.flush();
    } finally {
      deleteQuietly(tlsFiles);
    }
  }

  static String doneLine(long nanos) {
    return String.format(java.util.Locale.ROOT, "warm-up: done in %.1f s", nanos / 1e9);
  }

  /**
   * @param tls the warm-up's certificate when the user's server is https (the fake then serves
   *     https too, so the first TLS handshake happens here), else {@code null}
   */
  private static void warm(
      RunConfig config, Transport transport, boolean entries, WarmUpServer server, WarmUpTls tls)
      throws InterruptedException {
    FakeSettings settings = tls == null ? FakeSettings.defaults() : tls.fakeSettings();
    try (StreamingFake fake = StreamingFake.start(settings)) {
      RunConfig.Server fakeServer = against(config, fake, tls == null ? null : tls.pem());
      RunConfig warmUp = config.withServer(server.choose(config.server(), fakeServer));
      fake.serveByDefault(shortAnswer());
      play(warmUp.withLoad(loopLike(config, SHORT_REQUESTS)), transport, entries);
      fake.serveByDefault(answer());
      play(warmUp.withLoad(closedLoop(config, REQUESTS)), transport, entries);
    }
    // The warm-up's garbage collected now, before the run's clock starts, rather than by the
    // run's first young collection: that pause (4-10 ms here) fell in a 50-stream run's first two
    // seconds every time, and stopped every stream's reading at once.
    System.gc();
  }

  private static void play(RunConfig warmUp, Transport transport, boolean entries)
      throws InterruptedException {
    Benchmark.with(warmUp)
        .transport(transport.carrying(warmUp.server().baseUrl()))
        .writeReports(false)
        .rehearseEntries(entries)
        .build()
        .run();
  }

  /** The role, one word, the finish, usage and {@code [DONE]}: every kind of chunk, once. */
  private static Profile shortAnswer() {
    return Profile.builder().role().content(WORDS[0]).finish("stop").usage(4, 1).done().build();
  }

  /**
   * Every kind of chunk a server streams, in vLLM's order: the role, reasoning, content (each in
   * its own write, 1 ms apart, as a model sends them), the finish with its empty delta, usage with
   * no choices, then {@code [DONE]}.
   */
  private static Profile answer() {
    Profile.Builder answer = Profile.builder().after(GAP).role();
    for (int i = 0; i < WORDS.length; i++) {
      String word = i == 0 || i == REASONING_WORDS ? WORDS[i] : " " + WORDS[i];
      answer.after(GAP);
      if (i < REASONING_WORDS) {
        answer.reasoning(word);
      } else {
        answer.content(word);
      }
    }
    return answer.after(GAP).finish("stop").usage(4, WORDS.length).done().build();
  }

  private static boolean https(RunConfig config) {
    return "https".equalsIgnoreCase(config.server().baseUrl().getScheme());
  }

  private static void deleteQuietly(Path directory) {
    if (directory == null) {
      return;
    }
    try (Stream<Path> files = Files.list(directory)) {
      for (Path file : files.toList()) {
        Files.deleteIfExists(file);
      }
      Files.deleteIfExists(directory);
    } catch (IOException ignored) {
      // a temporary directory the system cleans up anyway
    }
  }

  /**
   * The user's API, data and tokenizer, aimed at the fake, no key, and the warm-up's own
   * certificate ({@code pem}, or {@code null} for http) in place of the user's; https runs on NIO
   * go through the JDK client.
   */
  private static RunConfig.Server against(RunConfig config, StreamingFake fake, Path pem) {
    RunConfig.Server server = config.server();
    return new RunConfig.Server(
        server.type(),
        fake.baseUrl(),
        server.modelName() == null ? "warm-up" : server.modelName(),
        server.ignoreEos(),
        null,
        pem);
  }

  /**
   * The short answers played the way the run plays its requests: a run of open-loop stages sends
   * each on a schedule and, under {@code load.worker_max_concurrency}, waits for a slot, code a
   * closed loop never runs. Warmed by closed loops only, a 50-stream open loop compiled it at its
   * first round end and its next requests waited up to 10 ms to be written (docs/performance.md,
   * "The same load as inference-perf").
   */
  private static RunConfig.Load loopLike(RunConfig config, int requests) {
    RunConfig.LoadType type = config.load().type();
    if (type == RunConfig.LoadType.CONCURRENT) {
      return closedLoop(config, requests);
    }
    Duration duration = Duration.ofMillis(requests * 1000L / OPEN_LOOP_RATE);
    return new RunConfig.Load(
        type,
        java.util.List.of(RunConfig.Stage.open(OPEN_LOOP_RATE, duration)),
        Duration.ZERO,
        config.load().seed(),
        Duration.ofSeconds(30),
        config.load().maxInFlight() == null ? null : CONCURRENCY);
  }

  private static RunConfig.Load closedLoop(RunConfig config, int requests) {
    return new RunConfig.Load(
        RunConfig.LoadType.CONCURRENT,
        java.util.List.of(RunConfig.Stage.closed(CONCURRENCY, requests)),
        Duration.ZERO,
        config.load().seed(),
        Duration.ofSeconds(30));
  }
}
