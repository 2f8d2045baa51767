package dev.tokenpace.client;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** A reusable byte accumulator: grows by doubling, is cleared (not freed) between events. */
final class GrowableBytes {

  private byte[] bytes;
  private int length;

  GrowableBytes(int initialCapacity) {
    bytes = new byte[initialCapacity];
  }

  void append(byte[] src, int from, int to) {
    int n = to - from;
    ensureCapacity(length + n);
    System.arraycopy(src, from, bytes, length, n);
    length += n;
  }

  void append(byte b) {
    ensureCapacity(length + 1);
    bytes[length++] = b;
  }

  int length() {
    return length;
  }

  int capacity() {
    return bytes.length;
  }

  byte[] array() {
    return bytes;
  }

  void clear() {
    length = 0;
  }

  String decode() {
    return new String(bytes, 0, length, StandardCharsets.UTF_8);
  }

  private void ensureCapacity(int needed) {
    if (needed > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(needed, bytes.length * 2));
    }
  }
}
