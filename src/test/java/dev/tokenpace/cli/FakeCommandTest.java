package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.fake.AdminAccess;
import org.junit.jupiter.api.Test;

/** Where the fake's admin token comes from; the routes themselves: fake.FakeAdminAccessTest. */
class FakeCommandTest {

  private final FakeCommand command = new FakeCommand();

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
}
