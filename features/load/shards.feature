@load @needs-shards
Feature: A run split over several load generators reports as one run
  One load generator runs out of cores before a cluster runs out of capacity, so a run can be
  split: each load generator plays its share of the same schedule from one agreed instant, and
  merging their reports gives the reports of the whole run. The merged numbers are held to the
  same definitions and the same timelines as a run played by one load generator. Each merged stage
  reports what the whole run asked of it, not one load generator's share. Load generators on
  separate machines time their requests by clocks that read differently; each shard's manifest
  records where its clock sits in wall-clock time, and the merge puts every request on one timeline
  by it.
  (Throughput spans the load generators' clocks, so it is only as exact as their wall clocks agree:
  docs/sharding.md.)

  Scenario: Three load generators merged report the whole run's percentiles
    Given the model streams "one two three four five" one word per chunk
    And it waits 120 ms before the first chunk and 20, 40, 60 and 80 ms between the others
    When 12 streaming chat requests are benchmarked, 3 at a time, split over 3 load generators and merged
    Then all 12 requests succeeded
    And every request sent is accounted for: successes plus failures equal the requests sent
    And stage 1 sent 12 requests
    And stage 1 asked for 3 requests in flight
    And the median of the reported time to first token matches the timeline within 5 ms
    And the p90 of the reported inter-token latency matches the timeline within 5 ms
    And the mean of the reported time per output token matches the timeline within 5 ms
    And the p99 of the reported request latency matches the timeline within 5 ms
    And the reported median time to first token is 120 ms within 5 ms
    And the reported median inter-token latency is 50 ms within 5 ms

  Scenario: Each merged stage shows the rate the whole run asked for, not one load generator's share
    Given the model streams 3 one-word chunks, 20 ms apart, after 100 ms
    When the model is benchmarked with streaming chat requests in stages, split over 2 load generators and merged:
      | requests per second | for |
      | 5                   | 2 s |
      | 10                  | 1 s |
    Then all 20 requests succeeded
    And stage 1 sent 10 requests
    And stage 2 sent 10 requests
    And stage 1 requested 5 requests per second and achieved 5.56 requests per second within 5 %
    And stage 2 requested 10 requests per second
    And the report of stage 2 matches its definitions

  Scenario: A load generator whose clock reads 5 s ahead, as its manifest says, still merges onto one timeline
    Given the model streams 3 one-word chunks, 20 ms apart, after 100 ms
    And load generator 2 runs on a machine whose clock reads 5 s ahead of the first one's, as its shard manifest records
    When the model is benchmarked with streaming chat requests in stages, split over 2 load generators and merged:
      | requests per second | for |
      | 10                  | 1 s |
    Then all 10 requests succeeded
    And the reported throughput matches its definition
    And the reported request throughput is 9.6 requests per second within 5 %
    And stage 1 requested 10 requests per second and achieved 11.1 requests per second within 5 %
    And the median of the reported time to first token matches the timeline within 5 ms
