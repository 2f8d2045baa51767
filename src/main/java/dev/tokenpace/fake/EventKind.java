package dev.tokenpace.fake;

/** What one scripted event is; {@link #wireName()} is the name timelines and JSON use. */
public enum EventKind {
  CONTENT("content"),
  REASONING("reasoning"),
  ROLE("role"),
  USAGE("usage"),
  FINISH("finish"),
  COMMENT("comment"),
  ERROR("error"),
  MALFORMED("malformed"),
  RAW("raw"),
  DONE("done"),
  /** The whole JSON body of a unary (stream: false) response. */
  BODY("body");

  private final String wireName;

  EventKind(String wireName) {
    this.wireName = wireName;
  }

  public String wireName() {
    return wireName;
  }
}
