import { describe, expect, it } from 'vitest';

import { learnedStatement } from './learned-statement';

const DONE = { status: 'done', onlyIfNamed: false } as const;

describe('learnedStatement', () => {
  it('reads the whole sentence as what names the item', () => {
    expect(learnedStatement('Passed the theory test!!', DONE)).toEqual({
      kind: 'done',
      sites: [],
      rest: 'passed the theory test!!',
      isLearned: true,
    });
    expect(learnedStatement('瑜伽课不报了', { status: 'dropped', onlyIfNamed: false })?.kind).toBe(
      'abandon',
    );
  });

  it('carries a half-sure reading as one that stands only beside the plan it names', () => {
    const statement = learnedStatement('Rang the garage', { status: 'done', onlyIfNamed: true });
    expect(statement).toMatchObject({ kind: 'done', isLearned: true, onlyIfNamed: true });
  });

  it('is nothing when the head read nothing, or the sentence asks', () => {
    expect(learnedStatement('Passed the theory test!!', null)).toBeNull();
    expect(learnedStatement('did I pay the gas bill?', DONE)).toBeNull();
    expect(learnedStatement('房租交了没？', DONE)).toBeNull();
  });
});
