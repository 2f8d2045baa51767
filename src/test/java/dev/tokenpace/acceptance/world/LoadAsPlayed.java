package dev.tokenpace.acceptance.world;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.verdict.Ms;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Whether the model received the load a run's config asks for, read from its own receipts and ends.
 * A client that declares it plays a load type otherwise (a ramp for "N at once", random gaps for a
 * constant rate) is classed "plays otherwise" where the model saw that, or where its mechanism
 * makes it so whatever the model saw this time, whether or not the numbers happened to land inside
 * the scenario's tolerance: the class then rests on what arrived, the same in every run.
 */
final class LoadAsPlayed {

  /**
   * How far a send may stray from the load's shape by the client's own work between requests or a
   * busy machine; a ramp or random gaps stray by their spacing, tens to hundreds of ms.
   */
  static final double ALLOWANCE_SECONDS = 0.020;

  /** One request as the model saw it, in seconds of the monotonic clock. */
  record Arrival(double received, double ended) {}

  private LoadAsPlayed() {}

  /**
   * What the model saw that the config's load does not send, in a product owner's words, or empty
   * when the arrivals fit it (or the load's type has no shape to hold them to, as Poisson's).
   */
  static Optional<String> otherwise(String configYaml, List<Arrival> arrivals) {
    JsonNode load = ScenarioConfig.loadOf(configYaml);
    List<Arrival> sorted =
        arrivals.stream().sorted(Comparator.comparingDouble(Arrival::received)).toList();
    String type = load.path("type").asText("");
    int from = 0;
    for (JsonNode stage : load.path("stages")) {
      int requests =
          type.equals("concurrent")
              ? stage.path("num_requests").asInt()
              : (int) Math.round(stage.path("rate").asDouble() * stage.path("duration").asDouble());
      List<Arrival> ofStage = sorted.subList(from, Math.min(sorted.size(), from + requests));
      from += ofStage.size();
      Optional<String> seen =
          switch (type) {
            case "concurrent" ->
                closedOtherwise(stage.path("concurrency_level").asInt(), ofStage, sorted);
            case "constant" -> spacedOtherwise(stage.path("rate").asDouble(), ofStage);
            default -> Optional.empty();
          };
      if (seen.isPresent()) {
        return seen;
      }
    }
    return Optional.empty();
  }

  /**
   * A closed loop of {@code concurrency}: the requests it starts together reach the model together,
   * and no request finds that many already in flight. A client that declares it plays the loop
   * otherwise never sends requests together but by chance (a ramp of random gaps lands two within a
   * few ms now and then), so requests said together are played otherwise whatever their spread this
   * time, which the words give.
   */
  private static Optional<String> closedOtherwise(
      int concurrency, List<Arrival> stage, List<Arrival> run) {
    int together = Math.min(concurrency, stage.size());
    if (together > 1) {
      double spread = stage.get(together - 1).received() - stage.get(0).received();
      return Optional.of(
          "the model received the %d requests sent together over %s"
              .formatted(together, Ms.of(spread)));
    }
    int most = 0;
    for (Arrival arrival : stage) {
      double at = arrival.received();
      long inFlight =
          run.stream()
              .filter(other -> other.received() <= at && other.ended() > at + ALLOWANCE_SECONDS)
              .count();
      most = (int) Math.max(most, inFlight);
    }
    return most > concurrency
        ? Optional.of(
            "the model had %d requests in flight where the scenario keeps %d"
                .formatted(most, concurrency))
        : Optional.empty();
  }

  /**
   * Evenly spaced arrivals at {@code rate}, from a client that declares random gaps instead: it
   * spaces requests evenly only by chance (a cap on those in flight holds some back and evens them
   * out now and then), so a stage of two or more is played otherwise whatever its gaps this time,
   * which the words give. Held to the spacing, one pass saw a gap too narrow and the next none
   * (requested-rate:19 on inference-perf, 2026-12-07).
   */
  private static Optional<String> spacedOtherwise(double rate, List<Arrival> stage) {
    if (stage.size() < 2) {
      return Optional.empty();
    }
    double narrowest = Double.MAX_VALUE;
    double widest = 0;
    for (int i = 1; i < stage.size(); i++) {
      double gap = stage.get(i).received() - stage.get(i - 1).received();
      narrowest = Math.min(narrowest, gap);
      widest = Math.max(widest, gap);
    }
    return Optional.of(
        "requests reached the model %s to %s apart where %s a second space them %s"
            .formatted(
                Ms.of(narrowest),
                Ms.of(widest),
                trimmed(rate) + (rate == 1 ? " request" : " requests"),
                Ms.of(1 / rate)));
  }

  private static String trimmed(double rate) {
    return rate == Math.rint(rate) ? String.valueOf((long) rate) : String.valueOf(rate);
  }
}
