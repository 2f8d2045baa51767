package dev.tokenpace.cli;

import com.sun.management.HotSpotDiagnosticMXBean;
import dev.tokenpace.calibrate.Calibration;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Puts the commands that time things on ZGC. The JVM's default collector on a server-class machine
 * is G1, whose young pauses (12–25 ms at 1000 streams, up to 160 ms in the suite) stop every thread
 * that stamps an event, so they land inside the reported TTFT and ITL; ZGC's stay under a
 * millisecond (docs/performance.md, "The collector"). A jar cannot choose its JVM's collector, so
 * {@code java -jar tokenpace.jar run …} started without JVM tuning plays the same command again in
 * a child JVM on ZGC, with the same options, and exits as the child does. A JVM already on ZGC, or
 * started with any {@code -XX}, {@code -Xlog} or agent option (the user tuned it, and a second JVM
 * would write their log or recording twice), runs the command itself.
 */
final class LowPauseJvm {

  /** Set on the child, so it never plays the command a third time. */
  static final String RELAUNCHED = "tokenpace.relaunched";

  private static final Set<String> TIMING_COMMANDS = Set.of("run", "demo", "calibrate", "fake");
  private static final List<String> TUNING =
      List.of("-XX:", "-Xlog", "-agent", "-javaagent", "-Xrun");

  private static final List<String> ENVIRONMENT_OPTIONS =
      List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS");

  private LowPauseJvm() {}

  /** What decides the relaunch: this JVM as it was started. */
  record Jvm(
      Path java,
      String classPath,
      List<String> options,
      List<String> collectors,
      boolean zgcAvailable,
      boolean relaunched) {

    static Jvm current() {
      return new Jvm(
          Path.of(System.getProperty("java.home"), "bin", "java"),
          System.getProperty("java.class.path"),
          ManagementFactory.getRuntimeMXBean().getInputArguments(),
          ManagementFactory.getGarbageCollectorMXBeans().stream()
              .map(GarbageCollectorMXBean::getName)
              .toList(),
          zgcKnown(),
          Boolean.getBoolean(RELAUNCHED));
    }

    boolean onZgc() {
      return collectors.stream().anyMatch(name -> name.startsWith("ZGC"));
    }

    /** The first option that tuned this JVM ({@code -XX}, {@code -Xlog}, an agent), if any. */
    Optional<String> tuning() {
      return options.stream()
          .filter(option -> TUNING.stream().anyMatch(option::startsWith))
          .findFirst();
    }

    boolean namedACollector() {
      return options.stream().anyMatch(option -> option.matches("-XX:[+-]Use\\w*GC"));
    }

    private static boolean zgcKnown() {
      try {
        ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).getVMOption("UseZGC");
        return true;
      } catch (RuntimeException notHotSpotOrNoZgc) {
        return false;
      }
    }
  }

  /** The child's command line, or empty when this JVM runs {@code args} itself. */
  static Optional<List<String>> relaunch(String[] args, Jvm jvm) {
    if (!timing(args)
        || jvm.onZgc()
        || jvm.tuning().isPresent()
        || !jvm.zgcAvailable()
        || jvm.relaunched()) {
      return Optional.empty();
    }
    List<String> command = new ArrayList<>();
    command.add(jvm.java().toString());
    command.addAll(jvm.options());
    command.add("-XX:+UseZGC");
    command.add("-D" + RELAUNCHED + "=true");
    command.add("-cp");
    command.add(jvm.classPath());
    command.add(Main.class.getName());
    command.addAll(List.of(args));
    return Optional.of(command);
  }

  /**
   * One line for a timing command that stays on another collector because of an option that was not
   * a choice of collector ({@code -Xlog:gc}, {@code -XX:MaxRAMPercentage}, an agent): the user
   * tuned the JVM and may not know that it cost them ZGC. Empty when they named a collector.
   */
  static Optional<String> warning(String[] args, Jvm jvm) {
    Optional<String> tuning = jvm.tuning();
    if (!timing(args)
        || jvm.onZgc()
        || jvm.namedACollector()
        || tuning.isEmpty()
        || !jvm.zgcAvailable()) {
      return Optional.empty();
    }
    String collector =
        jvm.collectors().isEmpty() ? "none" : Calibration.collectorOf(jvm.collectors().get(0));
    return Optional.of(
        "tokenpace: this JVM was started with "
            + tuning.get()
            + ", so "
            + args[0]
            + " runs in it, on its default collector ("
            + collector
            + "), whose pauses land in the numbers; add -XX:+UseZGC, as tokenpace does when"
            + " started untuned (README)");
  }

  private static boolean timing(String[] args) {
    return args.length > 0 && TIMING_COMMANDS.contains(args[0]);
  }

  /**
   * Runs the child on this process's terminal and returns its exit code. A SIGINT or SIGTERM that
   * ends this process ends the child too, and this process waits while the child cancels its run
   * and writes its reports, as it would have alone. A Ctrl-C reaches both; the child, already
   * exiting on the first signal, does nothing more on the second.
   */
  static int play(List<String> command) throws IOException, InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(command).inheritIO();
    // The options these variables gave this JVM are on the child's command line already.
    ENVIRONMENT_OPTIONS.forEach(builder.environment()::remove);
    Process child = builder.start();
    Runtime.getRuntime()
        .addShutdownHook(new Thread(() -> endWith(child), "tokenpace-child-shutdown"));
    return child.waitFor();
  }

  private static void endWith(Process child) {
    if (!child.isAlive()) {
      return;
    }
    child.destroy();
    try {
      child.waitFor();
    } catch (InterruptedException exiting) {
      Thread.currentThread().interrupt();
    }
  }
}
