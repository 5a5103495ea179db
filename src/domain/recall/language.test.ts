import { describe, expect, it } from 'vitest';

import { detectLanguage, hanShare } from './language';

describe('hanShare', () => {
  it('is 1 for Chinese, 0 for English and for text without letters', () => {
    expect(hanShare('从今天起用数据库')).toBe(1);
    expect(hanShare('From today on, PostgreSQL.')).toBe(0);
    expect(hanShare('2024-10-09 🎉')).toBe(0);
  });

  it('counts a Latin word as two Han characters', () => {
    expect(hanShare('我用 PostgreSQL')).toBeCloseTo(2 / 4);
  });
});

describe('detectLanguage', () => {
  it('tells Chinese, English and mixed apart', () => {
    expect(detectLanguage('衰减曲线的领域特异性怎么量化？')).toBe('zh');
    expect(detectLanguage('Try GRPO training next week')).toBe('en');
    expect(detectLanguage('今天 seminar 的 speaker 讲得超烂')).toBe('mixed');
  });

  it('calls Chinese with one English word Chinese', () => {
    expect(detectLanguage('妈在家族群里发了二十张照片 lol，她真的很开心。')).toBe('zh');
  });

  it('calls an empty text English, the built-in encoder’s language', () => {
    expect(detectLanguage('')).toBe('en');
  });
});
