@latency
Feature: Time per output token
  Time per output token is the pace of generation once it has started: the span from the first to
  the last token over the tokens after the first. The wait for the first token is not part of it;
  normalized time per output token (the whole request over all tokens) is where that wait shows.

  Scenario: Time per output token leaves out the wait for the first token
    Given the model streams "one two three four five" one word per chunk
    And it waits 600 ms before the first chunk and 100 ms between the others
    When one streaming chat request is benchmarked
    Then the reported time per output token is 100 ms within 5 ms
    And the reported normalized time per output token is 200 ms within 5 ms
    And the reported time per output token matches the timeline within 5 ms
    And the reported normalized time per output token matches the timeline within 5 ms
    And the reported time per output token is below the reported normalized time per output token
