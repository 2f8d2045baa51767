package dev.tokenpace.acceptance.clients;

import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.fake.timeline.Timeline;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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
   * For {@link #cannotPlay}: the reason {@code reasonsByTag} gives for the first of these tags,
   * each looked up without its "@", or empty when it names none of them.
   */
  static Optional<String> firstReasonFor(
      Map<String, String> reasonsByTag, Collection<String> scenarioTags) {
    for (String tag : scenarioTags) {
      String reason = reasonsByTag.get(tag.startsWith("@") ? tag.substring(1) : tag);
      if (reason != null) {
        return Optional.of(reason);
      }
    }
    return Optional.empty();
  }

  /**
   * Where this client defines or measures a report field (by its report key, e.g. {@code
   * inter_token_latency}) otherwise than docs/metrics.md, in a product owner's words, read from its
   * code; empty where it follows the definition. A failed check on that field says so.
   */
  default Optional<String> differsOn(String reportKey) {
    return Optional.empty();
  }

  /**
   * Where every value the client reports of this field carries an offset of its own stamping (an
   * end stamped after its own work), in a product owner's words with the source line; empty where
   * its stamps are the definition's. Such an offset, beyond what the model could cause, is the
   * client's in every attempt, so it is judged wrong at once, not rerun as a late delivery.
   */
  default Optional<String> stampsOtherwise(String reportKey) {
    return Optional.empty();
  }

  /**
   * Where the client stamps a request's start before work of its own that comes before the request
   * is on its way (building its HTTP client), in a product owner's words with the source line;
   * empty where its start is its send. A start that far before the model accepted the connection,
   * beyond what the machine's hold-ups account for, is that work, so it is judged wrong, not rerun
   * as a busy machine's connect.
   */
  default Optional<String> startsOtherwise() {
    return Optional.empty();
  }

  /**
   * Where the client times its run, and divides its throughputs, by a window of its own that its
   * report does not keep (no request's start is kept), in a product owner's words with the source
   * line; empty where the window is its requests' first start to last end. Its requests' own stamps
   * then cannot give its definition: the suite would hold it to a window of its own making, so that
   * check is not reported (a number the scenario states is still judged).
   */
  default Optional<String> windowsTheRunOtherwise() {
    return Optional.empty();
  }

  /**
   * Whether the client's report has this field at all (by its report key, e.g. {@code
   * error_percentage}). A check on a field the client does not claim is "not reported": shown, not
   * red. tokenpace claims every field the suite reads.
   */
  default boolean reports(String reportKey) {
    return true;
  }

  /**
   * Whether the client's per-request file gives this field for each request; a client may report a
   * field only as the run's distribution (inference-perf's schedule delay). A request's value it
   * does not give is then "not reported".
   */
  default boolean reportsForEachRequest(String reportKey) {
    return reports(reportKey);
  }

  /**
   * Whether the client's run summary gives this statistic ({@code min}, {@code max}, {@code mean},
   * {@code median}, {@code p90}, …) of a field it reports. A statistic its summary does not have is
   * "not reported", not a wrong number.
   */
  default boolean reportsStatistic(String reportKey, String statistic) {
    return reports(reportKey);
  }

  /**
   * The families one of this client's failure labels covers (one for a precise label, several for a
   * coarse one), or none when the client does not say. A label that covers the expected family in
   * other words is "labelled otherwise": shown, not red.
   */
  default Set<FailureFamily> familiesOf(String label) {
    return FailureFamily.ofTokenpaceLabel(label).map(Set::of).orElse(Set.of());
  }

  /**
   * What the client plays instead of a load of this type ({@code load.type}: constant, poisson,
   * concurrent), or empty when it plays it as written. A stated number the model did not give the
   * load the client played, but the client reported as the model gave it, is "plays otherwise".
   */
  default Optional<String> playsOtherwise(String loadType) {
    return Optional.empty();
  }

  /**
   * What prompts the client sends instead of the scenario's data of this type ({@code data.type}:
   * mock, random), or empty when it sends them as written. A model whose timing depends on the
   * prompt (a cache, a wait per prompt token) then gives other numbers than the scenario states,
   * which a client that reports them as the model gave them "plays otherwise".
   */
  default Optional<String> promptsOtherwise(String dataType) {
    return Optional.empty();
  }

  /**
   * Whether the client words its failure messages as tokenpace does, so a scenario's words for a
   * message ("refused", "500 ms") hold it; a client with words of its own is shown them instead.
   */
  default boolean wordsFailuresAsTokenpace() {
    return true;
  }

  /**
   * How many requests the client sends before the run {@code configYaml} describes (a test request,
   * a check of the server, which it leaves out of its report): the fake receives that many more
   * than the report lists, first.
   */
  default int requestsBeforeTheRun(String configYaml) {
    return 0;
  }

  /**
   * For a client whose report names no request and stamps no absolute time: its requests named
   * after the fake's timelines and stamped on the fake's clock, by a rule the client proves; empty
   * (the default) leaves the suite to pair them by answer id and start.
   *
   * @param timelines every timeline the fake holds
   * @param launchedNanos when the suite launched the client, on the fake's clock
   * @throws NotJudged when a pairing cannot be proved
   */
  default Optional<RunReport> placedOn(
      RunReport report, List<Timeline> timelines, long launchedNanos) {
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
   * @throws ConfigRefused when the client refused the config as one it does not support
   * @throws NotJudged when what the client keeps could never pair this config's requests with the
   *     fake's, so it is not run at all
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

  /**
   * The client refused the scenario's config as one it does not support (its own check, before any
   * request): the scenario is one it cannot play, not one it got wrong.
   */
  final class ConfigRefused extends RuntimeException {
    public ConfigRefused(String why) {
      super(why);
    }
  }

  /**
   * The client's report cannot be paired with the fake's timelines by any rule that can be proved:
   * the scenario is not judged, with why, rather than judged on a guess.
   */
  final class NotJudged extends RuntimeException {
    public NotJudged(String why) {
      super(why);
    }
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
