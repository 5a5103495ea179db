// @vitest-environment node
import { mean_pooling, Tensor } from '@huggingface/transformers';
import { describe, expect, it } from 'vitest';

import { E5_MAX_TOKENS, e5TokenIds, meanPooledUnit } from './e5-forward';
import { readBuiltinTokenizer } from './e5-source-node';

/** A deterministic stand-in for a hidden state: values of either sign and many magnitudes. */
function hiddenState(tokens: number, dims: number): Float32Array {
  let seed = 7;
  return Float32Array.from({ length: tokens * dims }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return (seed / 2 ** 31 - 0.5) * 3;
  });
}

describe('the built-in forward pass', () => {
  it('pools and normalises exactly as the feature-extraction pipeline did', () => {
    for (const [tokens, dims] of [
      [1, 4],
      [17, 384],
      [512, 384],
    ] as const) {
      const hidden = hiddenState(tokens, dims);
      const mask = new Tensor('int64', new BigInt64Array(tokens).fill(1n), [1, tokens]);
      const reference = mean_pooling(
        new Tensor('float32', hidden, [1, tokens, dims]),
        mask,
      ).normalize(2, -1).data as Float32Array;
      // Bit for bit: the vectors stored under the model id before this code stay valid.
      expect(Array.from(meanPooledUnit(hidden, tokens, dims))).toEqual(Array.from(reference));
    }
  });

  it('reads a long text as its first 512 tokens, prefix and opening token included', async () => {
    const tokenizer = await readBuiltinTokenizer();
    const short = e5TokenIds(tokenizer, 'Ring the plumber about the boiler');
    expect(short[0]).toBe(0n); // <s>
    expect(short.at(-1)).toBe(2n); // </s>
    const long = e5TokenIds(tokenizer, 'the boiler still makes that noise '.repeat(200));
    expect(long.length).toBe(E5_MAX_TOKENS);
    expect(Array.from(long.slice(0, 4))).toEqual(Array.from(short.slice(0, 4)));
  });
});
