import { z } from 'zod';

import { TEXT_LIMITS } from './integrity/text-limits';
import { ITEM_TYPES } from './item';
import { MEMORY_KINDS, MEMORY_ORIGINS, MEMORY_STATUSES } from './memory/memory-record';

const time = z.number();
const id = z.string().min(1).max(TEXT_LIMITS.id);
const content = z.string().min(1).max(TEXT_LIMITS.memory);

/** A fact or habit as a backup holds it (version 2 on): every field, provenance included. */
export const memorySchema = z.object({
  id,
  kind: z.enum(MEMORY_KINDS),
  content,
  status: z.enum(MEMORY_STATUSES),
  origin: z.enum(MEMORY_ORIGINS),
  episodeIds: z.array(id),
  itemIds: z.array(id),
  fromType: z.enum(ITEM_TYPES).nullable(),
  supersedesId: id.nullable(),
  supersededById: id.nullable(),
  createdAt: time,
  updatedAt: time,
  acceptedAt: time.nullable(),
  lastUsedAt: time,
  useCount: z.number().int().nonnegative(),
  revisions: z.array(z.object({ content, replacedAt: time })),
  statusBeforeArchive: z.enum(MEMORY_STATUSES).nullable(),
});
