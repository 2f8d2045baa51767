package dev.tokenpace.fake.metrics;

import java.util.Locale;

/** A Prometheus histogram of seconds: cumulative buckets, sum and count. */
final class LatencyHistogram {

  private final double[] bounds;
  private final long[] counts;
  private double sum;
  private long count;

  LatencyHistogram(double... bounds) {
    this.bounds = bounds.clone();
    this.counts = new long[bounds.length];
  }

  synchronized void observe(double seconds) {
    for (int i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]) {
        counts[i]++;
      }
    }
    sum += seconds;
    count++;
  }

  /** Its lines in the text exposition format, each labelled with {@code labels}. */
  synchronized void render(StringBuilder out, String name, String labels) {
    for (int i = 0; i < bounds.length; i++) {
      out.append(name)
          .append("_bucket{")
          .append(labels)
          .append(",le=\"")
          .append(number(bounds[i]))
          .append("\"} ")
          .append(counts[i])
          .append('\n');
    }
    out.append(name).append("_bucket{").append(labels).append(",le=\"+Inf\"} ");
    out.append(count).append('\n');
    out.append(name).append("_sum{").append(labels).append("} ").append(number(sum)).append('\n');
    out.append(name).append("_count{").append(labels).append("} ").append(count).append('\n');
  }

  static String number(double value) {
    return value == Math.rint(value) && Math.abs(value) < 1e15
        ? String.format(Locale.ROOT, "%.1f", value)
        : Double.toString(value);
  }
}
