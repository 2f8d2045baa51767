package dev.tokenpace.calibrate;

import dev.tokenpace.client.Transport;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Runs calibrate from the test classpath until the CLI command calls {@link Calibration#run}:
 * {@code CalibrateMain [jdk|nio] [levels,comma,separated] [json-file] [svg-file]}.
 */
public final class CalibrateMain {

  private CalibrateMain() {}

  public static void main(String[] args) throws Exception {
    CalibrateOptions options = CalibrateOptions.defaults();
    if (args.length > 0) {
      options = options.withTransport(Transport.parse(args[0]));
    }
    if (args.length > 1) {
      List<Integer> levels = Arrays.stream(args[1].split(",")).map(Integer::parseInt).toList();
      options = options.withConcurrency(levels);
    }
    if (args.length > 4) {
      options = options.withOpenLoop(Double.parseDouble(args[4]), options.openLoopDuration());
    }
    CalibrationReport report = Calibration.run(options);
    System.out.print(report.table());
    if (args.length > 2) {
      report.writeJson(Path.of(args[2]));
    }
    if (args.length > 3) {
      report.writeSvg(Path.of(args[3]));
    }
  }
}
