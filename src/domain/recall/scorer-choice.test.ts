import { describe, expect, it } from 'vitest';

import { chooseBuiltinScorer, isEnglishReadable } from './scorer-choice';

describe('chooseBuiltinScorer', () => {
  it('uses the dense scorer for English and English-heavy drafts', () => {
    expect(chooseBuiltinScorer('what poem should I push this morning?')).toBe('dense');
    expect(
      chooseBuiltinScorer('Big client payment landed today, 感觉自己是富婆 for like five minutes'),
    ).toBe('dense');
  });

  it('falls back to lexical for Chinese and Chinese-heavy drafts', () => {
    expect(chooseBuiltinScorer('今天早上推什么诗好？')).toBe('lexical');
    expect(chooseBuiltinScorer('这周 Python 升级把 CI 搞挂了')).toBe('lexical');
  });
});

describe('isEnglishReadable', () => {
  it('is false for Chinese items, which the English encoder cannot tell apart', () => {
    expect(isEnglishReadable('下周想试一下 GRPO 训练')).toBe(false);
    expect(isEnglishReadable('try GRPO training next week')).toBe(true);
  });
});
