@latency
Feature: Product owners' words for busy and caching servers, named prompts and per-request lists
  As a product owner who writes release checks without the glossary open,
  I want to state the fake's fidelity once, name the prompts a run sends ("prompts A, A, B and A",
  "prompts of 100, 200 and 400 tokens"), state a prompt cache as two first waits, and list each
  request's numbers ("TTFT of 100, 100, 280 and 280 ms", "20 output tokens in total"),
  and have each line drive the fake and be judged from its timeline (docs/steps-sentences.md).

  Numbers in this feature are judged within 10 ms.

  Background:
    Given a fake model server that sends one token per stream chunk, follows its timing script exactly and adds no network delay
    And every time below is measured from the moment tokenpace sends the request

  Scenario: A busy server: each request's numbers listed, whichever request had which, and the tokens in total
    Given the server works on at most 2 requests at a time and queues the rest in arrival order
    And each request waits 100 ms before its first token, then streams 5 tokens 20 ms apart
    When tokenpace sends 4 requests at the same moment
    Then the report shows TTFT of 100, 100, 280 and 280 ms and request latency of 180, 180, 360 and 360 ms
    And it shows mean TTFT 190 ms, TPOT 20 ms for every request and 20 output tokens in total

  Scenario: A prompt cache stated as two first waits, over prompts named by letter
    Given the server takes 300 ms to the first token for a prompt it has not seen before
    And it takes 60 ms for a prompt it has already seen, and every answer is 3 tokens, 20 ms apart
    When tokenpace sends prompts A, A, B and A one after another
    Then the report shows TTFT of 300, 60, 300 and 60 ms
    And it shows request latency of 340, 100, 340 and 100 ms, with mean TTFT 180 ms

  Scenario: The same prompt again and again, the cache stated in one sentence
    Given a fake server that gives its first word after 250 ms for a new prompt and after 50 ms for a prompt it has seen before
    And every answer has 2 words 10 ms apart
    When the same prompt is sent 3 times, one after another
    Then their TTFTs are 250 ms, 50 ms and 50 ms
    And the report shows a median TTFT of 50 ms

  Scenario: Prompts of stated lengths, each read before its first token
    Given the server's time to first token is 50 ms plus 0.5 ms per prompt token
    And every answer is 3 tokens, 10 ms apart
    When tokenpace sends prompts of 100, 200 and 400 tokens one after another
    Then the report shows TTFT of 100, 150 and 250 ms
    And request latencies are 120, 170 and 270 ms
    And all 3 requests report a TPOT of 10 ms and an ITL of 10 ms

  Scenario: One request with a long prompt
    Given a fake model server that spends 20 ms plus 0.1 ms per prompt token before its first word
    And it streams 3 words 10 ms apart
    When the benchmark sends 1 request with a 1000-token prompt
    Then the report shows a TTFT of 120 ms and a request latency of 140 ms

  Scenario: Empty chunks, then the first real token followed by more
    Given for each request it sends empty chunks at 30 and 60 ms
    And then sends its first real token at 150 ms, followed by 3 more tokens 20 ms apart
    When tokenpace sends 1 request
    Then the report shows TTFT 150 ms, not 30 ms
    And it shows 4 output tokens, request latency 210 ms and TPOT 20 ms

  Scenario: A misbehaving server: an error, a stream cut short, and the figures of the successes only
    Given every answer is 4 tokens, 20 ms apart
    And it answers the 2nd request with an HTTP 500 error
    And it cuts off the stream of the 4th request after 2 tokens, without finishing the answer
    When tokenpace sends 5 requests one after another
    Then the report shows 3 successful and 2 failed requests
    And it shows mean TTFT 20 ms, mean latency 80 ms and 12 output tokens in total
