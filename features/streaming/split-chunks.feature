@streaming
Feature: A chunk split across two writes
  The network may deliver a chunk in pieces. A chunk counts as arrived when its last piece arrives,
  not when its first bytes do.

  Scenario: A chunk in two pieces is timed when its second piece arrives
    Given the model streams "one two three" one word per chunk
    And it waits 100 ms before the first chunk and 100 ms between the others
    And the chunk "two" goes out in two writes 80 ms apart
    When one streaming chat request is benchmarked
    Then the reported time to first token is 100 ms within 5 ms
    And the reported maximum inter-token latency is 180 ms within 5 ms
    And the reported minimum inter-token latency is 20 ms within 5 ms
    And the reported time to first token matches the timeline within 5 ms
    And the reported inter-token latency matches the timeline within 5 ms

  Scenario: The first chunk in two pieces sets time to first token by its second piece
    Given the model streams "one two three" one word per chunk
    And it waits 100 ms before the first chunk and 100 ms between the others
    And the chunk "one" goes out in two writes 80 ms apart
    When one streaming chat request is benchmarked
    Then the reported time to first token is 180 ms within 5 ms
    And the reported minimum inter-token latency is 20 ms within 5 ms
    And the reported time to first token matches the timeline within 5 ms
    And the reported inter-token latency matches the timeline within 5 ms
