package dev.tokenpace.fake.script;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * How a response was cut short, named on the wire as the timeline JSON and reports show it ({@link
 * #wireName()}). A profile scripts the first three ({@link #scripted()}); the client's leaving is
 * only ever observed.
 */
public enum FaultKind {
  /** An orderly close (FIN) mid-stream. */
  CLOSE("close"),
  /** A reset (RST) mid-stream. */
  RESET("reset"),
  /** No bytes for a while, later events shifted by it. */
  STALL("stall"),
  /** The client went away mid-stream. */
  CLIENT_GONE("client-gone");

  /** Joins several faults of one request in the timeline JSON, e.g. {@code "stall+close"}. */
  public static final String JOINER = "+";

  private final String wireName;

  FaultKind(String wireName) {
    this.wireName = wireName;
  }

  @JsonValue
  public String wireName() {
    return wireName;
  }

  /** Whether a profile can script it, rather than the client causing it. */
  public boolean scripted() {
    return this != CLIENT_GONE;
  }

  /** Ends the connection, rather than only holding it. */
  boolean endsConnection() {
    return this == CLOSE || this == RESET;
  }

  /**
   * The faults a timeline JSON's {@code fault} names, in order: none for {@code null}.
   *
   * @throws IllegalArgumentException for a name no fault has
   */
  public static List<FaultKind> ofWireNames(String joined) {
    List<FaultKind> kinds = new ArrayList<>(2);
    if (joined == null || joined.isEmpty()) {
      return kinds;
    }
    for (String name : joined.split("\\" + JOINER)) {
      kinds.add(ofWireName(name));
    }
    return kinds;
  }

  private static FaultKind ofWireName(String name) {
    for (FaultKind kind : values()) {
      if (kind.wireName.equals(name)) {
        return kind;
      }
    }
    throw new IllegalArgumentException("unknown fault '" + name + "'");
  }

  @Override
  public String toString() {
    return wireName;
  }
}
