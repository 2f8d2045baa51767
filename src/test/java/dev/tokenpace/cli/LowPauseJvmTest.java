package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class LowPauseJvmTest {

  private static final List<String> G1 = List.of("G1 Young Generation", "G1 Old Generation");

  private static LowPauseJvm.Jvm started(List<String> options, List<String> collectors) {
    return new LowPauseJvm.Jvm(
        Path.of("/jdk/bin/java"), "tokenpace.jar", options, collectors, true, false);
  }

  @Test
  void aRunOnTheDefaultCollectorPlaysAgainOnZgcWithTheSameOptionsAndArguments() {
    assertThat(
            LowPauseJvm.relaunch(
                new String[] {"run", "--config", "bench.yaml"},
                started(List.of("-Xmx2g", "-Dkey=value"), G1)))
        .contains(
            List.of(
                "/jdk/bin/java",
                "-Xmx2g",
                "-Dkey=value",
                "-XX:+UseZGC",
                "-Dtokenpace.relaunched=true",
                "-cp",
                "tokenpace.jar",
                "dev.tokenpace.cli.Main",
                "run",
                "--config",
                "bench.yaml"));
  }

  @Test
  void everyCommandThatTimesSomethingMovesToZgc() {
    for (String command : List.of("run", "demo", "calibrate", "fake")) {
      assertThat(LowPauseJvm.relaunch(new String[] {command}, started(List.of(), G1)))
          .as(command)
          .isPresent();
    }
  }

  @Test
  void commandsThatTimeNothingStayInThisJvm() {
    for (String[] args :
        List.of(
            new String[] {},
            new String[] {"merge", "a", "b"},
            new String[] {"report"},
            new String[] {"--help"},
            new String[] {"--version"})) {
      assertThat(LowPauseJvm.relaunch(args, started(List.of(), G1)))
          .as(String.join(" ", args))
          .isEmpty();
    }
  }

  @Test
  void aJvmAlreadyOnZgcRunsTheCommandItself() {
    assertThat(
            LowPauseJvm.relaunch(
                new String[] {"run"}, started(List.of(), List.of("ZGC Cycles", "ZGC Pauses"))))
        .isEmpty();
  }

  @Test
  void aJvmTheUserTunedRunsTheCommandItself() {
    for (String option :
        List.of(
            "-XX:+UseG1GC",
            "-XX:MaxGCPauseMillis=5",
            "-Xlog:gc:file=gc.log",
            "-agentlib:jdwp=transport=dt_socket,server=y,address=5005",
            "-javaagent:profiler.jar")) {
      assertThat(LowPauseJvm.relaunch(new String[] {"run"}, started(List.of(option), G1)))
          .as(option)
          .isEmpty();
    }
  }

  @Test
  void theChildNeverPlaysItAgainAndAJvmWithoutZgcDoesNotTry() {
    Path java = Path.of("/jdk/bin/java");
    assertThat(
            LowPauseJvm.relaunch(
                new String[] {"run"},
                new LowPauseJvm.Jvm(java, "t.jar", List.of(), G1, true, true)))
        .isEmpty();
    assertThat(
            LowPauseJvm.relaunch(
                new String[] {"run"},
                new LowPauseJvm.Jvm(java, "t.jar", List.of(), G1, false, false)))
        .isEmpty();
  }

  @Test
  void aTimingCommandKeptOffZgcByAnOptionThatChoseNoCollectorSaysSoAndHowToFixIt() {
    assertThat(
            LowPauseJvm.warning(
                new String[] {"run"}, started(List.of("-XX:MaxRAMPercentage=75"), G1)))
        .hasValueSatisfying(
            line ->
                assertThat(line)
                    .contains("-XX:MaxRAMPercentage=75")
                    .contains("(G1)")
                    .contains("add -XX:+UseZGC"));
  }

  @Test
  void noWarningWhenTheUserNamedACollectorOrNothingKeptZgcAway() {
    assertThat(LowPauseJvm.warning(new String[] {"run"}, started(List.of("-XX:+UseG1GC"), G1)))
        .isEmpty();
    assertThat(
            LowPauseJvm.warning(
                new String[] {"run"},
                started(List.of("-Xlog:gc"), List.of("ZGC Cycles", "ZGC Pauses"))))
        .isEmpty();
    assertThat(LowPauseJvm.warning(new String[] {"merge"}, started(List.of("-Xlog:gc"), G1)))
        .isEmpty();
    assertThat(LowPauseJvm.warning(new String[] {"run"}, started(List.of("-Xmx2g"), G1))).isEmpty();
  }
}
