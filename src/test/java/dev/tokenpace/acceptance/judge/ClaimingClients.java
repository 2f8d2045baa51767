package dev.tokenpace.acceptance.judge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.clients.ClientUnderTest;
import dev.tokenpace.acceptance.clients.InferencePerfClient;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The clients whose claims the judging tests class checks by: inference-perf, which plays a
 * concurrent stage as a ramp (and other loads as written), and tokenpace, which claims every field
 * as the suite defines it.
 */
final class ClaimingClients {

  static final ClientClaims INFERENCE_PERF =
      new ClientClaims(
          new InferencePerfClient(List.of("inference-perf"), Duration.ofSeconds(1), "7de5ef2"),
          () ->
              new InferencePerfClient(List.of("x"), Duration.ofSeconds(1), "x")
                  .playsOtherwise("concurrent")
                  .map(ramp -> new ClientClaims.Played(ramp, true)));

  /** inference-perf on a load it plays as written (a constant rate, one at a time). */
  static final ClientClaims INFERENCE_PERF_AS_WRITTEN =
      new ClientClaims(
          new InferencePerfClient(List.of("inference-perf"), Duration.ofSeconds(1), "7de5ef2"),
          Optional::empty);

  static final ClientClaims TOKENPACE =
      new ClientClaims(new Tokenpace(), java.util.Optional::empty);

  private ClaimingClients() {}

  /**
   * {@code claims}' class of {@code check}, held to {@code verdict} and a message that opens with
   * {@code opening}: the message, for the words a test asks of the rest.
   */
  static String classedAs(ClientClaims claims, Check check, Verdict verdict, String opening) {
    Check classed = claims.classed(check);
    assertThat(classed.verdict()).isEqualTo(verdict);
    assertThat(classed.message()).startsWith(opening);
    return classed.message();
  }

  /** tokenpace's claims, without a pipeline behind them. */
  private static final class Tokenpace implements ClientUnderTest {
    @Override
    public String description() {
      return "tokenpace";
    }

    @Override
    public Optional<String> cannotPlay(Collection<String> scenarioTags) {
      return Optional.empty();
    }

    @Override
    public RunReport run(Path config, Path reportDir, List<String> options) {
      throw new UnsupportedOperationException();
    }
  }
}
