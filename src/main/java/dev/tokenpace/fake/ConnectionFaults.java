package dev.tokenpace.fake;

import dev.tokenpace.fake.script.FaultKind;
import dev.tokenpace.fake.script.FaultPlan;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.net.Socket;
import java.nio.channels.SocketChannel;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.io.SelectableChannelEndPoint;
import org.eclipse.jetty.server.Request;

/** Ends one request's connection mid-response: an orderly close (FIN) or a reset (RST). */
final class ConnectionFaults {

  private final EndPoint endPoint;

  ConnectionFaults(HttpServletRequest request) {
    this.endPoint = Request.getBaseRequest(request).getHttpChannel().getEndPoint();
  }

  void apply(FaultPlan fault) {
    if (fault.type() == FaultKind.RESET) {
      lingerZero();
    }
    endPoint.close();
  }

  /** SO_LINGER 0 makes the close send RST instead of FIN. */
  private void lingerZero() {
    if (endPoint instanceof SelectableChannelEndPoint selectable
        && selectable.getChannel() instanceof SocketChannel channel) {
      try {
        Socket socket = channel.socket();
        socket.setSoLinger(true, 0);
      } catch (IOException e) {
        // The socket is gone already: the close below still ends the response.
      }
    }
  }
}
