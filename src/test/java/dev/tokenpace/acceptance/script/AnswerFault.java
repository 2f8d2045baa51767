package dev.tokenpace.acceptance.script;

import dev.tokenpace.fake.script.HttpReply;
import dev.tokenpace.fake.script.Profile;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;

/**
 * How the model spoils one of its answers, given the script it would otherwise play: each fault of
 * docs/reliability.md, in the words of a faulty-answer step. The healthy answers keep the script.
 */
@FunctionalInterface
public interface AnswerFault {

  Profile spoil(ModelScript script);

  /** A whole error reply, with an error object whose message is {@code message}. */
  static AnswerFault errorMessage(int status, String message) {
    return errorMessage(status, message, Duration.ZERO);
  }

  /** The error reply {@code wait} after the request arrives. */
  static AnswerFault errorMessage(int status, String message, Duration wait) {
    return script -> Profile.jsonError(status, message).after(wait).build();
  }

  /** A whole error reply as a proxy's HTML page titled "{status} {title}". */
  static AnswerFault errorPage(int status, String title) {
    return script -> Profile.htmlError(status, title).build();
  }

  /** A 200 web page (a captive portal, a login page) where the stream should be. */
  static AnswerFault webPage(String title) {
    String page =
        "<html><head><title>" + title + "</title></head><body><h1>" + title + "</h1></body></html>";
    return script ->
        Profile.builder()
            .httpReply(new HttpReply(200, "text/html", page.getBytes(StandardCharsets.UTF_8)))
            .build();
  }

  /** One whole non-streamed completion (what a server ignoring the stream flag sends). */
  static AnswerFault wholeAnswer() {
    return script ->
        Profile.builder()
            .httpReply(new HttpReply(200, "application/json", completion(script)))
            .build();
  }

  // A fault that adds no event takes no extra (null): an empty extra still queues its zero gap,
  // and Profile.Builder hands gaps out in order, so every chunk would take the one before it.
  static AnswerFault resetAfter(int chunks) {
    return script -> script.asProfile(0, null).resetAfter(chunks).build();
  }

  static AnswerFault dropAfter(int chunks) {
    return script -> script.asProfile(0, null).closeAfter(chunks).build();
  }

  static AnswerFault stallAfter(int chunks, Duration stall) {
    return script -> script.asProfile(0, null).stallAfter(chunks, stall).build();
  }

  /** A pause after the {@code word}-th word, whatever empty chunks or roles come before it. */
  static AnswerFault stallAfterWord(int word, Duration stall) {
    return script ->
        script
            .asProfile(0, null)
            .stallAfter(script.stream().eventsThroughWord(word), stall)
            .build();
  }

  /**
   * "pauses for 2000 ms between the 10th and 11th token": the gap before word {@code word + 1}
   * becomes {@code pause}, the stall being what it adds to the scripted gap there. Read when the
   * run starts, so a gap said on a later line counts.
   */
  static AnswerFault pauseBetweenWords(int word, Duration pause) {
    return script -> {
      Duration usual = script.stream().gapBeforeWord(word + 1);
      if (pause.compareTo(usual) < 0) {
        throw new IllegalArgumentException(
            "a pause of "
                + pause.toMillis()
                + " ms is shorter than the "
                + usual.toMillis()
                + " ms the script gives that gap; the fake can lengthen a gap, not shorten it");
      }
      return script
          .asProfile(0, null)
          .stallAfter(script.stream().eventsThroughWord(word), pause.minus(usual))
          .build();
    };
  }

  /** Not even the response headers for {@code stall}. */
  static AnswerFault silentBeforeHeaders(Duration stall) {
    return script -> script.asProfile(0, null).headersWithFirstEvent().stallAfter(0, stall).build();
  }

  /** The response headers at once, then no chunk for {@code stall}. */
  static AnswerFault silentAfterHeaders(Duration stall) {
    return script -> script.asProfile(0, null).stallAfter(0, stall).build();
  }

  static AnswerFault malformedAfter(int chunks) {
    return inserting(chunks, Profile.Builder::malformedJson);
  }

  /**
   * A malformed chunk right after the answer's {@code word}-th word, or after half its words
   * (rounded down, at least one) when {@code word} is not positive; with {@code endsThere}, the
   * connection closes right after it. Read when the run starts, so a length said on a later line or
   * by max_tokens counts.
   */
  public static AnswerFault malformedAfterWord(int word, boolean endsThere) {
    return script -> {
      int words = script.stream().tokenChunkTexts().size();
      int after = word > 0 ? word : Math.max(1, words / 2);
      int events = script.stream().eventsThroughWord(after);
      Profile.Builder profile = script.asProfile(events, Profile.Builder::malformedJson);
      return (endsThere ? profile.closeAfter(events + 1) : profile).build();
    };
  }

  static AnswerFault errorAfter(int chunks, String message) {
    return inserting(chunks, b -> b.error(message));
  }

  /** The script's chunks, then a clean end of the stream without the end-of-stream marker. */
  static AnswerFault withoutEndMarker() {
    return script -> script.asProfile(kind -> kind != ChunkKind.END_OF_STREAM).build();
  }

  /** The script's words only: no finish reason, no end-of-stream marker, then a clean end. */
  static AnswerFault withoutFinishOrEndMarker() {
    return script ->
        script
            .asProfile(kind -> kind != ChunkKind.END_OF_STREAM && kind != ChunkKind.FINISH)
            .build();
  }

  /**
   * "one €" then "€ two" with the euro sign's three bytes split between the chunks, and a stray
   * 0xFF byte.
   */
  static AnswerFault brokenCharacters() {
    byte[] first = {'o', 'n', 'e', ' ', (byte) 0xE2, (byte) 0x82};
    byte[] second = {(byte) 0xAC, ' ', 't', 'w', 'o', (byte) 0xFF};
    return script ->
        Profile.builder()
            .after(Duration.ofMillis(20))
            .contentBytes(first)
            .after(Duration.ofMillis(20))
            .contentBytes(second)
            .finish("stop")
            .done()
            .build();
  }

  /**
   * One chunk of {@code megabytes} MiB of five-byte words ("word "), so its token count is known.
   */
  static AnswerFault hugeChunk(int megabytes) {
    String words = "word ".repeat(hugeChunkWords(megabytes));
    return script ->
        Profile.builder().after(Duration.ofMillis(20)).content(words).finish("stop").done().build();
  }

  static int hugeChunkWords(int megabytes) {
    return megabytes * 1024 * 1024 / 5;
  }

  /** {@code count} chunks of one word each, written back to back. */
  static AnswerFault tinyChunks(int count) {
    return script -> {
      Profile.Builder tiny = Profile.builder().after(Duration.ofMillis(20));
      for (int i = 0; i < count; i++) {
        tiny.content(i == 0 ? "t" : " t");
      }
      return tiny.finish("stop").done().build();
    };
  }

  private static AnswerFault inserting(int chunks, Consumer<Profile.Builder> extra) {
    return script -> script.asProfile(chunks, extra).build();
  }

  private static byte[] completion(ModelScript script) {
    String text =
        String.join(
            "",
            script.stream().chunks().stream()
                .filter(c -> c.kind() == ChunkKind.CONTENT)
                .map(ScriptedChunk::text)
                .toList());
    String json =
        "{\"id\":\"whole\",\"object\":\"chat.completion\",\"model\":\""
            + script.model()
            + "\",\"choices\":[{\"index\":0,"
            + "\"message\":{\"role\":\"assistant\",\"content\":\""
            + text
            + "\"},\"finish_reason\":\"stop\"}],"
            + "\"usage\":{\"prompt_tokens\":8,\"completion_tokens\":"
            + List.of(text.strip().split("\\s+")).size()
            + "}}";
    return json.getBytes(StandardCharsets.UTF_8);
  }
}
