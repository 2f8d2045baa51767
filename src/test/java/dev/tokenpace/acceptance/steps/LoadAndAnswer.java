package dev.tokenpace.acceptance.steps;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A load said with how the server answers it, in one line: "tokenpace sends 4 requests all at once,
 * each with max_tokens 11, and the server answers each with 11 tokens". The server's part is
 * scripted before the load runs, as if said on a line before it.
 */
public record LoadAndAnswer(LoadSentence load, ServerSentence answer) {

  /** Where the server's part starts: "and the server …", "and it …". */
  private static final Pattern SERVERS_PART =
      Pattern.compile(
          ",? and (?=(?:the|a) (?:fake )?(?:model )?(?:server|model) |it |(?:every|each|all|the)"
              + " (?:answers?|responses?) )",
          Pattern.CASE_INSENSITIVE);

  /** "…, each answered with 10 tokens": the server's answer to every request, said of the load. */
  private static final Pattern EACH_ANSWERED =
      Pattern.compile(
          ",? (?:each|every one|all) (?:answered|served|replied to|getting an answer) (with .+)$"
              + "|,? (?:each|every one|all) (?:getting|receiving|given|answered with|producing"
              + "|generating|returning) (\\d+)"
              + " (?:output |answer |completion )?tokens$",
          Pattern.CASE_INSENSITIVE);

  public static Optional<LoadAndAnswer> read(String text, Integer frame) {
    Matcher answered = EACH_ANSWERED.matcher(text);
    if (answered.find()) {
      Optional<LoadSentence> load = LoadSentence.read(text.substring(0, answered.start()));
      Optional<ServerSentence> answer =
          ServerSentence.read(
              "it answers "
                  + (answered.group(1) != null
                      ? answered.group(1)
                      : "with " + answered.group(2) + " tokens"),
              frame);
      return load.isPresent() && answer.isPresent()
          ? Optional.of(new LoadAndAnswer(load.get(), answer.get()))
          : Optional.empty();
    }
    Matcher split = SERVERS_PART.matcher(text);
    int at = -1;
    int after = -1;
    while (split.find()) {
      at = split.start();
      after = split.end();
    }
    if (at < 0) {
      return Optional.empty();
    }
    Optional<LoadSentence> load = LoadSentence.read(text.substring(0, at));
    Optional<ServerSentence> answer = ServerSentence.read(text.substring(after), frame);
    return load.isPresent() && answer.isPresent()
        ? Optional.of(new LoadAndAnswer(load.get(), answer.get()))
        : Optional.empty();
  }
}
