@tokens
Feature: Counting tokens with a real tokenizer
  Real tokenizers add a beginning-of-sequence token when asked to encode a text. Counting a streamed
  chunk that way adds one phantom token per chunk: the token count doubles, inter-token latency is
  halved and zero-length waits appear (the bug that hid in a peer tool for two months). The
  benchmark must count only the tokens the model produced.

  Scenario: A tokenizer that adds a beginning-of-sequence token neither halves nor zeroes inter-token latency
    Given the model streams "The quick brown fox jumps" one word per chunk
    And it waits 100 ms before the first chunk and 400, 100, 400 and 100 ms between the others
    And the benchmark counts tokens with a tokenizer that adds a beginning-of-sequence token
    When one streaming chat request is benchmarked
    Then the benchmark counted 5 output tokens
    And the reported inter-token latency has 4 samples
    And no reported inter-token latency is shorter than the shortest wait the model left, within 5 ms
    And the reported minimum inter-token latency is 100 ms within 5 ms
    And the reported maximum inter-token latency is 400 ms within 5 ms
    And the reported time per output token is 250 ms within 5 ms
    And the reported inter-token latency matches the timeline within 5 ms
    And the reported time per output token matches the timeline within 5 ms

