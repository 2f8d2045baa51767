package dev.tokenpace.report;

import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The one JSON writer of reports: indented, shortest round-trip doubles (Schubfach), nulls kept.
 */
public final class ReportJson {

  private static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
          .enable(SerializationFeature.INDENT_OUTPUT)
          .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
          .build();

  private ReportJson() {}

  public static ObjectMapper mapper() {
    return MAPPER;
  }
}
