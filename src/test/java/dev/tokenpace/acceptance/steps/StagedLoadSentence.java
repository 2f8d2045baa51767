package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.ScenarioLoad;
import dev.tokenpace.acceptance.world.ScenarioLoad.Arrivals;
import dev.tokenpace.acceptance.world.World;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A load of stages in one sentence, each stage said as {@link LoadSentence} reads a load: "the
 * benchmark sends 64 requests one at a time, and then 64 requests with 16 in flight at a time", "we
 * run 2 requests per second for 3 seconds, then 8 per second for 3 seconds". Closed loops make the
 * run's concurrent stages, rates its open-loop stages; a sentence mixing the two, or giving its
 * stages different prompts or token limits, is not read (one run has one load type and one data
 * section). A stage may be named as it is said ("a warm-up stage of 3 requests followed by a main
 * stage of 17 requests"), and claims may then name it ("the warm-up stage shows …").
 *
 * @param names each stage's name, in order ("" for a stage the sentence did not name)
 */
public record StagedLoadSentence(List<LoadSentence> stages, List<String> names) {

  /**
   * Between two stages: "then", "and then", "; then", "and then again with", "followed by", "and
   * after that", "and in a separate run", "and separately" (one run of two stages: each stage is
   * reported on its own).
   */
  private static final Pattern THEN =
      Pattern.compile(
          "(?:,|;)? (?:and )?then(?: again)?(?: with)?(?:,? (?:a second|another|a separate|a"
              + " new|a further) (?:run|stage|round) (?:of|with))?,? |,? followed by(?: (?:a"
              + " second|another|a separate) (?:run|stage|round) (?:of|with))? |,? and after that,?"
              + " |,? and (?:in a separate run|in a second run|separately|afterwards),? ");

  private static final Pattern SENDER_AND_VERB =
      Pattern.compile(
          "^(?:the benchmark(?: client| tool)?|the client|the load[- ]testing tool|the load"
              + " tester|the load generator|the tool|tokenpace|we|i) \\w+ ");

  /**
   * Stages of one size said once: "I run three stages of 40 requests each, at concurrency 2, then
   * 4, then 8".
   */
  private static final Pattern STAGES_OF_ONE_SIZE =
      Pattern.compile(
          "^(?<sender>(?:the benchmark(?: client)?|the client|tokenpace|we|i) \\w+"
              + " )?(?<stages>\\d+|"
              + NumberWords.CARDINALS
              + ") stages of (?<size>\\d{1,3}(?:,\\d{3})*|\\d+) requests?(?: each)?,? (?:at|with)"
              + " (?:a )?concurrenc(?:y|ies)(?: of)? (?<levels>\\d+(?:(?:,? and then |,? then |, |"
              + " and )\\d+)+)$",
          Pattern.CASE_INSENSITIVE);

  /** "a warm-up stage of", "the main run with": a stage's name where the stage is said. */
  private static final Pattern NAMED =
      Pattern.compile(
          "(?:a|an|the) (?<name>" + StageName.NAME + ") (?:stage|run|phase|round)(?: of| with)? ");

  private static final Pattern SENDER =
      Pattern.compile(SENDER_AND_VERB.pattern(), Pattern.CASE_INSENSITIVE);

  public StagedLoadSentence {
    stages = List.copyOf(stages);
    names = List.copyOf(names);
  }

  /** The stages {@code text} says, or empty unless it says two or more that one run can play. */
  public static Optional<StagedLoadSentence> read(String line) {
    String text =
        line
            // "the load runs in two stages: 2 requests at once, then, after those finish, 4 …"
            .replaceFirst(
                "(?i)^the (?:load|run|benchmark|test) (?:runs|goes|is run) in"
                    + " (?:\\d+|two|three|four) stages:? ",
                "the benchmark sends ")
            // "a stage of 2 simultaneous requests followed by a stage of 5 …": stages unnamed
            .replaceAll("(?i)\\b(?:a|one|another|a second|a third|a next) stage of ", "")
            .replaceAll(
                "(?i),? then,? (?:after|once|when) (?:those|these|they|it|them|the first ones)"
                    + " (?:finish|are done|complete|end|have finished),? ",
                ", then ");
    String[] parts = THEN.split(stagesSaidOnce(text));
    if (parts.length < 2) {
      return Optional.empty();
    }
    var verb = SENDER.matcher(parts[0].strip());
    boolean saysSender = verb.find();
    String sender = saysSender ? verb.group() : "the benchmark sends ";
    List<LoadSentence> stages = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (int i = 0; i < parts.length; i++) {
      String part = parts[i].strip();
      String stageWords = i == 0 && saysSender ? part.substring(sender.length()) : part;
      Matcher named = NAMED.matcher(stageWords.toLowerCase(Locale.ROOT));
      boolean hasName = named.lookingAt();
      names.add(hasName ? named.group("name") : "");
      String said = hasName ? stageWords.substring(named.end()) : stageWords;
      Optional<LoadSentence> stage =
          LoadSentence.read(sender + said).or(() -> LoadSentence.read("the benchmark " + said));
      if (stage.isEmpty()) {
        return Optional.empty();
      }
      stages.add(stage.get());
    }
    boolean open = stages.get(0).rate() > 0;
    boolean oneType = stages.stream().allMatch(s -> (s.rate() > 0) == open);
    boolean oneData =
        stages.stream().map(LoadSentence::maxTokens).filter(n -> n > 0).distinct().count() <= 1
            && stages.stream().map(LoadSentence::promptTokens).filter(n -> n > 0).distinct().count()
                <= 1
            && (!open || stages.stream().map(LoadSentence::concurrency).distinct().count() == 1);
    return oneType && oneData
        ? Optional.of(new StagedLoadSentence(stages, names))
        : Optional.empty();
  }

  /** "three stages of 40 requests each, at concurrency 2, then 4, then 8" as each stage said. */
  private static String stagesSaidOnce(String text) {
    Matcher once = STAGES_OF_ONE_SIZE.matcher(text);
    if (!once.matches()) {
      return text;
    }
    String[] levels = once.group("levels").split("\\D+");
    String count = once.group("stages");
    int stages = count.matches("\\d+") ? Integer.parseInt(count) : NumberWords.cardinal(count);
    if (stages != levels.length) {
      throw new IllegalArgumentException(
          "'"
              + text
              + "' says "
              + stages
              + " stages but gives "
              + levels.length
              + " concurrencies: give one per stage");
    }
    String sender = once.group("sender") == null ? "" : once.group("sender");
    return sender
        + java.util.Arrays.stream(levels)
            .map(level -> once.group("size") + " requests at concurrency " + level)
            .collect(java.util.stream.Collectors.joining(", then "));
  }

  /** Runs the stages on the scenario's model, as the glossary's steps for each stage do. */
  public void runOn(World world) {
    stages.stream()
        .mapToInt(LoadSentence::maxTokens)
        .filter(n -> n > 0)
        .findFirst()
        .ifPresent(n -> world.settings().maxTokens(n));
    stages.stream()
        .mapToInt(LoadSentence::promptTokens)
        .filter(n -> n > 0)
        .findFirst()
        .ifPresent(n -> world.settings().promptWords(n));
    stages.stream()
        .map(LoadSentence::timeout)
        .filter(java.util.Objects::nonNull)
        .findFirst()
        .ifPresent(timeout -> world.settings().requestTimeout(timeout));
    LoadSentence first = stages.get(0);
    if (first.rate() > 0) {
      if (first.concurrency() > 0) {
        world.settings().maxInFlight(first.concurrency());
      }
      world.benchmarkCurrentModelInStages(
          Arrivals.CONSTANT,
          stages.stream().map(s -> new ScenarioLoad.Stage(s.rate(), s.during())).toList());
    } else {
      world.benchmarkCurrentModelInClosedStages(
          stages.stream()
              .map(s -> new ScenarioLoad.Closed(s.concurrency(), s.requests()))
              .toList());
    }
    if (names.stream().anyMatch(name -> !name.isEmpty())) {
      world.nameStages(names);
    }
  }
}
