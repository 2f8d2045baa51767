@load @needs-shards
Feature: A run split over several load generators reports as one run
  One load generator runs out of cores before a cluster runs out of capacity, so a run can be
  split: each load generator plays its share of the same schedule from one agreed instant, and
  merging their reports gives the reports of the whole run. The merged numbers are held to the
  same definitions and the same timelines as a run played by one load generator. (Throughput spans
  the load generators' clocks, so it is only as exact as they agree: docs/sharding.md.)

  Scenario: Three load generators merged report the whole run's percentiles
    Given the model streams "one two three four five" one word per chunk
    And it waits 120 ms before the first chunk and 20, 40, 60 and 80 ms between the others
    When 12 streaming chat requests are benchmarked, 3 at a time, split over 3 load generators and merged
    Then all 12 requests succeeded
    And every request sent is accounted for: successes plus failures equal the requests sent
    And the median of the reported time to first token matches the timeline within 5 ms
    And the p90 of the reported inter-token latency matches the timeline within 5 ms
    And the mean of the reported time per output token matches the timeline within 5 ms
    And the p99 of the reported request latency matches the timeline within 5 ms
    And the reported median time to first token is 120 ms within 5 ms
    And the reported median inter-token latency is 50 ms within 5 ms
    And stage 1 sent 12 requests
