package dev.tokenpace.reliability;

import dev.tokenpace.client.Transport;

/** The fault table on the Netty transport. */
class FaultMatrixNettyTest extends FaultMatrixTest {

  @Override
  protected Transport transport() {
    return Transport.NETTY;
  }
}
