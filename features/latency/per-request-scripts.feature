@latency
Feature: Requests that differ within one run
  Every request to a model plays the model's script unless a table or a rule gives it its own: its
  wait before the first chunk, its gaps, its answer, or a fault. Requests are counted in the order
  they were sent, so these runs send one request after another.

  Numbers in this feature are judged within 5 ms.

  Scenario: Twenty first-token waits going up by 10 ms give the p90 the model played
    Given the model streams 3 one-word chunks, 10 ms apart, after 10 ms
    And it waits 10 ms before the first chunk of request 1, 20 ms for request 2, and so on up to 200 ms for request 20
    When 20 streaming chat requests are benchmarked one after another
    Then 20 requests succeeded
    And the reported p90 time to first token is about 181 ms
    And the reported minimum time to first token is about 10 ms
    And the reported maximum time to first token is about 200 ms
    And the time to first token of the 12th request is about 120 ms

  Scenario: A table gives each request its own first-token wait, gaps, answer and fault
    Given the model streams 3 one-word chunks, 10 ms apart, after 50 ms
    And the model answers the requests as this table says:
      | request | first-token delay | gaps     | answer           | fault      |
      | 1       | 100 ms            |          |                  |            |
      | 2       | 30 ms             | 40 20 ms | alpha beta gamma |            |
      | 3       |                   |          |                  | status 503 |
      | 4       | 80 ms             | 15 ms    | 5 words          |            |
    And the model waits 60 ms before the first chunk of request 5
    When 5 streaming chat requests are benchmarked one after another
    Then 4 requests succeeded and 1 failed
    And the third request failed, labelled "503 - Service Unavailable"
    And the requests' numbers are:
      | request | time to first token | request latency |
      | 1       | about 100 ms        | about 120 ms    |
      | 2       | about 30 ms         | about 90 ms     |
      | 4       | about 80 ms         | about 140 ms    |
      | 5       | 60 ms within 5 ms   | 80 ms within 5 ms |
    And the inter-token latency of request 4 is about 15 ms
