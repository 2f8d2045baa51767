@streaming
Feature: Chat and completions
  Both OpenAI-style APIs stream tokens; the benchmark times them the same way.

  Scenario Outline: The <api> API is timed like the other
    Given the model streams "The quick brown fox" one word per chunk
    And it waits 150 ms before the first chunk and 100, 50 and 100 ms between the others
    When one streaming <api> request is benchmarked
    Then the benchmark counted 4 output tokens
    And the reported time to first token is 150 ms within 5 ms
    And the reported minimum inter-token latency is 50 ms within 5 ms
    And the reported maximum inter-token latency is 100 ms within 5 ms
    And the reported time per output token is 83.33 ms within 5 ms
    And the reported request latency is 400 ms within 5 ms
    And the reported time to first token matches the timeline within 5 ms
    And the reported inter-token latency matches the timeline within 5 ms
    And the reported time per output token matches the timeline within 5 ms
    And the reported request latency matches the timeline within 5 ms

    Examples:
      | api         |
      | chat        |
      | completions |
