import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { makeItem } from '../../test/factories';
import { renderFeature, setupAppTests } from '../../test/render';
import { RecallPanel } from './recall-panel';
import type { RecallResult } from './use-recall';

setupAppTests();

function resultFor(ids: string[], itemsAtAnswer?: RecallResult['itemsAtAnswer']): RecallResult {
  return {
    query: 'draft',
    hits: ids.map((id) => ({ id, score: 0.5 })),
    scorer: 'dense',
    isReranked: false,
    episodes: [],
    timeRange: null,
    memories: [],
    fused: [],
    ...(itemsAtAnswer ? { itemsAtAnswer } : {}),
  };
}

const panel = (result: RecallResult) => (
  <RecallPanel
    result={result}
    hiddenIds={[]}
    isIncludingInactive={false}
    isWithTurns={false}
    hasDraft
  />
);

describe('RecallPanel’s cards', () => {
  it('show the items read with the answer at once, then what the live read finds', async () => {
    // Read with the answer, then deleted before the panel's live read: the live read wins.
    const gone = makeItem({ id: 'gone', content: 'Renew the passport' });
    const kept = makeItem({ id: 'kept', content: 'Book the ferry to Naxos' });
    await getDb().items.put(kept);
    renderFeature(panel(resultFor(['gone', 'kept'], [gone, kept])));

    // In the first render, before any read of the database has answered.
    expect(screen.getByText('Renew the passport')).toBeTruthy();
    expect(screen.getByText('Book the ferry to Naxos')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Renew the passport')).toBeNull());
    expect(screen.getByText('Book the ferry to Naxos')).toBeTruthy();
  });

  it('without items read with the answer, shows the cards once the live read answers', async () => {
    await getDb().items.put(makeItem({ id: 'a', content: 'Call Lily on her birthday' }));
    renderFeature(panel(resultFor(['a'])));
    expect(screen.queryByText('Call Lily on her birthday')).toBeNull();
    expect(await screen.findByText('Call Lily on her birthday')).toBeTruthy();
  });
});
