package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.client.JdkBodyDelivery;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpResponse.BodySubscribers;

/**
 * A deliberately broken JDK transport for the sensitivity gate: the streamed body goes through the
 * JDK's own buffering subscriber (an "efficiency" change), so the SSE reader sees bytes only once 1
 * MiB accumulated or the stream ended, and every event of a short stream is stamped at its end.
 */
public final class JdkStampsAtStreamEnd implements JdkBodyDelivery {

  static final int BUFFER_BYTES = 1 << 20;

  @Override
  public BodySubscriber<Void> around(BodySubscriber<Void> reader) {
    return BodySubscribers.buffering(reader, BUFFER_BYTES);
  }
}
