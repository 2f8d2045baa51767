@failures
Feature: The server answers a streaming request with something that is not a stream
  A server that ignores the request to stream answers in one piece; a login page or captive portal
  answers with a web page and a success status. Neither has chunks to time, so the benchmark records
  the request as a failure that names what came instead of a stream.

  Background:
    Given the model streams "one two three four" one word per chunk
    And it waits 50 ms before the first chunk and 30 ms between the others

  Scenario: One whole answer instead of a stream
    Given the model answers its second request with one whole answer instead of a stream
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "Unexpected Content Type", with a message containing "application/json"
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent

  Scenario: A web page with a success status instead of a stream
    Given the model answers its second request with a web page titled "Sign in to the guest network" instead of a stream
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "Unexpected Content Type", with a message containing "Sign in to the guest network"
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent
