package dev.tokenpace.wire;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;
import java.util.Optional;

/**
 * What one streamed event is, from the wire to the timeline: the one vocabulary the fake scripts
 * and records, the client classifies, the metrics time and the reports and timelines name (by
 * {@link #wireName()}). Only CONTENT and REASONING carry tokens ({@link #carriesTokens()}, the one
 * place that says so).
 *
 * <p>The last three are writes only the fake makes, so no client classifies an event into them: a
 * cut-off event ({@link #MALFORMED}), bytes written as scripted ({@link #RAW}) and the one body of
 * a non-streamed answer ({@link #BODY}). What a client makes of such bytes is one of the kinds
 * above (usually {@link #OTHER}, or a failure).
 */
public enum ChunkKind {
  CONTENT,
  REASONING,
  ROLE,
  USAGE,
  FINISH,
  ERROR,
  COMMENT,
  DONE,
  /** A data event that is none of the above (an unknown shape); kept, never timed. */
  OTHER,
  /** The fake's write of a data event whose JSON is cut off. */
  MALFORMED,
  /** The fake's write of bytes exactly as scripted. */
  RAW,
  /** The fake's one write of a non-streamed (stream: false) answer's body. */
  BODY;

  /** Whether the event's text is tokens a client counts: content and reasoning. */
  public boolean carriesTokens() {
    return this == CONTENT || this == REASONING;
  }

  /** The lower-case name reports and timelines use, e.g. {@code "content"}; JSON's spelling too. */
  @JsonValue
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The kind a report or timeline names, e.g. {@code "content"}; empty for an unknown name. */
  public static Optional<ChunkKind> ofWireName(String wireName) {
    for (ChunkKind kind : values()) {
      if (kind.wireName().equals(wireName)) {
        return Optional.of(kind);
      }
    }
    return Optional.empty();
  }

  /** A kind read back from a report's JSON, where an unknown name is a broken file. */
  @JsonCreator
  static ChunkKind fromJson(String wireName) {
    return ofWireName(wireName)
        .orElseThrow(() -> new IllegalArgumentException("unknown event kind '" + wireName + "'"));
  }

  /** Whether a kind, as a report or timeline names it, carries tokens. */
  public static boolean carriesTokens(String wireName) {
    return ofWireName(wireName).map(ChunkKind::carriesTokens).orElse(false);
  }
}
