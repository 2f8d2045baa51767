package dev.tokenpace.load;

import java.util.List;

/** A few fixed prompts, cycled: for smoke runs where the prompt does not matter. */
final class MockPrompts implements PromptSource {

  private static final List<String> PROMPTS =
      List.of(
          "What is the capital of France?",
          "Explain how a hash map works in two sentences.",
          "Write a haiku about latency.",
          "List three prime numbers greater than one hundred.");

  private int next;

  @Override
  public String next() {
    String prompt = PROMPTS.get(next);
    next = (next + 1) % PROMPTS.size();
    return prompt;
  }
}
