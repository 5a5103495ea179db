import fc from 'fast-check';
import * as Y from 'yjs';

import { wipeAllData } from '../db/backup-repo';
import { commitImport } from '../db/capture-repo';
import { appendChatTurn } from '../db/chat-repo';
import { ForethoughtDb } from '../db/database';
import { undoLastImport } from '../db/import-undo-repo';
import {
  addItem,
  archive,
  changeStatus,
  deleteForever,
  editItemContent,
  mention,
  restore,
  setDueDate,
} from '../db/items-repo';
import { addJournalEntry, correctJournalEntry, makeItemFromEntry } from '../db/journal-repo';
import {
  acceptProposal,
  addOwnMemory,
  archiveMemoryRow,
  editMemoryText,
  proposeMemories,
  rejectProposal,
  supersedeMemory,
} from '../db/memories-repo';
import { addSampleJournal, removeSampleJournal } from '../db/sample-journal-repo';
import { ITEM_STATUSES, ITEM_TYPES } from '../domain/item';
import { MEMORY_KINDS } from '../domain/memory/memory-record';
import { parseConversationText } from '../domain/conversation-import/parse-conversation-text';
import { startDatabaseMirror } from '../sync/database-mirror';

/**
 * Random histories of what a person does with the app, for properties that must hold
 * whatever they did (the backup round trip: src/db/backup-roundtrip.test.ts, and
 * `npm run fuzz`). Each action names its target by a number taken modulo the rows there
 * are, so any history applies to any state; an action the app refuses (a move the lifecycle
 * does not allow, an empty text) is refused here as it is in the app, and the history goes on.
 */
export type PersonAction =
  | { kind: 'write-entry'; text: string }
  | { kind: 'correct-entry'; pick: number; text: string }
  | { kind: 'file-from-entry'; pick: number; text: string; type: number }
  | { kind: 'quick-add'; text: string; type: number; due: number | null }
  | { kind: 'edit-item'; pick: number; text: string; type: number }
  | { kind: 'move-item'; pick: number; status: number }
  | { kind: 'set-due'; pick: number; due: number | null }
  /** An offer made from something written, accepted: the change's cause is that message. */
  | {
      kind: 'accept-offer';
      pick: number;
      episode: number;
      offer: 'mention' | 'close' | 'edit';
      text: string;
    }
  | { kind: 'archive-item'; pick: number }
  | { kind: 'restore-item'; pick: number }
  | { kind: 'delete-forever'; pick: number }
  | { kind: 'propose-fact'; pick: number; text: string; memoryKind: number }
  | { kind: 'accept-fact'; pick: number; ownWords: string | null }
  | { kind: 'reject-fact'; pick: number }
  | { kind: 'own-fact'; text: string; memoryKind: number }
  | { kind: 'edit-fact'; pick: number; text: string }
  | { kind: 'replace-fact'; pick: number; text: string }
  | { kind: 'archive-fact'; pick: number }
  | { kind: 'chat'; text: string; newSession: boolean }
  | { kind: 'import-chat'; turns: string[]; title: string; fileCandidate: boolean }
  | { kind: 'undo-import' }
  | { kind: 'load-sample'; chinese: boolean }
  | { kind: 'remove-sample' }
  | { kind: 'wipe' }
  /** A second device, after a history of its own, syncs with this one (both ways). */
  | { kind: 'sync-with-device'; history: PersonAction[] };

/** Texts as people write them: any script, emoji, spaces and line breaks, sometimes blank. */
const words = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom('Call the landlord', '周末去爬山', 'Ana 的生日 🎂') },
  { weight: 1, arbitrary: fc.constantFrom('', '   ', '\n') },
);
const pick = fc.nat(1_000);
const type = fc.nat(ITEM_TYPES.length - 1);
const due = fc.option(fc.integer({ min: -30, max: 60 }), { nil: null });

const proposeFact = fc.record({
  kind: fc.constant('propose-fact' as const),
  pick,
  text: words,
  memoryKind: fc.nat(MEMORY_KINDS.length - 1),
});
const acceptFact = fc.record({
  kind: fc.constant('accept-fact' as const),
  pick,
  ownWords: fc.option(words, { nil: null }),
});
const loadSample = fc.record({ kind: fc.constant('load-sample' as const), chinese: fc.boolean() });
const removeSample = fc.record({ kind: fc.constant('remove-sample' as const) });

const actions: fc.Arbitrary<PersonAction>[] = [
  fc.record({ kind: fc.constant('write-entry'), text: words }),
  fc.record({ kind: fc.constant('correct-entry'), pick, text: words }),
  fc.record({ kind: fc.constant('file-from-entry'), pick, text: words, type }),
  fc.record({ kind: fc.constant('quick-add'), text: words, type, due }),
  fc.record({ kind: fc.constant('edit-item'), pick, text: words, type }),
  fc.record({ kind: fc.constant('move-item'), pick, status: fc.nat(ITEM_STATUSES.length - 1) }),
  fc.record({ kind: fc.constant('set-due'), pick, due }),
  fc.record({
    kind: fc.constant('accept-offer'),
    pick,
    episode: pick,
    offer: fc.constantFrom('mention' as const, 'close' as const, 'edit' as const),
    text: words,
  }),
  fc.record({ kind: fc.constant('archive-item'), pick }),
  fc.record({ kind: fc.constant('restore-item'), pick }),
  fc.record({ kind: fc.constant('delete-forever'), pick }),
  fc.record({ kind: fc.constant('reject-fact'), pick }),
  fc.record({
    kind: fc.constant('own-fact'),
    text: words,
    memoryKind: fc.nat(MEMORY_KINDS.length - 1),
  }),
  fc.record({ kind: fc.constant('edit-fact'), pick, text: words }),
  fc.record({ kind: fc.constant('replace-fact'), pick, text: words }),
  fc.record({ kind: fc.constant('archive-fact'), pick }),
  fc.record({ kind: fc.constant('chat'), text: words, newSession: fc.boolean() }),
  fc.record({
    kind: fc.constant('import-chat'),
    turns: fc.array(words, { minLength: 1, maxLength: 5 }),
    title: words,
    fileCandidate: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('undo-import') }),
];

const ownAction: fc.Arbitrary<PersonAction> = fc.oneof(
  ...[...actions, proposeFact, acceptFact].map((arbitrary) => ({ weight: 1, arbitrary })),
);

export const personAction: fc.Arbitrary<PersonAction> = fc.oneof(
  ...actions.map((arbitrary) => ({ weight: 4, arbitrary })),
  // Facts read from entries, accepted, and the sample loaded and removed around them: the
  // paths where one row's removal can strand another's reference.
  ...[proposeFact, acceptFact, loadSample, removeSample].map((arbitrary) => ({
    weight: 4,
    arbitrary,
  })),
  // Rare: a wipe ends most of what came before.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wipe' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('sync-with-device' as const),
      history: fc.array(ownAction, { maxLength: 8 }),
    }),
  },
);

export const personHistory = fc.array(personAction, { minLength: 1, maxLength: 40, size: 'large' });

const DAY = 86_400_000;

function nth<T>(rows: readonly T[], index: number): T | undefined {
  return rows.length === 0 ? undefined : rows[index % rows.length];
}

/** The refusals a person meets in the app (a message, nothing changed): the history goes on. */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return [
    'LifecycleError',
    'RecordNotFoundError',
    'EntryRejectedError',
    'ImportRejectedError',
    'RangeError',
  ].includes(error.name);
}

/** A pasted two-speaker transcript, as the import reads it. */
function transcriptOf(turns: readonly string[]): string {
  return turns
    .map((text, index) => `${index % 2 === 0 ? 'Me' : 'Sam'}: ${text.replace(/\s+/g, ' ')}`)
    .join('\n');
}

async function applyImport(
  db: ForethoughtDb,
  action: Extract<PersonAction, { kind: 'import-chat' }>,
  now: number,
) {
  const parsed = parseConversationText(transcriptOf(action.turns), `${action.title}.txt`);
  const first = parsed.conversations[0]?.turns[0];
  const accepted =
    action.fileCandidate && first && first.text.trim() !== ''
      ? [
          {
            conversationIndex: 0,
            turnIndex: 0,
            text: first.text,
            type: 'plan' as const,
            context: first.text,
            saidAt: first.at,
            dueAt: null,
          },
        ]
      : [];
  await commitImport(db, parsed, parsed.suggestedMe, accepted, now);
}

async function applyItemAction(db: ForethoughtDb, action: PersonAction, now: number) {
  const items = await db.items.toArray();
  const target = 'pick' in action ? nth(items, action.pick) : undefined;
  switch (action.kind) {
    case 'quick-add':
      await addItem(
        db,
        {
          content: action.text,
          type: ITEM_TYPES[action.type] ?? 'plan',
          dueAt: action.due === null ? null : now + action.due * DAY,
        },
        now,
      );
      return;
    case 'edit-item':
      if (!target) return;
      await editItemContent(
        db,
        target.id,
        { content: action.text, type: ITEM_TYPES[action.type] ?? 'plan' },
        { kind: 'user' },
        now,
      );
      return;
    case 'move-item':
      if (!target) return;
      await changeStatus(
        db,
        target.id,
        ITEM_STATUSES[action.status] ?? 'open',
        { kind: 'user' },
        now,
      );
      return;
    case 'set-due':
      if (!target) return;
      await setDueDate(db, target.id, action.due === null ? null : now + action.due * DAY, now);
      return;
    case 'accept-offer': {
      const episode = nth(await db.episodes.toArray(), action.episode);
      if (!target || !episode) return;
      const cause = { kind: 'message', episodeId: episode.id } as const;
      if (action.offer === 'mention') await mention(db, target.id, cause, now);
      if (action.offer === 'close') await changeStatus(db, target.id, 'closed', cause, now);
      if (action.offer === 'edit') {
        await editItemContent(db, target.id, { content: action.text }, cause, now);
      }
      return;
    }
    case 'archive-item':
      if (target) await archive(db, target.id, now);
      return;
    case 'restore-item':
      if (target) await restore(db, target.id, now);
      return;
    case 'delete-forever':
      if (!target) return;
      if (target.archivedAt === null) await archive(db, target.id, now);
      await deleteForever(db, target.id);
      return;
    default:
      return;
  }
}

async function applyMemoryAction(db: ForethoughtDb, action: PersonAction, now: number) {
  const memories = await db.memories.toArray();
  const episodes = await db.episodes.toArray();
  const target = 'pick' in action ? nth(memories, action.pick) : undefined;
  const reconsiderText = (older: string) => `Reconsider: ${older}`;
  switch (action.kind) {
    case 'propose-fact': {
      const episode = nth(episodes, action.pick);
      if (!episode || action.text.trim() === '') return;
      await proposeMemories(
        db,
        [
          {
            kind: MEMORY_KINDS[action.memoryKind] ?? 'fact',
            content: action.text.trim(),
            origin: 'consolidation',
            episodeIds: [episode.id],
          },
        ],
        now,
      );
      return;
    }
    case 'accept-fact': {
      const proposals = memories.filter((memory) => memory.status === 'proposed');
      const proposal = nth(proposals, action.pick);
      if (!proposal) return;
      const content = action.ownWords ?? undefined;
      await acceptProposal(db, proposal.id, now, { content, reconsiderText });
      return;
    }
    case 'reject-fact': {
      const proposal = nth(
        memories.filter((memory) => memory.status === 'proposed'),
        action.pick,
      );
      if (proposal) await rejectProposal(db, proposal.id, now);
      return;
    }
    case 'own-fact':
      await addOwnMemory(db, MEMORY_KINDS[action.memoryKind] ?? 'fact', action.text, now);
      return;
    case 'edit-fact':
      if (target) await editMemoryText(db, target.id, action.text, now);
      return;
    case 'replace-fact':
      if (target) await supersedeMemory(db, target.id, action.text, now, reconsiderText);
      return;
    case 'archive-fact':
      if (target) await archiveMemoryRow(db, target.id, now);
      return;
    default:
      return;
  }
}

async function applyOne(db: ForethoughtDb, action: PersonAction, now: number, chat: ChatState) {
  const entries = (await db.sources.where('kind').equals('journal').toArray()).filter(
    (source) => source.kind === 'journal',
  );
  switch (action.kind) {
    case 'write-entry':
      await addJournalEntry(db, action.text, now);
      return;
    case 'correct-entry': {
      const entry = nth(entries, action.pick);
      if (entry) await correctJournalEntry(db, entry.id, action.text, now);
      return;
    }
    case 'file-from-entry': {
      const entry = nth(entries, action.pick);
      if (!entry) return;
      await makeItemFromEntry(db, entry.id, action.text, ITEM_TYPES[action.type] ?? 'plan', now);
      return;
    }
    case 'chat': {
      const sent = await appendChatTurn(
        db,
        action.newSession ? null : chat.session,
        action.text,
        now,
      );
      chat.session = sent.sourceId;
      return;
    }
    case 'import-chat':
      await applyImport(db, action, now);
      return;
    case 'undo-import':
      await undoLastImport(db, now);
      return;
    case 'load-sample':
      await addSampleJournal(db, action.chinese ? 'zh-CN' : 'en', now);
      return;
    case 'remove-sample':
      await removeSampleJournal(db);
      return;
    case 'wipe':
      await wipeAllData(db);
      chat.session = null;
      return;
    case 'sync-with-device':
      await syncWithDevice(db, action.history, now);
      return;
    default:
      await applyItemAction(db, action, now);
      await applyMemoryAction(db, action, now);
  }
}

type ChatState = { session: string | null };

/**
 * A second device makes its own history, then both mirror their databases into documents
 * that exchange every update (what the encrypted room does through the server), until
 * neither has anything left to copy. The second device is gone afterwards.
 */
async function syncWithDevice(db: ForethoughtDb, history: readonly PersonAction[], now: number) {
  const other = new ForethoughtDb(`device-${crypto.randomUUID()}`);
  const docs = [new Y.Doc(), new Y.Doc()] as const;
  try {
    await applyHistory(other, history, now - 30_000);
    docs[0].on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== 'link') Y.applyUpdate(docs[1], update, 'link');
    });
    docs[1].on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== 'link') Y.applyUpdate(docs[0], update, 'link');
    });
    const mirrors = [startDatabaseMirror(db, docs[0]), startDatabaseMirror(other, docs[1])];
    // Each mirror's step may set off steps in the other: wait until neither has any left.
    for (;;) {
      const queues = mirrors.map((mirror) => mirror.settled());
      await Promise.all(queues);
      if (mirrors.every((mirror, index) => mirror.settled() === queues[index])) break;
    }
    for (const mirror of mirrors) mirror.stop();
  } finally {
    await other.delete();
  }
}

/**
 * Applies a history to `db`, a minute between actions from `start`. Returns the time after
 * the last one. Refusals are the app's own (a message, nothing written); anything else fails.
 */
export async function applyHistory(
  db: ForethoughtDb,
  history: readonly PersonAction[],
  start: number,
): Promise<number> {
  const chat: ChatState = { session: null };
  let now = start;
  for (const action of history) {
    now += 60_000;
    try {
      await applyOne(db, action, now, chat);
    } catch (error) {
      if (!isRefusal(error)) throw error;
    }
  }
  return now;
}
