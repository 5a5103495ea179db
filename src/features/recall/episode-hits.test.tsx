import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import type { EpisodeHit } from '../../ml/protocol';
import { makeEpisode, T0 } from '../../test/factories';
import { renderFeature, setupAppTests } from '../../test/render';
import { EpisodeHits } from './episode-hits';

setupAppTests();

const ENTRY = 'Planning the Lisbon trip in May. I need to book the flights.';
const OTHER = 'Should the running club move to mornings?';

function hitFor(id: string): EpisodeHit {
  return { id, score: 0.5, dense: 0.5, lexical: 0, decay: 1, at: T0 };
}

async function twoEpisodes(): Promise<EpisodeHit[]> {
  const entry = makeEpisode('source-entry', { text: ENTRY });
  const other = makeEpisode('source-other', { text: OTHER });
  await getDb().episodes.bulkAdd([entry, other]);
  return [hitFor(entry.id), hitFor(other.id)];
}

describe('EpisodeHits', () => {
  it('lists every matched episode when no item quotes one', async () => {
    renderFeature(<EpisodeHits hits={await twoEpisodes()} timeRange={null} />);
    expect(await screen.findByText(ENTRY)).toBeTruthy();
    expect(screen.getAllByTestId('episode-hit')).toHaveLength(2);
  });

  it('leaves out an entry a shown item already quotes as its context', async () => {
    const hits = await twoEpisodes();
    renderFeature(<EpisodeHits hits={hits} timeRange={null} quotedTexts={new Set([ENTRY])} />);
    expect(await screen.findByText(OTHER)).toBeTruthy();
    expect(screen.getAllByTestId('episode-hit')).toHaveLength(1);
    expect(screen.queryByText(ENTRY)).toBeNull();
  });

  it('shows no group at all when the only match is quoted, not "nothing matches"', async () => {
    const [entryHit] = await twoEpisodes();
    if (!entryHit) throw new Error('No episode');
    const range = { from: T0 - 86_400_000, to: T0 + 86_400_000, phrase: 'yesterday' };
    renderFeature(
      <EpisodeHits hits={[entryHit]} timeRange={range} quotedTexts={new Set([ENTRY])} />,
    );
    // Wait for the episode to be read, then the group is gone rather than saying "nothing".
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('episode-hits')).toBeNull();
    expect(screen.queryByText(/Nothing you wrote or said then matches/)).toBeNull();
  });
});
