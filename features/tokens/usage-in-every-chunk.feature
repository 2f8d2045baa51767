@tokens
Feature: A server that reports its usage in every chunk
  Some servers (vLLM with continuous usage stats, gateways that pass it on) send a usage report with
  every chunk: a running total, not a share. Taking the server's count, the benchmark must take the
  last total it reported, neither the first nor their sum.

  Scenario: Running totals in every chunk: the last one is the output token count
    Given the model streams these chunks:
      | after  | kind          | text            |
      | 100 ms | content       | one two         |
      | 0 ms   | usage         | 3 output tokens |
      | 100 ms | content       | three           |
      | 0 ms   | usage         | 5 output tokens |
      | 100 ms | content       | four five       |
      | 0 ms   | usage         | 9 output tokens |
      | 0 ms   | finish        |                 |
      | 20 ms  | usage         | 9 output tokens |
      | 0 ms   | end of stream |                 |
    And the benchmark takes the output token count from the server's usage
    When one streaming chat request is benchmarked
    Then the benchmark counted 9 output tokens
    And the reported time per output token is 25 ms within 5 ms
    And the reported time per output token matches the timeline within 5 ms
    And the reported normalized time per output token matches the timeline within 5 ms
