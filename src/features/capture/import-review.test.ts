import { describe, expect, it } from 'vitest';

import type { CaptureCandidate } from '../../domain/capture/candidate';
import { LIKELY_FROM } from '../../domain/capture/confidence-words';
import {
  acceptAll,
  acceptLikely,
  canMergeWithNext,
  mergeWithNext,
  toRows,
  updateRow,
} from './import-review';

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

  it('keeps what was proposed through edits, retyping and merges', () => {
    const edited = updateRow(rows, '1:0:0', { text: 'Book the night train', type: 'decision' });
    expect(edited[0]?.proposed).toEqual({ text: 'Book flights.', type: 'plan' });
    const merged = mergeWithNext(edited, '1:0:0');
    expect(merged.map((row) => [row.text, row.proposed.text])).toEqual([
      ['Book the night train Pack.', 'Book flights.'],
    ]);
  });

  it('starts "likely" candidates accepted and "maybe" ones not, keyed by conversation', () => {
    expect(rows.map((row) => [row.key, row.isAccepted])).toEqual([
      ['1:0:0', true],
      ['1:2:0', false],
    ]);
    const atTheCut = toRows(0, [
      candidate('0:0', 'Call Ana.', LIKELY_FROM),
      candidate('1:0', 'Maybe a bike.', LIKELY_FROM - 0.01),
    ]);
    expect(atTheCut.map((row) => row.isAccepted)).toEqual([true, false]);
  });

  it('accepts the "likely" rows again, or all of them', () => {
    const unticked = rows.map((row) => ({ ...row, isAccepted: false }));
    expect(acceptLikely(unticked).map((row) => row.isAccepted)).toEqual([true, false]);
    expect(acceptAll(unticked).every((row) => row.isAccepted)).toBe(true);
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

  describe('candidates an earlier import filed', () => {
    const filed = (conversation: number, found: CaptureCandidate) =>
      conversation === 1 && found.text === 'Book flights.';
    const marked = toRows(
      1,
      [candidate('0:0', 'Book flights.', 0.9), candidate('2:0', 'Pack.', 0.9)],
      filed,
    );

    it('are marked, start unchecked, and stay so through "accept all" and edits', () => {
      expect(marked.map((row) => [row.isAlreadyImported, row.isAccepted])).toEqual([
        [true, false],
        [false, true],
      ]);
      expect(acceptAll(marked)[0]?.isAccepted).toBe(false);
      expect(acceptLikely(marked)[0]?.isAccepted).toBe(false);
      expect(updateRow(marked, '1:0:0', { isAccepted: true, text: 'x' })[0]).toEqual(marked[0]);
    });

    it('are not merged with their neighbours', () => {
      expect(canMergeWithNext(marked, 0)).toBe(false);
      expect(mergeWithNext(marked, '1:0:0')).toBe(marked);
      expect(canMergeWithNext(rows, 0)).toBe(true);
    });
  });
});
