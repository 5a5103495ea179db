// Builders for test data: a complete, valid record with every field set, so a test names
// only the fields it is about.
import type { Backup } from '../domain/backup-format';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../domain/backup-format';
import type { ItemVersion, ProspectiveItem, Transition } from '../domain/item';
import type { MemoryRecord } from '../domain/memory/memory-record';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { ConversationSource, Episode, JournalSource } from '../domain/source';

/** A fixed clock: 2024-05-01T12:00:00Z. */
export const T0 = Date.UTC(2024, 4, 1, 12);

/** The shape of a UUIDv7 (domain/ids.ts), which every new record's id has. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let counter = 0;
function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

export function makeItem(overrides: Partial<ProspectiveItem> = {}): ProspectiveItem {
  return {
    id: nextId('item'),
    content: 'Call the plumber about the leak',
    type: 'plan',
    context: 'The kitchen tap is dripping again.',
    saidAt: T0,
    status: 'open',
    sourceId: null,
    turnIndex: null,
    dueAt: null,
    version: 1,
    createdAt: T0,
    updatedAt: T0,
    lastMentionedAt: T0,
    archivedAt: null,
    ...overrides,
  };
}

export function makeItemVersion(itemId: string, overrides: Partial<ItemVersion> = {}): ItemVersion {
  return {
    id: nextId('version'),
    itemId,
    version: 1,
    content: 'Call someone about the leak',
    type: 'plan',
    supersededAt: T0 + 1000,
    cause: { kind: 'user' },
    ...overrides,
  };
}

export function makeTransition(itemId: string, overrides: Partial<Transition> = {}): Transition {
  return {
    id: nextId('transition'),
    itemId,
    action: 'status',
    from: 'open',
    to: 'referenced',
    at: T0 + 2000,
    cause: { kind: 'user' },
    ...overrides,
  };
}

export function makeJournalSource(overrides: Partial<JournalSource> = {}): JournalSource {
  return {
    id: nextId('source'),
    kind: 'journal',
    text: 'Need to call the plumber. Maybe learn Rust this summer?',
    createdAt: T0,
    ...overrides,
  };
}

export function makeConversationSource(
  overrides: Partial<ConversationSource> = {},
): ConversationSource {
  return {
    id: nextId('source'),
    kind: 'conversation',
    title: 'Talk with Sam',
    format: 'plain',
    me: 'Me',
    turns: [{ index: 0, speaker: 'Me', text: 'We decided on Lisbon.', at: T0 }],
    createdAt: T0,
    ...overrides,
  };
}

export function makeEpisode(sourceId: string, overrides: Partial<Episode> = {}): Episode {
  return {
    id: nextId('episode'),
    kind: 'journal-entry',
    text: 'Need to call the plumber. Maybe learn Rust this summer?',
    at: T0,
    sourceId,
    turnIndex: null,
    speaker: null,
    ...overrides,
  };
}

export function makeMemory(overrides: Partial<MemoryRecord> = {}): MemoryRecord {
  return {
    id: nextId('memory'),
    kind: 'fact',
    content: 'I am vegetarian',
    status: 'active',
    origin: 'consolidation',
    episodeIds: [],
    itemIds: [],
    fromType: null,
    supersedesId: null,
    supersededById: null,
    createdAt: T0,
    updatedAt: T0,
    acceptedAt: T0,
    lastUsedAt: T0,
    useCount: 0,
    revisions: [],
    statusBeforeArchive: null,
    ...overrides,
  };
}

/**
 * A small valid backup: one item with a version and a transition, one entry and its
 * episode, and a fact read from that episode.
 */
export function makeBackup(): Backup {
  const source = makeJournalSource();
  const item = makeItem({ sourceId: source.id, version: 2, status: 'referenced' });
  const episode = makeEpisode(source.id);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: T0 + 10_000,
    data: {
      items: [item],
      itemVersions: [makeItemVersion(item.id)],
      transitions: [makeTransition(item.id)],
      sources: [source],
      episodes: [episode],
      memories: [makeMemory({ episodeIds: [episode.id], itemIds: [item.id] })],
      settings: {
        ...DEFAULT_SETTINGS,
        staleDaysByType: { ...DEFAULT_SETTINGS.staleDaysByType, plan: 14 },
        language: 'zh-CN',
      },
    },
  };
}
