@streaming
Feature: The JDK HTTP client
  tokenpace can talk to a model through the JDK's own HTTP client instead of its NIO client (it always
  does for https://). Whichever client carries the stream, each chunk is timed when it arrives, not
  when the client gets round to handing it on.

  @needs-transport
  Scenario: The JDK HTTP client times chunks as they arrive
    Given the model streams "The quick brown fox jumps" one word per chunk
    And it waits 100 ms before the first chunk and 100 ms between the others
    And the benchmark talks to the model through the JDK HTTP client
    When one streaming chat request is benchmarked
    Then the reported time to first token is 100 ms within 5 ms
    And the reported inter-token latency is 100 ms within 5 ms
    And the reported request latency is 500 ms within 5 ms
    And the reported time to first token matches the timeline within 5 ms
    And the reported inter-token latency matches the timeline within 5 ms
    And the reported request latency matches the timeline within 5 ms
