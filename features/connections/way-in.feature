@connections
Feature: The way in: connecting, sending and the response head, apart from the model's time
  A request's time to first token holds its way to the model too: opening a connection, a TLS
  handshake, writing the request. A burst of new connections can queue there, and a reader would
  take it for the model's time. So the report gives every request's way in, and each part is held
  to when the model accepted the connection and received the request.

  Scenario: One connection opened, then reused, each part of the way in in its place
    Given the model streams "one two three" one word per chunk
    And it waits 100 ms before the first chunk and 20 ms between the others
    When 3 streaming chat requests are benchmarked one after another
    Then all 3 requests succeeded
    And the first request opened a new connection and the others reused it
    And every request's way in matches its definitions
    And every request's way in keeps its order with the model's accept and receipt
    And the run's way-in summary matches its requests

  Scenario: A model slow to take up new connections shows in the time to the response head, not in the connect
    Given the model streams "one two three" one word per chunk
    And it waits 50 ms before the first chunk and 20 ms between the others
    And the model takes 200 ms to take up each new connection
    When one streaming chat request is benchmarked
    Then every request opened a new connection
    And the model's hold shows in every request's time to the response head, not in its connect duration
    And every request's way in matches its definitions
    And every request's way in keeps its order with the model's accept and receipt

  @load
  Scenario: A burst of new connections: each opened on the request that needed it
    Given the model streams "one two three" one word per chunk
    And it waits 100 ms before the first chunk and 20 ms between the others
    When 20 streaming chat requests are benchmarked, 20 at a time
    Then all 20 requests succeeded
    And every request opened a new connection
    And every request's way in matches its definitions
    And every request's way in keeps its order with the model's accept and receipt
    And the run's way-in summary matches its requests

  @load @tokenpace-only
  Scenario: Connections opened before the stage: a burst measures the model, not its connects
    Given the model streams "one two three" one word per chunk
    And it waits 100 ms before the first chunk and 20 ms between the others
    And the benchmark opens its connections before each stage
    When 20 streaming chat requests are benchmarked, 20 at a time
    Then all 20 requests succeeded
    And the model accepted 20 connections, every one before the first request started
    And every request reused a connection, with no connect time
    And every request's way in matches its definitions
    And every request's way in keeps its order with the model's accept and receipt
    And the run's way-in summary matches its requests
