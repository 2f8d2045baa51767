package dev.tokenpace.cli;

import dev.tokenpace.fake.FakeSettings;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.admin.AdminAccess;
import dev.tokenpace.fake.script.Profile;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tokenpace fake}: serve the streaming fake until Ctrl-C, e.g. to point inference-perf at
 * it.
 */
@Command(
    name = "fake",
    description = "Serve the streaming fake model server on 127.0.0.1 until Ctrl-C.")
final class FakeCommand implements Callable<Integer> {

  static final String ADMIN_TOKEN_ENV = "TOKENPACE_FAKE_ADMIN_TOKEN";

  @Mixin StandardCommand standard;

  /** The port examples/fake-*.yaml point at, so the fake and a shipped config pair unflagged. */
  static final int DEFAULT_PORT = 8089;

  @Option(
      names = {"-p", "--port"},
      paramLabel = "N",
      defaultValue = "" + DEFAULT_PORT,
      description =
          "Port on 127.0.0.1, the one examples/fake-bench.yaml points at; 0 picks a free one"
              + " (default: ${DEFAULT-VALUE}).")
  int port;

  @Option(
      names = "--profile",
      paramLabel = "FILE",
      description =
          "Response profile as JSON (see docs/fake.md); default: the demo's 20-word stream.")
  Path profile;

  @Option(
      names = "--any-model",
      description =
          "Answer every model name with the profile. Without it a request for another model than"
              + " the profile's \"model\" gets 404 model_not_found, as from a real server.")
  boolean anyModel;

  @Option(
      names = "--admin",
      description =
          "Open WireMock's admin API (mappings, files, reset…) to requests that carry the admin"
              + " token. Without it only GET /__admin/tokenpace/timelines is served.")
  boolean admin;

  @Option(
      names = "--admin-token",
      paramLabel = "TOKEN",
      description =
          "The admin token (implies --admin); default: env "
              + ADMIN_TOKEN_ENV
              + ", else a random one printed at start.")
  String adminToken;

  @Option(
      names = "--max-streams",
      paramLabel = "N",
      defaultValue = "0",
      description =
          "At most N responses at once; later requests queue for a slot, as on a saturated"
              + " server (default: ${DEFAULT-VALUE}, no limit).")
  int maxStreams;

  @Option(
      names = "--max-queue",
      paramLabel = "N",
      description =
          "Past --max-streams, at most N requests wait for a slot; one more is refused at once"
              + " with --refuse-beyond-max's status (429, OpenAI's rate-limit error, unless given),"
              + " as a server with a bounded queue does.")
  Integer maxQueue;

  /** What a full server refuses with unless told: OpenAI's rate-limit status. */
  private static final int RATE_LIMITED = 429;

  @Option(
      names = "--refuse-beyond-max",
      paramLabel = "STATUS",
      arity = "0..1",
      fallbackValue = "429",
      description =
          "Past --max-streams, refuse a request at once with this HTTP status (429, OpenAI's"
              + " rate-limit error, when no status is given; 503 and the like, a server error)"
              + " instead of queueing it.")
  Integer refuseBeyondMax;

  @Option(
      names = "--ignore-beyond-max",
      description =
          "Past --max-streams, accept a request and never answer it, not a byte, as an overloaded"
              + " server whose queue never drains: only the client's timeout ends it.")
  boolean ignoreBeyondMax;

  @Option(
      names = "--keystore",
      paramLabel = "FILE",
      description =
          "Serve https with the key and certificate of this PKCS12 keystore (plain http stays"
              + " open on another port for the fake's own use); see docs/fake.md.")
  Path keystore;

  @Option(
      names = "--keystore-password",
      paramLabel = "PASSWORD",
      description = "The keystore's password (its key's too); required with --keystore.")
  String keystorePassword;

  /** --max-streams, --refuse-beyond-max and --ignore-beyond-max, checked before anything starts. */
  void checkStreamLimit() {
    if (maxStreams < 0) {
      throw new UserInputException("--max-streams must be 0 or more, got " + maxStreams);
    }
    if (refuseBeyondMax != null && maxStreams == 0) {
      throw new UserInputException(
          "--refuse-beyond-max needs --max-streams N, the cap to refuse past");
    }
    if (ignoreBeyondMax && maxStreams == 0) {
      throw new UserInputException(
          "--ignore-beyond-max needs --max-streams N, the cap to ignore requests past");
    }
    if (ignoreBeyondMax && refuseBeyondMax != null) {
      throw new UserInputException(
          "past --max-streams a request is refused or ignored, not both: drop"
              + " --refuse-beyond-max or --ignore-beyond-max");
    }
    if (maxQueue != null && (maxQueue < 1 || maxStreams == 0)) {
      throw new UserInputException(
          "--max-queue takes 1 or more, after --max-streams N, the cap its requests wait behind;"
              + " got --max-queue "
              + maxQueue
              + " with --max-streams "
              + maxStreams);
    }
    if (maxQueue != null && ignoreBeyondMax) {
      throw new UserInputException(
          "past a full --max-queue a request is refused, never ignored: drop --ignore-beyond-max");
    }
    if (refuseBeyondMax != null && (refuseBeyondMax < 400 || refuseBeyondMax > 599)) {
      throw new UserInputException(
          "--refuse-beyond-max takes an error status, 400..599, got " + refuseBeyondMax);
    }
  }

  @Override
  public Integer call() throws InterruptedException {
    checkStreamLimit();
    if (port < 0 || port > 65535) {
      throw new UserInputException("--port must be within 0..65535, got " + port);
    }
    Profile served = served();
    String tokenFromEnvironment = System.getenv(ADMIN_TOKEN_ENV);
    AdminAccess access = adminAccess(tokenFromEnvironment);
    boolean generated =
        access.open()
            && adminToken == null
            && (tokenFromEnvironment == null || tokenFromEnvironment.isBlank());
    StreamingFake fake = start(settings().withAdmin(access));
    Runtime.getRuntime().addShutdownHook(new Thread(fake::close, "tokenpace-fake-stop"));
    fake.serveByDefault(served);
    if (ignoreBeyondMax) {
      fake.ignoreStreamsBeyond(maxStreams);
    } else if (maxQueue != null) {
      fake.queueStreamsBeyond(
          maxStreams, maxQueue, refuseBeyondMax == null ? RATE_LIMITED : refuseBeyondMax);
    } else if (refuseBeyondMax == null) {
      fake.limitConcurrentStreams(maxStreams);
    } else {
      fake.refuseStreamsBeyond(maxStreams, refuseBeyondMax);
    }
    PrintWriter out = standard.out();
    out.println(
        "streaming fake on "
            + fake.baseUrl()
            + " (POST /v1/chat/completions, /v1/completions; GET /v1/models lists "
            + served.model().orElse("no model: name one with \"model\" in the profile")
            + (anyModel || served.model().isEmpty()
                ? ", answers every model name"
                : ", answers no other model name")
            + "); Ctrl-C stops it");
    out.println(adminLine(fake, access, generated));
    out.flush();
    new CountDownLatch(1).await();
    return ExitCodes.OK;
  }

  /** A port another process holds is the user's to change: one line, exit 2, not a trace. */
  private StreamingFake start(FakeSettings settings) {
    try {
      return StreamingFake.start(settings);
    } catch (RuntimeException e) {
      if (portTaken(e)) {
        throw new UserInputException(
            "cannot listen on 127.0.0.1:"
                + port
                + ": another process holds the port (--port N picks another, --port 0 a free one)");
      }
      throw e;
    }
  }

  private static boolean portTaken(Throwable thrown) {
    for (Throwable t = thrown; t != null; t = t.getCause()) {
      if (t instanceof java.net.BindException
          || (t.getMessage() != null && t.getMessage().contains("Failed to bind"))) {
        return true;
      }
    }
    return false;
  }

  /** The profile every request gets: the file's, else the demo's; with any model name if asked. */
  Profile served() {
    Profile read = profile == null ? DemoProfile.build() : readProfile();
    return anyModel ? read.answeringAnyModel() : read;
  }

  FakeSettings settings() {
    FakeSettings settings = FakeSettings.defaults().onPort(port);
    if (keystore == null) {
      if (keystorePassword != null) {
        throw new UserInputException("--keystore-password needs --keystore");
      }
      return settings;
    }
    if (!Files.isRegularFile(keystore)) {
      throw new UserInputException("--keystore: no such file " + keystore);
    }
    if (keystorePassword == null) {
      throw new UserInputException("--keystore needs --keystore-password");
    }
    return settings.overTls(new FakeSettings.Tls(keystore, keystorePassword));
  }

  /**
   * @param tokenFromEnvironment the value of {@value #ADMIN_TOKEN_ENV}, or {@code null}
   */
  AdminAccess adminAccess(String tokenFromEnvironment) {
    if (adminToken != null) {
      if (adminToken.isBlank()) {
        throw new UserInputException("--admin-token must not be empty");
      }
      return AdminAccess.withToken(adminToken);
    }
    if (!admin) {
      return AdminAccess.closed();
    }
    return tokenFromEnvironment == null || tokenFromEnvironment.isBlank()
        ? AdminAccess.withRandomToken()
        : AdminAccess.withToken(tokenFromEnvironment);
  }

  /** Shows a generated token only: one the user chose stays out of the terminal's scrollback. */
  private String adminLine(StreamingFake fake, AdminAccess access, boolean generated) {
    if (!access.open()) {
      return "admin API closed: only GET "
          + fake.baseUrl()
          + "/__admin/tokenpace/timelines is served (--admin opens the rest)";
    }
    return "admin API open on "
        + fake.baseUrl()
        + "/__admin to loopback requests with 'Authorization: Bearer "
        + (generated ? access.token() : "<your token>")
        + "'";
  }

  private Profile readProfile() {
    if (!Files.isRegularFile(profile)) {
      throw new UserInputException("profile file not found: '" + profile + "'");
    }
    try {
      return Profile.fromJson(profile);
    } catch (UncheckedIOException | IllegalArgumentException e) {
      throw new UserInputException("cannot use profile '" + profile + "': " + e.getMessage());
    }
  }
}
