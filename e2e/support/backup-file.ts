/** Builds export files in the app's backup format, for specs that need many items at once. */
export function backupWithItems(count: number, now: number): string {
  const types = ['plan', 'idea', 'decision', 'question', 'insight'];
  const items = Array.from({ length: count }, (_, index) => ({
    id: `seed-${index}`,
    content: `Seeded item number ${index}`,
    type: types[index % types.length],
    context: '',
    saidAt: now - index * 60_000,
    status: 'open',
    sourceId: null,
    turnIndex: null,
    dueAt: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
    lastMentionedAt: now,
    archivedAt: null,
  }));
  return JSON.stringify({
    format: 'forethought-export',
    version: 1,
    exportedAt: now,
    data: {
      items,
      itemVersions: [],
      transitions: [],
      sources: [],
      episodes: [],
      settings: { staleDays: 30, language: null, hasAskedPersistence: false },
    },
  });
}
