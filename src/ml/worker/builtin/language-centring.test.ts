import { describe, expect, it } from 'vitest';

import { centreOnLanguage, parseLanguageMeans } from './language-centring';

const means = { en: Float32Array.from([1, 0, 0]), zh: Float32Array.from([0, 1, 0]) };

describe('centreOnLanguage', () => {
  it('removes the English mean from English text and normalises again', () => {
    const centred = centreOnLanguage(Float32Array.from([2, 0, 1]), 'plain words', means);
    expect([...centred]).toEqual([Math.SQRT1_2, 0, Math.SQRT1_2].map(Math.fround));
  });

  it('removes the Chinese mean from Chinese text', () => {
    const centred = centreOnLanguage(Float32Array.from([0, 1, 1]), '全是中文', means);
    expect([...centred]).toEqual([0, 0, 1]);
  });

  it('weights the two means by the Han share of mixed text', () => {
    // Two Han characters and one Latin word (counted as two): half and half.
    const centred = centreOnLanguage(Float32Array.from([0.5, 0.5, 1]), '试试 GRPO', means);
    expect([...centred]).toEqual([0, 0, 1]);
  });

  it('gives a zero vector, not NaN, when nothing is left', () => {
    expect([...centreOnLanguage(Float32Array.from([1, 0, 0]), 'x', means)]).toEqual([0, 0, 0]);
  });
});

describe('parseLanguageMeans', () => {
  it('reads both means', () => {
    const parsed = parseLanguageMeans({ en: [1, 2], zh: [3, 4] }, 2);
    expect([...parsed.en, ...parsed.zh]).toEqual([1, 2, 3, 4]);
  });

  it('refuses means of the wrong width or with non-numbers', () => {
    expect(() => parseLanguageMeans({ en: [1, 2], zh: [3] }, 2)).toThrow(/"zh"/);
    expect(() => parseLanguageMeans({ en: [1, 'x'], zh: [3, 4] }, 2)).toThrow(/"en"/);
    expect(() => parseLanguageMeans(null, 2)).toThrow();
  });
});
