@latency
Feature: A request that asks for one whole answer
  Without streaming the model sends its answer in one piece. There is no first token to time, so
  time to first token and the per-token waits are absent; request latency runs from sending the
  request to the end of the answer, as for a stream.

  Scenario: One whole answer: its latency, and no time to first token
    Given the model streams "The quick brown fox jumps" one word per chunk
    And it waits 250 ms before the first chunk and 100 ms between the others
    When one non-streaming chat request is benchmarked
    Then the reported request latency is 650 ms within 5 ms
    And the reported request latency matches the timeline within 5 ms
    And the report gives no time to first token
    And the report gives no inter-token latency
