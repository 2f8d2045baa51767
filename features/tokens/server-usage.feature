@tokens
Feature: Output tokens from the server's usage report
  By default the benchmark counts output tokens itself. It can instead take the count the server
  reports in its usage chunk; the per-token metrics then divide by that count.

  Background:
    Given the model streams these chunks:
      | after  | kind          | text            |
      | 100 ms | content       | one two         |
      | 100 ms | content       | three           |
      | 100 ms | content       | four five       |
      | 0 ms   | finish        |                 |
      | 20 ms  | usage         | 9 output tokens |
      | 0 ms   | end of stream |                 |

  Scenario: The benchmark counts the words itself by default
    When one streaming chat request is benchmarked
    Then the benchmark counted 5 output tokens
    And the reported time per output token is 50 ms within 5 ms
    And the reported normalized time per output token is 64 ms within 5 ms
    And the reported time per output token matches the timeline within 5 ms
    And the reported normalized time per output token matches the timeline within 5 ms

  Scenario: The server's usage sets the output token count when asked
    Given the benchmark takes the output token count from the server's usage
    When one streaming chat request is benchmarked
    Then the benchmark counted 9 output tokens
    And the reported time per output token is 25 ms within 5 ms
    And the reported normalized time per output token is 35.56 ms within 5 ms
    And the reported time per output token matches the timeline within 5 ms
    And the reported normalized time per output token matches the timeline within 5 ms

