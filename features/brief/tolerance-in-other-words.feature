Feature: A tolerance said once, in other words than the glossary's
  Product owners state how far the report may be off once, in the Background, the way they would
  tell a colleague; every number said without its own tolerance ("about 100 ms", "a TTFT of 100 ms")
  is then judged within it, and the report logs under each step which tolerance it applied.

  Background:
    Given unless a scenario says otherwise, timings in the report may be off by 5% or 5 ms, whichever is larger

  Scenario: A short number is held to 5 ms, a long one to 5% of itself
    Given a fake model server that sends its first token after 100 ms, then 19 more tokens 50 ms apart
    When the benchmark sends 1 request
    Then the time to first token is about 100 ms
    And the request latency is about 1050 ms
    And the report shows a TTFT of 100 ms and an ITL of 50 ms
