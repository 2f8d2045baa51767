@service-levels
Feature: Goodput: the share of the successes that met every service level
  Service levels are goodput constraints in the run's YAML (report.goodput.constraints); the
  reports give successes.goodput_metrics as inference-perf defines it (docs/metrics.md, "Goodput").
  A request meets a limit when its number is at most the limit, so one just inside counts and one
  just outside does not.

  Numbers in this feature are judged within 5 ms.

  Scenario: A request just inside a limit counts, one just outside does not
    Given service limits of 200 ms time to first token, 50 ms time per output token and 1 second request latency
    And the model streams 5 one-word chunks, 40 ms apart, after 100 ms
    And the model answers the requests as this table says:
      | request | first-token delay |
      | 2       | 190 ms            |
      | 3       | 210 ms            |
    When 4 streaming chat requests are benchmarked one after another
    Then all 4 requests succeeded
    And every request's time per output token is about 40 ms
    And request 2 meets the service levels
    And request 3 misses the service levels
    And the goodput is 75%, that is 3 out of 4 requests
    And stage 1's goodput is 75 %

  Scenario: A limit on normalized time per output token counts the first token's wait
    Given service limits of 70 ms normalized time per output token
    And the model streams 5 one-word chunks, 40 ms apart, after 100 ms
    And the model answers the requests as this table says:
      | request | first-token delay |
      | 2       | 300 ms            |
    When 3 streaming chat requests are benchmarked one after another
    Then all 3 requests succeeded
    And request 2 misses the service levels
    And requests 1 and 3 meet the service levels
    And the goodput is 66.7%, that is 2 out of 3 requests

  Scenario: A limit on the mean inter-token latency
    Given a request meets its service level when its inter-token latency is at most 30 ms
    And service limits of 150 ms request latency
    And the model streams 3 one-word chunks, 20 ms apart, after 50 ms
    And the model answers the requests as this table says:
      | request | gaps     |
      | 2       | 45 45 ms |
    When 3 streaming chat requests are benchmarked one after another
    Then the first request meets the service levels
    And the second request misses the service levels
    And requests 1 and 3 meet the service levels
    And the goodput is 66.7%

  Scenario: A one-word answer has no inter-token latency, so it cannot meet a limit on it
    Given a request meets its service level when its inter-token latency is at most 30 ms
    And the model streams 3 one-word chunks, 20 ms apart, after 50 ms
    And the model answers the requests as this table says:
      | request | answer |
      | 2       | alpha  |
    When 3 streaming chat requests are benchmarked one after another
    Then all 3 requests succeeded
    And request 2 misses the service levels
    And requests 1 and 3 meet the service levels
    And the goodput is 66.7%, that is 2 out of 3 requests
