import { useLiveQuery } from 'dexie-react-hooks';

import { getDb } from '../../db/database';
import { episodeWriter, type GivenMemory } from '../../domain/chat/given-memory';
import { episodeSnippet } from '../../domain/memory/episode-snippet';
import type { RecallResult } from './use-recall';

const NOTHING: GivenMemory[] = [];

/**
 * What the recall panel shows for the draft, as memories an assistant can be given: the
 * items, facts, habits and past conversations with their texts read from the database, in
 * the panel's order. Items "Not now" hid for this draft are left out.
 */
export function useRecalledMemories(
  result: RecallResult | null,
  hiddenIds: readonly string[],
): GivenMemory[] {
  const itemIds = (result?.hits ?? []).map((hit) => hit.id).filter((id) => !hiddenIds.includes(id));
  const memoryIds = (result?.memories ?? []).map((hit) => hit.id);
  const episodeIds = (result?.episodes ?? []).map((hit) => hit.id);
  const key = [itemIds, memoryIds, episodeIds].map((ids) => ids.join(' ')).join('|');
  return (
    useLiveQuery(async () => {
      const db = getDb();
      const [items, memories, episodes] = await Promise.all([
        db.items.bulkGet(itemIds),
        db.memories.bulkGet(memoryIds),
        db.episodes.bulkGet(episodeIds),
      ]);
      // Their sources say which speaker is the person, so the assistant knows who wrote what.
      const sourceIds = [...new Set(episodes.flatMap((episode) => episode?.sourceId ?? []))];
      const sources = new Map(
        (await db.sources.bulkGet(sourceIds)).flatMap((source) =>
          source ? [[source.id, source] as const] : [],
        ),
      );
      return [
        ...items.flatMap((item): GivenMemory[] =>
          item
            ? [
                {
                  kind: 'item',
                  id: item.id,
                  text: item.content,
                  itemType: item.type,
                  status: item.status,
                  saidAt: item.saidAt,
                },
              ]
            : [],
        ),
        ...memories.flatMap((memory): GivenMemory[] =>
          memory ? [{ kind: memory.kind, id: memory.id, text: memory.content }] : [],
        ),
        ...episodes.flatMap((episode): GivenMemory[] =>
          episode
            ? [
                {
                  kind: 'episode',
                  id: episode.id,
                  text: episodeSnippet(episode.text),
                  at: episode.at,
                  ...withWriter(episodeWriter(episode, sources.get(episode.sourceId))),
                },
              ]
            : [],
        ),
      ];
    }, [key]) ?? NOTHING
  );
}

/** `by` only when someone other than the person wrote it: the field stays absent otherwise. */
function withWriter(by: string | undefined): { by?: string } {
  return by === undefined ? {} : { by };
}
