package dev.tokenpace.config;

import com.fasterxml.jackson.core.JsonToken;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One mapping of the config being read: checks its keys against {@link KeyRules} on opening, then
 * hands out typed values, naming the full key and position on a type error. Every value handed out
 * is remembered in {@link KeyPositions} so a later validation error can be placed in the file.
 */
final class Section {

  private final String path;
  private final YamlNode.Mapping mapping;
  private final KeyPositions positions;

  private Section(String path, YamlNode.Mapping mapping, KeyPositions positions) {
    this.path = path;
    this.mapping = mapping;
    this.positions = positions;
  }

  static Section open(
      String path,
      YamlNode node,
      KeyRules rules,
      KeyPositions positions,
      Consumer<String> warnings) {
    if (!(node instanceof YamlNode.Mapping mapping)) {
      throw new ConfigException(
          path,
          "'" + path + "' must be a mapping of keys, got " + YamlNode.describe(node),
          null,
          node.position());
    }
    Section section = new Section(path, mapping, positions);
    positions.record(path, node.position());
    mapping.entries().values().forEach(entry -> section.check(entry, rules, warnings));
    return section;
  }

  private void check(YamlNode.Entry entry, KeyRules rules, Consumer<String> warnings) {
    String key = entry.key();
    String full = child(key);
    if (rules.known().contains(key)) {
      return;
    }
    if (rules.ignored().contains(key)) {
      warnings.accept(
          "ignoring '"
              + full
              + "' at "
              + entry.keyPosition()
              + ": an inference-perf option tokenpace does not use");
      return;
    }
    String why = rules.unsupported().get(key);
    if (why != null) {
      throw new ConfigException(
          full, "'" + full + "' is not supported by tokenpace", why, entry.keyPosition());
    }
    throw new ConfigException(
        full,
        "unknown key '" + full + "'",
        Suggestions.hint(key, rules.candidates()),
        entry.keyPosition());
  }

  String child(String key) {
    return path.isEmpty() ? key : path + "." + key;
  }

  boolean has(String key) {
    return value(key).isPresent();
  }

  /** The value under {@code key}; a YAML {@code null} counts as absent, as in inference-perf. */
  Optional<YamlNode> value(String key) {
    YamlNode.Entry entry = mapping.entries().get(key);
    if (entry == null || entry.value() instanceof YamlNode.Scalar s && s.isNull()) {
      return Optional.empty();
    }
    // A bad scalar is shown where it is written; a bad list or mapping where its key is.
    positions.record(
        child(key),
        entry.value() instanceof YamlNode.Scalar ? entry.value().position() : entry.keyPosition());
    return Optional.of(entry.value());
  }

  Optional<Section> section(String key, KeyRules rules, Consumer<String> warnings) {
    return value(key).map(node -> open(child(key), node, rules, positions, warnings));
  }

  Optional<String> string(String key) {
    return scalar(key, "a string", s -> s.token() == JsonToken.VALUE_STRING || s.isNumber())
        .map(YamlNode.Scalar::text);
  }

  Optional<Boolean> bool(String key) {
    return scalar(key, "true or false", YamlNode.Scalar::isBoolean)
        .map(s -> s.token() == JsonToken.VALUE_TRUE);
  }

  /** A finite number: YAML's {@code .nan} and {@code .inf} are refused here, with their place. */
  Optional<Double> number(String key) {
    Optional<Double> number =
        scalar(key, "a number", YamlNode.Scalar::isNumber).map(s -> YamlNumbers.toDouble(s.text()));
    number
        .filter(n -> !Double.isFinite(n))
        .ifPresent(
            n -> {
              throw typeError(key, "a finite number");
            });
    return number;
  }

  Optional<Long> integer(String key) {
    Optional<YamlNode.Scalar> scalar = scalar(key, "a whole number", YamlNode.Scalar::isNumber);
    return scalar.map(
        s -> {
          BigDecimal value =
              YamlNumbers.toDecimal(s.text())
                  .filter(d -> d.stripTrailingZeros().scale() <= 0)
                  .orElseThrow(() -> typeError(key, "a whole number"));
          try {
            return value.longValueExact();
          } catch (ArithmeticException e) {
            throw typeError(key, "a whole number within ±2^63");
          }
        });
  }

  Optional<List<YamlNode>> list(String key) {
    return value(key)
        .map(
            node -> {
              if (node instanceof YamlNode.Sequence sequence) {
                return sequence.items();
              }
              throw typeError(key, "a list");
            });
  }

  Optional<YamlNode.Mapping> mapping(String key) {
    return value(key)
        .map(
            node -> {
              if (node instanceof YamlNode.Mapping m) {
                return m;
              }
              throw typeError(key, "a mapping");
            });
  }

  /** A list item as a section of its own, e.g. {@code load.stages[2]}. */
  static List<Section> items(
      String path,
      List<YamlNode> nodes,
      KeyRules rules,
      KeyPositions positions,
      Consumer<String> warnings) {
    List<Section> sections = new ArrayList<>();
    for (int i = 0; i < nodes.size(); i++) {
      sections.add(open(path + "[" + i + "]", nodes.get(i), rules, positions, warnings));
    }
    return sections;
  }

  Map<String, YamlNode.Entry> entries() {
    return mapping.entries();
  }

  private Optional<YamlNode.Scalar> scalar(
      String key, String expected, java.util.function.Predicate<YamlNode.Scalar> accepts) {
    return value(key)
        .map(
            node -> {
              if (node instanceof YamlNode.Scalar s && accepts.test(s)) {
                return s;
              }
              throw typeError(key, expected);
            });
  }

  ConfigException typeError(String key, String expected) {
    YamlNode node = mapping.entries().get(key).value();
    return new ConfigException(
        child(key),
        "'" + child(key) + "' must be " + expected + ", got " + YamlNode.describe(node),
        null,
        node.position());
  }
}
