package dev.tokenpace.reliability.hostile;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;

/**
 * Runs the {@link HostileServer} as its own process, to measure the real jar against it (peak RSS
 * in docs/reliability.md): {@code java -cp target/test-classes
 * dev.tokenpace.reliability.hostile.HostileServerMain MISBEHAVIOUR PORT [FLOOD_SECONDS]}. Prints
 * the requests it saw when stopped (SIGTERM).
 */
public final class HostileServerMain {

  private HostileServerMain() {}

  public static void main(String[] args) throws Exception {
    Misbehaviour misbehaviour = Misbehaviour.fromCliName(args[0]);
    int port = Integer.parseInt(args[1]);
    Duration flood = Duration.ofSeconds(args.length > 2 ? Long.parseLong(args[2]) : 25);
    HostileServer server = HostileServer.start(misbehaviour, flood, port);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(() -> System.out.println("requests seen: " + server.requestsSeen())));
    System.out.println(misbehaviour.cliName() + " on " + server.baseUri());
    new CountDownLatch(1).await();
  }
}
