package dev.tokenpace.cli;

import dev.tokenpace.config.Shard;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** {@code --shard 1/3}. */
final class ShardConverter implements ITypeConverter<Shard> {

  @Override
  public Shard convert(String value) {
    try {
      return Shard.parse(value);
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException(e.getMessage());
    }
  }
}
