import { describe, expect, it } from 'vitest';

import { RESTATEMENT_PAIRS_CROSS } from './pairs-cross';
import { RESTATEMENT_PAIRS_EN, type RestatementPair } from './pairs-en';
import { RESTATEMENT_PAIRS_PLAIN } from './pairs-plain';
import { RESTATEMENT_PAIRS_ZH } from './pairs-zh';

const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /\p{Script=Latin}{2,}/u;

type PairFile = {
  name: string;
  pairs: readonly RestatementPair[];
  expected: number;
  /** Bounds on the share of pairs that are the same item said again. */
  sameShare: readonly [min: number, max: number];
};

const files: PairFile[] = [
  { name: 'en', pairs: RESTATEMENT_PAIRS_EN, expected: 120, sameShare: [0.4, 0.6] },
  { name: 'zh', pairs: RESTATEMENT_PAIRS_ZH, expected: 120, sameShare: [0.4, 0.6] },
  { name: 'cross', pairs: RESTATEMENT_PAIRS_CROSS, expected: 100, sameShare: [0.4, 0.6] },
  // Restatements that reuse the item's words lean this file towards "same".
  { name: 'plain', pairs: RESTATEMENT_PAIRS_PLAIN, expected: 160, sameShare: [0.45, 0.65] },
];

describe('restatement calibration pairs', () => {
  it('holds no pair twice, in one file or across them', () => {
    const seen = new Set<string>();
    const repeated: string[] = [];
    for (const { item, later } of files.flatMap((file) => file.pairs)) {
      const key = `${item} → ${later}`;
      if (seen.has(key)) repeated.push(key);
      seen.add(key);
    }
    expect(repeated).toEqual([]);
  });

  it.each(files)(
    '$name: texts are non-empty, at most 200 characters, never the item itself',
    ({ pairs }) => {
      const bad = pairs.filter(
        ({ item, later }) =>
          [item, later].some((text) => text.trim() === '' || text.length > 200) || item === later,
      );
      expect(bad).toEqual([]);
    },
  );

  it.each(files)(
    '$name: the share of pairs that are the same item said again is within $sameShare',
    ({ pairs, sameShare: [min, max] }) => {
      const share = pairs.filter((pair) => pair.same).length / pairs.length;
      expect(share).toBeGreaterThanOrEqual(min);
      expect(share).toBeLessThanOrEqual(max);
    },
  );

  it.each(files)('$name: holds within 10% of $expected pairs', ({ pairs, expected }) => {
    expect(pairs.length).toBeGreaterThanOrEqual(expected * 0.9);
    expect(pairs.length).toBeLessThanOrEqual(expected * 1.1);
  });

  it('keeps each file to its languages', () => {
    const texts = (pairs: readonly RestatementPair[]) => pairs.flatMap((p) => [p.item, p.later]);
    expect(texts(RESTATEMENT_PAIRS_EN).filter((text) => HAN.test(text))).toEqual([]);
    expect(texts(RESTATEMENT_PAIRS_ZH).filter((text) => !HAN.test(text))).toEqual([]);
    // Across: Chinese on one side at least, English words on one side at least.
    const monolingual = RESTATEMENT_PAIRS_CROSS.filter(
      ({ item, later }) =>
        !(HAN.test(item) || HAN.test(later)) || !(LATIN_WORD.test(item) || LATIN_WORD.test(later)),
    );
    expect(monolingual).toEqual([]);
  });

  it('crosses languages in both directions', () => {
    const isEnglish = (text: string) => !HAN.test(text);
    const isChinese = (text: string) => HAN.test(text) && !LATIN_WORD.test(text);
    const enToZh = RESTATEMENT_PAIRS_CROSS.filter((p) => isEnglish(p.item) && isChinese(p.later));
    const zhToEn = RESTATEMENT_PAIRS_CROSS.filter((p) => isChinese(p.item) && isEnglish(p.later));
    expect(enToZh.filter((p) => p.same).length).toBeGreaterThanOrEqual(10);
    expect(zhToEn.filter((p) => p.same).length).toBeGreaterThanOrEqual(10);
  });
});
