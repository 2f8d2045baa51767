package dev.tokenpace.client;

import java.net.http.HttpResponse.BodySubscriber;

/**
 * How the JDK transport hands a streamed body to its SSE reader. An event can only be stamped when
 * its bytes reach the reader, so production hands every buffer on as the JDK delivers it ({@link
 * #asReceived()}); anything in between (buffering, batching) moves every stamp later. A seam, not a
 * setting: the sensitivity gate substitutes a buffering delivery to prove the suite notices.
 */
@FunctionalInterface
public interface JdkBodyDelivery {

  /** The subscriber the JDK feeds, delivering to {@code reader} (the SSE reader's subscriber). */
  BodySubscriber<Void> around(BodySubscriber<Void> reader);

  /** The one correct delivery: the reader itself, fed each buffer as it arrives. */
  static JdkBodyDelivery asReceived() {
    return reader -> reader;
  }
}
