package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;

/** The model served over https, with a certificate the benchmark trusts or not. */
public class HttpsSteps {

  private final World world;

  public HttpsSteps(World world) {
    this.world = world;
  }

  @Given("the model is served over https with a self-signed certificate the benchmark trusts")
  public void httpsTrusted() {
    world.serveOverHttps(true);
  }

  @Given(
      "the model is served over https with a self-signed certificate the benchmark does not trust")
  public void httpsNotTrusted() {
    world.serveOverHttps(false);
  }
}
