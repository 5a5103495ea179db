import { describe, expect, it } from 'vitest';
import { chineseTokens } from '../../src/ml/worker/builtin/zh-tokens';
import { fitTable, predictCentred } from './fit';

const DIMS = 8;
const options = { bigrams: false, question: false };

/** A fixed unit-ish direction per character, far apart from the others. */
function direction(index: number): number[] {
  return Array.from({ length: DIMS }, (_, d) =>
    d === index ? 1 : d === (index + 3) % DIMS ? 0.3 : 0,
  );
}

const colours = ['红', '蓝', '绿'];
const animals = ['猫', '狗', '鱼', '鸟'];
const sentenceTarget = (colour: number, animal: number) => {
  const sum = direction(colour).map((v, d) => v + (direction(3 + animal)[d] ?? 0));
  const norm = Math.hypot(...sum);
  return sum.map((v) => v / norm);
};

describe('an end-to-end tiny fit', () => {
  it('maps a held-out combination of seen tokens nearest its own target', () => {
    const all = colours.flatMap((_, c) => animals.map((_, a) => [c, a] as const));
    const heldOut = [
      [0, 1],
      [2, 3],
    ] as const;
    const isHeld = (c: number, a: number) => heldOut.some(([hc, ha]) => hc === c && ha === a);
    const train = all.filter(([c, a]) => !isHeld(c, a));
    const text = (c: number, a: number) => `${colours[c] ?? ''}的${animals[a] ?? ''}`;
    const tokens = train.map(([c, a]) => chineseTokens(text(c, a), new Map(), options));
    const targets = Float32Array.from(train.flatMap(([c, a]) => sentenceTarget(c, a)));
    const fitted = fitTable(tokens, targets, DIMS, {
      tokenOptions: options,
      sifA: 1,
      minCount: 2,
      lambda: 1e-4,
      rank: DIMS,
      maxIterations: 200,
      tolerance: 1e-8,
    });
    for (const [c, a] of heldOut) {
      const { vectors, isKnown } = predictCentred(fitted, [
        chineseTokens(text(c, a), new Map(), options),
      ]);
      expect(isKnown[0]).toBe(true);
      const predicted = Array.from(vectors, (v, d) => v + (fitted.mean[d] ?? 0));
      const cosine = (target: number[]) =>
        target.reduce((sum, v, d) => sum + v * (predicted[d] ?? 0), 0) / Math.hypot(...predicted);
      const scores = all.map(([oc, oa]) => cosine(sentenceTarget(oc, oa)));
      const best = scores.indexOf(Math.max(...scores));
      expect(all[best]).toEqual([c, a]);
    }
  });
});
