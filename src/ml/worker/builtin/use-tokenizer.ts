/**
 * The SentencePiece (unigram) tokenizer of the Universal Sentence Encoder lite.
 *
 * Ported to TypeScript from tensorflow/tfjs-models, universal-sentence-encoder/src/tokenizer
 * (Copyright 2019 Google LLC, Apache License 2.0), as repackaged by @energetic-ai/embeddings.
 * The ids must match the ones the model was trained with, so the Viterbi search keeps the
 * original's quirks on purpose: a best score of exactly 0 counts as "no path yet", ties go to
 * the later candidate, a character no piece starts with becomes the unknown id 0, and runs of
 * unknown ids collapse into one.
 */

/**
 * The vocabulary file: `[piece, log-probability]`, indexed by token id. A few pieces (':',
 * '://' …) have a null score, which the original's arithmetic treats as 0.
 */
export type UseVocabulary = ReadonlyArray<readonly [string, number | null]>;

/** Turns text into the token ids USE-lite expects. */
export type UseTokenizer = {
  encode(text: string): number[];
};

/** Ids 0–5 are the unknown piece, `<s>`, `</s>` and three reserved ids: never matched. */
const RESERVED_SYMBOLS_COUNT = 6;
const UNKNOWN_ID = 0;
/** SentencePiece marks word starts with U+2581 instead of a space. */
const WORD_START = '\u2581';

type TrieNode = {
  readonly children: Map<string, TrieNode>;
  /** Set when a vocabulary piece ends here. */
  piece?: { readonly id: number; readonly score: number; readonly length: number };
};

type Candidate = { readonly id: number; readonly score: number; readonly length: number };

const newNode = (): TrieNode => ({ children: new Map() });

function buildTrie(vocabulary: UseVocabulary): TrieNode {
  const root = newNode();
  for (let id = RESERVED_SYMBOLS_COUNT; id < vocabulary.length; id++) {
    const entry = vocabulary[id];
    if (entry === undefined) continue;
    const [text, score] = entry;
    const symbols = Array.from(text);
    let node = root;
    for (const symbol of symbols) {
      let child = node.children.get(symbol);
      if (child === undefined) {
        child = newNode();
        node.children.set(symbol, child);
      }
      node = child;
    }
    if (symbols.length > 0) node.piece = { id, score: score ?? 0, length: symbols.length };
  }
  return root;
}

/** Every piece that `symbols` starts with at `start`, shortest first. */
function piecesAt(root: TrieNode, symbols: readonly string[], start: number): Candidate[] {
  const found: Candidate[] = [];
  let node = root.children.get(symbols[start] ?? '');
  for (let i = start; i < symbols.length && node !== undefined; i++) {
    if (node.piece !== undefined) found.push(node.piece);
    node = node.children.get(symbols[i + 1] ?? '');
  }
  if (found.length === 0) found.push({ id: UNKNOWN_ID, score: 0, length: 1 });
  return found;
}

/** NFKC, then a word-start mark before the text and in place of every space. */
function toSymbols(text: string): string[] {
  const normalized = text.normalize('NFKC');
  if (normalized.length === 0) return [];
  return Array.from(WORD_START + normalized.replaceAll(' ', WORD_START));
}

/** Builds the tokenizer; the trie is built once here, so keep the returned object. */
export function createUseTokenizer(vocabulary: UseVocabulary): UseTokenizer {
  const root = buildTrie(vocabulary);

  function encode(text: string): number[] {
    const symbols = toSymbols(text);
    const n = symbols.length;
    // endingAt[e] lists candidates ending at e, ordered by start then length, as the
    // original visits them; the order decides ties.
    const endingAt: Candidate[][] = Array.from({ length: n + 1 }, () => []);
    for (let start = 0; start < n; start++) {
      for (const candidate of piecesAt(root, symbols, start)) {
        endingAt[start + candidate.length]?.push(candidate);
      }
    }
    const best = new Float64Array(n + 1);
    const bestId = new Int32Array(n + 1);
    const bestLength = new Int32Array(n + 1);
    for (let end = 0; end <= n; end++) {
      for (const candidate of endingAt[end] ?? []) {
        const score = candidate.score + (best[end - candidate.length] ?? 0);
        if (best[end] === 0 || score >= (best[end] ?? 0)) {
          best[end] = score;
          bestId[end] = candidate.id;
          bestLength[end] = candidate.length;
        }
      }
    }
    const ids: number[] = [];
    for (let end = n; end > 0; end -= Math.max(1, bestLength[end] ?? 1)) {
      const id = bestId[end] ?? UNKNOWN_ID;
      if (!(id === UNKNOWN_ID && ids.at(-1) === UNKNOWN_ID)) ids.push(id);
    }
    return ids.reverse();
  }

  return { encode };
}
