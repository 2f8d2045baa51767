Feature: A tolerance said as a share of each number
  Reported times are checked within 5% of the stated value.

  Scenario: Prompts of listed lengths, each request's first token within 5% of its own number
    # 50 ms plus 0.1 ms per prompt token: 100 ms for 500 tokens, 150 ms for 1,000, 350 ms for 3,000.
    Given a fake server that sends the first token after 50 ms plus 0.1 ms per prompt token
    And its answers have 5 tokens, 10 ms apart
    When the benchmark sends 3 requests one at a time with prompts of 500, 1000 and 3000 tokens
    Then request 1 reports a time to first token of about 100 ms
    And request 2 reports a time to first token of about 150 ms
    And request 3 reports a time to first token of about 350 ms

  Scenario: Empty chunks before the first token, said for every request
    Given a fake server that, for every request, sends a chunk with only the assistant role after 50 ms and a chunk with empty content after 100 ms
    And then sends its first real token after 300 ms, followed by 4 more 20 ms apart
    When the benchmark sends 2 requests one at a time
    Then every request reports a time to first token of about 300 ms
