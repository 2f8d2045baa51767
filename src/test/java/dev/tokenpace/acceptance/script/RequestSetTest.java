package dev.tokenpace.acceptance.script;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RequestSetTest {

  private static int[] of(String words, int sent) {
    RequestSet set = RequestSet.parse(words);
    return IntStream.rangeClosed(1, sent).filter(set::contains).toArray();
  }

  @Test
  void theFirstFewAreTheRequestsFromOneOn() {
    assertThat(of("its first 2 requests", 6)).containsExactly(1, 2);
    assertThat(of("the first three answers", 6)).containsExactly(1, 2, 3);
    assertThat(of("its very first request", 6)).containsExactly(1);
  }

  @Test
  void numbersListsAndRulesKeepTheirMeaning() {
    assertThat(of("requests 3 to 5", 8)).containsExactly(3, 4, 5);
    assertThat(of("the 2nd and 4th requests", 8)).containsExactly(2, 4);
    assertThat(of("every third request", 8)).containsExactly(3, 6);
  }

  @Test
  void wordsThatNameNoRequestsAreRefusedWithExamples() {
    assertThatThrownBy(() -> RequestSet.parse("some requests"))
        .hasMessageContaining("names no requests")
        .hasMessageContaining("its first 3 requests");
  }
}
