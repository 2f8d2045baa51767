package dev.tokenpace.fake.script;

/** Which OpenAI API a request called: decides the shape of each rendered chunk. */
public enum ApiShape {
  CHAT("chat.completion.chunk", "chat.completion", "chatcmpl-"),
  COMPLETIONS("text_completion", "text_completion", "cmpl-");

  private final String chunkObject;
  private final String unaryObject;
  private final String idPrefix;

  ApiShape(String chunkObject, String unaryObject, String idPrefix) {
    this.chunkObject = chunkObject;
    this.unaryObject = unaryObject;
    this.idPrefix = idPrefix;
  }

  /**
   * {@code /v1/completions} (and anything ending in {@code /completions} but not chat) is the
   * legacy API.
   */
  public static ApiShape forPath(String path) {
    return path.contains("chat/completions")
        ? CHAT
        : path.endsWith("/completions") ? COMPLETIONS : CHAT;
  }

  String chunkObject() {
    return chunkObject;
  }

  public String unaryObject() {
    return unaryObject;
  }

  public String idPrefix() {
    return idPrefix;
  }
}
