@latency
Feature: What the report shows, said in one sentence
  As a product owner who writes release checks without the glossary open,
  I want to write a Then as a sentence about the report, several claims in one line,
  and have each claim judged as the glossary step that says the same.

  "the report shows", "the results show", "it reports", "the client should show", then claims
  apart by commas and "and" (docs/steps.md, "Sentences about the report").

  Numbers in this feature are judged within 10 ms.

  Scenario: One request: its numbers and its tokens in a sentence
    Given a fake model server that waits 120 ms before its first word and streams 6 words 20 ms apart
    When the client sends 1 request
    Then the report shows a time to first token of 120 ms
    And the report shows a request latency of 220 ms, 6 output tokens and 0 failed requests
    And it reports a TPOT of about 20 ms, not 50 ms

  Scenario: A server slow to start: the run's statistics, and the first request against the others
    Given the first request waits 300 ms before its first word
    And every later request waits 100 ms before its first word
    And it streams 3 words 10 ms apart
    When the benchmark sends 5 requests one after another
    Then the report shows a maximum TTFT of 300 ms, a median of 100 ms and a mean time to first token of 140 ms
    And the report shows a TTFT of 300 ms for the first request and 100 ms for the other 4
    And the results show 5 successful requests and 0 failures

  Scenario: A server that works on 2 requests at a time: how many waited, not which
    Given a fake model server that works on at most 2 requests at a time and queues the rest
    And each request waits 100 ms before its first word, then streams 4 words 20 ms apart
    When the benchmark sends 4 requests at the same moment
    Then the report shows 2 requests with a TTFT of 100 ms and 2 requests with a TTFT of 260 ms
    And the report shows an inter-token latency of 20 ms for every request
    And 2 requests report a TTFT of 260 ms and a request latency of 320 ms
    And every request reports an ITL of 20 ms and a TPOT of 20 ms

  Scenario: Each request's number, in the order the requests were sent
    Given a fake server that answers every request with 3 chunks, 10 ms apart after the first
    And it waits 300 ms before the first chunk of request 1, 200 ms for request 2 and 100 ms for request 3
    When the client sends 3 requests one after another
    Then the report shows TTFTs of 300 ms, 200 ms and 100 ms, in the order the requests were sent
    And the report shows the fastest TTFT of 100 ms and the slowest TTFT of 300 ms

  Scenario: A failed request among successes
    Given the model streams 3 words 10 ms apart after 100 ms
    And the model answers the second request with HTTP status 503 instead
    When the client sends 4 requests one after the other
    Then the results show 3 successful requests, 1 failed request and an error rate of 25%
    And the report shows a TTFT of 100 ms for requests 1, 3 and 4

  Scenario: Should, a tolerance of its own, and a percentile
    Given each request waits 50 ms before its first word, then streams 5 words 10 ms apart
    When the client sends 3 requests one after another
    Then the benchmark should report a p90 TTFT of 50 ms within 10 ms and a 99th percentile ITL of about 10 ms
    And the client should show a time per output token of 10 ms per request and no failures

  Scenario: The requests as the subject: the first, then the others, each with several claims
    Given the first request waits 300 ms before its first word
    And every later request waits 100 ms before its first word
    And it streams 3 words 10 ms apart
    When 5 requests are sent one after another
    Then the first request reports a TTFT of 300 ms and a request latency of 320 ms
    And the other 4 requests each report a TTFT of 100 ms and a request latency of 120 ms
    And the run reports 5 succeeded and 0 failed requests

  Scenario: Named requests, and the one request of a run
    Given each request waits 50 ms before its first word, then streams 4 words 10 ms apart
    When 3 requests are sent, one at a time
    Then the second and third requests report a TTFT of 50 ms and an ITL of 10 ms
    And requests 1 and 3 report a TPOT of 10 ms and a request latency of 80 ms

  Scenario: What the numbers are, said with "is" and "are"
    Given a fake server that answers every request with 3 chunks, 10 ms apart after the first
    And it waits 300 ms before the first chunk of request 1, 200 ms for request 2 and 100 ms for request 3
    When 3 requests are sent one after another
    Then their TTFTs are 300 ms, 200 ms and 100 ms
    And the median TTFT is 200 ms and the maximum TTFT is 300 ms
    And its largest ITL is 10 ms and its median ITL is 10 ms

  Scenario: One request sent, said in the passive
    Given a fake model server that waits 120 ms before its first word and streams 6 words 20 ms apart
    When 1 request is sent
    Then the request reports a TTFT of 120 ms and a latency of 220 ms
    And its TTFT is 120 ms

  Scenario: Service levels said as upper bounds: from 0 up to the number
    Given each request waits 100 ms before its first word, then streams 5 words 20 ms apart
    When the client sends 4 requests one after another
    Then the p99 time to first token is under 150 ms
    And the median inter-token latency is at most 30 ms
    And the maximum request latency is no more than 250 ms

  Scenario: Outcomes, and where the figures come from, said as product owners say them
    Given a model server that streams 10 tokens 10 ms apart
    When the benchmark sends 5 requests one at a time
    Then all 5 requests are reported as successful
    And every request is reported as successful with 10 output tokens
    And every request is reported with 10 output tokens
    And TTFT, ITL, TPOT and latency are calculated only from the 5 successful requests
    And the maximum ITL is 10 ms within 5 ms while the median ITL stays at 10 ms within 2 ms
