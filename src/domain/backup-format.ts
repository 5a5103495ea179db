import { z } from 'zod';

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
 * Version 2 added facts and habits (`data.memories`) and "mention" transitions. Files of
 * version 1 are still read: they hold neither, and are read as version 2 without them.
 */
export const BACKUP_VERSION = 2;
export const READABLE_BACKUP_VERSIONS: readonly number[] = [1, 2];

const causeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user') }),
  z.object({ kind: z.literal('rule'), rule: z.string() }),
  z.object({ kind: z.literal('message'), episodeId: z.string() }),
]);

const time = z.number();
const id = z.string().min(1);

const itemSchema = z.object({
  id,
  content: z.string().min(1),
  type: z.enum(ITEM_TYPES),
  context: z.string(),
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
});

const itemVersionSchema = z.object({
  id,
  itemId: id,
  version: z.number().int().positive(),
  content: z.string(),
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
});

/** What an assistant's reply was given (domain/chat/given-memory.ts). */
const givenMemorySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('item'),
    id,
    text: z.string(),
    itemType: z.enum(ITEM_TYPES),
    status: z.enum(ITEM_STATUSES),
    saidAt: time,
  }),
  z.object({ kind: z.enum(MEMORY_KINDS), id, text: z.string() }),
  z.object({
    kind: z.literal('episode'),
    id,
    text: z.string(),
    at: time,
    by: z.string().optional(),
  }),
]);

const turnSchema = z.object({
  index: z.number().int().nonnegative(),
  speaker: z.string(),
  text: z.string(),
  at: time.nullable(),
  // Optional: only assistant replies have it, and backups before the assistant have none.
  given: z.array(givenMemorySchema).optional(),
});

/** An earlier text of a corrected entry; the app never stores an empty one. */
const revisionSchema = z.object({ text: z.string().min(1), replacedAt: time });

const sourceSchema = z.discriminatedUnion('kind', [
  z.object({
    id,
    kind: z.literal('journal'),
    text: z.string(),
    createdAt: time,
    // Optional: entries never corrected, and every backup written before corrections, have none.
    revisions: z.array(revisionSchema).optional(),
  }),
  z.object({
    id,
    kind: z.literal('conversation'),
    title: z.string(),
    format: z.string(),
    me: z.string(),
    turns: z.array(turnSchema),
    createdAt: time,
  }),
]);

const episodeSchema = z.object({
  id,
  kind: z.enum(EPISODE_KINDS),
  text: z.string(),
  at: time,
  sourceId: id,
  turnIndex: z.number().int().nonnegative().nullable(),
  speaker: z.string().nullable(),
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

export const backupSchema = z.object({
  ...header,
  version: z.literal(BACKUP_VERSION),
  data: dataV1.extend({
    transitions: z.array(transitionSchema),
    memories: z.array(memorySchema),
  }),
});

export type Backup = z.infer<typeof backupSchema>;

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
