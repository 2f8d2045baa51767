package dev.tokenpace.client.netty;

import dev.tokenpace.client.BodyPlan;
import io.netty.buffer.ByteBuf;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * A body read whole (an error reply, a unary answer, a wrong content type), kept up to the plan's
 * cap: past it the rest is read, to keep the framing, but not kept, so memory stays bounded.
 */
final class CappedBody {

  private final BodyPlan.Whole plan;
  private final ByteArrayOutputStream bytes;
  private boolean overflowed;

  /**
   * @param expectedLength the response's Content-Length, or -1
   */
  CappedBody(BodyPlan.Whole plan, long expectedLength) {
    this.plan = plan;
    this.bytes =
        new ByteArrayOutputStream(
            expectedLength > 0 ? (int) Math.min(expectedLength, plan.maxBytes()) : 256);
  }

  void add(ByteBuf content) {
    int length = content.readableBytes();
    int room = plan.maxBytes() - bytes.size();
    int kept = Math.max(0, Math.min(room, length));
    try {
      content.getBytes(content.readerIndex(), bytes, kept);
    } catch (IOException e) {
      throw new UncheckedIOException("a byte array stream does not fail", e);
    }
    overflowed |= length > room;
  }

  /** The body's last byte arrived at {@code endNanos}: the plan ends the exchange. */
  void complete(long endNanos) {
    (overflowed ? plan.overflow() : plan.body())
        .complete(endNanos, bytes.toString(StandardCharsets.UTF_8));
  }
}
