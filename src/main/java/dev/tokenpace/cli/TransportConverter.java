package dev.tokenpace.cli;

import dev.tokenpace.client.Transport;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** {@code --transport jdk|nio}, with the transport's own message when the name is wrong. */
final class TransportConverter implements ITypeConverter<Transport> {

  @Override
  public Transport convert(String text) {
    try {
      return Transport.parse(text);
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException(e.getMessage());
    }
  }
}
