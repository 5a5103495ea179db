import { describe, expect, it } from 'vitest';

import { chooseBuiltinScorer, isMostlyChinese } from './scorer-choice';

describe('chooseBuiltinScorer', () => {
  it('uses the dense scorer alone for English and English-heavy drafts', () => {
    expect(chooseBuiltinScorer('what poem should I push this morning?')).toBe('dense');
    expect(
      chooseBuiltinScorer('Big client payment landed today, 感觉自己是富婆 for like five minutes'),
    ).toBe('dense');
  });

  it('fuses dense and lexical scores for Chinese and Chinese-heavy drafts', () => {
    expect(chooseBuiltinScorer('今天早上推什么诗好？')).toBe('fused');
    expect(chooseBuiltinScorer('这周 Python 升级把 CI 搞挂了')).toBe('fused');
  });
});

describe('isMostlyChinese', () => {
  it('reads the share of Han words', () => {
    expect(isMostlyChinese('下周想试一下 GRPO 训练')).toBe(true);
    expect(isMostlyChinese('try GRPO training next week')).toBe(false);
  });
});
