import type { Tokenizer } from '@huggingface/tokenizers';

/**
 * The built-in encoder's forward pass without transformers.js: its tokenizer, one ONNX
 * Runtime session, and the mean pooling and L2 norm the feature-extraction pipeline did.
 * Both runtimes (onnxruntime-web in the worker, onnxruntime-node for the eval and tests)
 * run through here, so they tokenise and pool alike; only the session is theirs.
 */

/** The longest input the encoder reads, in tokens, its two special tokens included. */
export const E5_MAX_TOKENS = 512;

/**
 * E5 was trained with "query: " and "passage: " prefixes; recall compares a draft with
 * stored items symmetrically, and "query: " on both sides ranked better than "passage: "
 * for the items (measured, docs/measurements.md).
 */
const PREFIX = 'query: ';

/** One pass of the session over one text's token ids: the last hidden state, row-major. */
export type EncoderRun = (ids: BigInt64Array) => Promise<{ hidden: Float32Array; dims: number }>;

/** The token ids the encoder reads for `text`: prefix, special tokens, cut at 512. */
export function e5TokenIds(tokenizer: Tokenizer, text: string): BigInt64Array {
  const { ids } = tokenizer.encode(PREFIX + text);
  // As transformers.js truncated: the first 512 ids (the closing token may be cut off).
  return BigInt64Array.from(ids.slice(0, E5_MAX_TOKENS), (id) => BigInt(id));
}

/**
 * The mean of the token vectors, L2-normalised, computed in the order and precision the
 * feature-extraction pipeline used (sums in doubles, the norm's sum rounded to 32 bits at
 * each step), so the vectors stored before it was replaced stay valid bit for bit.
 */
export function meanPooledUnit(hidden: Float32Array, tokens: number, dims: number): Float32Array {
  const pooled = new Float32Array(dims);
  for (let k = 0; k < dims; k += 1) {
    let sum = 0;
    for (let j = 0; j < tokens; j += 1) sum += (hidden[j * dims + k] ?? 0) * 1;
    pooled[k] = sum / tokens;
  }
  let squares = 0;
  for (let k = 0; k < dims; k += 1) squares = Math.fround(squares + (pooled[k] ?? 0) ** 2);
  const norm = Math.fround(squares ** 0.5);
  for (let k = 0; k < dims; k += 1) pooled[k] = (pooled[k] ?? 0) / norm;
  return pooled;
}

/** One text in, its unit vector out (before the language centring, e5-embedder.ts). */
export type E5Forward = (text: string) => Promise<Float32Array>;

export function createE5Forward(tokenizer: Tokenizer, runEncoder: EncoderRun): E5Forward {
  return async (text) => {
    const ids = e5TokenIds(tokenizer, text);
    const { hidden, dims } = await runEncoder(ids);
    return meanPooledUnit(hidden, ids.length, dims);
  };
}

/** The part of ONNX Runtime's API the forward pass uses; onnxruntime-web and -node share it. */
type OrtTensor = { readonly data: unknown; readonly dims: readonly number[] };
export type OrtApi = {
  Tensor: new (type: 'int64', data: BigInt64Array, dims: readonly number[]) => OrtTensor;
};
export type OrtSession = {
  run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor | undefined>>;
};

/** The session's pass over one text: its ids, all attended, one segment. */
export function sessionEncoder(ort: OrtApi, session: OrtSession): EncoderRun {
  return async (ids) => {
    const dims = [1, ids.length];
    const output = (
      await session.run({
        input_ids: new ort.Tensor('int64', ids, dims),
        attention_mask: new ort.Tensor('int64', new BigInt64Array(ids.length).fill(1n), dims),
        token_type_ids: new ort.Tensor('int64', new BigInt64Array(ids.length), dims),
      })
    ).last_hidden_state;
    if (!(output?.data instanceof Float32Array)) {
      throw new Error('The built-in model gave no float last_hidden_state.');
    }
    return { hidden: output.data, dims: output.dims.at(-1) ?? 0 };
  };
}

/** The vector size config.json gives (e5-small: 384). */
export function hiddenSizeOf(config: unknown): number {
  const size = (config as { hidden_size?: unknown } | null)?.hidden_size;
  if (typeof size !== 'number') throw new Error('config.json gives no hidden_size.');
  return size;
}
