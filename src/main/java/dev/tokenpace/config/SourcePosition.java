package dev.tokenpace.config;

/** Where a key or value sits in a config file, 1-based, printed as {@code bench.yaml:7:5}. */
public record SourcePosition(String source, int line, int column) {

  @Override
  public String toString() {
    return source + ":" + line + ":" + column;
  }
}
