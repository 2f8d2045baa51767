@tokens
Feature: The server counts tokens its own way
  A server's tokenizer may split an answer into more tokens than the words it streams. Taking its
  usage count, time per output token spreads the same span over that count, less the first token.

  Scenario: Twelve completion tokens over eleven one-word chunks
    Given the model streams 11 one-word chunks, 30 ms apart, after 100 ms
    And the server reports 12 completion tokens in its usage
    And the benchmark takes the output token count from the server's usage
    When one streaming chat request is benchmarked
    Then the benchmark counted 12 output tokens
    And the reported time per output token is 27.27 ms within 1 ms
    And the reported inter-token latency is 30 ms within 5 ms
    And the reported time per output token matches the timeline within 5 ms
