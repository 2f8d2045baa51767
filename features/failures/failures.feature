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
