import { describe, expect, it } from 'vitest';

import { getDb } from '../db/database';
import { DAY_MS } from '../domain/lifecycle';
import { makeItem, T0 } from '../test/factories';
import { useNoticeStore } from '../stores/notice-store';
import { noticeTexts, setupAppTests } from '../test/render';
import { sweepStaleAndTell } from './startup';

setupAppTests();

/** Plans go stale after 30 days without a mention (the default). */
const LATER = T0 + 31 * DAY_MS;

async function seedPlans(count: number): Promise<void> {
  await getDb().items.bulkAdd(
    Array.from({ length: count }, (_, index) => makeItem({ content: `Plan ${index}` })),
  );
}

describe('sweepStaleAndTell', () => {
  it('says once that several items went stale, pointing to the review', async () => {
    await seedPlans(5);
    expect(await sweepStaleAndTell(LATER)).toBe(5);
    expect(noticeTexts()).toEqual(['5 items went stale: go through them in the Review.']);
    expect(useNoticeStore.getState().notices[0]?.action).toBe('open-review');
    expect(await getDb().items.where('status').equals('stale').count()).toBe(5);
    // The next sweep finds nothing new and says nothing more.
    expect(await sweepStaleAndTell(LATER + DAY_MS)).toBe(0);
    expect(noticeTexts()).toHaveLength(1);
  });

  it('stays quiet when a single item went stale', async () => {
    await seedPlans(1);
    expect(await sweepStaleAndTell(LATER)).toBe(1);
    expect(noticeTexts()).toEqual([]);
  });
});
