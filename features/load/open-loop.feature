@load
Feature: Open-loop load
  At a set rate the benchmark sends each request at its scheduled time, whether or not the earlier
  ones have answered. Schedule delay is how late it sent a request; request latency from schedule is
  what a user arriving on schedule waited, so a benchmark that falls behind cannot hide the wait
  (coordinated omission).

  Scenario: Ten requests a second for a second, each sent on schedule and timed from it
    Given the model streams 5 one-word chunks, 50 ms apart, after 300 ms
    When the model is benchmarked at 10 streaming chat requests per second for 1 s
    Then the benchmark sent 10 requests
    And all 10 requests succeeded
    And every successful request's schedule delay is 0 ms within 5 ms
    And every successful request's request latency from schedule is 500 ms within 5 ms
    And every successful request's request latency from schedule matches its own timeline within 5 ms
    And every successful request's time to first token is 300 ms within 5 ms
    And the reported throughput matches its definition
