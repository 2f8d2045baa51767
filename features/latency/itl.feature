@latency
Feature: Inter-token latency
  Inter-token latency is the wait between one token and the next. With uneven gaps (400 and 100 ms)
  its minimum, maximum, mean and median are all different, so each one is checked on its own.

  Scenario: Inter-token latency follows uneven gaps, statistic by statistic
    Given the model streams "The quick brown fox jumps" one word per chunk
    And it waits 250 ms before the first chunk and 400, 100, 400 and 100 ms between the others
    When one streaming chat request is benchmarked
    Then the reported inter-token latency matches the timeline within 5 ms
    And the reported minimum inter-token latency is 100 ms within 5 ms
    And the reported maximum inter-token latency is 400 ms within 5 ms
    And the reported mean inter-token latency is 250 ms within 5 ms
    And the reported median inter-token latency is 250 ms within 5 ms
    And the reported p90 inter-token latency is 400 ms within 5 ms
    And the reported minimum inter-chunk latency is 100 ms within 5 ms
    And the reported maximum inter-chunk latency is 400 ms within 5 ms
