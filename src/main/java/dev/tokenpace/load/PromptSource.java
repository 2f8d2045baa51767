package dev.tokenpace.load;

/**
 * Where prompts come from; called from the one dispatcher thread, so implementations need no
 * locking.
 */
public interface PromptSource {

  String next();
}
