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
