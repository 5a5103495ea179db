import { render, screen, waitFor } from '@testing-library/react';
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

const panel = (result: RecallResult, hiddenIds: string[] = []) => (
  <RecallPanel
    result={result}
    hiddenIds={hiddenIds}
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

  it('once read live, never brings back an item gone since: not when the hidden ids change, not when shown again', async () => {
    const a = makeItem({ id: 'a', content: 'Repot the monstera' });
    const b = makeItem({ id: 'b', content: 'Ask Mom for the pancake ratio' });
    await getDb().items.bulkPut([a, b]);
    const result = resultFor(['a', 'b'], [a, b]);
    const view = render(panel(result));
    await waitFor(() => expect(screen.queryByText('Repot the monstera')).not.toBeNull());

    await getDb().items.delete('a');
    await waitFor(() => expect(screen.queryByText('Repot the monstera')).toBeNull());
    // "Not now" on b: the ids the panel reads change, and its new live read has not answered.
    view.rerender(panel(result, ['b']));
    expect(screen.queryByText('Repot the monstera')).toBeNull();
    expect(screen.getByText('Ask Mom for the pancake ratio')).toBeTruthy();

    // The panel shown again over the same answer waits for its own live read.
    view.unmount();
    render(panel(result));
    expect(screen.queryByText('Repot the monstera')).toBeNull();
    expect(await screen.findByText('Ask Mom for the pancake ratio')).toBeTruthy();
    expect(screen.queryByText('Repot the monstera')).toBeNull();
  });
});
