package dev.tokenpace.acceptance.clients;

import dev.tokenpace.acceptance.evidence.RunReport;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * A benchmark client the acceptance suite judges. A scenario's run is a YAML file in
 * inference-perf's keys, pointed at the scenario's fake; the client runs it to the end and leaves a
 * report folder, which the client's reader turns into the evidence the judges use. The judges do
 * not know which client they judge.
 */
public interface ClientUnderTest {

  /** Name and version, as every scenario of the HTML report shows them. */
  String description();

  /**
   * Whether the client stamps in the suite's own JVM, so its clock is the fake's by construction. A
   * client in another process must prove it, request by request, before it is judged.
   */
  default boolean runsInTheSuiteJvm() {
    return false;
  }

  /**
   * Why this client cannot play a scenario with these tags (for example {@code @tokenpace-only}),
   * or empty when it can. Such a scenario is skipped with the reason, never passed.
   */
  Optional<String> cannotPlay(Collection<String> scenarioTags);

  /**
   * Where this client defines or measures a report field (by its report key, e.g. {@code
   * inter_token_latency}) otherwise than docs/metrics.md, in a product owner's words, read from its
   * code; empty where it follows the definition. A failed check on that field says so.
   */
  default Optional<String> differsOn(String reportKey) {
    return Optional.empty();
  }

  /**
   * Runs {@code config} to its end and reads what the client wrote.
   *
   * @param config the scenario's YAML file
   * @param reportDir an empty folder the client writes its reports into
   * @param options client-specific wishes of the scenario ("--transport jdk"); a client that has no
   *     such option is asked only for scenarios it can play
   * @throws ClientFailure when the client crashed, hung past its limit or left no readable report
   */
  RunReport run(Path config, Path reportDir, List<String> options);

  /**
   * Plays shard {@code index} of {@code count} of {@code config}, every shard starting at {@code
   * startAt}, into {@code reportDir}; only asked of a client that plays {@code @needs-shards}.
   */
  default RunReport runShard(
      Path config, Path reportDir, int index, int count, Instant startAt, List<String> options) {
    throw new UnsupportedOperationException(description() + " cannot split a run into shards");
  }

  /** Joins the shards' report folders into one run's reports in {@code output}. */
  default RunReport merge(List<Path> shards, Path output) {
    throw new UnsupportedOperationException(description() + " cannot merge shards");
  }

  /** The client did not finish a run it was given, with its own last lines of output. */
  final class ClientFailure extends RuntimeException {
    public ClientFailure(String message) {
      super(message);
    }

    public ClientFailure(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
