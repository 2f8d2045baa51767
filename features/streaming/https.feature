@streaming
Feature: The model served over https
  A model behind https is benchmarked through the JDK's HTTP client, over TLS. The timing is the
  same as over plain http: each chunk is timed when it arrives, decrypted, not when the connection
  was set up. A server with a self-signed certificate (or one of a private CA) is trusted by naming
  its certificate in `server.cert_path`; without that, every request fails before anything is sent,
  with a label that says TLS and a message that says which key to set.

  Background:
    Given the model streams "The quick brown fox jumps" one word per chunk
    And it waits 100 ms before the first chunk and 100 ms between the others

  Scenario: Over https the chunks are timed as they arrive
    Given the model is served over https with a self-signed certificate the benchmark trusts
    When one streaming chat request is benchmarked
    Then the reported time to first token is 100 ms within 5 ms
    And the reported inter-token latency is 100 ms within 5 ms
    And the reported request latency is 500 ms within 5 ms
    And the reported time to first token matches the timeline within 5 ms
    And the reported inter-token latency matches the timeline within 5 ms
    And the reported request latency matches the timeline within 5 ms

  Scenario: Over https several requests at once keep their timing
    Given the model is served over https with a self-signed certificate the benchmark trusts
    When 4 streaming chat requests are benchmarked, 4 at a time
    Then all 4 requests succeeded
    And every successful request's time to first token matches its own timeline within 5 ms
    And every successful request's inter-token latency matches its own timeline within 5 ms
    And every successful request's request latency matches its own timeline within 5 ms

  Scenario: Over https the TLS handshake sits between the model's accept and its receipt of the request
    Given the model is served over https with a self-signed certificate the benchmark trusts
    When 2 streaming chat requests are benchmarked one after another
    Then all 2 requests succeeded
    And the first request opened a new connection and the others reused it
    And every request's way in matches its definitions
    And every request's way in keeps its order with the model's accept and receipt
    And the run's way-in summary matches its requests

  Scenario: A certificate the benchmark does not trust fails every request, and says why
    Given the model is served over https with a self-signed certificate the benchmark does not trust
    When 3 streaming chat requests are benchmarked one after another
    Then every request failed, labelled "TLS Error", with a message containing "server.cert_path"
    And the report files were written
    And every request sent is accounted for: successes plus failures equal the requests sent
