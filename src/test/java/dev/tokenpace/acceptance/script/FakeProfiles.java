package dev.tokenpace.acceptance.script;

import dev.tokenpace.fake.script.Profile;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;

/** A script's chunks as the fake model's {@link Profile} plays them. */
final class FakeProfiles {

  /**
   * Where a split chunk is cut: inside its first line, so the blank line ending it is in the second
   * write.
   */
  private static final int SPLIT_AT_BYTE = 10;

  private static final int PROMPT_TOKENS = 8;

  static Profile.Builder of(List<ScriptedChunk> chunks, int at, Consumer<Profile.Builder> extra) {
    if (extra != null && at > chunks.size()) {
      throw new IllegalArgumentException(
          "the script has " + chunks.size() + " chunks, none to follow after chunk " + at);
    }
    Profile.Builder profile = Profile.builder();
    for (int i = 0; i < chunks.size(); i++) {
      if (extra != null && i == at) {
        profile.after(Duration.ZERO);
        extra.accept(profile);
      }
      ScriptedChunk chunk = chunks.get(i);
      profile.after(chunk.after());
      addTo(profile, chunk);
      if (chunk.splitPause() != null) {
        profile.splitLast(SPLIT_AT_BYTE, chunk.splitPause());
      }
    }
    if (extra != null && at == chunks.size()) {
      profile.after(Duration.ZERO);
      extra.accept(profile);
    }
    return profile;
  }

  private static void addTo(Profile.Builder profile, ScriptedChunk chunk) {
    switch (chunk.kind()) {
      case CONTENT -> {
        if (chunk.bytes() != null) {
          profile.contentBytes(chunk.bytes());
        } else {
          profile.content(chunk.text());
        }
      }
      case REASONING -> profile.reasoning(chunk.text());
      case ROLE -> profile.role();
      case USAGE -> profile.usage(PROMPT_TOKENS, chunk.outputTokens());
      case FINISH -> profile.finish("stop");
      case KEEP_ALIVE -> profile.comment("keep-alive");
      case END_OF_STREAM -> profile.done();
      case ERROR -> profile.error(chunk.text());
    }
  }

  private FakeProfiles() {}
}
