package dev.tokenpace.load;

import dev.tokenpace.config.RunConfig.Data;
import java.util.Random;

/** Builds the prompt source a config's {@code data} section names. */
public final class PromptSources {

  private PromptSources() {}

  public static PromptSource fromConfig(Data data, long seed) {
    if (data == null || data.type() == null) {
      return new MockPrompts();
    }
    return switch (data.type()) {
      case MOCK -> new MockPrompts();
      case RANDOM ->
          new RandomPrompts(
              new Random(seed),
              new LengthSampler(
                  data.inputTokens(), // required for random data by the config's validator
                  new Random(seed + 1)));
      case FILE -> FilePrompts.read(data.path());
    };
  }
}
