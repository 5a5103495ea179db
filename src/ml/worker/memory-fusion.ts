import { reciprocalRankFusion } from '../../domain/recall/fusion';
import type {
  EpisodeHit,
  FusedMemoryHit,
  MemoryHit,
  MemoryIndexName,
  RecallHit,
} from '../protocol';

/** Every index counts the same unless the settings say otherwise. */
const EQUAL: Record<MemoryIndexName, number> = { prospective: 1, fact: 1, habit: 1, episodic: 1 };

/**
 * recall_memory's one list: the four indexes' lists (each already past its own threshold
 * and in its own order) fused by reciprocal-rank fusion with per-index weights, as the
 * design note describes. Ids are unique across indexes (UUIDv7), so the index is kept
 * beside each id to say where a hit came from.
 */
export function fuseMemoryLists(
  lists: { hits: RecallHit[]; memories: MemoryHit[]; episodes: EpisodeHit[] },
  weights: Record<MemoryIndexName, number> = EQUAL,
): FusedMemoryHit[] {
  const named: { index: MemoryIndexName; ids: string[] }[] = [
    { index: 'prospective', ids: lists.hits.map((hit) => hit.id) },
    { index: 'fact', ids: lists.memories.filter((m) => m.kind === 'fact').map((m) => m.id) },
    { index: 'habit', ids: lists.memories.filter((m) => m.kind === 'habit').map((m) => m.id) },
    { index: 'episodic', ids: lists.episodes.map((episode) => episode.id) },
  ];
  const indexOf = new Map(named.flatMap(({ index, ids }) => ids.map((id) => [id, index] as const)));
  const fused = reciprocalRankFusion(
    named.map(({ ids }) => ids),
    undefined,
    named.map(({ index }) => weights[index]),
  );
  return fused.map(({ id, score }) => ({ index: indexOf.get(id) ?? 'prospective', id, score }));
}
