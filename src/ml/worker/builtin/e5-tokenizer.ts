import { Tokenizer } from '@huggingface/tokenizers';

/**
 * The built-in model's tokenizer (XLM-R's SentencePiece Unigram, 100,323 pieces), built
 * without the character trie the library makes of every piece: on two cores that trie took
 * 250–400 ms of a 1.3 s start, while the text a person writes needs only a lookup of each
 * substring of at most the longest piece's length. Everything else — normalising, splitting,
 * the lattice and its best path, special tokens — is the library's own, so the ids are the
 * same (e5-tokenizer.test.ts compares them over thousands of sentences).
 */

type Piece = [piece: string, score: number];
type UnigramJson = { type: string; unk_id: number; vocab: Piece[] };
type TokenizerJson = { model: UnigramJson; added_tokens?: { id: number; content: string }[] };

/**
 * The fields of @huggingface/tokenizers' Unigram model (0.2.0, pinned) its constructor sets
 * and its encoding reads; filled in here as that constructor does.
 */
type UnigramModel = {
  vocab: string[];
  scores: number[];
  tokens_to_ids: Map<string, number>;
  unk_token_id: number;
  unk_token: string | undefined;
  bos_token: string;
  bos_token_id: number | undefined;
  eos_token: string | undefined;
  eos_token_id: number | undefined;
  min_score: number;
  unk_score: number;
  trie: { common_prefix_search(chars: string[], start: number): Iterable<string> };
};

export function createE5Tokenizer(json: unknown, config: unknown): Tokenizer {
  const full = json as TokenizerJson;
  if (full.model.type !== 'Unigram') throw new Error(`Not a Unigram tokenizer: ${full.model.type}`);
  // The library builds its model from a one-piece vocabulary (no trie to speak of); the
  // real one is put in below, as its constructor would have.
  const stub = { ...full, model: { ...full.model, unk_id: 0, vocab: [['<unk>', 0]] } };
  const tokenizer = new Tokenizer(stub, config as object);
  const model = tokenizer.model as unknown as UnigramModel;
  fillUnigram(model, full.model, (config as { eos_token?: string }).eos_token);
  // The Tokenizer's constructor gave the added tokens their ids in the model: again, here.
  for (const { id, content } of full.added_tokens ?? []) {
    model.tokens_to_ids.set(content, id);
    model.vocab[id] = content;
  }
  return tokenizer;
}

function fillUnigram(model: UnigramModel, json: UnigramJson, eosToken: string | undefined): void {
  model.vocab = json.vocab.map(([piece]) => piece);
  model.scores = json.vocab.map(([, score]) => score);
  model.tokens_to_ids = new Map(model.vocab.map((piece, id) => [piece, id]));
  model.unk_token_id = json.unk_id;
  model.unk_token = model.vocab[json.unk_id];
  model.bos_token = ' ';
  model.bos_token_id = model.tokens_to_ids.get(model.bos_token);
  model.eos_token = eosToken;
  model.eos_token_id = eosToken === undefined ? undefined : model.tokens_to_ids.get(eosToken);
  model.min_score = model.scores.reduce((least, score) => Math.min(least, score), Infinity);
  model.unk_score = model.min_score - 10;
  model.scores[json.unk_id] = model.unk_score;
  model.trie = prefixSearch(model.tokens_to_ids, longestPiece(model.vocab));
}

/** The longest piece, in code points (the unit the lattice counts in). */
function longestPiece(vocab: readonly string[]): number {
  let longest = 0;
  for (const piece of vocab) longest = Math.max(longest, Array.from(piece).length);
  return longest;
}

/**
 * The pieces that start at `start`, shortest first — what the trie's search yields, in its
 * order (the lattice keeps the first of equal-scoring paths, so the order matters).
 */
function prefixSearch(pieces: ReadonlyMap<string, number>, longest: number): UnigramModel['trie'] {
  return {
    *common_prefix_search(chars, start) {
      let prefix = '';
      const end = Math.min(chars.length, start + longest);
      for (let at = start; at < end; at += 1) {
        prefix += chars[at] ?? '';
        if (pieces.has(prefix)) yield prefix;
      }
    },
  };
}
