import { z } from 'zod';

import { ITEM_TYPES } from './item';
import { MEMORY_KINDS, MEMORY_ORIGINS, MEMORY_STATUSES } from './memory/memory-record';

const time = z.number();
const id = z.string().min(1);

/** A fact or habit as a backup holds it (version 2 on): every field, provenance included. */
export const memorySchema = z.object({
  id,
  kind: z.enum(MEMORY_KINDS),
  content: z.string().min(1),
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
  revisions: z.array(z.object({ content: z.string().min(1), replacedAt: time })),
  statusBeforeArchive: z.enum(MEMORY_STATUSES).nullable(),
});
