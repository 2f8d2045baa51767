@server-behaviour
Feature: What real servers do, each said in one sentence the way product owners write it
  Product owners describe a server without the glossary open: "takes 20 ms plus 1 ms per 10 prompt
  tokens before the first token", "goes quiet for 2 seconds after the 25th token before carrying
  on", "always answers with 300 tokens, whatever maximum is asked for". Each line here is read as
  one sentence about the server (docs/steps.md, "In the words people write") and played by the
  fake's timing models (docs/fake.md, "Timing models"); the numbers are the fake's recorded times.

  Numbers in this feature are judged within 20 ms.

  Scenario Outline: A long prompt's first token waits for the prefill, said per N prompt tokens
    Given a fake model server that <prefill>
    And it streams 3 tokens 10 ms apart
    And the prompt is 2000 words long
    When the benchmark sends 1 request
    Then the request reports a time to first token of 250 ms

    Examples:
      | prefill                                                                 |
      | takes 50 ms plus 1 ms per 10 prompt tokens before the first token       |
      | takes 50 ms plus 100 ms per 1,000 prompt tokens before the first token  |
      | takes 50 ms before the first token, plus 0.1 ms for every prompt token |

  Scenario Outline: The server goes quiet mid-answer, then carries on
    # The silence after the 25th token is the whole gap to the 26th: 50 + 28 x 10 + 500 = 830 ms
    Given a fake model server that sends its first token after 50 ms, then 29 more tokens 10 ms apart
    But it <pauses>
    When the benchmark sends 1 request
    Then the time to first token is 50 ms
    And the request latency is 830 ms within 5 ms

    Examples:
      | pauses                                                                    |
      | goes quiet for 500 ms after the 25th token before carrying on             |
      | pauses for 0.5 seconds after the 25th token before continuing             |
      | stalls for 500 ms after the 25th word, then resumes                       |

  Scenario Outline: A silence said with the token after it is the whole gap between the two
    # 50 ms to start, then 29 gaps: 28 of 10 ms and the one before the 26th token, which is the
    # silence itself: 50 + 28 x 10 + 500 = 830 ms
    Given a fake model server that sends its first token after 50 ms, then 29 more tokens 10 ms apart
    But <pauses>
    When the benchmark sends 1 request
    Then the request latency is 830 ms
    And the maximum ITL is 500 ms

    Examples:
      | pauses                                                                              |
      | it goes silent for 500 ms after the 25th token before sending the 26th token       |
      | after the 25th token the server pauses 500 ms before sending the 26th token        |
      | after the 25th token it pauses for 500 ms before sending the 26th                  |

  Scenario Outline: A server that ignores max_tokens: every answer runs past it
    Given a fake model server that <answers>
    And every request asks for at most 100 tokens
    When the benchmark sends 3 requests one after another
    Then 3 of the 3 answers ran past their max_tokens
    And the benchmark counted 900 output tokens in total

    Examples:
      | answers                                                            |
      | always answers with 300 tokens, whatever maximum is asked for      |
      | always writes 300 tokens whatever maximum is requested             |
      | ignores max_tokens and always writes 300 tokens                    |

  Scenario: A server that caches prompts starts a prompt it has seen sooner
    Given a fake model server that caches prompts it has already seen
    And it takes 400 ms to the first token for a new prompt and 50 ms for a cached one
    And it streams 3 tokens 10 ms apart
    When the benchmark sends the same prompt 3 times, one after another
    Then the first request reports a time to first token of 400 ms
    And the second request reports a time to first token of 50 ms
    And the third request reports a time to first token of 50 ms

  Scenario: A long uncached prompt, then the same prompt from the cache
    Given a fake model server that takes 800 ms to the first token for an uncached 4000-token prompt
    And it takes 100 ms when the prompt was seen before, reporting the cached prompt tokens in its usage
    And it streams 3 tokens 10 ms apart
    When the benchmark sends the same 4000-token prompt 2 times, one after another
    Then the first request reports a time to first token of 800 ms
    And the second request reports a time to first token of 100 ms

  Scenario: Empty chunks in the first 300 ms do not start the clock
    Given a fake model server that sends 3 empty chunks in the first 300 ms
    And then sends its first real token 400 ms after the request, followed by 20 more 10 ms apart
    When the benchmark sends 1 request
    Then the request reports a time to first token of 400 ms
    And the request produced 21 output tokens
    And the request latency is 600 ms

  Scenario: Faults on a share of the requests, each share its own requests
    Given a fake model server that streams 12 tokens 5 ms apart after 20 ms
    But it answers 4 of every 20 requests with HTTP 500 "internal error"
    And it drops the connection after 10 tokens on 2 of every 20 requests
    When the benchmark sends 20 requests one after another
    Then 14 requests succeeded and 6 requests failed
    And requests 5, 10, 15 and 20 failed with an HTTP 500
    And requests 9 and 19 failed with a dropped connection

  Scenario: Three faults, each on a share of its own, over 100 requests
    Given a fake model server that streams 25 tokens 2 ms apart after 10 ms
    And it answers 10 of every 100 requests with an HTTP 500 error
    And it drops the connection after 20 tokens on another 10 of every 100 requests
    And on 1 of every 10 requests it goes silent after 5 tokens without closing the connection
    And the benchmark gives up on a request after 1 second
    When the benchmark sends 100 requests, 10 at a time
    Then 70 requests succeeded and 30 requests failed
    And the error rate is 30%

  Scenario: A batching server's pace said only for the requests in flight the scenario sends
    # Said for 4 in flight and nothing else, the pace holds for fewer too: the first request
    # may arrive before the other 3. 200 ms + 10 gaps x 40 ms = 600 ms
    Given a simulated model server that streams chat answers one token per chunk
    And the server takes 200 ms to the first token and 40 ms between tokens while 4 requests are in flight
    And every answer is 11 tokens long
    When the benchmark sends 4 requests at the same time
    Then the mean TTFT is 200 ms, the mean ITL is 40 ms and the mean request latency is 600 ms
    And the time between tokens should be 40 ms
