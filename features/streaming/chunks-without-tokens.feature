@streaming
Feature: Chunks without tokens
  A stream carries more than tokens: a first chunk naming the role, keep-alive comments, a finish
  notice, a usage report and the end-of-stream marker. None of them is a token, so none moves time
  to first token, inter-token latency or time per output token. They do belong to the response, so
  request latency runs until the stream ends, even when the end comes late.

  Scenario: Role, keep-alive, usage and a late end of stream never move the token metrics
    Given the model streams these chunks:
      | after  | kind          | text            |
      | 100 ms | role          |                 |
      | 150 ms | content       | The             |
      | 50 ms  | keep-alive    |                 |
      | 100 ms | content       | quick           |
      | 100 ms | content       | brown           |
      | 0 ms   | finish        |                 |
      | 200 ms | usage         | 3 output tokens |
      | 200 ms | end of stream |                 |
    When one streaming chat request is benchmarked
    Then the benchmark counted 3 output tokens
    And the reported time to first token is 250 ms within 5 ms
    And the reported maximum inter-token latency is 150 ms within 5 ms
    And the reported minimum inter-token latency is 100 ms within 5 ms
    And the reported time per output token is 125 ms within 5 ms
    And the reported request latency is 900 ms within 5 ms
    And the reported time to first token matches the timeline within 5 ms
    And the reported inter-token latency matches the timeline within 5 ms
    And the reported time per output token matches the timeline within 5 ms
    And the reported request latency is at least the sum of the injected delays
    And the reported request latency matches the timeline within 5 ms

  Scenario: Keep-alives while the model thinks are not tokens
    Given the model streams 3 one-word chunks, 100 ms apart, after 1 s
    And the model sends a keep-alive every 100 ms for 1 s before the first chunk
    When one streaming chat request is benchmarked
    Then the benchmark counted 3 output tokens
    And the reported time to first token is 1000 ms within 5 ms
    And the reported inter-token latency is 100 ms within 5 ms
    And the reported time per output token is 100 ms within 5 ms
    And the reported time to first token matches the timeline within 5 ms
