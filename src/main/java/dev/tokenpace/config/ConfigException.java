package dev.tokenpace.config;

/**
 * A configuration the run must not start with. Carries the offending key in YAML notation ({@code
 * load.stages[0].rate}) and, when it came from a file, the position, so the user can go straight to
 * the line: {@code unknown key 'load.stages[0].rat' at bench.yaml:7:5 — did you mean 'rate'?}
 */
public final class ConfigException extends RuntimeException {

  private final String key;
  private final String problem;
  private final String hint;
  private final SourcePosition position;

  public ConfigException(String key, String problem) {
    this(key, problem, null, null);
  }

  public ConfigException(String key, String problem, String hint, SourcePosition position) {
    super(render(problem, hint, position));
    this.key = key;
    this.problem = problem;
    this.hint = hint;
    this.position = position;
  }

  /** The same error, placed in a file; keeps a position it already has. */
  public ConfigException at(SourcePosition where) {
    return position != null || where == null
        ? this
        : new ConfigException(key, problem, hint, where);
  }

  /** The key in YAML notation, e.g. {@code server.base_url}; empty for the file as a whole. */
  public String key() {
    return key;
  }

  /** {@code null} when the config was built in code. */
  public SourcePosition position() {
    return position;
  }

  private static String render(String problem, String hint, SourcePosition position) {
    StringBuilder message = new StringBuilder(problem);
    if (position != null) {
      message.append(" at ").append(position);
    }
    if (hint != null) {
      message.append(" — ").append(hint);
    }
    return printable(message.toString());
  }

  /**
   * Control characters written as escapes: a key or value read from the file may hold a CR or LF,
   * and the error must stay one line that cannot fake another.
   */
  static String printable(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
            out.append(String.format("\\u%04X", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.toString();
  }
}
