@load
Feature: Many streams at once
  A benchmark runs many streams side by side. Each request is matched to its own stream on the
  model's side by its request id, so every request's metrics are held to its own timeline.

  Scenario: A fast and a slow conversation at once each keep their own numbers
    Given a model named "fast" streams 5 one-word chunks, 20 ms apart, after 100 ms
    And a model named "slow" streams 5 one-word chunks, 200 ms apart, after 800 ms
    When every model is benchmarked at the same time with one streaming chat request each
    Then all 2 requests succeeded
    And the reported time to first token of "fast" is 100 ms within 5 ms
    And the reported time to first token of "slow" is 800 ms within 5 ms
    And the reported inter-token latency of "fast" is 20 ms within 5 ms
    And the reported inter-token latency of "slow" is 200 ms within 5 ms
    And the reported request latency of "fast" is 180 ms within 5 ms
    And the reported request latency of "slow" is 1600 ms within 5 ms
    And the reported time to first token of "fast" matches its timeline within 5 ms
    And the reported time to first token of "slow" matches its timeline within 5 ms

  Scenario: Fifty simultaneous streams over ten delay profiles, each measured against its own timeline
    Given 10 models each stream 5 words, every wait drawn between 20 ms and 200 ms
    When every model is benchmarked at the same time with 5 simultaneous streaming chat requests each
    Then all 50 requests succeeded
    And every successful request's time to first token matches its own timeline within 10 ms
    And every successful request's inter-token latency matches its own timeline within 10 ms
    And every successful request's time per output token matches its own timeline within 10 ms
    And every successful request's request latency matches its own timeline within 10 ms

  Scenario: In a closed loop a request waits for a free slot, and that wait is no schedule delay
    Two at a time, each answer 300 ms: requests 3 to 6 wait for a slot, 300 or 600 ms. A closed
    loop sends a request when a slot frees, so that is its schedule: its schedule delay is what the
    benchmark added after the slot freed, nothing here.
    Given the model streams 5 one-word chunks, 50 ms apart, after 100 ms
    When 6 streaming chat requests are benchmarked, 2 at a time
    Then all 6 requests succeeded
    And every successful request's schedule delay is 0 ms within 5 ms
    And every successful request's schedule delay matches its own timeline within 5 ms
    And the reported maximum schedule delay is 0 ms within 5 ms
