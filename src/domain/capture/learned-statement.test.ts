import { describe, expect, it } from 'vitest';

import { learnedStatement } from './learned-statement';

describe('learnedStatement', () => {
  it('reads the whole sentence as what names the item', () => {
    expect(learnedStatement('Passed the theory test!!', 'done')).toEqual({
      kind: 'done',
      sites: [],
      rest: 'passed the theory test!!',
      isLearned: true,
    });
    expect(learnedStatement('瑜伽课不报了', 'dropped')?.kind).toBe('abandon');
  });

  it('is nothing when the head read nothing, or the sentence asks', () => {
    expect(learnedStatement('Passed the theory test!!', null)).toBeNull();
    expect(learnedStatement('did I pay the gas bill?', 'done')).toBeNull();
    expect(learnedStatement('房租交了没？', 'done')).toBeNull();
  });
});
