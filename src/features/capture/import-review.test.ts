import { describe, expect, it } from 'vitest';

import type { CaptureCandidate } from '../../domain/capture/candidate';
import { acceptAbove, mergeWithNext, toRows, updateRow } from './import-review';

const candidate = (key: string, text: string, confidence: number): CaptureCandidate => ({
  key,
  text,
  type: 'plan',
  confidence,
  turnIndex: 0,
  saidAt: null,
  dueAt: null,
  context: `ctx ${key}`,
});

describe('the import review', () => {
  const rows = toRows(1, [candidate('0:0', 'Book flights.', 0.8), candidate('2:0', 'Pack.', 0.3)]);

  it('starts confident candidates accepted, keyed by conversation', () => {
    expect(rows.map((row) => [row.key, row.isAccepted])).toEqual([
      ['1:0:0', true],
      ['1:2:0', false],
    ]);
  });

  it('accepts all above a confidence', () => {
    expect(acceptAbove(rows, 0.2).every((row) => row.isAccepted)).toBe(true);
    expect(acceptAbove(rows, 0.9)[1]?.isAccepted).toBe(false);
  });

  it('edits, retypes and rejects one row only', () => {
    const edited = updateRow(rows, '1:0:0', { text: 'Book the flights.', type: 'decision' });
    expect(edited[0]).toMatchObject({ text: 'Book the flights.', type: 'decision' });
    expect(edited[1]).toEqual(rows[1]);
    expect(updateRow(rows, '1:0:0', { isAccepted: false })[0]?.isAccepted).toBe(false);
  });

  it('merges a row with the next into one item with both contexts', () => {
    const merged = mergeWithNext(rows, '1:0:0');
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ text: 'Book flights. Pack.', context: 'ctx 0:0\nctx 2:0' });
    expect(mergeWithNext(rows, '1:2:0')).toBe(rows);
  });
});
