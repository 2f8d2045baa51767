package dev.tokenpace.testing;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The accept loop the raw-socket test servers share: a loopback listener that hands each connection
 * (TCP_NODELAY) to {@code serve} on its own daemon thread, and closes them all on {@link #close}.
 */
public final class RawSocketServer implements AutoCloseable {

  private final ServerSocket socket;
  private final Consumer<Socket> serve;
  private final List<Socket> connections = new CopyOnWriteArrayList<>();
  private final AtomicInteger accepted = new AtomicInteger();
  private final ExecutorService threads;

  private RawSocketServer(int port, String threadName, Consumer<Socket> serve) throws IOException {
    this.serve = serve;
    this.socket = new ServerSocket(port, 50, InetAddress.getLoopbackAddress());
    this.threads =
        Executors.newCachedThreadPool(
            r -> {
              Thread t = new Thread(r, threadName);
              t.setDaemon(true);
              return t;
            });
    threads.execute(this::acceptLoop);
  }

  /**
   * @param port 0 for a free one
   * @param serve serves one connection until it is done with it; the socket is closed after
   */
  public static RawSocketServer start(int port, String threadName, Consumer<Socket> serve)
      throws IOException {
    return new RawSocketServer(port, threadName, serve);
  }

  public URI baseUri() {
    return URI.create("http://127.0.0.1:" + socket.getLocalPort());
  }

  /** How many connections were accepted so far. */
  public int accepted() {
    return accepted.get();
  }

  @Override
  public void close() throws IOException {
    socket.close();
    for (Socket connection : connections) {
      connection.close();
    }
    threads.shutdownNow();
  }

  private void acceptLoop() {
    while (!socket.isClosed()) {
      try {
        Socket connection = socket.accept();
        connection.setTcpNoDelay(true);
        connections.add(connection);
        accepted.incrementAndGet();
        threads.execute(() -> serveAndClose(connection));
      } catch (IOException closed) {
        return;
      }
    }
  }

  private void serveAndClose(Socket connection) {
    try (connection) {
      serve.accept(connection);
    } catch (IOException ignored) {
      // the close after a connection the server is done with
    } finally {
      connections.remove(connection);
    }
  }
}
