@server-behaviour
Feature: Real servers' timing, in the words a product owner writes
  The timing models of timing-models.feature, said the way people say them without the glossary
  open: "a fake model server that …", "the server", "it" or "each request" for the model, "the
  benchmark" or "the client" for the benchmark, and "N requests report a time to first token of …"
  in a Then (docs/steps.md, "In the words people write").

  Numbers in this feature are judged within 10 ms.

  Scenario: A server that works on 2 requests at a time queues the rest
    Given a fake model server that works on at most 2 requests at a time and queues the rest
    And each request waits 100 ms before its first word, then streams 4 words 20 ms apart
    When the benchmark sends 4 requests at the same moment
    Then the report shows 4 successful requests and 0 failures
    And 2 requests report a time to first token of 100 ms
    And 2 requests report a time to first token of 260 ms
    And every request reports an inter-token latency of 20 ms

  Scenario: A batching server: the later batch waits for the one ahead
    Given a fake server that batches requests that arrive within 20 ms, at most 2 to a batch
    And it streams 2 words 50 ms apart after 100 ms
    When the client sends 4 requests all at once
    Then 2 requests report a time to first token of 120 ms
    And 2 requests report a time to first token of 270 ms

  Scenario: A long prompt: the first word waits while the server reads 2,000 prompt words
    Given a fake model server that spends 50 ms plus 0.1 ms per prompt token before its first word
    And it streams 3 words 20 ms apart
    And the prompt is 2000 words long
    When the benchmark sends 1 request
    Then the request reports a time to first token of 250 ms

  Scenario: Prompts of three lengths, two of each: the longer the prompt, the later the first word
    Given a fake model server that spends 50 ms plus 0.1 ms per prompt token before its first word
    And it streams 3 words 20 ms apart
    When the benchmark sends 2 requests each with prompts of 100, 1,000 and 2,000 tokens, one at a time
    Then the 100-token prompts each have a TTFT of 60 ms, give or take 5 ms
    And the 1000-token prompts each have a TTFT of 150 ms, give or take 5 ms
    And the 2000-token prompts each have a TTFT of 250 ms, give or take 5 ms
    And the median inter-token latency is 20 ms within 5 ms for every prompt length
    And the mean time to first token is about 60, 150 and 250 ms for the three lengths
    And the report shows a median TTFT of 60 ms for 100-token prompts, 150 ms for 1,000-token prompts and 250 ms for 2,000-token prompts
    And the median time to first token is 60 ms, 150 ms and 250 ms respectively

  Scenario: Long and short prompts, each number judged within a share of itself
    Given numbers in this scenario are judged within 5% or 5 ms, whichever is larger
    And a fake model server that spends 50 ms plus 0.1 ms per prompt token before its first word
    And it streams 3 words 20 ms apart
    When the benchmark sends 2 requests each with prompts of 100 and 4,000 tokens, one at a time
    Then the report shows a median TTFT of 60 ms for 100-token prompts and 450 ms for 4,000-token prompts
    And the median inter-token latency is about 20 ms

  Scenario: A server that remembers prompts starts a repeated one sooner
    # The benchmark's mock prompts come round every fourth request (6, 9, 5 and 8 words): from the
    # fifth request on, all but the last word of each prompt is cached.
    Given the server spends 50 ms plus 10 ms per uncached prompt token before its first word
    And it remembers every prompt it has seen and reports the cached prompt tokens in its usage
    And it streams 2 words 10 ms apart
    When the client sends 8 requests one after the other
    Then the first request reports a time to first token of 110 ms
    And the fifth request reports a time to first token of 60 ms
    And the time to first token of each request, in the order scheduled, is about 110, 140, 100, 130, 60, 60, 60 and 60 ms

  Scenario: New prompts, then the same prompts again: the repeats start sooner, their prompts cached
    # The cache keeps all of a seen prompt but its last token: 999 of each 1,000.
    Given the server takes 250 ms to the first token for a 1,000-token prompt it has not seen before
    And for a prompt it has seen before it takes 50 ms
    And it streams 3 words 10 ms apart
    When I send 3 different 1,000-token prompts and then the same 3 prompts again, one at a time
    Then the time to first token of each request, in the order scheduled, is about 250, 250, 250, 50, 50 and 50 ms
    And the report's cached prompt tokens are 2997

  Scenario: A server slow to start: only its first request waits long
    Given the first request waits 1000 ms before its first word
    And every later request waits 100 ms before its first word
    And it streams 3 words 10 ms apart
    When the benchmark sends 5 requests one after another
    Then the maximum time to first token is 1000 ms
    And the median time to first token is 100 ms
    And the mean time to first token is 280 ms
    And the first request's time to first token is 1000 ms
    And each of the other 4 requests has a time to first token of 100 ms

  Scenario: The server pauses mid-answer, then carries on
    Given a fake model server that waits 50 ms before its first word and streams 6 words 20 ms apart
    And after the 3rd word it pauses for 300 ms
    When the client sends 1 request
    Then the time to first token is 50 ms
    And the request latency is 450 ms and the time per output token is about 80 ms

  Scenario: Empty chunks before the first word do not start the clock
    Given the server sends its first word after 200 ms, then 2 more words 50 ms apart
    And it sends 3 empty chunks 40 ms apart before its first word
    When the benchmark sends 1 request
    Then the request produced 3 output tokens
    And the request reports a time to first token of 200 ms
    And the request latency is 300 ms

  Scenario: A server that ignores max_tokens: the benchmark counts the answers past it
    Given the server ignores the maximum number of tokens
    And it streams 12 words 10 ms apart
    When the benchmark sends 3 requests each asking for at most 4 output tokens
    Then the report shows 3 of 3 answers ran past the limit
    And the output throughput is worked out from the 36 tokens actually received, not 12
    And the report notes that 3 requests went over the requested maximum of 4 tokens

  Scenario: A server slower for each request it already has: one at a time, then five at once
    Given a fake model server that waits 100 ms before the first token, plus 20 ms for each other request it is already handling
    And it streams 10 tokens, 10 ms apart
    When the benchmark sends 3 requests one at a time, and then 5 requests with 5 in flight at a time
    Then for the one-at-a-time run the median time to first token is 100 ms within 10 ms and the median inter-token latency is 10 ms within 5 ms
    And the 5-at-a-time run shows a median time to first token of 140 ms within 10 ms
    And the median time to first token of the 5-at-a-time run is above the one-at-a-time run's

  Scenario: A server slower for each request it already has: five at once take at least twice as long to start
    Given a fake model server that waits 100 ms before the first token, plus 100 ms for each other request it is already handling
    And it streams 5 tokens, 10 ms apart
    When the benchmark sends 3 requests one at a time, and then 5 requests with 5 in flight at a time
    Then the mean TTFT at 5 at a time is at least twice the mean TTFT at one at a time
    And the median time to first token of the 5-at-a-time run is at least 2 times the one-at-a-time run's

  Scenario: A server slower for each request it already has, said line by line
    Given a fake model server that answers every request with 5 tokens
    And with a single request in flight it takes 100 ms to the first token and 10 ms between tokens
    And every additional request already in flight adds 20 ms to the first token and 2 ms between tokens
    When the benchmark sends 3 requests one at a time, and then 4 requests with 4 in flight at a time
    Then for the one-at-a-time run the median time to first token is 100 ms within 10 ms and the median inter-token latency is 10 ms within 5 ms
    And the 4-at-a-time run shows a median time to first token of 130 ms within 15 ms

  Scenario: A stall between two tokens, said as a gap
    Given a fake model server that sends its first token after 50 ms and then 5 more, 10 ms apart
    But it goes quiet for 300 ms between the 3rd and 4th token
    When the benchmark sends 1 request
    Then the request latency is 390 ms

  Scenario: A pause between two tokens on some requests only: that gap becomes the pause
    Given a fake model server that sends its first token after 100 ms and then 19 more tokens 10 ms apart
    And on requests 2 and 4 it waits 500 ms between token 10 and token 11
    When the benchmark sends 4 requests one at a time
    Then the report shows request latencies of 290 ms, 780 ms, 290 ms and 780 ms, in the order the requests were sent
    And the maximum ITL is 500 ms and the median ITL is 10 ms

  Scenario: Two loads said as separate runs, each read from its own report
    Given a fake server whose first token comes 100 ms after the request plus 20 ms for every other request it is already handling
    And whose tokens are 10 ms apart
    And which then sends 5 tokens
    When the benchmark sends 3 requests one at a time, and in a separate run 4 requests 4 at a time
    Then the one-at-a-time report shows a median TTFT of 100 ms within 10 ms
    And the 4-at-a-time report shows a median TTFT of 130 ms within 15 ms

  Scenario: A long pause said as what it replaces, after a token
    Given a fake model server that sends its first token after 50 ms and then 4 more, 10 ms apart
    But it pauses for 300 ms instead of 10 ms after the 3rd token
    When the benchmark sends 1 request
    Then the request latency is 390 ms
    And the request shows a maximum inter-token latency of 300 ms

  Scenario: Prompts of two lengths said after the order they are sent in
    Given a fake model server that spends 50 ms plus 0.1 ms per prompt token before its first word
    And it streams 3 words 20 ms apart
    When the benchmark runs one at a time: 2 with 100-token prompts, 2 with 1000-token prompts
    Then the 100-token prompts each have a TTFT of 60 ms, give or take 5 ms
    And the 1000-token prompts each have a TTFT of 150 ms, give or take 5 ms

  Scenario: A server that works on one request at a time, said in the first person
    Given a fake model server that handles at most 1 request at once and queues anything beyond that
    And it normally sends its first token after 100 ms and then one token every 10 ms, for 5 tokens in total
    When I send 3 requests, 3 at a time
    Then all 3 requests are reported as successful
    And the median time to first token is 240 ms within 20 ms

  Scenario: A busy server's pace said per request it is already working on
    Given a fake server whose first token arrives after 100 ms plus 50 ms for every other request it is already working on
    And it streams each following token after 10 ms plus 2 ms for every other request in flight
    And it answers every request with 5 tokens
    When I send a single request asking for 5 tokens
    Then the request is reported as successful with 5 output tokens
    And its time to first token is 100 ms within 10 ms

  Scenario: A busy server's numbers said at each concurrency
    Given a fake server that waits 100 ms plus 20 ms for every other request it is already working on before sending the first token
    And it streams 5 tokens, 10 ms apart
    When I run the benchmark with 3 requests at concurrency 1, and then again with 4 requests at concurrency 4
    Then at concurrency 1 the median TTFT is 100 ms within 10 ms and the median ITL is 10 ms within 5 ms
    And the median TTFT at concurrency 4 is 130 ms within 15 ms
    And at 4 at once the benchmark reports a median ITL of 10 ms within 5 ms and a median TTFT of 130 ms, each within 15 ms

  Scenario: A server that ignores max_tokens, said by the request's field and the answer's length
    Given the server ignores the maximum number of tokens
    And every answer is exactly 12 tokens long, 10 ms apart
    And the server reports the true number of output tokens in its usage
    When I send 3 requests asking for max_tokens of 4
    Then the report shows 3 of 3 answers ran past the limit
    And every request reports 12 output tokens

  Scenario: A busy server's pace said as what each additional request adds, after a comma
    Given a fake server that, with a single request in flight, sends the first token after 100 ms and then a token every 10 ms
    And for each additional request already in flight it adds 20 ms to the time to the first token and 2 ms to the gap between tokens
    And every answer is exactly 5 tokens long
    When the benchmark sends 3 requests one at a time, and then 4 requests with 4 in flight at all times
    Then at one at a time it reports a median TTFT of 100 ms and a median ITL of 10 ms, each within 5 ms
    And the 4-at-a-time run shows a median time to first token of 130 ms within 15 ms

  Scenario: A busy server's pace said a row a line, its stages named by their concurrency
    # The four at once reach the server before the first of them ends (at 140 ms), so the first
    # starts alone, at the first row, and the fourth with all four in flight, at the second.
    Given a fake server that answers every request with 5 tokens
    And with 1 request in flight the server sends the first token after 100 ms and then a token every 10 ms
    And with 4 requests in flight the server sends the first token after 200 ms and then a token every 30 ms
    When I run 3 requests at concurrency 1 and then 4 requests at concurrency 4
    Then the model paced every request by the requests in flight at each moment
    And for the concurrency 1 run the median ITL and the median TPOT are both 10 ms
    And the concurrency 1 run shows a median TTFT of 100 ms
    And the concurrency 4 run shows a lowest TTFT of 100 ms and a highest TTFT of 200 ms

  Scenario: A stall and a token limit, each said where a product owner says it
    Given the server sends the first token after 50 ms and then a token every 10 ms, 6 tokens per answer
    And after the 3rd token it pauses for 200 ms before sending the 4th
    And the client asks for at most 4 tokens per answer
    When I send 2 requests one after another
    Then the report shows 2 of 2 answers ran past the limit
    And the maximum ITL is 200 ms
    And the report counts 12 output tokens in total

  Scenario: Chunks with no text before the first word, said kind by kind
    Given the server sends a role-only chunk after 20 ms and chunks with empty text after 40 ms and 60 ms
    And it sends the first real word after 300 ms, then 5 more tokens 25 ms apart
    When I run 2 requests one at a time
    Then the report shows a median TTFT of 300 ms, not 20 ms
    And the median ITL and the median TPOT are both 25 ms
    And each request is counted as 6 output tokens

  Scenario: A busy server's stages, each with its throughput beside its latencies
    Given numbers in this scenario are judged within 5% or 5 ms, whichever is larger
    And the server waits 100 ms plus 50 ms for every other request in flight before the first token
    And it spaces tokens 20 ms apart plus 5 ms for every other request in flight, 21 tokens per answer
    When I run two stages of 8 requests each, at concurrency 1, then 2
    Then the concurrency 1 stage shows median TTFT 100 ms, median ITL 20 ms and about 42 output tokens per second
    And the concurrency 2 stage shows median TTFT 150 ms, median ITL 25 ms and about 65 output tokens per second

  Scenario: A server slow on its very first request only
    Given the benchmark talks to a fake streaming model server whose timing I control
    And every chunk with text in it carries exactly one output token
    And the server needs 600 ms before the first token of its very first request
    And after that it needs 100 ms before the first token of every request
    And it streams 5 tokens 20 ms apart
    When I send 4 requests one at a time
    Then the first request reports a time to first token of 600 ms
    And the other 3 requests each report a time to first token of 100 ms

  Scenario: Every request takes as long in total
    Given a fake server whose timing I control
    And the benchmark waits up to 30 seconds for any request unless a scenario says otherwise
    And each request waits 100 ms before its first word, then streams 5 words 20 ms apart
    When I send 3 requests one at a time
    Then every request takes 180 ms in total

  Scenario: Every third answer runs longer than the others
    Given a fake streaming chat server that sends one word per chunk over SSE
    And it sends the first token after 50 ms and then a token every 5 ms
    And it answers with 15 tokens on every 3rd request and 10 tokens on the others
    When I send 6 requests one at a time
    Then the report counts 70 output tokens in total
    And the first request reports a request latency of 95 ms
    And the third request reports a request latency of 120 ms

  Scenario: A server that ignores max_tokens on a share of the run
    Given every request asks for max_tokens 20
    And by default the server sends the first token after 50 ms and then a token every 5 ms
    And it stops at 20 tokens on 3 requests but sends 30 tokens on the other 1
    When I send 4 requests one at a time
    Then the report says 1 of the 4 answers ran past the 20-token limit
    And the report counts 90 output tokens in total

  Scenario: A server slow on its first two requests, quicker afterwards
    Given a fake server that takes 400 ms to the first token on its first 2 requests and 100 ms afterwards
    And after that it streams 5 tokens, 20 ms apart
    When the benchmark sends 4 requests, one at a time
    Then its first 2 requests show a time to first token of 400 ms
    And the other 2 requests each report a time to first token of 100 ms

  Scenario: A pause between two numbered tokens shows as one long gap
    Given a fake server that sends its first token after 100 ms and 10 tokens in total, 20 ms apart
    And it pauses for 500 ms between token 5 and token 6
    When the benchmark sends 1 request
    Then the report shows a median ITL of 20 ms and a maximum ITL of 500 ms

  Scenario: The same prompt sent one request at a time starts faster once cached
    Given a fake server that takes 400 ms to the first token for a prompt it has not seen
    And 100 ms for a prompt it has seen before, reporting those prompt tokens as cached
    When the benchmark sends the same prompt 3 times, one request at a time
    Then the first request shows a time to first token of 400 ms and the other 2 show 100 ms, give or take 10 ms

  Scenario: A batching server's pace, in a table with the product owner's own headings
    Given a fake server that streams 5 tokens, 20 ms apart
    And the server's timing depends on how many requests are in flight when a request arrives:
      | in flight | TTFT   | gap between tokens |
      | 1         | 50 ms  | 20 ms              |
      | 4         | 200 ms | 50 ms              |
    When the benchmark sends 4 requests at once
    Then 4 requests succeeded
    And the model paced every request by the requests in flight at each moment

  Scenario: Role-only and empty chunks before the first word, in a table with the product owner's own headings
    Given the fake server streams these chunks for every request:
      | delay  | type      | content |
      | 50 ms  | role only |         |
      | 100 ms | empty     | ""      |
      | 150 ms | text      | Hello   |
      | 20 ms  | text      | world   |
    When the benchmark sends 1 request
    Then the report shows a TTFT of 300 ms and 2 output tokens

  Scenario: A slow first request, its numbers in a table per request
    Given a fake server that takes 300 ms to the first token on its first request and 100 ms afterwards
    And after that it streams 5 tokens, 20 ms apart
    When the benchmark sends 3 requests, one at a time
    Then the report shows per request:
      | #      | TTFT   | request latency |
      | 1      | 300 ms | 380 ms          |
      | 2 to 3 | 100 ms | 180 ms          |

  Scenario: A batching server's pace in a sentence, its counts spelled out
    Given a fake server that streams 5 tokens, 20 ms apart
    And with one request in flight the fake server sends the first token after 50 ms and then one token every 20 ms; with four requests in flight it takes 200 ms to start and 50 ms between words
    When the benchmark sends 4 requests at once
    Then 4 requests succeeded
    And the model paced every request by the requests in flight at each moment

  Scenario: A busy server's wait said after the request's arrival, for each request already in flight
    # Sent together, the k-th request to reach the model finds k - 1 already in flight: it waits
    # 100 ms + (k - 1) x 40 ms for its first token and sends its words 20 ms + (k - 1) x 5 ms apart.
    Given a fake model server whose first token comes 100 ms after a request arrives, plus 40 ms for each other request already in flight
    And after the first token it sends 4 more tokens, one every 20 ms, plus 5 ms for each other request in flight
    When the benchmark sends 4 requests with 4 always in flight, all starting together, with no warm-up
    Then 4 requests succeeded
    And the model paced every request by the requests in flight at each moment
    And the requests' time to first token, from the lowest, is 100, 140, 180 and 220 ms within 20 ms

  Scenario: A cold server, said with its requests as the subject
    Given a freshly started fake server whose first 2 requests get their first token after 300 ms
    And every later request gets its first token after 50 ms
    And it streams 4 tokens, 20 ms apart
    When the benchmark sends 4 requests one after another
    Then the first 2 requests report a time to first token of about 300 ms
    And requests 3 and 4 report a time to first token of about 50 ms

  Scenario: A prompt cache said as when the first token comes for a prompt never seen and one seen
    Given a fake model server that sends its first token after 300 ms for a prompt it has never seen and after 60 ms for a prompt it has seen before
    And it streams 3 tokens, 10 ms apart
    When the benchmark sends the same 500-token prompt 3 times, one after another
    Then request 1 reports a time to first token of about 300 ms
    And requests 2 and 3 report a time to first token of about 60 ms

  Scenario: Two stages' numbers, each stage named by what it keeps in flight
    # One at a time, no other request is in flight: 100 ms. Three at once, the k-th to arrive finds
    # k - 1 in flight: 100, 140 and 180 ms, whose median is 140 ms.
    Given a fake model server whose first token takes 100 ms plus 40 ms for every other request already in flight
    And it streams 5 tokens with a 20 ms gap
    When the benchmark sends 3 requests one at a time, and then 3 requests with 3 in flight at a time
    Then for the one-at-a-time run the report shows a median TTFT of 100 ms
    And for the 3-in-flight run the report shows a median TTFT of 140 ms

  Scenario: A chunk that only announces the role, then empty ones, each said after its own wait
    Given a fake model server that sends a chunk that only announces the assistant role after 40 ms
    And then sends chunks with empty text after 80 ms and after 120 ms
    And it sends its first real token after 200 ms, followed by 4 more 20 ms apart
    When the benchmark sends 2 requests one after another
    Then every request reports a time to first token of about 200 ms

  Scenario: Requests of two prompt lengths in one sentence, and the report's number for each length
    # 50 ms plus 1 ms for every 10 prompt tokens: 60 ms for 100 tokens, 150 ms for 1,000.
    Given a fake model server that takes 50 ms plus 1 ms for every 10 prompt tokens to send its first token
    And it streams 3 tokens, 10 ms apart
    When the benchmark sends 3 requests with 100-token prompts and 3 requests with 1000-token prompts, one at a time
    Then the report shows a TTFT of 60 ms for the 100-token prompts and 150 ms for the 1000-token prompts
    And the report shows an ITL of 10 ms for both prompt lengths
    And the report shows TTFTs of 60, 60, 60, 150, 150 and 150 ms for those requests

  Scenario: A cold start said in one sentence, with the first wait of the requests after it
    Given a fake model server that sends the first token after 600 ms for the first 2 requests it ever receives and after 50 ms for every later request, with 4 tokens 10 ms apart in every answer
    When the benchmark sends 4 requests one after another
    Then the first 2 requests report a time to first token of about 600 ms
    And requests 3 and 4 report a time to first token of about 50 ms

  Scenario: A batching server, one at a time and then a second run all at once, each run by its own numbers
    # 100 ms to start plus 50 ms for each other request in flight when it arrives; between tokens
    # 20 ms plus 5 ms for each other request in flight at that moment. Alone, 100 + 9 x 20 = 280 ms
    # for 10 tokens (28 ms a token). Four at once: the last to arrive finds all four in flight and
    # waits 250 ms; the first waits 100 ms, and all four are in flight for every one of its gaps,
    # 35 ms each. The last one's gaps speed up as those ahead of it end, so its latency depends on
    # how far apart the four arrived: no number is stated for it.
    Given a fake model server that answers every request with 10 output tokens
    And it waits 100 ms plus 50 ms for each other request in flight before the first token, and 20 ms plus 5 ms for each other request in flight between tokens
    When I run 3 requests one at a time and then a second run of 4 requests sent all at once
    Then the one-at-a-time run reports TTFT of 100 ms, ITL of 20 ms, TPOT of 20 ms, normalized TPOT of 28 ms and request latency of 280 ms
    And the 4-at-once run shows a highest TTFT of 250 ms and a highest TPOT of 35 ms

  Scenario: Separate runs of three prompt lengths, their numbers said respectively
    # 50 ms plus 0.2 ms a prompt token: 150, 250 and 450 ms to start; then 4 gaps of 25 ms.
    Given a fake model server that waits 50 ms plus 0.2 ms per prompt token before the first token and then sends 5 output tokens 25 ms apart
    When I run 3 separate benchmarks of 2 requests each with prompts of 500, 1000 and 2000 tokens
    Then the reported TTFT is 150 ms, 250 ms and 450 ms respectively
    And TPOT is 25 ms in all three runs
    And request latency is 250 ms, 350 ms and 550 ms respectively

  Scenario: A repeated prompt said the way a product owner says it, its cached tokens in the usage
    Given a fake model server that takes 400 ms to the first token for a new 1000-token prompt and 80 ms when it has seen the prompt before
    And on a repeated prompt its usage says 960 of the 1000 prompt tokens were cached
    When I send the same 1000-token prompt 3 times one after another
    Then the report shows a TTFT of 400 ms for the first request and 80 ms for the other 2
    And the report's cached prompt tokens are 1920

  Scenario: A role-only chunk and empty-content chunks before the first real token
    Given a fake model server that sends a role-only chunk at 100 ms and empty-content chunks at 150 ms and 200 ms
    And it sends the first real token at 300 ms followed by 4 more tokens 10 ms apart
    When I run 2 requests one at a time
    Then the report shows a TTFT of 300 ms, not 100 ms, and a request latency of 340 ms
    And each request counts 5 output tokens, 4 inter-token gaps, an ITL of 10 ms and a TPOT of 10 ms

  Scenario: Failures broken down after a colon, and the successful requests' own numbers
    Given a fake model server that normally sends the first token after 100 ms and 5 tokens 10 ms apart
    And of 10 requests it answers 1 with HTTP 500, 1 with HTTP 429, cuts 1 stream off after 2 tokens, and never answers 1
    When I run the 10 requests 2 at a time with a 1-second request timeout
    Then the report shows 6 successful requests and 4 failed: 2 HTTP errors, 1 incomplete stream and 1 timeout
    And the successful requests show TTFT of 100 ms, TPOT of 10 ms, request latency of 140 ms and 30 output tokens in total

  Scenario: A batching server said with its pace alone first, and what each other request adds
    Given a fake model server that works on all its requests together, and with one request in flight it sends the first token after 100 ms and then a token every 10 ms, 5 tokens per answer
    And every additional request in flight adds 20 ms to its wait for the first token and 5 ms to every gap between tokens
    When I run 2 requests one at a time
    Then the report shows a TTFT of 100 ms, an ITL of 10 ms and a request latency of 140 ms

  Scenario: A prompt cache said in a product owner's words, the usage naming the cached tokens
    Given a freshly started fake model server with a prompt cache that sends the first token after 400 ms for a 1,000-token prompt it has not seen, and after 40 ms when that prompt is already cached
    And each answer has 5 tokens 10 ms apart, and the usage at the end says how many prompt tokens came from the cache
    When I send the same 1,000-token prompt twice, one request after the other
    Then the report shows a TTFT of 400 ms for the first request and 40 ms for the second request

  Scenario: Stages named by the load, each judged by its name
    # The first 2 requests start after 300 ms, the rest after 50 ms; then 4 gaps of 10 ms.
    Given a freshly started fake model server that sends the first token after 300 ms on its first 2 requests and after 50 ms on every request after that
    And every answer has 5 tokens 10 ms apart
    When I run a warm-up stage of 2 requests followed by a main stage of 4 requests, one request at a time
    Then the warm-up stage shows a TTFT of about 300 ms and a request latency of about 340 ms
    And the main stage shows a TTFT of about 50 ms, a request latency of about 90 ms and an ITL of 10 ms

  Scenario: The light load and the heavier load, and one number per stage in a line
    # One request at a time never waits: 100 ms to start, 3 gaps of 10 ms, 130 ms in all. Four at
    # once on a server that works on one: each waits for those ahead, so they start after 100, 230,
    # 360 and 490 ms and end 30 ms later; their medians are 295 ms to start and 325 ms in all.
    Given a fake model server that works on at most 1 request at a time and queues the rest
    And each request waits 100 ms before its first word, then streams 4 words 10 ms apart
    When I run 3 requests one at a time, and then 4 requests sent all at once
    Then for the light load the report shows a TTFT of 100 ms and a request latency of 130 ms
    And the median TTFT is about 100 and 295 ms for the two stages
    And the heavier load shows a median request latency of about 325 ms

  Scenario: Stages of three prompt lengths, each number said in a list
    # 20 ms plus 0.1 ms a prompt token: 30, 60 and 180 ms to start; then 4 gaps of 10 ms.
    Given a fake model server that waits 20 ms plus 0.1 ms per prompt token before the first token, and then sends 5 tokens 10 ms apart
    When I run three stages of 3 requests each, one request at a time, with prompts of 100, 400 and 1,600 tokens
    Then the per-stage report shows a TTFT of about 30 ms, 60 ms and 180 ms
    And a request latency of about 70 ms, 100 ms and 220 ms for the same three stages

  Scenario: A pause on some requests said as the gap it makes, and the whole run's numbers after a lead-in
    # Every answer: 100 ms to start, then 5 gaps of 20 ms, 200 ms in all. On requests 2 and 4 the
    # gap after the 3rd token is 300 ms, so those answers take 480 ms.
    Given a fake model server that sends the first token after 100 ms and 6 tokens in total, 20 ms apart
    And on every 2nd request it goes quiet after the 3rd token, so the gap before the 4th token is 300 ms instead of 20 ms
    When I run 4 requests one at a time
    Then requests 2 and 4 show a request latency of about 480 ms and the other two about 200 ms
    And over the whole run of 4 requests the median ITL is about 20 ms, the maximum ITL about 300 ms and the mean request latency about 340 ms

  Scenario: Failures broken down with the statuses in brackets, and two metrics alike in every stage
    Given a fake model server that normally sends the first token after 100 ms and 5 tokens 10 ms apart
    And of 8 requests it answers 1 with HTTP 500 and 1 with HTTP 429
    When I run 4 requests one at a time, and then 4 requests with 2 in flight
    Then the report shows 6 successful requests and 2 failed ones: 2 HTTP errors (1 with status 500, 1 with status 429)
    And the ITL and the TPOT stay at about 10 ms in every stage

  Scenario: A server that queues a few requests past its cap and refuses the rest at once
    # 2 at a time and 2 more waiting: of 8 sent at once, 4 are refused at once. The 2 served first
    # start after 100 ms and end after 4 gaps of 10 ms, 140 ms in all; the 2 queued behind them
    # start 140 ms later than they would have, after 240 ms.
    Given a fake model server that works on at most 2 requests at a time, queues up to 2 more and refuses any beyond that straight away with HTTP 429
    And each request waits 100 ms before its first word, then streams 5 words 10 ms apart
    When I send 8 requests at the same moment
    Then the report shows 4 successful requests and 4 failed ones, all with HTTP status 429
    And the report shows 2 requests with a TTFT of 100 ms and 2 requests with a TTFT of 240 ms

  Scenario: An answer's length and pace said as the first of its tokens, and a cap said as what it accepts
    # 2 at a time, the rest refused: of 4 sent at once, 2 are answered, 100 ms to start and 4 gaps
    # of 10 ms, 140 ms in all.
    Given a fake server that sends the first of 5 tokens 100 ms after the request and the others 10 ms apart
    And it accepts at most 2 requests at a time and answers any further request at once with HTTP 429
    When I send 4 requests at the same moment
    Then the report shows 2 successful requests and 2 failed ones, all with HTTP status 429
    And the successful requests show a TTFT of 100 ms and a request latency of 140 ms

  Scenario: A stall said as the gap it makes between two tokens, and the usage said by the way
    # 100 ms to start, then 5 gaps: 10 ms each but the one after the 3rd token, which is 300 ms,
    # so 100 + 4 x 10 + 300 = 440 ms in all.
    Given a fake server that sends the first of 6 tokens 100 ms after the request and the others 10 ms apart, reporting 6 completion tokens in its usage
    And it stalls between the 3rd and the 4th token, so that gap is 300 ms
    When I run 2 requests one at a time
    Then each request shows a TTFT of 100 ms, 6 output tokens and a request latency of 440 ms

  Scenario: The first token's time said before what is sent, and how every answer ends said by the way
    # 300 ms to the first token, then 4 gaps of 20 ms: 380 ms in all.
    Given a fake model server that streams one token per chunk over server-sent events
    And at 300 ms it sends the first real token, then 4 more tokens 20 ms apart, immediately followed by a closing chunk with no text, finish reason "stop" and usage of 5 completion tokens
    When I run 2 requests one at a time
    Then each request shows a TTFT of 300 ms, 5 output tokens and a request latency of 380 ms

  Scenario: A busy server's pace said a row a line, its count of requests in flight last
    # One at a time, each request is alone: 220 ms to start, 9 gaps of 20 ms, 400 ms in all. Sent
    # at once, the k-th request to reach the server finds k in flight, itself counted: the 4th
    # starts at the second row, 550 ms to its first token.
    Given a fake server that sends the first token after 220 ms and then a token every 20 ms when it has 1 request in flight
    And it sends the first token after 550 ms and then a token every 50 ms when it has 4 requests in flight
    And every answer is exactly 10 tokens long
    When I run tokenpace with 4 requests, one at a time, and then again with 4 requests all at once
    Then the one-at-a-time run reports TTFT 220 ms, ITL 20 ms and request latency 400 ms for every request
    And the model paced every request by the requests in flight at each moment
    And the one-at-a-time run reports a median TTFT of 220 ms, while the all-at-once run reports a maximum TTFT of 550 ms

  Scenario: A cold start said in two lines, and the numbers said as statistics and per request
    # The first 2 requests wait 1,000 ms for their first token, the other 4 wait 200 ms; 4 gaps of
    # 25 ms follow. Mean TTFT: (2 x 1,000 + 4 x 200) / 6 = 466.7 ms.
    Given a fake server that sends the first token after 1,000 ms for the first 2 requests it receives after start-up
    And it sends the first token after 200 ms for every request after that
    And every answer is exactly 5 tokens long with 25 ms between tokens
    When I run tokenpace with 6 requests, one at a time, against the freshly started server
    Then the report shows requests 1 and 2 with TTFT 1,000 ms and request latency 1,100 ms, and requests 3 to 6 with TTFT 200 ms and request latency 300 ms
    And the TTFT statistics are mean 466.7 ms, median 200 ms, min 200 ms and max 1,000 ms
    And the report shows per-request TTFT of 1,000 ms, 1,000 ms, 200 ms, 200 ms, 200 ms and 200 ms in that order

  Scenario: A stall, the pace said again after it, and prompts listed by their length
    # 100 ms to start, then 9 gaps: 20 ms each, but the one between the 5th and the 6th token, which
    # the 500 ms of silence is: 100 + 8 x 20 + 500 = 760 ms. The prompts' lengths add nothing.
    Given a fake server that sends the first token after 100 ms and then a token every 20 ms
    And after the 5th token it goes silent for 500 ms before sending the 6th token, then continues every 20 ms
    And the answer is exactly 10 tokens long and ends normally
    When I run tokenpace with 3 requests, one at a time, whose prompts are 100, 200 and 400 tokens long
    Then the report shows per-request latency of 760 ms, 760 ms and 760 ms, in the same order
    And the ITL statistics are median 20 ms and max 500 ms

  Scenario: Chunks without a word said at their moments, before the first real token
    # The role-only chunk at 100 ms and the empty one at 200 ms carry no token: the first token is
    # the one at 600 ms, then 9 gaps of 30 ms, 870 ms in all; 870 / 10 = 87 ms per output token.
    Given a fake server that, 100 ms after a request arrives, sends a chunk that only announces the assistant role and has no text
    And at 200 ms it sends a chunk whose text is empty
    And at 600 ms it sends the first chunk with text, followed by 9 more tokens 30 ms apart, and then ends the stream
    When I run tokenpace with 1 request
    Then the report shows TTFT 600 ms, 10 output tokens, 9 inter-token gaps of 30 ms each, TPOT 30 ms, request latency 870 ms and normalized TPOT 87 ms

  Scenario: The run's duration said along its tokens and the rate over it
    # Each answer: 210 ms to the first of 80 tokens, 79 gaps of 10 ms, 1,000 ms in all; 5 one at a
    # time make a run of about 5 s (and the client's turnaround between them) and 400 tokens: 80
    # output tokens per second.
    Given a fake server that sends the first token after 210 ms and then a token every 10 ms
    And it ignores max_tokens and always answers exactly 80 tokens, and its usage says 80 completion tokens
    When I run tokenpace with 5 requests, one at a time, each asking for max_tokens 50
    Then every request shows request latency 1,000 ms, TPOT 10 ms and normalized TPOT 12.5 ms
    And the report shows 400 output tokens in total and 80 output tokens per second within 5 % over a run duration of 5 seconds within 250 ms
    And the report warns that 5 of 5 requests returned more output tokens than the 50 asked for
    And every request counts 80 output tokens and 79 inter-token gaps

  Scenario: A batching server's pace said as a formula of the requests in flight
    # One request at a time: N is 1 for each, so the first token comes after 80 ms and each gap is
    # 10 ms; 5 tokens: 80 + 4 x 10 = 120 ms. In a burst of 3 the third to start has the two before
    # it in flight: 80 + 40 x 2 = 160 ms to its first token.
    Given a fake chat server that batches requests, so with N requests in flight the first token comes 80 + 40 x (N - 1) ms after the request and each further token follows 10 + 5 x (N - 1) ms after the previous one
    And every answer it gives is exactly 5 tokens long
    When tokenpace fires 3 requests one after another with max_tokens 5
    Then every request shows a TTFT of 80 ms, every inter-token gap is 10 ms, and request latency is 120 ms
    And TTFT reads mean 80 ms, min 80 ms and max 80 ms, and latency reads median 120 ms

  Scenario: A model loaded when the first request arrives, and the requests that follow
    # The first request waits 2,000 ms for its first token; once warm the server answers in 50 ms.
    # 5 tokens 20 ms apart: latencies 2,080, 130 and 130 ms; TTFT mean (2000 + 50 + 50) / 3 = 700.
    Given a fake server that must load its model when the first request arrives, so that request gets its first token only after 2000 ms
    And once warm it sends the first token after 50 ms, and every answer is 5 tokens with 20 ms gaps
    When I run tokenpace with 3 requests in sequence, max_tokens 5 and a 10 second timeout
    Then 3 requests succeed, 0 fail, and 15 output tokens are counted
    And the first request has a TTFT of 2000 ms and the two that follow have 50 ms each
    And the TTFTs are 2000, 50 and 50 ms, giving mean 700 ms and median 50 ms
    And ITL mean and max are both 20 ms and TPOT is 20 ms on every request, since the load sits before the first token

  Scenario: A full server said by what it holds, and the answers it accepts
    # 3 held, 2 refused at once; each held answer ends at 80 + 3 x 20 = 140 ms.
    Given a fake model server that holds at most 3 requests at a time and refuses any others with "429 Too Many Requests"
    And each accepted answer starts after 80 ms and has 4 tokens spaced 20 ms apart
    When the benchmark sends 5 requests all at once
    Then 3 requests succeed and 2 requests fail
    And the mean request latency of the successful requests is 140 ms within 20 ms

  Scenario: A long prompt the server reads at a pace per token, said before its answer
    # 500 prompt tokens at 0.4 ms each: 200 ms to the first token, then 5 gaps of 10 ms.
    Given the prompt is 500 tokens long, the server reads it at 0.4 ms per token before answering, and each answer has 6 tokens spaced 10 ms apart
    When the benchmark sends 2 requests one after another
    Then the mean time to first token is 200 ms within 20 ms
    And the mean request latency is 250 ms within 20 ms

  Scenario: A cold server's first ever request, said from the request's side
    # TTFT 600, 100 and 100 ms: a mean of 266.7 ms.
    Given the server's first ever request gets its first token after 600 ms, every later one after 100 ms, with 5 tokens spaced 20 ms apart
    When the benchmark sends 3 requests one after another
    Then the maximum time to first token is 600 ms within 30 ms
    And the mean time to first token is 266.7 ms within 20 ms

  Scenario: Empty chunks by their spacing, until the first real word
    # Empty chunks at 40, 80, 120 and 160 ms carry no token; the first word at 200 ms is the first token.
    Given the server sends an empty chunk every 40 ms until the first real token at 200 ms, then 4 real tokens in total spaced 30 ms apart
    When the benchmark sends 2 requests one after another
    Then the mean time to first token is 200 ms within 15 ms
    And the mean inter-token latency is 30 ms within 5 ms

  Scenario: A full server that keeps a few waiting and turns the rest away as too busy
    # An answer takes 100 + 4 x 20 = 180 ms; the one kept waiting starts when it ends: TTFT 280 ms.
    Given the server works on at most 1 request at a time, keeps up to 1 more waiting and refuses any others as too busy
    And every answer has its first token after 100 ms and 5 tokens in all, 20 ms apart
    When I send 4 requests at the same time
    Then 2 requests succeed and 2 fail
    And over the successful requests the TTFT has a mean of 190 ms and a max of 280 ms, within 20 ms

  Scenario: A server error and a stream cut short, and the tokens the others produced
    Given every answer has 4 tokens, 20 ms apart
    And the server answers the 2nd request with a server error
    And the server cuts off the stream of the 4th request after 2 tokens, without finishing it
    When I send 5 requests one after another
    Then 3 requests succeed and 2 fail, and the successful requests have 12 output tokens in total

  Scenario: A cold first request, the rest said as every later one
    Given the server takes 1 second to the first token on its very first request and 50 ms on every later one
    And every answer has 5 tokens, 10 ms apart
    When I send 3 requests one after another
    Then the TTFT has a max of 1000 ms and a median of 50 ms, within 20 ms

  Scenario: Two prompts said one after the other, each by its length
    # 20 ms plus 1 ms per 10 prompt tokens: 70 ms for 500 tokens, 220 ms for 2,000.
    Given the server takes 20 ms plus 1 ms for every 10 prompt tokens before it sends the first token
    And every answer has 3 tokens, 10 ms apart
    When I send a prompt of 500 tokens and then a prompt of 2000 tokens, one after another
    Then the first request has a TTFT of 70 ms and the second a TTFT of 220 ms, within 20 ms

  Scenario: A server that ignores the requested maximum
    Given the server ignores the requested maximum and always answers with 30 tokens, the first after 50 ms and the rest 10 ms apart
    When I send 2 requests one after another, each asking for at most 10 tokens
    Then all 2 requests succeed with 30 output tokens each, 60 in total

  Scenario: A cold start said by its wait, one request cut short, and the tokens counted
    # TTFT 800, 60, 60 and 60 ms; the 3rd request is cut after 2 of its 6 tokens: 3 x 6 = 18 output tokens.
    Given the server has just started, waits 800 ms before the first token of its first request and 60 ms for every later request
    And each answer has 6 tokens, but the server closes the connection on the 3rd request after 2 tokens
    And its tokens come 10 ms apart
    When the client sends 4 requests one after another
    Then 3 requests succeed and 1 request fails
    And the output token count is 18

  Scenario: An answer past the asked maximum, its gap said with the first token, at a steady rate
    # 100 + 29 x 10 = 390 ms an answer, under the second between requests.
    Given each answer has its first token after 100 ms, then further tokens 10 ms apart
    And the server always sends 30 tokens, even when the client asks for at most 10
    When the client sends 2 requests at a steady rate of 1 per second, each asking for at most 10 output tokens
    Then every request reports 30 output tokens
    And the mean end-to-end latency is 390 ms within 30 ms

  Scenario: A server that keeps one more waiting in line, and empty chunks at moments after the request
    Given the server works on 1 request at a time, keeps 1 more waiting in line and turns away the rest with a "429 Too Many Requests" error
    And the server sends 2 chunks with no text at 30 and 60 ms after the request
    And it sends the first real token at 100 ms, then 3 more tokens 20 ms apart
    When the client sends 3 requests at once
    Then 2 requests succeed and 1 request fails
    And the max time to first token is 260 ms within 30 ms

  Scenario: A busy server's pace said with the requests open at the same time
    # One row: 4 requests open at once, each 150 ms to its first token and 15 ms between its 6 tokens.
    Given the server waits 150 ms before the first token and 15 ms between tokens while 4 requests are open at the same time
    And each answer has 6 tokens
    When the tool sends 4 requests at the same time
    Then the median time to first token is 150 ms within 20 ms
    And the median inter-token latency is 15 ms within 5 ms

  Scenario: A server restarted a moment ago, and fewer tokens asked for than it sends
    # TTFT 100 + 1500 = 1600 ms, then 100 ms; each answer 40 tokens whatever was asked.
    Given the server has just restarted and adds 1500 ms before the first token of its first request only
    And the tool asks for at most 20 output tokens per answer but the server sends 40 tokens anyway
    And each answer starts after 100 ms with tokens 5 ms apart
    When the tool sends 2 requests one after another
    Then the maximum time to first token is 1600 ms within 50 ms
    And every request reports 40 output tokens

  Scenario: Empty chunks at their moments and the first real token in one line, beside a stated counting rule
    Given the benchmarking tool counts one output token for every streamed chunk that carries text
    And the server sends 2 chunks with no text at 20 and 40 ms and the first real token at 150 ms
    And it streams 5 tokens, 10 ms apart
    When the tool sends 1 request
    Then the time to first token is 150 ms within 20 ms
    And the output token count is 5

  Scenario: A batching server's gap said as what each other request adds, with the run's numbers said as its own
    # 3 requests at once: every gap is 10 + 2 x 5 = 20 ms; 5 tokens, so 100 + 4 x 20 = 180 ms each.
    Given a fake streaming model server that, unless a scenario says otherwise, answers every request with 5 tokens, the first after 100 ms and the rest 10 ms apart
    And unless a scenario says otherwise, the server handles any number of requests at once without slowing down
    And the server's gap between tokens grows by 5 ms for every other request it is handling at the same time
    When the client sends 3 requests at once
    Then the run's mean ITL and p99 ITL are both 20 ms, within 3 ms
    And the run's median request latency is 180 ms, within 20 ms

  Scenario: A stall said of the answer's tokens
    # 50 + 4 x 10 + 300 = 390 ms an answer.
    Given the server sends the first token after 50 ms and 6 tokens in all, 10 ms apart
    And the server waits 300 ms instead of 10 ms between the 3rd and 4th tokens of its answer
    When the client sends 2 requests one after another
    Then the max ITL is 300 ms within 20 ms
    And the run's mean request latency is 390 ms, within 20 ms

  Scenario: A cut-off answer by its place, and the tokens counted
    # The 2nd answer is cut after 3 of its 6 tokens: 2 x 6 = 12 output tokens.
    Given the server sends the first token after 50 ms and 6 tokens in all, 10 ms apart
    And the server closes the connection on its second answer after 3 of its 6 tokens, without ending the stream properly
    When the client sends 3 requests one after another
    Then 2 requests succeed and 1 fails
    And the output tokens are 12

  Scenario: Counts of requests with their numbers, a cold start after starting, and more tokens than asked
    # TTFT 50 + 500 = 550 ms for the first request, 50 ms for the other 2; each answer 8 tokens.
    Given the server sends the first token after only 50 ms, then further tokens 10 ms apart
    And the server adds 500 ms before the first token of the first request it gets after starting
    And the server ignores the client's limit and sends 8 tokens when asked for at most 4
    When the client sends 3 requests one after another, each asking for at most 4 tokens
    Then 1 of the successful requests has a TTFT of 550 ms and the other 2 of 50 ms, for a run mean TTFT of 216.7 ms, all within 20 ms
    And all 3 requests succeed with 8 output tokens each, and the run's output tokens total 24

  Scenario: Tokens spaced further apart past a number in flight, and every request's latency end to end
    # 8 in flight is more than 4, so every gap is 40 ms: 100 + 9 x 40 = 460 ms end to end.
    Given the server waits 100 ms before sending the first token
    And it then streams 10 tokens in total, one every 20 ms
    And once more than 4 requests are in flight the server spaces tokens 40 ms apart instead of 20 ms
    When 8 requests are sent at the same time
    Then the mean inter-token latency is 40 ms, give or take 5 ms
    And every request takes about 460 ms end to end, within 30 ms

  Scenario: A prefill said of the prompt's tokens, and a seen prompt that starts sooner
    # 2000 prompt tokens add 2 x 40 = 80 ms: 100 + 80 = 180 ms; seen again, 70 ms sooner: 110 ms.
    # Mean over 4: (180 + 3 x 110) / 4 = 127.5 ms.
    Given the server waits 100 ms before sending the first token
    And every 1000 prompt tokens add 40 ms before the first token
    And a prompt the server has already seen starts 70 ms sooner
    When the same 2000-token prompt is sent 4 times, one after the other
    Then the first request's time to first token is about 180 ms, within 10 ms
    And the mean time to first token is about 127.5 ms, within 10 ms

  Scenario: A full server turns the extra requests away, and the status's reason phrase in a claim
    Given the server waits 100 ms before sending the first token
    And the server handles at most 3 requests at once and turns any extra one away immediately with status 429
    When 5 requests are sent simultaneously
    Then the report shows 3 successful requests and 2 failed with reason "429 Too Many Requests"

  Scenario: Empty chunks at their moments before the first word, and a stall in the tail
    # 5 gaps: 4 of 20 ms and 1 of 500 ms; TPOT = (100 + 580 - 100) / 5 = 116 ms.
    Given the server waits 100 ms before sending the first token
    And it then streams 6 tokens in total, one every 20 ms
    And before the first word the server sends 3 empty chunks, at 40, 60 and 80 ms
    And the server pauses for 500 ms between the 3rd and 4th token
    When 2 requests are sent back to back
    Then the worst time to first token is about 100 ms, within 10 ms
    And time per output token averages about 116 ms, within 10 ms
    And p90 inter-token latency is about 500 ms (within 20 ms) and the median is about 20 ms (within 10 ms)

  Scenario: Faults said of the requests they spoil
    # Of 6: the 5th gets HTTP 500, the 4th is cut after 2 tokens; 4 succeed.
    Given the server waits 50 ms before sending the first token
    And it then streams 4 tokens in total, one every 10 ms
    And every 5th request is answered with status 500
    And every 4th request has its connection dropped after 2 tokens
    When 6 requests are sent at a steady 10 per second
    Then 4 requests succeed and 2 fail, listed as 1 "HTTP 500" and 1 "connection dropped"

  Scenario: A Background's own words for what every scenario already is, and a gap that grows past a count
    # 5 in flight is more than 2: every gap 60 ms; 100 + 9 x 60 = 640 ms end to end.
    Given a fake streaming model server
    And the server is warm and has unlimited capacity
    And the client sends no warm-up requests
    And normally the server responds with the first token after 100 ms and then a token every 20 ms until it has sent 10 tokens
    And the gap between tokens grows from 20 ms to 60 ms while more than 2 requests are in flight
    When 5 requests are sent at once
    Then the mean inter-token latency is 60 ms, give or take 5 ms
    And TPOT is 60 ms, within 5 ms, for every request including the first

  Scenario: A prefill said as what it adds to the first-token wait, and a seen prompt's own wait
    # New 4000-token prompt: 100 + 4000 / 10 = 500 ms; the same prompt again: 30 ms.
    # Mean over 3: (500 + 30 + 30) / 3 = 186.7 ms.
    Given by default it sends the first token 100 ms after a request arrives
    And after that it streams one token per chunk, every 20 ms, 5 tokens in total
    And the server adds 1 ms to the first-token wait for every 10 prompt tokens
    And a prompt it has already seen gets its first token after just 30 ms, whatever its length
    When the same 4000-token prompt is sent 3 times, one after another
    Then the first request shows a TTFT of 500 ms, within 10 ms
    And the mean TTFT over the run is 186.7 ms, within 10 ms

  Scenario: A model warming up before its first request, and the successful requests' tokens
    # Request 1: 2000 + 50 = 2050 ms to its first token; the other 2: 50 ms.
    Given the server sends 4 tokens per answer
    And the server starts streaming 50 ms after it receives a request
    And the server needs 2 seconds to warm up before it answers its first request
    When 3 requests are sent back to back
    Then the slowest TTFT is 2050 ms within 30 ms, while the median TTFT stays at 50 ms within 10 ms
    And the successful requests add up to 12 output tokens

  Scenario: A capped server said in one sentence, a refusal in the passive, and failures after a colon
    # 2 served at once, 1 waits in line (TTFT 80 + 50 = 130 ms), the 4th is refused: 3 succeed.
    Given the server sends 4 tokens per answer
    And the server starts streaming 50 ms after it receives a request
    And it then streams 4 tokens in total, one every 10 ms
    And the server works on only 2 requests at a time and lets up to 1 more wait in line
    And any request beyond that is refused straight away with status 503
    When 4 requests are sent at the same time
    Then 3 requests succeed and 1 fails: 1 with "503 Service Unavailable"
    And the successful requests account for 12 output tokens

  Scenario: Prompts said in turn, a new prompt's whole wait per token, and a seen prompt's flat wait
    # New: 2 ms per token, 200 and 400 ms; seen again: 100 ms whatever the length.
    Given the server sends 3 tokens per answer
    And for a prompt it has not seen before the server waits 2 ms per prompt token before the first token
    And for a prompt it has already seen it starts after just 100 ms
    When I send, one after another, a 100-token prompt, that same prompt again, a 200-token prompt, and that one again
    Then the four requests show a time to first token of 200, 100, 400 and 100 ms, each within 10 ms

  Scenario: A stand-in server, its cap said inside its refusal, stages said as stages, and failures put down to a status
    # Stage 1: 2 at once, both served. Stage 2: 4 at once, 3 served and 1 refused.
    Given a stand-in model server that waits 50 ms before sending the first token
    And after that it streams one token every 10 ms
    And every answer is 4 tokens long
    And the server turns away any request beyond 3 in progress with "429 Too Many Requests"
    When I run a stage of 2 simultaneous requests followed by a stage of 4 simultaneous requests
    Then the report shows 5 successful requests and 1 failed one
    And the failure reasons list "429 Too Many Requests" once

  Scenario: A Background's ask sets the answer's length until the scenario asks again, and a stall said as extra
    # Asked for 6 then 4: 4 tokens; 3 gaps of 20 ms, one with 500 ms more: TPOT = (60 + 500) / 3.
    Given by default it sends the first token 100 ms after a request arrives and then one token every 20 ms
    And every request asks for at most 6 tokens unless the scenario says otherwise
    And it goes silent for 500 extra ms between the 2nd and 3rd tokens
    When I send 2 requests one after another, each asking for at most 4 tokens
    Then every request reports 4 output tokens, 8 in total
    And the mean time per output token is 186.7 ms with a tolerance of 10 ms

  Scenario: Two subjects in one line, a pace said to hold whatever is in flight, and a bound on every gap
    # 5 tokens: first at 50 ms, then 4 gaps of 10 ms, whatever else is in flight; no gap is near 30 ms.
    Given a pretend model server that streams chat completions, one token per chunk
    And unless a scenario says otherwise, it sends the first token 50 ms after a request arrives and each following token 10 ms after the previous one, no matter how many requests are in flight
    And every request asks for max_tokens of 5 and the server stops after 5 tokens
    When I send 3 requests at the same time
    Then the smallest, median and largest times to first token are 50 ms, 50 ms and 50 ms, each within 10 ms
    And the mean time per output token is 10 ms, within 2 ms, and no inter-token latency is above 30 ms

  Scenario: A prompt seen before said by when it was seen, its new prompt's wait from the line before
    # New: 200 ms; the same prompt 3 times more: 50 ms. Sorted 50, 50, 50, 200: median 50, largest 200.
    Given the server sends the first token 200 ms after a request arrives and then 3 more tokens 10 ms apart
    And the server sends the first token 50 ms after the request arrives when it has seen the exact same prompt before
    When I send the same prompt 4 times, one after another, starting with an empty cache
    Then the largest time to first token is 200 ms and the median is 50 ms, each within 10 ms

  Scenario: Empty chunks with no text at their moments, and an answer past max_tokens said each after the one before
    # Empty at 20, 40 and 60 ms, the first token at 100 ms; 6 tokens 10 ms apart though 4 were asked for.
    Given before the first token the server sends 3 empty chunks with no text, at 20, 40 and 60 ms, and then the first token at 100 ms
    And it ignores max_tokens and sends 6 tokens, each 10 ms after the previous one
    When I send 2 requests with max_tokens 4, one after another
    Then the succeeded requests' TTFTs are 100 and 100 ms (each ±10 ms), while every TPOT stays at 10 ms ±2 ms
    And every request shows 6 output tokens

  Scenario: Numbered requests whose connection drops, said by the tokens sent before it
    # Requests 2, 4 and 5 are cut short: 2 of 5 succeed.
    Given the server streams 5 tokens 10 ms apart after 50 ms
    And on the 2nd request it receives, it closes the connection after sending 2 tokens
    And the 4th and 5th requests have their connection dropped right after their 3rd token
    When I send 5 requests, one after another
    Then the report shows 2 succeeded and 3 failed, with 10 output tokens from the succeeded requests

  Scenario: A queue that starts the next request as one finishes, and a refusal said on its own line
    # 1 at a time, 1 waits (its TTFT 80 + 50 = 130 ms), the 3rd is refused.
    Given the server streams 4 tokens 10 ms apart after 50 ms
    And the server works on at most 1 request at a time, holds up to 1 more in a queue, and starts a queued request as soon as a running one finishes
    And it refuses any further request straight away with HTTP 429 "Too Many Requests"
    When I send 3 requests at the same time
    Then the report shows 2 succeeded and 1 failed
    And the TTFTs are 50 and 130 ms, each within 15 ms

  Scenario: A cold first request after the server starts up, and the other requests' numbers after the first's
    # The first: 50 + 300 = 350 ms to its first token; the other 2: 50 ms.
    Given the server streams 3 tokens 10 ms apart after 50 ms
    And the first request after the server starts up waits an extra 300 ms before its first token
    When I send 3 requests, one after another, to a freshly started server
    Then the first request's TTFT is 350 ms ±20 ms and the other 2 TTFTs are each 50 ms ±10 ms

  Scenario: A gap that grows with the others in flight, said while several are
    # 3 at once, each with 2 others: every gap 10 + 2 x 10 = 30 ms; the first token still at 50 ms.
    Given the server streams 5 tokens 10 ms apart after 50 ms
    And while several requests are in flight, the gap between tokens grows by 10 ms for each other request in flight, and the first token still comes after 50 ms
    When I send 3 requests at the same time
    Then the median ITL is 30 ms ±5 ms and the median TTFT is 50 ms ±10 ms

  Scenario: A setting and a length in one line, a pace the same however busy, and statistics said after their numbers
    # Asked for 5, given 5: first at 50 ms, then 4 gaps of 10 ms, one request at a time.
    Given a pretend model server that streams one token per chunk
    And unless a scenario says otherwise, it waits 50 ms before the first token, then sends one token every 10 ms, at the same speed however many requests are in flight
    And every request asks for max_tokens of 5 and, unless a scenario says otherwise, gets exactly 5 tokens back
    When I send 3 requests one after another, with the benchmark's warm-up requests turned off
    Then TTFT is 50 ms ± 10 ms at minimum, 50 ms ± 10 ms at maximum and 50 ms ± 10 ms on average
    And median ITL and median TPOT are both 10 ms ± 3 ms, and every request shows exactly 5 output tokens

  Scenario: A pace past a count said as 4 or more, every first word at the pace of the requests in flight
    # 4 sent at once are 4 in flight: each first token after 150 ms and each gap 30 ms, not 50 and 10.
    Given the server streams 4 tokens 10 ms apart after 50 ms
    And whenever 4 or more requests are in flight, the server sends the first token after 150 ms and each next token 30 ms after the one before
    When I send 4 requests at once
    Then the mean TTFT is 150 ms ± 20 ms and the median ITL is 30 ms ± 5 ms

  Scenario: A refusal of anything beyond a queue, failures recorded as a status, and numbers over the successes
    # 1 served (TTFT 50 ms, done at 70 ms), 1 queued (TTFT 70 + 50 = 120 ms), 2 refused; mean TTFT 85 ms.
    Given the server streams 3 tokens 10 ms apart after 50 ms
    And the server works on at most 1 request at a time, holds up to 1 more in a queue, and refuses anything beyond that straight away with HTTP 503
    When I send 4 requests at once
    Then the report shows 2 succeeded and 2 failed, with the 2 failures recorded as HTTP 503
    And total output tokens is exactly 6, and mean TTFT is 85 ms ± 15 ms over the 2 successes only

  Scenario: A cold first request said by its wait and the later ones'
    # TTFTs 300, 50 and 50 ms: the largest 300, the median 50, the mean 400 / 3 = 133.3 ms.
    Given the server streams 3 tokens 10 ms apart after 50 ms
    And the server has just started, its first request takes 300 ms to the first token, and every later request gets the usual 50 ms
    When I send 3 requests one after another
    Then max TTFT is 300 ms ± 20 ms, median TTFT is 50 ms ± 10 ms and mean TTFT is 133.3 ms ± 15 ms

  Scenario: A prefill said on top of the usual wait
    # 50 ms + 1000 / 10 x 1 ms = 150 ms to the first token.
    Given the server streams 3 tokens 10 ms apart after 50 ms
    And the server waits an extra 1 ms for every 10 prompt tokens, on top of the usual 50 ms, before the first token
    When I send 2 requests with a 1000-token prompt, one after another
    Then median TTFT is 150 ms ± 15 ms

  Scenario: Empty chunks within the first moments, a request's connection dropped, and one answer past max_tokens
    # Requests 2 (HTTP 500) and 3 (cut after 2 tokens) fail; 1 gives 4 tokens, 4 gives 6: 10 in total.
    Given the server streams 4 tokens 10 ms apart after 50 ms
    And the server sends 3 empty chunks within the first 30 ms, before the first real token at 50 ms
    And the server answers the 2nd request with HTTP 500 before any token, and drops the 3rd request's connection after 2 tokens
    And it ignores max_tokens on the 4th request and sends 6 tokens
    When I send 4 requests, one after another
    Then the report shows 2 succeeded and 2 failed
    And total output tokens is exactly 10, and median TTFT is 50 ms ± 10 ms

  Scenario: A Background's max_tokens set as a setting, a queue said oldest first, and counts per successful request
    # 1 at a time, the rest queued: 50, 90 and 130 ms to the first token; 3 tokens each, 9 in total.
    Given the pretend model server streams one token per chunk
    And unless a scenario says otherwise, it sends the first token 50 ms after a request arrives and then one token every 20 ms
    And every request sets max_tokens to 3 and the server stops at 3 tokens
    And the server works on at most 1 request at a time and holds the rest in a queue, oldest first, until a slot frees up
    When I send 3 requests at once
    Then the report shows exactly 3 succeeded and 0 failed, with 3 output tokens per successful request and 9 in total
    And mean TTFT is 130 ms (within 15%), counted over the 3 successful requests only

  Scenario: A gap between two tokens by their numbers, an empty chunk by its moment, and a prefill the server counts
    # 10 ms gaps but 300 ms between tokens 3 and 4; an empty chunk at 20 ms; the first token at 50 + 0.1 x 500 = 100 ms.
    Given the server streams 5 tokens 10 ms apart after 50 ms
    And the server waits 50 ms plus 1 ms for every 10 prompt tokens (as the server counts them) before the first token
    And the server sends an empty chunk with no text 20 ms after a request arrives, before the first real token
    And the gap between token 3 and token 4 is 300 ms instead of 10 ms
    When I send 2 requests one after another: 1 with a 500-token prompt and 1 with a 500-token prompt
    Then median TTFT is 100 ms ± 15 ms and max ITL is 300 ms ± 20 ms

  Scenario: A cold first request said with a server just started, and a load right after it starts
    # 400 ms for the first request, the later two the script's own 50 ms: median 50, max 400.
    Given the server streams 3 tokens 10 ms apart after 50 ms
    And the server has just started and its very first request waits 400 ms before the first token
    And the server ignores max_tokens 2 and always sends 3 tokens
    When I send 3 requests one after another, the first one right after the server starts
    Then median TTFT is 50 ms ± 10 ms and max TTFT is 400 ms ± 20 ms
    And each request reports exactly 3 output tokens

  Scenario: A prompt and max_tokens in one setting, a pace of N in flight said with N, and a tolerance said twice
    # 3 at once, each with 2 others: every gap 3 x 10 = 30 ms; 4 tokens each, 12 in total.
    Given a pretend model server that streams OpenAI-compatible chat completions and handles any number of requests at once at full speed
    And each request sends a 100-token prompt with max_tokens set to 4
    And the server sends the first token after 50 ms and then, while N requests are in flight, one token every N x 10 ms to each of them
    When I send 3 requests at once
    Then the median inter-token latency is 30 ms, within ±5 ms
    And 3 requests succeed and 0 fail, with 4 output tokens per successful request and 12 in total

  Scenario: A gap excepted by its tokens
    # 4 gaps of 10 ms but the one between tokens 3 and 4, 200 ms: median 10 ms, largest 200 ms.
    Given the server sends the first token after 50 ms
    And after that it sends one token every 10 ms, except that the gap between token 3 and token 4 is 200 ms
    And every answer is 5 tokens long
    When I send 2 requests, one after another
    Then the median inter-token latency is 10 ms, within ±3 ms, and the largest inter-token latency is 200 ms, within ±20 ms

  Scenario: Failures each by what they were reported as, and a mean across the successes
    # Request 2 fails with HTTP 500, request 3 is cut after 2 tokens; the other two start at 50 ms.
    Given the server streams 4 tokens 10 ms apart after 50 ms
    And the server answers the 2nd request with HTTP 500 before any token, and drops the 3rd request's connection after 2 tokens
    When I send 4 requests, one after another
    Then 2 requests succeed and 2 fail, one reported as HTTP 500 and one as a dropped connection
    And the mean time to first token across the 2 successful requests is 50 ms, within ±10 ms

  Scenario: A Background line of one subject and several verbs, and the usual wait named beside a seen prompt's
    # Every request asks for max_tokens 4 and gets 4 tokens, 10 ms apart. The first prompt is new
    # (100 ms), the next two were seen (30 ms): TTFTs 100, 30, 30 ms.
    Given a pretend model server that streams one token per chunk and stops at the requested max_tokens of 4
    And unless a scenario says otherwise, it sends the first token 100 ms after it starts on a request and each later token 10 ms after the previous one
    And unless a scenario says otherwise, it serves any number of requests at once at that same speed
    And the server sends the first token after 30 ms instead of 100 ms for a prompt it has already seen
    When I send the same prompt 3 times, one after another
    Then the largest TTFT is 100 ms and the median TTFT is 30 ms
    And each successful request reports 4 output tokens, 12 in total

  Scenario: A queue in arrival order whose wait starts when a request is picked up, its numbers for the requests in no order
    # One at a time: each answer takes 50 + 3 x 10 = 80 ms; sent at once, the three start at 0, 80
    # and 160 ms, so their TTFTs are 50, 130 and 210 ms, whichever request is served first.
    Given the server streams 4 tokens 10 ms apart after 50 ms
    And the server works on only 1 request at a time, holds the rest in a queue in arrival order, and starts the 50 ms wait only when it picks a request up
    When I send 3 requests at the same time
    Then the time to first token is 50 ms, 130 ms and 210 ms for the three requests, each within 15 ms
    And the mean request latency, counting only the 3 successful requests, is 160 ms, within 15 ms

  Scenario: A gap said as a multiple of the requests in flight, and empty chunks listed before the first token
    # 2 at once, each with the other in flight: every gap 2 x 10 = 20 ms. The empty chunks at 10 and
    # 20 ms carry no token: TTFT 50 ms, 4 tokens each.
    Given the server streams 4 tokens after 50 ms
    And the gap between tokens is 10 ms multiplied by the number of requests the server is handling at that moment
    And the server sends 2 empty chunks with no text, at 10 ms and at 20 ms, before the first token at 50 ms
    When I send 2 requests at once
    Then the mean inter-token latency is 20 ms, within 5 ms
    And the output token count is exactly 4 for every request

  Scenario: A dropped connection said with its missing end-of-stream marker
    # Request 2 is cut after 2 of its 4 tokens: 2 succeed, 1 fails; the successes are 8 tokens.
    Given the server streams 4 tokens 10 ms apart after 50 ms
    And the server closes the connection of the 2nd request after streaming 2 tokens, without an end-of-stream marker
    When I send 3 requests one after another
    Then 2 requests succeed and 1 fails, and the cut-off request is counted as failed, not successful
    And the total output tokens across the successful requests is 8

  Scenario: A Background that stops at max_tokens, a scenario's server that ignores it, and counts said of each one
    # Asked for 3, the server ignores it and sends 5 tokens 10 ms apart after 50 ms: 5 tokens each,
    # 10 in total. The first prompt's wait grows by 1 ms per 10 prompt tokens: 50 + 100 / 10 = 60 ms.
    Given a pretend model server that streams one token per chunk
    And unless a scenario says otherwise, it stops at max_tokens and its speed does not depend on how many requests are in flight
    And every request asks for max_tokens = 3
    And the server streams 5 tokens 10 ms apart after 50 ms
    And it ignores max_tokens and sends 5 tokens in every answer
    And the server needs an extra 1 ms for every 10 prompt tokens before it sends the first token
    When I send 2 requests with a 100-token prompt, one after another
    Then all 2 requests succeed, each shows 5 output tokens, 10 in total, and mean TTFT is 60 ms ± 10 ms

  Scenario: A growth per request in flight beyond the first, and the successes' total said of the successful ones
    # 2 at once: each gap 10 + 10 = 20 ms; 4 tokens each, 8 in total.
    Given the server streams 4 tokens 10 ms apart after 50 ms
    And the server adds 10 ms to the gap between tokens for every request in flight beyond the first
    When I send 2 requests at once
    Then 2 requests succeed and 0 fail, and the successful ones produce 8 output tokens in total
    And the mean inter-token latency is 20 ms, within 5 ms

  Scenario: A fresh server said in the Background, a pace past a count said last, and a refusal said straight away
    # 3 at once, 1 at a time, 1 queued, the third refused: the served one 50 ms to its first token,
    # the queued one 50 + 30 + 50 = 130 ms. Both have 4 tokens 10 ms apart: 3 gaps of 10 ms.
    Given a pretend model server, started fresh with an empty cache for each scenario
    And the server streams 4 tokens 10 ms apart after 50 ms
    And the server works on at most 1 request at a time, holds up to 1 more in a queue, and answers any beyond that with HTTP 429 straight away
    When I send 3 requests at the same time
    Then 2 requests succeed and 1 fails
    And the smallest TTFT is 50 ms and the largest TTFT is 130 ms, each within 15 ms

  Scenario: A pace from a count in flight said last
    # 2 at once, so 2 in flight: every gap 30 ms.
    Given the server streams 4 tokens 10 ms apart after 50 ms
    And the server stretches the gap between tokens to 30 ms while 2 or more requests are in flight
    When I send 2 requests at once
    Then the mean inter-token latency is 30 ms, within 10 ms

  Scenario: A cold first request's whole wait, and a silence between numbered tokens
    # The first request's first token comes at 300 ms, the second's at 50 ms; each answer has a
    # 200 ms gap between tokens 2 and 3.
    Given the server streams 4 tokens 10 ms apart after 50 ms
    And the very first request after the server starts waits 300 ms before its first token
    And the server goes silent for 200 ms between token 2 and token 3 of every answer
    When I send 2 requests one after another
    Then the largest TTFT is 300 ms and the smallest TTFT is 50 ms, each within 15 ms
    And the largest inter-token latency is 200 ms, within 15 ms

  Scenario: A prefill said after the first token
    # 80 + 100 / 10 = 90 ms to the first token of a 100-token prompt.
    Given the server streams 4 tokens 10 ms apart after 80 ms
    And the server waits an extra 1 ms before the first token for every 10 prompt tokens
    When I send 2 requests with a 100-token prompt, one after another
    Then the mean TTFT is 90 ms, within 10 ms

  Scenario: A cache that starts empty, and a drop without a finish message
    # New prompt: 90 ms; seen: 20 ms. The 3rd request is cut after 2 tokens: 2 succeed, 1 fails.
    Given the server streams 4 tokens 10 ms apart after 90 ms
    And the server's cache starts empty and for a prompt it has seen before it sends the first token after 20 ms instead of 90 ms
    And it drops the connection of the 3rd request after 2 tokens, without a finish message
    When I send the same 100-token prompt 3 times, one after another
    Then 2 requests succeed and 1 fails
    And the largest TTFT is 90 ms and the smallest TTFT is 20 ms, each within 10 ms

  Scenario: A pace at a number in flight, and an extra pause between numbered tokens
    # 2 at once, so 2 in flight: first token at 100 ms, gaps of 30 ms, but 30 + 100 = 130 ms between
    # tokens 2 and 3.
    Given the server streams 4 tokens 10 ms apart after 50 ms
    And while 2 requests are in flight the server takes 100 ms to the first token and 30 ms between tokens
    And it pauses an extra 100 ms between token 2 and token 3
    When I send 2 requests at once
    Then the mean TTFT is 100 ms, within 15 ms
    And the median inter-token latency is 30 ms and the largest is 130 ms, each within 15 ms
