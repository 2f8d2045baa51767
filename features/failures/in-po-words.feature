@failures
Feature: What goes wrong in every answer, in the words a product owner writes
  The faults of the other failure features, said of every answer the way people say them without
  the glossary open: "it resets the connection after 3 tokens", "it stops responding after 2
  tokens", "a fake model server that answers every request with HTTP 503", and the benchmark's
  patience as "the benchmark times out requests after 1 second" (docs/steps.md, "What goes wrong,
  in every answer").

  Scenario: A server that resets every connection after 3 tokens cuts every answer short
    Given a fake model server that streams 5 tokens 20 ms apart after 50 ms
    And it resets the connection after 3 tokens
    When the benchmark sends 3 requests one after another
    Then every request failed with a cut-short stream
    And each failure is reported as an incomplete stream

  Scenario: A server that hangs mid-answer: the benchmark gives up on every request
    Given a fake model server that streams 5 tokens 20 ms apart after 50 ms
    And it stops responding after 2 tokens without closing the connection
    And the benchmark times out requests after 1 second
    When the benchmark sends 2 requests one after another
    Then every request failed with a timeout
    And the run should take less than 3 seconds

  Scenario: A server that answers every request with HTTP 503
    Given a fake model server that answers every request with HTTP 503
    When the benchmark sends 3 requests one after another
    Then every request failed with an HTTP 503

  Scenario: A server that sends a malformed JSON chunk in every answer
    Given a fake model server that streams 5 tokens 20 ms apart after 50 ms
    And it sends a malformed JSON chunk after 3 tokens
    When the benchmark sends 2 requests one after another
    Then every request failed with invalid JSON

  Scenario: A healthy server, said without counting: no request fails
    Given a fake model server that streams 5 tokens 20 ms apart after 50 ms
    When the benchmark sends 4 requests, 2 at a time
    Then every request succeeds
    And no request fails
    And the report lists no failures

  Scenario: Faults on the requests a rule names, as many as the run sends
    Given a fake model server that streams 5 tokens 10 ms apart after 50 ms
    But requests 10, 20, 30 and so on get an HTTP 500 error straight away
    And requests 5, 15, 25 and so on have the connection closed after 2 tokens
    When the benchmark sends 20 requests with 4 at a time
    Then 16 requests succeed and 4 fail
    And the failures are broken down as 2 "HTTP 500" and 2 "connection dropped mid-answer"
    And requests 10 and 20 failed with HTTP 500
    And TTFT, ITL, latency and output tokens are computed from the 16 successful requests only

  Scenario: A server that goes silent on every 4th request does not hold the run past the timeout
    Given a fake model server that streams 5 tokens 10 ms apart after 50 ms
    But on every 4th request it sends 2 tokens and then goes silent without closing the connection
    And the benchmark's request timeout is 1 second
    When the benchmark sends 8 requests with 4 at a time
    Then 6 requests succeed and 2 fail
    And every failure is reported as a timeout
    And the run finishes in under 3 seconds

  Scenario: A server that never sends anything on a share of the requests: the timeout ends them
    Given a fake model server that streams 3 tokens 10 ms apart after 50 ms
    But it never sends anything on 1 of every 4 requests, keeping the connection open
    And the benchmark's request timeout is 1 second
    When the benchmark sends 8 requests with 4 at a time
    Then 6 requests succeed and 2 fail
    And every failure is reported as a timeout
    And TTFT, ITL, TPOT and latency statistics use only the 6 successful requests

  Scenario: Faults on requests named by their place: a timeout for those never answered, HTTP 500 for the others
    Given a fake model server that sends its first token 50 ms after a request arrives
    And then sends 3 tokens 10 ms apart
    But it accepts the 3rd and 7th requests but never sends anything back
    And the 4th and 8th requests get an HTTP 500 error
    And the benchmark's request timeout is 1 second
    When the benchmark sends 8 requests with 4 at a time
    Then the run finishes within 3 seconds and reports 4 successful requests and 4 failed requests
    And requests 3 and 7 failed with a timeout
    And the 4th and 8th requests failed with HTTP 500
    And the 1st and 2nd requests report a TTFT of 50 ms, give or take 10 ms

  Scenario: Several faults said as counts out of every so many requests
    Given a fake model server that normally sends its first token after 50 ms and then 4 more tokens 10 ms apart
    And out of every 5 requests it answers 1 with HTTP 503, cuts 1 stream off after 2 tokens without a finish reason, and never answers 1 at all
    When I send 10 requests at concurrency 5 with a request timeout of 1 second
    Then the report shows 4 successful and 6 failed requests
    And the failures are broken down as 2 HTTP 503, 2 cut-off streams and 2 timeouts

  Scenario: Faults said as counts out of the run, beside the requests answered normally
    Given the client gives up on a request after 1 second
    And a fake model server that normally sends its first token after 50 ms and then 4 more tokens 10 ms apart
    And out of 10 requests the server answers 5 normally, returns HTTP 500 for 2, closes the stream after 2 tokens for 2 and never sends a token for 1
    When I run the 10 requests at concurrency 5
    Then the report shows 5 successful and 5 failed requests
    And the median and p99 request latency, counted over successful requests only, are 90 ms, give or take 10 ms

  Scenario: Faults counted out of the run over several lines, the frame said once
    Given a fake model server with an OpenAI-compatible streaming chat endpoint
    And the benchmark waits at most 1 second for a request
    And the server sends its first token after 50 ms and then 4 more tokens 10 ms apart
    And of 10 requests the server answers 6 normally
    And it returns HTTP 500 for 2
    And it cuts off 1 stream after 2 tokens without finishing it, and never answers 1
    When I run the 10 requests at concurrency 5
    Then the report shows 6 successful and 4 failed requests
    And the failures are broken down as 2 HTTP 500, 1 cut-off stream and 1 timeout

  Scenario: Faults said as counts with no frame: so many of the requests the run sends
    # "3 requests" with no "out of": 3 of the 12 the When step sends, spread through them
    Given a fake model server that normally sends its first token after 50 ms and then 4 more tokens 10 ms apart
    And it answers 3 requests with HTTP 503 straight away, without a stream
    And it cuts off 2 requests' streams by closing the connection after 2 tokens, without a final chunk
    When the benchmark sends 12 requests, 3 at a time
    Then the report shows 7 successful and 5 failed requests
    And the failures are broken down as 3 HTTP 503 and 2 cut-off streams

  Scenario: An error answered after a wait: that error's wait, not every answer's first
    Given a fake model server that normally sends its first token after 50 ms and then 4 more tokens 10 ms apart
    And it answers the 3rd and 7th requests with HTTP 500 after 200 ms
    When the benchmark sends 10 requests one at a time
    Then the report shows 8 successful and 2 failed requests
    And the failures are broken down as 2 HTTP 500
    And the mean TTFT is 50 ms and the mean request latency is 90 ms

  Scenario: Failures said with their reasons: each failure the report lists carries a label
    Given a fake model server that sends its first token after 50 ms, then 4 more tokens 10 ms apart
    And it answers the 2nd request with HTTP 503
    And it closes the connection after 2 tokens on the 3rd request
    When the benchmark sends 4 requests one after the other
    Then the report shows 2 successful requests and 2 failed requests, each with its reason
