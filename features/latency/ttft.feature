@latency
Feature: Time to first token
  Time to first token runs from sending the request to the arrival of the first generated token.
  The model's script sets how long it waits after receiving the request; the benchmark may see the
  token later only by delivery, and the request's own way to the model comes on top.

  Scenario: Time to first token follows the first-token delay
    Given the model streams "The quick brown fox jumps" one word per chunk
    And it waits 250 ms before the first chunk and 400, 100, 400 and 100 ms between the others
    When one streaming chat request is benchmarked
    Then the reported time to first token is 250 ms within 5 ms
    And the reported time to first token matches the timeline within 5 ms

  Scenario Outline: Moving the first-token delay moves time to first token by the same amount
    Given the model streams "one two three" one word per chunk
    And it waits <first-token delay> before the first chunk and 50 ms between the others
    When one streaming chat request is benchmarked
    Then the reported time to first token is <first-token delay> within 5 ms
    And the reported time to first token matches the timeline within 5 ms
    And the reported time to first token, counted from when the model received the request, is <first-token delay> within 5 ms

    Examples:
      | first-token delay |
      | 50 ms             |
      | 250 ms            |
      | 600 ms            |
