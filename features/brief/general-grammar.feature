@latency
Feature: General grammar a product owner uses without the glossary open
  As a product owner, I want to say "has" as well as "shows", name the tolerance as a Given in my own
  words, script the server as "answers after … with …", call the empty chunks "chunks with no text",
  write "one request after the other" and head a table "the per-request values are:", and have each
  line judged as the glossary step that says the same (docs/steps-sentences.md).

  Background:
    Given reported times may differ from the expected values by at most 10 ms

  Scenario: The server answers after a wait with a number of tokens, the requests "have" numbers
    Given the server answers every request after 100 ms with 5 tokens 10 ms apart
    When tokenpace sends 3 requests, one request after the other
    Then the first request has a TTFT of 100 ms and a request latency of 140 ms
    And requests 2 to 3 each have a TTFT of 100 ms and a request latency of 140 ms
    And every request has an ITL of 10 ms
    And the per-request values are:
      | request | TTFT   | request latency |
      | 1       | 100 ms | 140 ms          |
      | 2 to 3  | 100 ms | 140 ms          |

  Scenario: Each answer starts after a wait and streams, and both requests have the same numbers
    Given allow 10 ms either way
    And each answer starts after 200 ms and streams 4 tokens 20 ms apart
    When we send 2 requests one after another
    Then both requests have a TTFT of 200 ms and a request latency of 260 ms
    And 2 requests have a TPOT of 20 ms

  Scenario: A stall said "pauses for … between the 3rd and the 4th token", chunks with no text first
    Given the server sends chunks with no text at 50 ms and 80 ms
    And it sends its first token at 100 ms, then 4 more tokens 20 ms apart
    And it pauses for 500 ms instead of 20 ms between the 3rd and the 4th token
    When tokenpace sends 1 request
    Then the request has a TTFT of 100 ms and a request latency of 660 ms
    And the report shows a maximum ITL of 500 ms

  Scenario: The same prompt twice, one request after the other
    Given the server answers every request after 100 ms with 3 tokens 10 ms apart
    When tokenpace sends the same prompt twice, one request after the other
    Then the first request has a TTFT of 100 ms
    And the second request has a TTFT of 100 ms

  Scenario: A server error and a cut connection, in the words people write for them
    Given the server answers every request after 100 ms with 5 tokens 10 ms apart
    And it rejects requests 2 and 4 at once with a server error
    And it cuts the connection on request 5 after 3 tokens, without finishing the stream
    When tokenpace sends 5 requests, one request after the other
    Then the report shows 2 requests succeeded and 3 failed
    And requests 2 and 4 failed with an HTTP 500
    And requests 1 and 3 each have a TTFT of 100 ms and a request latency of 140 ms

  Scenario: A number and its tolerance said any way: subject, verb, value, tolerance
    Given the server answers every request after 100 ms with 5 tokens 10 ms apart
    When tokenpace sends 3 requests, one request after the other
    Then its TTFT is 100 ms give or take 10 ms
    And the median time-to-first-token should be about 100 ms
    And the e2e latency must be 140 ms (± 15 ms)
    And every request's ITL should be 10 ms ± 50%
    And the report says a p50 TTFT of 100 ms to within 10 ms and a max request latency of ~140 ms
    And its 95th-percentile first token latency comes to between 90 and 110 ms
    And the mean TPOT is close to 10 ms and the min TTFT is 100 ms plus or minus 10 ms

  Scenario: One sentence about how the model answers, its parts in the writer's own order
    Given a model that takes 150 ms to produce the first token and then emits 6 tokens at 20 ms intervals
    When tokenpace sends 2 requests, one request after the other
    Then both requests have a TTFT of 150 ms and a request latency of 250 ms
    And every request has an ITL of 20 ms

  Scenario: One sentence about the load, its parts in the writer's own order
    Given a model that responds with its first token after 100 ms, then sends 4 more tokens every 20 ms
    When we run 4 requests with a concurrency of 2, each asking for at most 5 tokens
    Then every request has a TTFT of 100 ms and a request latency of 180 ms
