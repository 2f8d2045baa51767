@server-behaviour
Feature: A model server whose timing works the way real ones do
  Real servers are not a fixed delay: a long prompt takes longer to read before the first word, a
  prompt the server has read before is cached and starts sooner, a batching server makes a request
  wait for the batch ahead of it, a server that batches continuously answers slower the more
  requests it has in flight (by steps, or by so much more for every other request: the first word
  by the requests it finds when one arrives, each gap by those in flight at that moment), a busy server
  stalls mid-answer, some send empty chunks before the first word, and some ignore max_tokens. The model here does each of these (docs/fake.md, "Timing
  models"), and the benchmark's numbers follow what the model really did.

  Numbers in this feature are judged within 10 ms.

  Scenario: A long prompt's first word comes later: the model reads 2,000 prompt words first
    Given the model streams 3 one-word chunks, 20 ms apart, after 50 ms
    And the model takes 100 ms per 1,000 prompt tokens to read the prompt before its first chunk
    And the prompt is 2000 words long
    When one streaming chat request is benchmarked
    Then 1 request succeeded
    And the reported time to first token is about 250 ms
    And the reported time to first token matches the timeline within 10 ms

  Scenario: A prompt the model has read before starts sooner
    # The benchmark's mock prompts come round every fourth request (6, 9, 5 and 8 words): from the
    # fifth request on, all but the last word of each prompt is cached.
    Given the model streams 2 one-word chunks, 10 ms apart, after 50 ms
    And the model takes 10 ms per prompt token to read the prompt before its first chunk
    And the model caches the prompts it has read, in blocks of 1 token
    When 8 streaming chat requests are benchmarked one after another
    Then 8 requests succeeded
    And the time to first token of each request, in the order scheduled, is about 110, 140, 100, 130, 60, 60, 60 and 60 ms

  Scenario: A repeated prompt's faster start comes with its cached tokens in the report
    # As above: from the fifth request on, the model has read all but the last word of each prompt
    # (5 + 8 + 4 + 7 words) and reports them in its usage as cached.
    Given the model streams 2 one-word chunks, 10 ms apart, after 50 ms
    And the model takes 10 ms per prompt token to read the prompt before its first chunk
    And the model caches the prompts it has read, in blocks of 1 token
    When 8 streaming chat requests are benchmarked one after another
    Then 8 requests succeeded
    And the time to first token of each request, in the order scheduled, is about 110, 140, 100, 130, 60, 60, 60 and 60 ms
    And the report says 24 of the prompt tokens were cached

  Scenario: A seen prompt's cached share said as so many of its tokens
    # vLLM caches whole blocks and computes the last one again: 900 of 1000 is blocks of 100
    Given a fake server that sends its first token after 300 ms for a prompt it has not seen before, then 4 more tokens 10 ms apart
    And for a prompt it has seen before it sends the first token after 60 ms and its usage reports 900 of the 1000 prompt tokens as cached
    When the benchmark sends the same 1000-token prompt 4 times, one request at a time
    Then the mean TTFT is 120 ms
    And the report shows 4000 prompt tokens, of which 2700 were cached

  Scenario: A batching server: the second batch waits for the first, then both answer alike
    Given the model streams 2 one-word chunks, 50 ms apart, after 100 ms
    And the model answers in batches, one batch at a time, each starting 20 ms after its first request with at most 2 requests
    When 4 streaming chat requests are benchmarked, 4 at a time
    Then 4 requests succeeded
    And the requests' time to first token, from the lowest, is about 120, 120, 270 and 270 ms
    And every request's schedule delay is about 0 ms

  Scenario: A request alone gets the pace the server has with one request in flight
    Given the model streams 4 one-word chunks, 10 ms apart, after 10 ms
    And with 1 request in flight it takes 50 ms to start and 20 ms between words; with 4 in flight it takes 200 ms to start and 50 ms between words
    When one streaming chat request is benchmarked
    Then 1 request succeeded
    And the model paced every request by the requests in flight at each moment
    And the reported time to first token is about 50 ms
    And the reported time to first token matches the timeline within 10 ms

  Scenario: A busy server's two stages: one request at a time, then four or more at once
    # Stage 1 sends a request a second, each answered in 350 ms: one in flight. Stage 2 sends one
    # every 50 ms: its first three arrive with 1 to 3 in flight and wait the first row's 50 ms, and
    # from its fourth request on at least 4 are in flight, so 17 of its 20 requests wait 200 ms and
    # nearly all their gaps are the second row's 50 ms: the stage's medians are that row's.
    Given the model streams 16 one-word chunks, 20 ms apart, after 50 ms
    And the model's pace depends on the requests in flight:
      | requests in flight | time to first token | gap between words |
      | 1                  | 50 ms               | 20 ms             |
      | 4                  | 200 ms              | 50 ms             |
    When the model is benchmarked with streaming chat requests in stages:
      | requests per second | for |
      | 1                   | 3 s |
      | 20                  | 1 s |
    Then all 23 requests succeeded
    And stage 1 sent 3 requests
    And stage 2 sent 20 requests
    And the model paced every request by the requests in flight at each moment
    And the median time to first token of stage 1 is about 50 ms
    And the median inter-token latency of stage 1 is about 20 ms
    And the median time to first token of stage 2 is about 200 ms
    And the median inter-token latency of stage 2 is about 50 ms
    And the median of the reported time to first token matches the timeline within 10 ms
    And the p90 of the reported inter-token latency matches the timeline within 10 ms

  Scenario: A busy server whose waits grow linearly with the requests in flight
    # The model counts the requests begun before a request and still answering, and the request
    # itself. Sent at once, the k-th request to reach it finds k in flight, so it waits
    # 100 ms + (k - 1) x 40 ms for its first token; sorted from the lowest, the numbers are the same
    # whichever request reached it first. Its words then come 50 ms + 10 ms for every other request
    # in flight at each moment: the first to arrive has its first word after 100 ms, when all eight
    # have arrived, and ends before any other, so every gap of its answer is 50 + 7 x 10 = 120 ms.
    # The others speed up as those ahead of them end. The model's own schedule is checked exactly;
    # eight answers starting together make a busy machine's sends a few ms late, hence 20 ms.
    Given a fake model server whose first token takes 100 ms plus 40 ms for every other request already in flight
    And it streams 10 tokens with a 50 ms gap plus 10 ms for every other request in flight
    When 8 requests are sent at once
    Then 8 requests succeeded
    And the model paced every request by the requests in flight at each moment
    And the requests' time to first token, from the lowest, is 100, 140, 180, 220, 260, 300, 340 and 380 ms within 20 ms
    And the highest time per output token is about 120 ms

  Scenario: A busy server whose table is interpolated between its rows
    # On the straight line from 100 ms with 1 request in flight to 250 ms with 4, so 150 ms with 2
    # and 200 ms with 3, for the requests in flight when one arrives; the gap goes from 50 to 80 ms
    # the same way, for the requests in flight at each moment. The first to arrive runs its whole
    # answer with all four in flight, 80 ms a gap.
    Given the model streams 10 one-word chunks, 50 ms apart, after 100 ms
    And the model's pace depends on the requests in flight:
      | requests in flight | time to first token | gap between words |
      | 1                  | 100 ms              | 50 ms             |
      | 4                  | 250 ms              | 80 ms             |
    And its pace grows linearly between the rows
    When 4 requests are sent at once
    Then 4 requests succeeded
    And the model paced every request by the requests in flight at each moment
    And the requests' time to first token, from the lowest, is 100, 150, 200 and 250 ms within 20 ms
    And the highest time per output token is about 80 ms

  Scenario: Every other request in flight adds to the model's own waits
    # The model's own 100 ms and 50 ms are a request's alone; each other request in flight when it
    # arrives adds 50 ms to its first token, and each other request in flight at that moment adds
    # 10 ms to a gap. The first to arrive runs its whole answer beside the other three.
    Given the model streams 10 one-word chunks, 50 ms apart, after 100 ms
    And every other request in flight adds 50 ms to the first token and 10 ms to each gap
    When 4 requests are sent at once
    Then 4 requests succeeded
    And the model paced every request by the requests in flight at each moment
    And the requests' time to first token, from the lowest, is 100, 150, 200 and 250 ms within 20 ms
    And the highest time per output token is about 80 ms

  Scenario: The model stalls mid-answer, then the answer resumes
    Given the model streams 4 one-word chunks, 20 ms apart, after 50 ms
    And the model stalls for 300 ms after 2 chunks of its first answer
    When one streaming chat request is benchmarked
    Then 1 request succeeded
    And the reported time to first token is about 50 ms
    And the reported request latency is about 410 ms

  Scenario: Empty chunks before the first word do not start the clock
    Given the model streams these chunks:
      | after  | kind          | text  |
      | 20 ms  | role          |       |
      | 30 ms  | content       |       |
      | 50 ms  | content       |       |
      | 100 ms | content       | Hello |
      | 50 ms  | content       | world |
      | 0 ms   | end of stream |       |
    When one streaming chat request is benchmarked
    Then the benchmark counted 2 output tokens
    And the reported time to first token is about 200 ms

  Scenario: A server that ignores max_tokens: the benchmark says how many answers ran past it
    Given the model streams 12 one-word chunks, 10 ms apart, after 50 ms
    And the server reports 12 completion tokens in its usage
    And every request asks for at most 4 tokens
    When 3 streaming chat requests are benchmarked one after another
    Then 3 requests succeeded
    And 3 answers ran past the max_tokens they asked for

  Scenario: A server that stops at max_tokens: every answer as long as its request asks, none past it
    Given a fake server that sends its first token after 50 ms, then 19 more tokens 10 ms apart, and stops at max_tokens
    When the benchmark sends 4 requests asking for at most 10 output tokens, one at a time
    Then all 4 requests succeed with 10 output tokens each
    And the report counts 0 answers past max_tokens
    And the report shows a mean request latency of 140 ms
