@latency
Feature: Free-form words for the fake's script, the sender and the report
  As a product owner who writes release checks without the glossary open,
  I want to name the product as the sender, say "shows" after any subject, write a metric's
  name then its number, and script the fake server in plain words,
  and have each line judged as the glossary step that says the same (docs/steps-sentences.md).

  Numbers in this feature are judged within 10 ms.

  Scenario: One request, its numbers said compactly
    Given a fake server that gives the first word after 100 ms, then 4 more words 20 ms apart
    When tokenpace sends 1 request
    Then the request shows TTFT 100 ms, latency 180 ms and 5 output tokens
    And it shows median ITL 20 ms, maximum ITL 20 ms and TPOT 20 ms
    And the report shows TTFT 100 ms, not 50 ms

  Scenario: The first request against the others, sent by the product
    Given the first request waits 300 ms before its first word
    And every later request waits 100 ms before its first word
    And every answer has 3 words 10 ms apart
    When tokenpace sends 4 requests one after the other
    Then the first request shows TTFT 300 ms and latency 320 ms
    And the other 3 requests show TTFT 100 ms
    And the run shows mean TTFT 150 ms, maximum TTFT 300 ms, ITL 10 ms for every request, and 4 succeeded

  Scenario: A server that handles 2 at a time and queues the others
    Given a fake server that handles at most 2 requests at a time and queues the others
    And each request gets its first word after 100 ms, then 3 more words 20 ms apart
    When we send 4 requests at the same moment
    Then the report shows 2 requests with TTFT 100 ms and latency 160 ms
    And 2 requests show TTFT 260 ms
    And every request shows ITL 20 ms

  Scenario: Every third request fails with HTTP 500
    Given a fake server that answers every third request with HTTP 500 and no tokens
    And it sends its first word at 100 ms, then 2 more words 10 ms apart
    When tokenpace sends 6 requests one after the other
    Then the report shows 4 requests succeeded and 2 failed
    And the report shows TTFT 100 ms for requests 1, 2, 4 and 5

  Scenario: A pause in the middle of every answer
    Given a fake server that gives the first word after 100 ms, then 9 more words 20 ms apart
    And it pauses 500 ms instead of 20 ms between the 6th and 7th words
    When tokenpace sends 1 request
    Then it shows maximum ITL 500 ms, median ITL 20 ms and latency 760 ms
    And the request shows TTFT 100 ms and 10 output tokens

  Scenario: Both requests of two
    Given a fake server that gives the first word after 50 ms, then 4 more words 10 ms apart
    When we send 2 requests one after the other
    Then both requests show TPOT 10 ms and TTFT 50 ms
    And the second request shows latency 90 ms

  Scenario: A server slow to start only on its first request
    Given a fake server that gives its first word after 300 ms on its first request and after 100 ms on every later request
    And every answer has 3 words 10 ms apart
    When tokenpace sends 3 requests one after the other
    Then the first request shows TTFT 300 ms and the other two show TTFT 100 ms

  Scenario: A first word that waits on the prompt's length
    Given a fake server that gives its first word after 20 ms plus 1 ms per prompt token
    And it streams 3 words 10 ms apart
    And the prompt is 200 words long
    When tokenpace sends 1 request
    Then the request shows TTFT 220 ms and latency 240 ms

  Scenario: Empty chunks before the first word, each at its own time
    Given a fake server that sends empty chunks at 50 ms, 100 ms and 150 ms
    And it sends its first word at 200 ms, then 4 more words 25 ms apart
    When tokenpace sends 1 request
    Then the request shows TTFT 200 ms, latency 300 ms and 5 output tokens

  Scenario: A server that starts every waiting request as one batch
    Given a fake server that waits until 50 ms after the first request arrives, then starts all waiting requests as one batch
    And it streams 2 words 50 ms apart after 100 ms
    When tokenpace sends 4 requests at the same moment
    Then every request shows TTFT 150 ms and latency 200 ms
