@load
Feature: A server that serves only so many requests at once makes the rest wait, or refuses them
  A model server at capacity queues what it cannot serve yet, first come first served. The wait is
  the server's: it shows in time to first token and request latency, counted from when the model
  received the request, while the benchmark, which sent on time, reports no schedule delay. Which
  request waits is the server's choice, so the requests' numbers are stated from the lowest. The
  fake hands a slot on at the moment its script freed it, so a queue twenty deep keeps its schedule
  to the last request. A request that waits is answered when a slot frees, whenever it arrived
  before that, so the suite counts it from when it was due: one sent a little late by a busy
  machine still has the queue's numbers. A full server may instead refuse what it cannot serve, at
  once, with the status it names (429, as OpenAI's rate limit; 503, as an overloaded server).

  Numbers in this feature are judged within 10 ms.

  Scenario: Two at a time: the other two wait one whole answer, in latency, not in schedule delay
    Given the model can serve only 2 requests at the same time and makes the rest wait
    And the model streams 5 one-word chunks, 25 ms apart, after 100 ms
    When 4 streaming chat requests are benchmarked, 4 at a time
    Then 4 requests succeeded
    And the requests' time to first token, from the lowest, is about 100, 100, 300 and 300 ms
    And the requests' request latency, from the lowest, is 200, 200, 400 and 400 ms within 10 ms
    And every request's schedule delay is about 0 ms
    And the reported request throughput is 10 requests per second within 10 %

  Scenario: One at a time, ten a second: latency from schedule grows by 100 ms request by request
    Given the model serves at most 1 request at a time and makes the rest wait
    And the model streams 2 one-word chunks, 100 ms apart, after 100 ms
    When the model is benchmarked at 10 streaming chat requests per second for 2 s
    Then 20 requests succeeded
    And the request latency from schedule of request 1 is about 200 ms
    And the latency from schedule of request 2 is about 300 ms
    And the latency from schedule of request 20 is about 2,100 ms
    And the request latency from schedule grows by about 100 ms from request to request
    And each request's latency from schedule is about 100 ms more than the request before it
    And every request's schedule delay is about 0 ms

  Scenario: A full server refuses what it cannot serve: the rest fail at once with HTTP 429
    Given the model can serve only 2 requests at the same time and refuses the rest with HTTP 429
    And the model streams 5 one-word chunks, 25 ms apart, after 100 ms
    When 4 streaming chat requests are benchmarked, 4 at a time
    Then 2 requests succeeded and 2 failed
    And all 2 failures should be labelled as HTTP 429
    And 2 requests report a time to first token of 100 ms

  Scenario: An overloaded server says so with a 503 for every request beyond its capacity
    Given a fake model server that handles at most 1 request at once
    And it answers any request beyond that with HTTP 503 "Service Unavailable"
    And it streams 3 words 20 ms apart after 100 ms
    When the benchmark sends 3 requests all at once
    Then 1 request succeeded and 2 failed
    And all 2 failures should be labelled as HTTP 503

  Scenario: An overloaded server takes every request but never answers those beyond its capacity
    Given a fake model server that handles at most 2 requests at once
    And it accepts any further request but never sends a single byte on it
    And it streams 3 words 20 ms apart after 100 ms
    When the benchmark sends 4 requests all at once with a 1-second request timeout
    Then 2 requests succeeded and 2 failed
    And every failure is reported as a timeout
    And the whole run finishes in under 3 seconds
    And 2 requests report a time to first token of 100 ms
