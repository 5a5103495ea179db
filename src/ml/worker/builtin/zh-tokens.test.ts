import { describe, expect, it } from 'vitest';
import { chineseTokens, normaliseChinese } from './zh-tokens';

const t2s = new Map([
  ['學', '学'],
  ['們', '们'],
  ['遊', '游'],
]);
const plain = { bigrams: false, question: false };

describe('normaliseChinese', () => {
  it('folds traditional characters, full-width forms and case', () => {
    expect(normaliseChinese('我們學ＡＢＣ？', t2s)).toBe('我们学abc?');
  });
});

describe('chineseTokens', () => {
  it('gives the multi-character words and every Han character', () => {
    const tokens = chineseTokens('我想学游泳。', t2s, plain);
    expect(tokens).toEqual(expect.arrayContaining(['游泳', '我', '想', '学', '游', '泳']));
    // A one-character word is its character token, not a second copy of it.
    expect(tokens.filter((token) => token === '学')).toHaveLength(1);
    expect(tokens).not.toContain('。');
  });

  it('tokenises traditional text as its simplified form', () => {
    expect(chineseTokens('我們學游泳', t2s, plain)).toEqual(
      chineseTokens('我们学游泳', t2s, plain),
    );
  });

  it('keeps Latin words and numbers whole, lower-cased', () => {
    const tokens = chineseTokens('Tom有3个苹果', t2s, plain);
    expect(tokens).toContain('tom');
    expect(tokens).toContain('3');
    expect(tokens).not.toContain('t');
  });

  it('adds bigrams within runs of Han characters only, when asked', () => {
    const tokens = chineseTokens('好人，坏人', t2s, { bigrams: true, question: false });
    expect(tokens).toContain('_好人');
    expect(tokens).toContain('_坏人');
    expect(tokens).not.toContain('_人坏');
  });

  it('adds a question token for a question mark, when asked', () => {
    const options = { bigrams: false, question: true };
    expect(chineseTokens('你好吗？', t2s, options)).toContain('?');
    expect(chineseTokens('你好。', t2s, options)).not.toContain('?');
  });
});
