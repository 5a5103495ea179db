import { describe, expect, it } from 'vitest';

import { normaliseText, tokenize } from './tokens';

describe('tokenize', () => {
  it('cuts Latin text into lower-case words, dropping punctuation', () => {
    expect(tokenize('Try GRPO training, next week!')).toEqual([
      'try',
      'grpo',
      'training',
      'next',
      'week',
    ]);
  });

  it('folds full-width forms (NFKC) and possessives', () => {
    expect(tokenize('Ｒｕｓｔ')).toEqual(['rust']);
    expect(tokenize("Jonas's bike, Lily’s cat")).toEqual(['jonas', 'bike', 'lily', 'cat']);
  });

  it('gives Chinese runs their characters and overlapping bigrams', () => {
    expect(tokenize('想试一下')).toEqual(['想', '想试', '试', '试一', '一', '一下', '下']);
  });

  it('splits mixed text into words and CJK runs, bigrams never crossing punctuation', () => {
    expect(tokenize('下周用 PostgreSQL，好吗')).toEqual([
      '下',
      '下周',
      '周',
      '周用',
      '用',
      'postgresql',
      '好',
      '好吗',
      '吗',
    ]);
  });

  it('keeps characters outside the BMP whole', () => {
    expect(tokenize('𠮷野')).toEqual(['𠮷', '𠮷野', '野']);
  });

  it('returns nothing for text without words', () => {
    expect(tokenize(' …!! 🎉 ')).toEqual([]);
  });
});

describe('normaliseText', () => {
  it('applies NFKC and lower case', () => {
    expect(normaliseText('ＡＢＣ１２３ Ⅻ')).toBe('abc123 xii');
  });
});
