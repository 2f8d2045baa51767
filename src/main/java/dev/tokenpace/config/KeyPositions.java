package dev.tokenpace.config;

import java.util.HashMap;
import java.util.Map;

/**
 * Where each key read from a file was written, so an error found after reading (by the shared
 * validation in {@link RunConfigValidator}) still points at a line. A missing key is placed at its
 * nearest present parent, e.g. a missing {@code server.base_url} at {@code server:}.
 */
final class KeyPositions {

  private final Map<String, SourcePosition> byKey = new HashMap<>();
  private final SourcePosition documentStart;

  KeyPositions(SourcePosition documentStart) {
    this.documentStart = documentStart;
  }

  void record(String key, SourcePosition position) {
    byKey.putIfAbsent(key, position);
  }

  SourcePosition nearest(String key) {
    for (String k = key; !k.isEmpty(); k = parent(k)) {
      SourcePosition position = byKey.get(k);
      if (position != null) {
        return position;
      }
    }
    return documentStart;
  }

  private static String parent(String key) {
    int cut = Math.max(key.lastIndexOf('.'), key.lastIndexOf('['));
    return cut < 0 ? "" : key.substring(0, cut);
  }
}
