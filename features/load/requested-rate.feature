@load
Feature: A stage's requested rate beside the rate it achieved
  Each stage report gives load_summary.requested_rate, the rate the stage asked for, and
  achieved_rate, its requests over the time from its first send to its last. A benchmark held to
  two requests in flight against answers of 200 ms cannot send more than 10 a second, whatever the
  stage asks.

  Scenario: Asked for 20 a second with two in flight, a stage achieves 10
    Given the model streams 2 one-word chunks, 100 ms apart, after 100 ms
    And the benchmark keeps at most 2 requests in flight
    When the model is benchmarked with streaming chat requests in stages:
      | requests per second | for |
      | 5                   | 2 s |
      | 20                  | 2 s |
    Then stage 1 requested 5 requests per second
    And stage 1 requested 5 requests per second and achieved 5.56 requests per second within 5 %
    And stage 2 requested 20 requests per second and achieved 10 requests per second within 10 %

  Scenario: A rate and a cap said in one sentence
    Given the model streams 2 one-word chunks, 100 ms apart, after 100 ms
    When the benchmark sends 40 requests at 20 per second, with at most 2 in flight
    Then stage 1 requested 20 requests per second and achieved 10 requests per second within 10 %
