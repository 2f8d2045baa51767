@streaming
Feature: Chunks that carry several tokens
  A model may send several tokens in one chunk. The tokens of a chunk all arrive together: the wait
  before the chunk is spread evenly over its tokens, the first chunk's extra tokens add no waits,
  and inter-chunk latency keeps one wait per chunk (docs/metrics.md, worked example A).

  Scenario: Several words in one chunk share that chunk's wait
    Given the model streams these chunks:
      | after  | kind          | text  |
      | 250 ms | content       | a b   |
      | 250 ms | content       | c     |
      | 250 ms | content       | d e f |
      | 250 ms | end of stream |       |
    When one streaming chat request is benchmarked
    Then the benchmark counted 6 output tokens
    And the reported time to first token is 250 ms within 5 ms
    And the reported time per output token is 100 ms within 5 ms
    And the reported inter-token latency has 4 samples
    And the reported maximum inter-token latency is 250 ms within 5 ms
    And the reported minimum inter-token latency is 83.33 ms within 5 ms
    And the reported inter-chunk latency is 250 ms within 5 ms
    And the reported normalized time per output token is 166.67 ms within 5 ms
    And the reported request latency is 1000 ms within 5 ms
    And the reported time to first token matches the timeline within 5 ms
    And the reported time per output token matches the timeline within 5 ms
    And the reported inter-token latency matches the timeline within 5 ms
    And the reported inter-chunk latency matches the timeline within 5 ms
    And the reported normalized time per output token matches the timeline within 5 ms
    And the reported median normalized time per output token is 166.67 ms within 5 ms
    And the reported request latency matches the timeline within 5 ms
