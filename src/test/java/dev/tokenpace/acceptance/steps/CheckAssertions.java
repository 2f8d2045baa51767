package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.Check;
import java.util.List;
import org.assertj.core.api.SoftAssertions;

/** Asserts logged checks, all of them before failing, each message naming its metric. */
final class CheckAssertions {

  private CheckAssertions() {}

  static void assertWithinBounds(List<Check> checks) {
    SoftAssertions softly = new SoftAssertions();
    for (Check check : checks) {
      softly.assertThat(check.passed())
          .as("%s: reported %.6f s, expected within %s", check.what(), check.reported(), check.expected())
          .isTrue();
    }
    softly.assertAll();
  }

  static void assertWithinBounds(Check check) {
    assertWithinBounds(List.of(check));
  }
}
