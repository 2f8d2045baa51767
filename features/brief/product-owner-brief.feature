@latency
Feature: A product owner's brief, written in the glossary's words
  Eight intentions a product owner wrote in plain words without the glossary (the closing note of
  issue 11 has the originals); each is written here with the steps of docs/steps.md, as meant.

  Scenario: Slow start followed by a steady stream
    Given the model streams 11 one-word chunks, 10 ms apart, after 800 ms
    When one streaming chat request is benchmarked
    Then the reported time to first token is 800 ms within 5 ms
    And the reported median inter-token latency is 10 ms within 5 ms
    And the benchmark counted 11 output tokens

  Scenario: A burst of tokens after a long silence
    Given the model streams 6 one-word chunks
    And it waits 50 ms before the first chunk and 300, 0, 0, 0 and 0 ms between the others
    When one streaming chat request is benchmarked
    Then the benchmark counted 6 output tokens
    And the reported time per output token is 60 ms within 5 ms
    And the reported maximum inter-chunk latency is 300 ms within 5 ms
    And the reported median inter-token latency is 0 ms within 5 ms

  Scenario: Keep-alive comments are not counted as tokens
    Given the model streams 5 one-word chunks, 20 ms apart, after 1 s
    And the model sends a keep-alive every 100 ms for 1 s before the first chunk
    When one streaming chat request is benchmarked
    Then the reported time to first token is 1000 ms within 10 ms
    And the benchmark counted 5 output tokens

  Scenario: Using the completion-token count reported by the server
    Given the model streams 11 one-word chunks, 30 ms apart, after 100 ms
    And the server reports 12 completion tokens in its usage
    And the benchmark takes the output token count from the server's usage
    When one streaming chat request is benchmarked
    Then the benchmark counted 12 output tokens
    And the reported time per output token is 27.27 ms within 2 ms

  Scenario: Two conversations at once keep their own time to first token
    Given a model named "fast-model" streams 5 one-word chunks, 10 ms apart, after 100 ms
    And a model named "slow-model" streams 5 one-word chunks, 10 ms apart, after 900 ms
    When every model is benchmarked at the same time with one streaming chat request each
    Then the reported time to first token of "fast-model" is 100 ms within 10 ms
    And the reported time to first token of "slow-model" is 900 ms within 10 ms
    And all 2 requests succeeded

  Scenario: A server that hangs up halfway fails only that request
    Given the model streams 10 one-word chunks
    And it waits 10 ms before the first chunk and 10 ms between the others
    And the model drops the connection after 5 chunks of its second answer
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "Incomplete Stream"
    And the first request succeeded with 10 output tokens
    And the third request succeeded with 10 output tokens
    And 2 requests succeeded and 1 request failed

  Scenario: 90th percentile of inter-token latency with uneven gaps
    Given the model streams 11 one-word chunks
    And it waits 100 ms before the first chunk and 400, 100, 400, 100, 400, 100, 400, 100, 400 and 100 ms between the others
    When one streaming chat request is benchmarked
    Then the reported minimum inter-token latency is 100 ms within 10 ms
    And the reported p90 inter-token latency is 400 ms within 10 ms
    And the reported mean inter-token latency is 250 ms within 10 ms

  Scenario: Time per output token ignores the first wait, normalized time per output token does not
    Given the model streams 10 one-word chunks, 20 ms apart, after 1000 ms
    When one streaming chat request is benchmarked
    Then the reported time per output token is 20 ms within 5 ms
    And the reported normalized time per output token is 118 ms within 5 ms
    And the reported time per output token is below the reported normalized time per output token
