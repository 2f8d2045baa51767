@fake
Feature: The fake model keeps its delay profile
  Every other feature trusts the fake model's clock. So first: the model really pauses as scripted,
  and the benchmark sees those pauses; otherwise a metric check could pass by accident.

  Scenario: The model pauses as scripted and the pauses reach the benchmark
    Given the model streams "The quick brown fox jumps" one word per chunk
    And it waits 250 ms before the first chunk and 400, 100, 400 and 100 ms between the others
    When one streaming chat request is benchmarked
    Then the model sent the first chunk 250 ms after it received the request, within 5 ms
    And the model sent the chunks 400, 100, 400 and 100 ms apart, within 5 ms
    And the benchmark received the chunks 400, 100, 400 and 100 ms apart, within 5 ms
