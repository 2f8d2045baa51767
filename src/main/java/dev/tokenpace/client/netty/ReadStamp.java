package dev.tokenpace.client.netty;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;

/**
 * The first inbound handler of a connection's pipeline, before TLS and the HTTP codec: it reads the
 * clock the moment a socket read reaches the pipeline, so an event's stamp carries no decryption or
 * decoding. The stamp stays here for the {@link HttpConnection} at the pipeline's end, which reads
 * it on the same event-loop thread when the decoded content of that read arrives.
 */
final class ReadStamp extends ChannelInboundHandlerAdapter {

  private long nanos;

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    nanos = System.nanoTime();
    ctx.fireChannelRead(msg);
  }

  /** When the latest socket read arrived. */
  long nanos() {
    return nanos;
  }
}
