package dev.tokenpace.acceptance.support;

import io.cucumber.cucumberexpressions.Argument;
import io.cucumber.cucumberexpressions.Expression;
import io.cucumber.cucumberexpressions.ExpressionFactory;
import io.cucumber.cucumberexpressions.ParameterType;
import io.cucumber.cucumberexpressions.ParameterTypeRegistry;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Every step the suite understands, read from its step definitions, with the glossary's example of
 * each (docs/steps.md): what a step the suite does not know is held against, to say "did you mean".
 */
public final class StepVocabulary {

  private static final String STEPS_PACKAGE = "dev.tokenpace.acceptance.steps";
  private static final Pattern GLOSSARY_EXAMPLE =
      Pattern.compile("^\\| `[^`]+` \\| `(?:Given|When|Then|And|But) ([^`]+)`");
  private static final Path GLOSSARY = Path.of("docs", "steps.md");

  private final List<Defined> defined;
  private final List<String> examples;

  /** A step pattern as written in its definition, and the expression Cucumber matches it by. */
  private record Defined(String pattern, Expression expression) {}

  /**
   * A step of a feature matched to its definition: the pattern as written, and each parameter's
   * text by the parameter type's name ("metric" to "time to first token"), in the step's order.
   */
  public record Match(String pattern, List<Map.Entry<String, String>> arguments) {

    /** The texts of the parameters of type {@code type}, in the step's order. */
    public List<String> argumentsOf(String type) {
      return arguments.stream()
          .filter(a -> a.getKey().equals(type))
          .map(Map.Entry::getValue)
          .toList();
    }
  }

  private StepVocabulary(List<Defined> defined, List<String> examples) {
    this.defined = defined;
    this.examples = examples;
  }

  /**
   * The suite's steps, as its glue defines them; the examples from the glossary when it is there.
   */
  public static StepVocabulary ofTheSuite() {
    ParameterTypeRegistry registry = new ParameterTypeRegistry(Locale.ENGLISH);
    List<Class<?>> glue = stepClasses();
    parameterTypes(glue)
        .forEach(
            (name, method) ->
                registry.defineParameterType(
                    new ParameterType<>(
                        name,
                        method.getAnnotation(io.cucumber.java.ParameterType.class).value(),
                        String.class,
                        (String s) -> s)));
    ExpressionFactory expressions = new ExpressionFactory(registry);
    List<Defined> defined = new ArrayList<>();
    for (String pattern : patterns(glue)) {
      defined.add(new Defined(pattern, expressions.createExpression(pattern)));
    }
    return new StepVocabulary(defined, glossaryExamples());
  }

  /**
   * The definition {@code text} matches, as Cucumber would choose it; empty for an unknown step.
   */
  public Optional<Match> match(String text) {
    for (Defined step : defined) {
      List<Argument<?>> arguments = step.expression().match(text);
      if (arguments != null) {
        List<Map.Entry<String, String>> named = new ArrayList<>();
        for (Argument<?> argument : arguments) {
          named.add(
              Map.entry(argument.getParameterType().getName(), argument.getGroup().getValue()));
        }
        return Optional.of(new Match(step.pattern(), named));
      }
    }
    return Optional.empty();
  }

  /** Every pattern {@code text} matches: more than one is a step Cucumber refuses as ambiguous. */
  public List<String> everyMatch(String text) {
    return defined.stream()
        .filter(step -> step.expression().match(text) != null)
        .map(Defined::pattern)
        .toList();
  }

  /** Every step pattern the suite's glue defines, each of a method's Given, When and Then. */
  public static List<String> definedPatterns() {
    return patterns(stepClasses());
  }

  /** The patterns of the suite's Then steps: the ones that judge. */
  public static List<String> thenPatterns() {
    List<String> patterns = new ArrayList<>();
    for (Class<?> type : stepClasses()) {
      for (Method method : type.getDeclaredMethods()) {
        Stream.of(method.getAnnotationsByType(Then.class)).map(Then::value).forEach(patterns::add);
      }
    }
    return patterns;
  }

  private static List<String> patterns(List<Class<?>> glue) {
    List<String> patterns = new ArrayList<>();
    for (Class<?> type : glue) {
      for (Method method : type.getDeclaredMethods()) {
        Stream.of(method.getAnnotationsByType(Given.class))
            .map(Given::value)
            .forEach(patterns::add);
        Stream.of(method.getAnnotationsByType(When.class)).map(When::value).forEach(patterns::add);
        Stream.of(method.getAnnotationsByType(Then.class)).map(Then::value).forEach(patterns::add);
      }
    }
    return patterns;
  }

  /**
   * A regular expression that matches any step text none of the suite's steps matches, and nothing
   * else: so the step for unknown steps never competes with a real one.
   */
  public String unknownStepRegex() {
    return unknownStepRegex(".*[^:]|");
  }

  /**
   * The same for a line that ends in a colon, which opens a table or a text block: such a step
   * carries an argument more, so Cucumber needs a step of its own for it.
   */
  public String unknownStepBeforeATableRegex() {
    return unknownStepRegex(".*:");
  }

  private String unknownStepRegex(String line) {
    String anyKnown =
        defined.stream()
            .map(d -> nonCapturing(unanchored(d.expression().getRegexp().pattern())))
            .collect(Collectors.joining("|"));
    return "^(?!(?:" + anyKnown + ")$)(" + line + ")$";
  }

  /** Up to three glossary examples closest to {@code text}, closest first. */
  public List<String> nearest(String text) {
    String wanted = text.toLowerCase(Locale.ROOT);
    return examples.stream()
        .sorted(
            Comparator.comparingDouble(
                example -> distance(wanted, example.toLowerCase(Locale.ROOT))))
        .limit(3)
        .toList();
  }

  /** What a product owner reads when a step is not understood. */
  public String hint(String text) {
    List<String> nearest = nearest(text);
    // An And that goes on with the Given's verb alone ("sends its first word …") lacks a subject.
    boolean wantsSubject = !everyMatch("it " + text).isEmpty();
    return "\""
        + text
        + "\" is not a step the suite knows."
        + (wantsSubject ? " It needs a subject: \"it " + text + "\" is one." : "")
        + (nearest.isEmpty()
            ? ""
            : " Did you mean:\n"
                + nearest.stream().map(s -> "  " + s).collect(Collectors.joining("\n")))
        + "\nEvery step, with an example, is in docs/steps.md.";
  }

  /** Its groups made non-capturing, so the one group of the unknown step is its only argument. */
  private static String nonCapturing(String regex) {
    return regex.replaceAll("(?<!\\\\)\\((?!\\?)", "(?:");
  }

  private static String unanchored(String regex) {
    String body = regex.startsWith("^") ? regex.substring(1) : regex;
    return body.endsWith("$") ? body.substring(0, body.length() - 1) : body;
  }

  /**
   * Edit distance over words, with a character distance for words that are nearly the same: typos
   * cost little.
   */
  private static double distance(String a, String b) {
    String[] x = a.split("\\s+");
    String[] y = b.split("\\s+");
    double[][] d = new double[x.length + 1][y.length + 1];
    for (int i = 0; i <= x.length; i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= y.length; j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= x.length; i++) {
      for (int j = 1; j <= y.length; j++) {
        double substitute = d[i - 1][j - 1] + wordDistance(x[i - 1], y[j - 1]);
        d[i][j] = Math.min(substitute, Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1));
      }
    }
    return d[x.length][y.length];
  }

  private static double wordDistance(String a, String b) {
    if (a.equals(b)) {
      return 0;
    }
    if (a.matches("[\\d.,\"]+.*") && b.matches("[\\d.,\"]+.*")) {
      return 0.1;
    }
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(d[i - 1][j - 1] + cost, Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1));
      }
    }
    return Math.min(1.0, (double) d[a.length()][b.length()] / Math.max(a.length(), b.length()) * 2);
  }

  private static List<String> glossaryExamples() {
    if (!Files.exists(GLOSSARY)) {
      return List.of();
    }
    try {
      List<String> examples = new ArrayList<>();
      for (String line : Files.readAllLines(GLOSSARY)) {
        Matcher row = GLOSSARY_EXAMPLE.matcher(line);
        if (row.find()) {
          examples.add(row.group(1).replace("\\|", "|"));
        }
      }
      return examples;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + GLOSSARY, e);
    }
  }

  /** The glue's parameter types by name, each with the method that defines it. */
  static Map<String, Method> parameterTypes(List<Class<?>> glue) {
    Map<String, Method> types = new java.util.HashMap<>();
    for (Class<?> type : glue) {
      for (Method method : type.getDeclaredMethods()) {
        io.cucumber.java.ParameterType parameter =
            method.getAnnotation(io.cucumber.java.ParameterType.class);
        if (parameter != null) {
          types.put(parameter.name().isEmpty() ? method.getName() : parameter.name(), method);
        }
      }
    }
    return types;
  }

  static List<Class<?>> stepClasses() {
    try {
      Path dir =
          Path.of(StepVocabulary.class.getResource("/" + STEPS_PACKAGE.replace('.', '/')).toURI());
      List<Class<?>> classes = new ArrayList<>();
      try (Stream<Path> files = Files.list(dir)) {
        for (Path file :
            files
                .filter(f -> f.toString().endsWith(".class") && !f.toString().contains("$"))
                .toList()) {
          classes.add(
              Class.forName(
                  STEPS_PACKAGE + "." + file.getFileName().toString().replace(".class", "")));
        }
      }
      return classes;
    } catch (IOException | URISyntaxException | ClassNotFoundException e) {
      throw new IllegalStateException("cannot list the suite's steps in " + STEPS_PACKAGE, e);
    }
  }
}
