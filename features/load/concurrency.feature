@load
Feature: Many streams at once
  A benchmark runs many streams side by side. Each request is matched to its own stream on the
  model's side by its request id, so every request's metrics are held to its own timeline.

  Scenario: Fifty simultaneous streams, each with its own delay profile, each measured against its own timeline
    Given 50 models each stream 5 words, every wait drawn between 20 ms and 200 ms
    When every model is benchmarked at the same time with one streaming chat request each
    Then all 50 requests succeeded
    And every successful request's time to first token matches its own timeline within 10 ms
    And every successful request's inter-token latency matches its own timeline within 10 ms
    And every successful request's time per output token matches its own timeline within 10 ms
    And every successful request's request latency matches its own timeline within 10 ms
