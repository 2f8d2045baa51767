package dev.tokenpace.report;

import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The concise grouping key of {@code failures.by_label}, following inference-perf's {@code
 * make_concise_label}: "<status> - <name>" for HTTP errors, a short name otherwise.
 */
public final class FailureLabels {

  private static final Map<Integer, String> STATUS_NAMES =
      Map.of(
          429, "Rate Limit",
          500, "Internal Server Error",
          502, "Bad Gateway",
          503, "Service Unavailable",
          504, "Gateway Timeout",
          301, "Moved Permanently",
          302, "Found",
          307, "Temporary Redirect",
          308, "Permanent Redirect");
  private static final Pattern CONTEXT =
      Pattern.compile("context (window|length)|maximum context|max(imum)?[_ ]tokens");
  private static final Pattern JSON = Pattern.compile("json|parse|decode");
  private static final Pattern TIMEOUT = Pattern.compile("time ?out|timed out");
  private static final Pattern MODEL = Pattern.compile("model.*(not found|does not exist)");
  private static final Pattern CONNECT = Pattern.compile("connection refused|connect");

  private FailureLabels() {}

  /** The label every failure of {@code type} gets, for a type labelled by its kind alone. */
  public static String of(FailureType type) {
    String named = typeName(type);
    if (named == null) {
      throw new IllegalArgumentException(type + " is labelled by its message or status, not alone");
    }
    return named;
  }

  public static String label(Failure failure) {
    String lower = failure.message() == null ? "" : failure.message().toLowerCase(Locale.ROOT);
    if (failure.type() == FailureType.HTTP_STATUS) {
      return failure.httpStatus()
          + " - "
          + STATUS_NAMES.getOrDefault(failure.httpStatus(), fromMessage(lower));
    }
    String named = typeName(failure.type());
    if (named != null) {
      return named;
    }
    if (TIMEOUT.matcher(lower).find()) {
      return "Timeout";
    }
    return CONNECT.matcher(lower).find() ? "Connection Error" : failure.type().wireName();
  }

  /**
   * The label a failure of {@code type} gets whatever it says; {@code null} for the two types
   * labelled by their status or message. A switch, so a new type cannot go without a decision.
   */
  private static String typeName(FailureType type) {
    return switch (type) {
      case TIMEOUT -> "Timeout";
      case CONNECTION_REFUSED, CONNECTION_RESET -> "Connection Error";
      case TLS_HANDSHAKE -> "TLS Error";
      case ERROR_EVENT -> "Error Event";
      case INCOMPLETE_STREAM -> "Incomplete Stream";
      case MALFORMED_JSON -> "Invalid JSON";
      case UNEXPECTED_CONTENT_TYPE -> "Unexpected Content Type";
      case EVENT_TOO_LARGE -> "Event Too Large";
      case MALFORMED_RESPONSE -> "Malformed Response";
      case UNEXPECTED_CONTENT_ENCODING -> "Unexpected Content Encoding";
      case RESPONSE_TOO_LARGE -> "Response Too Large";
      case CANCELLED -> "Cancelled";
      case HTTP_STATUS, CLIENT_ERROR -> null;
    };
  }

  private static String fromMessage(String lower) {
    if (CONTEXT.matcher(lower).find()) {
      return "Context Window";
    }
    if (JSON.matcher(lower).find()) {
      return "Invalid JSON";
    }
    if (TIMEOUT.matcher(lower).find()) {
      return "Timeout";
    }
    return MODEL.matcher(lower).find() ? "Model Not Found" : "other";
  }
}
