@failures
Feature: A stream arrives but something in it is wrong
  The connection holds, but the stream itself is damaged: a chunk the benchmark cannot read, an
  error reported inside an otherwise successful stream, a stream that ends without saying it is
  complete, or characters broken across chunks. The first three are failures with their own labels
  and keep the chunks that came before; a stream that ends cleanly after its finish reason, and one
  with broken characters, are successes (see docs/reliability.md for why). The requests around them
  keep their own numbers, held to their timelines within 5 ms.

  Background:
    Given the model streams "one two three four" one word per chunk
    And it waits 50 ms before the first chunk and 30 ms between the others

  Scenario: A chunk that cannot be read
    Given the model sends a malformed chunk after 2 chunks of its second answer
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "Invalid JSON", with a message containing "malformed"
    And the second request kept the 2 chunks that arrived before the fault
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent

  Scenario: An error reported in the middle of a successful stream
    Given the model sends the error "the model ran out of memory" after 2 chunks of its second answer
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "Error Event", with a message containing "the model ran out of memory"
    And the second request kept the 2 chunks that arrived before the fault
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent

  Scenario: A stream that ends cleanly after its finish reason, without the end-of-stream marker, succeeds
    Given the model ends its second answer without the end-of-stream marker
    When 3 streaming chat requests are benchmarked one after another
    Then the second request succeeded with 4 output tokens
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent

  Scenario: A stream that ends without a finish reason or the end-of-stream marker was cut short
    Given the model ends its second answer without a finish reason or the end-of-stream marker
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "Incomplete Stream", with a message containing "ended before"
    And the second request kept the 4 chunks that arrived before the fault
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent

  Scenario: A character split across two chunks and an invalid byte do not fail the request
    Given the model's second answer splits a character across two chunks and carries an invalid byte
    When 3 streaming chat requests are benchmarked one after another
    Then the second request succeeded
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent
