@tokens
Feature: Words split across chunks
  Gateways that batch characters cut the stream every few characters, not at token boundaries, so a
  word often begins in one chunk and ends in the next. A token counts once, in the chunk that
  completes it: the chunk holding its last character. Counting each chunk on its own would count
  every split word twice, and inter-token latency would shrink with it (docs/metrics.md, "Token
  count of an event", worked example E).

  Scenario: Ten words in six-character chunks keep a 30 ms inter-token latency
    # "alpha ", "beta g", "amma d", "elta e", "psilon", " zeta ", "eta th", "eta io", "ta kap", "pa":
    # each chunk completes exactly one word, so each token is 30 ms after the one before it.
    Given the model streams "alpha beta gamma delta epsilon zeta eta theta iota kappa" in chunks of 6 characters, 30 ms apart, after 100 ms
    When one streaming chat request is benchmarked
    Then the benchmark counted 10 output tokens
    And the reported inter-token latency has 9 samples
    And the reported inter-token latency is 30 ms within 5 ms
    And the reported median inter-token latency is 30 ms within 5 ms
    And the reported time per output token is 30 ms within 5 ms
    And the reported time to first token is 100 ms within 5 ms
    And the reported inter-token latency matches the timeline within 5 ms
    And the reported time per output token matches the timeline within 5 ms

  Scenario: Accented characters split across chunks count each word once, where it ends
    # "caf", "é n", "aïv", "e r", "ésu", "mé": café ends in the 2nd chunk, naïve in the 4th, résumé
    # in the 6th; the chunks in between complete no word and bear no token.
    Given the model streams "café naïve résumé" in chunks of 3 characters, 30 ms apart, after 100 ms
    When one streaming chat request is benchmarked
    Then the benchmark counted 3 output tokens
    And the reported time to first token is 130 ms within 5 ms
    And the reported inter-token latency has 2 samples
    And the reported inter-token latency is 60 ms within 5 ms
    And the reported time per output token is 60 ms within 5 ms
    And the reported inter-token latency matches the timeline within 5 ms
    And the reported time to first token matches the timeline within 5 ms

  Scenario: A character's bytes split across chunks count with the chunk that completes it
    # UTF-8 bytes cut every 4: "caf" + half of é, the other half + " na", "ïve", " ré",
    # "sum" + half of é, its other half. café ends in the 2nd chunk, naïve in the 3rd, résumé in the
    # 6th: gaps of 30 and 90 ms.
    Given the model streams "café naïve résumé" in chunks of 4 bytes, 30 ms apart, after 100 ms
    When one streaming chat request is benchmarked
    Then the benchmark counted 3 output tokens
    And the reported time to first token is 130 ms within 5 ms
    And the reported inter-token latency has 2 samples
    And the reported minimum inter-token latency is 30 ms within 5 ms
    And the reported maximum inter-token latency is 90 ms within 5 ms
    And the reported time per output token is 60 ms within 5 ms
    And the reported inter-token latency matches the timeline within 5 ms
    And the reported time to first token matches the timeline within 5 ms
