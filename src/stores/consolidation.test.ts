import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ForethoughtDb } from '../db/database';
import { addOwnMemory } from '../db/memories-repo';
import type { Classification } from '../domain/capture/labels';
import {
  makeConversationSource,
  makeEpisode,
  makeItem,
  makeJournalSource,
  makeTransition,
  T0,
} from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { consolidate, type ConsolidationModels } from './consolidation';

/** Labels by a word in the sentence; nearest: the memory whose first word the sentence holds. */
function fakeModels(db: ForethoughtDb): ConsolidationModels & { classified: string[] } {
  const classified: string[] = [];
  return {
    classified,
    classify: (inputs) => {
      classified.push(...inputs.map((input) => input.text));
      return Promise.resolve(
        inputs.map(({ text }): Classification => {
          if (/vegetarian|daughter|postgres/i.test(text)) return { label: 'fact', confidence: 0.8 };
          if (/every evening|always/i.test(text)) return { label: 'habit', confidence: 0.8 };
          return { label: 'none', confidence: 0.9 };
        }),
      );
    },
    nearest: async (texts) => {
      const active = await db.memories.where('status').equals('active').toArray();
      return texts.map((text) =>
        active
          .filter((m) =>
            text.toLowerCase().includes(m.content.split(' ').at(-1)?.toLowerCase() ?? '?'),
          )
          .map((m) => ({ id: m.id, score: 0.6 })),
      );
    },
  };
}

describe('consolidate', () => {
  let db: ForethoughtDb;
  beforeEach(() => {
    db = openTestDb();
  });
  afterEach(async () => {
    await deleteTestDb(db);
  });

  it('proposes facts and habits from the person’s own sentences, with their episode, once', async () => {
    const journal = makeJournalSource({ id: 'j' });
    const chat = makeConversationSource({ id: 'c', me: 'me' });
    await db.sources.bulkAdd([journal, chat]);
    await db.episodes.bulkAdd([
      makeEpisode('j', { id: 'e1', text: "I'm vegetarian. Call the plumber." }),
      makeEpisode('c', {
        id: 'e2',
        kind: 'chat-turn',
        speaker: 'Sam',
        text: 'My daughter is Lea.',
      }),
      makeEpisode('c', {
        id: 'e3',
        kind: 'chat-turn',
        speaker: 'me',
        text: 'I run every evening.',
      }),
    ]);
    const models = fakeModels(db);
    const first = await consolidate(models, T0, undefined, db);
    expect(first.episodesRead).toBe(3);
    expect(first.proposed.map((m) => [m.kind, m.content, m.episodeIds])).toEqual([
      ['fact', "I'm vegetarian.", ['e1']],
      ['habit', 'I run every evening.', ['e3']],
    ]);
    // Sam's turn is not the person's: never read.
    expect(models.classified).not.toContain('My daughter is Lea.');

    await db.episodes.add(makeEpisode('j', { id: 'e4', text: 'Still vegetarian, always.' }));
    const second = await consolidate(models, T0 + 1, undefined, db);
    expect(second.episodesRead).toBe(1);
    expect(models.classified.filter((text) => text.includes('plumber'))).toHaveLength(1);
  });

  it('offers a contradiction of a kept decision as its successor', async () => {
    await db.sources.add(makeJournalSource({ id: 'j' }));
    const kept = await addOwnMemory(db, 'fact', 'We decided on postgres', T0);
    await db.episodes.add(makeEpisode('j', { id: 'e9', text: "We're moving off postgres." }));
    const { proposed } = await consolidate(fakeModels(db), T0 + 1, undefined, db);
    expect(proposed).toMatchObject([
      { supersedesId: kept.id, content: "We're moving off postgres." },
    ]);
  });

  it('offers an idea confirmed on three separate days to graduate, once', async () => {
    const day = (n: number) => T0 + n * 24 * 60 * 60 * 1000;
    const idea = makeItem({
      id: 'i',
      type: 'idea',
      status: 'referenced',
      saidAt: T0,
      updatedAt: day(3),
    });
    await db.items.add(idea);
    const cause = { kind: 'message', episodeId: 'x' } as const;
    await db.transitions.bulkAdd([
      makeTransition('i', { at: day(1), cause }),
      makeTransition('i', { action: 'mention', from: 'referenced', at: day(3), cause }),
    ]);
    const models = fakeModels(db);
    const { proposed } = await consolidate(models, day(3), undefined, db);
    expect(proposed).toMatchObject([
      { origin: 'graduation', itemIds: ['i'], fromType: 'idea', content: idea.content },
    ]);
    expect((await consolidate(models, day(4), undefined, db)).proposed).toEqual([]);
  });
});
