@load
Feature: Throughput
  Throughput is what the run got done over how long it took: the successful requests (and their
  tokens) over the window from the first request's start to the last one's end. Streams side by side
  share that window, so a rate over their latencies added up would read far too low.

  Scenario: Four streams at once finish in about half a second, not in two
    Given the model streams 5 one-word chunks, 100 ms apart, after 100 ms
    When 4 streaming chat requests are benchmarked, 4 at a time
    Then all 4 requests succeeded
    And the reported throughput matches its definition
    And the reported request throughput is 8 requests per second within 5 %
    And the reported output token throughput is 40 tokens per second within 5 %
    And every successful request's request latency is 500 ms within 5 ms
