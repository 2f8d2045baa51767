@fake @fake-only
Feature: The fake model refuses what OpenAI refuses, and sends usage only when asked
  A client that builds a bad request must fail against the fake as it fails against OpenAI, not get a
  clean stream; and a client that never asks for usage must not get a usage chunk it cannot read.
  Each refusal is sent twice: as a plain HTTP request, and through the official OpenAI Java SDK, which
  must raise the exception it raises against OpenAI, with OpenAI's param and code. The requests are a
  streaming request as benchmark clients send it (a model, one user message or a prompt, "stream":
  true) with one thing wrong. No benchmark runs here: these scenarios check the fake itself.

  Background:
    Given the model streams "The quick brown fox" one word per chunk
    And the server reports 4 completion tokens in its usage

  Scenario Outline: A request with <wrong> is refused as OpenAI refuses it
    When a client sends <request>
    Then the model refuses it with status <status>, type invalid_request_error, param <param> and code <code>
    And the OpenAI Java SDK raises <exception> for it, with type invalid_request_error, param <param> and code <code>

    Examples: wrong types
      | wrong                             | request                                                        | status | param                        | code         | exception           |
      | a stream that is not a boolean    | a chat request with "stream": "yes"                            | 400    | stream                       | invalid_type | BadRequestException |
      | a model name that is a number     | a chat request with "model": 7                                 | 400    | model                        | invalid_type | BadRequestException |
      | stream options that are no object | a chat request with "stream_options": true                     | 400    | stream_options               | invalid_type | BadRequestException |
      | include_usage that is no boolean  | a chat request with "stream_options": {"include_usage": "yes"} | 400    | stream_options.include_usage | invalid_type | BadRequestException |
      | max_tokens in words               | a chat request with "max_tokens": "ten"                        | 400    | max_tokens                   | invalid_type | BadRequestException |
      | max_tokens with a fraction        | a chat request with "max_tokens": 1.5                          | 400    | max_tokens                   | invalid_type | BadRequestException |
      | n in words                        | a chat request with "n": "two"                                 | 400    | n                            | invalid_type | BadRequestException |
      | a temperature in words            | a chat request with "temperature": "hot"                       | 400    | temperature                  | invalid_type | BadRequestException |
      | a top_p in words                  | a chat request with "top_p": "most"                            | 400    | top_p                        | invalid_type | BadRequestException |
      | messages that are no list         | a chat request with "messages": "Say four words"               | 400    | messages                     | invalid_type | BadRequestException |
      | a prompt that is no text          | a completions request with "prompt": true                      | 400    | prompt                       | invalid_type | BadRequestException |

    Examples: values out of range
      | wrong                           | request                                        | status | param                 | code                    | exception           |
      | max_tokens below 1              | a chat request with "max_tokens": -1           | 400    | max_tokens            | integer_below_min_value | BadRequestException |
      | a max_completion_tokens of 0    | a chat request with "max_completion_tokens": 0 | 400    | max_completion_tokens | integer_below_min_value | BadRequestException |
      | an n of 0                       | a chat request with "n": 0                     | 400    | n                     | integer_below_min_value | BadRequestException |
      | a temperature above 2           | a chat request with "temperature": 2.5         | 400    | temperature           | decimal_above_max_value | BadRequestException |
      | a temperature below 0           | a chat request with "temperature": -0.1        | 400    | temperature           | decimal_below_min_value | BadRequestException |
      | a top_p above 1                 | a chat request with "top_p": 1.5               | 400    | top_p                 | decimal_above_max_value | BadRequestException |
      | a presence_penalty above 2      | a chat request with "presence_penalty": 3      | 400    | presence_penalty      | decimal_above_max_value | BadRequestException |
      | a frequency_penalty below -2    | a chat request with "frequency_penalty": -3    | 400    | frequency_penalty     | decimal_below_min_value | BadRequestException |
      | max_tokens of 0, on completions | a completions request with "max_tokens": 0     | 400    | max_tokens            | integer_below_min_value | BadRequestException |

    Examples: what must be there, and the model
      | wrong                            | request                                                                        | status | param          | code              | exception                     |
      | no messages at all               | a chat request without "messages"                                              | 400    | messages       | none              | BadRequestException           |
      | messages sent as null            | a chat request with "messages": null                                           | 400    | messages       | none              | BadRequestException           |
      | no prompt                        | a completions request without "prompt"                                         | 400    | prompt         | none              | BadRequestException           |
      | an empty list of messages        | a chat request with "messages": []                                             | 400    | messages       | empty_array       | BadRequestException           |
      | stream options but no stream     | a chat request with "stream": false, "stream_options": {"include_usage": true} | 400    | stream_options | none              | BadRequestException           |
      | a model the server does not have | a chat request with "model": "gpt-nobody"                                      | 404    | none           | model_not_found   | NotFoundException             |
      | an unknown model, on completions | a completions request with "model": "gpt-nobody"                               | 404    | none           | model_not_found   | NotFoundException             |
      | a body over the 32 MiB limit     | a chat request whose body is over 32 MiB                                       | 413    | none           | request_too_large | UnexpectedStatusCodeException |

  Scenario Outline: A body that is no JSON object (<wrong>) is refused, and the SDK cannot send one
    When a client sends <request>
    Then the model refuses it with status 400, type invalid_request_error, param none and code none
    And the OpenAI Java SDK cannot send such a body

    Examples:
      | wrong                       | request                                                               |
      | JSON cut off                | a chat request whose whole body is '{"model": "model", "messages": [' |
      | form data                   | a chat request whose whole body is 'model=model&stream=true'          |
      | nothing at all              | a chat request whose whole body is ''                                 |
      | bytes after the JSON        | a chat request whose whole body is '{"model": "model"} and more'      |
      | a list instead of an object | a chat request whose whole body is '["Say four words"]'               |
      | a bare string               | a completions request whose whole body is '"Say four words"'          |

  Scenario: A client that never asks for usage, as LLMPerf, gets no usage and no chunk without choices
    When a client sends a chat request without asking for usage
    Then the client received no usage and no chunk without choices

  Scenario: The same on the completions API
    When a client sends a completions request without asking for usage
    Then the client received no usage and no chunk without choices

  Scenario: A client that asks for usage gets exactly one usage chunk, the last before [DONE]
    When a client sends a chat request with "stream_options": {"include_usage": true}
    Then the client received exactly one usage chunk, the last before [DONE]

  Scenario: Asking for no usage is the same as not asking
    When a client sends a chat request with "stream_options": {"include_usage": false}
    Then the client received no usage and no chunk without choices

  Scenario: vLLM's continuous usage stats put the usage so far in every chunk with choices
    When a client sends a chat request with "stream_options": {"include_usage": true, "continuous_usage_stats": true}
    Then the client received the usage so far in every chunk with choices, and the usage chunk last
