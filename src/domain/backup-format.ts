import { z } from 'zod';

import { ITEM_STATUSES, ITEM_TYPES } from './item';
import { settingsSchema } from './settings';
import { EPISODE_KINDS } from './source';

/**
 * The export file: versioned JSON holding everything a person wrote. Every import is
 * validated against this schema before anything touches the database. Embeddings are not
 * in it: they are derived from the text and rebuilt after an import.
 */
export const BACKUP_FORMAT = 'forethought-export';
export const BACKUP_VERSION = 1;

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
  action: z.enum(['status', 'archive', 'restore']),
  from: z.enum(ITEM_STATUSES),
  to: z.enum(ITEM_STATUSES),
  at: time,
  cause: causeSchema,
});

const turnSchema = z.object({
  index: z.number().int().nonnegative(),
  speaker: z.string(),
  text: z.string(),
  at: time.nullable(),
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

export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: time,
  data: z.object({
    items: z.array(itemSchema),
    itemVersions: z.array(itemVersionSchema),
    transitions: z.array(transitionSchema),
    sources: z.array(sourceSchema),
    episodes: z.array(episodeSchema),
    settings: settingsSchema,
  }),
});

export type Backup = z.infer<typeof backupSchema>;
