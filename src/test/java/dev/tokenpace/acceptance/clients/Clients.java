package dev.tokenpace.acceptance.clients;

import dev.tokenpace.PipelineParts;
import java.util.Locale;

/**
 * Which client the suite judges: {@code -Dtokenpace.client=tokenpace} (the default) or {@code
 * inference-perf}.
 */
public final class Clients {

  public static final String PROPERTY = "tokenpace.client";

  private Clients() {}

  /** The client named by {@link #PROPERTY}; tokenpace's is built with the glue's {@code parts}. */
  public static ClientUnderTest chosen(PipelineParts parts) {
    String name = System.getProperty(PROPERTY, "tokenpace").trim().toLowerCase(Locale.ROOT);
    return switch (name) {
      case "tokenpace" -> new TokenpaceCli(parts);
      case "inference-perf" ->
          InferencePerfClient.fromEnvironment()
              .orElseThrow(
                  () ->
                      new IllegalStateException(
                          "-D"
                              + PROPERTY
                              + "=inference-perf needs its console script: set "
                              + InferencePerfClient.COMMAND_ENV
                              + " (see ../shared/peers/README.md)"));
      default ->
          throw new IllegalArgumentException(
              "-D"
                  + PROPERTY
                  + "="
                  + name
                  + " names no client the suite knows; use tokenpace or inference-perf");
    };
  }
}
