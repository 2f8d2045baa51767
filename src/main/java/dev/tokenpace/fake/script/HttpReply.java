package dev.tokenpace.fake.script;

import java.nio.charset.StandardCharsets;

/**
 * A whole non-2xx answer instead of a stream: what an overloaded server or a proxy in front of it
 * sends (429/500/502/503, a JSON error object or an HTML error page).
 */
public record HttpReply(int status, String contentType, byte[] body) {

  public HttpReply {
    if (status < 100 || status > 599) {
      throw new IllegalArgumentException("an HTTP status is 100..599: " + status);
    }
    body = body.clone();
  }

  /** An OpenAI-style error object: {@code {"error": {"message": …, "type": …, "code": status}}}. */
  public static HttpReply json(int status, String message) {
    String json =
        "{\"error\":{\"message\":"
            + EventRenderer.quote(message)
            + ",\"type\":\"server_error\",\"code\":"
            + status
            + "}}";
    return new HttpReply(status, "application/json", json.getBytes(StandardCharsets.UTF_8));
  }

  /** The kind of page nginx or a load balancer returns: a title, a heading, a footer. */
  public static HttpReply html(int status, String title) {
    String page =
        "<html>\r\n<head><title>"
            + status
            + " "
            + title
            + "</title></head>\r\n<body>\r\n<center><h1>"
            + status
            + " "
            + title
            + "</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";
    return new HttpReply(status, "text/html", page.getBytes(StandardCharsets.UTF_8));
  }

  public String bodyText() {
    return new String(body, StandardCharsets.UTF_8);
  }
}
