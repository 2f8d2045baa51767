package dev.tokenpace.report;

/** The directories given to a merge are not the complete, consistent shards of one run. */
public final class ShardSetException extends RuntimeException {

  ShardSetException(String message) {
    super(message);
  }
}
