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

type Json = Record<string, unknown>;
type Table = 'items' | 'itemVersions' | 'transitions' | 'sources' | 'episodes';
/** A backup as plain JSON, for breaking one part of it. */
export type BackupJson = Json & { data: Record<Table, Json[]> & { settings: Json } };

/**
 * A small valid backup with every kind of reference: an item filed from turn 1 of a
 * conversation, that turn's episode, and a transition the message caused.
 */
export function referencingBackup(now: number): BackupJson {
  const chat = {
    id: 'chat',
    kind: 'conversation',
    title: 'Trip',
    format: 'chat',
    me: 'me',
    turns: [
      { index: 0, speaker: 'me', text: 'Lisbon or Porto?', at: now },
      { index: 1, speaker: 'me', text: 'We decided on Lisbon.', at: now },
    ],
    createdAt: now,
  };
  const episode = {
    id: 'turn-1',
    kind: 'chat-turn',
    text: 'We decided on Lisbon.',
    at: now,
    sourceId: 'chat',
    turnIndex: 1,
    speaker: 'me',
  };
  const item = {
    id: 'lisbon',
    content: 'We decided on Lisbon.',
    type: 'decision',
    context: '',
    saidAt: now,
    status: 'referenced',
    sourceId: 'chat',
    turnIndex: 1,
    dueAt: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
    lastMentionedAt: now,
    archivedAt: null,
  };
  const transition = {
    id: 'moved',
    itemId: 'lisbon',
    action: 'status',
    from: 'open',
    to: 'referenced',
    at: now,
    cause: { kind: 'message', episodeId: 'turn-1' },
  };
  return {
    format: 'forethought-export',
    version: 1,
    exportedAt: now,
    data: {
      items: [item],
      itemVersions: [],
      transitions: [transition],
      sources: [chat],
      episodes: [episode],
      settings: { staleDays: 30, language: null, hasAskedPersistence: false },
    },
  };
}

/** The referencing backup with one part broken, as file content. */
function broken(now: number, change: (backup: BackupJson) => void) {
  const backup = referencingBackup(now);
  change(backup);
  return Buffer.from(JSON.stringify(backup));
}

function first(rows: Json[] | undefined): Json {
  const [row] = rows ?? [];
  if (!row) throw new Error('the referencing backup has a row in each table it changes');
  return row;
}

/** Malformed backups as a person could meet them, each with the message it must get. */
export function malformedBackups(now: number): [name: string, content: Buffer, message: RegExp][] {
  return [
    [
      'two-items-one-id.json',
      broken(now, (b) => b.data.items.push({ ...first(b.data.items), content: 'Other text' })),
      /two records in items share the id lisbon/,
    ],
    [
      'missing-source.json',
      broken(now, (b) => (first(b.data.items).sourceId = 'not-here')),
      /“data\.items\.0\.sourceId” points at the entry or conversation not-here, which is not in the file/,
    ],
    [
      'missing-episode.json',
      broken(
        now,
        (b) => (first(b.data.transitions).cause = { kind: 'message', episodeId: 'gone' }),
      ),
      /points at the message gone, which is not in the file/,
    ],
    [
      'one-20-mb-line.json',
      broken(now, (b) => (first(b.data.items).content = 'x'.repeat(20 * 1024 * 1024))),
      /longer than this app allows \(4,000 characters\)/,
    ],
    [
      'proto.json',
      Buffer.from(
        JSON.stringify(referencingBackup(now)).replace(
          '"id":"lisbon"',
          '"__proto__":{"x":1},"id":"lisbon"',
        ),
      ),
      /holds the key “data\.items\.0\.__proto__”/,
    ],
    [
      'deep.json',
      Buffer.from(`${'['.repeat(100_000)}${']'.repeat(100_000)}`),
      /more than 16 levels deep/,
    ],
    [
      'time-as-text.json',
      broken(now, (b) => (first(b.data.items).saidAt = String(now))),
      /damaged at “data\.items\.0\.saidAt”/,
    ],
    [
      'utf16-no-mark.json',
      Buffer.from(JSON.stringify(referencingBackup(now)), 'utf16le'),
      /UTF-16 text without a byte-order mark\. Save it as UTF-8/,
    ],
  ];
}

/**
 * 60 MB: a conversation whose turns together run past the app's import limit (50 MiB).
 * Returned as a string, for the spec to write to disk (Playwright hands over large files by path).
 */
export function sixtyMegabyteBackup(now: number): string {
  const turn = 'y'.repeat(1024 * 1024);
  const backup = referencingBackup(now);
  const chat = first(backup.data.sources);
  chat.turns = Array.from({ length: 60 }, (_, index) => ({
    index,
    speaker: 'me',
    text: turn,
    at: now,
  }));
  return JSON.stringify(backup);
}
