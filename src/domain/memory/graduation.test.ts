import { describe, expect, it } from 'vitest';

import { makeItem, makeTransition } from '../../test/factories';
import { confirmationDays, isReadyToGraduate } from './graduation';

const day = (n: number, hour = 10) => new Date(2026, 10, n, hour).getTime();
const byMessage = { kind: 'message', episodeId: 'e' } as const;

describe('graduation', () => {
  const idea = makeItem({ id: 'i', type: 'idea', status: 'referenced', saidAt: day(1) });
  const mentions = [
    makeTransition('i', { to: 'referenced', at: day(1, 18), cause: byMessage }),
    makeTransition('i', { action: 'mention', from: 'referenced', at: day(2), cause: byMessage }),
    makeTransition('i', {
      action: 'mention',
      from: 'referenced',
      at: day(2, 20),
      cause: byMessage,
    }),
    // The person's own click is not a confirmation by what they wrote.
    makeTransition('i', {
      action: 'mention',
      from: 'referenced',
      at: day(5),
      cause: { kind: 'user' },
    }),
  ];

  it('counts separate local days of saying and mentioning, by messages only', () => {
    expect(confirmationDays(idea, mentions)).toBe(2);
    const third = makeTransition('i', { action: 'mention', at: day(4), cause: byMessage });
    expect(confirmationDays(idea, [...mentions, third])).toBe(3);
    expect(isReadyToGraduate(idea, [...mentions, third], 3)).toBe(true);
    expect(isReadyToGraduate(idea, mentions, 3)).toBe(false);
  });

  it('offers ideas, decisions and insights still on the board, never plans or closed items', () => {
    const third = makeTransition('i', { action: 'mention', at: day(4), cause: byMessage });
    const all = [...mentions, third];
    expect(isReadyToGraduate({ ...idea, type: 'plan' }, all, 3)).toBe(false);
    expect(isReadyToGraduate({ ...idea, status: 'closed' }, all, 3)).toBe(false);
    expect(isReadyToGraduate({ ...idea, archivedAt: day(6) }, all, 3)).toBe(false);
    expect(isReadyToGraduate({ ...idea, type: 'decision' }, all, 3)).toBe(true);
  });
});
