@failures
Feature: The server answers with an error instead of a stream
  A busy or broken model server answers some requests with an error status and a short explanation;
  a proxy in front of it answers with an error page. The report labels such a request with the
  status and its name, quotes the explanation, and leaves the other requests' numbers as they were.
  The healthy requests are held to their timelines within 5 ms, as everywhere.

  Background:
    Given the model streams "one two three four" one word per chunk
    And it waits 50 ms before the first chunk and 30 ms between the others

  Scenario Outline: Status <status> with an error message from the model server
    Given the model answers its second request with status <status> and the error message "<message>"
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "<label>", with a message containing "<message>"
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every healthy request's request latency is 140 ms within 5 ms
    And every healthy request's request latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent

    Examples:
      | status | label                       | message                          |
      | 429    | 429 - Rate Limit            | too many requests, slow down     |
      | 500    | 500 - Internal Server Error | the model crashed                |
      | 502    | 502 - Bad Gateway           | the model behind me is not there |
      | 503    | 503 - Service Unavailable   | the model is overloaded          |

  Scenario Outline: Status <status> with an error page from a proxy
    Given the model answers its second request with status <status> and an error page titled "<title>"
    When 3 streaming chat requests are benchmarked one after another
    Then the second request failed, labelled "<label>", with a message containing "<status> <title>"
    And every other request succeeded
    And every healthy request's time to first token is 50 ms within 5 ms
    And every healthy request's time to first token matches its own timeline within 5 ms
    And every healthy request's inter-token latency is 30 ms within 5 ms
    And every healthy request's inter-token latency matches its own timeline within 5 ms
    And every healthy request's request latency is 140 ms within 5 ms
    And every healthy request's request latency matches its own timeline within 5 ms
    And every request sent is accounted for: successes plus failures equal the requests sent

    Examples:
      | status | label                       | title                           |
      | 429    | 429 - Rate Limit            | Too Many Requests               |
      | 500    | 500 - Internal Server Error | Internal Server Error           |
      | 502    | 502 - Bad Gateway           | Bad Gateway                     |
      | 503    | 503 - Service Unavailable   | Service Temporarily Unavailable |
