@latency
Feature: A model server slow to read a long prompt
  A request starts when the benchmark sends it, not when the model has finished reading it. A busy
  model may leave a long prompt unread for a while; the benchmark's write then waits, and that wait
  is part of what the user waits for. So time to first token and request latency count it: the
  benchmark's start can never be later than the moment the model received the request. (The
  model's waits count from when it received the request, so the first chunk comes after the read.)

  Scenario: A model slow to read a long prompt: time to first token includes the wait
    Given the model streams "one two three" one word per chunk
    And it waits 800 ms before the first chunk and 50 ms between the others
    And the prompt is 1000000 words long
    And the model takes 200 ms to start reading each request
    When one streaming chat request is benchmarked
    Then the reported time to first token is 800 ms within 5 ms
    And the reported request latency is 900 ms within 5 ms
    And the reported time to first token matches the timeline within 5 ms
    And the reported request latency matches the timeline within 5 ms
