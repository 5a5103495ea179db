import { z } from 'zod';

import { TEXT_LIMITS } from './integrity/text-limits';

import { ITEM_STATUSES, ITEM_TYPES, TRANSITION_ACTIONS } from './item';
import { memorySchema } from './backup-format-memories';
import { MEMORY_KINDS } from './memory/memory-record';
import { settingsSchema } from './settings';
import { EPISODE_KINDS } from './source';

/**
 * The export file: versioned JSON holding everything a person wrote. Every import is
 * validated against this schema before anything touches the database. Embeddings are not
 * in it: they are derived from the text and rebuilt after an import.
 */
export const BACKUP_FORMAT = 'forethought-export';
/**
 * Version 2 added facts and habits (`data.memories`) and "mention" transitions; version 3,
 * items' `snoozedUntil` and "due" and "snooze" transitions. Version 3 is only a new number
 * for the same schema with those optional additions: a copy of the app from before them
 * then says the file is from a newer version instead of calling it damaged. Files of
 * version 2 read with the same schema (they hold none of the additions); files of version 1
 * are read as the current version without memories.
 */
export const BACKUP_VERSION = 3;
export const READABLE_BACKUP_VERSIONS: readonly number[] = [1, 2, 3];

const time = z.number();
const id = z.string().min(1).max(TEXT_LIMITS.id);
/** A text of at most `max` code units (TEXT_LIMITS): over it, the checkers say "too long". */
const text = (max: number) => z.string().max(max);

const causeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user') }),
  z.object({ kind: z.literal('rule'), rule: text(TEXT_LIMITS.label) }),
  z.object({ kind: z.literal('message'), episodeId: id }),
]);

const itemSchema = z.object({
  id,
  // The app never stores an item whose text is blank.
  content: text(TEXT_LIMITS.item).refine((value) => value.trim() !== '', 'blank text'),
  type: z.enum(ITEM_TYPES),
  context: text(TEXT_LIMITS.context),
  saidAt: time,
  status: z.enum(ITEM_STATUSES),
  sourceId: id.nullable(),
  turnIndex: z.number().int().nonnegative().nullable(),
  dueAt: time.nullable(),
  version: z.number().int().positive(),
  createdAt: time,
  updatedAt: time,
  lastMentionedAt: time,
  archivedAt: time.nullable(),
  // Optional: items never snoozed, and every backup written before snoozing, have none.
  snoozedUntil: time.nullable().optional(),
});

const itemVersionSchema = z.object({
  id,
  itemId: id,
  version: z.number().int().positive(),
  content: text(TEXT_LIMITS.item),
  type: z.enum(ITEM_TYPES),
  supersededAt: time,
  cause: causeSchema,
});

const transitionSchema = z.object({
  id,
  itemId: id,
  action: z.enum(TRANSITION_ACTIONS),
  from: z.enum(ITEM_STATUSES),
  to: z.enum(ITEM_STATUSES),
  at: time,
  cause: causeSchema,
  // Only due-date and snooze changes have it: the time before and after.
  times: z.object({ from: time.nullable(), to: time.nullable() }).optional(),
});

/** What an assistant's reply was given (domain/chat/given-memory.ts). */
const givenMemorySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('item'),
    id,
    text: text(TEXT_LIMITS.item),
    itemType: z.enum(ITEM_TYPES),
    status: z.enum(ITEM_STATUSES),
    saidAt: time,
  }),
  z.object({ kind: z.enum(MEMORY_KINDS), id, text: text(TEXT_LIMITS.memory) }),
  z.object({
    kind: z.literal('episode'),
    id,
    text: text(TEXT_LIMITS.conversation),
    at: time,
    by: text(TEXT_LIMITS.speaker).optional(),
  }),
]);

const turnSchema = z.object({
  index: z.number().int().nonnegative(),
  speaker: text(TEXT_LIMITS.speaker),
  // Measured over the whole conversation (below): the import limit is on all its turns.
  text: z.string(),
  at: time.nullable(),
  // Optional: only assistant replies have it, and backups before the assistant have none.
  given: z.array(givenMemorySchema).optional(),
  // Optional: only an assistant reply that did not come whole has it.
  cutOff: z.literal(true).optional(),
});

/** An earlier text of a corrected entry; the app never stores an empty one. */
const revisionSchema = z.object({ text: text(TEXT_LIMITS.entry).min(1), replacedAt: time });

const journalSchema = z
  .object({
    id,
    kind: z.literal('journal'),
    text: text(TEXT_LIMITS.entry),
    createdAt: time,
    // Optional: entries never corrected, and every backup written before corrections, have none.
    revisions: z.array(revisionSchema).optional(),
  })
  .check((context) => {
    // Earlier texts are in the order they were replaced, none before the entry was written,
    // as `reviseEntry` keeps them: the last one's time is when the current text was written.
    let previous = context.value.createdAt;
    for (const [index, revision] of (context.value.revisions ?? []).entries()) {
      if (revision.replacedAt < previous) {
        context.issues.push({
          code: 'custom',
          input: revision,
          path: ['revisions', index, 'replacedAt'],
          message: 'earlier texts must be in time order',
        });
        return;
      }
      previous = revision.replacedAt;
    }
  });

const sourceSchema = z.discriminatedUnion('kind', [
  journalSchema,
  z.object({
    id,
    kind: z.literal('conversation'),
    title: text(TEXT_LIMITS.title),
    format: text(TEXT_LIMITS.label),
    me: text(TEXT_LIMITS.speaker),
    turns: z.array(turnSchema).check((context) => {
      // A conversation's turns are numbered by position, as the app writes them.
      const misnumbered = context.value.findIndex((turn, position) => turn.index !== position);
      if (misnumbered >= 0) {
        context.issues.push({
          code: 'custom',
          input: context.value,
          path: [misnumbered, 'index'],
          message: 'a turn’s index must be its position',
        });
      }
      const length = context.value.reduce((sum, turn) => sum + turn.text.length, 0);
      if (length <= TEXT_LIMITS.conversation) return;
      context.issues.push({
        code: 'too_big',
        origin: 'string',
        maximum: TEXT_LIMITS.conversation,
        inclusive: true,
        input: context.value,
        message: 'the conversation is longer than an import may be',
      });
    }),
    createdAt: time,
  }),
]);

const episodeSchema = z
  .object({
    id,
    kind: z.enum(EPISODE_KINDS),
    text: text(TEXT_LIMITS.conversation),
    at: time,
    sourceId: id,
    turnIndex: z.number().int().nonnegative().nullable(),
    speaker: text(TEXT_LIMITS.speaker).nullable(),
  })
  .check((context) => {
    // An entry (or its correction) is logged as written: no longer than an entry may be.
    const { kind, text: written } = context.value;
    if (kind === 'chat-turn' || written.length <= TEXT_LIMITS.entry) return;
    context.issues.push({
      code: 'too_big',
      origin: 'string',
      maximum: TEXT_LIMITS.entry,
      inclusive: true,
      input: written,
      path: ['text'],
      message: 'longer than a journal entry may be',
    });
  });

const dataV1 = z.object({
  items: z.array(itemSchema),
  itemVersions: z.array(itemVersionSchema),
  transitions: z.array(
    transitionSchema.extend({ action: z.enum(['status', 'archive', 'restore']) }),
  ),
  sources: z.array(sourceSchema),
  episodes: z.array(episodeSchema),
  settings: settingsSchema,
});

const header = { format: z.literal(BACKUP_FORMAT), exportedAt: time };

export const backupSchemaV1 = z.object({ ...header, version: z.literal(1), data: dataV1 });

const backupSchemaV2orV3 = z.object({
  ...header,
  version: z.union([z.literal(2), z.literal(BACKUP_VERSION)]),
  data: dataV1.extend({
    transitions: z.array(transitionSchema),
    memories: z.array(memorySchema),
  }),
});

/** A file of version 2 or 3, read as the current version. */
export const backupSchema = backupSchemaV2orV3.transform((backup) => ({
  ...backup,
  version: BACKUP_VERSION,
}));

export type Backup = z.output<typeof backupSchema>;

/**
 * One row of each synced table, as the backup checks it: rows that arrive from a synced room
 * are held to the same definition as rows read from a file (src/sync/database-mirror.ts).
 */
export const ROW_SCHEMAS = {
  items: itemSchema,
  itemVersions: itemVersionSchema,
  transitions: transitionSchema,
  sources: sourceSchema,
  episodes: episodeSchema,
  memories: memorySchema,
} as const;

/** A version 1 file as version 2: nothing it holds changes; it has no memories. */
export function upgradeBackupV1(backup: z.infer<typeof backupSchemaV1>): Backup {
  return { ...backup, version: BACKUP_VERSION, data: { ...backup.data, memories: [] } };
}
