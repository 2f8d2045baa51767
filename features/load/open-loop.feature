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

  Scenario: A benchmark held to two requests in flight falls behind a slow model, and latency from schedule shows the wait
    Each answer takes half a second, so two at a time serve four a second where ten are due. The
    requests go out in pairs at 0/100, 500/600, 1000/1100, 1500/1600 and 2000/2100 ms: schedule
    delays 0, 0, 300, 300, 600, 600, 900, 900, 1200 and 1200 ms. Every request takes 500 ms once
    sent, but the last user to arrive waited 1700 ms; a benchmark counting from its own send would
    hide the queue (coordinated omission).
    Given the model streams 5 one-word chunks, 50 ms apart, after 300 ms
    And the benchmark keeps at most 2 requests in flight
    When the model is benchmarked at 10 streaming chat requests per second for 1 s
    Then the benchmark sent 10 requests
    And all 10 requests succeeded
    And every successful request's schedule delay matches its own timeline within 5 ms
    And every successful request's request latency from schedule matches its own timeline within 5 ms
    And every successful request's request latency is 500 ms within 5 ms
    And the schedule delay of each request, in the order scheduled, is 0, 0, 300, 300, 600, 600, 900, 900, 1200 and 1200 ms within 20 ms
    And the reported maximum schedule delay is 1200 ms within 20 ms
    And the reported maximum request latency from schedule is 1700 ms within 20 ms
    And the reported median request latency from schedule is 1100 ms within 20 ms

  Scenario: Poisson arrivals queued behind one request in flight are timed from their schedule
    Requests arrive at random, ten a second on average, and each answer takes 200 ms, so a
    benchmark allowed one request at a time falls behind whenever two arrive close together. Each
    request must go out on schedule, or the moment the request before it ended, and be timed from
    its schedule all the same.
    Given the model streams 5 one-word chunks, 25 ms apart, after 100 ms
    And the benchmark keeps at most 1 request in flight
    When the model is benchmarked at a Poisson rate of 10 streaming chat requests per second for 2 s
    Then the benchmark sent 20 requests
    And all 20 requests succeeded
    And every successful request's schedule delay matches its own timeline within 5 ms
    And every successful request's request latency from schedule matches its own timeline within 5 ms
    And every successful request's request latency is 200 ms within 5 ms
