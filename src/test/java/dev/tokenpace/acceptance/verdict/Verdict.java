package dev.tokenpace.acceptance.verdict;

/**
 * What one check concluded. Only {@link #FAIL} makes a scenario red; {@link #INCONCLUSIVE} leaves
 * it not judged; the two classes a client's own claims give are shown and never red.
 */
public enum Verdict {
  PASS,
  FAIL,
  /**
   * The fake model missed its script, so the run cannot judge the number stated: rerun, never pass.
   */
  INCONCLUSIVE,
  /** The client has no such report field, and says so: nothing to judge, nothing wrong. */
  NOT_REPORTED,
  /** The client put the failure in the expected family, in words of its own. */
  LABELLED_OTHERWISE,
  /**
   * The client played another load than the scenario's, and reported the number the model gave that
   * load: users need to know what it played, and nothing it reported is wrong.
   */
  PLAYS_OTHERWISE;

  /** Whether the check is one the client's claims classed, neither right nor wrong. */
  public boolean claimed() {
    return this == NOT_REPORTED || this == LABELLED_OTHERWISE || this == PLAYS_OTHERWISE;
  }
}
