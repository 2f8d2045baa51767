package dev.tokenpace.config;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which keys one section of the config may hold. Three kinds besides our own: inference-perf keys
 * we ignore because they cannot change a measurement (a one-line warning), inference-perf keys we
 * do not implement and that would change what is sent or stored (an error saying so, not "unknown
 * key"), and everything else (an error with the nearest known key).
 *
 * @param unsupported key → why (shown to the user)
 */
record KeyRules(Set<String> known, Set<String> ignored, Map<String, String> unsupported) {

  static KeyRules of(String... known) {
    return new KeyRules(Set.of(known), Set.of(), Map.of());
  }

  KeyRules ignoring(String... keys) {
    return new KeyRules(known, Set.of(keys), unsupported);
  }

  KeyRules rejecting(Map<String, String> keys) {
    return new KeyRules(known, ignored, keys);
  }

  /** What a misspelling is compared against: the keys that do something. */
  Set<String> candidates() {
    Set<String> all = new LinkedHashSet<>(List.copyOf(known));
    all.addAll(ignored);
    return all;
  }
}
