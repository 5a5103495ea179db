import { describe, expect, it } from 'vitest';

import { toSimplified } from './simplified';

describe('toSimplified', () => {
  it('folds traditional characters, leaving simplified, Latin and punctuation as they are', () => {
    expect(toSimplified('決定下個月開始賣早餐')).toBe('决定下个月开始卖早餐');
    expect(toSimplified('这周六 Bandcamp 上线！')).toBe('这周六 Bandcamp 上线！');
  });

  it('keeps every offset: one UTF-16 unit for one', () => {
    const text = '發票整理完了，報稅的資料也要準備';
    expect(toSimplified(text)).toHaveLength(text.length);
  });
});
