@failures
Feature: The connection fails, breaks or goes silent
  The network between the benchmark and the model fails in a few ways: nobody answers, the
  connection breaks in the middle of an answer, or the model stops sending and never finishes. Each
  request that meets such a fault is a failure with a label saying which; the chunks that did arrive
  stay in its per-request report, and the requests around it keep their own numbers (held to their
  timelines within 5 ms, as every other scenario is).

  Background:
    Given the model streams "one two three four" one word per chunk
    And it waits 50 ms before the first chunk and 30 ms between the others

  Scenario: No model server is there: every request fails, and the reports are still written
    Given no model server is listening
    When 3 streaming chat requests are benchmarked one after another
    Then every request failed, labelled "Connection Error", with a message containing "refused"
    And the report files were written
    And every request sent is accounted for: successes plus failures equal the requests sent

  Scenario Outline: The model <cuts> the connection in the middle of an answer
    Given the model <cuts> the connection after 2 chunks of its second answer
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "Incomplete Stream", with a message containing "before the end of the body"
    And the second request kept the 2 chunks that arrived before the fault
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every healthy request's request latency is 140 ms within 5 ms
    And every healthy request's request latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent

    Examples: how the connection ends
      | cuts   |
      | resets |
      | drops  |

  Scenario: The model stalls in the middle of an answer for longer than the benchmark waits
    Given the benchmark gives up on a request after 500 ms
    And the model stalls for 3 s after 2 chunks of its second answer
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "Timeout", with a message containing "500 ms"
    And the second request kept the 2 chunks that arrived before the fault
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent

  Scenario: The first byte of an answer never comes
    Given the benchmark gives up on a request after 500 ms
    And the model sends not a single byte of its second answer for 3 s
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "Timeout", with a message containing "500 ms"
    And the second request got no answer at all, not even the response headers
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent

  Scenario: An answer starts but its first chunk never comes
    Given the benchmark gives up on a request after 500 ms
    And the model starts its second answer but sends no chunk for 3 s
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "Timeout", with a message containing "500 ms"
    And the second request got the response headers but no chunk
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent
