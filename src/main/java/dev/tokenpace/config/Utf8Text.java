package dev.tokenpace.config;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A config file's bytes as text. The JDK's own error ("MalformedInputException: Input length = 1")
 * names neither the place nor the encoding; this one gives the line and column of the first byte
 * that is not UTF-8.
 */
final class Utf8Text {

  private Utf8Text() {}

  static String decode(byte[] bytes, String source) {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (result.isError()) {
      throw notUtf8(bytes, in.position(), out.flip().toString(), source);
    }
    decoder.flush(out);
    return out.flip().toString();
  }

  private static ConfigException notUtf8(
      byte[] bytes, int offset, String decodedBefore, String source) {
    int line = 1 + (int) decodedBefore.chars().filter(c -> c == '\n').count();
    int column = decodedBefore.length() - decodedBefore.lastIndexOf('\n');
    return new ConfigException(
        "",
        String.format("config is not UTF-8 text: byte 0x%02X cannot be decoded", bytes[offset]),
        "save the file as UTF-8",
        new SourcePosition(source, line, column));
  }
}
