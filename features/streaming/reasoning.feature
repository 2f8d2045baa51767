@streaming
Feature: Reasoning before the answer
  Reasoning models think out loud before they answer. Time to first token starts the clock at the
  first reasoning token; time to first output token waits for the first answer token. Reasoning
  tokens count as output tokens (docs/metrics.md, worked example C).

  Scenario: Time to first token anchors on the first reasoning token
    Given the model streams these chunks:
      | after  | kind          | text         |
      | 200 ms | reasoning     | let me think |
      | 300 ms | content       | Paris        |
      | 100 ms | end of stream |              |
    When one streaming chat request is benchmarked
    Then the reported time to first token is 200 ms within 5 ms
    And the reported time to first output token is 500 ms within 5 ms
    And the benchmark counted 4 output tokens
    And the reported time per output token is 100 ms within 5 ms
    And the reported inter-token latency is 300 ms within 5 ms
    And the reported time to first token matches the timeline within 5 ms
    And the reported time to first output token matches the timeline within 5 ms
    And the reported median time to first output token is 500 ms within 5 ms
    And the reported time per output token matches the timeline within 5 ms
    And the reported inter-token latency matches the timeline within 5 ms
