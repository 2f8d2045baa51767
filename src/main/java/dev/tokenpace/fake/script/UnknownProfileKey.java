package dev.tokenpace.fake.script;

import com.fasterxml.jackson.databind.JsonMappingException.Reference;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The one-line error for a profile key the vocabulary does not know: where it is, and what would
 * be.
 */
final class UnknownProfileKey {

  private UnknownProfileKey() {}

  static IllegalArgumentException of(UnrecognizedPropertyException e) {
    return new IllegalArgumentException(
        "unknown profile key '"
            + path(e.getPath())
            + "' (known there: "
            + known(e.getKnownPropertyIds())
            + ")",
        e);
  }

  /** e.g. {@code events[2].contnet} */
  private static String path(List<Reference> references) {
    StringBuilder path = new StringBuilder();
    for (Reference reference : references) {
      if (reference.getFieldName() != null) {
        path.append(path.length() == 0 ? "" : ".").append(reference.getFieldName());
      } else if (reference.getIndex() >= 0) {
        path.append('[').append(reference.getIndex()).append(']');
      }
    }
    return path.toString();
  }

  private static String known(Collection<Object> ids) {
    return ids == null
        ? ""
        : ids.stream().map(String::valueOf).sorted().collect(Collectors.joining(", "));
  }
}
