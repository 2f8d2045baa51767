package dev.tokenpace.cli;

import dev.tokenpace.Benchmark;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.fake.StreamingFake;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
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

  @Mixin StandardCommand standard;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "DIR",
      defaultValue = "reports-demo",
      description = "Report directory (default: ${DEFAULT-VALUE}).")
  Path output;

  @Override
  public Integer call() {
    OutputDirectory.prepare(output);
    PrintWriter out = standard.out();
    try (StreamingFake fake = StreamingFake.start()) {
      fake.serveByDefault(DemoProfile.build());
      out.println(
          "demo: streaming fake on "
              + fake.baseUrl()
              + ", 5 requests/s for 2 s, whitespace tokenizer");
      out.flush();
      return new BenchmarkSession(out).run(Benchmark.with(config(fake.baseUrl())));
    }
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
