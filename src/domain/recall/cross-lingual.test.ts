import { describe, expect, it } from 'vitest';

import { CROSS_LINGUAL_OFFSET, crossLingualOffset, isOtherLanguage } from './cross-lingual';
import { hanShare } from './language';

describe('the cross-lingual offset', () => {
  const english = hanShare('should I book the flights to see grandma');
  const chinese = hanShare('我下个月想去看奶奶');
  const mixed = hanShare('我想 book 机票 to see 奶奶');

  it('adds the whole offset between an English and a Chinese text, none within one language', () => {
    expect(crossLingualOffset(english, chinese)).toBeCloseTo(CROSS_LINGUAL_OFFSET);
    expect(crossLingualOffset(chinese, english)).toBeCloseTo(CROSS_LINGUAL_OFFSET);
    expect(crossLingualOffset(english, hanShare('flights are cheaper on Tuesdays'))).toBe(0);
  });

  it('adds part of it for a mixed text, by how far apart the shares are', () => {
    const toEnglish = crossLingualOffset(mixed, english);
    const toChinese = crossLingualOffset(mixed, chinese);
    expect(toEnglish).toBeGreaterThan(0);
    expect(toChinese).toBeGreaterThan(0);
    expect(toEnglish + toChinese).toBeCloseTo(CROSS_LINGUAL_OFFSET);
  });

  it('calls a memory the other language when one text is mostly Chinese and the other not', () => {
    expect(isOtherLanguage(english, chinese)).toBe(true);
    expect(isOtherLanguage(chinese, chinese)).toBe(false);
    expect(isOtherLanguage(english, hanShare('ask the 房东 about the deposit'))).toBe(false);
  });
});
