@latency
Feature: A model server slow to take up new connections
  A server with a full accept queue or a busy event loop leaves a new connection's request alone for
  a while. The benchmark's connect succeeds at once (the operating system completes it) and its
  request waits unread; that wait is part of what the user waits for, so time to first token and
  request latency count it. Where the benchmark's start may lie is known outside it: no earlier than
  the model accepting the connection (less a moment for connecting), and no later than the model
  taking the request up.

  Scenario: A model that takes 200 ms to take up a connection: time to first token includes the wait
    Given the model streams "one two three" one word per chunk
    And it waits 100 ms before the first chunk and 50 ms between the others
    And the model takes 200 ms to take up each new connection
    When one streaming chat request is benchmarked
    Then the reported time to first token is 300 ms within 5 ms
    And the reported request latency is 400 ms within 5 ms
    And the reported time to first token matches the timeline within 5 ms
    And the reported request latency matches the timeline within 5 ms
