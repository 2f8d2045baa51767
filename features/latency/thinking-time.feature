@latency
Feature: Thinking time, the time to first answer token less the time to first token
  A reasoning model thinks before it answers: its first chunks carry reasoning, the answer comes
  after. The time to first token counts to its first token of either kind, the time to first output
  token to its first answer token; the difference is how long it thought. A number stated with
  "about" is judged within the tolerance this feature states.

  Numbers in this feature are judged within 5 ms.

  Scenario: Four thinking chunks, 20 ms apart, before the answer are 80 ms of thinking
    Given the model streams 4 thinking chunks and then 3 answer chunks, 20 ms apart, after 100 ms
    When one streaming chat request is benchmarked
    Then the reported time to first token is about 100 ms
    And the time to first answer token should be about 180 ms
    And the thinking time is about 80 ms
    And the reported time to first output token minus the reported time to first token is 80 ms within 5 ms
    And the request latency should be about 220 ms
