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
import { addSampleJournal, removeSampleJournal } from '../db/sample-journal-repo';
import { ITEM_STATUSES, ITEM_TYPES } from '../domain/item';
import { parseConversationText } from '../domain/conversation-import/parse-conversation-text';
import { startDatabaseMirror } from '../sync/database-mirror';
import { nth, type PersonAction } from './person-actions';
import { applyMemoryAction } from './person-memory-actions';

export { personAction, personHistory, type PersonAction } from './person-actions';

/**
 * Applies the generated histories of `person-actions.ts` to a profile through the app's own
 * repositories, as the person's clicks would.
 */
const DAY = 86_400_000;

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
