@latency
Feature: Request latency
  Request latency runs from sending the request to the end of the response stream. It can be no
  shorter than every pause the model made, and no longer than the last send plus delivery.

  Scenario: Request latency is bounded both ways by the injected total
    Given the model streams "The quick brown fox jumps" one word per chunk
    And it waits 250 ms before the first chunk and 400, 100, 400 and 100 ms between the others
    When one streaming chat request is benchmarked
    Then the reported request latency is 1250 ms within 5 ms
    And the reported request latency is at least the sum of the injected delays
    And the reported request latency matches the timeline within 5 ms
