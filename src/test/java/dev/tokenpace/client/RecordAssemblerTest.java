package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.api.ChunkEvent;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.WayIn;
import dev.tokenpace.tokens.Tokenizer;
import dev.tokenpace.tokens.Tokenizers;
import dev.tokenpace.wire.ChunkKind;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecordAssemblerTest {

  private final RecordAssembler assembler =
      new RecordAssembler(Tokenizers.whitespace(), UsageReports.NEWEST_WINS);

  @Test
  void reasoningAndAnswerAreCountedApartSoTheirBoundaryWordsDoNotMerge() {
    RequestRecord record =
        assembler.assemble(
            outcome(
                new ChunkEvent(200, ChunkKind.REASONING, "let me think", null, null),
                new ChunkEvent(500, ChunkKind.CONTENT, "Paris", null, null)));

    assertThat(record.outputTokens()).isEqualTo(4);
    assertThat(record.chunks()).extracting(c -> c.tokens()).containsExactly(3, 1);
  }

  @Test
  void chunksWithoutTokensKeepTheirArrivalButCountNothing() {
    RequestRecord record =
        assembler.assemble(
            outcome(
                new ChunkEvent(100, ChunkKind.ROLE, "", null, null),
                new ChunkEvent(200, ChunkKind.CONTENT, "a b", null, null),
                new ChunkEvent(300, ChunkKind.FINISH, "", null, "stop")));

    assertThat(record.outputTokens()).isEqualTo(2);
    assertThat(record.chunks()).extracting(c -> c.tokens()).containsExactly(0, 2, 0);
    assertThat(record.endNanos()).isEqualTo(900);
  }

  @Test
  void aRequestWhoseCountingFailsEvenWithAnErrorIsStillRecordedAsAFailure() {
    Tokenizer exhausted =
        new Tokenizer() {
          @Override
          public int countTokens(String text) {
            throw new OutOfMemoryError("Java heap space");
          }

          @Override
          public String name() {
            return "exhausted";
          }
        };

    RequestRecord record =
        new RecordAssembler(exhausted, UsageReports.NEWEST_WINS)
            .assemble(outcome(new ChunkEvent(200, ChunkKind.CONTENT, "a b", null, null)));

    assertThat(record.requestId()).isEqualTo("r-1");
    assertThat(record.failure().type()).isEqualTo(FailureType.CLIENT_ERROR);
    assertThat(record.failure().message()).contains("OutOfMemoryError");
  }

  private static ExchangeOutcome outcome(ChunkEvent... chunks) {
    PreparedRequest request =
        new PreparedRequest(
            "r-1",
            0,
            0,
            URI.create("http://127.0.0.1:1/v1/chat/completions"),
            new byte[] {'{', '}'},
            true,
            "a prompt",
            0);
    return new ExchangeOutcome(request, 10, 50, 900, List.of(chunks), null, null, 0, WAY_IN);
  }

  private static final WayIn WAY_IN = new WayIn(WayIn.Connection.NEW, 20, -1, -1, 30);

  @Test
  void theWayInGoesIntoTheRecordAsStamped() {
    RequestRecord record =
        assembler.assemble(outcome(new ChunkEvent(200, ChunkKind.CONTENT, "a b", null, null)));

    assertThat(record.wayIn()).isEqualTo(WAY_IN);
  }

  @Test
  void aRecordThatCouldNotBeAssembledKeepsItsWayIn() {
    Tokenizer broken =
        new Tokenizer() {
          @Override
          public int countTokens(String text) {
            throw new IllegalStateException("broken");
          }

          @Override
          public String name() {
            return "broken";
          }
        };
    RequestRecord record =
        new RecordAssembler(broken, UsageReports.NEWEST_WINS)
            .assemble(outcome(new ChunkEvent(200, ChunkKind.CONTENT, "a b", null, null)));

    assertThat(record.succeeded()).isFalse();
    assertThat(record.wayIn()).isEqualTo(WAY_IN);
  }
}
