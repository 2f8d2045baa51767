package dev.tokenpace.acceptance.world;

import java.time.Duration;
import java.util.List;

/** What a scenario's When step asks the benchmark to send, before it is written as a config. */
public sealed interface ScenarioLoad {

  /** How many requests the load sends in all. */
  int requests();

  /**
   * {@code concurrency} requests in flight until {@code requests} are done ({@code concurrent}).
   */
  record Closed(int concurrency, int requests) implements ScenarioLoad {}

  /** Closed loops one after another: "64 requests one at a time, then 64 with 16 in flight". */
  record ClosedStages(List<Closed> stages) implements ScenarioLoad {

    public ClosedStages {
      stages = List.copyOf(stages);
    }

    @Override
    public int requests() {
      return stages.stream().mapToInt(Closed::requests).sum();
    }

    /** The most requests any stage keeps in flight. */
    int concurrency() {
      return stages.stream().mapToInt(Closed::concurrency).max().orElse(1);
    }
  }

  /** Stage after stage, each request sent on its schedule whatever the answers do. */
  record Open(Arrivals arrivals, List<Stage> stages) implements ScenarioLoad {

    public Open {
      stages = List.copyOf(stages);
    }

    @Override
    public int requests() {
      return stages.stream().mapToInt(Stage::requests).sum();
    }
  }

  /** {@code load.type} of an open loop: evenly spaced or Poisson arrivals. */
  enum Arrivals {
    CONSTANT,
    POISSON
  }

  /** One open-loop stage: {@code rate} requests a second for {@code duration}. */
  record Stage(double rate, Duration duration) {

    /** rate × duration, rounded as the load generator rounds it. */
    int requests() {
      return (int) Math.round(rate * duration.toNanos() / 1e9);
    }
  }
}
