@latency
Feature: Inter-token latency
  Inter-token latency is the wait between one token and the next. With uneven gaps (400 and 100 ms)
  its minimum, maximum, mean and median are all different, so each one is checked on its own.

  Scenario: Inter-token latency follows uneven gaps, statistic by statistic
    Given the model streams "The quick brown fox jumps" one word per chunk
    And it waits 250 ms before the first chunk and 400, 100, 400 and 100 ms between the others
    When one streaming chat request is benchmarked
    Then the reported inter-token latency matches the timeline within 5 ms
    And the minimum of the reported inter-token latency matches the timeline within 5 ms
    And the maximum of the reported inter-token latency matches the timeline within 5 ms
    And the mean of the reported inter-token latency matches the timeline within 5 ms
    And the median of the reported inter-token latency matches the timeline within 5 ms
    And the reported inter-chunk latency matches the timeline within 5 ms
