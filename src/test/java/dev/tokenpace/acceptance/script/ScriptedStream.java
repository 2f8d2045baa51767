package dev.tokenpace.acceptance.script;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The chunks one script streams, in order, each with its wait: built up by the Given steps (words,
 * pieces of words, usage, keep-alives, waits and gaps) and read by whoever plays or judges the
 * script.
 */
public final class ScriptedStream {

  /** Whether the answer's length is only what the requests asked for, no line's. */
  private boolean lengthAsAsked;

  private final List<ScriptedChunk> chunks = new ArrayList<>();

  /**
   * The wait before the first word, said before the words were (or without them): the words, when
   * given, start there; without them the model answers one word.
   */
  private Duration pendingFirst;

  /**
   * The gap between words, said apart from their count ("it sends tokens 10 ms apart" after "it
   * answers with 50 tokens", or before): the words, when given, keep it.
   */
  private Duration pendingGap;

  /**
   * Adds a chunk; words continuing earlier text of the same kind get the space a model would send.
   */
  public void add(ScriptedChunk chunk) {
    boolean continues =
        chunk.kind().carriesTokens()
            && !chunk.text().isEmpty() // an empty chunk stays empty: no text, no token
            && chunks.stream().anyMatch(c -> c.kind() == chunk.kind())
            && !chunk.text().startsWith(" ");
    chunks.add(
        continues
            ? new ScriptedChunk(
                chunk.after(), chunk.kind(), " " + chunk.text(), 0, chunk.splitPause())
            : chunk);
  }

  public void addWords(String text) {
    String[] words = text.strip().split("\\s+");
    for (int i = 0; i < words.length; i++) {
      chunks.add(
          ScriptedChunk.of(Duration.ZERO, ChunkKind.CONTENT, i == 0 ? words[i] : " " + words[i]));
    }
    chunks.add(ScriptedChunk.of(Duration.ZERO, ChunkKind.FINISH, ""));
  }

  /**
   * {@code text} cut every {@code size} characters, each piece sent as it is (no space added), then
   * the finish notice: words, and characters' pieces, split across chunks as a character-batching
   * gateway sends them.
   */
  public void addCharacterChunks(String text, int size) {
    if (size < 1 || text.isEmpty()) {
      throw new IllegalArgumentException("chunks need a text and at least 1 character each");
    }
    for (int i = 0; i < text.length(); i += size) {
      chunks.add(
          ScriptedChunk.of(
              Duration.ZERO,
              ChunkKind.CONTENT,
              text.substring(i, Math.min(text.length(), i + size))));
    }
    chunks.add(ScriptedChunk.of(Duration.ZERO, ChunkKind.FINISH, ""));
  }

  /**
   * {@code text}'s UTF-8 bytes cut every {@code size} bytes, each piece's bytes sent verbatim in
   * its chunk's JSON string: a cut inside a multi-byte character leaves half of it in each chunk.
   */
  public void addByteChunks(String text, int size) {
    byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    if (size < 1 || bytes.length == 0) {
      throw new IllegalArgumentException("chunks need a text and at least 1 byte each");
    }
    for (int i = 0; i < bytes.length; i += size) {
      chunks.add(
          ScriptedChunk.ofBytes(
              java.util.Arrays.copyOfRange(bytes, i, Math.min(bytes.length, i + size))));
    }
    chunks.add(ScriptedChunk.of(Duration.ZERO, ChunkKind.FINISH, ""));
  }

  /** {@code count} one-word chunks ("w1", "w2", …), each its own token, then the finish notice. */
  public void addCountedWords(int count) {
    if (count < 1) {
      throw new IllegalArgumentException("the model streams at least one chunk, not " + count);
    }
    StringBuilder words = new StringBuilder();
    for (int i = 1; i <= count; i++) {
      words.append(i == 1 ? "" : " ").append('w').append(i);
    }
    addWords(words.toString());
  }

  /**
   * After the last chunk: the usage report the server sends, saying it generated {@code tokens}.
   */
  public void reportUsage(int tokens) {
    chunks.add(new ScriptedChunk(Duration.ZERO, ChunkKind.USAGE, "", tokens, null));
  }

  /**
   * Keep-alive comments every {@code every} for {@code span} from receiving the request, before the
   * first chunk with tokens; that chunk still comes at its own wait after the request (or right
   * after the last keep-alive, if the wait is shorter).
   */
  public void keepAliveBeforeFirstChunk(Duration every, Duration span) {
    List<Integer> tokenChunks = tokenChunkPositions();
    if (tokenChunks.isEmpty() || every.isZero() || every.isNegative()) {
      throw new IllegalArgumentException(
          "keep-alives need a chunk with tokens to precede and a positive interval");
    }
    int first = tokenChunks.get(0);
    Duration before = Duration.ZERO;
    for (int i = 0; i < first; i++) {
      before = before.plus(chunks.get(i).after());
    }
    List<ScriptedChunk> keepAlives = new ArrayList<>();
    Duration at = before;
    for (Duration next = every; next.compareTo(span) <= 0; next = next.plus(every)) {
      keepAlives.add(ScriptedChunk.of(next.minus(at), ChunkKind.KEEP_ALIVE, ""));
      at = next;
    }
    ScriptedChunk firstChunk = chunks.get(first);
    Duration firstAt = before.plus(firstChunk.after());
    chunks.set(
        first, firstChunk.waiting(firstAt.compareTo(at) > 0 ? firstAt.minus(at) : Duration.ZERO));
    chunks.addAll(first, keepAlives);
  }

  /** Sets the wait before the first token-bearing chunk and the gaps before each following one. */
  public void time(Duration first, List<Duration> gaps) {
    List<Integer> tokenChunks = tokenChunkPositions();
    int following = tokenChunks.size() - 1;
    if (gaps.size() != 1 && gaps.size() != following) {
      throw new IllegalArgumentException(
          "the model streams "
              + tokenChunks.size()
              + " chunks, so it needs "
              + following
              + " gaps (or one for all), not "
              + gaps.size());
    }
    for (int i = 0; i < tokenChunks.size(); i++) {
      Duration wait = i == 0 ? first : gaps.get(gaps.size() == 1 ? 0 : i - 1);
      int at = tokenChunks.get(i);
      chunks.set(at, chunks.get(at).waiting(i == 0 ? sinceEarlierChunks(at, first) : wait));
    }
  }

  /**
   * The wait before the first word, from receiving the request: the words' first, now or when they
   * are given; the model answers one word if none is.
   */
  public void firstWait(Duration first) {
    pendingFirst = first;
    List<Integer> words = tokenChunkPositions();
    if (!words.isEmpty()) {
      int at = words.get(0);
      chunks.set(at, chunks.get(at).waiting(sinceEarlierChunks(at, first)));
    }
  }

  /**
   * {@code count} one-word chunks {@code gap} apart, the first after the wait already said (else
   * one gap).
   */
  public void streamWords(int count, Duration gap) {
    lengthAsAsked = false;
    addCountedWords(count);
    time(pendingFirst != null ? pendingFirst : gap, List.of(gap));
  }

  /** The wait before the first word as said, if one was. */
  public java.util.Optional<Duration> saidFirstWait() {
    return java.util.Optional.ofNullable(pendingFirst);
  }

  /** Whether a wait before the first word was said (a prefill's fixed part, say). */
  public boolean firstWaitSaid() {
    return pendingFirst != null;
  }

  /**
   * Every request asks for {@code tokens}: an answer no line gave a length is as long as asked, and
   * stays as long as the last ask until a line says its length (a Background's "every request asks
   * for at most 50 tokens", then a scenario's "each asking for 10 tokens").
   */
  public void answerAsAsked(int tokens) {
    if (!hasWords()) {
      countWords(tokens);
    } else if (lengthAsAsked) {
      recountWords(tokens, null);
    } else {
      return;
    }
    lengthAsAsked = true;
  }

  /** Whether words were said already: a length said after them says otherwise, not more. */
  public boolean hasWords() {
    return !tokenChunkPositions().isEmpty();
  }

  /**
   * The answer's length said again ("each answer has 10 tokens" after a Background's "each answer
   * has 20 tokens, unless a scenario says otherwise"): the words said before give way to {@code
   * count}, at the first wait and the gap they had unless {@code gap} or a wait was said anew.
   */
  public void recountWords(int count, Duration gap) {
    lengthAsAsked = false;
    List<Integer> words = tokenChunkPositions();
    Duration first = pendingFirst != null ? pendingFirst : firstWordAt();
    List<Duration> gaps = gapsBetweenWords();
    Duration kept = gap != null ? gap : pendingGap != null ? pendingGap : gaps.get(gaps.size() - 1);
    List<ScriptedChunk> before = new ArrayList<>(chunks.subList(0, words.get(0)));
    List<ScriptedChunk> after = new ArrayList<>();
    for (int i = words.get(0); i < chunks.size(); i++) {
      ScriptedChunk chunk = chunks.get(i);
      if (!words.contains(i) && chunk.kind() != ChunkKind.FINISH) {
        after.add(chunk);
      }
    }
    chunks.clear();
    chunks.addAll(before);
    addCountedWords(count);
    chunks.addAll(after);
    time(first, List.of(kept));
  }

  /** {@code count} one-word chunks at the gap said apart from them (none yet: back to back). */
  public void countWords(int count) {
    lengthAsAsked = false;
    Duration gap = pendingGap != null ? pendingGap : Duration.ZERO;
    addCountedWords(count);
    time(pendingFirst != null ? pendingFirst : gap, List.of(gap));
  }

  /** The gap between words, said apart from their count: the words already given take it. */
  public void gapBetweenWords(Duration gap) {
    pendingGap = gap;
    if (tokenChunkPositions().size() > 1) {
      time(pendingFirst != null ? pendingFirst : gap, List.of(gap));
    }
  }

  /**
   * Chunks with empty text at {@code at} from receiving the request, before the first word, which
   * keeps its own time (a server's role and empty chunks: they carry no token).
   */
  public void emptyChunksBeforeFirstWord(List<Duration> at) {
    chunksBeforeFirstWord(at, ChunkKind.CONTENT);
  }

  /**
   * Chunks without a word at {@code at} from receiving the request, before the first word: empty
   * content, or a role alone ({@link ChunkKind#ROLE}), as servers send before their first word.
   */
  public void chunksBeforeFirstWord(List<Duration> at, ChunkKind kind) {
    List<Integer> words = tokenChunkPositions();
    int first = words.isEmpty() ? chunks.size() : words.get(0);
    Duration firstAt = firstWordAt();
    Duration previous = startOf(first);
    List<ScriptedChunk> empties = new ArrayList<>();
    for (Duration when : at) {
      if (when.compareTo(previous) < 0) {
        throw new IllegalArgumentException(
            "empty chunks go out in order, each after the chunk before it; " + when + " is not");
      }
      empties.add(ScriptedChunk.of(when.minus(previous), kind, ""));
      previous = when;
    }
    chunks.addAll(first, empties);
    if (firstAt != null) {
      int moved = first + empties.size();
      // a first word whose wait no line said comes after the chunks said before it, at the wait
      // a later line says ("3 empty chunks at 100, 200 and 300 ms", then "its first real token
      // at 500 ms")
      boolean unsaid = pendingFirst == null && firstAt.compareTo(startOf(moved)) < 0;
      chunks.set(
          moved,
          chunks.get(moved).waiting(unsaid ? Duration.ZERO : sinceEarlierChunks(moved, firstAt)));
    }
  }

  /** How many events the fake sends up to and with the {@code word}-th word (1 = the first). */
  public int eventsThroughWord(int word) {
    settle();
    List<Integer> words = tokenChunkPositions();
    if (word < 1 || word > words.size()) {
      throw new IllegalArgumentException(
          "the model streams " + words.size() + " words, so it has no word " + word);
    }
    return words.get(word - 1) + 1;
  }

  /** The wait before the {@code word}-th word (2 = the second), as scripted. */
  public Duration gapBeforeWord(int word) {
    return chunks.get(eventsThroughWord(word) - 1).after();
  }

  /** When the first word goes out, from receiving the request; null for an answer with none. */
  Duration firstWordAt() {
    List<Integer> words = tokenChunkPositions();
    if (words.isEmpty()) {
      return null;
    }
    return startOf(words.get(0)).plus(chunks.get(words.get(0)).after());
  }

  /** The wait before each word after the first, in order: [0 ms] for an answer of one word. */
  List<Duration> gapsBetweenWords() {
    List<Integer> words = tokenChunkPositions();
    if (words.size() < 2) {
      return List.of(Duration.ZERO);
    }
    return words.subList(1, words.size()).stream().map(i -> chunks.get(i).after()).toList();
  }

  /** When the chunk at {@code index} may start waiting: the sum of the waits before it. */
  Duration startOf(int index) {
    Duration start = Duration.ZERO;
    for (int i = 0; i < index; i++) {
      start = start.plus(chunks.get(i).after());
    }
    return start;
  }

  /** The wait that puts the chunk at {@code index} at {@code from} after receiving the request. */
  private Duration sinceEarlierChunks(int index, Duration from) {
    Duration earlier = startOf(index);
    if (from.compareTo(earlier) < 0) {
      throw new IllegalArgumentException(
          "the first word comes "
              + from.toMillis()
              + " ms after the request, but the chunks before it take "
              + earlier.toMillis()
              + " ms");
    }
    return from.minus(earlier);
  }

  /** A first wait said without words: the model answers one word at it. */
  /** Whether any line said the answer's words (a wait alone says none). */
  public boolean saysItsWords() {
    return !tokenChunkPositions().isEmpty();
  }

  void settle() {
    if (pendingFirst != null && tokenChunkPositions().isEmpty()) {
      addCountedWords(1);
      time(pendingFirst, List.of(Duration.ZERO));
    }
  }

  public void splitChunk(String text, Duration pause) {
    for (int i = 0; i < chunks.size(); i++) {
      if (chunks.get(i).text().strip().equals(text.strip())) {
        chunks.set(i, chunks.get(i).splitInTwo(pause));
        return;
      }
    }
    throw new IllegalArgumentException("the model streams no chunk \"" + text + "\"");
  }

  public List<ScriptedChunk> chunks() {
    settle();
    return List.copyOf(chunks);
  }

  /** The sum of every wait the script injects: the least time the whole stream can take. */
  public Duration injectedTotal() {
    settle();
    Duration total = Duration.ZERO;
    for (ScriptedChunk chunk : chunks) {
      total = total.plus(chunk.after());
      if (chunk.splitPause() != null) {
        total = total.plus(chunk.splitPause());
      }
    }
    return total;
  }

  /** The output tokens a usage chunk reports, or {@code null} when the script sends no usage. */
  public Integer serverOutputTokens() {
    settle();
    Integer tokens = null;
    for (ScriptedChunk chunk : chunks) {
      if (chunk.kind() == ChunkKind.USAGE) {
        tokens = chunk.outputTokens();
      }
    }
    return tokens;
  }

  /**
   * The words of the first {@code count} token-bearing chunks, as a report lists them (no leading
   * space).
   */
  public List<String> firstChunkTexts(int count) {
    return tokenChunkTexts().subList(0, count).stream().map(String::strip).toList();
  }

  /** The text of each token-bearing chunk, in script order. */
  public List<String> tokenChunkTexts() {
    settle();
    return chunks.stream().filter(c -> c.kind().carriesTokens()).map(ScriptedChunk::text).toList();
  }

  /** The chunks with words: an empty chunk carries no token, so no wait is timed to it. */
  List<Integer> tokenChunkPositions() {
    List<Integer> positions = new ArrayList<>();
    for (int i = 0; i < chunks.size(); i++) {
      ScriptedChunk chunk = chunks.get(i);
      if (chunk.kind().carriesTokens() && (chunk.bytes() != null || !chunk.text().isEmpty())) {
        positions.add(i);
      }
    }
    return positions;
  }

  /** Appends {@code others} as they are, no space added: a copy of another stream's chunks. */
  void addAsIs(List<ScriptedChunk> others) {
    chunks.addAll(others);
  }
}
