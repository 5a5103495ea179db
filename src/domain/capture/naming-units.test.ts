import { describe, expect, it } from 'vitest';

import { sharedWordCount } from './naming-units';

describe('the words a sentence shares with an item', () => {
  it('counts Latin words once each', () => {
    expect(
      sharedWordCount('The clinic awning got moved to May.', 'Fix the awning at the clinic'),
    ).toBe(2);
    expect(sharedWordCount('The clinic cabinet goes in May.', 'Fix the awning at the clinic')).toBe(
      1,
    );
  });

  it('counts one shared Chinese name as one word, not as its overlapping pairs', () => {
    expect(sharedWordCount('卫生室的旧柜子换成带锁的', '把卫生室门口的遮阳棚修好')).toBe(1);
  });

  it('counts a longer shared Chinese stretch as the words it holds', () => {
    expect(
      sharedWordCount('卫生室门口的遮阳棚改到下周修', '把卫生室门口的遮阳棚修好'),
    ).toBeGreaterThanOrEqual(2);
  });

  it('counts nothing for shared grammar alone', () => {
    expect(sharedWordCount('我们已经好了', '我们已经决定了')).toBe(0);
  });
});
