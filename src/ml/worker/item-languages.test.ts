import { describe, expect, it } from 'vitest';

import { ItemLanguages } from './item-languages';

describe('ItemLanguages', () => {
  it('reads an item’s Han share, and reads it again when its text changes', () => {
    const languages = new ItemLanguages();
    expect(languages.hanShareOf('a', '周末去爬山')).toBe(1);
    expect(languages.hanShareOf('a', 'hike on the weekend')).toBe(0);
    // Two Han characters against five English words (two characters each).
    expect(languages.hanShareOf('b', 'ask the 房东 about the deposit')).toBeCloseTo(2 / 12);
  });

  it('forgets an item, and keeps only the items of a replaced index', () => {
    const languages = new ItemLanguages();
    languages.hanShareOf('a', '周末去爬山');
    languages.hanShareOf('b', 'hike');
    languages.hanShareOf('c', '买菜');
    languages.forget('a');
    expect(languages.size).toBe(2);
    languages.keepOnly(new Set(['b']));
    expect(languages.size).toBe(1);
  });
});
