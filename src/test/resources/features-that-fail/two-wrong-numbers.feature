Feature: A scenario stating two numbers the model does not give, so every verdict can be read

  Scenario: Time to first token and the median inter-token latency are both stated wrong
    Given the model streams "The quick brown fox jumps" one word per chunk
    And it waits 250 ms before the first chunk and 400, 100, 400 and 100 ms between the others
    When one streaming chat request is benchmarked
    Then the reported time to first token is 230 ms within 5 ms
    And the reported median inter-token latency is 300 ms within 5 ms
    And the benchmark counted 5 output tokens
