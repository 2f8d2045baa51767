@load
Feature: A run in stages
  A run may step its load up in stages, one after another; each stage gets a report of its own
  (stage_1_lifecycle_metrics.json is the second stage: files count from 0). A stage's achieved rate
  is inference-perf's: its requests over the time from its first send to its last. Ten requests sent
  every 200 ms span 1.8 s, so they achieved 10 / 1.8 = 5.56 requests per second for the 5 asked;
  ten every 100 ms achieved 11.1 for the 10 asked.

  Scenario: Two stages, five then ten requests a second, each with its own report
    Given the model streams 5 one-word chunks, 20 ms apart, after 100 ms
    When the model is benchmarked with streaming chat requests in stages:
      | requests per second | for |
      | 5                   | 2 s |
      | 10                  | 1 s |
    Then the benchmark sent 20 requests
    And all 20 requests succeeded
    And stage 1 sent 10 requests
    And stage 2 sent 10 requests
    And the report of stage 1 matches its definitions
    And the report of stage 2 matches its definitions
    And stage 1 achieved 5.56 requests per second within 2 %
    And stage 2 achieved 11.1 requests per second within 2 %
    And every successful request's time to first token is 100 ms within 5 ms
