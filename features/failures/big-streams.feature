@failures @heavy
Feature: Very large chunks and very many chunks
  A model may send its whole answer as one huge chunk, or a hundred thousand tiny ones. The
  benchmark takes both, counting every token; it refuses a chunk only above its size limit (16 MB
  unless set lower), and then says so. The requests around them keep their own numbers.

  Background:
    Given the model streams "one two three four" one word per chunk
    And it waits 50 ms before the first chunk and 30 ms between the others

  Scenario: A single chunk of 10 MB is counted in full
    Given the model's second answer is a single chunk of 10 MB of words
    When 3 streaming chat requests are benchmarked one after another
    Then the second request succeeded with 2097152 output tokens
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent

  @tokenpace-only
  Scenario: A chunk over the benchmark's size limit is refused, and the run goes on
    Given the benchmark refuses chunks larger than 1 MB
    And the model's second answer is a single chunk of 10 MB of words
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "Event Too Large", with a message containing "1048576 bytes"
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent

  Scenario: A hundred thousand tiny chunks are counted one by one
    Given the model's second answer is 100000 chunks of one word each
    When 3 streaming chat requests are benchmarked one after another
    Then the second request succeeded with 100000 output tokens
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent
