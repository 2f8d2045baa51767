Feature: Numbers said without any tolerance
  A feature that states no tolerance holds every number said without one of its own to the suite's
  default, 5 ms, and the report says so under each step that used it.

  Scenario: A product owner's numbers, with no tolerance said anywhere
    Given a fake model server that sends its first token after 100 ms, then 9 more tokens 20 ms apart
    When the benchmark sends 2 requests one after another
    Then the report shows a TTFT of 100 ms, an ITL of 20 ms and a request latency of 280 ms

  Scenario: A throughput said on its own, held to the default share
    Given a fake model server that sends its first token after 100 ms, then 9 more tokens 20 ms apart
    When the benchmark sends 1 request
    Then the output throughput is about 35.7 tokens per second
