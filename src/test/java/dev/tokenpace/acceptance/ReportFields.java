package dev.tokenpace.acceptance;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import dev.tokenpace.metrics.Distribution;
import dev.tokenpace.report.PerRequestEntry;
import dev.tokenpace.report.ReportJson;
import dev.tokenpace.report.SummaryReport;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every field tokenpace's reports write, read from the records Jackson serializes them from (not
 * from a report that happens to hold them), so a field added to a record is listed by itself.
 *
 * <p>A lifecycle report's field (the run summary's, which every stage report shares) is named by
 * its path ("successes.latency.time_to_first_token.{statistic}"); a per-request entry's field by
 * its path under {@value #PER_REQUEST} ("per_request.metrics.time_to_first_token"). A statistic of
 * a distribution is {@value #STATISTIC}, a key of a map (a failure label) is {@value #ANY_KEY}.
 */
public final class ReportFields {

  public static final String PER_REQUEST = "per_request";
  public static final String STATISTIC = "{statistic}";
  public static final String ANY_KEY = "*";

  private ReportFields() {}

  /** Every field, sorted. */
  public static Set<String> all() {
    ObjectMapper mapper = ReportJson.mapper();
    Set<String> fields = new TreeSet<>();
    walk(mapper, mapper.constructType(SummaryReport.class), "", fields);
    walk(mapper, mapper.constructType(PerRequestEntry.class), PER_REQUEST, fields);
    return fields;
  }

  private static void walk(ObjectMapper mapper, JavaType type, String path, Set<String> out) {
    Class<?> raw = type.getRawClass();
    if (raw == Distribution.class) {
      out.add(join(path, STATISTIC));
    } else if (type.isMapLikeType()) {
      walk(mapper, type.getContentType(), join(path, ANY_KEY), out);
    } else if (type.isCollectionLikeType()
        || (type.isArrayType() && !type.getContentType().isPrimitive())) {
      walk(mapper, type.getContentType(), path, out);
    } else if (raw.isRecord() && raw.getPackageName().startsWith("dev.tokenpace")) {
      BeanDescription bean = mapper.getSerializationConfig().introspect(type);
      for (BeanPropertyDefinition property : bean.findProperties()) {
        if (!property.couldSerialize()) {
          continue;
        }
        boolean unwrapped = property.getAccessor().hasAnnotation(JsonUnwrapped.class);
        walk(
            mapper,
            property.getPrimaryType(),
            unwrapped ? path : join(path, property.getName()),
            out);
      }
    } else {
      out.add(path);
    }
  }

  private static String join(String path, String segment) {
    return path.isEmpty() ? segment : path + "." + segment;
  }
}
