import type { MemoryKind, MemoryRecord, MemoryStatus } from '../../domain/memory/memory-record';
import { tokenize } from '../../domain/recall/tokens';

export type MemoryFilter = {
  kind: MemoryKind | 'all';
  status: Exclude<MemoryStatus, 'proposed' | 'rejected'>;
  words: string;
};

/**
 * The memories the list shows: of the kind and status chosen, holding every word typed or
 * its start (in either language, Chinese by its characters, as recall's tokens read them),
 * most recently used first.
 */
export function filterMemories(
  memories: readonly MemoryRecord[],
  filter: MemoryFilter,
): MemoryRecord[] {
  const wanted = tokenize(filter.words);
  return memories
    .filter((memory) => memory.status === filter.status)
    .filter((memory) => filter.kind === 'all' || memory.kind === filter.kind)
    .filter((memory) => {
      if (wanted.length === 0) return true;
      // A word typed in part ("postgres") finds the whole one ("postgresql").
      const held = tokenize(memory.content);
      return wanted.every((token) => held.some((word) => word.startsWith(token)));
    })
    .sort((a, b) => b.lastUsedAt - a.lastUsedAt);
}
