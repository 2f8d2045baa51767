package dev.tokenpace.reliability;

import dev.tokenpace.client.Transport;

/** The fault table on the JDK HttpClient transport (https:// always uses it). */
class FaultMatrixJdkTest extends FaultMatrixTest {

  @Override
  protected Transport transport() {
    return Transport.JDK;
  }
}
