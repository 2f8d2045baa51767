package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.ChunkKind;
import dev.tokenpace.acceptance.script.ScriptedStream;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Chunks a server sends before its first word, as a step names them: "empty chunks at 50 and 100
 * ms", "3 chunks with empty text at 40, 60 and 80 ms", "a chunk with only the assistant role at 20
 * ms". A count said must be the number of moments.
 */
record LeadingChunks(ChunkKind kind, List<Duration> at) {

  private static final Pattern COUNT = Pattern.compile("(\\d+|an?|one) .*");

  static LeadingChunks of(String words, List<Duration> at) {
    String w = words.trim().toLowerCase(Locale.ROOT);
    Matcher count = COUNT.matcher(w);
    if (count.matches()) {
      int said = count.group(1).matches("\\d+") ? Integer.parseInt(count.group(1)) : 1;
      if (said != at.size()) {
        throw new IllegalArgumentException(
            "\"" + words + "\" says " + said + " chunks, but " + at.size() + " moments are given");
      }
    }
    return new LeadingChunks(w.contains("role") ? ChunkKind.ROLE : ChunkKind.CONTENT, at);
  }

  void addTo(ScriptedStream stream) {
    stream.chunksBeforeFirstWord(at, kind);
  }
}
