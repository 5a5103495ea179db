import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getDb } from '../../db/database';
import { addJournalEntry } from '../../db/journal-repo';
import { T0 } from '../../test/factories';
import { noticeTexts, setupAppTests } from '../../test/render';
import { correctEntry } from './journal-actions';

// Capture itself is tested over the worker (scripts/replay/capture-safety.test.ts); here
// only what a correction hands it.
const captureMessage = vi.hoisted(() => vi.fn(() => Promise.resolve(null)));
vi.mock('../../stores/capture-store', () => ({ captureMessage }));

setupAppTests();
beforeEach(() => captureMessage.mockClear());

const BEFORE = 'Call the plumber.';

describe('correctEntry', () => {
  it('gives the corrected entry, its correction episode and the sentences it added', async () => {
    const entry = await addJournalEntry(getDb(), BEFORE, T0);

    const outcome = await correctEntry(entry.id, 'Call the plumber. Book the flight to Lisbon.');

    const episodes = await getDb().episodes.where('sourceId').equals(entry.id).sortBy('at');
    expect(outcome).toEqual({
      kind: 'corrected',
      entry: {
        ...entry,
        text: 'Call the plumber. Book the flight to Lisbon.',
        revisions: [{ text: BEFORE, replacedAt: expect.any(Number) as number }],
      },
      episodeId: episodes[1]?.id,
      addedSentences: ['Book the flight to Lisbon.'],
    });
    expect(episodes[1]?.kind).toBe('journal-correction');
    await vi.waitFor(() =>
      expect(captureMessage).toHaveBeenCalledWith(
        expect.objectContaining({
          text: 'Book the flight to Lisbon.',
          sourceId: entry.id,
          episodeId: episodes[1]?.id,
        }),
      ),
    );
  });

  it('says unchanged for the same text, and null for a refused one', async () => {
    const entry = await addJournalEntry(getDb(), BEFORE, T0);
    expect(await correctEntry(entry.id, ` ${BEFORE} `)).toEqual({ kind: 'unchanged' });
    expect(await correctEntry(entry.id, '   ')).toBeNull();
    expect(noticeTexts()).toContain('Write something first.');
    expect(await getDb().sources.get(entry.id)).toEqual(entry);
    expect(captureMessage).not.toHaveBeenCalled();
  });
});
