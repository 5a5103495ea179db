import type { MemoryRecord, MemoryRevision } from './memory/memory-record';

/**
 * A stored fact or habit and the backup's copy of it. The copy changed last is current;
 * no text is lost: every earlier text either copy holds is kept, and the losing copy's
 * own text too when it differs. Returns null when the stored copy already holds it all.
 */
export function mergeMemory(stored: MemoryRecord, incoming: MemoryRecord): MemoryRecord | null {
  const [winner, loser] =
    incoming.updatedAt > stored.updatedAt ? [incoming, stored] : [stored, incoming];
  const revisions = new Map<string, MemoryRevision>();
  for (const revision of [...stored.revisions, ...incoming.revisions]) {
    revisions.set(`${revision.replacedAt}\u0000${revision.content}`, revision);
  }
  const texts = new Set([winner.content, ...[...revisions.values()].map((r) => r.content)]);
  if (!texts.has(loser.content)) {
    revisions.set(`${loser.updatedAt}\u0000${loser.content}`, {
      content: loser.content,
      replacedAt: Math.max(loser.updatedAt, winner.updatedAt),
    });
  }
  const merged: MemoryRecord = {
    ...winner,
    useCount: Math.max(stored.useCount, incoming.useCount),
    lastUsedAt: Math.max(stored.lastUsedAt, incoming.lastUsedAt),
    revisions: [...revisions.values()].sort((a, b) => a.replacedAt - b.replacedAt),
  };
  // Two devices whose clocks disagree can store revisions out of time order: the stored copy
  // is kept as it is when it already holds every text, whatever their order.
  return sameMemory(merged, stored) ? null : merged;
}

function sameMemory(a: MemoryRecord, b: MemoryRecord): boolean {
  const inOrder = (memory: MemoryRecord) => ({
    ...memory,
    revisions: [...memory.revisions].sort(
      (x, y) => x.replacedAt - y.replacedAt || x.content.localeCompare(y.content),
    ),
  });
  return JSON.stringify(inOrder(a)) === JSON.stringify(inOrder(b));
}
