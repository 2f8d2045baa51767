package dev.tokenpace.acceptance.world;

/** What one check concluded. */
public enum Verdict {
  PASS,
  FAIL,
  /**
   * The fake model missed its script, so the run cannot judge the number stated: rerun, never pass.
   */
  INCONCLUSIVE
}
