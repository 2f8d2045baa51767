package dev.tokenpace.fake.script;

import dev.tokenpace.wire.ChunkKind;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The usage chunk a real server ends a stream with when its request asked ({@code include_usage})
 * and the profile scripts none: the tokens the fake sent and the prompt as it counted it. OpenAI
 * and vLLM always send it, after the finish chunk and before {@code [DONE]}; a client that asks
 * (GuideLLM, inference-perf, tokenpace) prefers it to its own count.
 *
 * <p>The fake's tokens are whitespace words (the suite's tokenizers map one word to one token): the
 * words of the content chunks joined, and those of the reasoning chunks joined, so a word split
 * over two chunks counts once and a chunk of three words counts three.
 *
 * <p>It goes in the write of {@code [DONE]}, so no send moves; an answer a fault cuts before {@code
 * [DONE]} never sends it. A script the fake cannot vouch for gets none: one that ends in an error
 * event, sends malformed or raw bytes (whose tokens the fake does not know), or never sends {@code
 * [DONE]}.
 *
 * @param events the script with the usage chunk just before its first {@code [DONE]}
 * @param faults the faults, each after the same events it followed
 */
record CountedUsage(List<ScriptedEvent> events, List<FaultPlan> faults) {

  private static final Pattern WORD = Pattern.compile("\\S+");

  /** The script with its counted usage chunk, or {@code null} when it gets none. */
  static CountedUsage of(List<ScriptedEvent> events, List<FaultPlan> faults) {
    int done = -1;
    for (int i = 0; i < events.size(); i++) {
      ChunkKind kind = events.get(i).kind();
      switch (kind) {
        case USAGE, ERROR, MALFORMED, RAW -> {
          return null; // a scripted usage wins; the others the fake cannot count
        }
        case DONE -> {
          if (done < 0) {
            done = i;
          }
        }
        default -> {}
      }
    }
    if (done < 0) {
      return null;
    }
    ScriptedEvent last = events.get(done);
    ScriptedEvent usage =
        ScriptedEvent.of(ChunkKind.USAGE, "")
            .withUsage(0, sentTokens(events.subList(0, done)))
            .paced(last.gapNanos(), last.sameWrite(), 0, 0);
    List<ScriptedEvent> counted = new ArrayList<>(events.subList(0, done));
    counted.add(usage);
    counted.add(last.inSameWrite());
    counted.addAll(events.subList(done + 1, events.size()));
    List<FaultPlan> moved = new ArrayList<>();
    for (FaultPlan fault : faults) {
      // a fault before [DONE] stays before the usage too: an answer cut short reports none
      moved.add(
          fault.afterEvents() <= done
              ? fault
              : new FaultPlan(fault.type(), fault.afterEvents() + 1, fault.stallNanos()));
    }
    return new CountedUsage(counted, moved);
  }

  /** The words the content chunks and the reasoning chunks carry, each channel's text joined. */
  static int sentTokens(List<ScriptedEvent> events) {
    StringBuilder content = new StringBuilder();
    StringBuilder reasoning = new StringBuilder();
    for (ScriptedEvent event : events) {
      if (event.kind() == ChunkKind.CONTENT) {
        content.append(event.text());
      } else if (event.kind() == ChunkKind.REASONING) {
        reasoning.append(event.text());
      }
    }
    return words(content) + words(reasoning);
  }

  /** Counted as the suite's tokenizers count: runs of anything but ASCII white space. */
  static int words(CharSequence text) {
    Matcher word = WORD.matcher(text);
    int words = 0;
    while (word.find()) {
      words++;
    }
    return words;
  }
}
