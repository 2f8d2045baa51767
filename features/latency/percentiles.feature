@latency
Feature: Percentiles
  Percentiles are taken the way numpy takes them by default: between two samples, a percentile sits
  on the straight line joining them (docs/metrics.md, "Distributions"). With six inter-token waits
  that double each time, the 90th percentile is 240 ms, where the nearest sample up (320 ms) or down
  (160 ms) would be another answer.

  Scenario: The 90th and 99th percentiles lie between the samples, not on them
    Given the model streams 7 one-word chunks
    And it waits 100 ms before the first chunk and 10, 20, 40, 80, 160 and 320 ms between the others
    When one streaming chat request is benchmarked
    Then the reported p90 inter-token latency is 240 ms within 5 ms
    And the reported p99 inter-token latency is 312 ms within 5 ms
    And the reported median inter-token latency is 60 ms within 5 ms
    And the reported mean inter-token latency is 105 ms within 5 ms
    And the p90 of the reported inter-token latency matches the timeline within 5 ms
