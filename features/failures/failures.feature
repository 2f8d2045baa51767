@failures
Feature: Failed requests
  When the model fails a request, the report counts and labels the failure, and the failure leaves
  the metrics of the successful requests untouched.

  Scenario: A server error is a labelled failure that leaves the successes alone
    Given the model streams "one two three" one word per chunk
    And it waits 100 ms before the first chunk and 50 ms between the others
    And the model answers its first request with status 500 and the error message "the model is overloaded"
    When 3 streaming chat requests are benchmarked one after another
    Then 2 requests succeeded and 1 request failed
    And the failure is labelled "500 - Internal Server Error"
    And every successful request's time to first token is 100 ms within 5 ms
    And every successful request's inter-token latency is 50 ms within 5 ms
    And the reported mean time to first token is 100 ms within 5 ms
    And the reported median inter-token latency is 50 ms within 5 ms
    And every successful request's time to first token matches its own timeline within 5 ms
    And every successful request's inter-token latency matches its own timeline within 5 ms

  Scenario: A stream cut off midway is a labelled failure beside a healthy stream
    Given a model named "healthy" streams "one two three four" one word per chunk
    And it waits 100 ms before the first chunk and 50 ms between the others
    And a model named "cut off" streams "one two three four" one word per chunk
    And it waits 100 ms before the first chunk and 50 ms between the others
    And the model drops the connection after 2 chunks of every answer
    When every model is benchmarked at the same time with one streaming chat request each
    Then the request to "cut off" failed, labelled "Incomplete Stream"
    And the request to "healthy" succeeded
    And the reported time to first token of "healthy" is 100 ms within 5 ms
    And the reported inter-token latency of "healthy" is 50 ms within 5 ms
    And the reported request latency of "healthy" is 250 ms within 5 ms
    And the reported time to first token of "healthy" matches its timeline within 5 ms
    And the reported inter-token latency of "healthy" matches its timeline within 5 ms
    And the reported request latency of "healthy" matches its timeline within 5 ms

  Scenario: Outcomes, a breakdown of the failures and every request's tokens, as product owners write them
    Given the server answers every request after 100 ms with 5 tokens 10 ms apart
    And it rejects requests 2 and 4 at once with a server error
    And it cuts the connection on request 5 after 3 tokens, without finishing the stream
    When tokenpace sends 6 requests, one request after the other
    Then 3 requests succeed and 3 fail
    And the failures are broken down as 2 "HTTP 500" and 1 "connection dropped mid-answer"
    And every request is counted with 5 output tokens
    And the total output tokens is 15
    And latency and token statistics are computed from the 3 successful requests only

  Scenario: Every request succeeds with its tokens, counted per request and in total
    Given the server answers every request after 100 ms with 5 tokens 10 ms apart
    When the benchmark sends 4 requests, 2 at a time
    Then all 4 requests succeed with 5 output tokens each
    And the report counts 5 output tokens per request and 20 in total

  Scenario: A failure's reason is its family, not tokenpace's label
    Given the server answers every request after 100 ms with 5 tokens 10 ms apart
    And the model stalls for 3 s after 2 chunks of its second answer
    And the client gives up on a request after 1 second
    When tokenpace sends 3 requests, one request after the other
    Then 2 requests succeed and 1 fails with reason "timeout"
