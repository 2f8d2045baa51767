package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.fake.FakeSettings;
import dev.tokenpace.fake.admin.AdminAccess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Where the fake's admin token comes from; the routes themselves: fake.FakeAdminAccessTest. */
class FakeCommandTest {

  private final FakeCommand command = new FakeCommand();

  @Test
  void refusingPastTheCapNeedsACapAndAnErrorStatus() {
    new CommandLine(command).parseArgs("--refuse-beyond-max");
    assertThatThrownBy(command::checkStreamLimit)
        .hasMessage("--refuse-beyond-max needs --max-streams N, the cap to refuse past");

    new CommandLine(command).parseArgs("--max-streams", "4", "--refuse-beyond-max", "200");
    assertThatThrownBy(command::checkStreamLimit)
        .hasMessage("--refuse-beyond-max takes an error status, 400..599, got 200");

    new CommandLine(command).parseArgs("--max-streams", "4", "--refuse-beyond-max");
    command.checkStreamLimit();
    assertThat(command.refuseBeyondMax).isEqualTo(429);
  }

  @Test
  void ignoringPastTheCapNeedsACapAndNoRefusal() {
    FakeCommand uncapped = new FakeCommand();
    new CommandLine(uncapped).parseArgs("--ignore-beyond-max");
    assertThatThrownBy(uncapped::checkStreamLimit)
        .hasMessage("--ignore-beyond-max needs --max-streams N, the cap to ignore requests past");

    FakeCommand both = new FakeCommand();
    new CommandLine(both)
        .parseArgs("--max-streams", "4", "--ignore-beyond-max", "--refuse-beyond-max");
    assertThatThrownBy(both::checkStreamLimit).hasMessageContaining("not both");

    FakeCommand ignoring = new FakeCommand();
    new CommandLine(ignoring).parseArgs("--max-streams", "4", "--ignore-beyond-max");
    ignoring.checkStreamLimit();
    assertThat(ignoring.ignoreBeyondMax).isTrue();
  }

  @Test
  void aBoundedQueueNeedsACapAndRoomForOne() {
    new CommandLine(command).parseArgs("--max-queue", "2");
    assertThatThrownBy(command::checkStreamLimit).hasMessageContaining("after --max-streams N");

    FakeCommand empty = new FakeCommand();
    new CommandLine(empty).parseArgs("--max-streams", "2", "--max-queue", "0");
    assertThatThrownBy(empty::checkStreamLimit).hasMessageContaining("takes 1 or more");

    FakeCommand ignoring = new FakeCommand();
    new CommandLine(ignoring)
        .parseArgs("--max-streams", "2", "--max-queue", "2", "--ignore-beyond-max");
    assertThatThrownBy(ignoring::checkStreamLimit).hasMessageContaining("never ignored");

    FakeCommand bounded = new FakeCommand();
    new CommandLine(bounded).parseArgs("--max-streams", "2", "--max-queue", "2");
    bounded.checkStreamLimit();
    assertThat(bounded.maxQueue).isEqualTo(2);
  }

  @Test
  void theAdminApiIsClosedByDefault() {
    assertThat(command.adminAccess("from-env")).isEqualTo(AdminAccess.closed());
  }

  @Test
  void adminOpensItWithARandomTokenUnlessTheEnvironmentHasOne() {
    command.admin = true;

    AdminAccess random = command.adminAccess(null);
    assertThat(random.open()).isTrue();
    assertThat(random.token())
        .hasSizeGreaterThanOrEqualTo(43)
        .isNotEqualTo(command.adminAccess(null).token());
    assertThat(command.adminAccess("from-env")).isEqualTo(AdminAccess.withToken("from-env"));
  }

  @Test
  void aGivenTokenOpensItAndWins() {
    command.adminToken = "given";

    assertThat(command.adminAccess("from-env")).isEqualTo(AdminAccess.withToken("given"));
  }

  @Test
  void anEmptyTokenIsBadInput() {
    command.adminToken = " ";

    assertThatThrownBy(() -> command.adminAccess(null))
        .isInstanceOf(UserInputException.class)
        .hasMessage("--admin-token must not be empty");
  }

  @Test
  void theProfileAnswersOnlyItsOwnModelUnlessAnyModelIsAsked() {
    assertThat(command.served().answers(DemoProfile.MODEL)).isTrue();
    assertThat(command.served().answers("another-model")).isFalse();

    command.anyModel = true;

    assertThat(command.served().answers("another-model")).isTrue();
    assertThat(command.served().model()).contains(DemoProfile.MODEL);
  }

  @Test
  void aKeystoreServesHttpsAndNeedsItsPassword(@TempDir Path dir) throws IOException {
    command.keystore = Files.writeString(dir.resolve("fake.p12"), "not read until start");

    assertThatThrownBy(command::settings)
        .isInstanceOf(UserInputException.class)
        .hasMessage("--keystore needs --keystore-password");
    command.keystorePassword = "secret";
    assertThat(command.settings().tls())
        .isEqualTo(new FakeSettings.Tls(command.keystore, "secret"));
  }

  @Test
  void aKeystoreThatIsNotThereOrAPasswordAloneIsBadInput(@TempDir Path dir) {
    command.keystorePassword = "secret";
    assertThatThrownBy(command::settings).hasMessage("--keystore-password needs --keystore");

    command.keystore = dir.resolve("missing.p12");
    assertThatThrownBy(command::settings)
        .isInstanceOf(UserInputException.class)
        .hasMessageStartingWith("--keystore: no such file");
  }
}
