package dev.tokenpace.cli;

import dev.tokenpace.Benchmark;
import dev.tokenpace.BenchmarkBuilder;
import dev.tokenpace.RunResult;
import dev.tokenpace.WarmUpServer;
import dev.tokenpace.client.Transport;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.records.RequestRecord;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tokenpace demo}: the whole pipeline against the streaming fake in this process; no server
 * needed.
 */
@Command(
    name = "demo",
    description = "Run a short benchmark (5 requests/s for 2 s) against a built-in streaming fake.")
final class DemoCommand implements Callable<Integer> {

  /** The fake completes a timeline as its last write returns; the client may have seen it first. */
  private static final Duration TIMELINE_WAIT = Duration.ofSeconds(5);

  @Mixin StandardCommand standard;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "DIR",
      defaultValue = "reports-demo",
      description =
          "Report directory (default: ${DEFAULT-VALUE}); the report files a previous run left"
              + " there are replaced.")
  Path output;

  @Override
  public Integer call() {
    // The demo's own folder, rewritten by every demo: its previous reports go, never mix.
    OutputDirectory.prepareForOneRun(output, true);
    PrintWriter out = standard.out();
    try (StreamingFake fake = StreamingFake.start()) {
      fake.serveByDefault(DemoProfile.build());
      out.println(
          "demo: streaming fake on "
              + fake.baseUrl()
              + ", 5 requests/s for 2 s, whitespace tokenizer");
      out.flush();
      RunConfig config = config(fake.baseUrl());
      // As run does: the demo's first request should not be the one a cold JVM slows.
      BenchmarkBuilder benchmark = Benchmark.with(config);
      PipelineWarmUp.run(
          config,
          Transport.DEFAULT,
          benchmark.writesEntriesAsItGoes(),
          WarmUpServer.IN_PROCESS_FAKE,
          standard.err());
      return new BenchmarkSession(out, standard.err(), "tokenpace demo", true)
          .run(
              benchmark,
              result ->
                  out.println(TruthTable.render(result.reports().summary(), truths(result, fake))));
    }
  }

  /** The fake's own account of each request the benchmark counted as a success. */
  private static List<TimelineTruth> truths(RunResult result, StreamingFake fake) {
    List<TimelineTruth> truths = new ArrayList<>();
    for (RequestRecord record : result.records()) {
      if (record.succeeded()) {
        TimelineTruth.of(fake.awaitTimeline(record.requestId(), TIMELINE_WAIT))
            .ifPresent(truths::add);
      }
    }
    return truths;
  }

  RunConfig config(URI fake) {
    return RunConfig.builder()
        .baseUrl(fake)
        .modelName(DemoProfile.MODEL)
        .api(RunConfig.ApiType.CHAT)
        .streaming(true)
        .open(5, Duration.ofSeconds(2))
        .maxTokens(DemoProfile.outputTokens())
        .whitespaceTokenizer()
        .perRequest(true)
        .storagePath(output)
        .build();
  }
}
