@fake @fake-only
Feature: The fake model reports the tokens it sent, whenever a client asks for usage
  OpenAI and vLLM end every stream whose request asked ("stream_options": {"include_usage": true}) with a
  usage chunk: the prompt's tokens and the tokens the model sent. A client that asks (GuideLLM,
  inference-perf, tokenpace) takes its output token count from there, so the fake must send it, and
  send it true, even when the scenario scripts no usage; a client that never asks still gets none. The
  fake counts a token a whitespace word, as the suite's tokenizers do. No benchmark runs here.

  Background:
    Given the model streams "The quick brown fox jumps" one word per chunk

  Scenario: A client that asks for usage gets the true counts, though the scenario scripts none
    When a client sends a chat request with "stream_options": {"include_usage": true}
    Then the client received exactly one usage chunk, the last before [DONE]
    And the client's usage counts 3 prompt tokens and 5 completion tokens

  Scenario: The same on the completions API
    When a client sends a completions request with "stream_options": {"include_usage": true}
    Then the client received exactly one usage chunk, the last before [DONE]
    And the client's usage counts 3 prompt tokens and 5 completion tokens

  Scenario: A client that does not ask gets no usage, though the server counts it
    When a client sends a chat request without asking for usage
    Then the client received no usage and no chunk without choices
