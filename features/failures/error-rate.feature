@failures
Feature: The error rate: the share of the requests sent that failed
  The summary and every stage report give failures.error_percentage, the failed requests over the
  requests sent, in percent. A rule spoils an answer on every n-th request, or on the n-th one,
  counted in the order the requests were sent.

  Numbers in this feature are judged within 5 ms.

  Scenario: Every tenth request answered with HTTP 503 is an error rate of 10 %
    Given the model streams 3 one-word chunks, 5 ms apart, after 10 ms
    And the model answers every tenth request with HTTP status 503 instead
    When 30 streaming chat requests are benchmarked one after another
    Then 27 requests succeeded and 3 failed
    And the tenth request failed, labelled "503 - Service Unavailable"
    And the 20th request failed, labelled "503 - Service Unavailable"
    And the failure is labelled "503 - Service Unavailable"
    And the error rate is 10%
    And the reported time to first token figures count only the 27 successful requests
    And every request's time to first token is about 10 ms

  Scenario: The 12th request goes silent after its first chunk and times out: 1 of 15
    Given the model answers with 5 chunks, first after 50 ms and then 10 ms apart
    And the model goes silent after 1 chunk of the 12th request without closing the connection
    And the benchmark gives up on a request after 1 second
    When 15 streaming chat requests are benchmarked one after another
    Then 14 requests succeeded and 1 failed
    And the 12th request failed, labelled "Timeout"
    And the error rate is about 6.7%
    And stage 1's error rate is 6.7 %
    And every request's request latency is 90 ms within 5 ms

  Scenario: A stream sent as text/plain is not a stream: 1 of 4 fails
    Given the model streams 3 one-word chunks, 5 ms apart, after 10 ms
    And the model sends its second answer with the content type "text/plain"
    When 4 streaming chat requests are benchmarked one after another
    Then 3 requests succeeded and 1 failed
    And the second request failed, labelled "Unexpected Content Type"
    And the error rate is 25%
    And every healthy request's time to first token is about 10 ms
