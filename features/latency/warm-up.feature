@latency @tokenpace-only
Feature: The warm-up a user's run plays first stays out of the measurement
  Every user's run first plays a moment of requests through the whole pipeline against an
  in-process fake of its own, so the first real request does not pay for a cold JVM. The rest of the
  suite turns it off (the suite warms its JVM once, and the warm-up's moment of CPU would be felt by
  the scenario timed beside it); here it is on, as users run it. It must never reach the user's
  model, appear in a report or change the first request's numbers.

  Scenario: The warm-up reaches neither the model nor the report, and the first request keeps its numbers
    Given the benchmark warms up first, as a user's run does
    And the model streams 5 one-word chunks, 20 ms apart, after 100 ms
    When 3 streaming chat requests are benchmarked one after another
    Then the benchmark sent 3 requests
    And all 3 requests succeeded
    And the model received only the run's 3 requests
    And every successful request's time to first token is 100 ms within 5 ms
    And every successful request's time to first token matches its own timeline within 5 ms
    And every successful request's inter-token latency matches its own timeline within 5 ms
    And every successful request's request latency matches its own timeline within 5 ms
